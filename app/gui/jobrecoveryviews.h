#pragma once
// The recovery-time profile in the console: the Jobs tab's Recovery pane for
// the selected job (read from the cluster's caches again whenever the job or
// its ConfigMaps change), each incident's estimate beside its measured
// timeline, and a recommendation's change: a server-side dry run first, then
// the write, only when a person presses Apply.
#include "model/nodefile.h"
#include "recoverytime/jobprofile.h"

#include <QDateTime>
#include <QFutureWatcher>
#include <QHash>
#include <QObject>
#include <QPointer>

#include <memory>

class QStatusBar;
class QWidget;

namespace ascendops {

class ClusterSession;
class IncidentsPanel;
class JobChangeDialog;
class JobsPanel;
namespace ssh {
class SshPool;
}
namespace telemetry {
class NodeFileReader;
}

class JobRecoveryViews : public QObject
{
    Q_OBJECT

public:
    JobRecoveryViews(ClusterSession *session, JobsPanel *jobs, IncidentsPanel *incidents, QStatusBar *statusBar,
                     QWidget *window);
    ~JobRecoveryViews() override;

    // The change dialog open now, if any (tests drive it).
    JobChangeDialog *changeDialog() const;

private:
    // What was read on a job's node over SSH, and when.
    struct NodeFiles
    {
        QString node;
        QHash<QString, NodeFile> files;
        qint64 readAtMs = 0;
        bool reading = false;
    };

    void showProfile();
    void profileMade();
    void readNodeFiles(const QString &job, const QString &node, const QStringList &paths);
    void openChange(const QString &job, const QString &recommendationId);

    ClusterSession *m_session;
    QHash<QString, NodeFiles> m_nodeFiles;     // by job
    // Each job's estimated phases for the incident timelines, which redraw
    // every second: computed once per change of the jobs.
    struct Estimate
    {
        QString version;   // of the job and its maps when it was made
        std::vector<recoverytime::Phase> phases;
    };
    QHash<QString, Estimate> m_estimates;
    std::unique_ptr<telemetry::NodeFileReader> m_reader;
    QPointer<ssh::SshPool> m_readerPool;    // the SSH pool the reader works on
    JobsPanel *m_jobs;
    QStatusBar *m_statusBar;
    QWidget *m_window;
    QPointer<JobChangeDialog> m_dialog;
    QFutureWatcher<recoverytime::JobProfile> m_profiling;   // one at a time
    QString m_profilingJob;                                 // whose profile it makes
    bool m_profileAgain = false;                            // asked for again while it ran
};

} // namespace ascendops
