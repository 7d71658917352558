// `ascend-ops-cli sim inject` against a served a3-demo cluster: the Fault is
// created through the Kubernetes API, the embedded cluster plays it, and the
// node's device-info ConfigMap read back through the API shows the chip
// fault; bad flags are refused with exit code 2 before anything is sent.
#include "formats/deviceinfocfg.h"
#include "kube/kubeclient.h"
#include "kube/kubeconfig.h"
#include "kube/kubereply.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <optional>

using namespace ascendops;
using Json = nlohmann::json;

namespace {

struct CliRun
{
    int exitCode = -1;
    QString out;
    QString err;
};

CliRun runCli(const QStringList &args)
{
    QProcess process;
    process.start(QStringLiteral(CLI_PATH), args);
    CliRun run;
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

} // namespace

class TestSimInject : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QProcess m_server;
    QString m_kubeconfig;

    QStringList inject(const QStringList &flags) const
    {
        return QStringList{QStringLiteral("sim"), QStringLiteral("inject"), QStringLiteral("--kubeconfig"), m_kubeconfig} + flags;
    }

    // The node's DeviceInfoCfg as the API serves it now.
    std::optional<DeviceInfoCfg> deviceInfo(kube::KubeClient &client, const QString &node)
    {
        kube::KubeReply *reply = client.get(kube::ResourceType::configMaps(), QStringLiteral("kube-system"),
                                            QStringLiteral("mindx-dl-deviceinfo-") + node);
        bool done = false;
        std::optional<DeviceInfoCfg> info;
        reply->then(this, [&](kube::KubeReply &answer) {
            done = true;
            if (!answer.isOk())
                return;
            Parsed<DeviceInfoCfg> decoded = decodeDeviceInfo(answer.object()["data"].value("DeviceInfoCfg", ""));
            if (decoded)
                info = decoded.take();
        });
        for (int waited = 0; !done && waited < 20000; waited += 20)
            QTest::qWait(20);
        return info;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_kubeconfig = m_dir.filePath(QStringLiteral("kubeconfig"));
        m_server.start(QStringLiteral(CLI_PATH),
                       {QStringLiteral("sim"), QStringLiteral("serve"), QStringLiteral("--listen"),
                        QStringLiteral("127.0.0.1:0"), QStringLiteral("--preset"), QStringLiteral("a3-demo"),
                        QStringLiteral("--kubeconfig-out"), m_kubeconfig, QStringLiteral("--speed"), QStringLiteral("20")});
        QVERIFY2(m_server.waitForStarted(10000), qPrintable(m_server.errorString()));
        QTRY_VERIFY_WITH_TIMEOUT(m_server.canReadLine() || m_server.state() != QProcess::Running, 60000);
        const QString line = QString::fromUtf8(m_server.readLine()).trimmed();
        QVERIFY2(line.startsWith(QLatin1String("serving https://127.0.0.1:")),
                 qPrintable(line + QString::fromUtf8(m_server.readAllStandardError())));
    }

    void cleanupTestCase()
    {
        if (m_server.state() == QProcess::Running) {
            m_server.terminate();
            if (!m_server.waitForFinished(10000))
                m_server.kill();
        }
    }

    void injectedChipFaultReachesTheDeviceInfoConfigMap()
    {
        const CliRun run = runCli(inject({QStringLiteral("--kind"), QStringLiteral("npu-fault"), QStringLiteral("--node"),
                                          QStringLiteral("node-1"), QStringLiteral("--device"), QStringLiteral("2"),
                                          QStringLiteral("--fault-code"), QStringLiteral("80e18402"), QStringLiteral("--name"),
                                          QStringLiteral("chip-fault"), QStringLiteral("--duration"), QStringLiteral("600")}));
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(run.out, QStringLiteral("fault.sim.ascendops.io/chip-fault created\n"));

        const kube::Kubeconfig config = kube::Kubeconfig::load({m_kubeconfig});
        const kube::Kubeconfig::Resolved resolved = config.resolve({});
        QVERIFY(resolved.connection);
        kube::KubeClient client(*resolved.connection);
        std::optional<DeviceInfoCfg> info;
        QTRY_VERIFY_WITH_TIMEOUT((info = deviceInfo(client, QStringLiteral("node-1")))
                                     && std::count(info->unhealthy.begin(), info->unhealthy.end(), 2) == 1,
                                 20000);
        QVERIFY(std::count(info->healthy.begin(), info->healthy.end(), 2) == 0);
        const auto entry = std::find_if(info->faults.begin(), info->faults.end(), [](const Json &fault) {
            return fault.value("npu_name", "") == "Ascend910-2";
        });
        QVERIFY(entry != info->faults.end());
        QCOMPARE(entry->value("fault_code", ""), std::string("80E18402"));
        QCOMPARE(entry->value("fault_handling", ""), std::string("SeparateNPU"));
        QCOMPARE(entry->value("fault_type", ""), std::string("CardUnhealthy"));
    }

    void badFlagsAreRefusedBeforeAnythingIsSent()
    {
        CliRun run = runCli(inject({QStringLiteral("--kind"), QStringLiteral("meteor"), QStringLiteral("--node"), QStringLiteral("node-1")}));
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QLatin1String("unknown kind \"meteor\"")) && run.err.contains(QLatin1String("link-flap")),
                 qPrintable(run.err));
        run = runCli(inject({QStringLiteral("--kind"), QStringLiteral("npu-fault"), QStringLiteral("--node"), QStringLiteral("node-1")}));
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QLatin1String("--fault-code is required")), qPrintable(run.err));
        run = runCli(inject({QStringLiteral("--kind"), QStringLiteral("npu-fault"), QStringLiteral("--node"), QStringLiteral("node-1"),
                             QStringLiteral("--fault-code"), QStringLiteral("80E1840G")}));
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QLatin1String("8 hex digits")), qPrintable(run.err));
        run = runCli(inject({QStringLiteral("--kind"), QStringLiteral("link-flap")}));
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QLatin1String("--node is required")), qPrintable(run.err));
    }
};

QTEST_GUILESS_MAIN(TestSimInject)
#include "tst_sim_inject.moc"
