#pragma once
// One fault as the pipeline handles it, from the first signal to the job
// training again: the signals that joined it, its classification, every
// decision with its reason, and the timeline of recovery phases the seeds
// name (detection, rescheduling, link setup, checkpoint load and compile,
// resumed) with the training steps lost.
#include "faultclass.h"
#include "faultsignal.h"
#include "recoveryaction.h"

#include <QString>
#include <QStringList>

#include <array>
#include <optional>
#include <vector>

namespace ascendops::pipeline {

enum class IncidentState {
    Settling,          // just opened: faults that arrive together join before deciding
    Waiting,           // operator retry window: nothing done, waiting to verify
    AwaitingApproval,  // approve mode, or the breaker tripped: a person decides
    Acting,            // writes being previewed and sent
    Verifying,         // action sent: waiting for the job to train again
    HandledElsewhere,  // another console or controller holds the job's lease
    NeedsPerson,       // no automatic recovery left
    Observed,          // observe mode: decided and shown, nothing done
    Resolved,
};

const char *incidentStateName(IncidentState state);
std::optional<IncidentState> incidentStateFromName(const QString &name);
bool isOpen(IncidentState state);
// A recovery is under way: writes being sent or sent and not yet verified,
// a retry window waited out, or another pipeline recovering the job.
bool recoveryInFlight(IncidentState state);

// The moments a recovery passes through (UTC ms; 0 not reached).
struct IncidentTimeline
{
    qint64 occurredMs = 0;      // the fault's own time (device plugin fault_time) or first seen
    qint64 detectedMs = 0;      // the console saw it
    qint64 decidedMs = 0;
    qint64 actedMs = 0;         // the (last) action was sent
    qint64 podsRunningMs = 0;   // every pod of the job Running again
    qint64 rankTableMs = 0;     // rank table completed again: links can be set up
    qint64 checkpointLoadMs = 0; // the job says its processes load the checkpoint (links are up)
    qint64 compileMs = 0;       // the job says they compile (the checkpoint is in)
    qint64 resumedMs = 0;       // the step counter advanced past where it stopped
    qint64 resolvedMs = 0;
};

// The phases of the timeline, in order. A job that reports what its
// processes do in its log (JobProgress::phase) gets checkpoint load and
// compile apart; for any other job they are one phase, "checkpoint and
// compile", from the rank table to the first new step.
inline constexpr std::array<const char *, 7> kTimelinePhases = {
    "detection", "decision", "rescheduling", "link setup", "checkpoint load", "compile", "checkpoint and compile"};

// One phase of the timeline chart: [startMs, endMs).
struct TimelinePhase
{
    QString name;               // one of kTimelinePhases
    qint64 startMs = 0;
    qint64 endMs = 0;
};

// A person's attention to an incident (the alarm workflow), each act
// journaled with who did it. None of it changes what the pipeline does: an
// acknowledged or snoozed incident is recovered as before, it only stops
// counting as waiting for someone.
struct IncidentAttention
{
    QString approvedBy;         // who said yes to the action in force; "" nobody
    QString acknowledgedBy;     // who took it on; "" none yet
    qint64 acknowledgedMs = 0;
    QString assignee;           // whom it is assigned to; "" nobody
    qint64 snoozedUntilMs = 0;  // not counted as waiting until then (UTC ms)
    QStringList notes;          // "who: words", oldest first
    QString closedBy;           // closed by hand (the reason is its outcome)
};

struct Incident
{
    QString id;                 // inc-YYYYMMDD-HHMMSS-N
    IncidentState state = IncidentState::Settling;
    FaultSignal first;          // the signal that opened it
    std::vector<FaultSignal> evidence;  // every signal that joined, the first included
    FaultClass fault;
    QString job;                // "namespace/name"; empty: no job affected
    QString pod;                // the job's pod on the faulty server when it opened
    int podRank = -1;
    Decision decision;
    std::vector<Decision> history;   // earlier decisions, oldest first
    IncidentTimeline timeline;
    qint64 stepAtFault = -1;
    qint64 checkpointStep = -1;
    qint64 stepsLost = -1;
    QString outcome;            // the last thing that happened, in words
    // Incidents of the same job that share this one's recovery: the one whose
    // recovery covers it (a job restart already recreating its pod), or the
    // ones it took over (a job restart that supersedes their pod moves).
    QString coveredBy;
    QStringList linked;
    bool pickedUp = false;      // read back from the journal when the pipeline started
    // Operator retry left the job training over the other die's NIC while
    // its own link stays down: the incident waits for a person to schedule
    // the repair, and escalates only if training stops. HCCL borrows once
    // per communication domain and never switches back.
    bool borrowedLane = false;
    // Who brought the job back (mindcluster, modelarts, console); "" while
    // open, or when nothing had to (a flap operator retry rode, a fault recorded).
    QString recoveredBy;
    IncidentAttention attention;
    // The writes of the last action sent, each with what its dry run
    // changed, as journaled just before they left.
    QStringList writesSent;

    // The servers named by its evidence, first seen first (a pod that failed
    // during the recovery names its server too: its pod is replaced with the rest).
    QStringList faultyNodes() const;
    // The signal that decides its recovery: the hardware fault behind it,
    // not the pod failure or hang it caused; a link that telemetry says keeps
    // failing over a single report of it being down.
    FaultSignal decidingSignal() const;
    // Severity for the list: critical (training stopped), major, minor.
    QString severity() const;
    // The phases reached. For an open incident given the time now, the phase
    // under way is included too, ending now.
    std::vector<TimelinePhase> phases(qint64 nowMs = 0) const;
};

// Waits for a person's answer (approval, or no automatic recovery left).
bool waitsForPerson(const Incident &incident);
// ... and nobody has taken it on yet (acknowledged it) nor snoozed it past NOWMS:
// what the console's "Waiting for you" counts and announces.
bool needsAttention(const Incident &incident, qint64 nowMs);

} // namespace ascendops::pipeline
