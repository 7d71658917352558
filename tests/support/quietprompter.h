#pragma once
// Test support: a Prompter for a MainWindow driven by a test, answering
// every question the safe way (discard, cancel, no path) and keeping the
// errors it is shown, when given somewhere to keep them.
#include "prompter.h"

#include <QStringList>

namespace ascendops {

// The first-start question as a test scripts it: the answer given, and
// what the question said (where the console looked, and why there).
struct FirstStartScript
{
    Prompter::FirstStartChoice answer = Prompter::FirstStartChoice::Neither;
    QString kubeconfig;
    QStringList looked;
    QString why;

    Prompter::FirstStartChoice ask(const QStringList &lookedIn, const QString &reason, QString *chosen)
    {
        looked = lookedIn;
        why = reason;
        *chosen = kubeconfig;
        return answer;
    }
};

struct QuietPrompter : Prompter
{
    QStringList *errors = nullptr;
    QuietPrompter() = default;
    explicit QuietPrompter(QStringList *sink) : errors(sink) {}
    UnsavedChoice askUnsaved(const QString &) override { return UnsavedChoice::Discard; }
    ConflictChoice askSaveConflict(const QString &) override { return ConflictChoice::Cancel; }
    bool confirmReload(const QString &, bool) override { return false; }
    QString askOpenPath(const QString &) override { return {}; }
    QString askSavePath(const QString &) override { return {}; }
    void showError(const QString &, const QString &text) override
    {
        if (errors)
            errors->append(text);
    }
    // Saving a table with errors: asked how often, answered how.
    int saveWithErrorsQuestions = 0;
    bool saveWithErrors = true;
    bool confirmSaveWithErrors(const QString &, int, const QString &) override
    {
        ++saveWithErrorsQuestions;
        return saveWithErrors;
    }
    int switchQuestions = 0;
    bool switchCluster = true;
    bool confirmSwitchCluster(const QString &, const QString &) override
    {
        ++switchQuestions;
        return switchCluster;
    }
    FirstStartScript firstStart;
    FirstStartChoice askFirstStart(const QStringList &looked, const QString &why, QString *kubeconfig) override
    {
        return firstStart.ask(looked, why, kubeconfig);
    }
    // Quitting while the pipeline recovers: asked how often, answered how.
    int quitQuestions = 0;
    bool quitWhileRecovering = true;
    QString lastQuitQuestion;
    bool confirmQuitWhileRecovering(const QString &what) override
    {
        ++quitQuestions;
        lastQuitQuestion = what;
        return quitWhileRecovering;
    }
};

} // namespace ascendops
