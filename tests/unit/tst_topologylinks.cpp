// Node telemetry merged into the topology: a die's RoCE link takes the
// worse of device-info and the telemetry verdict, with reasons and time, and
// its server's worst colour follows.
#include "telemetry/topologylinks.h"

#include <QTest>

using namespace ascendops;
using namespace ascendops::telemetry;

namespace {

TopologyServer healthyServer()
{
    TopologyServer server;
    server.nodeName = QStringLiteral("node-2");
    for (int n = 0; n < 2; ++n) {
        TopologyNpu npu{n, {}};
        for (int d = 0; d < 2; ++d) {
            TopologyDie die;
            die.deviceId = n * 2 + d;
            die.health = die.hccsLink = die.roceLink = Health::Ok;
            npu.dies.push_back(die);
        }
        server.npus.push_back(npu);
    }
    server.updateHealth();
    return server;
}

DieLinkTelemetry verdict(Health health, const QStringList &reasons, qint64 at)
{
    DieLinkTelemetry telemetry;
    telemetry.verdict.health = health;
    telemetry.verdict.reasons = reasons;
    telemetry.probedAtMs = at;
    return telemetry;
}

} // namespace

class TestTopologyLinks : public QObject
{
    Q_OBJECT

private slots:
    void faultVerdictTurnsTheRoceLinkAndServerRed()
    {
        const TopologyServer fromCluster = healthyServer();
        TopologyServer merged = fromCluster;
        ServerLinkTelemetry telemetry;
        telemetry.insert(3, verdict(Health::Fault, {QStringLiteral("RX power -14.2 dBm under the module's low alarm -12.0 dBm on lane 1")}, 1700000000000));
        telemetry.insert(0, verdict(Health::Ok, {}, 1700000000000));
        mergeLinkTelemetry(merged, telemetry);
        const TopologyDie &die = merged.npus[1].dies[1];
        QCOMPARE(die.deviceId, 3);
        QCOMPARE(die.roceLink, Health::Fault);
        QCOMPARE(die.roceTelemetry, Health::Fault);
        QCOMPARE(die.roceReasons.size(), 1);
        QVERIFY(die.roceReasons.first().contains(QLatin1String("RX power")));
        QCOMPARE(die.roceProbedAtMs, 1700000000000);
        QCOMPARE(die.health, Health::Ok);  // the chip itself is fine
        QCOMPARE(merged.health, Health::Fault);
        QCOMPARE(merged.npus[0].dies[0].roceTelemetry, Health::Ok);
        QCOMPARE(merged.npus[0].dies[1].roceProbedAtMs, 0);  // not in the probe
        QVERIFY(!sameColours(fromCluster, merged));
    }

    void warningShowsAmberAndNeverHidesADeviceInfoFault()
    {
        TopologyServer fromCluster = healthyServer();
        fromCluster.npus[0].dies[1].roceLink = Health::Fault;  // device-info says the link is down
        fromCluster.updateHealth();
        TopologyServer merged = fromCluster;
        ServerLinkTelemetry telemetry;
        telemetry.insert(1, verdict(Health::Ok, {}, 5));
        telemetry.insert(2, verdict(Health::Warning, {QStringLiteral("1 link down in 5 min")}, 5));
        mergeLinkTelemetry(merged, telemetry);
        QCOMPARE(merged.npus[0].dies[1].roceLink, Health::Fault);
        QCOMPARE(merged.npus[0].dies[1].roceTelemetry, Health::Ok);
        QCOMPARE(merged.npus[1].dies[0].roceLink, Health::Warning);
        QCOMPARE(merged.health, Health::Fault);
    }

    void mergingAgainFromTheClusterLetsARecoveredLinkTurnGreen()
    {
        const TopologyServer fromCluster = healthyServer();
        TopologyServer first = fromCluster;
        ServerLinkTelemetry bad;
        bad.insert(2, verdict(Health::Fault, {QStringLiteral("link DOWN")}, 1));
        mergeLinkTelemetry(first, bad);
        TopologyServer second = fromCluster;
        ServerLinkTelemetry good;
        good.insert(2, verdict(Health::Ok, {}, 2));
        mergeLinkTelemetry(second, good);
        QCOMPARE(second.npus[1].dies[0].roceLink, Health::Ok);
        QCOMPARE(second.health, Health::Ok);
        QVERIFY(!sameColours(first, second));
        QVERIFY(sameColours(fromCluster, second));
    }
};

QTEST_GUILESS_MAIN(TestTopologyLinks)
#include "tst_topologylinks.moc"
