// `ascend-ops-cli isolation` on the embedded cluster over HTTPS: chips
// isolated in the device plugin's store (device-info ManuallySeparateNPU,
// UpgradeFaultReason) and ClusterD's (clusterd-manual-info-cm, the value of
// MindCluster's own example: tests/data/isolation/SOURCES.md) are listed
// with why, and released in the store (or both stores) that hold them; a dry
// run changes nothing. `cluster capacity` counts what is isolated.
#include "../support/clirun.h"
#include "../support/simserver.h"

#include "kube/kubeclient.h"
#include "kube/kubeconfig.h"
#include "kube/kubereply.h"
#include "kube/resourcetype.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace ascendops;
using Json = nlohmann::json;

namespace {

std::string fixture(const char *name)
{
    QFile file(QStringLiteral(TEST_DATA_DIR "/isolation/") + QLatin1String(name));
    return file.open(QIODevice::ReadOnly) ? file.readAll().trimmed().toStdString() : std::string();
}

bool finished(kube::KubeReply *reply)
{
    QSignalSpy done(reply, &kube::KubeReply::finished);
    return (reply->isFinished() || done.wait(10000)) && reply->isOk();
}

} // namespace

class TestCliIsolation : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void listAndReleaseInBothStores()
    {
        SimServer server(m_dir.filePath(QStringLiteral("kubeconfig")), QStringLiteral("a2-small"));
        QString error;
        QVERIFY2(server.start(0, &error), qPrintable(error));
        const kube::Kubeconfig config = kube::Kubeconfig::load({server.kubeconfig()});
        const auto resolved = config.resolve(QStringLiteral("sim-admin"));
        QVERIFY(resolved.connection);
        kube::KubeClient client(*resolved.connection);

        // ClusterD isolated three chips of node-2; the device plugin, chip 2 of node-2 too and chip 5 by a rule.
        const Json manual{{"apiVersion", "v1"}, {"kind", "ConfigMap"},
                          {"metadata", {{"name", "clusterd-manual-info-cm"}, {"namespace", "cluster-system"}}},
                          {"data", {{"node-2", fixture("clusterd-manual-info-node.json")}}}};
        QVERIFY(finished(client.create(kube::ResourceType::configMaps(), QStringLiteral("cluster-system"), manual)));
        const Json reasons = Json::parse(fixture("upgrade-fault-reason.json"));
        const Json patch{{"data", {{"ManuallySeparateNPU", "Ascend910-2,Ascend910-1"}, {"UpgradeFaultReason", reasons.dump()}}}};
        QVERIFY(finished(client.patch(kube::ResourceType::configMaps(), QStringLiteral("kube-system"), QStringLiteral("mindx-dl-deviceinfo-node-2"),
                                      kube::PatchType::Merge, patch)));

        const QStringList common{QStringLiteral("--kubeconfig"), server.kubeconfig()};
        CliRun run = runCli(QStringList{QStringLiteral("isolation"), QStringLiteral("list"), QStringLiteral("--json")} + common);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err.join(QLatin1Char('\n'))));
        const Json listed = Json::parse(run.rawOut.toStdString());
        QCOMPARE(listed["chips"].size(), std::size_t(5));
        int byDevicePlugin = 0;
        for (const Json &chip : listed["chips"]) {
            if (chip["authority"] == "device-plugin")
                ++byDevicePlugin;
            if (chip["authority"] == "device-plugin" && chip["device"] == 1)
                QVERIFY(chip["reasons"][1]["faultCode"] == "81978008");
        }
        QCOMPARE(byDevicePlugin, 2);

        // Capacity counts a chip isolated in either store as isolated, not as
        // in use: 0, 2 and 3 by ClusterD, 1 and 2 by the device plugin, on
        // four job servers of eight NPUs and one spare.
        run = runCli(QStringList{QStringLiteral("cluster"), QStringLiteral("capacity"), QStringLiteral("--json")} + common);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err.join(QLatin1Char('\n'))));
        const Json capacity = Json::parse(run.rawOut.toStdString());
        QVERIFY2(capacity["npus"] == Json::parse(R"({"free":8,"used":28,"isolated":4,"faulty":0,"unavailable":0,"unknown":0,"total":40})"),
                 run.rawOut.constData());
        QCOMPARE(capacity["superPods"].size(), std::size_t(1));
        QVERIFY(capacity["superPods"][0]["id"].is_null());
        QVERIFY(capacity["spares"] == Json::parse(R"({"healthy":1,"subHealthy":0,"faulty":0,"unknown":0})"));
        run = runCli(QStringList{QStringLiteral("cluster"), QStringLiteral("capacity")} + common);
        QVERIFY2(run.rawOut.contains("NPUs: 8 free, 28 in use, 4 isolated"), run.rawOut.constData());

        // A dry run shows both writes and changes nothing.
        const QStringList release{QStringLiteral("isolation"), QStringLiteral("release"), QStringLiteral("--node"), QStringLiteral("node-2"),
                                  QStringLiteral("--device"), QStringLiteral("2")};
        run = runCli(release + common + QStringList{QStringLiteral("--dry-run")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.rawOut.contains("device plugin's store"));
        QVERIFY(run.rawOut.contains("ClusterD's store"));
        QVERIFY(!run.rawOut.contains("sent:"));
        run = runCli(QStringList{QStringLiteral("isolation"), QStringLiteral("list"), QStringLiteral("--json")} + common);
        QCOMPARE(Json::parse(run.rawOut.toStdString())["chips"].size(), std::size_t(5));

        // A context that may only read: the server-side dry run is refused
        // (403), said with the store, and nothing is sent.
        run = runCli(release + common + QStringList{QStringLiteral("--context"), QStringLiteral("sim-readonly")});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.rawOut.contains("server-side dry run:"), run.rawOut.constData());
        QVERIFY2(run.rawOut.toLower().contains("forbidden"), run.rawOut.constData());
        QVERIFY(!run.rawOut.contains("sent:"));
        run = runCli(QStringList{QStringLiteral("isolation"), QStringLiteral("list"), QStringLiteral("--json")} + common);
        QCOMPARE(Json::parse(run.rawOut.toStdString())["chips"].size(), std::size_t(5));

        // Released in both stores; ClusterD's Detail is left for ClusterD.
        run = runCli(release + common);
        QVERIFY2(run.exitCode == 0, qPrintable(QString::fromUtf8(run.rawOut)));
        QVERIFY(run.rawOut.contains("sent:"));
        kube::KubeReply *read = client.get(kube::ResourceType::configMaps(), QStringLiteral("cluster-system"), QStringLiteral("clusterd-manual-info-cm"));
        QVERIFY(finished(read));
        const Json node2 = Json::parse(read->object()["data"]["node-2"].get<std::string>());
        QVERIFY(node2["Total"] == Json::parse(R"(["Ascend910-0","Ascend910-3"])"));
        QVERIFY(node2["Detail"].contains("Ascend910-2"));
        read = client.get(kube::ResourceType::configMaps(), QStringLiteral("kube-system"), QStringLiteral("mindx-dl-deviceinfo-node-2"));
        QVERIFY(finished(read));
        QVERIFY(read->object()["data"]["ManuallySeparateNPU"] == "Ascend910-1");

        // Nothing isolates it any more: said, with exit 1.
        run = runCli(release + common);
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.err.join(QLatin1Char(' ')).contains(QLatin1String("no store isolates chip 2 of node-2")));
    }
};

QTEST_GUILESS_MAIN(TestCliIsolation)
#include "tst_cli_isolation.moc"
