// Node telemetry feeding the pipeline: the embedded cluster's nodes probed
// by the collector (npu-smi and hccn_tool, as over SSH); an optical module
// that weakens under a running job becomes a lasting link fault, and the
// pipeline moves the pod off the link and isolates the chip.
//
// Two arrival orders are both right. The embedded cluster also raises the
// device plugin's network fault (81078603) for a lasting optical fault. When
// telemetry's signal opens the incident, the pod moves at once. When the
// network fault opens it (telemetry is slower under load), the pipeline
// waits out HCCL operator retry, the job trains on over the partner die's
// NIC, and a repair on a borrowed lane waits for a person in every mode:
// here the test says yes.
//
// In memory the probes' output is rendered from the nodes' state on the
// scenario's clock (support/memoryprobes.h); over HTTPS (tests/CMakeLists.txt)
// the nodes answer over a real sshd on loopback, on the system clock.
#include "../support/memoryprobes.h"
#include "../support/pipelinescenario.h"

#include "ssh/sshconfig.h"
#include "formats/checkpointtracker.h"
#include "formats/traininglogprofile.h"
#include "pipeline/linkalertwatch.h"
#include "pipeline/npuactivity.h"
#include "sim/store/jobobjects.h"
#include "telemetry/nodecollector.h"

#include <QDir>
#include <QFile>

using namespace scenario;
using journal::RecordKind;

// In memory the job's host directories are this machine's: files on a node
// are read from them, answered a turn of the event loop later, as a node
// would; or at once, as a node not reached over SSH is; a file named
// UNREADABLE is not readable there.
struct LastCheckpointReadAnswers
{
    static void install(pipeline::RecoveryPipeline &pipeline, bool atOnce = false, const QString &unreadable = {})
    {
        auto reader = std::make_shared<pipeline::LastCheckpointRead *>(nullptr);
        *reader = &pipeline.readNodeFilesWith([reader, atOnce, unreadable](const QString &node, const QStringList &paths) {
            QHash<QString, NodeFile> files;
            for (const QString &path : paths) {
                QFile file(path);
                NodeFile &read = files[path];
                if (!unreadable.isEmpty() && path.endsWith(unreadable)) {
                    read.exists = true;
                    read.error = QStringLiteral("not readable by the SSH user");
                } else if (!file.open(QIODevice::ReadOnly)) {
                    read.error = QStringLiteral("no such file on the node");
                } else {
                    read.exists = true;
                    read.text = file.readAll();
                }
            }
            if (atOnce)
                (*reader)->receive(node, files);
            else
                QMetaObject::invokeMethod(*reader, [to = *reader, node, files] { to->receive(node, files); }, Qt::QueuedConnection);
        });
    }
};

// a3-demo with its scripts and shared volume on a host directory (SCRIPTS),
// and a pipeline reading its job's log with a layout an operator added,
// which has no checkpoint pattern: the log says no save.
PipelineInstance *startWithALogThatSaysNoSave(Scenario &s, const QString &scripts, const QStringList &extra = {})
{
    if (!s.start(QStringLiteral("a3-demo"), 20, QStringList{QStringLiteral("--scripts-dir"), scripts} + extra))
        return nullptr;
    pipeline::PipelineSettings settings = Scenario::defaults();
    TrainingLogProfile stepsOnly = *findTrainingLogProfile(builtInTrainingLogProfiles(), QStringLiteral("megatron"));
    stepsOnly.name = QStringLiteral("steps-only");
    stepsOnly.checkpointSaved = {};
    stepsOnly.checkpointLoaded = {};
    settings.progress.addedProfiles = {stepsOnly};
    // The job names its layout, as an operator sets it.
    if (!s.annotate(kube::ResourceType::volcanoJobs(), QStringLiteral("default"), QStringLiteral("mindx-a3"),
                    clustermodel::kLogProfileAnnotation, QStringLiteral("steps-only")))
        return nullptr;
    return s.addPipeline(settings);
}

class TestPipelineTelemetry : public QObject
{
    Q_OBJECT

private slots:
    void weakOpticsMoveThePodOffTheLink()
    {
        Scenario s;
        QTemporaryDir nodes;
        const QString sshDir = nodes.filePath(QStringLiteral("ssh"));
        if (kOverHttps) {
            if (!QFile::exists(QStringLiteral("/usr/sbin/sshd")))
                QSKIP("sshd not found at /usr/sbin/sshd: node telemetry needs openssh-server");
            QVERIFY2(s.start(QStringLiteral("a3-demo"), 20,
                             {QStringLiteral("--node-tools"), nodes.filePath(QStringLiteral("tools")),
                              QStringLiteral("--ssh-nodes"), QStringLiteral("10"), QStringLiteral("--ssh-dir"), sshDir}),
                     qPrintable(s.error()));
            QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(sshDir + QStringLiteral("/ssh_config")), 30000);
        } else {
            QVERIFY2(s.start(QStringLiteral("a3-demo"), 20), qPrintable(s.error()));
        }
        pipeline::PipelineSettings settings = Scenario::defaults();
        settings.settleMs = 1500;
        PipelineInstance *p = s.addPipeline(settings);
        QVERIFY2(p, qPrintable(s.error()));
        QSignalSpy asked(p->pipeline.get(), &pipeline::RecoveryPipeline::approvalNeeded);
        QObject::connect(p->pipeline.get(), &pipeline::RecoveryPipeline::approvalNeeded, p->pipeline.get(),
                         [p](const QString &id) { p->pipeline->approve(id, QStringLiteral("scenario")); });

        // The node of the fault and a healthy one, once a second: a probe is over
        // a hundred tool runs, and all ten nodes probed back to back would take
        // both cores of a small machine from the tests running beside this one.
        QTRY_VERIFY_WITH_TIMEOUT(!s.nodeOfRank(2).isEmpty(), 30000);
        const QString node = s.nodeOfRank(2);
        const QString healthy = node == QLatin1String("node-0") ? QStringLiteral("node-1") : QStringLiteral("node-0");
        telemetry::NodeCollector collector;
        p->pipeline->watchLinks(collector);
        QSignalSpy probed(&collector, &telemetry::NodeCollector::nodeUpdated);
        std::unique_ptr<MemoryProbes> inMemory;
        if (kOverHttps) {
            Problems problems;
            const ssh::SshConfig ssh = ssh::SshConfig::load(sshDir + QStringLiteral("/ssh_config"), &problems);
            QVERIFY(!hasErrors(problems));
            QHash<QString, ssh::SshTarget> targets;
            for (const QString &name : {node, healthy})
                targets.insert(name, ssh.resolve(name));
            collector.setTargets(targets);
            collector.setInterval(1000);
            collector.start();
            QVERIFY2(probed.wait(20000), qPrintable(collector.lastError(healthy)));
        } else {
            inMemory = std::make_unique<MemoryProbes>(*s.memoryCluster(), s.clock(), collector, QStringList{node, healthy}, 1000);
            QCOMPARE(probed.size(), 2);
            QVERIFY2(!collector.devices(node).empty(), qPrintable(collector.lastProbe(node)->errors.join(QLatin1Char('\n'))));
        }

        const auto before = s.pods();
        QVERIFY(s.inject(QStringLiteral("optical-degrade"), node, 4));
        // On a timeout: the incidents so far and what the collector could not read.
        const auto state = [&] {
            QStringList lines{Scenario::describe(*p)};
            for (const QString &name : {node, healthy})
                if (!collector.lastError(name).isEmpty())
                    lines << name + QStringLiteral(": ") + collector.lastError(name);
            return lines.join(QLatin1Char('\n'));
        };
        QTRY_VERIFY2_WITH_TIMEOUT(Scenario::allResolved(*p), qPrintable(state()), 60000);
        const pipeline::Incident incident = Scenario::incidents(*p).front();
        QVERIFY(std::any_of(incident.evidence.begin(), incident.evidence.end(), [](const pipeline::FaultSignal &signal) {
            return signal.kind == pipeline::SignalKind::LinkDegraded && signal.message.contains(QLatin1String("RX power"));
        }));
        // Asked at most once, and only with the network fault that borrowed the lane.
        QVERIFY(asked.size() <= 1);
        if (!asked.isEmpty())
            QVERIFY2(std::any_of(incident.evidence.begin(), incident.evidence.end(),
                                 [](const pipeline::FaultSignal &signal) { return signal.kind == pipeline::SignalKind::NetworkFault; }),
                     qPrintable(Scenario::describe(*p)));
        QCOMPARE(incident.decision.action, pipeline::RecoveryAction::PodReschedule);
        QVERIFY(incident.decision.isolateDevice);
        for (const auto &[name, pod] : before) {
            if (pod.node == node)
                QVERIFY(s.pods().at(name).node != node);
            else
                QCOMPARE(s.pods().at(name).uid, pod.uid);
        }
        const auto deviceInfo = p->watch->configMaps()->object(QStringLiteral("kube-system/mindx-dl-deviceinfo-") + node);
        QVERIFY(fields::text(*deviceInfo, {"data", "ManuallySeparateNPU"}).contains(QLatin1String("Ascend910-4")));
        collector.stop();
    }

    // A job whose log prints its steps but not its saves (a layout an
    // operator added, with no checkpoint pattern): the step a restart
    // resumes from is read where the job keeps it, Megatron's tracker in the
    // --save directory its start script gives, on the pod's node (over a
    // real sshd end to end; in memory, from the host directory itself), and
    // the steps lost count from it.
    void stepsLostCountFromTheTrackerWhenTheLogSaysNoSave()
    {
        Scenario s;
        QTemporaryDir dir;
        const QString scripts = dir.filePath(QStringLiteral("scripts"));
        const QString sshDir = dir.filePath(QStringLiteral("ssh"));
        QStringList extra;
        if (kOverHttps) {
            if (!QFile::exists(QStringLiteral("/usr/sbin/sshd")))
                QSKIP("sshd not found at /usr/sbin/sshd: reading files on nodes needs openssh-server");
            extra = {QStringLiteral("--node-tools"), dir.filePath(QStringLiteral("tools")), QStringLiteral("--ssh-nodes"),
                      QStringLiteral("10"), QStringLiteral("--ssh-dir"), sshDir};
        }
        PipelineInstance *p = startWithALogThatSaysNoSave(s, scripts, extra);
        QVERIFY2(p, qPrintable(s.error()));
        QTRY_VERIFY_WITH_TIMEOUT(!s.nodeOfRank(1).isEmpty(), 30000);

        telemetry::NodeCollector collector;
        if (kOverHttps) {
            QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(sshDir + QStringLiteral("/ssh_config")), 30000);
            Problems problems;
            const ssh::SshConfig ssh = ssh::SshConfig::load(sshDir + QStringLiteral("/ssh_config"), &problems);
            QHash<QString, ssh::SshTarget> targets;
            for (const auto &[name, pod] : s.pods())
                targets.insert(pod.node, ssh.resolve(pod.node));
            collector.setTargets(targets);
            p->pipeline->watchLinks(collector);
        } else {
            LastCheckpointReadAnswers::install(*p->pipeline);
        }
        const QString tracker = scripts + QStringLiteral("/shared/ckpt/mindx-a3/latest_checkpointed_iteration.txt");
        const auto saved = [&tracker] {
            QFile file(tracker);
            return file.open(QIODevice::ReadOnly) ? file.readAll().trimmed().toLongLong() : -1;
        };
        // A save, and steps after it; the log never says it.
        QTRY_VERIFY2_WITH_TIMEOUT(saved() > 0 && s.step() > saved() + 5,
                                  qPrintable(QStringLiteral("saved %1, step %2, %3").arg(saved()).arg(s.step())
                                                 .arg(s.jobProgress() ? s.jobProgress()->framework + s.jobProgress()->unknownReason : QString())),
                                  60000);
        QCOMPARE(s.jobProgress()->framework, QStringLiteral("steps-only"));
        QVERIFY(s.jobProgress()->checkpointsSaved.isEmpty());

        QVERIFY(s.inject(QStringLiteral("hang"), s.nodeOfRank(1)));
        // The step is read on the node and journaled as soon as the incident opens.
        const auto said = [&] {
            const auto records = Scenario::journal(*p);
            const auto incidents = Scenario::incidents(*p);
            return !incidents.empty() && std::any_of(records.begin(), records.end(), [&](const journal::JournalRecord &r) {
                return r.kind == RecordKind::Verified
                    && r.reason.startsWith(QStringLiteral("the last complete checkpoint is step %1 (Megatron's "
                                                          "latest_checkpointed_iteration.txt, ").arg(incidents.front().checkpointStep))
                    && r.reason.contains(QLatin1String("--save /job/shared/ckpt/mindx-a3 at /job/code/scripts/train_start.sh:"));
            });
        };
        QTRY_VERIFY2_WITH_TIMEOUT(said(), qPrintable(Scenario::describe(*p)), 60000);
        QVERIFY(Scenario::incidents(*p).front().checkpointStep > 0);
        // End to end the SSH read is what is proved; the rollback and the
        // steps it lost are played in memory, in milliseconds.
        if (kOverHttps)
            return;
        QTRY_VERIFY2_WITH_TIMEOUT(Scenario::allResolved(*p), qPrintable(Scenario::describe(*p)), 90000);
        const pipeline::Incident incident = Scenario::incidents(*p).front();
        QCOMPARE(incident.decision.action, pipeline::RecoveryAction::Rollback);
        QCOMPARE(incident.stepsLost, incident.stepAtFault - incident.checkpointStep);
        QVERIFY(incident.stepsLost > 0);
    }

    // A tracker that cannot be read is said, with why and where, even when
    // the node's answer comes at once (a node not reached over SSH answers so).
    void aTrackerNotReadIsSaidWithWhy()
    {
        if (kOverHttps)
            QSKIP("in memory: the SSH path is proved by stepsLostCountFromTheTrackerWhenTheLogSaysNoSave");
        Scenario s;
        QTemporaryDir dir;
        PipelineInstance *p = startWithALogThatSaysNoSave(s, dir.filePath(QStringLiteral("scripts")));
        QVERIFY2(p, qPrintable(s.error()));
        LastCheckpointReadAnswers::install(*p->pipeline, true, QLatin1String(kCheckpointTrackerFile));
        QTRY_VERIFY_WITH_TIMEOUT(s.step() > 5, 60000);
        QVERIFY(s.inject(QStringLiteral("hang"), s.nodeOfRank(1)));
        const auto said = [&] {
            const auto records = Scenario::journal(*p);
            return std::any_of(records.begin(), records.end(), [](const journal::JournalRecord &r) {
                return r.kind == RecordKind::Verified
                    && r.reason.startsWith(QLatin1String("the step a restart resumes from is not known: not readable by the SSH user ("))
                    && r.reason.endsWith(QLatin1String("/shared/ckpt/mindx-a3/latest_checkpointed_iteration.txt)"));
            });
        };
        QTRY_VERIFY2_WITH_TIMEOUT(said(), qPrintable(Scenario::describe(*p)), 60000);
        QCOMPARE(Scenario::incidents(*p).front().checkpointStep, -1);
    }

    // npu-smi's word on a stall, read from the embedded cluster's nodes as
    // its tool prints them: AICore busy disagrees, AICore idle with the
    // processes still there agrees, no process left says they are gone; a
    // reading from before the stall, or a node not probed, is named unread.
    void npuSmiIsASecondOpinionOnAStall()
    {
        sim::SimCluster cluster(*sim::findPreset("a2-small"), 1000.0);
        const std::string job = "default/" + cluster.preset().jobName;
        ManualClock clock(1000000);
        telemetry::NodeCollector collector;
        collector.setClock(clock);
        const auto probe = [&](const char *node) {
            const sim::NodeToolState state = sim::readNodeToolState(cluster.store(), cluster.telemetry(), node);
            collector.receive(QString::fromLatin1(node), probeOutput(state, {}, QDateTime::currentDateTimeUtc()));
        };
        probe("node-0");
        clock.advance(5000);
        using pipeline::npuActivityWords;
        using pipeline::readNpuActivity;
        using pipeline::JobDevices;
        const QSet<int> every;   // a node whose pods' device lists are not read: all its dies
        const QString busy = npuActivityWords(readNpuActivity(collector, JobDevices{{QStringLiteral("node-0"), every}}, 1000000),
                                              clock.nowMs());
        QVERIFY2(busy.startsWith(QLatin1String("; npu-smi disagrees: AICore at up to ")), qPrintable(busy));
        QVERIFY2(busy.contains(QLatin1String("on 8 of 8 chips (read 5 s ago)")), qPrintable(busy));
        // Only the job's own dies count: the pods' device lists say which.
        const QString own = npuActivityWords(readNpuActivity(collector, JobDevices{{QStringLiteral("node-0"), {2, 3}}}, 1000000),
                                             clock.nowMs());
        QVERIFY2(own.contains(QLatin1String("on 2 of 2 chips")), qPrintable(own));

        // The stall began after that reading: it says nothing of it.
        const QString stale = npuActivityWords(readNpuActivity(collector, JobDevices{{QStringLiteral("node-0"), every},
                                                                                     {QStringLiteral("node-1"), every}},
                                                                   1003000),
                                               clock.nowMs());
        QCOMPARE(stale, QStringLiteral("; npu-smi has no reading of the job's NPUs since the stall began; not read: "
                                       "node-0 (not probed since the stall began), node-1 (not probed)"));

        const nlohmann::json hang{{"apiVersion", "sim.ascendops.io/v1alpha1"}, {"kind", "Fault"},
                                  {"metadata", {{"name", "stuck"}, {"namespace", "default"}}},
                                  {"spec", {{"kind", "hang"}, {"node", "node-0"}}}};
        QVERIFY(cluster.store().create(sim::objects::faults(), "default", hang, false));
        QTRY_VERIFY_WITH_TIMEOUT(cluster.telemetry().jobStalled(job), 5000);
        probe("node-0");
        const QString idle = npuActivityWords(readNpuActivity(collector, JobDevices{{QStringLiteral("node-0"), every},
                                                                                    {QStringLiteral("node-1"), every}},
                                                                  1003000),
                                              clock.nowMs());
        QCOMPARE(idle, QStringLiteral("; npu-smi agrees: AICore 0% on all 8 chips of 1 server, processes still on 8 of them "
                                      "(read 0 s ago); not read: node-1 (not probed)"));

        // A server with no process: the processes are gone.
        probe("node-4");   // a2-small's spare runs nothing
        const QString gone = npuActivityWords(readNpuActivity(collector, JobDevices{{QStringLiteral("node-4"), every}}, 1003000), clock.nowMs());
        QVERIFY2(gone.startsWith(QLatin1String("; npu-smi: AICore 0% and no process on the 8 chips of 1 server")), qPrintable(gone));
        // No node of the job probed: nothing to say.
        QCOMPARE(npuActivityWords(readNpuActivity(collector, JobDevices{{QStringLiteral("node-2"), every}}, 0), clock.nowMs()), QString());
    }

    // On the embedded cluster: the hang the log shows carries npu-smi's
    // agreement, read from every server of the job by the pipeline's own collector.
    void aHangTheLogShowsIsCheckedAgainstNpuSmi()
    {
        if (kOverHttps)
            QSKIP("in memory: the SSH path of the probes is proved by weakOpticsMoveThePodOffTheLink");
        Scenario s;
        QVERIFY2(s.start(QStringLiteral("a2-small"), 20), qPrintable(s.error()));
        pipeline::PipelineSettings observe = Scenario::defaults();
        observe.mode = pipeline::PipelineMode::Observe;
        PipelineInstance *p = s.addPipeline(observe);
        QVERIFY2(p, qPrintable(s.error()));
        QTRY_VERIFY_WITH_TIMEOUT(!s.nodeOfRank(0).isEmpty(), 30000);
        QStringList nodes;
        for (const auto &[name, pod] : s.pods())
            nodes << pod.node;
        telemetry::NodeCollector collector;
        p->pipeline->watchLinks(collector);
        p->pipeline->watchLinks(collector);   // once is enough: no second watch
        QCOMPARE(p->pipeline->findChildren<pipeline::LinkAlertWatch *>().size(), 1);
        MemoryProbes probes(*s.memoryCluster(), s.clock(), collector, nodes, 5000);
        QVERIFY(s.inject(QStringLiteral("hang"), s.nodeOfRank(1)));
        QTRY_VERIFY_WITH_TIMEOUT(!p->pipeline->incidents().empty(), 60000);
        QCOMPARE(p->pipeline->incidents().size(), std::size_t(1));
        const pipeline::FaultSignal &hang = p->pipeline->incidents().begin()->second.first;
        QCOMPARE(hang.kind, pipeline::SignalKind::Hang);
        QVERIFY(nodes.size() > 1);
        QVERIFY2(hang.message.contains(QStringLiteral("; npu-smi agrees: AICore 0% on all %1 chips of %2 servers, processes still on %1 of them")
                                           .arg(nodes.size() * 8).arg(nodes.size())),
                 qPrintable(hang.message));
    }
};

QTEST_GUILESS_MAIN(TestPipelineTelemetry)
#include "tst_pipeline_telemetry.moc"
