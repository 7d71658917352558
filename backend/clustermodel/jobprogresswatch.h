#pragma once
// How each running training job is doing, read from what its processes print
// (formats/traininglogreader.h), the way an operator tails a job's logs: the
// step and its rate, the checkpoints saved and loaded, the phase of a
// restart, the error a run ends in. No annotation of ours is needed: real
// jobs write none.
//
// Which logs: of each training job, the running pod of rank 0 (Megatron's
// print_rank_0: start-up, checkpoints) and of the last rank (print_rank_last:
// the steps), one stream when the job has one pod; at most maxStreams in
// all, so that a cluster of thousands of pods costs a fixed number of
// streams (jobs beyond it are unknown, and say so). Each stream is a
// PodLogFollower: resumed from its last line after a drop, bounded in bytes.
//
// Time: a step is dated by the clock when it is read, never by the node's
// timestamp (node clocks drift); the log's own times measure step rates.
// What a job's pods printed is kept for the job across its restarts (its
// last step, the checkpoints it saved) until the job is gone.
#include "clustermodel/clusterwatch.h"
#include "core/clock.h"
#include "formats/traininglogreader.h"
#include "kube/podlogfollower.h"

#include <QHash>
#include <QObject>
#include <QSet>

#include <memory>

namespace ascendops::clustermodel {

// The job annotation an operator sets to name the profile its log is read
// with ("megatron", "mindspore", or one added); without it the profiles are
// tried, those whose appliesTo matches the job's framework label and images first.
inline constexpr const char *kLogProfileAnnotation = "ascendops.io/log-profile";

struct JobProgress
{
    QString framework;               // the profile that reads it; "" unknown
    QString unknownReason;           // why not, when unknown
    qint64 lastStep = -1;            // the last step printed; -1 none yet
    qint64 totalSteps = -1;
    double stepSeconds = -1;         // the last step time; -1 unknown
    qint64 stepSeenMs = 0;           // clock time the step last changed (0: never)
    qint64 stepChanges = 0;          // step lines read: a new one since N is > N
    qint64 newestStepAtMs = -1;      // the newest step line's own timestamp (the log's clock); -1 none dated
    QList<qint64> checkpointsSaved;  // steps, kept across restarts (newest last)
    qint64 checkpointLoaded = -1;    // what the current run resumed from
    qint64 checkpointLoadedSeenMs = 0; // clock time that was read
    QString phase;                   // of the current run: link-setup, checkpoint-load, compile, training; "" not said
    QString error;                   // the error a current pod's log ends in; "" none
    QString errorPod;
    QStringList pods;                // the pods whose logs are read
    QString notRead;                 // a pod that should be read and is not, and why; "" none

    bool known() const { return !framework.isEmpty(); }
    qint64 lastCheckpoint() const { return checkpointsSaved.isEmpty() ? -1 : checkpointsSaved.last(); }
};

struct JobProgressSettings
{
    int maxStreams = 256;
    kube::PodLogBudget budget;
    std::vector<TrainingLogProfile> addedProfiles;   // tried before the built-in ones
    const Clock *clock = &Clock::system();
};

class JobProgressWatch : public QObject
{
    Q_OBJECT
public:
    // Without a client nothing is followed: lines come through receive().
    JobProgressWatch(ClusterWatch &watch, kube::ApiClient *client, JobProgressSettings settings = {},
                     QObject *parent = nullptr);
    ~JobProgressWatch() override;

    // Follows the jobs' pods from now on, as they come and go.
    void start();
    // Lines of the pod's log (with their kubelet timestamps), as a follower gives them.
    void receive(const QString &ns, const QString &pod, const QByteArray &lines);
    // The job "namespace/name"; null when nothing has been read of it.
    const JobProgress *progressOf(const QString &jobKey) const;
    int streams() const;
    // Every followed log of the job has its stream open (lines handed in
    // count as read): silence then means the job prints nothing. False while
    // a stream is down: a silent job cannot be told from a lost stream.
    bool reading(const QString &jobKey) const;
    // Every followed log of the job is on a connection asked for after
    // SINCE_MS (the clock's time) that has carried bytes since (a resumed
    // stream gives its last line again), or an empty log's that has been
    // open 2 s: silence on it is the job's, not a path that died without a
    // word. Lines handed in (no client) always are.
    bool freshSince(const QString &jobKey, qint64 sinceMs) const;
    // Asks again, from its last line, for every followed log of the job on
    // a connection asked for at or before SINCE_MS (a fresher one is left
    // to be heard).
    void reopen(const QString &jobKey, qint64 sinceMs);
    const JobProgressSettings &settings() const { return m_settings; }
    // The profiles an operator added changed: every followed log is read
    // again from its start (within the budget) with them, and what was read
    // of each job is forgotten first, so that no step is counted twice.
    void setAddedProfiles(std::vector<TrainingLogProfile> profiles);

signals:
    void progressChanged(const QString &jobKey);

private:
    struct PodLog
    {
        QString jobKey;
        QString uid;
        std::shared_ptr<TrainingLogReader> reader;   // shared: QHash copies its values
        kube::PodLogFollower *follower = nullptr;
        // Its history was read (PodLogFollower::caughtUp): a step line from
        // now on is progress.
        bool live = false;
        // The newest step the job had printed when this pod was followed
        // (the log's clock; -1 none): a step of its history dated after it
        // was printed since, as by a pod made again.
        qint64 stepsKnownAtMs = -1;
        // What was merged of it already, to tell what is new.
        QString phase;
        qint64 stepLines = 0;
        qint64 loaded = -1;
        qint64 savesRead = 0;
        QString error;
        qint64 errorAtStepChanges = 0;   // the job's step count when the error was read
    };
    // The job's pods changed ("" for a pod of no job); all of them: every job.
    void reconcileSoon(const QString &jobKey = {});
    void reconcileAllSoon();
    void reconcile();
    void reconcileJob(const QString &jobKey);
    void follow(const nlohmann::json &pod, const QString &jobKey);
    void drop(const QString &podKey);
    void merge(const QString &jobKey);
    std::vector<TrainingLogProfile> profilesFor(const QString &jobKey) const;

    ClusterWatch &m_watch;
    kube::ApiClient *m_client;
    JobProgressSettings m_settings;
    QHash<QString, PodLog> m_pods;          // "ns/pod" -> its log
    QHash<QString, JobProgress> m_jobs;     // "ns/job" -> its progress
    bool m_reconcileQueued = false;
    // What the next reconcile looks at: these jobs, or every job. At 300
    // jobs and 500 pod changes a minute, every job's pods at each change was
    // half of what the window did.
    QSet<QString> m_dirtyJobs;
    bool m_allDirty = true;
    QHash<QString, QSet<QString>> m_followedByJob;   // "ns/job" -> the pods read for it
    bool m_started = false;
};

} // namespace ascendops::clustermodel
