// Capacity told truthfully: each server by what it is, the spares of each
// super-pod by whether a pod could land there (never a broken or unread one
// counted healthy), and every die in exactly one class.
#include "model/clustercapacity.h"

#include <QTest>

using namespace ascendops;

namespace {

TopologyDie die(Health health, int rank = -1, bool isolated = false)
{
    TopologyDie d;
    d.health = health;
    d.hccsLink = Health::Ok;
    d.roceLink = Health::Ok;
    d.rank = rank;
    d.isolated = isolated;
    return d;
}

// A server of two dies; a job server (ranks given) runs a pod.
TopologyServer server(const QString &name, int superPod, std::vector<TopologyDie> dies)
{
    TopologyServer s;
    s.nodeName = name;
    s.superPodId = superPod;
    s.spare = std::none_of(dies.begin(), dies.end(), [](const TopologyDie &d) { return d.rank >= 0; });
    if (!s.spare)
        s.podName = name + QStringLiteral("-pod");
    s.nodeHealth = Health::Ok;
    TopologyNpu npu;
    npu.dies = std::move(dies);
    s.npus.push_back(std::move(npu));
    s.updateHealth();
    return s;
}

ClusterTopology topologyOf(std::vector<TopologyServer> servers)
{
    ClusterTopology t;
    t.servers = std::move(servers);
    for (std::size_t i = 0; i < t.servers.size(); ++i) {
        const int id = t.servers[i].superPodId;
        if (id < 0)
            continue;
        if (t.superPods.empty() || t.superPods.back().id != id)
            t.superPods.push_back({id, {}});
        t.superPods.back().servers.push_back(int(i));
    }
    t.reindex();
    return t;
}

} // namespace

class TestClusterCapacity : public QObject
{
    Q_OBJECT

private slots:
    void rolesInOrderOfPrecedence()
    {
        TopologyServer s = server(QStringLiteral("a"), 0, {die(Health::Ok), die(Health::Ok)});
        QCOMPARE(roleOf(s), ServerRole::Spare);
        s.npus[0].dies[1].health = Health::Unknown;
        s.updateHealth();
        QCOMPARE(roleOf(s), ServerRole::SpareUnknown);   // unread is never a healthy spare
        s.npus[0].dies[1].health = Health::Fault;
        s.updateHealth();
        QCOMPARE(roleOf(s), ServerRole::Faulty);
        s.cordoned = true;
        QCOMPARE(roleOf(s), ServerRole::Cordoned);
        s.ready = false;
        QCOMPARE(roleOf(s), ServerRole::Down);

        TopologyServer isolated = server(QStringLiteral("b"), 0, {die(Health::Ok), die(Health::Ok, -1, true)});
        QCOMPARE(roleOf(isolated), ServerRole::Faulty);   // an isolated die: a whole-server pod cannot land
        TopologyServer busy = server(QStringLiteral("c"), 0, {die(Health::Ok, 0), die(Health::Ok, 1)});
        QCOMPARE(roleOf(busy), ServerRole::InUse);
        QCOMPARE(roleName(ServerRole::SpareUnknown), QStringLiteral("spare, health unknown"));
    }

    void sparesPerSuperPod()
    {
        TopologyServer warn = server(QStringLiteral("s0-warn"), 0, {die(Health::Warning), die(Health::Ok)});
        TopologyServer cordoned = server(QStringLiteral("s1-cordoned"), 1, {die(Health::Ok), die(Health::Ok)});
        cordoned.cordoned = true;
        TopologyServer down = server(QStringLiteral("s1-down"), 1, {die(Health::Ok), die(Health::Ok)});
        down.ready = false;
        down.updateHealth();
        // A faulty server that runs the job is not a spare at all.
        TopologyServer faultyJob = server(QStringLiteral("s1-job"), 1, {die(Health::Fault, 0), die(Health::Ok, 1)});
        const ClusterCapacity c = capacityOf(topologyOf({
            server(QStringLiteral("s0-job"), 0, {die(Health::Ok, 0), die(Health::Ok, 1)}),
            server(QStringLiteral("s0-spare"), 0, {die(Health::Ok), die(Health::Ok)}),
            warn,
            server(QStringLiteral("s0-unread"), 0, {die(Health::Unknown), die(Health::Ok)}),
            faultyJob, cordoned, down,
        }));
        QCOMPARE(c.superPods.size(), std::size_t(2));
        QCOMPARE(c.superPods[0].id, 0);
        QCOMPARE(c.superPods[0].spares.healthy, 1);
        QCOMPARE(c.superPods[0].spares.subHealthy, 1);
        QCOMPARE(c.superPods[0].spares.unknown, 1);
        QCOMPARE(c.superPods[0].spares.faulty, 0);
        QCOMPARE(c.superPods[1].spares.healthy, 0);       // nothing a pod could move to
        QCOMPARE(c.superPods[1].spares.faulty, 2);
        QCOMPARE(c.spares.total(), 5);
        QCOMPARE(c.spares.healthy, 1);

        // A pod moved off a server lands in that server's super-pod only.
        const ClusterTopology t = topologyOf({server(QStringLiteral("s0-spare"), 0, {die(Health::Ok), die(Health::Ok)}),
                                              faultyJob, cordoned, down});
        int superPod = -2;
        QVERIFY(!sparesWhereAPodLands(t, QStringLiteral("s1-job"), &superPod).canLand());   // super-pod 0's spare is no use
        QCOMPARE(superPod, 1);
        QCOMPARE(landingPlaceName(superPod), QStringLiteral("super-pod 1"));
        QVERIFY(sparesWhereAPodLands(t, QStringLiteral("s0-spare"), &superPod).canLand());
        QCOMPARE(superPod, 0);
        // Without super-pods (A2), or a server the picture lacks: the cluster's spares.
        QVERIFY(sparesWhereAPodLands(t, QStringLiteral("elsewhere"), &superPod).canLand());
        QCOMPARE(superPod, -1);
        QCOMPARE(landingPlaceName(superPod), QStringLiteral("the cluster"));

        // A job's pods land in the super-pods it runs in: all of them together.
        QString place;
        QVERIFY(!sparesWhereAJobsPodsLand(t, {QStringLiteral("s1-job")}, &place).canLand());
        QCOMPARE(place, QStringLiteral("super-pod 1"));
        QCOMPARE(sparesWhereAJobsPodsLand(t, {QStringLiteral("s1-job"), QStringLiteral("s0-spare")}, &place).healthy, 1);
        QCOMPARE(place, QStringLiteral("super-pods 0, 1"));
        QVERIFY(sparesWhereAJobsPodsLand(t, {QStringLiteral("s1-job"), QStringLiteral("elsewhere")}, &place).canLand());
        QCOMPARE(place, QStringLiteral("the cluster"));
        QVERIFY(sparesWhereAJobsPodsLand(t, {}, &place).canLand());   // no pod running: the cluster's
    }

    void everyDieInOneClass()
    {
        TopologyServer cordonedJob = server(QStringLiteral("cordoned-job"), -1, {die(Health::Ok, 0), die(Health::Ok, 1)});
        cordonedJob.cordoned = true;   // cordoning evicts nothing: its pod still runs
        TopologyServer downJob = server(QStringLiteral("down-job"), -1, {die(Health::Ok, 2), die(Health::Ok, 3)});
        downJob.ready = false;
        TopologyServer cordonedSpare = server(QStringLiteral("cordoned-spare"), -1, {die(Health::Ok), die(Health::Ok)});
        cordonedSpare.cordoned = true;
        TopologyServer failedPod = server(QStringLiteral("failed-pod"), -1, {die(Health::Ok, 4), die(Health::Ok, 5)});
        failedPod.podPhase = QStringLiteral("Failed");   // its dies hold no running rank
        TopologyServer roceDown = server(QStringLiteral("roce"), -1, {die(Health::Ok), die(Health::Ok)});
        roceDown.npus[0].dies[0].roceLink = Health::Fault;
        const ClusterCapacity c = capacityOf(topologyOf({
            cordonedJob, downJob, cordonedSpare, failedPod, roceDown,
            server(QStringLiteral("mixed"), -1, {die(Health::Ok, -1, true), die(Health::Fault)}),
            server(QStringLiteral("unread"), -1, {die(Health::Unknown), die(Health::Ok)}),
        }));
        QCOMPARE(c.superPods.size(), std::size_t(1));
        QCOMPARE(c.superPods[0].id, -1);                  // an A2 cluster's servers, together
        QCOMPARE(c.npus.used, 2);                         // the cordoned server's running pod
        QCOMPARE(c.npus.unavailable, 4);                  // the down server's two, the cordoned spare's two
        QCOMPARE(c.npus.isolated, 1);
        QCOMPARE(c.npus.faulty, 2);                       // a faulty die, a die whose RoCE port is down
        QCOMPARE(c.npus.unknown, 1);
        QCOMPARE(c.npus.free, 4);                         // the failed pod's server's two, roce's healthy die, unread's readable die
        QCOMPARE(c.npus.total(), 14);
    }

    void emptyClusterHasNoSuperPod()
    {
        const ClusterCapacity c = capacityOf(ClusterTopology{});
        QVERIFY(c.superPods.empty());
        QCOMPARE(c.npus.total(), 0);
    }
};

QTEST_APPLESS_MAIN(TestClusterCapacity)
#include "tst_clustercapacity.moc"
