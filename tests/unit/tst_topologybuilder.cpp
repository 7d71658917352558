// The cluster picture from Kubernetes objects: nodes, device-info ConfigMaps
// in the device plugin's encoding, and pods with their device configuration.
#include "formats/deviceinfocfg.h"
#include "formats/nodeinfocfg.h"
#include "clustermodel/clusterdisolation.h"
#include "clustermodel/topologybuilder.h"
#include "core/naturalorder.h"
#include "model/topologysearch.h"

#include <QFile>
#include <QTest>

using namespace ascendops;
using Json = nlohmann::json;

namespace {

Json node(const std::string &name, const std::string &ip, bool ready = true, const char *type = "module-a3-16-super-pod")
{
    return {{"apiVersion", "v1"}, {"kind", "Node"},
            {"metadata", {{"name", name}, {"labels", {{"accelerator", "huawei-Ascend910"}, {"accelerator-type", type}}}}},
            {"status", {{"addresses", {{{"type", "InternalIP"}, {"address", ip}}}},
                        {"conditions", {{{"type", "Ready"}, {"status", ready ? "True" : "False"}}}}}}};
}

Json deviceInfoMap(const std::string &node, const DeviceInfoCfg &info, const char *switchStatus = "Healthy")
{
    Json data = {{"DeviceInfoCfg", encodeDeviceInfo(info)}};
    if (switchStatus)
        data["SwitchInfoCfg"] = Json{{"FaultCode", Json::array()}, {"FaultLevel", "NotHandle"}, {"NodeStatus", switchStatus}}.dump();
    return {{"apiVersion", "v1"}, {"kind", "ConfigMap"},
            {"metadata", {{"name", "mindx-dl-deviceinfo-" + node}, {"namespace", "kube-system"}}}, {"data", data}};
}

DeviceInfoCfg healthyInfo(int dies, int superPod, int serverIndex)
{
    DeviceInfoCfg info;
    for (int i = 0; i < dies; ++i)
        info.healthy.push_back(i);
    info.superPodId = superPod;
    info.serverIndex = serverIndex;
    return info;
}

Json pod(const std::string &name, const std::string &node, int rankIndex, int devices, const std::string &ipPrefix)
{
    Json list = Json::array();
    for (int i = 0; i < devices; ++i)
        list.push_back({{"device_id", std::to_string(i)}, {"device_ip", ipPrefix + std::to_string(i)},
                        {"super_device_id", std::to_string(1000 + rankIndex * devices + i)}});
    const Json config = {{"pod_name", std::to_string(rankIndex)}, {"devices", list}};
    return {{"apiVersion", "v1"}, {"kind", "Pod"},
            {"metadata", {{"name", name}, {"namespace", "default"},
                          {"annotations", {{"hccl/rankIndex", std::to_string(rankIndex)},
                                           {"ascend.kubectl.kubernetes.io/ascend-910-configuration", config.dump()}}}}},
            {"spec", {{"nodeName", node}}}, {"status", {{"phase", "Running"}}}};
}

// The map with a SwitchInfoCfg that does not parse.
Json broken(Json map)
{
    map["data"]["SwitchInfoCfg"] = "{not json";
    return map;
}

Json fault(const std::string &chip, const std::string &code, const std::string &handling)
{
    return {{"fault_type", "CardUnhealthy"}, {"npu_name", chip}, {"fault_level", handling},
            {"fault_handling", handling}, {"fault_code", code}};
}

// The die of that logic id on the server; a default one when it has none.
TopologyDie dieOf(const TopologyServer &server, int id)
{
    for (const TopologyNpu &npu : server.npus)
        for (const TopologyDie &die : npu.dies)
            if (die.deviceId == id)
                return die;
    return {};
}

} // namespace

class TestTopologyBuilder : public QObject
{
    Q_OBJECT

private slots:
    // Servers and lists of nodes go in their names' numeric order, in any locale.
    void namesGoInNumericOrder()
    {
        QVERIFY(naturalLess(QStringLiteral("node-2"), QStringLiteral("node-10")));
        QVERIFY(!naturalLess(QStringLiteral("node-10"), QStringLiteral("node-2")));
        QVERIFY(naturalLess(QStringLiteral("node-2"), QStringLiteral("node-2a")));
        QVERIFY(naturalLess(QStringLiteral("a3-sp1-n9"), QStringLiteral("a3-sp1-n10")));
        QVERIFY(!naturalLess(QStringLiteral("node-007"), QStringLiteral("node-7")) && !naturalLess(QStringLiteral("node-7"), QStringLiteral("node-007")));
        QVERIFY(naturalLess(QStringLiteral("node-9"), QStringLiteral("node-a")));
        QVERIFY(!naturalLess(QStringLiteral("x"), QStringLiteral("x")));
    }

    void deviceInfoRoundTrips()
    {
        DeviceInfoCfg info = healthyInfo(4, 1, 2);
        info.unhealthy = {5};
        info.networkUnhealthy = {3};
        info.faults.push_back(fault("Ascend910-5", "80E18402", "SeparateNPU"));
        const std::string text = encodeDeviceInfo(info);
        // The -Fault list is a JSON string inside the JSON, as the device plugin writes it.
        const Json root = Json::parse(text);
        QVERIFY(root["DeviceInfo"]["DeviceList"]["huawei.com/Ascend910-Fault"].is_string());
        QCOMPARE(root["DeviceInfo"]["DeviceList"]["huawei.com/Ascend910"].get<std::string>(),
                 std::string("Ascend910-0,Ascend910-1,Ascend910-2,Ascend910-3"));
        QCOMPARE(root["CheckCode"].get<std::string>().size(), std::size_t(64));
        const auto back = decodeDeviceInfo(text);
        QVERIFY(back);
        QCOMPARE(back->healthy, info.healthy);
        QCOMPARE(back->unhealthy, std::vector<int>{5});
        QCOMPARE(back->networkUnhealthy, std::vector<int>{3});
        QVERIFY(back->faults == info.faults);
        QCOMPARE(back->superPodId, 1);
        QCOMPARE(back->serverIndex, 2);
        QCOMPARE(back->allDies(), (std::vector<int>{0, 1, 2, 3, 5}));
    }

    void readsTheDevicePluginsOwnExample()
    {
        // From the MindCluster documentation: an A3 node with a network fault
        // on chip 0 and a SeparateNPU fault on chip 4.
        QFile file(QStringLiteral(TEST_DATA_DIR "/deviceinfo/documented-a3.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const std::string text = file.readAll().trimmed().toStdString();
        const auto info = decodeDeviceInfo(text);
        QVERIFY(info);
        QCOMPARE(info->allDies().size(), std::size_t(8));
        const Json map = {{"metadata", {{"name", "mindx-dl-deviceinfo-n"}, {"namespace", "kube-system"}}},
                          {"data", {{"DeviceInfoCfg", text}}}};
        const ClusterTopology topology = clustermodel::buildTopology({node("n", "10.0.0.1", true, "module-910b-8")}, {map}, {});
        QCOMPARE(topology.servers.size(), std::size_t(1));
        QVERIFY(topology.superPods.empty());   // SuperPodID -2: no super-pod
        const TopologyServer &server = topology.servers[0];
        QCOMPARE(server.npus.size(), std::size_t(8));   // A2 label: one die per NPU
        QCOMPARE(server.npus[0].dies[0].roceLink, Health::Fault);
        QCOMPARE(server.npus[0].dies[0].health, Health::Warning);   // PreSeparateNPU
        QCOMPARE(server.npus[4].dies[0].health, Health::Fault);
        QCOMPARE(server.npus[4].dies[0].faults, QStringLiteral("A8028801,80E18402"));
        QCOMPARE(server.npus[5].dies[0].health, Health::Ok);
        QCOMPARE(server.health, Health::Fault);
    }

    void buildsSuperPodsServersNpusAndDiesWithRanks()
    {
        std::vector<Json> nodes, maps, pods;
        // Listed out of order: the picture orders by super-pod and server index.
        for (int sp : {1, 0}) {
            for (int s = 2; s >= 0; --s) {
                const std::string name = "node-" + std::to_string(sp * 3 + s);
                nodes.push_back(node(name, "10." + std::to_string(sp) + ".0." + std::to_string(s + 1)));
                maps.push_back(deviceInfoMap(name, healthyInfo(16, sp, s)));
                if (s < 2)   // the third server of each super-pod is a spare
                    pods.push_back(pod("job-worker-" + std::to_string(sp * 2 + s), name, sp * 2 + s, 16,
                                       "192.168." + std::to_string(sp * 3 + s) + "."));
            }
        }
        nodes.push_back({{"metadata", {{"name", "control-plane"}}}});   // no Ascend devices: left out
        const ClusterTopology topology = clustermodel::buildTopology(nodes, maps, pods);
        QCOMPARE(topology.servers.size(), std::size_t(6));
        QCOMPARE(topology.superPods.size(), std::size_t(2));
        QCOMPARE(topology.superPods[0].id, 0);
        QCOMPARE(topology.superPods[1].servers, (std::vector<int>{3, 4, 5}));
        QCOMPARE(topology.servers[0].nodeName, QStringLiteral("node-0"));
        QCOMPARE(topology.servers[5].nodeName, QStringLiteral("node-5"));
        QCOMPARE(topology.dieCount(), 96);
        const TopologyServer &second = topology.servers[1];
        QCOMPARE(second.npus.size(), std::size_t(8));            // A3: two dies per NPU
        QCOMPARE(second.npus[3].dies[1].deviceId, 7);
        QCOMPARE(second.npus[3].dies[1].rank, 1 * 16 + 7);       // rankIndex x devices + index
        QCOMPARE(second.npus[3].dies[1].deviceIp, QStringLiteral("192.168.1.7"));
        QCOMPARE(second.npus[3].dies[1].superDeviceId, 1000 + 16 + 7);
        QCOMPARE(second.podName, QStringLiteral("job-worker-1"));
        QVERIFY(!second.spare);
        QVERIFY(topology.servers[2].spare);
        QCOMPARE(topology.servers[2].npus[0].dies[0].rank, -1);
        QCOMPARE(topology.servers[2].npus[0].dies[0].hccsLink, Health::Ok);
        QCOMPARE(topology.serverIndex(QStringLiteral("node-4")), 4);
        QCOMPARE(topology.serverIndex(QStringLiteral("nope")), -1);
    }

    // A job pod that failed, or is being deleted after its job moved it,
    // still holds its server: the picture names it and its state, never
    // "spare", and leaves the ranks to the pod that runs. A running pod on
    // the same node comes first.
    void aFailedOrMovedPodKeepsItsServerBound()
    {
        std::vector<Json> nodes, maps;
        for (int s = 0; s < 3; ++s) {
            const std::string name = "node-" + std::to_string(s);
            nodes.push_back(node(name, "10.0.0." + std::to_string(s + 1)));
            maps.push_back(deviceInfoMap(name, healthyInfo(2, 0, s)));
        }
        Json failed = pod("job-worker-0", "node-0", 0, 2, "192.168.0.");
        failed["status"]["phase"] = "Failed";
        Json leaving = pod("job-worker-1-old", "node-1", 1, 2, "192.168.1.");
        leaving["metadata"]["deletionTimestamp"] = "2026-11-27T01:00:00Z";
        const Json moved = pod("job-worker-1", "node-2", 1, 2, "192.168.2.");
        Json finished = pod("job-worker-2-old", "node-2", 1, 2, "192.168.2.");
        finished["status"]["phase"] = "Succeeded";
        const ClusterTopology topology = clustermodel::buildTopology(nodes, maps, {failed, leaving, finished, moved});
        QCOMPARE(topology.servers.size(), std::size_t(3));
        const TopologyServer &first = topology.servers[0];
        QVERIFY(!first.spare);
        QCOMPARE(first.podName, QStringLiteral("job-worker-0"));
        QCOMPARE(first.podPhase, QStringLiteral("Failed"));
        QCOMPARE(first.rankIndex, 0);
        QCOMPARE(first.npus[0].dies[0].rank, -1);
        QCOMPARE(first.npus[0].dies[0].deviceIp, QStringLiteral("192.168.0.0"));
        QVERIFY(!topology.servers[1].spare);
        QCOMPARE(topology.servers[1].podPhase, QStringLiteral("Terminating"));
        // A finished pod holds nothing; the running one has its node.
        QCOMPARE(topology.servers[2].podName, QStringLiteral("job-worker-1"));
        QVERIFY(topology.servers[2].podPhase.isEmpty());
        QCOMPARE(topology.servers[2].npus[0].dies[1].rank, 1 * 2 + 1);
        // "rank 3" finds the die of the pod that runs, not the one that left.
        QCOMPARE(findInTopology(topology, QStringLiteral("rank 3")), (TopologyPlace{2, 0, 1}));
    }

    void nodeStateAndSwitchStateColourTheServer()
    {
        const ClusterTopology topology = clustermodel::buildTopology(
            {node("a", "10.0.0.1", false), node("b", "10.0.0.2")},
            {deviceInfoMap("a", healthyInfo(2, 0, 0)), deviceInfoMap("b", healthyInfo(2, 0, 1), "UnHealthy")}, {});
        QVERIFY(!topology.servers[0].ready);
        QCOMPARE(topology.servers[0].health, Health::Fault);
        QCOMPARE(topology.servers[1].npus[0].dies[0].hccsLink, Health::Fault);
        QCOMPARE(topology.servers[1].health, Health::Fault);
        QVERIFY(!topology.servers[0].cordoned);

        // A cordoned node (spec.unschedulable, as server isolation leaves it) says so.
        Json cordoned = node("c", "10.0.0.3");
        cordoned["spec"]["unschedulable"] = true;
        Json odd = node("d", "10.0.0.4");
        odd["spec"]["unschedulable"] = "yes";   // not a boolean: not read as cordoned
        const ClusterTopology more = clustermodel::buildTopology({cordoned, odd}, {}, {});
        QVERIFY(more.servers[0].cordoned);
        QVERIFY(!more.servers[1].cordoned);
    }

    void aDeviceInfoChangeUpdatesOnlyItsServer()
    {
        ClusterTopology topology = clustermodel::buildTopology({node("a", "10.0.0.1"), node("b", "10.0.0.2")},
                                                       {deviceInfoMap("a", healthyInfo(4, 0, 0)), deviceInfoMap("b", healthyInfo(4, 0, 1))}, {});
        QCOMPARE(topology.servers[1].health, Health::Ok);
        DeviceInfoCfg faulty = healthyInfo(4, 0, 1);
        faulty.healthy = {0, 1, 2};
        faulty.unhealthy = {3};
        faulty.faults.push_back(fault("Ascend910-3", "80E18402", "SeparateNPU"));
        QVERIFY(clustermodel::applyDeviceInfo(topology, deviceInfoMap("b", faulty)));
        QCOMPARE(topology.servers[1].npus[1].dies[1].health, Health::Fault);
        QCOMPARE(topology.servers[1].health, Health::Fault);
        QCOMPARE(topology.servers[0].health, Health::Ok);
        QVERIFY(!clustermodel::applyDeviceInfo(topology, deviceInfoMap("unknown-node", faulty)));
        Json broken = deviceInfoMap("a", faulty);
        broken["data"]["DeviceInfoCfg"] = "{not json";
        QVERIFY(!clustermodel::applyDeviceInfo(topology, broken));
        QCOMPARE(topology.servers[0].health, Health::Ok);   // left as it was
    }

    // A pod that goes or comes refreshes the server it is bound to, as a
    // whole rebuild would draw it; a pod that would change the server's
    // shape is left to a rebuild.
    void aPodChangeRefreshesOnlyItsServer()
    {
        std::vector<Json> nodes, maps;
        for (int s = 0; s < 3; ++s) {
            const std::string name = "node-" + std::to_string(s);
            nodes.push_back(node(name, "10.0.0." + std::to_string(s + 1)));
            maps.push_back(deviceInfoMap(name, healthyInfo(2, 0, s)));
        }
        const Json first = pod("job-worker-0", "node-0", 0, 2, "192.168.0.");
        ClusterTopology topology = clustermodel::buildTopology(nodes, maps, {first, pod("job-worker-1", "node-1", 1, 2, "192.168.1.")});
        QVERIFY(topology.servers[2].spare);

        // Rank 1 moves from node-1 to node-2; the first pod fails.
        const Json moved = pod("job-worker-1", "node-2", 1, 2, "192.168.2.");
        Json failed = first;
        failed["status"]["phase"] = "Failed";
        QVERIFY(clustermodel::refreshServer(topology, nodes[2], &maps[2], {&moved}, nullptr));
        QVERIFY(clustermodel::refreshServer(topology, nodes[1], &maps[1], {}, nullptr));
        QVERIFY(clustermodel::refreshServer(topology, nodes[0], &maps[0], {&failed}, nullptr));
        const ClusterTopology rebuilt = clustermodel::buildTopology(nodes, maps, {failed, moved});
        for (std::size_t s = 0; s < 3; ++s) {
            const TopologyServer &refreshed = topology.servers[s];
            const TopologyServer &whole = rebuilt.servers[s];
            QCOMPARE(refreshed.nodeName, whole.nodeName);
            QCOMPARE(refreshed.spare, whole.spare);
            QCOMPARE(refreshed.podName, whole.podName);
            QCOMPARE(refreshed.podPhase, whole.podPhase);
            QCOMPARE(refreshed.rankIndex, whole.rankIndex);
            QCOMPARE(refreshed.health, whole.health);
            for (std::size_t n = 0; n < whole.npus.size(); ++n)
                for (std::size_t d = 0; d < whole.npus[n].dies.size(); ++d) {
                    QCOMPARE(refreshed.npus[n].dies[d].rank, whole.npus[n].dies[d].rank);
                    QCOMPARE(refreshed.npus[n].dies[d].deviceIp, whole.npus[n].dies[d].deviceIp);
                    QCOMPARE(refreshed.npus[n].dies[d].health, whole.npus[n].dies[d].health);
                }
        }
        QVERIFY(topology.servers[1].spare);
        QCOMPARE(topology.servers[2].npus[0].dies[1].rank, 3);
        QCOMPARE(topology.servers[0].podPhase, QStringLiteral("Failed"));

        // A pod on four dies where device-info lists two: a new shape.
        const Json wider = pod("job-worker-1", "node-1", 1, 4, "192.168.1.");
        QVERIFY(!clustermodel::refreshServer(topology, nodes[1], &maps[1], {&wider}, nullptr));
        QVERIFY(topology.servers[1].spare);   // left as it was
        QCOMPARE(clustermodel::buildTopology(nodes, maps, {wider}).dieCount(), topology.dieCount() + 2);   // as a rebuild draws it
        // No such server; a map that cannot be read.
        QVERIFY(!clustermodel::refreshServer(topology, node("node-9", "10.0.0.9"), nullptr, {}, nullptr));
        Json broken = maps[1];
        broken["data"]["DeviceInfoCfg"] = "{not json";
        QVERIFY(!clustermodel::refreshServer(topology, nodes[1], &broken, {}, nullptr));
    }

    // Two job pods running on one node (a hand-made placement): the picture
    // names the first by name, whether it is built whole or refreshed, and
    // whatever order the pods come in.
    void twoRunningPodsOnOneServerGiveTheFirstByName()
    {
        const std::vector<Json> nodes{node("node-0", "10.0.0.1")};
        const std::vector<Json> maps{deviceInfoMap("node-0", healthyInfo(2, 0, 0))};
        const Json a = pod("job-worker-a", "node-0", 0, 2, "192.168.0.");
        const Json b = pod("job-worker-b", "node-0", 1, 2, "192.168.1.");
        QCOMPARE(clustermodel::buildTopology(nodes, maps, {a, b}).servers[0].podName, QStringLiteral("job-worker-a"));
        ClusterTopology topology = clustermodel::buildTopology(nodes, maps, {b, a});
        QCOMPARE(topology.servers[0].podName, QStringLiteral("job-worker-a"));
        QVERIFY(clustermodel::refreshServer(topology, nodes[0], &maps[0], {&b, &a}, nullptr));
        QCOMPARE(topology.servers[0].podName, QStringLiteral("job-worker-a"));
        QCOMPARE(topology.servers[0].rankIndex, 0);
    }

    // A server whose device-info gives it another place in its super-pod
    // moves: only a rebuild orders it.
    void anotherServerIndexIsANewShape()
    {
        const std::vector<Json> nodes{node("a", "10.0.0.1"), node("b", "10.0.0.2")};
        const std::vector<Json> maps{deviceInfoMap("a", healthyInfo(2, 0, 0)), deviceInfoMap("b", healthyInfo(2, 0, 1))};
        ClusterTopology topology = clustermodel::buildTopology(nodes, maps, {});
        QCOMPARE(topology.servers[0].serverIndex, 0);
        const Json moved = deviceInfoMap("a", healthyInfo(2, 0, 2));
        QVERIFY(!clustermodel::applyDeviceInfo(topology, moved));
        QVERIFY(!clustermodel::refreshServer(topology, nodes[0], &moved, {}, nullptr));
        QCOMPARE(topology.servers[0].nodeName, QStringLiteral("a"));
        QCOMPARE(clustermodel::buildTopology(nodes, {moved, maps[1]}, {}).servers[0].nodeName, QStringLiteral("b"));
    }

    // Found by fuzz_topologybuilder: a node claiming 9,666,662 dies (and no
    // device-info yet) made that many, gigabytes. More than a server holds
    // is said with the server and drawn as no dies; a plausible count is
    // drawn as before.
    void aNodeClaimingMillionsOfDiesIsNotBelieved()
    {
        Json huge = node("huge", "10.0.0.1");
        huge["status"]["capacity"]["huawei.com/Ascend910"] = "9666662";
        Json eight = node("eight", "10.0.0.2", true, "module-a2");
        eight["status"]["capacity"]["huawei.com/Ascend910"] = "8";
        const ClusterTopology topology = clustermodel::buildTopology({huge, eight}, {}, {});
        QCOMPARE(topology.servers.size(), std::size_t(2));
        const TopologyServer &server = topology.servers[std::size_t(topology.serverIndex(QStringLiteral("huge")))];
        QCOMPARE(server.npus.size(), std::size_t(0));
        QCOMPARE(server.unread.size(), 1);
        QVERIFY2(server.unread[0].startsWith(QLatin1String("node huge status.capacity.huawei.com/Ascend910: 9666662")),
                 qPrintable(server.unread[0]));
        QVERIFY(topology.servers[std::size_t(topology.serverIndex(QStringLiteral("eight")))].unread.isEmpty());
        QCOMPARE(topology.dieCount(), 8);
    }

    void manuallySeparatedChipsAreIsolatedAndKept()
    {
        // Chip 7 is separated by an operator and listed nowhere else: it is
        // neither lost nor drawn in service.
        Json map = deviceInfoMap("a", healthyInfo(6, 0, 0));
        map["data"]["ManuallySeparateNPU"] = "Ascend910-2, Ascend910-7,Ascend910-x";
        const ClusterTopology topology = clustermodel::buildTopology({node("a", "10.0.0.1", true, "module-910b-8")}, {map}, {});
        QCOMPARE(topology.dieCount(), 7);
        QCOMPARE(topology.isolatedDieCount(), 2);
        const TopologyServer &server = topology.servers[0];
        QVERIFY(server.npus[2].dies[0].isolated);
        QVERIFY(!server.npus[1].dies[0].isolated);
        QCOMPARE(server.npus.back().index, 7);
        QVERIFY(server.npus.back().dies[0].isolated);
        // Why, when the device plugin kept it (MindCluster's own example,
        // tests/data/isolation/SOURCES.md): chip 1's reasons, in order.
        QFile reasons(QStringLiteral(TEST_DATA_DIR "/isolation/upgrade-fault-reason.json"));
        QVERIFY(reasons.open(QIODevice::ReadOnly));
        Json withReasons = map;
        withReasons["data"]["ManuallySeparateNPU"] = "Ascend910-1";
        withReasons["data"]["UpgradeFaultReason"] = reasons.readAll().trimmed().toStdString();
        const ClusterTopology explained = clustermodel::buildTopology({node("a", "10.0.0.1", true, "module-910b-8")}, {withReasons}, {});
        const QStringList why = explained.servers[0].npus[1].dies[0].isolationReasons;
        QCOMPARE(why.size(), 2);
        QVERIFY2(why[1].startsWith(QLatin1String("81978008 (FaultFrequency, ")), qPrintable(why.join(QLatin1Char('|'))));
        // The unreadable name is shown with the server and its place, not dropped.
        QCOMPARE(server.unread.size(), 1);
        QVERIFY2(server.unread[0].startsWith(QLatin1String("kube-system/mindx-dl-deviceinfo-a data.ManuallySeparateNPU: "))
                     && server.unread[0].contains(QLatin1String("Ascend910-x")),
                 qPrintable(server.unread[0]));
        const Parsed<std::vector<int>> separated = decodeManuallySeparated("Ascend910-2, Ascend910-7,Ascend910-x");
        QCOMPARE(separated.value(), (std::vector<int>{2, 7}));
        QCOMPARE(separated.problems().size(), 1);
        QCOMPARE(separated.problems().first().pointer, std::string("/ManuallySeparateNPU"));
        QVERIFY(separated.problems().first().message.contains(QStringLiteral("Ascend910-x")));
        QVERIFY(decodeManuallySeparated("").value().empty());
        // Separated later, through a device-info change alone: a die the
        // server does not have yet is a shape change, left to a rebuild.
        ClusterTopology plain = clustermodel::buildTopology({node("a", "10.0.0.1", true, "module-910b-8")},
                                                    {deviceInfoMap("a", healthyInfo(6, 0, 0))}, {});
        QVERIFY(!clustermodel::applyDeviceInfo(plain, map));
        QCOMPARE(plain.dieCount(), 6);
    }

    void clusterdsIsolationCountsBesideTheDevicePlugins()
    {
        // ClusterD holds chips 0, 2 and 3 of node a (MindCluster's own
        // example, tests/data/isolation/SOURCES.md); the device plugin holds 2 and 5.
        QFile example(QStringLiteral(TEST_DATA_DIR "/isolation/clusterd-manual-info-node.json"));
        QVERIFY(example.open(QIODevice::ReadOnly));
        Json manual{{"apiVersion", "v1"}, {"kind", "ConfigMap"},
                    {"metadata", {{"name", "clusterd-manual-info-cm"}, {"namespace", "cluster-system"}}},
                    {"data", {{"a", example.readAll().trimmed().toStdString()}}}};
        Json map = deviceInfoMap("a", healthyInfo(8, 0, 0));
        map["data"]["ManuallySeparateNPU"] = "Ascend910-2,Ascend910-5";
        const Json a = node("a", "10.0.0.1", true, "module-910b-8");
        ClusterTopology topology = clustermodel::buildTopology({a}, {map, manual}, {});
        QCOMPARE(topology.isolatedDieCount(), 4);
        const TopologyServer *server = &topology.servers[0];
        QVERIFY(dieOf(*server, 0).isolatedByClusterd && !dieOf(*server, 0).isolatedByDevicePlugin);
        QVERIFY(dieOf(*server, 2).isolatedByClusterd && dieOf(*server, 2).isolatedByDevicePlugin);
        QVERIFY(!dieOf(*server, 5).isolatedByClusterd && dieOf(*server, 5).isolated);
        QVERIFY(!dieOf(*server, 1).isolated);
        QVERIFY2(dieOf(*server, 3).clusterdIsolationReasons.value(0).startsWith(QLatin1String("8C084E00 (2026-02-11 ")),
                 qPrintable(dieOf(*server, 3).clusterdIsolationReasons.join(QLatin1Char('|'))));
        // The device plugin's map read again keeps what ClusterD holds.
        QVERIFY(clustermodel::applyDeviceInfo(topology, map));
        QCOMPARE(topology.isolatedDieCount(), 4);
        // Released in ClusterD (taken out of Total): only the device plugin's stay.
        manual["data"]["a"] = R"({"Total":["Ascend910-2"],"Detail":{}})";
        QCOMPARE(clustermodel::applyClusterdIsolation(topology, &manual), QList<int>{0});
        QCOMPARE(topology.isolatedDieCount(), 2);
        QVERIFY(dieOf(topology.servers[0], 2).isolated && !dieOf(topology.servers[0], 0).isolated);
        QVERIFY(clustermodel::applyClusterdIsolation(topology, &manual).isEmpty());   // nothing new
        // A value that cannot be read releases nothing and is said with its place.
        manual["data"]["a"] = "{\"Total\": 3}";
        QCOMPARE(clustermodel::applyClusterdIsolation(topology, &manual), QList<int>{0});
        server = &topology.servers[0];
        QCOMPARE(topology.isolatedDieCount(), 2);
        QCOMPARE(server->unread.size(), 1);
        QVERIFY2(server->unread[0].startsWith(QLatin1String("cluster-system/clusterd-manual-info-cm data.a: ")), qPrintable(server->unread[0]));
        // The map gone: nothing is held by ClusterD, and the problem goes with it.
        QCOMPARE(clustermodel::applyClusterdIsolation(topology, nullptr), QList<int>{0});
        QCOMPARE(topology.isolatedDieCount(), 2);
        QVERIFY(topology.servers[0].unread.isEmpty());
    }

    void badDeviceInfoDoesNotStopThePicture()
    {
        Json map = deviceInfoMap("a", healthyInfo(4, 0, 0));
        // The -Fault value is not a JSON array.
        map["data"]["DeviceInfoCfg"] = Json{{"DeviceInfo", {{"DeviceList", {{"huawei.com/Ascend910-Fault", "[{]"}}}}}}.dump();
        Json capacity = node("a", "10.0.0.1");
        capacity["status"]["capacity"] = {{"huawei.com/Ascend910", "16"}};
        const ClusterTopology topology = clustermodel::buildTopology({capacity}, {map}, {});
        QCOMPARE(topology.servers.size(), std::size_t(1));
        QCOMPARE(topology.dieCount(), 16);   // from the node's capacity
        QCOMPARE(topology.servers[0].npus[0].dies[0].health, Health::Unknown);
        QCOMPARE(topology.servers[0].unread.size(), 1);
        QVERIFY2(topology.servers[0].unread[0].startsWith(QLatin1String("kube-system/mindx-dl-deviceinfo-a data.DeviceInfoCfg: ")),
                 qPrintable(topology.servers[0].unread[0]));
    }

    // A -Fault entry that cannot be read leaves its die Unknown, not healthy,
    // unless the map says worse of it; a die named only there is still
    // drawn; an entry on no die is said too. Each with its place.
    void unreadableFaultEntriesLeaveTheirDieUnknown()
    {
        DeviceInfoCfg info = healthyInfo(4, 0, 0);
        info.unhealthy = {3};
        Json numberCode = fault("Ascend910-1", "", "RestartNPU");
        numberCode["fault_code"] = 80818;
        Json numberHandling = fault("Ascend910-3", "80E18402", "");
        numberHandling["fault_handling"] = Json::array();
        Json onlyHere = fault("Ascend910-5", "80E18402", "");
        onlyHere["fault_type"] = 7;
        info.faults = Json::array({numberCode, fault("Ascend910-x", "80C98000", "RestartNPU"),
                                   fault("Ascend910-2", "80E18402", "RestartNPU"), numberHandling, onlyHere});
        const Json map = deviceInfoMap("a", info);
        ClusterTopology topology = clustermodel::buildTopology({node("a", "10.0.0.1")}, {map}, {});
        const TopologyServer &server = topology.servers[0];
        QCOMPARE(topology.dieCount(), 5);
        const auto die = [&server](int id) { return dieOf(server, id); };
        QCOMPARE(die(0).health, Health::Ok);
        QCOMPARE(die(1).health, Health::Unknown);
        QCOMPARE(die(2).health, Health::Fault);
        QCOMPARE(die(2).faults, QStringLiteral("80E18402"));
        QCOMPARE(die(3).health, Health::Fault);   // Unhealthy says so, whatever its entry held
        QCOMPARE(die(5).deviceId, 5);
        QCOMPARE(die(5).health, Health::Unknown);
        QCOMPARE(server.unread.size(), 4);
        const QString place = QStringLiteral("kube-system/mindx-dl-deviceinfo-a data.DeviceInfoCfg: "
                                             "/DeviceInfo/DeviceList/huawei.com/Ascend910-Fault/");
        QVERIFY2(server.unread[0].startsWith(place + QStringLiteral("0/fault_code")), qPrintable(server.unread[0]));
        QVERIFY2(server.unread[1].startsWith(place + QStringLiteral("1/npu_name")) && server.unread[1].contains(QLatin1String("Ascend910-x")),
                 qPrintable(server.unread[1]));
        QVERIFY2(server.unread[2].startsWith(place + QStringLiteral("3/fault_handling")), qPrintable(server.unread[2]));
        QVERIFY2(server.unread[3].startsWith(place + QStringLiteral("4/fault_type")), qPrintable(server.unread[3]));
        QCOMPARE(diesOfUnreadFaults(info.faults), (std::vector<int>{1, 3, 5}));

        // Mended in place: the die is healthy again and nothing is left unread.
        info.faults = Json::array({fault("Ascend910-5", "80E18402", "NotHandleFault")});
        QVERIFY(clustermodel::applyDeviceInfo(topology, deviceInfoMap("a", info)));
        QCOMPARE(die(1).health, Health::Ok);
        QCOMPARE(die(5).health, Health::Ok);
        QVERIFY(topology.servers[0].unread.isEmpty());
    }

    // A die the map does not name is not known to be healthy: one the job's
    // pod holds beyond the map's lists, and one a newer map no longer lists
    // (read in place, the server keeps its shape until a rebuild).
    void aDieTheMapDoesNotNameIsUnknown()
    {
        ClusterTopology topology = clustermodel::buildTopology({node("a", "10.0.0.1")}, {deviceInfoMap("a", healthyInfo(2, 0, 0))},
                                                       {pod("job-0", "a", 0, 3, "192.168.0.")});
        const auto health = [&topology](int id) { return dieOf(topology.servers[0], id).health; };
        QCOMPARE(topology.dieCount(), 3);
        QCOMPARE(health(1), Health::Ok);
        QCOMPARE(health(2), Health::Unknown);
        QCOMPARE(dieOf(topology.servers[0], 2).deviceIp, QStringLiteral("192.168.0.2"));
        QCOMPARE(dieOf(topology.servers[0], 2).roceLink, Health::Unknown);
        QCOMPARE(topology.servers[0].unread,
                 QStringList{QStringLiteral("kube-system/mindx-dl-deviceinfo-a data.DeviceInfoCfg: Ascend910-2 in none of "
                                            "its lists; not known")});
        // Nothing wrong but a die not known: the server is not called healthy.
        QCOMPARE(topology.servers[0].health, Health::Unknown);

        DeviceInfoCfg fewer = healthyInfo(1, 0, 0);
        fewer.unhealthy = {2};
        QVERIFY(clustermodel::applyDeviceInfo(topology, deviceInfoMap("a", fewer)));
        QCOMPARE(topology.dieCount(), 3);
        QCOMPARE(health(0), Health::Ok);
        QCOMPARE(health(1), Health::Unknown);
        QCOMPARE(health(2), Health::Fault);
        QCOMPARE(topology.servers[0].unread.size(), 1);
        QVERIFY2(topology.servers[0].unread[0].contains(QLatin1String(": Ascend910-1 in none")), qPrintable(topology.servers[0].unread[0]));
    }

    // NodeD's word on the host: its status paints the server (a status it
    // does not write is a fault, and said), its fault devices are listed,
    // a map that cannot be read leaves it Unknown and says where, and each
    // read replaces what the map said before.
    void nodeDsMapPaintsTheServer()
    {
        const auto nodeInfo = [](const std::string &value, const char *ns = "mindx-dl") {
            return Json{{"apiVersion", "v1"}, {"kind", "ConfigMap"},
                        {"metadata", {{"name", "mindx-dl-nodeinfo-a"}, {"namespace", ns}}}, {"data", {{"NodeInfo", value}}}};
        };
        const Json unhealthy = nodeInfo(encodeNodeInfo({"UnHealthy", {{"CPU", 1, {"00000011", "00000012"}, "SeparateFault"}}}));
        ClusterTopology topology = clustermodel::buildTopology({node("a", "10.0.0.1")}, {deviceInfoMap("a", healthyInfo(2, 0, 0)), unhealthy}, {});
        TopologyServer &server = topology.servers[0];
        QCOMPARE(server.nodeStatus, QStringLiteral("UnHealthy"));
        QCOMPARE(server.nodeHealth, Health::Fault);
        QCOMPARE(server.health, Health::Fault);
        QCOMPARE(server.nodeFaults, QStringList{QStringLiteral("CPU 1: 00000011,00000012 (SeparateFault)")});
        QCOMPARE(dieOf(server, 0).health, Health::Ok);   // the host, not its dies
        QVERIFY(server.unread.isEmpty());
        // Elsewhere than mindx-dl it is not NodeD's.
        QCOMPARE(clustermodel::buildTopology({node("a", "10.0.0.1")}, {deviceInfoMap("a", healthyInfo(2, 0, 0)),
                                                               nodeInfo(encodeNodeInfo({"UnHealthy", {}}), "default")}, {})
                     .servers[0].nodeHealth,
                 Health::Unknown);

        const Json preSeparate = nodeInfo(encodeNodeInfo({"PreSeparate", {}}));
        clustermodel::applyNodeInfo(server, &preSeparate);
        QCOMPARE(server.nodeHealth, Health::Warning);
        QCOMPARE(server.health, Health::Warning);
        QVERIFY(server.nodeFaults.isEmpty());

        const Json unreadable = nodeInfo("{\"NodeInfo\": {\"NodeStatus\": 5}}");
        clustermodel::applyNodeInfo(server, &unreadable);
        QCOMPARE(server.nodeHealth, Health::Unknown);
        QCOMPARE(server.health, Health::Ok);
        QCOMPARE(server.unread.size(), 1);
        QVERIFY2(server.unread[0].startsWith(QLatin1String("mindx-dl/mindx-dl-nodeinfo-a data.NodeInfo: /NodeInfo/NodeStatus")),
                 qPrintable(server.unread[0]));

        const Json strange = nodeInfo(encodeNodeInfo({"Degraded", {}}));
        clustermodel::applyNodeInfo(server, &strange);
        QCOMPARE(server.nodeHealth, Health::Fault);
        QCOMPARE(server.nodeStatus, QStringLiteral("Degraded"));   // shown as written
        QCOMPARE(server.unread.size(), 1);
        QVERIFY2(server.unread[0].contains(QLatin1String("\"Degraded\" is none of")), qPrintable(server.unread[0]));
        const Json wide = nodeInfo(encodeNodeInfo({"不健康" + std::string(400, 'x'), {}}));
        clustermodel::applyNodeInfo(server, &wide);
        QCOMPARE(server.nodeHealth, Health::Fault);
        QVERIFY(server.nodeStatus.startsWith(QStringLiteral("不健康xx")));
        QVERIFY(server.nodeStatus.size() <= 301);
        QVERIFY(server.unread[0].size() <= server.unread[0].indexOf(QLatin1String("data.NodeInfo")) + 301);

        // A thousand fault devices are a few lines and a count.
        NodeInfoCfg many{"UnHealthy", {}};
        for (int i = 0; i < 1000; ++i)
            many.faultDevices.push_back({"Disk", i, {"0000003" + std::to_string(i % 10)}, "SeparateFault"});
        const Json manyMap = nodeInfo(encodeNodeInfo(many));
        clustermodel::applyNodeInfo(server, &manyMap);
        QCOMPARE(server.nodeFaults.size(), 6);
        QCOMPARE(server.nodeFaults.last(), QStringLiteral("and 995 more"));

        // Another node's map is not this server's: read as none.
        Json other = unhealthy;
        other["metadata"]["name"] = "mindx-dl-nodeinfo-b";
        clustermodel::applyNodeInfo(server, &other);
        QCOMPARE(server.nodeHealth, Health::Unknown);
        QVERIFY(server.nodeStatus.isEmpty());
        QVERIFY(server.unread.isEmpty());

        // Gone: nothing NodeD said is left, and the server is as its dies are.
        clustermodel::applyNodeInfo(server, nullptr);
        QCOMPARE(server.nodeHealth, Health::Unknown);
        QVERIFY(server.unread.isEmpty());
        QCOMPARE(server.health, Health::Ok);

        // A server read again keeps NodeD's word when given its map, and its
        // device-info read in place leaves it (and what NodeD's map could
        // not say) as it was; NodeD's map read again leaves device-info's.
        const Json map = deviceInfoMap("a", healthyInfo(2, 0, 0));
        QVERIFY(clustermodel::refreshServer(topology, node("a", "10.0.0.1"), &map, {}, &unhealthy));
        QCOMPARE(topology.servers[0].nodeHealth, Health::Fault);
        clustermodel::applyNodeInfo(topology.servers[0], &strange);
        QVERIFY(clustermodel::applyDeviceInfo(topology, broken(map)));
        QCOMPARE(topology.servers[0].nodeHealth, Health::Fault);
        QCOMPARE(topology.servers[0].nodeStatus, QStringLiteral("Degraded"));
        QCOMPARE(topology.servers[0].unread.size(), 2);
        clustermodel::applyNodeInfo(topology.servers[0], &unhealthy);
        QCOMPARE(topology.servers[0].unread.size(), 1);
        QVERIFY(topology.servers[0].unread[0].contains(QLatin1String("data.SwitchInfoCfg")));
        QCOMPARE(topology.servers[0].health, Health::Fault);
    }

    // A map read again says anew what it could not read: a mended key is no
    // longer listed, a newly broken one is. A switch state that does not
    // parse paints the HCCS plane as a fault and says why.
    void aMapReadAgainReplacesWhatItSaidBefore()
    {
        Json map = deviceInfoMap("a", healthyInfo(4, 0, 0));
        map["data"]["ManuallySeparateNPU"] = "Ascend910-x";
        ClusterTopology topology = clustermodel::buildTopology({node("a", "10.0.0.1")}, {map}, {});
        QCOMPARE(topology.servers[0].unread.size(), 1);
        QVERIFY(topology.servers[0].unread[0].contains(QLatin1String("data.ManuallySeparateNPU")));

        Json mended = deviceInfoMap("a", healthyInfo(4, 0, 0));
        mended["data"]["SwitchInfoCfg"] = "{not json";
        QVERIFY(clustermodel::applyDeviceInfo(topology, mended));
        const TopologyServer &server = topology.servers[0];
        QCOMPARE(server.unread.size(), 1);
        QVERIFY2(server.unread[0].startsWith(QLatin1String("kube-system/mindx-dl-deviceinfo-a data.SwitchInfoCfg: ")),
                 qPrintable(server.unread[0]));
        QCOMPARE(server.npus[0].dies[0].hccsLink, Health::Fault);

        QVERIFY(clustermodel::applyDeviceInfo(topology, deviceInfoMap("a", healthyInfo(4, 0, 0))));
        QVERIFY(topology.servers[0].unread.isEmpty());
        QCOMPARE(topology.servers[0].health, Health::Ok);

        // A map of that name elsewhere than kube-system is not the device plugin's.
        Json elsewhere = broken(deviceInfoMap("a", healthyInfo(4, 0, 0)));
        elsewhere["metadata"]["namespace"] = "default";
        QVERIFY(!clustermodel::applyDeviceInfo(topology, elsewhere));
        QVERIFY(topology.servers[0].unread.isEmpty());
    }

    // What the node said (a capacity not believed) stays when its map is
    // read again; only what the map said is replaced.
    void aMapReadAgainLeavesWhatTheNodeSaid()
    {
        Json huge = node("a", "10.0.0.1");
        huge["status"]["capacity"]["huawei.com/Ascend910"] = "100";
        const Json noDies = deviceInfoMap("a", healthyInfo(0, 0, 0));
        ClusterTopology topology = clustermodel::buildTopology({huge}, {broken(noDies)}, {});
        QCOMPARE(topology.servers[0].unread.size(), 2);
        QVERIFY(topology.servers[0].unread[0].startsWith(QLatin1String("node a status.capacity")));
        QVERIFY(topology.servers[0].unread[1].contains(QLatin1String("data.SwitchInfoCfg")));
        QVERIFY(clustermodel::applyDeviceInfo(topology, noDies));
        QCOMPARE(topology.servers[0].unread.size(), 1);
        QVERIFY(topology.servers[0].unread[0].startsWith(QLatin1String("node a status.capacity")));
    }

    // Thousands of bad chip names are the first five and a count, each cut
    // short: a line of the details, not megabytes.
    void manyProblemsAreCountedNotListed()
    {
        Json map = deviceInfoMap("a", healthyInfo(4, 0, 0));
        QString names;
        for (int i = 0; i < 2000; ++i)
            names += QStringLiteral("Ascend910-x%1,").arg(i);
        names += QStringLiteral("Ascend910-") + QString(5000, QLatin1Char('y'));
        map["data"]["ManuallySeparateNPU"] = names.toStdString();
        const ClusterTopology topology = clustermodel::buildTopology({node("a", "10.0.0.1")}, {map}, {});
        const QStringList &unread = topology.servers[0].unread;
        QCOMPARE(unread.size(), 6);
        QVERIFY2(unread.last().endsWith(QLatin1String("data.ManuallySeparateNPU: and 1996 more")), qPrintable(unread.last()));
        for (const QString &problem : unread)
            QVERIFY(problem.size() < 400);
    }

    void searchFindsNodesPodsIpsAndRanks()
    {
        const ClusterTopology topology = clustermodel::buildTopology(
            {node("node-0", "10.0.0.1"), node("node-1", "10.0.0.2")},
            {deviceInfoMap("node-0", healthyInfo(16, 0, 0)), deviceInfoMap("node-1", healthyInfo(16, 0, 1))},
            {pod("job-worker-0", "node-0", 0, 16, "192.168.0."), pod("job-worker-1", "node-1", 1, 16, "192.168.1.")});
        QCOMPARE(findInTopology(topology, QStringLiteral("node-1")), (TopologyPlace{1, -1, -1}));
        QCOMPARE(findInTopology(topology, QStringLiteral(" JOB-WORKER-0 ")), (TopologyPlace{0, -1, -1}));
        QCOMPARE(findInTopology(topology, QStringLiteral("10.0.0.2")), (TopologyPlace{1, -1, -1}));
        QCOMPARE(findInTopology(topology, QStringLiteral("192.168.1.5")), (TopologyPlace{1, 2, 1}));
        QCOMPARE(findInTopology(topology, QStringLiteral("rank 20")), (TopologyPlace{1, 2, 0}));
        QCOMPARE(findInTopology(topology, QStringLiteral("r3")), (TopologyPlace{0, 1, 1}));
        QCOMPARE(findInTopology(topology, QStringLiteral("worker-1")), (TopologyPlace{1, -1, -1}));
        QVERIFY(!findInTopology(topology, QStringLiteral("rank 99")).isValid());
        QVERIFY(!findInTopology(topology, QStringLiteral("")).isValid());
        QCOMPARE(dieAt(topology, {1, 2, 1})->deviceIp, QStringLiteral("192.168.1.5"));
        QVERIFY(!dieAt(topology, {1, 9, 1}));
    }

    // "Next fault": servers not Ready, cordoned or flagged by NodeD and dies isolated or with a
    // fault on themselves or a link, in drawing order, round and round;
    // states counted as the overview counts them (isolated apart).
    void nextFaultWalksTheFaults()
    {
        ClusterTopology topology = clustermodel::buildTopology(
            {node("a", "10.0.0.1"), node("b", "10.0.0.2", false), node("c", "10.0.0.3")},
            {deviceInfoMap("a", healthyInfo(4, 0, 0)), deviceInfoMap("b", healthyInfo(4, 0, 0)), deviceInfoMap("c", healthyInfo(4, 0, 1))}, {});
        const auto dieOf = [&](int s, int n, int d) -> TopologyDie & {
            return topology.servers[std::size_t(s)].npus[std::size_t(n)].dies[std::size_t(d)];
        };
        QCOMPARE(topology.servers[0].npus.size(), std::size_t(2));
        QCOMPARE(topology.servers[0].npus[1].dies.size(), std::size_t(2));
        dieOf(0, 1, 0).roceLink = Health::Fault;
        dieOf(2, 0, 1).isolated = true;
        dieOf(2, 0, 1).health = Health::Fault;   // isolated: counted as isolated, not as a fault
        dieOf(2, 1, 0).health = Health::Warning;
        for (TopologyServer &server : topology.servers)
            server.updateHealth();

        QCOMPARE(nextInTopology(topology, {}, TopologyLayer::Faulty), (TopologyPlace{0, 1, 0}));
        QCOMPARE(nextInTopology(topology, {0, 1, 0}, TopologyLayer::Faulty), (TopologyPlace{1, -1, -1}));   // not Ready
        QCOMPARE(nextInTopology(topology, {1, -1, -1}, TopologyLayer::Faulty), (TopologyPlace{2, 0, 1}));   // isolated
        QCOMPARE(nextInTopology(topology, {2, 0, 1}, TopologyLayer::Faulty), (TopologyPlace{0, 1, 0}));     // round again
        QCOMPARE(nextInTopology(topology, {0, 1, 0}, TopologyLayer::Faulty, TopologyMark::Fault, true), (TopologyPlace{2, 0, 1}));
        QCOMPARE(nextInTopology(topology, {}, TopologyLayer::Faulty, TopologyMark::Fault, true), (TopologyPlace{2, 0, 1}));
        QCOMPARE(positionInTopology(topology, {1, -1, -1}, TopologyLayer::Faulty), (std::pair<int, int>{2, 3}));

        QCOMPARE(countInTopology(topology, TopologyLayer::Dies, TopologyMark::Fault), 0);
        QCOMPARE(countInTopology(topology, TopologyLayer::Dies, TopologyMark::Isolated), 1);
        QCOMPARE(countInTopology(topology, TopologyLayer::Dies, TopologyMark::Warning), 1);
        QCOMPARE(countInTopology(topology, TopologyLayer::Roce, TopologyMark::Fault), 1);
        QCOMPARE(countInTopology(topology, TopologyLayer::Servers, TopologyMark::NotReady), 1);
        // A server takes its dies' worst health, the isolated die's too.
        QCOMPARE(nextInTopology(topology, {}, TopologyLayer::Servers, TopologyMark::Fault), (TopologyPlace{0, -1, -1}));
        QCOMPARE(nextInTopology(topology, {0, -1, -1}, TopologyLayer::Servers, TopologyMark::Fault), (TopologyPlace{1, -1, -1}));
        QVERIFY(!nextInTopology(topology, {}, TopologyLayer::Dies, TopologyMark::Fault).isValid());
        QVERIFY(!nextInTopology({}, {}, TopologyLayer::Faulty).isValid());
    }
};

QTEST_GUILESS_MAIN(TestTopologyBuilder)
#include "tst_topologybuilder.moc"
