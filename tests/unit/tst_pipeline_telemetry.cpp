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
#include "telemetry/nodecollector.h"

#include <QDir>
#include <QFile>

using namespace scenario;
using journal::RecordKind;

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
};

QTEST_GUILESS_MAIN(TestPipelineTelemetry)
#include "tst_pipeline_telemetry.moc"
