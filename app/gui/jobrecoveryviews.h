#pragma once
// The recovery-time profile in the console: the Jobs tab's Recovery pane for
// the selected job (read from the cluster's caches again whenever the job or
// its ConfigMaps change), each incident's estimate beside its measured
// timeline, and a recommendation's change: a server-side dry run first, then
// the write, only when a person presses Apply.
#include <QObject>
#include <QPointer>

class QStatusBar;
class QWidget;

namespace ascendops {

class ClusterSession;
class IncidentsPanel;
class JobChangeDialog;
class JobsPanel;

class JobRecoveryViews : public QObject
{
    Q_OBJECT

public:
    JobRecoveryViews(ClusterSession *session, JobsPanel *jobs, IncidentsPanel *incidents, QStatusBar *statusBar,
                     QWidget *window);

    // The change dialog open now, if any (tests drive it).
    JobChangeDialog *changeDialog() const;

private:
    void showProfile();
    void openChange(const QString &job, const QString &recommendationId);

    ClusterSession *m_session;
    JobsPanel *m_jobs;
    QStatusBar *m_statusBar;
    QWidget *m_window;
    QPointer<JobChangeDialog> m_dialog;
};

} // namespace ascendops
