#pragma once
// A person's change to a training job (a recovery-time recommendation's JSON
// patch), written as it was reviewed. The preview is a server-side dry run on
// the job as the server holds it at that moment; Apply writes only while the
// server would still make exactly the change that was shown.
//
// A job is touched all the time by others (a training loop's progress
// annotations, the operator's status), so a write pinned to the previewed
// resourceVersion alone would be refused on a busy job whenever a person
// takes a second to read the preview. Apply therefore reads the job again,
// dry-runs once more, and writes pinned to that version when the change is
// the same; when it is not, nothing is written and the new change is shown to
// be confirmed again. A write refused because the job moved on in the few
// milliseconds between those steps is tried again, three attempts in all.
#include "kube/apiclient.h"
#include "kube/resourcetype.h"

#include <QObject>
#include <QPointer>
#include <QStringList>

#include <nlohmann/json.hpp>

namespace ascendops::pipeline {

class JobChangeWrite : public QObject
{
    Q_OBJECT

public:
    // JOB: the job as cached; its kind, namespace and name say where it is.
    // Everything goes through CLIENT, and nothing once it is gone.
    JobChangeWrite(kube::ApiClient &client, const nlohmann::json &job, nlohmann::json patch, QObject *parent = nullptr);

    void preview();
    // After previewed() without an error: writes the change shown last.
    void apply();
    // A preview or an apply is on its way.
    bool busy() const { return m_busy; }

    static constexpr int kAttempts = 3;

signals:
    // The dry run's lines (objectDiff), or why it was refused. CHANGED: Apply
    // found that the change would now differ from the one shown; nothing was
    // written, and these lines are the change to confirm instead.
    void previewed(const QStringList &changes, const QString &error, bool changed);
    // Empty: written.
    void applied(const QString &error);

private:
    enum class Step { Preview, Apply };

    void read(Step step);
    void dryRun(Step step, const nlohmann::json &job);
    void write(const nlohmann::json &job);
    // A refused dry run or write: tried again on the job as it is now when it
    // moved on since JOB was read, else reported.
    void refused(Step step, const nlohmann::json &job, const QString &error);
    void fail(Step step, const QString &error);

    QPointer<kube::ApiClient> m_client;   // gone when the console disconnects: nothing more is sent
    kube::ResourceType m_type;
    QString m_namespace;
    QString m_name;
    nlohmann::json m_patch;
    QStringList m_shown;
    int m_attempts = 0;
    bool m_busy = false;
};

} // namespace ascendops::pipeline
