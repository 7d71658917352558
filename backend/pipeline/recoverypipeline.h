#pragma once
// The fault-handling pipeline: detect -> classify -> decide -> act ->
// verify -> journal, the same in the console, `pipeline run` and
// `pipeline serve`. Signals from the SignalDetector open incidents: one per
// fault, or per burst of faults of one job that the settle window groups
// (a repeat of a fault, or the pod failure or hang it causes, joins the
// incident it belongs to). Each job's recoveries are reconciled together: a
// fault that a job restart in flight already covers waits for it; one it
// does not cover is decided over the set of the job's faults (many faulty
// pods mean one job restart, which then supersedes the pod moves in flight)
// and acted on beside the others. Each incident is classified, decided on
// the recovery ladder, acted on through the Kubernetes API (dry run first,
// preconditions, fenced by a per-job Lease so that two pipelines never act
// on one job twice), verified from the informers' caches, escalated a rung
// when it does not work, and every step is written to the journal before
// the next happens (an action's record is synced before the write is sent).
//
// Modes: observe (decide and preview, write nothing), approve (a person
// confirms each action), auto. The circuit breaker turns an automatic
// action that would touch too many nodes into a question for a person.
#include "circuitbreaker.h"
#include "clustermodel/jobprogresswatch.h"
#include "clusterfacts.h"
#include "faultclass.h"
#include "formats/frequencyrules.h"
#include "incident.h"
#include "jobrecoveryprofile.h"
#include "journal/journalrecord.h"
#include "journal/recorddetails.h"
#include "lastcheckpointread.h"
#include "recoveryactor.h"
#include "kube/eventrecorder.h"
#include "recoveryplan.h"
#include "recoveryverifier.h"
#include "signaldetector.h"
#include "workqueue.h"

#include <QHash>
#include <QJsonObject>
#include <QObject>

#include <functional>
#include <map>
#include <memory>
#include <set>

namespace ascendops::clustermodel {
class ClusterWatch;
}
namespace ascendops::kube {
class ApiClient;
}

namespace ascendops::telemetry {
class NodeCollector;
class NodeFileReader;
}

namespace ascendops::journal {
class Journal;
struct JournalRecord;
enum class RecordKind;
}

namespace ascendops::pipeline {

using journal::RecordKind;

using journal::Journal;
using journal::JournalRecord;
using journal::RecordKind;

enum class PipelineMode { Observe, Approve, Auto };
const char *pipelineModeName(PipelineMode mode);
std::optional<PipelineMode> pipelineModeFromName(const QString &name);

struct PipelineSettings
{
    PipelineMode mode = PipelineMode::Observe;
    QString identity;                       // Lease holder: console or controller name
    DetectorSettings detector;
    BreakerLimits breaker;
    qint64 verifyTimeoutMs = 15 * 60 * 1000; // no recovery by then: escalate
    // A pod of the job the scheduler cannot place (PodScheduled False,
    // Unschedulable: no healthy server or spare left) this long: the
    // recovery cannot land, and waiting out verifyTimeoutMs would not help.
    qint64 unplaceableMs = 60 * 1000;
    qint64 retryGraceMs = 2000;             // after the retry window, for the device plugin to report recovery
    // Faults arriving together join one incident before it is decided. A
    // later one still joins the open incident of its job or server; the
    // window only lets the first decision see them all. 300 ms covers the
    // device plugin's report and the pod failure it causes, which arrive
    // together, and keeps a fault classified within a second.
    qint64 settleMs = 300;
    int leaseSeconds = 30;
    // After a replacement, how long the Ascend Operator gets to complete the
    // job's rank table once every pod runs again before the pipeline
    // writes the table itself.
    qint64 rankTableGraceMs = 10000;
    // What the jobs' logs are read with (which pods, how many streams, the
    // profiles an operator added); its clock is the pipeline's.
    clustermodel::JobProgressSettings progress;
    FaultCodeTable codes = FaultCodeTable::builtIn();
    SwitchFaultTable switchCodes = SwitchFaultTable::builtIn();
    FrequencyRules rules = FrequencyRules::builtIn();
    const Clock *clock = &Clock::system();  // tests set the time
};

// An action a person asks for on a job or a server (the console's buttons).
struct ManualRequest
{
    RecoveryAction action = RecoveryAction::None;
    QString job;                            // "namespace/name"
    QString node;                           // pod-reschedule, isolate: the server
    int die = -1;                           // isolate a chip
    qint64 rollbackStep = -1;               // rollback: -1 the latest checkpoint
    QString requestedBy;
    // Run even though a recovery of the job is in flight: the person takes
    // it over (the recoveries in flight are journaled as superseded).
    bool supersede = false;
};

class RecoveryPipeline : public QObject
{
    Q_OBJECT

public:
    // The journal may be null (nothing durable: tests of the logic only).
    RecoveryPipeline(kube::ApiClient &client, clustermodel::ClusterWatch &watch, Journal *journal, PipelineSettings settings,
                     QObject *parent = nullptr);
    ~RecoveryPipeline() override;

    // Call once the watch has synced: incidents the journal left open are
    // picked up (never opened again, an action sent is never sent again),
    // then faults already present open incidents.
    void start();
    // Lasting link faults from node telemetry open incidents too, a hang
    // the log shows is checked against npu-smi's reading of the job's NPUs,
    // and files on nodes are read over the collector's SSH sessions. Once
    // per collector: a second call with the same one does nothing.
    void watchLinks(telemetry::NodeCollector &collector);
    // Files on nodes, read however ASK reads them (watchLinks: over SSH),
    // its answers handed to the returned reader's receive(): the step a
    // job's restart resumes from, when its log does not say
    // (lastcheckpointread.h). Replaces the way set before.
    LastCheckpointRead &readNodeFilesWith(std::function<void(const QString &node, const QStringList &paths)> ask);
    void setMode(PipelineMode mode);
    PipelineMode mode() const { return m_settings.mode; }
    // The time on the pipeline's clock (what its incidents' times are on).
    qint64 clockNowMs() const { return m_settings.clock->nowMs(); }
    // What its journal holds on disk; 0 without one.
    qint64 journalBytes() const;
    bool breakerTripped() const { return !m_breakerReason.isEmpty(); }
    QString breakerReason() const { return m_breakerReason; }
    // Closes the breaker again (a person looked at it).
    void resetBreaker();

    const std::map<QString, Incident> &incidents() const { return m_incidents; }
    // Its name as a Lease holder (settings.identity, or the default given it).
    const QString &identity() const { return m_settings.identity; }
    // Its time (the manual clock in tests): what waits beside it waits on it.
    const Clock &clock() const { return *m_settings.clock; }
    const Incident *incident(const QString &id) const;
    // What it sees as faulty now.
    const SignalDetector &detector() const { return m_detector; }

    // approve mode or a tripped breaker: a person's answer.
    void approve(const QString &incidentId, const QString &who);
    void decline(const QString &incidentId, const QString &who);
    // The server-side dry run of what approving would write now (an error
    // when the incident is not waiting for approval).
    void previewApproval(const QString &incidentId, std::function<void(const ActionOutcome &)> done);

    // A person's attention to an open incident (recoverypipelineperson.cpp),
    // each journaled with WHO; empty when done, else why not.
    QString acknowledge(const QString &incidentId, const QString &who);
    // To ASSIGNEE; "" takes the assignment back.
    QString assign(const QString &incidentId, const QString &who, const QString &assignee);
    // Not counted as waiting for a person for FORMS more (on the pipeline's clock).
    QString snooze(const QString &incidentId, const QString &who, qint64 forMs);
    QString addNote(const QString &incidentId, const QString &who, const QString &note);
    // Answers ClusterD's question with STRATEGY, one of the decision's
    // strategyChoices, instead of the one proposed; approving then writes it.
    QString chooseStrategy(const QString &incidentId, const QString &who, const QString &strategy);
    // Resolved with REASON and no recovery measured; refused while acting.
    QString closeByHand(const QString &incidentId, const QString &who, const QString &reason);

    // One-click actions: the dry-run result of exactly the writes a request
    // would send, then (after the person confirmed) the request itself,
    // journaled and verified like any incident; runManual returns its id.
    void previewManual(const ManualRequest &request, std::function<void(const ActionOutcome &)> done);
    // Empty when the request is refused (see manualRefusal).
    QString runManual(const ManualRequest &request);
    // Why a person's request on a job cannot run now: the pipeline is still
    // reading the cluster (the incidents read back are not taken up yet), or,
    // unless it supersedes, a recovery of that job is in flight. Empty when
    // it may run.
    QString manualRefusal(const ManualRequest &request) const;
    // The recovery of JOB in flight (being acted on, verified, waited out, or
    // recovered by another pipeline), said as a reason; empty for none. Two
    // recoveries at once would undo each other.
    QString recoveryInFlightOf(const QString &job) const;
    // The servers the job's open incidents name: where its faulty pods are.
    QStringList faultyNodesOf(const QString &job) const;
    // The step of the job's last checkpoint, as its log said it saved it;
    // -1 when unknown.
    qint64 lastCheckpointStepOf(const QString &job) const;
    // What the jobs' logs say (step, phase, checkpoints, the error they end in).
    const clustermodel::JobProgressWatch &progress() const { return m_progress; }
    clustermodel::JobProgressWatch &progress() { return m_progress; }

signals:
    void incidentChanged(const QString &id);
    void approvalNeeded(const QString &id);
    void modeChanged(ascendops::pipeline::PipelineMode mode);
    void breakerChanged(bool tripped, const QString &reason);
    // A record could not be written: the pipeline stops acting.
    void journalFailed(const QString &error);

private:
    // Acting: the attempts of the incident's run so far, and the next one's time.
    struct ActAttempts
    {
        int leaseAttempts = 0;      // the Lease asked for in a row (its API failed before)
        int conflicts = 0;          // writes refused with 409 and planned again
        bool replanning = false;    // the next attempt plans the writes again
        qint64 againAtMs = 0;       // the next attempt is due then; 0: the actor is at work
    };

    struct Work
    {
        VerifyState verify;
        QSet<QString> uidsAtFault;
        qint64 retryBaselineStep = -1;  // the step training must pass for operator retry to count
        QSet<QString> plannedPodUids;   // the pods the last planned writes replace
        qint64 deadlineMs = 0;
        qint64 settleUntilMs = 0;       // Settling: decided then
        qint64 retryWindowEndMs = 0;    // Waiting: operator retry's window (and the grace) ends then
        bool ownerGaveUp = false;   // the platform did not bring the job back: the console proposes
        bool hotSwitchFallback = false;   // MindCluster went job-level after its hot switch: watched once more
        qint64 unplaceableSinceMs = 0;  // a pod of the job has been unplaceable since then; 0: none is
        // A person was asked because the job could not come back (a pod no
        // server takes, the platform gave up): the job is still watched, and
        // the incident closes if it comes back (a person freed a server).
        bool awaitReturn = false;
        bool hookAsked = false;     // ClusterD's question was taken up (or could not be read)
        QString resetSeen;          // the reset.json last journaled (its description), "" none
        bool checkpointSaid = false; // the last complete checkpoint read on a node was journaled
        qint64 hookDeadlineMs = 0;  // ClusterD stops waiting for the answer then; 0: not asked
        int rankTableWrites = 0;    // rank-table completions tried
        bool rankTableInFlight = false;
        ActAttempts act;
    };

    void onRaised(const FaultSignal &signal);
    // The job's last complete checkpoint was read: open incidents of the job
    // whose log did not say it take it as the step a restart resumes from.
    void onLastCheckpoint(const QString &job, const std::optional<recoverytime::LastCheckpoint> &last);
    // The open incident a signal belongs to: the same fault again, the
    // burst of its job still settling, the pod failure or hang a fault of
    // the job causes, another fault of a server already in an incident.
    Incident *incidentToJoin(const FaultSignal &signal);
    void settled(Incident &incident);
    // The job's recoveries other than `except`: open incidents of the job.
    std::vector<Incident *> othersOfJob(const Incident &except);
    // A job restart or rollback in flight that recreates every pod of the
    // incident's job before they all run again: it covers the incident.
    Incident *coveringRecovery(const Incident &incident);
    void coverWith(Incident &incident, Incident &cover, const QString &why);
    // A job-wide action was sent: it covers the job's other open incidents.
    void supersedeOthers(Incident &incident);
    // The pods the job's faults put in question: this incident's and those
    // that other pod moves of the job have not brought back yet.
    int faultyPodsOfJob(const Incident &incident);
    void recallFromJournal();
    void takeUpRecalled();
    Incident &openIncident(const FaultSignal &signal);
    void join(Incident &incident, const FaultSignal &signal);
    void classify(Incident &incident);
    // linkLost: the die's link stayed down past the retry window, so the
    // decision takes the chip out with whatever it moves.
    void decide(Incident &incident, RecoveryAction failed, bool linkLost = false);
    void proceed(Incident &incident);
    // The work queue's call: the step the incident's state calls for now,
    // and how long until its next look.
    std::optional<qint64> reconcile(const QString &id);
    std::optional<qint64> nextLook(const QString &id) const;
    void waitForRetry(Incident &incident);
    bool closeRetryWindow(Incident &incident);
    void rideBorrowedLane(Incident &incident);
    void observePlatform(Incident &incident);
    QString whatWasReplaced(const Incident &incident);
    QString volcanoRecordsSince(const Incident &incident) const;
    // What the job's containers were told in reset.json since the fault
    // ("the job's containers were told (...): rank 3 recovered (restart);
    // retry 1"), or why it could not be read; "" when nothing was written since.
    QString resetConfigSince(const Incident &incident) const;
    // While MindCluster recovers: each new reset.json the job's containers
    // are given is journaled once, as observed.
    void journalResetConfig(Incident &incident, Work &work);
    bool hotSwitchFellBack(Incident &incident, Work &work, const JobObservation &seen);
    bool askedByClusterD(Incident &incident);
    bool clusterDStillAsks(const Incident &incident) const;
    void hookLapsed(Incident &incident);
    void awaitImpact(Incident &incident);
    // The open incident of the job (other than this one) whose collectives
    // run on a borrowed lane; "" when none.
    QString laneBorrowedBy(const Incident &incident) const;
    void askPerson(Incident &incident, const QString &why);
    void reconsiderOpenDecisions();
    bool faultCleared(const Incident &incident) const;
    bool faultStillActive(const Incident &incident) const;
    // Act (recoverypipelineact.cpp).
    void act(const QString &id);
    void actAgain(Incident &incident);
    Incident *acting(const QString &id);
    void takeLeaseFor(Incident &incident);
    void onLease(const QString &id, const LeaseOutcome &outcome);
    std::vector<WriteStep> planFor(const QString &id);
    void previewWrites(const QString &id);
    void onPreviewed(const QString &id, std::vector<WriteStep> steps, const ActionOutcome &preview);
    void sending(Incident &incident);
    void onSent(const QString &id, const ActionOutcome &done);
    bool planAgainAfterConflict(const QString &id, const ActionOutcome &outcome);
    void onActed(const QString &id, const ActOutcome &outcome);
    void holdLeaseWhileVerifying(const Incident &incident);
    void releaseLeaseIfDone(const Incident &incident);
    Incident *rankTableStillWanted(const QString &id);
    void rankTableWriteEnded(const QString &id, const ActionOutcome &outcome);
    void watchOtherPipeline(Incident &incident, const QString &holder, const QString &lease);
    // linkLost: the die's link is still down, so the next rung takes the chip out.
    void escalate(Incident &incident, const QString &why, bool linkLost = false);
    void resolve(Incident &incident, const QString &outcome);
    void forgetOldIncidents();
    void queueAllVerifying();
    void verifyOne(Incident &incident);
    void watchReturn(Incident &incident);
    void completeRankTableIfLeft(Incident &incident, Work &work);

    // The recovery Lease of an incident: its job's, or its server's.
    LeaseRef leaseOf(const Incident &incident) const;
    // A person's request as the decision the pipeline takes for it.
    Decision manualDecision(const ManualRequest &request) const;

    journal::DecidedDetails decisionDetails(const Decision &decision, bool manual = false) const;
    // ANNOUNCE false: journaled only, no Event on the cluster (a person's own
    // acts: their notes and names are not the cluster's business).
    bool record(const Incident &incident, RecordKind kind, const QString &reason, bool sync = false,
                bool dryRun = false, const QJsonObject &details = {}, bool announce = true);
    // Resolved: journaled with DETAILS, its work and Lease let go.
    void close(Incident &incident, const QString &outcome, const QJsonObject &details, bool announce = true);
    // The record as a Kubernetes Event on the job (or the server), when the
    // pipeline writes to the cluster at all (not in observe mode).
    void announce(const Incident &incident, RecordKind kind, const QString &reason);
    void changed(Incident &incident, IncidentState state, const QString &outcome);
    qint64 nowMs() const { return m_settings.clock->nowMs(); }
    // A person's act: the open incident ID, or null with WHY.
    Incident *attendable(const QString &id, QString *why);
    void recordAct(Incident &incident, const journal::PersonActDetails &act, const QString &words);
    void snoozeEndsAt(const QString &id, qint64 untilMs);

    kube::ApiClient &m_client;
    clustermodel::ClusterWatch &m_watch;
    Journal *m_journal;
    PipelineSettings m_settings;
    clustermodel::JobProgressWatch m_progress;
    SignalDetector m_detector;
    ClusterFacts m_facts;
    CircuitBreaker m_breaker;
    RecoveryActor m_actor;
    kube::EventRecorder m_events;
    QString m_breakerReason;
    const telemetry::NodeCollector *m_linksFrom = nullptr;   // watchLinks()'s collector
    telemetry::NodeFileReader *m_nodeFiles = nullptr;   // over its SSH sessions
    LastCheckpointRead *m_lastCheckpoints = nullptr;
    std::map<QString, Incident> m_incidents;
    std::map<QString, Work> m_work;
    std::vector<FaultSignal> m_raisedWhileScanning;   // the detector's first scan is not done
    std::vector<std::function<void()>> m_answersWhileScanning;   // approvals, to take once it is
    WorkQueue m_queue;   // after everything its reconcile reads
    int m_sequence = 0;
    bool m_journalBroken = false;
};

} // namespace ascendops::pipeline
