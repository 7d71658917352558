#include "recoveryverifier.h"

#include <algorithm>

namespace ascendops::pipeline {

Verdict observeRecovery(Incident &incident, VerifyState &state, const JobObservation &seen, qint64 nowMs)
{
    IncidentTimeline &t = incident.timeline;
    if (!seen.found || seen.phase == QLatin1String("Failed") || seen.phase == QLatin1String("Aborted"))
        return Verdict::Failed;
    const bool replaced = !seen.podUids.intersects(state.replacedUids);
    if (!t.podsRunningMs) {
        // A force-deleted pod leaves the cache before its successor exists:
        // "every pod present runs" is not enough, every replica must.
        if (!replaced || seen.pods == 0 || seen.runningPods < seen.pods || seen.pods < seen.expectedPods
            || seen.phase != QLatin1String("Running"))
            return Verdict::Pending;
        t.podsRunningMs = nowMs;
    }
    // Jobs that report what their processes do mark the restart's phases
    // as they pass, whichever stage the checks below have reached; what the
    // processes said before every replica ran again was the old run's.
    if (seen.trainingPhase == QLatin1String("checkpoint-load") && !t.checkpointLoadMs)
        t.checkpointLoadMs = nowMs;
    if (seen.trainingPhase == QLatin1String("compile") && !t.compileMs)
        t.compileMs = nowMs;
    if (!t.rankTableMs) {
        if (!seen.rankTableStatus.isEmpty() && seen.rankTableStatus != QLatin1String("completed"))
            return Verdict::Pending;
        t.rankTableMs = nowMs;
        state.baselineStep = seen.step;
        state.baselineChanges = seen.stepChanges;
    }
    // Training again: the log prints a new step. A restart resumes from a
    // checkpoint, so that step is usually below the last one of the old run:
    // what counts is that one was read since, not that it is higher. A job
    // whose steps were read at the fault (a hang is seen only in them) is
    // back only once they are read again (a console started again reads the
    // log afresh): until then, not known.
    if (!t.resumedMs) {
        const bool stepsUnread = seen.step < 0
            && (incident.stepAtFault >= 0 || std::any_of(incident.evidence.begin(), incident.evidence.end(),
                                                         [](const FaultSignal &s) { return s.kind == SignalKind::Hang; }));
        if (stepsUnread || (seen.step >= 0 && seen.stepChanges <= state.baselineChanges))
            return Verdict::Pending;
        t.resumedMs = nowMs;
    }
    return Verdict::Recovered;
}

bool everyPodFailedAtOnce(const JobObservation &seen)
{
    return seen.ascendJob && seen.pods > 0 && seen.failedPods == seen.pods && seen.failedSpreadMs >= 0
        && seen.failedSpreadMs <= kFailedAtOnceMs;
}

Verdict judgeRetryWindow(const Incident &incident, const JobObservation &seen, bool faultStillActive,
                         const QSet<QString> &uidsAtFault, qint64 baselineStep, bool laneBorrowable)
{
    // Training going on over a borrowed lane is seen only in the steps: with
    // no counter it cannot be told from a job that stopped.
    const bool stepsKnown = baselineStep >= 0 && seen.step >= 0;
    const bool borrowing = faultStillActive && laneBorrowable && incident.fault.plane == Plane::Roce && stepsKnown;
    if ((faultStillActive && !borrowing) || !seen.found || seen.phase != QLatin1String("Running"))
        return Verdict::Failed;
    if (seen.podUids != uidsAtFault || seen.runningPods < seen.pods)
        return Verdict::Failed;
    // Training went on through the retries: the counter moved past the fault.
    if (stepsKnown && seen.step <= baselineStep)
        return Verdict::Pending;
    return borrowing ? Verdict::Borrowed : Verdict::Recovered;
}

} // namespace ascendops::pipeline
