// Who recovers a job, on the embedded cluster in memory on a manual clock:
// a job MindCluster recovers (fault-scheduling force, the embedded
// cluster's default) is recovered by the cluster and only observed by the
// pipeline, which names MindCluster as the owner in its journal and writes
// nothing; a fault MindCluster does not act on (a hang) is the console's,
// proposed to a person even in auto mode.
#include "../support/pipelinescenario.h"

#include "journal/recorddetails.h"
#include "kube/clusterwrites.h"
#include "kube/kubereply.h"

#include <QJsonObject>
#include <QSignalSpy>

using namespace scenario;
using journal::RecordKind;

class TestPipelineOwner : public QObject
{
    Q_OBJECT

    static const pipeline::Incident &only(const PipelineInstance &instance)
    {
        static pipeline::Incident none;
        const auto &all = instance.pipeline->incidents();
        return all.size() == 1 ? all.begin()->second : none;
    }

    static bool noActionRecorded(const std::vector<journal::JournalRecord> &records)
    {
        return std::none_of(records.begin(), records.end(), [](const journal::JournalRecord &r) { return r.kind == RecordKind::Action; });
    }

    // The details of the first record of KIND that carries KEY.
    static QJsonObject detailsWith(const std::vector<journal::JournalRecord> &records, RecordKind kind, const char *key)
    {
        for (const journal::JournalRecord &record : records)
            if (record.kind == kind && record.details.contains(QLatin1String(key)))
                return record.details;
        return {};
    }

    static bool sent(kube::KubeReply *reply)
    {
        QSignalSpy done(reply, &kube::KubeReply::finished);
        return (reply->isFinished() || done.wait(10000)) && reply->isOk();
    }

    // A grace job with process-level recovery whose PodGroup puts ClusterD in
    // platform mode: ProcessRecoverStrategy present and empty.
    static PipelineInstance *startPlatformModeJob(Scenario &s, const QString &strategies = QStringLiteral("recover-in-place"))
    {
        if (!s.start(QStringLiteral("a3-demo"), 20, {QStringLiteral("--fault-scheduling"), QStringLiteral("grace")}))
            return nullptr;
        PipelineInstance *p = s.addPipeline();
        if (!p)
            return nullptr;
        const QString job = fields::text(*s.job(), {"metadata", "name"});
        const QString ns = QStringLiteral("default");
        if (!sent(kube::patchAnnotations(*p->client, kube::ResourceType::volcanoJobs(), ns, job,
                                         {{QStringLiteral("recover-strategy"), strategies}}, false))
            || !sent(kube::patchAnnotations(*p->client, kube::ResourceType::podGroups(), ns, job,
                                            {{QStringLiteral("ProcessRecoverStrategy"), QString()}}, false)))
            return nullptr;
        const bool seen = QTest::qWaitFor([&] {
            const auto group = p->watch->podGroups()->object(ns + QLatin1Char('/') + job);
            return group && group->value("metadata", nlohmann::json::object()).value("annotations", nlohmann::json::object()).contains("ProcessRecoverStrategy")
                && fields::text(*s.job(), {"metadata", "annotations", "recover-strategy"}) == strategies;
        }, 10000);
        return seen ? p : nullptr;
    }

    static QString groupAnnotation(const PipelineInstance &p, const Scenario &s, const char *key)
    {
        const auto group = p.watch->podGroups()->object(QStringLiteral("default/") + fields::text(*s.job(), {"metadata", "name"}));
        return group ? fields::text(*group, {"metadata", "annotations", key}) : QStringLiteral("<no PodGroup>");
    }

    // a3-demo with the job's fault-scheduling force, as MindCluster wants
    // it: the embedded cluster recovers it by itself. Null when it did not start.
    static PipelineInstance *startMindClusterJob(Scenario &s)
    {
        if (!s.start(QStringLiteral("a3-demo"), 20, {QStringLiteral("--fault-scheduling"), QStringLiteral("force")}))
            return nullptr;
        return s.addPipeline();
    }

private slots:
    void mindClusterRecoversItsJobAndThePipelineOnlyWatches()
    {
        Scenario s;
        PipelineInstance *p = startMindClusterJob(s);
        QVERIFY2(p, qPrintable(s.error()));
        const auto before = s.pods();
        // While MindCluster recovers it, a person's action from here is a
        // second recovery, said so: read as it happens (the clock runs fast).
        QString inFlight;
        QObject::connect(p->pipeline.get(), &pipeline::RecoveryPipeline::incidentChanged, p->pipeline.get(), [&](const QString &id) {
            const pipeline::Incident *changed = p->pipeline->incident(id);
            if (inFlight.isEmpty() && changed && changed->state == pipeline::IncidentState::HandledElsewhere)
                inFlight = p->pipeline->recoveryInFlightOf(changed->job);
        });
        // 80E18402 separates the chip: the pod on it fails, Volcano restarts the job.
        const QString faulty = s.nodeOfRank(2);
        QVERIFY(s.inject(QStringLiteral("npu-fault"), faulty, 5, QStringLiteral("80E18402")));
        QTRY_VERIFY_WITH_TIMEOUT(Scenario::allResolved(*p), 60000);
        QVERIFY2(inFlight.startsWith(QLatin1String("MindCluster is recovering")), qPrintable(inFlight));
        // Volcano's own record of it (mindx-dl/job-reschedule-reason), in its words.
        QVERIFY2(only(*p).outcome.contains(QStringLiteral("; Volcano recorded CardUnhealthy on %1 (pod ").arg(faulty))
                     && only(*p).outcome.endsWith(QLatin1String(", rank 2) (reschedule 1 of the job)")),
                 qPrintable(only(*p).outcome));
        const pipeline::Incident &incident = only(*p);
        QVERIFY(incident.decision.platformOwned);
        QCOMPARE(incident.decision.owner, RecoveryOwner::MindCluster);
        QVERIFY2(incident.decision.reason.contains(QLatin1String("MindCluster recovers job")), qPrintable(incident.decision.reason));
        QVERIFY2(incident.outcome.startsWith(QLatin1String("MindCluster brought the job back: every pod recreated")),
                 qPrintable(incident.outcome));
        QCOMPARE(incident.recoveredBy, QStringLiteral("mindcluster"));
        // MindCluster's decision ends when the first pod it replaces is gone: measured, then rescheduling.
        QVERIFY(incident.timeline.actedMs > incident.timeline.detectedMs);
        const auto phases = incident.phases();
        QVERIFY(std::any_of(phases.begin(), phases.end(), [](const pipeline::TimelinePhase &p) { return p.name == QLatin1String("rescheduling"); }));
        // The cluster did it: every pod new, one restart counted by Volcano,
        // and nothing sent or previewed by the pipeline.
        for (const auto &[name, pod] : before)
            QVERIFY(s.pods().at(name).uid != pod.uid);
        QCOMPARE(s.retryCount(), 1);
        const auto records = Scenario::journal(*p);
        QVERIFY(noActionRecorded(records));
        QCOMPARE(detailsWith(records, RecordKind::Decided, "owner").value(QStringLiteral("owner")).toString(), QStringLiteral("mindcluster"));
        QCOMPARE(detailsWith(records, RecordKind::Resolved, "recoveredBy").value(QStringLiteral("recoveredBy")).toString(),
                 QStringLiteral("mindcluster"));
    }

    // Pod-level: ClusterD tells the job's containers in reset.json which
    // ranks to restart, and marks them recovered once the new pod runs; the
    // pipeline journals what it saw, as it saw it, and tells it at the end.
    void podLevelRecoveryIsToldFromResetJson()
    {
        Scenario s;
        PipelineInstance *p = startMindClusterJob(s);
        QVERIFY2(p, qPrintable(s.error()));
        // Pod-level needs the rank table on shared storage, not a ConfigMap (reference 2.7).
        nlohmann::json job = *s.job();
        for (nlohmann::json &volume : job["spec"]["tasks"][0]["template"]["spec"]["volumes"])
            if (volume["name"] == "ascend-910-config")
                volume = {{"name", "ascend-910-config"}, {"nfs", {{"server", "10.255.0.1"}, {"path", "/export/ascend/ranktable"}}}};
        const QString name = fields::text(job, {"metadata", "name"});
        QVERIFY(sent(p->client->replace(kube::ResourceType::volcanoJobs(), QStringLiteral("default"), name, job)));
        QTRY_VERIFY_WITH_TIMEOUT(s.job()->dump().find("/export/ascend/ranktable") != std::string::npos, 10000);
        // The pod of rankIndex 1 (ranks 16 to 31): not the rank-0 pod, so only that pod moves.
        QVERIFY(s.inject(QStringLiteral("npu-fault"), s.nodeOfRank(1), 4, QStringLiteral("80E18402")));
        QTRY_VERIFY_WITH_TIMEOUT(Scenario::allResolved(*p), 60000);
        const QString outcome = only(*p).outcome;
        QVERIFY2(outcome.contains(QLatin1String("1 pod(s) recreated (pod-level rescheduling)")), qPrintable(outcome));
        QVERIFY2(outcome.contains(QLatin1String("the job's containers were told (default/reset-config-mindx-a3 reset.json, "
                                                "restartType podReschedule): rank 16 recovered (restart)")),
                 qPrintable(outcome));
        QVERIFY2(outcome.endsWith(QLatin1String("rank 31 recovered (restart); retry 1")), qPrintable(outcome));
        // While it ran, the ranks were seen told to restart: journaled once, as observed.
        const auto records = Scenario::journal(*p);
        QVERIFY(noActionRecorded(records));
        const auto told = std::count_if(records.begin(), records.end(), [](const journal::JournalRecord &r) {
            return r.kind == RecordKind::Verified && r.reason.startsWith(QLatin1String("while MindCluster recovers"))
                && r.reason.contains(QLatin1String("rank 16 unrecovered (restart)"));
        });
        QCOMPARE(told, 1);
    }

    void mindClusterRungIsNamedOnceTheJobIsProfiled()
    {
        Scenario s;
        PipelineInstance *p = startMindClusterJob(s);
        QVERIFY2(p, qPrintable(s.error()));
        // The profile is made off the event loop's thread: wait for it.
        const QString key = QStringLiteral("default/") + fields::text(*s.job(), {"metadata", "name"});
        QTRY_VERIFY_WITH_TIMEOUT(p->watch->ladderOf(key) != nullptr, 20000);
        QVERIFY(s.inject(QStringLiteral("npu-fault"), s.nodeOfRank(2), 5, QStringLiteral("80E18402")));
        QTRY_VERIFY_WITH_TIMEOUT(Scenario::allResolved(*p), 60000);
        // The demo job has no pod-rescheduling label: the job is restarted,
        // and the finer rungs the job does not ask for are not named.
        const QString reason = only(*p).decision.reason;
        QVERIFY2(reason.contains(QLatin1String("next rung job-reschedule")), qPrintable(reason));
    }

    // Volcano fails a job whose retries are spent: MindCluster gives up,
    // and the console says so to a person instead of restarting it itself.
    void spentRetriesAreAPersonsCall()
    {
        Scenario s;
        PipelineInstance *p = startMindClusterJob(s);
        QVERIFY2(p, qPrintable(s.error()));
        const QString name = fields::text(*s.job(), {"metadata", "name"});
        kube::KubeReply *patched = p->client->patch(kube::ResourceType::volcanoJobs(), QStringLiteral("default"), name,
                                                    kube::PatchType::Merge, nlohmann::json{{"spec", {{"maxRetry", 1}}}});
        QSignalSpy done(patched, &kube::KubeReply::finished);
        QVERIFY(patched->isFinished() || done.wait(10000));
        QTRY_VERIFY_WITH_TIMEOUT(fields::number(*s.job(), {"spec", "maxRetry"}, 0) == 1, 10000);
        QVERIFY(s.inject(QStringLiteral("npu-fault"), s.nodeOfRank(2), 5, QStringLiteral("80E18402")));
        QTRY_VERIFY_WITH_TIMEOUT(Scenario::allResolved(*p) && s.retryCount() == 1, 60000);
        QVERIFY(s.inject(QStringLiteral("npu-fault"), s.nodeOfRank(3), 4, QStringLiteral("80E18402")));
        // The console's own ladder decides, for a person even in auto mode.
        // The first recovery took super-pod 0's only spare (super-pod 1's
        // cannot take a pod of a super-pod-0 block, whose ranks talk over
        // HCCS), so a pod move cannot land, and the retries are spent: a
        // person's call, saying both.
        const auto personsCall = [](const pipeline::Incident &incident) {
            return incident.state == pipeline::IncidentState::NeedsPerson;
        };
        QTRY_VERIFY_WITH_TIMEOUT(std::any_of(p->pipeline->incidents().begin(), p->pipeline->incidents().end(),
                                             [&](const auto &entry) { return personsCall(entry.second); }), 60000);
        for (const auto &[id, incident] : p->pipeline->incidents()) {
            if (!personsCall(incident))
                continue;
            QVERIFY(!incident.decision.platformOwned);
            QVERIFY(incident.decision.needsPerson);
            QCOMPARE(incident.decision.action, pipeline::RecoveryAction::None);
            QVERIFY2(incident.decision.reason.startsWith(QLatin1String("job default/mindx-a3 has spent its retries")),
                     qPrintable(incident.decision.reason));
            QVERIFY2(incident.decision.reason.contains(QLatin1String("cannot land: no healthy spare server is left in super-pod 0")),
                     qPrintable(incident.decision.reason));
        }
        QTRY_COMPARE_WITH_TIMEOUT(fields::text(*s.job(), {"status", "state", "phase"}), QStringLiteral("Failed"), 60000);   // Volcano's word
        QVERIFY(noActionRecorded(Scenario::journal(*p)));
    }

    // No healthy server is left for the job's pod (its server lost a chip,
    // every spare is cordoned): the scheduler holds the pod Pending,
    // Unschedulable, and MindCluster's restart cannot land. The console
    // says so to a person within a minute, instead of the verify timeout's
    // 15, and proposes no pod move that could not land either; once a
    // server is freed and the job trains again, the incident closes.
    void noSpareLeftIsAPersonsCallWithinAMinute()
    {
        Scenario s;
        PipelineInstance *p = startMindClusterJob(s);
        QVERIFY2(p, qPrintable(s.error()));
        QStringList spares;
        QSet<QString> used;
        for (const auto &[name, pod] : s.pods())
            used.insert(pod.node);
        for (const nlohmann::json &node : p->watch->nodes()->cache())
            if (!used.contains(fields::text(node, {"metadata", "name"})))
                spares << fields::text(node, {"metadata", "name"});
        QVERIFY(!spares.isEmpty());
        for (const QString &spare : spares)
            QVERIFY(sent(kube::setNodeUnschedulable(*p->client, spare, true, false)));
        QTRY_VERIFY_WITH_TIMEOUT(std::all_of(spares.begin(), spares.end(), [&](const QString &spare) {
            const auto node = p->watch->nodes()->object(spare);
            return node && node->value("spec", nlohmann::json::object()).value("unschedulable", false);
        }), 10000);
        const QString faulty = s.nodeOfRank(2);
        QVERIFY(s.inject(QStringLiteral("npu-fault"), faulty, 5, QStringLiteral("80E18402")));
        QTRY_VERIFY_WITH_TIMEOUT(only(*p).state == pipeline::IncidentState::NeedsPerson, 60000);
        const pipeline::Incident &incident = only(*p);
        QVERIFY2(incident.outcome.contains(QLatin1String("the scheduler has not placed pod"))
                     || incident.decision.reason.contains(QLatin1String("the scheduler has not placed pod")),
                 qPrintable(incident.outcome + QLatin1String(" | ") + incident.decision.reason));
        // The pod waits unbound, in the scheduler's words.
        const auto pods = s.pods();
        QVERIFY(std::any_of(pods.begin(), pods.end(), [](const auto &entry) {
            return entry.second.phase == QLatin1String("Pending") && entry.second.node.isEmpty();
        }));
        const auto records = Scenario::journal(*p);
        QVERIFY(noActionRecorded(records));
        // Said after the unplaceable wait (60 s), long before the verify timeout (15 min).
        const auto escalated = std::find_if(records.begin(), records.end(), [](const journal::JournalRecord &r) {
            return r.kind == RecordKind::Escalated;
        });
        QVERIFY(escalated != records.end());
        QVERIFY2(escalated->timeMs - incident.timeline.detectedMs < 5 * 60 * 1000,
                 qPrintable(QString::number(escalated->timeMs - incident.timeline.detectedMs)));

        // The pipeline restarts while the person is asked: it goes on
        // watching for the job's return (the journal says it was).
        QVERIFY2(s.restartPipeline(*p, Scenario::defaults(QStringLiteral("pipeline-again"))), qPrintable(s.error()));
        QTRY_VERIFY_WITH_TIMEOUT(only(*p).state == pipeline::IncidentState::NeedsPerson, 10000);
        // A person frees the servers: the scheduler places the pod (in its
        // own super-pod), the job trains again, and the incident says so and
        // closes by itself.
        for (const QString &spare : spares)
            QVERIFY(sent(kube::setNodeUnschedulable(*p->client, spare, false, false)));
        QTRY_VERIFY_WITH_TIMEOUT(only(*p).state == pipeline::IncidentState::Resolved, 60000);
        QVERIFY2(only(*p).outcome.startsWith(QLatin1String("the job came back while a person was asked")), qPrintable(only(*p).outcome));
        QVERIFY(noActionRecorded(Scenario::journal(*p)));
    }

    // ClusterD asks through the PodGroup: a person answers in the Incidents
    // tab (auto mode too), the answer goes to the PodGroup, ClusterD restarts
    // the processes in place and says so in ProcessRecoverStatus.
    void processLevelRecoveryApprovedThroughClusterDsHook()
    {
        Scenario s;
        PipelineInstance *p = startPlatformModeJob(s);
        QVERIFY2(p, qPrintable(s.error()));
        const auto before = s.pods();
        // 80C98000 is RestartRequest: re-running the work fixes it.
        QVERIFY(s.inject(QStringLiteral("npu-fault"), s.nodeOfRank(2), 6, QStringLiteral("80C98000"), 2));
        QTRY_VERIFY_WITH_TIMEOUT(only(*p).state == pipeline::IncidentState::AwaitingApproval, 60000);
        const pipeline::Incident asked = only(*p);
        QCOMPARE(asked.decision.action, pipeline::RecoveryAction::ProcessRecover);
        QCOMPARE(asked.decision.processStrategy, QStringLiteral("recover"));
        QCOMPARE(asked.decision.confirmedRanks, QStringLiteral("2:1"));
        QVERIFY(asked.decision.personOnly);
        QVERIFY2(asked.decision.reason.startsWith(QLatin1String("ClusterD asks which process-level recovery to run for ranks 2:1")),
                 qPrintable(asked.decision.reason));
        QCOMPARE(groupAnnotation(*p, s, "ProcessConfirmFault"), QStringLiteral("2:1"));
        QVERIFY(noActionRecorded(Scenario::journal(*p)));

        p->pipeline->approve(asked.id, QStringLiteral("operator"));
        QTRY_VERIFY_WITH_TIMEOUT(Scenario::allResolved(*p), 60000);
        QCOMPARE(only(*p).recoveredBy, QStringLiteral("mindcluster"));
        // ClusterD named the failed pod's ranks in reset.json (no restartType:
        // no pod moves), and they are recovered once its processes run.
        const QString outcome = only(*p).outcome;
        QVERIFY2(outcome.startsWith(QLatin1String("ClusterD's recover brought the job back (ProcessRecoverStatus: recover-success); "
                                                  "the job's containers were told (default/reset-config-mindx-a3 reset.json): "
                                                  "rank 32 recovered (restart)")),
                 qPrintable(outcome));
        QVERIFY2(outcome.endsWith(QLatin1String("rank 47 recovered (restart); retry 1")), qPrintable(outcome));
        for (const auto &[name, pod] : before)
            QCOMPARE(s.pods().at(name).uid, pod.uid);   // restarted in place, nothing rescheduled
        QCOMPARE(s.retryCount(), 0);
        QTRY_COMPARE_WITH_TIMEOUT(groupAnnotation(*p, s, "ProcessRecoverStatus"), QStringLiteral("recover-success"), 10000);
        QCOMPARE(groupAnnotation(*p, s, "ProcessResultFault"), QStringLiteral("2:1"));
        QCOMPARE(groupAnnotation(*p, s, "ProcessConfirmFault"), QString());
        const auto records = Scenario::journal(*p);
        QCOMPARE(Scenario::count(records, RecordKind::Action, QStringLiteral("process-recover")), 1);
        QVERIFY(std::any_of(records.begin(), records.end(), [](const journal::JournalRecord &r) {
            return r.kind == RecordKind::Verified && r.reason.startsWith(QLatin1String("while MindCluster recovers"))
                && r.reason.contains(QLatin1String("rank 32 unrecovered (restart)"));
        }));
    }

    // The job allows retry as well: a person answers ClusterD with it rather
    // than the recover proposed; a strategy the job does not allow is refused.
    void aPersonChoosesAnotherStrategyForClusterD()
    {
        Scenario s;
        PipelineInstance *p = startPlatformModeJob(s, QStringLiteral("retry,recover-in-place"));
        QVERIFY2(p, qPrintable(s.error()));
        QVERIFY(s.inject(QStringLiteral("npu-fault"), s.nodeOfRank(2), 6, QStringLiteral("80C98000"), 2));
        QTRY_VERIFY_WITH_TIMEOUT(only(*p).state == pipeline::IncidentState::AwaitingApproval, 60000);
        const pipeline::Incident asked = only(*p);
        QCOMPARE(asked.decision.processStrategy, QStringLiteral("recover"));
        QCOMPARE(asked.decision.strategyChoices, (QStringList{QStringLiteral("retry"), QStringLiteral("recover")}));
        QVERIFY(!p->pipeline->chooseStrategy(asked.id, QStringLiteral("operator"), QStringLiteral("dump")).isEmpty());
        QCOMPARE(p->pipeline->chooseStrategy(asked.id, QStringLiteral("operator"), QStringLiteral("retry")), QString());
        QCOMPARE(only(*p).decision.processStrategy, QStringLiteral("retry"));
        p->pipeline->approve(asked.id, QStringLiteral("operator"));
        QTRY_VERIFY_WITH_TIMEOUT(Scenario::allResolved(*p), 60000);
        QVERIFY2(only(*p).outcome.startsWith(QLatin1String("ClusterD's retry brought the job back (ProcessRecoverStatus: retry-success); ")),
                 qPrintable(only(*p).outcome));
        // The choice is journaled with who made it, and read back so.
        bool chose = false;
        for (const journal::JournalRecord &record : Scenario::journal(*p))
            if (const auto act = journal::PersonActDetails::readFrom(record.details))
                chose = chose || (act->act == QLatin1String("chose-strategy") && act->person == QLatin1String("operator")
                                  && act->note == QLatin1String("retry"));
        QVERIFY(chose);
    }

    // Unanswered (or declined), ClusterD falls back by itself after 300 s:
    // the incident watches MindCluster again, which reschedules.
    void anUnansweredHookLapses_data()
    {
        QTest::addColumn<bool>("declined");
        QTest::newRow("unanswered") << false;
        QTest::newRow("declined") << true;
    }
    void anUnansweredHookLapses()
    {
        QFETCH(bool, declined);
        Scenario s;
        PipelineInstance *p = startPlatformModeJob(s);
        QVERIFY2(p, qPrintable(s.error()));
        QVERIFY(s.inject(QStringLiteral("npu-fault"), s.nodeOfRank(2), 6, QStringLiteral("80C98000"), 2));
        QTRY_VERIFY_WITH_TIMEOUT(only(*p).state == pipeline::IncidentState::AwaitingApproval, 60000);
        if (declined) {
            p->pipeline->decline(only(*p).id, QStringLiteral("operator"));
            QCOMPARE(only(*p).state, pipeline::IncidentState::HandledElsewhere);
        }
        QTRY_VERIFY_WITH_TIMEOUT(Scenario::allResolved(*p), 120000);
        const pipeline::Incident &incident = only(*p);
        QVERIFY(incident.decision.platformOwned);
        QVERIFY2(incident.outcome.startsWith(QLatin1String("MindCluster brought the job back")), qPrintable(incident.outcome));
        QVERIFY(noActionRecorded(Scenario::journal(*p)));
        const auto records = Scenario::journal(*p);
        QVERIFY(std::any_of(records.begin(), records.end(), [declined](const journal::JournalRecord &r) {
            return r.kind == RecordKind::Escalated
                && r.reason.contains(QLatin1String(declined ? "not answered from here" : "ClusterD's question"));
        }));
    }

    // A hang while MindCluster's hot switch moves a pod is its pause: left to
    // it for the two 15-minute reports it documents, then a person's call.
    void aHotSwitchStalledPastItsReportsIsAPersonsCall()
    {
        Scenario s;
        PipelineInstance *p = startMindClusterJob(s);
        QVERIFY2(p, qPrintable(s.error()));
        const QString job = fields::text(*s.job(), {"metadata", "name"});
        QVERIFY(sent(kube::patchLabels(*p->client, kube::ResourceType::volcanoJobs(), QStringLiteral("default"), job,
                                       {{QStringLiteral("subHealthyStrategy"), QStringLiteral("hotSwitch")}}, false)));
        const QString switching = s.pods().begin()->first;
        QVERIFY(sent(kube::patchAnnotations(*p->client, kube::ResourceType::pods(), QStringLiteral("default"), switching,
                                            {{QStringLiteral("inHotSwitchFlow"), QStringLiteral("true")},
                                             {QStringLiteral("backupNewPodName"), switching + QStringLiteral("-backup")}},
                                            false)));
        QTRY_COMPARE_WITH_TIMEOUT(fields::text(*s.job(), {"metadata", "labels", "subHealthyStrategy"}), QStringLiteral("hotSwitch"), 10000);
        QVERIFY(s.inject(QStringLiteral("hang"), s.nodeOfRank(1)));
        QTRY_VERIFY_WITH_TIMEOUT(only(*p).state == pipeline::IncidentState::HandledElsewhere, 60000);
        const pipeline::Incident watched = only(*p);
        QCOMPARE(watched.decision.owner, RecoveryOwner::MindCluster);
        QVERIFY2(watched.decision.reason.contains(QStringLiteral("(pod %1 to backup pod %1-backup)").arg(switching)),
                 qPrintable(watched.decision.reason));
        // A pipeline started again mid-switch keeps the bound from the decision.
        // (20 minutes of the clock in the scenario's short steps: seconds
        // here, a minute and more on a loaded sanitized build.)
        QTRY_VERIFY_WITH_TIMEOUT(s.clock().nowMs() - watched.timeline.decidedMs >= 20 * 60 * 1000, 180000);
        QVERIFY2(s.restartPipeline(*p, Scenario::defaults(QStringLiteral("pipeline-again"))), qPrintable(s.error()));
        QTRY_VERIFY2_WITH_TIMEOUT(only(*p).state == pipeline::IncidentState::AwaitingApproval, qPrintable(Scenario::describe(*p)), 60000);
        const pipeline::Incident asked = only(*p);
        QCOMPARE(asked.decision.action, pipeline::RecoveryAction::Rollback);
        QVERIFY(asked.decision.personOnly);
        const auto records = Scenario::journal(*p);
        const auto stalled = std::find_if(records.begin(), records.end(), [](const journal::JournalRecord &r) {
            return r.kind == RecordKind::Escalated && r.reason.startsWith(QLatin1String("MindCluster's hot switch did not end within 1860 s"));
        });
        QVERIFY(stalled != records.end());
        const qint64 waited = stalled->timeMs - watched.timeline.decidedMs;
        QVERIFY2(waited >= 31 * 60 * 1000 && waited < 36 * 60 * 1000, qPrintable(QString::number(waited)));
        QVERIFY(noActionRecorded(records));
    }

    void aHangIsProposedToAPersonEvenInAutoMode()
    {
        Scenario s;
        PipelineInstance *p = startMindClusterJob(s);
        QVERIFY2(p, qPrintable(s.error()));
        const auto before = s.pods();
        QVERIFY(s.inject(QStringLiteral("hang"), s.nodeOfRank(1)));
        QTRY_VERIFY_WITH_TIMEOUT(only(*p).state == pipeline::IncidentState::AwaitingApproval, 60000);
        const pipeline::Incident waiting = only(*p);
        QCOMPARE(waiting.decision.action, pipeline::RecoveryAction::Rollback);
        QVERIFY(waiting.decision.personOnly);
        QCOMPARE(waiting.decision.owner, RecoveryOwner::Console);
        QVERIFY2(waiting.decision.reason.contains(QLatin1String("MindCluster does not act on a hang")), qPrintable(waiting.decision.reason));
        QVERIFY(noActionRecorded(Scenario::journal(*p)));
        QCOMPARE(s.retryCount(), 0);
        // A person's yes is what sends it.
        p->pipeline->approve(waiting.id, QStringLiteral("operator"));
        QTRY_VERIFY_WITH_TIMEOUT(Scenario::allResolved(*p), 60000);
        QCOMPARE(only(*p).recoveredBy, QStringLiteral("console"));
        QCOMPARE(s.retryCount(), 1);
        QVERIFY(!noActionRecorded(Scenario::journal(*p)));
    }
};

QTEST_GUILESS_MAIN(TestPipelineOwner)
#include "tst_pipeline_owner.moc"
