#pragma once
// The recovery pipeline of one cluster connection, as the console runs it:
// the journal in the user's data directory (one per context), the pipeline
// on the connection's client and watch, in observe mode to begin with; the
// journal's earlier incidents, read on a worker thread; and what the
// connection's user may write (SelfSubjectAccessReviews), so that the console
// says why an action is off before anyone clicks it.
#include "pipeline/journalincident.h"
#include "pipeline/recoveryaccess.h"
#include "pipeline/recoverypipeline.h"
#include "clusterpipelinewatch.h"

#include <QFutureWatcher>
#include <QObject>

#include <memory>
#include <vector>

namespace ascendops::clustermodel {
class ClusterWatch;
}
namespace ascendops::kube {
class AccessReview;
class KubeClient;
}
namespace ascendops::journal {
class Journal;
}

namespace ascendops {

class ConsolePipelineLease;

class PipelineSession : public QObject
{
    Q_OBJECT

public:
    // `journalName` names the journal directory under journalRoot() (the
    // context, or "demo"); it is made safe for the file system here.
    PipelineSession(kube::KubeClient &client, clustermodel::ClusterWatch &watch, const QString &journalName, QObject *parent = nullptr);
    ~PipelineSession() override;

    // The user's journals: AppDataLocation/journal.
    static QString journalRoot();

    // Opens the journal, starts the pipeline (call once the watch synced),
    // reads the history and asks what the user may write.
    void start();

    pipeline::RecoveryPipeline &pipeline() const { return *m_pipeline; }
    bool isStarted() const { return m_pipeline != nullptr; }
    QString journalDirectory() const { return m_journalDir; }
    // Why the journal cannot be written; empty when it can. Without a
    // journal the pipeline only observes: no write goes out unrecorded.
    QString journalProblem() const { return m_journalProblem; }
    const std::vector<pipeline::JournalIncident> &history() const { return m_history; }
    bool historyLoaded() const { return m_historyLoaded; }

    // Why `action` on a job of `kind` in `jobNamespace` cannot be run now;
    // empty when it can.
    QString refusal(pipeline::RecoveryAction action, const QString &jobNamespace,
                    pipeline::IsolationScope scope = pipeline::IsolationScope::Server,
                    JobKind kind = JobKind::VolcanoJob) const;
    // Who approves and requests in the journal: the local user and the context.
    QString operatorName() const;

    // Whether another pipeline (the cluster's `pipeline serve`) recovers
    // this cluster: then this one observes, its mode locked.
    const ClusterPipelineWatch *clusterPipeline() const { return m_clusterPipeline.get(); }
    ClusterPipelineWatch *clusterPipeline() { return m_clusterPipeline.get(); }
    // This console's own pipeline holds the cluster's pipeline Lease (approve
    // or auto mode, with none other leading); other consoles then observe.
    const ConsolePipelineLease *lease() const { return m_lease.get(); }
    // Why this console's pipeline may only observe (the journal cannot be
    // written, another pipeline recovers the cluster or whether one does is
    // not known); "" when a person may choose its mode. Held whatever sets the mode.
    QString modeLock() const;

signals:
    void historyRead();
    void permissionsChanged();
    void journalProblemChanged();
    void clusterPipelineChanged();

private:
    bool openJournal();
    void readHistory();
    void askPermissions();
    QString userName() const;
    // Back to observe while the mode is locked.
    void keepModeLocked();

    kube::KubeClient &m_client;
    std::unique_ptr<ClusterPipelineWatch> m_clusterPipeline;
    std::unique_ptr<ConsolePipelineLease> m_lease;   // this console's pipeline, leading while it may act
    clustermodel::ClusterWatch &m_watch;
    QString m_journalDir;
    QString m_journalProblem;
    std::unique_ptr<journal::Journal> m_journal;
    std::unique_ptr<pipeline::RecoveryPipeline> m_pipeline;
    std::unique_ptr<kube::AccessReview> m_access;
    QFutureWatcher<std::vector<pipeline::JournalIncident>> m_historyReader;
    std::vector<pipeline::JournalIncident> m_history;
    bool m_historyLoaded = false;
};

} // namespace ascendops
