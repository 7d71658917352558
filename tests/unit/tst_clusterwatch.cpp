// The console's caches of a cluster (ClusterWatch) on the embedded cluster's
// store, in memory: what a change makes it do again, and in what order.
#include "../support/memorycluster.h"

#include "formats/deviceinfocfg.h"
#include "clustermodel/topologybuilder.h"
#include "formats/nodeinfocfg.h"
#include "model/jobladder.h"
#include "model/objectfields.h"
#include "sim/seed/simpreset.h"

#include <QElapsedTimer>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QThread>
#include <QTest>

using namespace ascendops;
using ascendops::testing::MemoryApi;
using ascendops::testing::MemoryCluster;
using nlohmann::json;

namespace {

const sim::ApiResource &configMaps() { return *sim::findResource("", "v1", "configmaps"); }
const sim::ApiResource &pods() { return *sim::findResource("", "v1", "pods"); }

// Rewrites a stored object with one annotation changed, as a controller does.
void touch(sim::ObjectStore &store, const sim::ApiResource &resource, const std::string &ns, const std::string &name)
{
    const sim::StoreResult current = store.get(resource, ns, name);
    QVERIFY(current);
    json changed = current.object->value;
    changed["metadata"]["annotations"]["touched"] = std::to_string(store.resourceVersion());
    QVERIFY(store.update(resource, ns, name, changed, false));
}

// Until the first sync is said and the watch has been quiet for 300 ms
// (the estimates follow the summaries, later on a loaded machine).
void settle(clustermodel::ClusterWatch &watch)
{
    QVERIFY(QTest::qWaitFor([&] { return watch.isReady(); }, 10000));
    QSignalSpy changes(&watch, &clustermodel::ClusterWatch::jobsChanged);
    QElapsedTimer clock;
    clock.start();
    qsizetype seen = -1;
    while (clock.elapsed() < 10000) {
        seen = changes.size();
        QTest::qWait(300);
        if (changes.size() == seen)
            return;
    }
    QFAIL("the jobs kept changing for 10 s");
}

json trainingPod(const char *name, const char *node, const char *phase)
{
    return json{{"apiVersion", "v1"}, {"kind", "Pod"},
                {"metadata", {{"name", name}, {"namespace", "default"}, {"uid", std::string("uid-") + name},
                              {"labels", {{"volcano.sh/job-name", "train"}}}}},
                {"spec", {{"nodeName", node}}},
                {"status", {{"phase", phase}}}};
}

const JobPodSummary *podIn(const std::vector<JobSummary> &jobs, const QString &name)
{
    for (const JobSummary &job : jobs)
        for (const JobPodSummary &pod : job.pods)
            if (pod.name == name)
                return &pod;
    return nullptr;
}

} // namespace

class TestClusterWatch : public QObject
{
    Q_OBJECT

private slots:
    // NodeD rewrites every node's NodeInfo map every few seconds: at a
    // thousand nodes, summarizing the jobs again for each was a dozen
    // summaries a second on the GUI thread. A map in a job's namespace (its
    // scripts, its rank table) still counts.
    void nodeStateMapsLeaveTheJobsAlone()
    {
        MemoryCluster cluster(*sim::findPreset("a2-small"));
        QVERIFY(cluster.waitForSync());
        settle(cluster.watch);
        QSignalSpy jobs(&cluster.watch, &clustermodel::ClusterWatch::jobsChanged);
        touch(cluster.store, configMaps(), std::string(kNodeInfoNamespace), std::string(kNodeInfoPrefix) + "node-1");
        QTest::qWait(300);
        QCOMPARE(jobs.size(), 0);
        cluster.store.create(configMaps(), "default",
                             {{"metadata", {{"name", "train-script"}}}, {"data", {{"train.sh", "python train.py"}}}}, false);
        QTRY_VERIFY(jobs.size() > 0);
    }

    // The servers and their health come before the pods are listed (a
    // fleet's 50,000 take seconds): drawn without pods first, then whole.
    void theServersAreDrawnBeforeThePodsAreListed()
    {
        sim::ObjectStore store;
        sim::seedCluster(store, sim::buildClusterObjects(*sim::findPreset("a2-small")));
        MemoryApi api(store);
        api.failNext(QStringLiteral("/api/v1/pods"), 1);   // the pods' first list is lost: listed again later
        clustermodel::ClusterWatch watch(&api);
        watch.setCoalesceInterval(0);
        QSignalSpy topology(&watch, &clustermodel::ClusterWatch::topologyChanged);
        QSignalSpy synced(&watch, &clustermodel::ClusterWatch::synced);
        watch.start();
        QTRY_VERIFY(topology.size() >= 1);
        QVERIFY(!watch.hasSynced());
        QCOMPARE(synced.size(), 0);
        QCOMPARE(int(watch.topology().servers.size()), 5);
        for (const TopologyServer &server : watch.topology().servers)
            QVERIFY2(server.podName.isEmpty(), qPrintable(server.nodeName));
        QVERIFY(!watch.isReady());
        QTRY_COMPARE_WITH_TIMEOUT(synced.size(), 1, 5000);
        QVERIFY(topology.size() >= 2);
        int withPods = 0;
        for (const TopologyServer &server : watch.topology().servers)
            withPods += !server.podName.isEmpty();
        QCOMPARE(withPods, 4);
    }

    // A pod change redraws the servers its pods are bound to (a restart at
    // 16k ranks touches each server twice; rebuilding the whole picture each
    // time read a thousand maps again), then summarizes the jobs, each in a
    // pass of the event loop of its own. A Node change rebuilds the picture
    // and announces it.
    void aPodRedrawsItsServerBeforeTheSummaries()
    {
        MemoryCluster cluster(*sim::findPreset("a2-small"));
        QVERIFY(cluster.waitForSync());
        settle(cluster.watch);
        QStringList step;   // what one pass of the event loop said
        connect(&cluster.watch, &clustermodel::ClusterWatch::topologyChanged, this, [&] { step << QStringLiteral("topology"); });
        connect(&cluster.watch, &clustermodel::ClusterWatch::serversChanged, this, [&](const QList<int> &servers) {
            step << QStringLiteral("servers %1").arg(servers.size());
        });
        connect(&cluster.watch, &clustermodel::ClusterWatch::jobsChanged, this, [&] { step << QStringLiteral("jobs"); });
        const auto passesUntil = [&](const QString &last) {
            QStringList passes;
            QElapsedTimer clock;
            clock.start();
            while (!passes.contains(last) && clock.elapsed() < 5000) {
                QCoreApplication::processEvents(QEventLoop::AllEvents);
                if (!step.isEmpty())
                    passes << step.join(QLatin1Char('+'));
                step.clear();
                QThread::msleep(1);
            }
            return passes;
        };
        const sim::ListResult all = cluster.store.list(pods(), "default", {}, {});
        QVERIFY(!all.items.empty());
        const json pod = all.items.front()->value;
        touch(cluster.store, pods(), "default", pod["metadata"]["name"].get<std::string>());
        QStringList passes = passesUntil(QStringLiteral("jobs"));
        QCOMPARE(passes, QStringList({QStringLiteral("servers 1"), QStringLiteral("jobs")}));

        settle(cluster.watch);   // (the estimates follow the summaries)
        step.clear();

        touch(cluster.store, *sim::findResource("", "v1", "nodes"), "", pod["spec"]["nodeName"].get<std::string>());
        passes = passesUntil(QStringLiteral("topology"));
        QVERIFY2(passes.last() == QLatin1String("topology"), qPrintable(passes.join(QStringLiteral(", "))));
        QVERIFY2(passes.size() == 1, qPrintable(passes.join(QStringLiteral(", "))));
    }

    // What is kept of a job's pods (its summary's pods, where it runs) goes
    // when one of them changes, and stays while only the job does.
    void aPodChangeReachesWhatIsKeptOfItsJob()
    {
        clustermodel::ClusterWatch watch(nullptr);
        watch.setCoalesceInterval(0);
        const json job{{"apiVersion", "batch.volcano.sh/v1alpha1"}, {"kind", "Job"},
                       {"metadata", {{"name", "train"}, {"namespace", "default"}}},
                       {"status", {{"state", {{"phase", "Running"}}}}}};
        watch.volcanoJobs()->feedList({job});
        watch.nodes()->feedList({});
        watch.configMaps()->feedList({});
        watch.pods()->feedList({trainingPod("train-0", "node-0", "Running"), trainingPod("train-1", "node-1", "Running")});
        QTRY_VERIFY(watch.isReady());
        const QString key = QStringLiteral("default/train");
        QCOMPARE(watch.placementOf(key).podNode, QStringLiteral("node-0"));
        QCOMPARE(watch.placementOf(key).runningNodes, QStringList({QStringLiteral("node-0"), QStringLiteral("node-1")}));
        QCOMPARE(podIn(watch.jobs(), QStringLiteral("train-0"))->phase, QStringLiteral("Running"));

        watch.pods()->feed({kube::WatchEvent::Type::Modified, trainingPod("train-0", "node-0", "Failed")});
        const clustermodel::JobPlacement moved = watch.placementOf(key);
        QCOMPARE(moved.podNode, QStringLiteral("node-1"));
        QCOMPARE(moved.podUid, QStringLiteral("uid-train-1"));
        QCOMPARE(moved.runningNodes, QStringList({QStringLiteral("node-1")}));
        QTRY_COMPARE(podIn(watch.jobs(), QStringLiteral("train-0"))->phase, QStringLiteral("Failed"));

        // The job alone changes: its summary follows, its pods are as they were.
        json retried = job;
        retried["status"]["retryCount"] = 1;
        watch.volcanoJobs()->feed({kube::WatchEvent::Type::Modified, retried});
        QTRY_COMPARE(watch.jobs().at(0).retryCount, 1);
        QCOMPARE(watch.jobs().at(0).runningPods, 1);

        watch.pods()->feed({kube::WatchEvent::Type::Deleted, trainingPod("train-1", "node-1", "Running")});
        QVERIFY(watch.placementOf(key).podNode.isEmpty());
        QTRY_VERIFY(!podIn(watch.jobs(), QStringLiteral("train-1")));
    }

    // The node a job's files are read on is rank 0's where it runs (it
    // writes what one rank writes), whatever order the pods come in.
    void theJobsFilesAreReadWhereRankZeroRuns()
    {
        const auto ranked = [](const char *name, const char *node, const char *rank) {
            json pod = trainingPod(name, node, "Running");
            pod["metadata"]["annotations"] = {{"hccl/rankIndex", rank}};
            return pod;
        };
        std::vector<json> pods{ranked("train-2", "node-2", "2"), ranked("train-0", "node-5", "0"), ranked("train-1", "node-1", "1")};
        std::vector<const json *> order;
        for (const json &pod : pods)
            order.push_back(&pod);
        const clustermodel::JobPlacement placement = clustermodel::placementOfPods(summarizePods(order));
        QCOMPARE(placement.podNode, QStringLiteral("node-5"));
        QCOMPARE(placement.podName, QStringLiteral("train-0"));
        // The nodes by rank, as the summaries list the pods.
        QCOMPARE(placement.runningNodes, QStringList({QStringLiteral("node-5"), QStringLiteral("node-1"), QStringLiteral("node-2")}));
        std::reverse(order.begin(), order.end());
        QCOMPARE(clustermodel::placementOfPods(summarizePods(order)).runningNodes, placement.runningNodes);
        pods[1]["status"]["phase"] = "Failed";
        QCOMPARE(clustermodel::placementOfPods(summarizePods(order)).podNode, QStringLiteral("node-1"));
    }

    // Servers' pods change together with another's shape:
    // the whole picture is rebuilt, and until it is announced topology()
    // stays as last announced, the other server included.
    void aPictureChangesOnlyWhenAnnounced()
    {
        clustermodel::ClusterWatch watch(nullptr);
        watch.setCoalesceInterval(0);
        const auto node = [](const char *name) {
            return json{{"apiVersion", "v1"}, {"kind", "Node"},
                        {"metadata", {{"name", name}, {"labels", {{"accelerator", "huawei-Ascend910"}}}}}};
        };
        const auto map = [](const char *node) {
            DeviceInfoCfg info;
            info.healthy = {0, 1};
            return json{{"apiVersion", "v1"}, {"kind", "ConfigMap"},
                        {"metadata", {{"name", std::string("mindx-dl-deviceinfo-") + node}, {"namespace", "kube-system"}}},
                        {"data", {{"DeviceInfoCfg", encodeDeviceInfo(info)}}}};
        };
        const auto placed = [](const char *name, const char *node, int rankIndex, int devices) {
            json list = json::array();
            for (int i = 0; i < devices; ++i)
                list.push_back({{"device_id", std::to_string(i)}, {"device_ip", "192.168.0." + std::to_string(i)}});
            json pod = trainingPod(name, node, "Running");
            pod["metadata"]["annotations"] = {{"hccl/rankIndex", std::to_string(rankIndex)},
                                              {"ascend.kubectl.kubernetes.io/ascend-910-configuration",
                                               json{{"devices", list}}.dump()}};
            return pod;
        };
        // Twelve servers' pods change, and the thirteenth's device-info takes
        // a new shape.
        constexpr int kServers = 13;
        std::vector<json> nodes, maps, pods;
        std::vector<std::string> names;
        for (int i = 0; i < kServers; ++i)
            names.push_back("node-" + std::to_string(i));
        for (int i = 0; i < kServers; ++i) {
            nodes.push_back(node(names[std::size_t(i)].c_str()));
            maps.push_back(map(names[std::size_t(i)].c_str()));
            pods.push_back(placed(("train-" + std::to_string(i)).c_str(), names[std::size_t(i)].c_str(), i, 2));
        }
        watch.volcanoJobs()->feedList({});
        watch.nodes()->feedList(nodes);
        watch.configMaps()->feedList(maps);
        watch.pods()->feedList(pods);
        QTRY_VERIFY(watch.isReady());
        const auto rankIndexOf = [&](int i) {
            return watch.topology().servers[std::size_t(watch.topology().serverIndex(QString::fromStdString(names[std::size_t(i)])))].rankIndex;
        };
        QCOMPARE(rankIndexOf(0), 0);

        bool announced = false;
        connect(&watch, &clustermodel::ClusterWatch::topologyChanged, this, [&] { announced = true; });
        // Looked at on every change of the picture's servers and at every pass.
        connect(&watch, &clustermodel::ClusterWatch::serversChanged, this, [&] { QFAIL("a server changed before the rebuild"); });
        for (int i = 0; i < kServers - 1; ++i)
            watch.pods()->feed({kube::WatchEvent::Type::Modified,
                                placed(("train-" + std::to_string(i)).c_str(), names[std::size_t(i)].c_str(), 100 + i, 2)});
        json wider = maps.back();   // the last server's map now lists four dies
        DeviceInfoCfg four;
        four.healthy = {0, 1, 2, 3};
        wider["data"]["DeviceInfoCfg"] = encodeDeviceInfo(four);
        watch.configMaps()->feed({kube::WatchEvent::Type::Modified, wider});
        QElapsedTimer clock;
        clock.start();
        while (!announced && clock.elapsed() < 5000) {
            QCoreApplication::processEvents(QEventLoop::AllEvents);
            for (int i = 0; i < kServers - 1 && !announced; ++i)
                QCOMPARE(rankIndexOf(i), i);
        }
        QVERIFY(announced);
        for (int i = 0; i < kServers - 1; ++i)
            QCOMPARE(rankIndexOf(i), 100 + i);
        QCOMPARE(watch.topology().dieCount(), 2 * kServers + 2);
    }

    // A server's device-info map goes: what it said of the dies is no longer
    // known, and the server is not left with its old health.
    void aServerWhoseMapGoesIsReadAgain()
    {
        clustermodel::ClusterWatch watch(nullptr);
        watch.setCoalesceInterval(0);
        DeviceInfoCfg faulty;
        faulty.healthy = {0};
        faulty.unhealthy = {1};
        const json map{{"apiVersion", "v1"}, {"kind", "ConfigMap"},
                       {"metadata", {{"name", "mindx-dl-deviceinfo-node-0"}, {"namespace", "kube-system"}}},
                       {"data", {{"DeviceInfoCfg", encodeDeviceInfo(faulty)}}}};
        watch.volcanoJobs()->feedList({});
        watch.pods()->feedList({});
        watch.nodes()->feedList({{{"apiVersion", "v1"}, {"kind", "Node"},
                                  {"metadata", {{"name", "node-0"}, {"labels", {{"accelerator", "huawei-Ascend910"}}}}}}});
        watch.configMaps()->feedList({map});
        QTRY_VERIFY(watch.isReady());
        QCOMPARE(watch.topology().dieCount(), 2);
        QCOMPARE(watch.topology().servers.at(0).npus.at(1).dies.at(0).health, Health::Fault);
        watch.configMaps()->feed({kube::WatchEvent::Type::Deleted, map});
        QTRY_COMPARE(watch.topology().dieCount(), 0);   // no map, no capacity: no dies known
        QCOMPARE(watch.topology().servers.size(), std::size_t(1));
    }

    // A map that cannot be read is said once in the log, with its place, and
    // shown with its server in every picture; said again only when it comes
    // back after it was mended.
    void anUnreadableMapIsLoggedOnceAndShownWithItsServer()
    {
        static QStringList logged;
        logged.clear();
        const QtMessageHandler previous = qInstallMessageHandler([](QtMsgType type, const QMessageLogContext &, const QString &message) {
            if (type == QtWarningMsg && message.contains(QLatin1String("mindx-dl-deviceinfo-node-0")))
                logged << message;
        });
        const auto restore = qScopeGuard([previous] { qInstallMessageHandler(previous); });
        clustermodel::ClusterWatch watch(nullptr);
        watch.setCoalesceInterval(0);
        const auto node = [](const char *name) {
            return json{{"apiVersion", "v1"}, {"kind", "Node"},
                        {"metadata", {{"name", name}, {"labels", {{"accelerator", "huawei-Ascend910"}}}}}};
        };
        DeviceInfoCfg two;
        two.healthy = {0, 1};
        const json mended{{"apiVersion", "v1"}, {"kind", "ConfigMap"},
                          {"metadata", {{"name", "mindx-dl-deviceinfo-node-0"}, {"namespace", "kube-system"}}},
                          {"data", {{"DeviceInfoCfg", encodeDeviceInfo(two)}}}};
        json broken = mended;
        broken["data"]["DeviceInfoCfg"] = "{not json";
        const auto unreadOf = [&watch](const char *name) {
            const int index = watch.topology().serverIndex(QString::fromLatin1(name));
            return index < 0 ? QStringList{QStringLiteral("no server")} : watch.topology().servers[std::size_t(index)].unread;
        };
        watch.volcanoJobs()->feedList({});
        watch.pods()->feedList({});
        watch.nodes()->feedList({node("node-0"), node("node-1")});
        watch.configMaps()->feedList({broken});
        QTRY_VERIFY(watch.isReady());
        QCOMPARE(unreadOf("node-0").size(), 1);
        QVERIFY2(unreadOf("node-0")[0].startsWith(QLatin1String("kube-system/mindx-dl-deviceinfo-node-0 data.DeviceInfoCfg: ")),
                 qPrintable(unreadOf("node-0")[0]));
        QVERIFY(unreadOf("node-1").isEmpty());
        QCOMPARE(logged, unreadOf("node-0"));

        watch.nodes()->feed({kube::WatchEvent::Type::Added, node("node-2")});   // a rebuild
        QTRY_COMPARE(watch.topology().servers.size(), std::size_t(3));
        QCOMPARE(unreadOf("node-0").size(), 1);
        QCOMPARE(logged.size(), 1);

        watch.configMaps()->feed({kube::WatchEvent::Type::Modified, mended});
        QTRY_COMPARE(watch.topology().dieCount(), 2);
        QVERIFY(unreadOf("node-0").isEmpty());
        watch.configMaps()->feed({kube::WatchEvent::Type::Modified, broken});
        QTRY_COMPARE(logged.size(), 2);
        QCOMPARE(unreadOf("node-0").size(), 1);

        // Updated in place (the same dies, a switch state that does not
        // parse): said once too, with the server, and no rebuild.
        watch.configMaps()->feed({kube::WatchEvent::Type::Modified, mended});
        QTRY_VERIFY(unreadOf("node-0").isEmpty());
        QSignalSpy servers(&watch, &clustermodel::ClusterWatch::serversChanged);
        QSignalSpy rebuilt(&watch, &clustermodel::ClusterWatch::topologyChanged);
        json badSwitch = mended;
        badSwitch["data"]["SwitchInfoCfg"] = "{not json";
        watch.configMaps()->feed({kube::WatchEvent::Type::Modified, badSwitch});
        QTRY_COMPARE(servers.size(), 1);
        QCOMPARE(rebuilt.size(), 0);
        QCOMPARE(unreadOf("node-0").size(), 1);
        QVERIFY2(unreadOf("node-0")[0].contains(QLatin1String("data.SwitchInfoCfg")), qPrintable(unreadOf("node-0")[0]));
        QCOMPARE(logged.size(), 3);
        QCOMPARE(logged.last(), unreadOf("node-0")[0]);
        badSwitch["metadata"]["annotations"]["touched"] = "again";   // the same problem, read again
        watch.configMaps()->feed({kube::WatchEvent::Type::Modified, badSwitch});
        QTRY_COMPARE(servers.size(), 2);
        QCOMPARE(logged.size(), 3);
    }

    // NodeD's word on a host paints its server: read with the picture, then
    // in place as NodeD rewrites its map (no rebuild), and forgotten when
    // the map goes.
    void nodeDsWordPaintsTheServerInPlace()
    {
        clustermodel::ClusterWatch watch(nullptr);
        watch.setCoalesceInterval(0);
        DeviceInfoCfg two;
        two.healthy = {0, 1};
        const json deviceInfo{{"apiVersion", "v1"}, {"kind", "ConfigMap"},
                              {"metadata", {{"name", "mindx-dl-deviceinfo-node-0"}, {"namespace", "kube-system"}}},
                              {"data", {{"DeviceInfoCfg", encodeDeviceInfo(two)}}}};
        const auto nodeInfo = [](const NodeInfoCfg &info) {
            return json{{"apiVersion", "v1"}, {"kind", "ConfigMap"},
                        {"metadata", {{"name", "mindx-dl-nodeinfo-node-0"}, {"namespace", "mindx-dl"}}},
                        {"data", {{"NodeInfo", encodeNodeInfo(info)}}}};
        };
        const json healthy = nodeInfo({"Healthy", {}});
        const json unhealthy = nodeInfo({"UnHealthy", {{"Memory", 3, {"00000021"}, "SeparateFault"}}});
        watch.volcanoJobs()->feedList({});
        watch.pods()->feedList({});
        watch.nodes()->feedList({{{"apiVersion", "v1"}, {"kind", "Node"},
                                  {"metadata", {{"name", "node-0"}, {"labels", {{"accelerator", "huawei-Ascend910"}}}}},
                                  {"status", {{"conditions", {{{"type", "Ready"}, {"status", "True"}}}}}}}});
        watch.configMaps()->feedList({deviceInfo, healthy});
        QTRY_VERIFY(watch.isReady());
        const TopologyServer &server = watch.topology().servers.at(0);
        QCOMPARE(server.nodeHealth, Health::Ok);
        QCOMPARE(server.health, Health::Ok);

        QSignalSpy servers(&watch, &clustermodel::ClusterWatch::serversChanged);
        QSignalSpy rebuilt(&watch, &clustermodel::ClusterWatch::topologyChanged);
        watch.configMaps()->feed({kube::WatchEvent::Type::Modified, unhealthy});
        QTRY_COMPARE(servers.size(), 1);
        QCOMPARE(servers.at(0).at(0).value<QList<int>>(), QList<int>{0});
        QCOMPARE(rebuilt.size(), 0);
        QCOMPARE(watch.topology().servers.at(0).nodeHealth, Health::Fault);
        QCOMPARE(watch.topology().servers.at(0).health, Health::Fault);
        QCOMPARE(watch.topology().servers.at(0).nodeFaults, QStringList{QStringLiteral("Memory 3: 00000021 (SeparateFault)")});

        // NodeD writing the same again, and a map of that name elsewhere
        // (not NodeD's), announce nothing.
        json again = unhealthy;
        again["metadata"]["annotations"]["touched"] = "again";
        watch.configMaps()->feed({kube::WatchEvent::Type::Modified, again});
        json elsewhere = healthy;
        elsewhere["metadata"]["namespace"] = "default";
        watch.configMaps()->feed({kube::WatchEvent::Type::Added, elsewhere});
        QTest::qWait(100);
        QCOMPARE(servers.size(), 1);
        QCOMPARE(watch.topology().servers.at(0).nodeHealth, Health::Fault);

        watch.configMaps()->feed({kube::WatchEvent::Type::Deleted, unhealthy});
        QTRY_COMPARE(servers.size(), 2);
        QCOMPARE(rebuilt.size(), 0);
        QCOMPARE(watch.topology().servers.at(0).nodeHealth, Health::Unknown);
        QVERIFY(watch.topology().servers.at(0).nodeFaults.isEmpty());
        QCOMPARE(watch.topology().servers.at(0).health, Health::Ok);

        // A rebuild reads it with the rest.
        watch.configMaps()->feed({kube::WatchEvent::Type::Added, unhealthy});
        watch.nodes()->feed({kube::WatchEvent::Type::Added, {{"apiVersion", "v1"}, {"kind", "Node"},
                                                             {"metadata", {{"name", "node-1"}, {"labels", {{"accelerator", "huawei-Ascend910"}}}}}}});
        QTRY_COMPARE(watch.topology().servers.size(), std::size_t(2));
        QCOMPARE(watch.topology().servers.at(std::size_t(watch.topology().serverIndex(QStringLiteral("node-0")))).nodeHealth,
                 Health::Fault);
    }

    // A thousand servers are read a slice per pass of the event loop; the
    // picture is announced whole, ordered, once.
    void aLargePictureIsBuiltInSlicesAndAnnouncedWhole()
    {
        clustermodel::ClusterWatch watch(nullptr);
        watch.setCoalesceInterval(0);
        std::vector<json> nodes;
        for (int i = 0; i < 1000; ++i)
            nodes.push_back({{"apiVersion", "v1"}, {"kind", "Node"},
                             {"metadata", {{"name", "node-" + std::to_string(i)}, {"labels", {{"accelerator", "huawei-Ascend910"}}}}},
                             {"status", {{"capacity", {{"huawei.com/Ascend910", "8"}}}}}});
        QSignalSpy announced(&watch, &clustermodel::ClusterWatch::topologyChanged);
        watch.volcanoJobs()->feedList({});
        watch.configMaps()->feedList({});
        watch.pods()->feedList({});
        watch.nodes()->feedList(nodes);
        int passes = 0;
        while (announced.isEmpty() && passes < 1000) {
            QCoreApplication::processEvents(QEventLoop::AllEvents);
            if (announced.isEmpty())
                QVERIFY(watch.topology().servers.empty());   // nothing half-built is shown
            ++passes;
            QThread::msleep(1);
        }
        QCOMPARE(announced.size(), 1);
        QVERIFY2(passes >= 1000 / 128, qPrintable(QString::number(passes)));
        QCOMPARE(watch.topology().servers.size(), std::size_t(1000));
        QCOMPARE(watch.topology().dieCount(), 8000);
        const ClusterTopology whole = clustermodel::buildTopology(nodes, {}, {});   // the same, in one go
        for (std::size_t i = 0; i < whole.servers.size(); ++i)
            QCOMPARE(watch.topology().servers[i].nodeName, whole.servers[i].nodeName);
    }

    // A fleet's jobs are estimated a slice at a time (their inputs are read
    // on the window's thread), every one of them in the end, and the views
    // are told once.
    void manyJobsAreEstimatedSliceBySlice()
    {
        clustermodel::ClusterWatch watch(nullptr);
        watch.setCoalesceInterval(0);
        std::vector<json> jobs, pods;
        for (int i = 0; i < 70; ++i) {   // more than two slices
            const std::string name = "train-" + std::to_string(i);
            jobs.push_back({{"apiVersion", "batch.volcano.sh/v1alpha1"}, {"kind", "Job"},
                            {"metadata", {{"name", name}, {"namespace", "default"}, {"uid", "uid-" + name}}},
                            {"spec", {{"minAvailable", 1}, {"tasks", {{{"name", "worker"}, {"replicas", 1}}}}}},
                            {"status", {{"state", {{"phase", "Running"}}}}}});
            json pod = trainingPod("x", "node-0", "Running");
            pod["metadata"]["name"] = name + "-worker-0";
            pod["metadata"]["labels"]["volcano.sh/job-name"] = name;
            pods.push_back(pod);
        }
        // How many jobs had their estimate each time the views were told.
        std::vector<int> toldWith;
        const auto estimated = [&] {
            return int(std::count_if(watch.jobs().begin(), watch.jobs().end(), [](const JobSummary &job) {
                return job.recoverySeconds.has_value() || job.recoveryErrors > 0;
            }));
        };
        connect(&watch, &clustermodel::ClusterWatch::jobsChanged, this, [&] { toldWith.push_back(estimated()); });
        watch.configMaps()->feedList({});
        watch.volcanoJobs()->feedList(jobs);
        watch.pods()->feedList(pods);
        watch.nodes()->feedList({{{"apiVersion", "v1"}, {"kind", "Node"}, {"metadata", {{"name", "node-0"}}}}});
        QTRY_COMPARE_WITH_TIMEOUT(estimated(), 70, 10000);
        settle(watch);
        QCOMPARE(int(watch.jobs().size()), 70);
        // Told with all of them each time, never with a slice's (32, 64).
        QVERIFY(!toldWith.empty());
        for (int told : toldWith)
            QCOMPARE(told, 70);
    }

    // MindCluster's components are read from what the cache keeps of each
    // of their pods (its containers, beside the pod), not from the pods
    // unpacked: the same as reading the pods themselves, and current after
    // one changes.
    void theComponentsAreReadFromWhatTheirPodsKeep()
    {
        MemoryCluster cluster(*sim::findPreset("a3-demo"));
        QVERIFY(cluster.waitForSync());
        // NodeD and the device plugin, as MindCluster deploys them (a DaemonSet's pods say the same).
        QVERIFY(cluster.watch.nodes()->size() > 0);
        const QString node = cluster.watch.nodes()->keys().front();
        for (const auto &[ns, name, image] : {std::tuple("mindx-dl", "noded-a1", "noded:v6.0.0"),
                                              std::tuple("mindx-dl", "noded-b2", "noded:v6.0.0"),
                                              std::tuple("kube-system", "ascend-device-plugin-c3", "ascend-k8sdeviceplugin:v6.0.0")}) {
            const json pod{{"apiVersion", "v1"}, {"kind", "Pod"},
                           {"metadata", {{"name", name}, {"namespace", ns}}},
                           {"spec", {{"nodeName", node.toStdString()},
                                     {"containers", {{{"name", "main"}, {"image", image}, {"command", {"/bin/run", "-v"}}}}}}},
                           {"status", {{"phase", "Running"}}}};
            QVERIFY(cluster.store.create(pods(), ns, pod, false).object);
        }
        QTRY_COMPARE_WITH_TIMEOUT(cluster.watch.pods()->keysWhere(clustermodel::kPodsByComponentNamespace, QStringLiteral("mindx-dl")).size(),
                                  2, 5000);
        QTRY_COMPARE_WITH_TIMEOUT(cluster.watch.componentContainers().byNode.value(node).size(), std::size_t(3), 5000);
        const auto fromPods = [&] {
            QStringList keys = cluster.watch.pods()->keys();
            keys.sort();
            std::vector<json> pods;
            for (const QString &key : keys)
                if (clustermodel::isMindClusterNamespace(key.section(QLatin1Char('/'), 0, 0)))
                    pods.push_back(cluster.watch.pods()->object(key).value());
            return clustermodel::componentContainersOf(fields::pointersTo(pods));
        };
        const clustermodel::ComponentContainers read = cluster.watch.componentContainers();
        QVERIFY(!read.distinct.empty());
        QVERIFY(!read.byNode.isEmpty());
        QVERIFY(read == fromPods());
        // A component's pod runs another image: read again, from the changed pod.
        QCOMPARE(read.distinct.size(), std::size_t(2));
        const recoverytime::ComponentContainer first = read.distinct.front();
        const QString where = first.where.mid(4);   // "pod ns/name"
        const std::string ns = where.section(QLatin1Char('/'), 0, 0).toStdString(), name = where.section(QLatin1Char('/'), 1).toStdString();
        json pod = cluster.store.get(pods(), ns, name).object->value;
        pod["spec"]["containers"][0]["image"] = "noded:v9.9.9";
        QVERIFY(cluster.store.update(pods(), ns, name, pod, false));
        QTRY_VERIFY_WITH_TIMEOUT(std::any_of(cluster.watch.componentContainers().distinct.cbegin(),
                                             cluster.watch.componentContainers().distinct.cend(),
                                             [](const recoverytime::ComponentContainer &c) { return c.image == QLatin1String("noded:v9.9.9"); }),
                                 5000);
        QVERIFY(cluster.watch.componentContainers() == fromPods());
    }

    // Every estimate reads the spares of its super-pod: a fault on a spare
    // server (NodeD's word, no pod or job changed) is in the estimates, and
    // the views are told.
    void aSpareThatFailsIsInTheEstimates()
    {
        MemoryCluster cluster(*sim::findPreset("a3-demo"));
        QVERIFY(cluster.waitForSync());
        settle(cluster.watch);
        QVERIFY(!cluster.watch.jobs().empty());
        const QString job = cluster.watch.jobs().front().key();
        // What blocks MindCluster's pod rescheduling of it (here a rank
        // table mounted from a ConfigMap, and then the spares too).
        const auto podRungBlockers = [&] {
            const JobLadder *ladder = cluster.watch.ladderOf(job);
            const LadderRung *rung = ladder ? ladder->rung(QLatin1String(kRungPodReschedule)) : nullptr;
            return rung ? rung->reasons.join(QLatin1Char('\n')) : QString();
        };
        QTRY_VERIFY_WITH_TIMEOUT(podRungBlockers().contains(QLatin1String("rank table is mounted")), 10000);
        QVERIFY2(!podRungBlockers().contains(QLatin1String("spare")), qPrintable(podRungBlockers()));
        QSignalSpy jobs(&cluster.watch, &clustermodel::ClusterWatch::jobsChanged);
        int spares = 0;
        for (const TopologyServer &server : cluster.watch.topology().servers) {
            if (!server.spare)
                continue;
            ++spares;
            const std::string name = std::string(kNodeInfoPrefix) + server.nodeName.toStdString();
            const json map{{"apiVersion", "v1"}, {"kind", "ConfigMap"},
                           {"metadata", {{"name", name}, {"namespace", std::string(kNodeInfoNamespace)}}},
                           {"data", {{"NodeInfo", encodeNodeInfo({"UnHealthy", {{"Memory", 3, {"00000021"}, "SeparateFault"}}})}}}};
            const bool stored = cluster.store.get(configMaps(), std::string(kNodeInfoNamespace), name)
                ? bool(cluster.store.update(configMaps(), std::string(kNodeInfoNamespace), name, map, false))
                : bool(cluster.store.create(configMaps(), std::string(kNodeInfoNamespace), map, false).object);
            QVERIFY(stored);
        }
        QCOMPARE(spares, 2);   // one in each super-pod
        QTRY_VERIFY_WITH_TIMEOUT(podRungBlockers().contains(QLatin1String("no healthy spare server is left")), 10000);
        QTRY_VERIFY(jobs.size() > 0);

        // Healthy again, then cordoned: a Node's change rebuilds the
        // picture rather than changing a server in place, and the spares
        // it moves are in the estimates all the same.
        const std::vector<std::string> spareNodes = [&] {
            std::vector<std::string> names;
            for (const TopologyServer &server : cluster.watch.topology().servers)
                if (server.spare)
                    names.push_back(server.nodeName.toStdString());
            return names;
        }();
        for (const std::string &node : spareNodes) {
            const std::string name = std::string(kNodeInfoPrefix) + node;
            json map = cluster.store.get(configMaps(), std::string(kNodeInfoNamespace), name).object->value;
            map["data"]["NodeInfo"] = encodeNodeInfo({"Healthy", {}});
            QVERIFY(cluster.store.update(configMaps(), std::string(kNodeInfoNamespace), name, map, false));
        }
        QTRY_VERIFY_WITH_TIMEOUT(!podRungBlockers().contains(QLatin1String("spare")), 10000);
        const sim::ApiResource &nodes = *sim::findResource("", "v1", "nodes");
        for (const std::string &node : spareNodes) {
            json cordoned = cluster.store.get(nodes, "", node).object->value;
            cordoned["spec"]["unschedulable"] = true;
            QVERIFY(cluster.store.update(nodes, "", node, cordoned, false));
        }
        QTRY_VERIFY_WITH_TIMEOUT(podRungBlockers().contains(QLatin1String("no healthy spare server is left")), 10000);
    }

    // Nodes that come and go while the picture is built in slices: the
    // build under way reads the nodes it started from that are still there,
    // and the picture after it has the new node and not the deleted ones.
    void nodesThatComeAndGoDuringASlicedBuildAreInTheNextPicture()
    {
        clustermodel::ClusterWatch watch(nullptr);
        watch.setCoalesceInterval(0);
        const auto node = [](const QString &name) {
            return json{{"apiVersion", "v1"}, {"kind", "Node"},
                        {"metadata", {{"name", name.toStdString()}, {"labels", {{"accelerator", "huawei-Ascend910"}}}}},
                        {"status", {{"capacity", {{"huawei.com/Ascend910", "8"}}}}}};
        };
        std::vector<json> nodes;
        for (int i = 0; i < 1000; ++i)
            nodes.push_back(node(QStringLiteral("node-%1").arg(i)));
        std::vector<ClusterTopology> pictures;
        connect(&watch, &clustermodel::ClusterWatch::topologyChanged, this, [&] { pictures.push_back(watch.topology()); });
        watch.volcanoJobs()->feedList({});
        watch.configMaps()->feedList({});
        watch.pods()->feedList({});
        watch.nodes()->feedList(nodes);
        // The build reads the nodes in the cache's order (a hash's: it
        // differs from run to run), kBuildSlice a pass.
        const QStringList order = watch.nodes()->cache().keys();
        const QString readEarly = order.front(), readLast = order.back();
        for (int pass = 0; pass < 2; ++pass) {   // two of its eight slices
            QCoreApplication::processEvents(QEventLoop::AllEvents);
            QThread::msleep(1);
        }
        QVERIFY(pictures.empty());
        watch.nodes()->feed({kube::WatchEvent::Type::Added, node(QStringLiteral("node-1000"))});
        watch.nodes()->feed({kube::WatchEvent::Type::Deleted, node(readLast)});    // not read yet: left out
        watch.nodes()->feed({kube::WatchEvent::Type::Deleted, node(readEarly)});   // read already: in this picture
        QTRY_COMPARE(pictures.size(), std::size_t(2));
        QTest::qWait(50);
        QCOMPARE(pictures.size(), std::size_t(2));   // and then no more
        const ClusterTopology &first = pictures[0];
        QCOMPARE(first.servers.size(), std::size_t(999));
        QVERIFY(first.serverIndex(readEarly) >= 0);
        QCOMPARE(first.serverIndex(readLast), -1);
        QCOMPARE(first.serverIndex(QStringLiteral("node-1000")), -1);
        const ClusterTopology &now = watch.topology();
        QCOMPARE(now.servers.size(), std::size_t(999));
        QVERIFY(now.serverIndex(QStringLiteral("node-1000")) >= 0);
        QCOMPARE(now.serverIndex(readLast), -1);
        QCOMPARE(now.serverIndex(readEarly), -1);
        QCOMPARE(now.dieCount(), 999 * 8);
    }
};

QTEST_GUILESS_MAIN(TestClusterWatch)
#include "tst_clusterwatch.moc"
