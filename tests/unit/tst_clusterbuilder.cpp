// The embedded cluster's builder: each preset's shape, objects that agree
// with each other (device IPs, pod annotations, the rank table), device-info
// maps that decode, a rank table the validator accepts, overrides, speed, and
// the job controller making the table anew when a pod comes back.
#include "formats/deviceinfocfg.h"
#include "formats/jsonreader.h"
#include "formats/ranktablevalidator.h"
#include "sim/seed/clusterbuilder.h"
#include "sim/seed/clusterlayout.h"
#include "sim/seed/clusterseed.h"
#include "sim/controllers/deviceallocation.h"
#include "sim/controllers/jobcontroller.h"
#include "sim/store/objectstore.h"
#include "formats/operatorranktable.h"
#include "sim/seed/simpreset.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QRegularExpression>
#include <QTest>

#include <map>
#include <set>

using namespace ascendops;
using namespace ascendops::sim;
using Json = nlohmann::json;

namespace {

// The built objects by kind, and the ones the checks look at by name.
struct Cluster
{
    std::vector<Json> objects;
    std::vector<const Json *> nodes, pods, leases, events;
    std::map<std::string, const Json *> configMaps;   // "namespace/name"
    const Json *job = nullptr;
    const Json *podGroup = nullptr;

    explicit Cluster(const SimPreset &preset) : objects(buildClusterObjects(preset))
    {
        for (const Json &o : objects) {
            const std::string kind = o["kind"];
            const std::string ns = o["metadata"].value("namespace", "");
            if (kind == "Node") nodes.push_back(&o);
            else if (kind == "Pod") pods.push_back(&o);
            else if (kind == "Lease") leases.push_back(&o);
            else if (kind == "Event") events.push_back(&o);
            else if (kind == "ConfigMap") configMaps[ns + '/' + o["metadata"]["name"].get<std::string>()] = &o;
            else if (kind == "Job" && !job) job = &o;   // the running one; queued jobs follow it
            else if (kind == "PodGroup") podGroup = &o;
        }
    }

    int configMapsNamed(const std::string &prefix) const
    {
        int count = 0;
        for (const auto &[key, map] : configMaps)
            count += key.rfind(prefix, 0) == 0;
        return count;
    }

    const Json &rankTableMap(const SimPreset &preset) const
    {
        return *configMaps.at("default/rings-config-" + preset.jobName);
    }
    Json rankTable(const SimPreset &preset) const
    {
        return Json::parse(rankTableMap(preset)["data"]["hccl.json"].get<std::string>());
    }
};

Json podConfiguration(const Json &pod)
{
    return Json::parse(pod["metadata"]["annotations"][kDeviceConfigurationAnnotation].get<std::string>());
}

int rankIndex(const Json &pod)
{
    return std::stoi(pod["metadata"]["annotations"]["hccl/rankIndex"].get<std::string>());
}

Problems validate(const std::string &text)
{
    Parsed<JsonValue> parsed = parseJson(text);
    if (!parsed.ok())
        return parsed.problems();
    return validateRankTable(parsed.value());
}

QString errorsOf(const Problems &problems)
{
    QStringList lines;
    for (const Problem &p : problems) {
        if (p.isError())
            lines << p.toString();
    }
    return lines.mid(0, 5).join(QLatin1Char('\n'));
}

std::string envOf(const Json &job, const char *name)
{
    for (const Json &e : job["spec"]["tasks"][0]["template"]["spec"]["containers"][0]["env"]) {
        if (e["name"] == name)
            return e.value("value", "");
    }
    return "<unset>";
}

SimPreset preset(const char *name)
{
    std::optional<SimPreset> found = findPreset(name);
    Q_ASSERT(found);
    return *found;
}

} // namespace

class TestClusterBuilder : public QObject
{
    Q_OBJECT

private slots:
    void presetsAreKnownByName()
    {
        QCOMPARE(presetNames(), (std::vector<std::string>{"a2-small", "a3-demo", "a3-scale", "a3-fleet"}));
        for (const std::string &name : presetNames()) {
            QVERIFY(findPreset(name));
            QCOMPARE(presetProblem(*findPreset(name)), std::string());
        }
        QVERIFY(!findPreset("a9"));
        const SimPreset scale = preset("a3-scale");
        QCOMPARE(scale.superPods, 22);
        QCOMPARE(scale.jobServers(), 1024);
        QCOMPARE(scale.jobDevices(), 16384);
        QCOMPARE(scale.jobServersIn(0), 48);
        QCOMPARE(scale.jobServersIn(21), 16);
    }

    void shapeOfEachPreset_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("spares");
        QTest::addColumn<int>("devices");
        QTest::addColumn<QString>("job");
        QTest::addColumn<bool>("podRescheduling");
        QTest::addColumn<QString>("opRetry");
        QTest::newRow("a2-small") << QStringLiteral("a2-small") << 5 << 1 << 8 << QStringLiteral("mindx-a2") << false << QStringLiteral("<unset>");
        QTest::newRow("a3-demo") << QStringLiteral("a3-demo") << 10 << 2 << 16 << QStringLiteral("mindx-a3") << true << QStringLiteral("L1:1, L2:1");
        QTest::newRow("a3-scale") << QStringLiteral("a3-scale") << 1046 << 22 << 16 << QStringLiteral("mindx-a3-scale") << true << QStringLiteral("L1:1, L2:1");
    }
    void shapeOfEachPreset()
    {
        QFETCH(QString, name);
        QFETCH(int, nodes);
        QFETCH(int, spares);
        QFETCH(int, devices);
        QFETCH(QString, job);
        QFETCH(bool, podRescheduling);
        QFETCH(QString, opRetry);
        const SimPreset p = preset(qPrintable(name));
        const Cluster c(p);
        QCOMPARE(int(c.nodes.size()), nodes);
        QCOMPARE(int(c.pods.size()), nodes - spares);
        QCOMPARE(int(c.leases.size()), nodes);
        QCOMPARE(c.configMapsNamed("kube-system/mindx-dl-deviceinfo-"), nodes);
        QCOMPARE(c.configMapsNamed("mindx-dl/mindx-dl-nodeinfo-"), nodes);
        QVERIFY(c.configMaps.count("mindx-dl/job-reschedule-reason"));
        QVERIFY(c.configMaps.count("default/reset-config-" + job.toStdString()));
        QVERIFY(!c.events.empty() && c.events.size() <= 32);

        // Nodes in order, each super-pod's job servers first, then its spares.
        std::set<std::string> used;
        for (const Json *pod : c.pods)
            used.insert((*pod)["spec"]["nodeName"].get<std::string>());
        int idle = 0;
        for (std::size_t n = 0; n < c.nodes.size(); ++n) {
            const Json &node = *c.nodes[n];
            QCOMPARE(node["metadata"]["name"].get<std::string>(), nodeName(int(n)));
            QCOMPARE(node["status"]["capacity"]["huawei.com/Ascend910"].get<std::string>(), std::to_string(devices));
            QCOMPARE(node["metadata"]["labels"]["accelerator-type"].get<std::string>(),
                     std::string(devices == 8 ? "module-910b-8" : "module-a3-16-super-pod"));
            QCOMPARE(node["metadata"]["labels"]["workerselector"].get<std::string>(), std::string("dls-worker-node"));
            idle += !used.count(nodeName(int(n)));
        }
        QCOMPARE(idle, spares);
        if (name == QLatin1String("a2-small"))
            QVERIFY(!used.count("node-4") && used.count("node-3"));
        if (name == QLatin1String("a3-demo"))
            QVERIFY(!used.count("node-4") && !used.count("node-9") && used.count("node-5"));

        QVERIFY(c.job && c.podGroup);
        QCOMPARE((*c.job)["metadata"]["name"].get<std::string>(), job.toStdString());
        QCOMPARE((*c.job)["spec"]["minAvailable"].get<int>(), nodes - spares);
        QCOMPARE((*c.job)["status"]["running"].get<int>(), nodes - spares);
        QCOMPARE((*c.podGroup)["spec"]["minMember"].get<int>(), nodes - spares);
        QCOMPARE((*c.job)["metadata"]["labels"].contains("pod-rescheduling"), podRescheduling);
        QCOMPARE(QString::fromStdString(envOf(*c.job, "HCCL_OP_RETRY_ENABLE")), opRetry);
        QCOMPARE(envOf(*c.job, "HCCL_CONNECT_TIMEOUT"), std::string("120"));
        QCOMPARE(envOf(*c.job, "HCCL_EXEC_TIMEOUT"), std::string("1836"));
    }

    void addressesAreUniqueAndAgreeEverywhere_data() { presetRows(); }
    void addressesAreUniqueAndAgreeEverywhere()
    {
        QFETCH(QString, name);
        const SimPreset p = preset(qPrintable(name));
        const Cluster c(p);
        std::set<std::string> deviceIps, hostIps;
        std::map<std::string, Json> devicesOfNode;   // node -> its published devices
        for (const Json *node : c.nodes) {
            const Json published = Json::parse((*node)["metadata"]["annotations"][kNodeDevicesAnnotation].get<std::string>());
            QVERIFY(hostIps.insert((*node)["status"]["addresses"][0]["address"].get<std::string>()).second);
            for (const Json &device : published["devices"])
                QVERIFY2(deviceIps.insert(device["device_ip"].get<std::string>()).second, device.dump().c_str());
            devicesOfNode[(*node)["metadata"]["name"]] = published;
        }
        QCOMPARE(int(deviceIps.size()), p.totalServers() * p.devicesPerServer);

        // The pod carries exactly its node's devices, and the table exactly the pod's.
        const Json table = c.rankTable(p);
        std::map<std::string, const Json *> serverById;
        for (const Json &server : table["server_list"])
            serverById[server["server_id"]] = &server;
        for (const Json *pod : c.pods) {
            const Json configuration = podConfiguration(*pod);
            const Json &published = devicesOfNode.at((*pod)["spec"]["nodeName"]);
            QCOMPARE(configuration["devices"].dump(), published["devices"].dump());
            QCOMPARE(configuration["pod_name"].get<std::string>(), std::to_string(rankIndex(*pod)));
            QCOMPARE((*pod)["status"]["hostIP"].dump(), configuration["host_ip"].dump());
            const Json &server = *serverById.at(configuration["server_id"]);
            QCOMPARE(server["device"].size(), configuration["devices"].size());
            for (std::size_t i = 0; i < server["device"].size(); ++i) {
                const Json &entry = server["device"][i];
                const Json &device = configuration["devices"][i];
                QCOMPARE(entry["device_id"].dump(), device["device_id"].dump());
                QCOMPARE(entry["device_ip"].dump(), device["device_ip"].dump());
                QCOMPARE(entry.value("super_device_id", ""), device.value("super_device_id", ""));
                QCOMPARE(entry["rank_id"].get<std::string>(),
                         std::to_string(rankIndex(*pod) * p.devicesPerServer + int(i)));
                if (p.superPodMode())   // borrow-rail: the other die of the same NPU
                    QCOMPARE(entry["backup_device_ip"].dump(), configuration["devices"][i ^ 1]["device_ip"].dump());
            }
        }
    }

    void superDeviceIdsAreUniqueWithinASuperPod()
    {
        const SimPreset p = preset("a3-demo");
        const Cluster c(p);
        std::set<std::pair<std::string, std::string>> seen;
        for (const Json *node : c.nodes) {
            const Json published = Json::parse((*node)["metadata"]["annotations"][kNodeDevicesAnnotation].get<std::string>());
            for (const Json &device : published["devices"])
            {
                const std::pair<std::string, std::string> id{published["super_pod_id"], device["super_device_id"]};
                QVERIFY(seen.insert(id).second);
            }
        }
        QCOMPARE(int(seen.size()), 10 * 16);
    }

    void deviceInfoDecodesBack_data() { presetRows(); }
    void deviceInfoDecodesBack()
    {
        QFETCH(QString, name);
        const SimPreset p = preset(qPrintable(name));
        const Cluster c(p);
        const std::vector<ServerSlot> servers = layoutServers(p);
        for (const ServerSlot &slot : servers) {
            const Json &map = *c.configMaps.at("kube-system/mindx-dl-deviceinfo-" + nodeName(slot.node));
            QCOMPARE(map["metadata"]["labels"]["mx-consumer-cim"].get<std::string>(), std::string("true"));
            const std::string text = map["data"]["DeviceInfoCfg"];
            const Parsed<DeviceInfoCfg> info = decodeDeviceInfo(text);
            QVERIFY2(info, qPrintable(info.error()));
            QCOMPARE(int(info->healthy.size()), p.devicesPerServer);
            QVERIFY(info->unhealthy.empty() && info->networkUnhealthy.empty() && info->recovering.empty());
            QCOMPARE(info->superPodId, p.superPodMode() ? slot.superPod : -2);
            QCOMPARE(info->serverIndex, p.superPodMode() ? slot.indexInSuperPod : -2);
            QCOMPARE(encodeDeviceInfo(info.value()), text);
            // The check code is the SHA-256 of the serialized DeviceInfo part.
            const Json root = Json::parse(text);
            const std::size_t start = text.find("{\"DeviceList\"");
            const std::size_t end = text.find(",\"SuperPodID\"");
            const QByteArray part = QByteArray::fromStdString(text.substr(start, end - start));
            QCOMPARE(root["CheckCode"].get<std::string>(),
                     QCryptographicHash::hash(part, QCryptographicHash::Sha256).toHex().toStdString());
            QCOMPARE(map["data"].contains("SwitchInfoCfg"), p.superPodMode());
        }
    }

    void rankTableIsCompleteAndValid_data() { presetRows(); }
    void rankTableIsCompleteAndValid()
    {
        QFETCH(QString, name);
        const SimPreset p = preset(qPrintable(name));
        const Cluster c(p);
        const Json &map = c.rankTableMap(p);
        QCOMPARE(map["metadata"]["labels"]["ring-controller.atlas"].get<std::string>(), std::string("ascend-910"));
        QVERIFY(!map["data"]["version"].get<std::string>().empty());
        const std::string text = map["data"]["hccl.json"];
        const Problems problems = validate(text);
        QVERIFY2(!hasErrors(problems), qPrintable(errorsOf(problems)));
        const Json table = Json::parse(text);
        QCOMPARE(table["status"].get<std::string>(), std::string("completed"));
        QCOMPARE(table["version"].get<std::string>(), p.rankTableVersion);
        QCOMPARE(table["server_count"].get<std::string>(), std::to_string(p.jobServers()));
        QCOMPARE(int(table["server_list"].size()), p.jobServers());
        QCOMPARE(table.contains("super_pod_list"), p.superPodMode());
        if (p.superPodMode())
            QCOMPARE(int(table["super_pod_list"].size()), p.superPods);
    }

    void overridesChangeTheShape()
    {
        SimPreset p = preset("a3-scale");
        p.superPods = 3;
        p.serversPerSuperPod = 5;
        p.devicesPerServer = 8;
        p.sparesPerSuperPod = 2;
        p.totalJobServers = 0;   // what the CLI does when the super-pod shape is overridden
        QCOMPARE(presetProblem(p), std::string());
        const Cluster c(p);
        QCOMPARE(int(c.nodes.size()), 3 * (5 + 2));
        QCOMPARE(int(c.pods.size()), 15);
        QCOMPARE(c.configMapsNamed("kube-system/mindx-dl-deviceinfo-"), 21);
        QCOMPARE((*c.nodes[0])["status"]["capacity"]["huawei.com/Ascend910"].get<std::string>(), std::string("8"));
        const Problems problems = validate(c.rankTableMap(p)["data"]["hccl.json"]);
        QVERIFY2(!hasErrors(problems), qPrintable(errorsOf(problems)));
        QCOMPARE(c.rankTable(p)["server_list"][14]["device"][7]["rank_id"].get<std::string>(), std::string("119"));
    }

    void overridesOutOfRangeAreRefused_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<int>("value");
        QTest::addColumn<QString>("message");
        QTest::newRow("no super-pods") << QStringLiteral("superPods") << 0 << QStringLiteral("super-pods is 0; expected 1 to 100");
        QTest::newRow("huge super-pod") << QStringLiteral("serversPerSuperPod") << 1001 << QStringLiteral("servers per super-pod is 1001");
        QTest::newRow("odd A3 devices") << QStringLiteral("devicesPerServer") << 7 << QStringLiteral("an even number");
        QTest::newRow("too many devices") << QStringLiteral("devicesPerServer") << 32 << QStringLiteral("devices per server is 32");
        QTest::newRow("negative spares") << QStringLiteral("sparesPerSuperPod") << -1 << QStringLiteral("spares per super-pod is -1");
    }
    void overridesOutOfRangeAreRefused()
    {
        QFETCH(QString, field);
        QFETCH(int, value);
        QFETCH(QString, message);
        SimPreset p = preset("a3-demo");
        const std::map<std::string, int SimPreset::*> fields{{"superPods", &SimPreset::superPods},
                                                         {"serversPerSuperPod", &SimPreset::serversPerSuperPod},
                                                         {"devicesPerServer", &SimPreset::devicesPerServer},
                                                         {"sparesPerSuperPod", &SimPreset::sparesPerSuperPod}};
        p.*fields.at(field.toStdString()) = value;
        const QString problem = QString::fromStdString(presetProblem(p));
        QVERIFY2(problem.contains(message), qPrintable(problem));
    }

    // The cluster's own objects pass the API server's checks, as a real
    // cluster's controllers' objects do.
    void everyPresetSeedsWhole()
    {
        QTest::failOnWarning(QRegularExpression(QStringLiteral("refused")));
        for (const std::string &name : presetNames()) {
            if (name == "a3-scale")
                continue;   // a3ScaleBuildsAndSeeds counts its own
            SimPreset p = preset(name.c_str());
            if (p.fleet()) {   // every kind of its objects, on a small fleet
                p.superPods = 2;
                p.fleetServersPerSuperPod = 9;
                p.fleetTrainingJobs = 12;
            }
            ObjectStore store;
            const std::vector<Json> objects = buildClusterObjects(p);
            QVERIFY2(seedCluster(store, objects) >= int(objects.size()), name.c_str());
        }
    }

    void a3ScaleBuildsAndSeeds()
    {
        const SimPreset p = preset("a3-scale");
        QElapsedTimer timer;
        timer.start();
        const std::vector<Json> objects = buildClusterObjects(p);
        const qint64 built = timer.elapsed();
        ObjectStore store;
        const int stored = seedCluster(store, objects);
        const qint64 seeded = timer.elapsed();
        qInfo("a3-scale: %zu objects built in %lld ms, seeded (%d with namespaces) by %lld ms", objects.size(),
              built, stored, seeded);
        QVERIFY(objects.size() > 1046 * 4 + 1024);
        QCOMPARE(stored, int(objects.size()) + 6);   // default, kube-system, kube-public, kube-node-lease, mindx-dl, volcano-system
        // How long it takes is printed, not asserted: speed is for bench/ (a
        // sanitizer build is several times slower, and so is a busy machine).
    }

    void jobControllerRebuildsTheTableWhenAPodComesBack()
    {
        const SimPreset p = preset("a3-demo");
        ObjectStore store;
        seedCluster(store, buildClusterObjects(p));
        JobController controller(store, SimClock(1000.0));
        const std::string before = ringsData(store, p, "hccl.json");
        const std::string versionBefore = ringsData(store, p, "version");

        QVERIFY(store.remove(*findResource("", "v1", "pods"), "default", "mindx-a3-worker-1", Preconditions{}, false));
        QTRY_COMPARE(ringsData(store, p, "hccl.json"), std::string(R"({"status":"initializing"})"));
        const std::string versionInitializing = ringsData(store, p, "version");
        QVERIFY(std::stoll(versionInitializing) > std::stoll(versionBefore));
        QTRY_VERIFY(Json::parse(ringsData(store, p, "hccl.json"))["status"] == "completed");
        // Back on the same server with the same devices: the same table, a new version.
        QCOMPARE(ringsData(store, p, "hccl.json"), before);
        QVERIFY(std::stoll(ringsData(store, p, "version")) > std::stoll(versionInitializing));
    }

    void podRebuiltOnASpareBringsThatServersDevices()
    {
        const SimPreset p = preset("a3-demo");
        ObjectStore store;
        seedCluster(store, buildClusterObjects(p));
        JobController controller(store, SimClock(1000.0));
        controller.placePod("default", "mindx-a3-worker-1", "node-4");   // the spare of super-pod 0
        QVERIFY(store.remove(*findResource("", "v1", "pods"), "default", "mindx-a3-worker-1", Preconditions{}, false));
        QTRY_VERIFY(ringsData(store, p, "hccl.json") == R"({"status":"initializing"})");
        QTRY_VERIFY(Json::parse(ringsData(store, p, "hccl.json"))["status"] == "completed");

        const std::string text = ringsData(store, p, "hccl.json");
        const Problems problems = validate(text);
        QVERIFY2(!hasErrors(problems), qPrintable(errorsOf(problems)));
        const Json server = Json::parse(text)["server_list"][1];
        const std::vector<ServerSlot> servers = layoutServers(p);
        QCOMPARE(server["server_id"].get<std::string>(), hostIp(servers[4]));
        QCOMPARE(server["device"][3]["device_ip"].get<std::string>(), deviceIp(servers[4], 16, 3));
        QCOMPARE(server["device"][3]["rank_id"].get<std::string>(), std::string("19"));
        const Json pod = store.get(*findResource("", "v1", "pods"), "default", "mindx-a3-worker-1").object->value;
        QCOMPARE(pod["status"]["hostIP"].get<std::string>(), hostIp(servers[4]));
        QCOMPARE(podConfiguration(pod)["host_ip"].get<std::string>(), hostIp(servers[4]));
    }

private:
    void presetRows()
    {
        QTest::addColumn<QString>("name");
        // The fleet's job is one among hundreds: tst_simfleet reads it.
        for (const std::string &name : presetNames())
            if (!findPreset(name)->fleet())
                QTest::newRow(name.c_str()) << QString::fromStdString(name);
    }

    static std::string ringsData(ObjectStore &store, const SimPreset &p, const char *key)
    {
        const StoreResult map = store.get(*findResource("", "v1", "configmaps"), "default", "rings-config-" + p.jobName);
        return map ? map.object->value["data"].value(key, "") : std::string();
    }
};

QTEST_GUILESS_MAIN(TestClusterBuilder)
#include "tst_clusterbuilder.moc"
