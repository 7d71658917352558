#pragma once
// Cluster ▸ Training Log Profiles…: the profiles the console reads a job's
// progress with. The built-in ones are listed; the ones an operator adds are
// edited as the JSON `pipeline serve --log-profiles` takes, checked as they
// are typed (a bad regular expression is refused with its place, and Save
// waits until none is left), and tried on lines pasted from a real log.
// Reading and writing the file is the caller's.
#include "formats/traininglogprofile.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QPlainTextEdit;
class QTreeWidget;

namespace ascendops {

class LogProfilesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit LogProfilesDialog(QWidget *parent = nullptr);

    // The added profiles' JSON as saved (empty: none added); PLACE names
    // where it is kept, for the words.
    void setText(const QString &json, const QString &place);
    QString text() const;
    // The profiles the text holds, read; only what Save would keep.
    std::vector<TrainingLogProfile> profiles() const { return m_profiles; }
    // What the check and the sample say now (plain text, for tests).
    QString problemsText() const;
    QString sampleText() const;

    QPlainTextEdit *editor() const { return m_editor; }
    QPlainTextEdit *sample() const { return m_sample; }
    QTreeWidget *builtIn() const { return m_builtIn; }
    QDialogButtonBox *buttons() const { return m_buttons; }

private:
    void check();
    void trySample();

    QLabel *m_place;
    QTreeWidget *m_builtIn;
    QPlainTextEdit *m_editor;
    QLabel *m_problems;
    QPlainTextEdit *m_sample;
    QLabel *m_sampleResult;
    QDialogButtonBox *m_buttons;
    std::vector<TrainingLogProfile> m_profiles;
};

} // namespace ascendops
