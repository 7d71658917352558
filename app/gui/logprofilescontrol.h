#pragma once
// Cluster ▸ Training Log Profiles…: the profiles an operator adds, kept in
// the console's configuration folder (log-profiles.json, the JSON
// `pipeline serve --log-profiles` takes), read when a cluster's pipeline
// starts and applied at once when saved (the followed logs are read again
// with them). What the file holds that cannot be read is said, with its
// place, never dropped.
#include "formats/traininglogprofile.h"

#include <QObject>

class QAction;
class QWidget;

namespace ascendops {

class ClusterSession;
class LogProfilesDialog;

// The file's path: <configuration folder>/log-profiles.json.
QString savedLogProfilesPath();
// The profiles the file holds (none when there is no file); what could not
// be read of it is added to *PROBLEMS, each with the file and its place.
std::vector<TrainingLogProfile> loadSavedLogProfiles(QStringList *problems);

class LogProfilesControl : public QObject
{
    Q_OBJECT

public:
    LogProfilesControl(ClusterSession *session, QWidget *window);

    QAction *action() const { return m_action; }
    // Opens the dialog (window-modal, no nested event loop); returns it for tests.
    LogProfilesDialog *open();
    // Says what of the saved file cannot be read, once, as the console starts.
    void reportSavedProblems();

signals:
    void message(const QString &text, int timeoutMs);

private:
    void save(const LogProfilesDialog &dialog);

    ClusterSession *m_session;
    QWidget *m_window;
    QAction *m_action;
};

} // namespace ascendops
