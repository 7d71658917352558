// Decide, alone: the recovery ladder for each kind of fault and job
// setting, escalation rung by rung, classification of signals (plane,
// HCCL levels, handling level, frequency rules), the rules file parser and
// the preview diff.
#include "pipeline/faultclass.h"
#include "formats/frequencyrules.h"
#include "pipeline/objectdiff.h"
#include "pipeline/recoveryladder.h"
#include "pipeline/recoveryverifier.h"

#include <QTest>

#include <nlohmann/json.hpp>

using namespace ascendops;
using namespace ascendops::pipeline;

namespace {

JobRecoveryProfile job(bool podRescheduling, const char *retryLevels = "")
{
    JobRecoveryProfile profile;
    profile.nameSpace = QStringLiteral("default");
    profile.name = QStringLiteral("train");
    profile.podRescheduling = podRescheduling;
    profile.faultScheduling = FaultScheduling::Force;
    profile.maxRetry = 3;
    for (const QString &level : QString::fromLatin1(retryLevels).split(QLatin1Char(','), Qt::SkipEmptyParts))
        profile.operatorRetry.setEnabled(level == QLatin1String("L1") ? RetryLevel::L1 : RetryLevel::L2, true);
    profile.operatorRetry.maxCnt = 3;
    profile.operatorRetry.holdTimeMs = 5000;
    profile.operatorRetry.intervalTimeMs = 1000;
    return profile;
}

FaultSignal signal(SignalKind kind, const char *code = "", int die = 3)
{
    FaultSignal s;
    s.kind = kind;
    s.node = QStringLiteral("node-2");
    s.die = kind == SignalKind::DeviceFault || kind == SignalKind::NetworkFault ? die : -1;
    if (*code)
        s.codes << QLatin1String(code);
    s.observedMs = 1'000'000;
    return s;
}

// A job whose two pods run and whose counter stands at `step`.
JobObservation running(qint64 step)
{
    JobObservation seen;
    seen.found = true;
    seen.phase = QStringLiteral("Running");
    seen.pods = seen.runningPods = 2;
    seen.podUids = {QStringLiteral("a"), QStringLiteral("b")};
    seen.step = step;
    return seen;
}

// On A2 by default: the RoCE plane joins the job's servers (L1).
LadderInput input(const FaultSignal &s, const JobRecoveryProfile *profile, int rank, RecoveryAction failed = RecoveryAction::None,
                  ClassifyContext context = {})
{
    FrequencyRules rules = FrequencyRules::builtIn();
    const FaultClass fault = classifySignal(s, FaultCodeTable::builtIn(), rules, context);
    return {s, fault, profile, rank, failed};
}

} // namespace

class TestRecoveryLadder : public QObject
{
    Q_OBJECT

private slots:
    void switchFaultsAreClassifiedOnTheHccsPlane()
    {
        FaultSignal s = signal(SignalKind::SwitchFault, "[0x00f103b0,155907,na,na]");
        s.handling = QStringLiteral("Separate");
        const JobRecoveryProfile profile = job(true);
        LadderInput in = input(s, &profile, 2);
        QCOMPARE(in.fault.component, Component::Switch);
        QCOMPARE(in.fault.plane, Plane::Hccs);
        QCOMPARE(in.fault.hcclLevels, QStringList{QStringLiteral("L1")});
        QCOMPARE(in.fault.handling, FaultHandling::SeparateNPU);
        QVERIFY(!in.fault.mayBeTransient);   // a separated port does not come back by itself
        Decision decision = decideRecovery(in);
        QCOMPARE(decision.action, RecoveryAction::PodReschedule);
        QVERIFY(decision.isolateNode);
        QVERIFY(!decision.isolateDevice);
        // Without a job on the server: the server is cordoned all the same.
        decision = decideRecovery(input(s, nullptr, -1));
        QCOMPARE(decision.action, RecoveryAction::Isolate);
        QVERIFY(decision.isolateNode);
        // The table raises a level the device plugin reported lower.
        s.handling = QStringLiteral("NotHandle");
        QCOMPARE(input(s, &profile, 2).fault.handling, FaultHandling::SeparateNPU);
        // A sub-health code only warns: recorded, nothing isolated.
        FaultSignal sub = signal(SignalKind::SwitchFault, "[0x00f1ff06,155910,na,na]");
        sub.handling = QStringLiteral("SubHealthFault");
        decision = decideRecovery(input(sub, &profile, 2));
        QCOMPARE(decision.action, RecoveryAction::None);
        QVERIFY(!decision.isolateNode);
        QVERIFY(decision.reason.contains(QLatin1String("does not stop training")));
    }

    void hccsSwitchFaultWaitsForRetryUntilTheRouteConverges()
    {
        // A switch fault that asks for a restart: the switches may route
        // around it; with L1 retry on, the ladder waits.
        FaultSignal s = signal(SignalKind::SwitchFault, "");
        s.handling = QStringLiteral("RestartRequest");
        const JobRecoveryProfile profile = job(true, "L1,L2");
        LadderInput in = input(s, &profile, 2);
        QVERIFY(in.fault.mayBeTransient);   // classified so, not set here
        const Decision decision = decideRecovery(in);
        QCOMPARE(decision.action, RecoveryAction::OpRetryWait);
        QVERIFY2(decision.reason.contains(QLatin1String("switch fault clears")), qPrintable(decision.reason));
        // Credited only once the switch fault has cleared: an HCCS fault never borrows a lane.
        Incident incident;
        incident.fault = in.fault;
        const JobObservation seen = running(12);
        QCOMPARE(judgeRetryWindow(incident, seen, true, seen.podUids, 10, true), Verdict::Failed);
        QCOMPARE(judgeRetryWindow(incident, seen, false, seen.podUids, 10, true), Verdict::Recovered);
    }

    // A restarted run resumes from its checkpoint, below the step the old
    // run reached: a new step read is training again, whatever its number.
    void aRestartResumingBelowTheOldStepIsTrainingAgain()
    {
        Incident incident;
        VerifyState state;
        JobObservation seen = running(250);
        seen.stepChanges = 40;
        QCOMPARE(observeRecovery(incident, state, seen, 1000), Verdict::Pending);   // no new step yet
        QCOMPARE(state.baselineStep, 250LL);
        seen.step = 201;   // the first step after the checkpoint of 200
        seen.stepChanges = 41;
        QCOMPARE(observeRecovery(incident, state, seen, 2000), Verdict::Recovered);
        QCOMPARE(incident.timeline.resumedMs, 2000LL);
    }

    // MindCluster's documented give-up: an AscendJob whose pods all failed
    // at once is counted failed, not rescheduled; some failing is its case.
    void everyPodOfAnAscendJobFailingIsWhereMindClusterStops()
    {
        JobObservation seen;
        seen.found = true;
        seen.phase = QStringLiteral("Failed");
        seen.pods = seen.failedPods = 4;
        QVERIFY(!everyPodFailedAtOnce(seen));   // a Volcano Job: its policies decide
        seen.ascendJob = true;
        QVERIFY(!everyPodFailedAtOnce(seen));   // when they ended was not read
        seen.failedSpreadMs = 2000;
        QVERIFY(everyPodFailedAtOnce(seen));
        seen.failedSpreadMs = 10'000;
        QVERIFY(everyPodFailedAtOnce(seen));
        seen.failedSpreadMs = 10'001;           // one after another: some failing, MindCluster's case
        QVERIFY(!everyPodFailedAtOnce(seen));
        seen.failedSpreadMs = 2000;
        seen.failedPods = 3;
        QVERIFY(!everyPodFailedAtOnce(seen));
        seen.pods = seen.failedPods = 0;        // no pods seen: nothing is said of them
        QVERIFY(!everyPodFailedAtOnce(seen));
        Incident incident;
        VerifyState state;
        QCOMPARE(observeRecovery(incident, state, seen, 1000), Verdict::Failed);
    }

    void roceLossBorrowsOnlyWithABackupNic()
    {
        Incident incident;
        incident.fault.plane = Plane::Roce;
        JobObservation seen = running(10);
        // Still down: borrowed once training moves on, failed without a backup NIC.
        QCOMPARE(judgeRetryWindow(incident, seen, true, seen.podUids, 10, true), Verdict::Pending);
        seen.step = 11;
        QCOMPARE(judgeRetryWindow(incident, seen, true, seen.podUids, 10, true), Verdict::Borrowed);
        QCOMPARE(judgeRetryWindow(incident, seen, true, seen.podUids, 10, false), Verdict::Failed);
        QCOMPARE(judgeRetryWindow(incident, seen, false, seen.podUids, 10, true), Verdict::Recovered);
        // No step counter: training going on cannot be told from training stopped.
        seen.step = -1;
        QCOMPARE(judgeRetryWindow(incident, seen, true, seen.podUids, 10, true), Verdict::Failed);
        seen.step = 11;
        // A pod replaced meanwhile: the lane was not what kept it going.
        QCOMPARE(judgeRetryWindow(incident, seen, true, {QStringLiteral("a"), QStringLiteral("c")}, 10, true), Verdict::Failed);
    }

    void aSecondLossInABorrowedDomainSkipsRetry()
    {
        const JobRecoveryProfile profile = job(true, "L1,L2");
        LadderInput in = input(signal(SignalKind::NetworkFault, "81078603"), &profile, 2);
        in.laneBorrowedBy = QStringLiteral("inc-1");
        const Decision decision = decideRecovery(in);
        QCOMPARE(decision.action, RecoveryAction::PodReschedule);
        QVERIFY2(decision.reason.contains(QLatin1String("already runs on a borrowed lane (inc-1)")), qPrintable(decision.reason));
    }

    void modelArtsRestartsAreLeftToThePlatform()
    {
        JobRecoveryProfile profile = job(true, "L1,L2");
        profile.platform = RetryPlatform::ModelArts;
        profile.platformRestarts.budget = 3;
        // A flap operator retry can ride goes to retry first: nothing restarts.
        QCOMPARE(decideRecovery(input(signal(SignalKind::NetworkFault, "81078603"), &profile, 2)).action,
                 RecoveryAction::OpRetryWait);
        // A chip that stops training: ModelArts restarts the job, the pipeline observes.
        Decision decision = decideRecovery(input(signal(SignalKind::DeviceFault, "80E18402"), &profile, 2));
        QVERIFY(decision.platformOwned);
        QCOMPARE(decision.action, RecoveryAction::None);
        QVERIFY(!decision.isolateDevice);
        QVERIFY2(decision.reason.contains(QLatin1String("job-retry-num: 3")), qPrintable(decision.reason));
        // A hang only with hang-retry.
        decision = decideRecovery(input(signal(SignalKind::Hang), &profile, 2));
        QVERIFY(!decision.platformOwned);
        QCOMPARE(decision.action, RecoveryAction::Rollback);
        profile.platformRestarts.hang = true;
        QVERIFY(decideRecovery(input(signal(SignalKind::Hang), &profile, 2)).platformOwned);
        // No budget: the platform restarts nothing, the ladder goes on.
        profile.platformRestarts.budget = 0;
        QVERIFY(!decideRecovery(input(signal(SignalKind::DeviceFault, "80E18402"), &profile, 2)).platformOwned);
        profile.platformRestarts.budget = 3;
        // Retry did not ride the flap: ModelArts restarts the job, not the pipeline as well.
        decision = decideRecovery(input(signal(SignalKind::NetworkFault, "81078603"), &profile, 2, RecoveryAction::OpRetryWait));
        QVERIFY(decision.platformOwned);
        QVERIFY2(decision.reason.startsWith(QLatin1String("op-retry-wait did not bring the job back.")), qPrintable(decision.reason));
        // A process that exited by itself restarts only when the restarts are unconditional.
        QVERIFY(!decideRecovery(input(signal(SignalKind::PodFailed), &profile, 2)).platformOwned);
        profile.platformRestarts.unconditional = true;
        QVERIFY(decideRecovery(input(signal(SignalKind::PodFailed), &profile, 2)).platformOwned);
        // On MindCluster the annotations mean nothing.
        profile.platform = RetryPlatform::MindCluster;
        QVERIFY(!decideRecovery(input(signal(SignalKind::DeviceFault, "80E18402"), &profile, 2)).platformOwned);
    }

    // MindCluster's job: never a second recoverer. What it acts on is left
    // to it; what it does not act on, or gave up on, is the console's
    // proposal for a person.
    void mindClusterJobsAreLeftToMindCluster()
    {
        JobRecoveryProfile profile = job(false, "L1,L2");
        profile.owner = recoveryOwnerOf(QStringLiteral("force"), {}, false);
        profile.faultRetryTimes = 3;
        Decision decision = decideRecovery(input(signal(SignalKind::DeviceFault, "80E18402"), &profile, 2));
        QVERIFY(decision.platformOwned);
        QCOMPARE(decision.owner, RecoveryOwner::MindCluster);
        QCOMPARE(decision.action, RecoveryAction::None);
        QVERIFY(!decision.isolateDevice);
        QVERIFY2(decision.reason.contains(QLatin1String("not worked out yet")), qPrintable(decision.reason));
        // With the job's ladder known, the rung that comes next is named.
        profile.ladder.rungs = {{QLatin1String(kRungPodReschedule), RungState::Blocked, {QStringLiteral("the rank table is mounted from a ConfigMap")}},
                                {QLatin1String(kRungJobReschedule), RungState::Eligible, {}}};
        decision = decideRecovery(input(signal(SignalKind::DeviceFault, "80E18402"), &profile, 2));
        QVERIFY2(decision.reason.contains(QLatin1String("next rung job-reschedule (skipped: pod-reschedule: the rank table is mounted from a ConfigMap)")),
                 qPrintable(decision.reason));
        // A flap operator retry can ride goes to retry first: nothing restarts.
        QCOMPARE(decideRecovery(input(signal(SignalKind::NetworkFault, "81078603"), &profile, 2)).action, RecoveryAction::OpRetryWait);
        // Retry did not ride it and a pod failed: MindCluster's unconditional retry.
        decision = decideRecovery(input(signal(SignalKind::NetworkFault, "81078603"), &profile, 2, RecoveryAction::OpRetryWait));
        QVERIFY(decision.platformOwned);
        QVERIFY(decideRecovery(input(signal(SignalKind::PodFailed), &profile, 2)).platformOwned);
        // Without fault-retry-times MindCluster leaves a failed pod alone: proposed to a person.
        profile.faultRetryTimes = 0;
        decision = decideRecovery(input(signal(SignalKind::PodFailed), &profile, 2));
        QVERIFY(!decision.platformOwned);
        QVERIFY(decision.personOnly);
        QCOMPARE(decision.action, RecoveryAction::JobReschedule);
        QVERIFY2(decision.reason.contains(QLatin1String("no fault-retry-times")), qPrintable(decision.reason));
        profile.faultRetryTimes = 3;
        // With fault-retry-times a failed pod is Volcano's to reschedule,
        // whatever its count says at this moment (remain-retry-times is taken
        // off as it reschedules: 0 may be this very failure's last retry).
        QVERIFY(decideRecovery(input(signal(SignalKind::PodFailed), &profile, 2)).platformOwned);
        // A hang: MindCluster's hang code does not act by default.
        decision = decideRecovery(input(signal(SignalKind::Hang), &profile, 2));
        QCOMPARE(decision.action, RecoveryAction::Rollback);
        QVERIFY(decision.personOnly);
        QCOMPARE(decision.owner, RecoveryOwner::Console);
        QCOMPARE(decision.ownerWaitMs, 0);
        // ... unless MindCluster's hot switch paused it: its own 15-minute
        // reports bound the wait, and past them it is the console's again.
        LadderInput switching = input(signal(SignalKind::Hang), &profile, 2);
        switching.hotSwitch = QStringLiteral("pod train-worker-1 to backup pod train-worker-1-backup");
        decision = decideRecovery(switching);
        QVERIFY(decision.platformOwned);
        QCOMPARE(decision.owner, RecoveryOwner::MindCluster);
        QCOMPARE(decision.ownerWaitMs, 31 * 60 * 1000);
        QVERIFY2(decision.reason.startsWith(QLatin1String("MindCluster's hot switch moves job default/train (pod train-worker-1 to "
                                                          "backup pod train-worker-1-backup)")), qPrintable(decision.reason));
        switching.ownerGaveUp = true;
        decision = decideRecovery(switching);
        QCOMPARE(decision.action, RecoveryAction::Rollback);
        QVERIFY(decision.personOnly);
        QCOMPARE(decision.ownerWaitMs, 0);
        // MindCluster gave up (stalled, or the job failed in its hands).
        LadderInput gaveUp = input(signal(SignalKind::DeviceFault, "80E18402"), &profile, 2);
        gaveUp.ownerGaveUp = true;
        decision = decideRecovery(gaveUp);
        QCOMPARE(decision.action, RecoveryAction::JobReschedule);
        QVERIFY(decision.personOnly);
        QVERIFY2(decision.reason.startsWith(QLatin1String("MindCluster did not bring job default/train back.")), qPrintable(decision.reason));
        // Its retries spent: Volcano fails the job, and nothing is left but a person.
        profile.retryCount = 3;
        decision = decideRecovery(input(signal(SignalKind::DeviceFault, "80E18402"), &profile, 2));
        QVERIFY(!decision.platformOwned);
        QVERIFY(decision.needsPerson);
        QVERIFY2(decision.reason.contains(QLatin1String("spent its retries")), qPrintable(decision.reason));
        // A fault that stops nothing is only recorded, whoever owns the job.
        profile.retryCount = 0;
        FaultSignal notice = signal(SignalKind::DeviceFault);
        notice.handling = QStringLiteral("NotHandleFault");
        QVERIFY(!decideRecovery(input(notice, &profile, 2)).platformOwned);
    }

    // The answer proposed to ClusterD's question: the finest the job allows for the fault.
    void clusterDsQuestionIsAnsweredWithWhatTheJobAllows()
    {
        const ProcessHook memory = readProcessHook(nlohmann::json{{"ProcessRecoverStrategy", ""}, {"ProcessConfirmFault", "3:0"}}).value();
        const ProcessHook other = readProcessHook(nlohmann::json{{"ProcessRecoverStrategy", ""}, {"ProcessConfirmFault", "3:0,4:1"}}).value();
        const QStringList both{QStringLiteral("retry"), QStringLiteral("recover-in-place")};
        Decision answer = answerForClusterD(memory, both, QStringLiteral("default/train"));
        QCOMPARE(answer.action, RecoveryAction::ProcessRecover);
        QCOMPARE(answer.processStrategy, QStringLiteral("retry"));
        QCOMPARE(answer.confirmedRanks, QStringLiteral("3:0"));
        QVERIFY(answer.personOnly);
        QCOMPARE(answer.owner, RecoveryOwner::MindCluster);
        QVERIFY2(answer.reason.contains(QLatin1String("the job allows retry, recover")), qPrintable(answer.reason));
        QCOMPARE(answerForClusterD(other, both, QStringLiteral("default/train")).processStrategy, QStringLiteral("recover"));
        QCOMPARE(answerForClusterD(memory, {QStringLiteral("dump")}, QStringLiteral("default/train")).processStrategy, QStringLiteral("dump"));
        QCOMPARE(answerForClusterD(memory, {}, QStringLiteral("default/train")).processStrategy, QStringLiteral("recover"));
    }

    void aLinkLostForGoodTakesItsChipOut()
    {
        const JobRecoveryProfile profile = job(true, "L1,L2");
        LadderInput in = input(signal(SignalKind::NetworkFault, "81078603"), &profile, 2, RecoveryAction::OpRetryWait);
        QVERIFY(!decideRecovery(in).isolateDevice);   // a flap that outlasted the window need not mean a dead port
        in.linkLost = true;
        const Decision decision = decideRecovery(in);
        QCOMPARE(decision.action, RecoveryAction::PodReschedule);
        QVERIFY(decision.isolateDevice);
    }

    void switchFaultsThatAskForARestartMayPass()
    {
        FrequencyRules rules = FrequencyRules::builtIn();
        ClassifyContext context;
        context.superPodMode = true;
        FaultSignal s = signal(SignalKind::SwitchFault, "");
        s.handling = QStringLiteral("RestartRequest");
        FaultClass fault = classifySignal(s, FaultCodeTable::builtIn(), rules, context);
        QCOMPARE(fault.handling, FaultHandling::RestartRequest);
        QVERIFY(fault.mayBeTransient);
        s.handling = QStringLiteral("Separate");
        fault = classifySignal(s, FaultCodeTable::builtIn(), rules, context);
        QVERIFY(!fault.mayBeTransient);
    }

    void linkFaultWaitsForOperatorRetryWhenTheJobHasIt()
    {
        const JobRecoveryProfile profile = job(true, "L1,L2");
        const Decision decision = decideRecovery(input(signal(SignalKind::NetworkFault, "81078603"), &profile, 2));
        QCOMPARE(decision.action, RecoveryAction::OpRetryWait);
        QCOMPARE(decision.waitMs, qint64(5000 + 2 * 1000));
        QVERIFY(decision.reason.contains(QLatin1String("checkpoint soon")));
        QVERIFY(!decision.isolateDevice);
    }

    // Seed 003: retry works on A3 super-nodes with PyTorch only. Switched on
    // on A2 hardware or in a MindSpore job, there is no window to wait out:
    // the ladder goes to the next rung and says why.
    void retrySwitchedOnWhereItCannotWorkIsNotWaitedFor()
    {
        JobRecoveryProfile profile = job(true, "L1,L2");
        const nlohmann::json mindspore = {{"metadata", {{"labels", {{"framework", "mindspore"}}}}}};
        judgeRetryEligibility(profile, mindspore, NpuHardware::A3, QStringLiteral("node-1's label"));
        QCOMPARE(profile.retryBlockers.size(), 1);
        Decision decision = decideRecovery(input(signal(SignalKind::NetworkFault, "81078603"), &profile, 2));
        QVERIFY(decision.action != RecoveryAction::OpRetryWait);
        QVERIFY2(decision.reason.contains(QLatin1String("cannot work there")) && decision.reason.contains(QLatin1String("MindSpore")),
                 qPrintable(decision.reason));

        const nlohmann::json pytorch = {{"metadata", {{"labels", {{"framework", "pytorch"}}}}}};
        judgeRetryEligibility(profile, pytorch, NpuHardware::A2, QStringLiteral("node-1's label"));
        QVERIFY2(profile.retryBlockers.join(QLatin1Char(' ')).contains(QLatin1String("Atlas A2")), qPrintable(profile.retryBlockers.join(QLatin1Char(' '))));
        decision = decideRecovery(input(signal(SignalKind::NetworkFault, "81078603"), &profile, 2));
        QVERIFY(decision.action != RecoveryAction::OpRetryWait);

        // What is not known does not stop it: A3 and PyTorch, or nothing said.
        judgeRetryEligibility(profile, pytorch, NpuHardware::A3, QStringLiteral("node-1's label"));
        QVERIFY(profile.retryBlockers.isEmpty());
        judgeRetryEligibility(profile, nlohmann::json::object(), NpuHardware::Unknown, {});
        QVERIFY(profile.retryBlockers.isEmpty());
        QCOMPARE(decideRecovery(input(signal(SignalKind::NetworkFault, "81078603"), &profile, 2)).action, RecoveryAction::OpRetryWait);
    }

    void retryOnAnotherLevelOnlyDoesNotCount()
    {
        // A3 inside one super-pod: RoCE carries L1; retry on L2 alone does not
        // help. The link fault stops training (its level says so).
        const JobRecoveryProfile profile = job(true, "L2");
        FaultSignal down = signal(SignalKind::NetworkFault, "81078603");
        down.handling = QStringLiteral("RestartRequest");
        const Decision decision = decideRecovery(input(down, &profile, 2));
        QCOMPARE(decision.action, RecoveryAction::PodReschedule);
        QVERIFY(decision.reason.contains(QLatin1String("not enabled for L1")));
    }

    // Seeds 000 and 001: a RoCE fault whose level stops nothing, on a job
    // that operator retry cannot cover, is waited on, saying so; once the job
    // is affected (the retry rung counts as tried) the ladder climbs; a level
    // that stops training acts at once.
    void aLinkFaultThatStopsNothingAwaitsItsImpact()
    {
        const JobRecoveryProfile profile = job(true, "");
        const FaultSignal flap = signal(SignalKind::NetworkFault, "81078603");
        Decision decision = decideRecovery(input(flap, &profile, 2));
        QVERIFY(decision.awaitImpact);
        QCOMPARE(decision.action, RecoveryAction::None);
        QVERIFY(!decision.isolateDevice);
        QVERIFY2(decision.reason.contains(QLatin1String("need not stop job")), qPrintable(decision.reason));
        QVERIFY2(decision.reason.contains(QLatin1String("operator retry is not enabled")), qPrintable(decision.reason));

        decision = decideRecovery(input(flap, &profile, 2, RecoveryAction::OpRetryWait));
        QVERIFY(!decision.awaitImpact);
        QCOMPARE(decision.action, RecoveryAction::PodReschedule);

        FaultSignal stops = flap;
        stops.handling = QStringLiteral("RestartRequest");
        decision = decideRecovery(input(stops, &profile, 2));
        QVERIFY(!decision.awaitImpact);
        QCOMPARE(decision.action, RecoveryAction::PodReschedule);

        // Retry that covers the link still goes first: it restarts nothing.
        const JobRecoveryProfile retrying = job(true, "L1");
        decision = decideRecovery(input(flap, &retrying, 2));
        QVERIFY(!decision.awaitImpact);
        QCOMPARE(decision.action, RecoveryAction::OpRetryWait);
    }

    void escalationClimbsRungByRung()
    {
        const JobRecoveryProfile profile = job(true, "L1");
        const FaultSignal flap = signal(SignalKind::NetworkFault, "81078603");
        QCOMPARE(decideRecovery(input(flap, &profile, 2, RecoveryAction::OpRetryWait)).action, RecoveryAction::PodReschedule);
        QCOMPARE(decideRecovery(input(flap, &profile, 2, RecoveryAction::PodReschedule)).action, RecoveryAction::JobReschedule);
        QCOMPARE(decideRecovery(input(flap, &profile, 2, RecoveryAction::JobReschedule)).action, RecoveryAction::Rollback);
        const Decision last = decideRecovery(input(flap, &profile, 2, RecoveryAction::Rollback));
        QCOMPARE(last.action, RecoveryAction::None);
        QVERIFY(last.needsPerson);
        QVERIFY(last.reason.contains(QLatin1String("rollback did not bring the job back")));
    }

    void separateNpuIsolatesAndReschedulesThePod()
    {
        const JobRecoveryProfile profile = job(true);
        const Decision decision = decideRecovery(input(signal(SignalKind::DeviceFault, "80E18402"), &profile, 3));
        QCOMPARE(decision.action, RecoveryAction::PodReschedule);
        QVERIFY(decision.isolateDevice);
        QVERIFY(decision.forceDelete);
    }

    // A pod that must leave its server needs a healthy spare where it would
    // land (its super-pod's): without one the ladder says so and takes the
    // next rung, for the console's own ladder and MindCluster's alike.
    void aPodMoveThatCannotLandIsNotProposed()
    {
        const JobRecoveryProfile profile = job(true);
        LadderInput in = input(signal(SignalKind::DeviceFault, "80E18402"), &profile, 3);
        in.landing = SpareCount{0, 0, 2, 0};
        in.landingPlace = QStringLiteral("super-pod 1");
        Decision decision = decideRecovery(in);
        QCOMPARE(decision.action, RecoveryAction::JobReschedule);
        QVERIFY2(decision.reason.contains(QLatin1String("Pod-level rescheduling cannot land: no healthy spare server is left in "
                                                        "super-pod 1 (2 out of service)")),
                 qPrintable(decision.reason));
        in.landing->subHealthy = 1;   // somewhere to land, if last
        QCOMPARE(decideRecovery(in).action, RecoveryAction::PodReschedule);
        in.landing = SpareCount{0, 0, 2, 1};   // a spare not read: not known, the scheduler's word will say
        QCOMPARE(decideRecovery(in).action, RecoveryAction::PodReschedule);
        in.landing.reset();
        QCOMPARE(decideRecovery(in).action, RecoveryAction::PodReschedule);
        // A link that keeps failing takes its chip out too: the pod must leave.
        LadderInput lost = input(signal(SignalKind::NetworkFault, "81078603"), &profile, 3, RecoveryAction::OpRetryWait);
        lost.linkLost = true;
        lost.jobAffected = true;
        lost.landing = SpareCount{};
        lost.landingPlace = QStringLiteral("super-pod 1");
        decision = decideRecovery(lost);
        QVERIFY2(decision.action != RecoveryAction::PodReschedule && decision.reason.contains(QLatin1String("cannot land")),
                 qPrintable(decision.reason));
        // A fault that leaves the pod on its server (a process) needs no spare.
        LadderInput crashed = input(signal(SignalKind::PodFailed), &profile, 3);
        crashed.landing = SpareCount{};
        crashed.landingPlace = QStringLiteral("super-pod 1");
        decision = decideRecovery(crashed);
        QCOMPARE(decision.action, RecoveryAction::PodReschedule);
        QVERIFY(!decision.reason.contains(QLatin1String("cannot land")));

        // MindCluster's next rung skips pod-level rescheduling the same way.
        JobRecoveryProfile owned = job(false);
        owned.owner = recoveryOwnerOf(QStringLiteral("force"), {}, false);
        owned.ladder.rungs = {{QLatin1String(kRungPodReschedule), RungState::Eligible, {}},
                              {QLatin1String(kRungJobReschedule), RungState::Eligible, {}}};
        LadderInput mc = input(signal(SignalKind::DeviceFault, "80E18402"), &owned, 2);
        mc.landing = SpareCount{};
        mc.landingPlace = QStringLiteral("super-pod 0");
        decision = decideRecovery(mc);
        QVERIFY2(decision.reason.contains(QLatin1String("next rung job-reschedule (skipped: pod-reschedule: no healthy spare server is left in super-pod 0")),
                 qPrintable(decision.reason));
        // Process-level rescheduling moves the faulty node's container: it needs the spare too.
        owned.ladder.rungs.insert(owned.ladder.rungs.begin(), {QLatin1String(kRungProcessReschedule), RungState::Eligible, {}});
        decision = decideRecovery(mc);
        QVERIFY2(decision.reason.contains(QLatin1String("next rung job-reschedule (skipped: process-reschedule: no healthy spare")),
                 qPrintable(decision.reason));
    }

    void rankZeroOrNoPodLevelMeansTheWholeJob()
    {
        const JobRecoveryProfile podLevel = job(true);
        const Decision rankZero = decideRecovery(input(signal(SignalKind::DeviceFault, "80E18402"), &podLevel, 0));
        QCOMPARE(rankZero.action, RecoveryAction::JobReschedule);
        QVERIFY(rankZero.reason.contains(QLatin1String("rank 0")));
        const JobRecoveryProfile jobLevel = job(false);
        QCOMPARE(decideRecovery(input(signal(SignalKind::DeviceFault, "80E18402"), &jobLevel, 2)).action,
                 RecoveryAction::JobReschedule);
    }

    // Decided over the set of the job's faults: pod moves while at most half
    // of its pods are on faulty servers, one job restart beyond.
    void mostOfTheJobFaultyMeansOneRestart()
    {
        const JobRecoveryProfile profile = job(true);
        LadderInput in = input(signal(SignalKind::DeviceFault, "80E18402"), &profile, 3);
        in.jobPods = 8;
        in.faultyPods = 4;
        QCOMPARE(decideRecovery(in).action, RecoveryAction::PodReschedule);
        in.faultyPods = 5;
        const Decision many = decideRecovery(in);
        QCOMPARE(many.action, RecoveryAction::JobReschedule);
        QVERIFY2(many.reason.contains(QLatin1String("5 of the 8 pods")), qPrintable(many.reason));
        in.jobPods = 0;   // the job's size unknown: no guess
        QCOMPARE(decideRecovery(in).action, RecoveryAction::PodReschedule);
    }

    void processLevelWhenTheJobAllowsIt()
    {
        JobRecoveryProfile profile = job(true);
        profile.recoverStrategies = {QStringLiteral("recover-in-place")};
        // 80C98000 is RestartRequest: a re-run fixes it.
        QCOMPARE(decideRecovery(input(signal(SignalKind::DeviceFault, "80C98000"), &profile, 2)).action,
                 RecoveryAction::ProcessRecover);
        profile.processRecoverEnable = QStringLiteral("off");
        QCOMPARE(decideRecovery(input(signal(SignalKind::DeviceFault, "80C98000"), &profile, 2)).action,
                 RecoveryAction::PodReschedule);
    }

    void harmlessFaultsAndSpentRetries()
    {
        const JobRecoveryProfile profile = job(true);
        // 80E21007 is NotHandleFault: training is not affected.
        const Decision harmless = decideRecovery(input(signal(SignalKind::DeviceFault, "80E21007"), &profile, 2));
        QCOMPARE(harmless.action, RecoveryAction::None);
        QVERIFY(!harmless.needsPerson);
        JobRecoveryProfile spent = job(false);
        spent.retryCount = 3;
        const Decision noRetries = decideRecovery(input(signal(SignalKind::DeviceFault, "80E18402"), &spent, 2));
        QVERIFY(noRetries.needsPerson);
        QVERIFY(noRetries.reason.contains(QLatin1String("maxRetry")));
    }

    void hangRollsBack()
    {
        const JobRecoveryProfile profile = job(true);
        QCOMPARE(decideRecovery(input(signal(SignalKind::Hang), &profile, -1)).action, RecoveryAction::Rollback);
    }

    void faultsWithoutAJob()
    {
        QCOMPARE(decideRecovery(input(signal(SignalKind::NodeDown), nullptr, -1)).isolateNode, true);
        QCOMPARE(decideRecovery(input(signal(SignalKind::DeviceFault, "80E18402"), nullptr, -1)).action, RecoveryAction::Isolate);
        QCOMPARE(decideRecovery(input(signal(SignalKind::DeviceFault, "80C98000"), nullptr, -1)).action, RecoveryAction::None);
        // The device plugin itself says SeparateNPU: MindCluster keeps the
        // chip out while the fault lasts; the console writes nothing.
        FaultSignal separated = signal(SignalKind::DeviceFault, "80E18402");
        separated.handling = QStringLiteral("SeparateNPU");
        const Decision left = decideRecovery(input(separated, nullptr, -1));
        QCOMPARE(left.action, RecoveryAction::None);
        QVERIFY(!left.isolateDevice);
        QVERIFY2(left.reason.contains(QLatin1String("nothing to write")), qPrintable(left.reason));
        // The console's table ranks the code above what the plugin said: isolated.
        FaultSignal raised = signal(SignalKind::DeviceFault, "80E18402");
        raised.handling = QStringLiteral("PreSeparateNPU");
        QCOMPARE(decideRecovery(input(raised, nullptr, -1)).action, RecoveryAction::Isolate);
    }

    void classificationPlanesAndLevels()
    {
        FrequencyRules rules = FrequencyRules::builtIn();
        ClassifyContext a2;
        const FaultClass link = classifySignal(signal(SignalKind::NetworkFault, "81078603"), FaultCodeTable::builtIn(), rules, a2);
        QCOMPARE(link.component, Component::Link);
        QCOMPARE(link.plane, Plane::Roce);
        QCOMPARE(link.hcclLevels, QStringList{QStringLiteral("L1")});
        QVERIFY(link.mayBeTransient);
        // A3 (seed 004): HCCS inside a super-pod, RoCE between super-pods.
        ClassifyContext across{true, true};
        QCOMPARE(classifySignal(signal(SignalKind::NetworkFault, "81078603"), FaultCodeTable::builtIn(), rules, across).hcclLevels,
                 QStringList{QStringLiteral("L2")});
        ClassifyContext inOne{true, false};
        FaultSignal flap = signal(SignalKind::NetworkFault, "81078603");
        flap.job = QStringLiteral("default/train");
        const FaultClass unused = classifySignal(flap, FaultCodeTable::builtIn(), rules, inOne);
        QVERIFY(unused.hcclLevels.isEmpty());
        QVERIFY(unused.describe(flap).contains(QLatin1String("no HCCL level of the job")));
        // Where the job's servers are is not known: it may carry L2, not nothing.
        ClassifyContext unplaced{true, false, false};
        QCOMPARE(classifySignal(flap, FaultCodeTable::builtIn(), rules, unplaced).hcclLevels, QStringList{QStringLiteral("L2")});
        const FaultClass chip = classifySignal(signal(SignalKind::DeviceFault, "80E18402"), FaultCodeTable::builtIn(), rules, across);
        QCOMPARE(chip.plane, Plane::Hccs);
        QCOMPARE(chip.handling, FaultHandling::SeparateNPU);
        QCOMPARE(classifySignal(signal(SignalKind::NodeDown), FaultCodeTable::builtIn(), rules, a2).component, Component::Server);
    }

    void roceFaultOfAJobInOneSuperPodStopsNothing()
    {
        // Seed 004: a job whose servers share one super-pod talks over HCCS;
        // L1 retry does not cover the RoCE port and no level needs to: the
        // fault waits for the job to be affected, and restarts nothing.
        const JobRecoveryProfile profile = job(true, "L1");
        const FaultSignal flap = signal(SignalKind::NetworkFault, "81078603");
        Decision decision = decideRecovery(input(flap, &profile, 2, RecoveryAction::None, {true, false}));
        QVERIFY(decision.awaitImpact);
        QCOMPARE(decision.action, RecoveryAction::None);
        QVERIFY(decision.reason.contains(QLatin1String("lives in one super-pod")));
        // Spanning super-pods the same port carries L2: L1 retry alone does
        // not cover it, L2 retry does.
        decision = decideRecovery(input(flap, &profile, 2, RecoveryAction::None, {true, true}));
        QVERIFY(decision.awaitImpact);
        QVERIFY(decision.reason.contains(QLatin1String("not enabled for L2")));
        JobRecoveryProfile l2 = job(true, "L2");
        QCOMPARE(decideRecovery(input(flap, &l2, 2, RecoveryAction::None, {true, true})).action, RecoveryAction::OpRetryWait);
        // Read from the job's start script by its profile: the decision says where.
        l2.operatorRetryWhere = QStringLiteral("/job/code/train_start.sh:3");
        QVERIFY(decideRecovery(input(flap, &l2, 2, RecoveryAction::None, {true, true}))
                    .reason.endsWith(QLatin1String("Retry as the job sets it: /job/code/train_start.sh:3.")));
    }

    void frequencyRuleCountsWithinItsWindow()
    {
        FrequencyRules rules = FrequencyRules::builtIn();
        const qint64 day = 86400LL * 1000;
        QVERIFY(!rules.record(QStringLiteral("n"), 1, QStringLiteral("80B78000"), 0));
        // The second one a day and more later starts the count again.
        QVERIFY(!rules.record(QStringLiteral("n"), 1, QStringLiteral("80B78000"), day + 1));
        const auto raised = rules.record(QStringLiteral("n"), 1, QStringLiteral("80b78000"), day + 2);
        QVERIFY(raised);
        QCOMPARE(raised->handling, FaultHandling::ManuallySeparateNPU);
        QCOMPARE(raised->count, 2);
        // Another chip keeps its own count; 81078603 needs five.
        QVERIFY(!rules.record(QStringLiteral("n"), 2, QStringLiteral("80B78000"), day + 3));
        for (int i = 0; i < 4; ++i)
            QVERIFY(!rules.record(QStringLiteral("n"), 1, QStringLiteral("81078603"), i));
        QVERIFY(rules.record(QStringLiteral("n"), 1, QStringLiteral("81078603"), 5));
        QCOMPARE(rules.afterDuration(QStringLiteral("81078603"), 25), std::optional(FaultHandling::PreSeparateNPU));
        QVERIFY(!rules.afterDuration(QStringLiteral("81078603"), 5));
    }

    void rulesFileErrorsNameThePlace()
    {
        const auto window = FrequencyRules::parse(R"({"FaultFrequency":[{"EventId":["80B78000"],"TimeWindow":5,"Times":2,"FaultHandling":"ManuallySeparateNPU"}]})");
        QVERIFY(!window);
        QCOMPARE(window.problems().first().pointer, std::string("/FaultFrequency/0/TimeWindow"));
        const auto code = FrequencyRules::parse(R"({"FaultFrequency":[{"EventId":["xyz"],"FaultHandling":"SeparateNPU"}]})");
        QCOMPARE(code.problems().first().pointer, std::string("/FaultFrequency/0/EventId/0"));
        const auto level = FrequencyRules::parse(R"({"FaultDuration":[{"EventId":["81078603"],"FaultHandling":"Sometimes"}]})");
        QVERIFY2(level.error().contains(QLatin1String("unknown level \"Sometimes\"")), qPrintable(level.error()));
        // Wrong types are refused with their place, never thrown.
        QCOMPARE(FrequencyRules::parse(R"({"FaultFrequency":[7]})").error(), QStringLiteral("/FaultFrequency/0: number, not a rule object"));
        QCOMPARE(FrequencyRules::parse(R"({"FaultDuration":{}})").error(), QStringLiteral("/FaultDuration: object, not an array"));
        QCOMPARE(FrequencyRules::parse(R"({"FaultFrequency":[{"EventId":["80B78000"],"FaultHandling":3}]})").problems().first().pointer,
                 std::string("/FaultFrequency/0/FaultHandling"));
        const auto cut = FrequencyRules::parse("[1,");
        QVERIFY(!cut);
        QCOMPARE(cut.problems().first().line, 1);
        QCOMPARE(FrequencyRules::builtIn().frequencyRules().size(), std::size_t(3));
    }

    void previewDiffShowsWhatChanges()
    {
        const nlohmann::json before = {{"metadata", {{"name", "node-2"}, {"resourceVersion", "10"}, {"labels", {{"a", "1"}}}}},
                                       {"spec", {{"podCIDR", "10.0.0.0/24"}}}};
        nlohmann::json after = before;
        after["metadata"]["resourceVersion"] = "11";
        after["metadata"]["labels"]["ascendops.io/isolated"] = "true";
        after["spec"]["unschedulable"] = true;
        const QStringList diff = objectDiff(before, after);
        QCOMPARE(diff, (QStringList{QStringLiteral("+ /metadata/labels/ascendops.io~1isolated: \"true\""),
                                    QStringLiteral("+ /spec/unschedulable: true")}));
    }
};

QTEST_GUILESS_MAIN(TestRecoveryLadder)
#include "tst_recoveryladder.moc"
