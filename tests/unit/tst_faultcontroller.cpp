// Faults played in the embedded cluster, driven through the store with a
// fast clock: link flaps with and without HCCL operator retry, chip faults
// under Pod- and Job-level rescheduling, a lost node, faults that clear, and
// training that resumes from its last checkpoint.
#include "core/clock.h"
#include "formats/chipisolation.h"
#include "formats/deviceinfocfg.h"
#include "formats/remainretrytimes.h"
#include "formats/reschedulerecords.h"
#include "formats/traininglogreader.h"
#include "sim/controllers/faultcontroller.h"
#include "sim/controllers/jobcontroller.h"
#include "sim/controllers/manualisolation.h"
#include "sim/controllers/nodehealthmaps.h"
#include "sim/store/objectstore.h"
#include "sim/nodes/telemetry.h"
#include "sim/controllers/trainingprogress.h"

#include <QTest>

#include <algorithm>
#include <memory>

using namespace ascendops;
using namespace ascendops::sim;
using Json = nlohmann::json;

namespace {

const ApiResource &res(const char *group, const char *version, const char *plural)
{
    return *findResource(group, version, plural);
}
const ApiResource &podsRes() { return res("", "v1", "pods"); }
const ApiResource &faultsRes() { return res("sim.ascendops.io", "v1alpha1", "faults"); }
const ApiResource &jobsRes() { return res("batch.volcano.sh", "v1alpha1", "jobs"); }

constexpr int kServers = 3;   // node-0..2 run the job, node-3 is the standby

Json node(int n)
{
    return {{"apiVersion", "v1"}, {"kind", "Node"}, {"metadata", {{"name", "node-" + std::to_string(n)}}},
            {"status", {{"conditions", {{{"type", "Ready"}, {"status", "True"}}}}}}};
}

Json deviceInfo(int n, int superPod)
{
    DeviceInfoCfg info;
    info.healthy = {0, 1, 2, 3, 4, 5, 6, 7};
    info.superPodId = superPod;
    return {{"apiVersion", "v1"}, {"kind", "ConfigMap"},
            {"metadata", {{"name", "mindx-dl-deviceinfo-node-" + std::to_string(n)}, {"namespace", "kube-system"}}},
            {"data", {{"DeviceInfoCfg", encodeDeviceInfo(info)}}}};
}

Json nodeInfo(int n)
{
    return {{"apiVersion", "v1"}, {"kind", "ConfigMap"},
            {"metadata", {{"name", "mindx-dl-nodeinfo-node-" + std::to_string(n)}, {"namespace", "mindx-dl"}}},
            {"data", {{"NodeInfo", R"({"NodeInfo":{"FaultDevList":[],"NodeStatus":"Healthy"},"CheckCode":""})"}}}};
}

Json job(bool podRescheduling, Json env)
{
    return {{"apiVersion", "batch.volcano.sh/v1alpha1"}, {"kind", "Job"},
            {"metadata", {{"name", "llm"}, {"namespace", "default"},
                          {"labels", {{"fault-scheduling", "force"}, {"pod-rescheduling", podRescheduling ? "on" : "off"}}}}},
            {"spec", {{"minAvailable", kServers}, {"maxRetry", 3},
                      {"tasks", {{{"name", "worker"}, {"replicas", kServers},
                                  {"template", {{"spec", {{"containers", {{{"name", "ascend"}, {"env", env}}}}}}}}}}}}},
            {"status", {{"state", {{"phase", "Running"}}}, {"retryCount", 0}, {"running", kServers}}}};
}

Json pod(int index)
{
    return {{"apiVersion", "v1"}, {"kind", "Pod"},
            {"metadata", {{"name", "llm-worker-" + std::to_string(index)}, {"namespace", "default"},
                          {"annotations", {{"volcano.sh/job-name", "llm"}, {"hccl/rankIndex", std::to_string(index)}}}}},
            {"spec", {{"nodeName", "node-" + std::to_string(index)}, {"containers", {{{"name", "ascend"}}}}}},
            {"status", {{"phase", "Running"}}}};
}

Json retryEnv(const char *params)
{
    Json env = Json::array({{{"name", "HCCL_OP_RETRY_ENABLE"}, {"value", "L0:0, L1:1, L2:1"}}});
    if (params)
        env.push_back({{"name", "HCCL_OP_RETRY_PARAMS"}, {"value", params}});
    return env;
}

Json fault(const std::string &name, const std::string &kind, const std::string &node, Json extra = Json::object())
{
    Json spec{{"kind", kind}, {"node", node}};
    spec.update(extra);
    return {{"apiVersion", "sim.ascendops.io/v1alpha1"}, {"kind", "Fault"},
            {"metadata", {{"name", name}, {"namespace", "default"}}}, {"spec", spec}};
}

// A small cluster with its controllers, as SimCluster wires them.
struct Cluster
{
    ObjectStore store;
    SimClock clock;
    TelemetryStore telemetry;
    std::unique_ptr<JobController> jobs;
    std::unique_ptr<TrainingProgress> progress;
    std::unique_ptr<FaultController> faults;

    // superPod: every server's super-pod id (A3), or -2 for none (A2).
    Cluster(Json theJob, double speed, TrainingSettings settings = {1.0, 100}, int superPod = -2)
        : clock(speed)
    {
        std::vector<Json> objects{std::move(theJob)};
        for (int n = 0; n <= kServers; ++n) {
            objects.push_back(node(n));
            objects.push_back(deviceInfo(n, superPod));
            objects.push_back(nodeInfo(n));
            if (n < kServers)
                objects.push_back(pod(n));
        }
        store.seed(objects);
        telemetry.populateFrom(store);
        jobs = std::make_unique<JobController>(store, clock);
        progress = std::make_unique<TrainingProgress>(store, clock, settings);
        faults = std::make_unique<FaultController>(store, clock, *jobs, progress.get(), &telemetry);
    }

    Json podNow(int index)
    {
        const StoreResult found = store.get(podsRes(), "default", "llm-worker-" + std::to_string(index));
        return found ? found.object->value : Json();
    }
    std::string uid(int index) { return podNow(index).is_null() ? "" : podNow(index)["metadata"].value("uid", ""); }
    std::string phase(int index) { return podNow(index).is_null() ? "absent" : podNow(index)["status"].value("phase", ""); }
    std::string nodeOf(int index) { return podNow(index).is_null() ? "" : podNow(index)["spec"].value("nodeName", ""); }
    Json jobNow() { return store.get(jobsRes(), "default", "llm").object->value; }
    // The training loop's own state (an empty one before it has seen the job).
    TrainingSnapshot training() const { return progress->snapshot("default", "llm").value_or(TrainingSnapshot{-1, -1, -1, ""}); }
    // What pod INDEX printed, read as the console reads a pod's log.
    TrainingLogSummary logOf(int index)
    {
        TrainingLogReader reader;
        for (const LogLine &line : store.podLogs().read("default", "llm-worker-" + std::to_string(index)).lines)
            reader.feed(QByteArray::fromStdString(line.text + '\n'));
        return reader.summary();
    }
    std::string faultPhase(const std::string &name)
    {
        const StoreResult found = store.get(faultsRes(), "default", name);
        return found ? found.object->value.value("status", Json::object()).value("phase", "") : "absent";
    }
    DeviceInfoCfg device(int n) { return *readDeviceInfo(store, "node-" + std::to_string(n)); }
    bool inList(const std::vector<int> &dies, int die) { return std::find(dies.begin(), dies.end(), die) != dies.end(); }
    std::string faultLevelOf(int n, int die)
    {
        for (const Json &entry : device(n).faults) {
            if (entry.value("npu_name", "") == "Ascend910-" + std::to_string(die))
                return entry.value("fault_handling", "");
        }
        return "";
    }
    bool hasEvent(const std::string &reason)
    {
        for (const ObjectPtr &event : store.list(res("", "v1", "events"), "", LabelSelector(), FieldSelector()).items) {
            if (event->value.value("reason", "") == reason)
                return true;
        }
        return false;
    }
    bool inject(const Json &object) { return bool(store.create(faultsRes(), "default", object, false)); }
    // A ConfigMap's key as MindCluster's Volcano plugin writes it; "" when absent.
    std::string mapText(const char *ns, const char *name, const char *key)
    {
        const StoreResult map = store.get(res("", "v1", "configmaps"), ns, name);
        return map ? map.object->value.value("data", Json::object()).value(key, "") : "";
    }
    std::optional<int> remainRetryTimes()
    {
        const Parsed<std::map<QString, int>> left = readRemainRetryTimes(mapText(kVolcanoFaultNamespace, kVolcanoFaultMap, kRemainRetryTimesKey));
        return left ? remainRetriesOf(*left, QStringLiteral("default"), QStringLiteral("llm"),
                                      QString::fromStdString(jobNow()["metadata"].value("uid", "")))
                    : std::nullopt;
    }
};

} // namespace

class TestFaultController : public QObject
{
    Q_OBJECT

private slots:
    void linkFlapWithinTheRetryWindowKeepsEveryPod()
    {
        // A 40 s flap under a 62 s retry window (HoldTime 60 s + 2 x 1 s), at 100x.
        Cluster c(job(true, retryEnv("MaxCnt:3, HoldTime:60000, IntervalTime:1000")), 100.0);
        const std::vector<std::string> uids{c.uid(0), c.uid(1), c.uid(2)};
        QVERIFY(c.inject(fault("flap", "link-flap", "node-1", {{"device", 3}, {"durationSeconds", 40}})));

        QTRY_VERIFY(c.inList(c.device(1).networkUnhealthy, 3));
        QCOMPARE(c.faultPhase("flap"), std::string("Active"));
        QVERIFY(c.faultLevelOf(1, 3) == "NotHandleFault" || c.faultLevelOf(1, 3) == "PreSeparateNPU");
        QVERIFY(!c.telemetry.device("node-1", 3)->linkUp);
        QVERIFY(c.inList(c.device(1).healthy, 3));   // network-unhealthy chips stay allocatable

        QTRY_COMPARE(c.faultPhase("flap"), std::string("Cleared"));
        QVERIFY(!c.inList(c.device(1).networkUnhealthy, 3));
        QCOMPARE(c.faultLevelOf(1, 3), std::string());
        QVERIFY(c.telemetry.device("node-1", 3)->linkUp);
        QCOMPARE(c.telemetry.device("node-1", 3)->linkHistory.size(), std::size_t(3));   // up, down, up
        QVERIFY(c.hasEvent("OperatorRetry"));
        QVERIFY(c.hasEvent("Recovery"));
        // Past the watchdog's 30 s: still no pod touched.
        QTest::qWait(400);
        for (int i = 0; i < kServers; ++i) {
            QCOMPARE(c.uid(i), uids[i]);
            QCOMPARE(c.phase(i), std::string("Running"));
        }
    }

    // Without retry, a flap shorter than the NIC's retransmission (some 30 s
    // at the defaults of HCCL_RDMA_TIMEOUT and HCCL_RDMA_RETRY_CNT) stops nothing.
    void shortLinkFlapWithoutRetryIsRiddenOut()
    {
        Cluster c(job(true, Json::array()), 100.0);
        const std::vector<std::string> uids{c.uid(0), c.uid(1), c.uid(2)};
        QVERIFY(c.inject(fault("flap", "link-flap", "node-1", {{"device", 3}, {"durationSeconds", 3}})));
        QTRY_COMPARE(c.faultPhase("flap"), std::string("Cleared"));
        QVERIFY(c.hasEvent("LinkFlapRiddenOut"));
        // Past the watchdog's 30 s: no pod touched.
        QTest::qWait(400);
        for (int i = 0; i < kServers; ++i) {
            QCOMPARE(c.uid(i), uids[i]);
            QCOMPARE(c.phase(i), std::string("Running"));
        }
    }

    void longLinkFlapWithoutRetryFailsThePodAndRecreatesIt()
    {
        Cluster c(job(true, Json::array()), 100.0);
        const std::string uid0 = c.uid(0), uid1 = c.uid(1), uid2 = c.uid(2);
        QVERIFY(c.inject(fault("flap", "link-flap", "node-1", {{"device", 3}, {"durationSeconds", 40}})));
        QTRY_COMPARE(c.phase(1), std::string("Failed"));
        QVERIFY(!c.hasEvent("LinkFlapRiddenOut"));
        QCOMPARE(c.podNow(1)["status"]["reason"].get<std::string>(), std::string("NetworkFault"));
        QTRY_VERIFY(c.uid(1) != uid1 && c.phase(1) == "Running");
        QCOMPARE(c.uid(0), uid0);
        QCOMPARE(c.uid(2), uid2);
        QCOMPARE(c.faultPhase("flap"), std::string("Cleared"));
    }

    // Seed 004: the servers of one super-pod talk over HCCS, and RoCE joins
    // super-pods. A link lost for longer than any retransmission on a job
    // that lives in one super-pod fails none of its pods.
    void roceFaultOfAJobInOneSuperPodFailsNothing()
    {
        Cluster c(job(true, Json::array()), 100.0, {1.0, 100}, 0);
        const std::vector<std::string> uids{c.uid(0), c.uid(1), c.uid(2)};
        QVERIFY(c.inject(fault("flap", "link-flap", "node-1", {{"device", 3}, {"durationSeconds", 40}})));
        QTRY_COMPARE(c.faultPhase("flap"), std::string("Cleared"));
        QCOMPARE(c.faultLevelOf(1, 3), std::string());   // its report went with it
        QTest::qWait(100);
        for (int i = 0; i < kServers; ++i) {
            QCOMPARE(c.uid(i), uids[i]);
            QCOMPARE(c.phase(i), std::string("Running"));
        }
    }

    void separateNpuFaultMovesOnlyThatPodToTheStandby()
    {
        Cluster c(job(true, Json::array()), 1000.0);
        const std::string uid0 = c.uid(0), uid1 = c.uid(1), uid2 = c.uid(2);
        // 80E18402 is listed under SeparateNPUCodes.
        QVERIFY(c.inject(fault("chip", "npu-fault", "node-1", {{"device", 2}, {"faultCode", "80E18402"}})));
        QTRY_VERIFY(c.inList(c.device(1).unhealthy, 2));
        QVERIFY(!c.inList(c.device(1).healthy, 2));
        QCOMPARE(c.faultLevelOf(1, 2), std::string("SeparateNPU"));
        QTRY_VERIFY(c.uid(1) != uid1 && c.phase(1) == "Running");
        QCOMPARE(c.nodeOf(1), std::string("node-3"));
        QCOMPARE(c.podNow(1)["metadata"]["annotations"]["hccl/rankIndex"].get<std::string>(), std::string("1"));
        QCOMPARE(c.uid(0), uid0);
        QCOMPARE(c.uid(2), uid2);
        QCOMPARE(c.jobNow()["status"].value("retryCount", 0), 0);
        QVERIFY(c.hasEvent("Occur"));
        QVERIFY(c.hasEvent("PodReschedule"));
    }

    void theSameFaultUnderRankZeroRestartsTheWholeJob()
    {
        Cluster c(job(true, Json::array()), 1000.0);
        const std::string uid0 = c.uid(0), uid1 = c.uid(1), uid2 = c.uid(2);
        QVERIFY(c.inject(fault("chip", "npu-fault", "node-0", {{"device", 5}, {"faultCode", "80E18402"}})));
        QTRY_VERIFY(c.uid(0) != uid0 && c.uid(1) != uid1 && c.uid(2) != uid2);
        QTRY_VERIFY(c.phase(0) == "Running" && c.phase(1) == "Running" && c.phase(2) == "Running");
        QCOMPARE(c.nodeOf(0), std::string("node-3"));
        QCOMPARE(c.nodeOf(1), std::string("node-1"));
        QCOMPARE(c.jobNow()["status"]["retryCount"].get<int>(), 1);
        QVERIFY(c.hasEvent("JobReschedule"));
    }

    void nodeDownReschedulesThePodOffTheNodeUntilItReturns()
    {
        Cluster c(job(true, Json::array()), 100.0);
        const std::string uid2 = c.uid(2);
        QVERIFY(c.inject(fault("down", "node-down", "node-2", {{"durationSeconds", 150}})));
        QTRY_COMPARE(nodeInfoStatus(c.store, "node-2"), std::string("UnHealthy"));
        QTRY_VERIFY(!isNodeReady(c.store, "node-2"));
        QTRY_VERIFY(c.uid(2) != uid2 && c.phase(2) == "Running");
        QCOMPARE(c.nodeOf(2), std::string("node-3"));
        QTRY_COMPARE(c.faultPhase("down"), std::string("Cleared"));
        QVERIFY(isNodeReady(c.store, "node-2"));
        QCOMPARE(nodeInfoStatus(c.store, "node-2"), std::string("Healthy"));
    }

    void faultsClearWhenTheirDurationElapses()
    {
        Cluster c(job(true, Json::array()), 100.0);
        const std::string uid1 = c.uid(1);
        // 80E21007 is NotHandleFault: listed, nothing else changes.
        QVERIFY(c.inject(fault("minor", "npu-fault", "node-1", {{"device", 4}, {"faultCode", "80e21007"}, {"durationSeconds", 30}})));
        QTRY_COMPARE(c.faultLevelOf(1, 4), std::string("NotHandleFault"));
        QVERIFY(c.device(1).unhealthy.empty());
        QTRY_COMPARE(c.faultPhase("minor"), std::string("Cleared"));
        QCOMPARE(c.faultLevelOf(1, 4), std::string());
        const Json status = c.store.get(faultsRes(), "default", "minor").object->value["status"];
        QVERIFY(status.contains("startTime") && status.contains("endTime"));
        QCOMPARE(c.uid(1), uid1);

        // A chip fault that clears gives the die back.
        QVERIFY(c.inject(fault("reset", "npu-fault", "node-2", {{"device", 1}, {"faultCode", "8C03A000"}, {"durationSeconds", 20}})));
        QTRY_VERIFY(c.inList(c.device(2).unhealthy, 1));
        QTRY_COMPARE(c.faultPhase("reset"), std::string("Cleared"));
        QVERIFY(c.device(2).unhealthy.empty());
        QVERIFY(c.inList(c.device(2).healthy, 1));
    }

    // A fault that keeps coming back: the device plugin's frequency rule
    // (81978008 twice in 24 h, MindCluster's default) separates the chip in
    // device-info with its reason, ClusterD's threshold (three faults of a
    // code above NotHandleFault) in clusterd-manual-info-cm; both stay after
    // the faults clear.
    void aRecurringFaultIsSeparatedByBothAuthorities()
    {
        Cluster c(job(true, Json::array()), 100.0);
        const auto separated = [&c] { return c.mapText("kube-system", "mindx-dl-deviceinfo-node-1", "ManuallySeparateNPU"); };
        QVERIFY(c.inject(fault("again-1", "npu-fault", "node-1", {{"device", 3}, {"faultCode", "81978008"}, {"durationSeconds", 20}})));
        QTRY_COMPARE(c.faultPhase("again-1"), std::string("Cleared"));
        QCOMPARE(separated(), std::string());   // once is not yet a rule's count
        QVERIFY(c.inject(fault("again-2", "npu-fault", "node-1", {{"device", 3}, {"faultCode", "81978008"}, {"durationSeconds", 20}})));
        QTRY_COMPARE(separated(), std::string("Ascend910-3"));
        const Parsed<ChipIsolationReasons> reasons =
            decodeUpgradeFaultReason(c.mapText("kube-system", "mindx-dl-deviceinfo-node-1", kUpgradeFaultReasonKey));
        QVERIFY(reasons.ok() && reasons->count("Ascend910-3") == 1);
        const IsolationReason &why = reasons->at("Ascend910-3").front();
        QCOMPARE(why.faultCode, std::string("81978008"));
        QCOMPARE(why.rule, std::string("FaultFrequency"));
        QVERIFY(why.timeMs > 0);
        QVERIFY(c.hasEvent("FaultFrequency"));
        QTRY_COMPARE(c.faultPhase("again-2"), std::string("Cleared"));
        QCOMPARE(separated(), std::string("Ascend910-3"));   // until a person releases it
        QCOMPARE(c.mapText("cluster-system", "clusterd-manual-info-cm", "node-1"), std::string());

        QVERIFY(c.inject(fault("again-3", "npu-fault", "node-1", {{"device", 3}, {"faultCode", "81978008"}, {"durationSeconds", 20}})));
        QTRY_VERIFY(!c.mapText("cluster-system", "clusterd-manual-info-cm", "node-1").empty());
        const Parsed<ClusterdManualInfo> clusterd = decodeClusterdManualInfo(c.mapText("cluster-system", "clusterd-manual-info-cm", "node-1"));
        QVERIFY(clusterd.ok());
        QCOMPARE(clusterd->total, std::vector<std::string>{"Ascend910-3"});
        QCOMPARE(clusterd->detail.at("Ascend910-3").front().faultCode, std::string("81978008"));
        QCOMPARE(separated(), std::string("Ascend910-3"));   // listed once
    }

    // The release windows and ClusterD's software-fault filter, on a manual
    // clock: the device plugin's 81078603 rule (5 in 24 h) releases the chip
    // ReleaseTimeWindow (172800 s) after the fault last cleared; ClusterD
    // releases fault_free_hours (48) after LastSeparateTime; one code on two
    // chips of the job within 30 s is counted by neither chip.
    void isolationsReleaseByThemselvesAndSoftwareFaultsAreNotCounted()
    {
        ManualClock manual;
        ObjectStore store;
        std::vector<Json> objects{job(true, Json::array())};
        for (int n = 0; n < kServers; ++n)
            objects.insert(objects.end(), {node(n), deviceInfo(n, -2), pod(n)});
        store.seed(objects);
        QObject owner;
        ManualIsolation isolation(store, SimClock(1.0, manual), &owner);
        const auto text = [&store](const char *ns, const std::string &name, const std::string &key) {
            const StoreResult map = store.get(res("", "v1", "configmaps"), ns, name);
            return map ? map.object->value.value("data", Json::object()).value(key, "") : std::string();
        };
        const auto separated = [&] { return text("kube-system", "mindx-dl-deviceinfo-node-1", "ManuallySeparateNPU"); };
        const auto clusterd = [&] {
            const Parsed<ClusterdManualInfo> info = decodeClusterdManualInfo(text("cluster-system", "clusterd-manual-info-cm", "node-1"));
            return info.ok() ? info->total : std::vector<std::string>{"<unread>"};
        };
        const qint64 hour = 3600 * 1000;
        const auto report = [&](const char *node, int die, const char *code, FaultHandling level) {
            isolation.faultReported(node, die, code, level, manual.nowMs());
        };
        // 81978008 twice (no release window) and 81078603 five times on one chip.
        for (int i = 0; i < 5; ++i) {
            if (i < 2)
                report("node-1", 0, "81978008", FaultHandling::NotHandleFault);
            report("node-1", 0, "81078603", FaultHandling::NotHandleFault);
            manual.advance(60'000);
        }
        QCOMPARE(separated(), std::string("Ascend910-0"));
        isolation.faultCleared("node-1", 0, "81078603", manual.nowMs());
        manual.advance(1000 * 1000);   // back before its window ran out: the window starts again
        report("node-1", 0, "81078603", FaultHandling::NotHandleFault);
        isolation.faultCleared("node-1", 0, "81078603", manual.nowMs());
        manual.advance(172'800'000 - 1000 * 1000 + 1000);
        const auto reasonsOf = [&](const char *chip) {
            const Parsed<ChipIsolationReasons> read =
                decodeUpgradeFaultReason(text("kube-system", "mindx-dl-deviceinfo-node-1", kUpgradeFaultReasonKey));
            return read.ok() && read->count(chip) ? read->at(chip).size() : std::size_t(0);
        };
        QCOMPARE(reasonsOf("Ascend910-0"), std::size_t(2));
        manual.advance(1000 * 1000);
        // 81078603's reason is released; 81978008's, which has no window, holds the chip.
        QCOMPARE(reasonsOf("Ascend910-0"), std::size_t(1));
        QCOMPARE(separated(), std::string("Ascend910-0"));
        // A chip isolated by a rule with a window alone goes free with it.
        for (int i = 0; i < 5; ++i) {
            report("node-1", 3, "81078603", FaultHandling::NotHandleFault);
            manual.advance(60'000);
        }
        QCOMPARE(separated(), std::string("Ascend910-0,Ascend910-3"));
        isolation.faultCleared("node-1", 3, "81078603", manual.nowMs());
        manual.advance(172'800'000 + 1000);
        QCOMPARE(separated(), std::string("Ascend910-0"));
        QCOMPARE(reasonsOf("Ascend910-3"), std::size_t(0));

        // ClusterD counts a report once its 30 s have passed without the
        // code on another chip of the job; a fourth hit refreshes the chip's
        // LastSeparateTime, and its release counts from there.
        for (int i = 0; i < 4; ++i) {
            report("node-1", 1, "80E18402", FaultHandling::SeparateNPU);
            manual.advance(hour);
        }
        QCOMPARE(clusterd(), std::vector<std::string>{"Ascend910-1"});
        manual.advance(46 * hour);   // 48 h after the third hit, 47 h after the fourth
        QCOMPARE(clusterd(), std::vector<std::string>{"Ascend910-1"});
        manual.advance(hour + 31'000);
        QCOMPARE(clusterd(), std::vector<std::string>());
        // Its count started again: two more hits are not three.
        for (int i = 0; i < 2; ++i) {
            report("node-1", 1, "80E18402", FaultHandling::SeparateNPU);
            manual.advance(hour);
        }
        QCOMPARE(clusterd(), std::vector<std::string>());

        for (int i = 0; i < 3; ++i) {   // the same code on node-1 and node-2 within seconds, three times
            report("node-1", 2, "80C98000", FaultHandling::RestartRequest);
            manual.advance(5000);
            report("node-2", 2, "80C98000", FaultHandling::RestartRequest);
            manual.advance(hour);
        }
        QCOMPARE(clusterd(), std::vector<std::string>());
        QCOMPARE(text("cluster-system", "clusterd-manual-info-cm", "node-2"), std::string());
        for (int i = 0; i < 3; ++i) {   // on one chip alone, it counts
            report("node-1", 2, "80C98000", FaultHandling::RestartRequest);
            manual.advance(hour);
        }
        QCOMPARE(clusterd(), std::vector<std::string>{"Ascend910-2"});
    }

    // A delayed Fault is Pending and changes nothing until its delay is up;
    // deleted before then, it leaves nothing to undo.
    void aDelayedFaultWaitsItsTurn()
    {
        Cluster c(job(true, Json::array()), 100.0);
        QVERIFY(c.inject(fault("later", "npu-fault", "node-1", {{"device", 4}, {"faultCode", "80E18402"}, {"delaySeconds", 60}})));
        QTRY_COMPARE(c.faultPhase("later"), std::string("Pending"));
        QVERIFY(c.faultLevelOf(1, 4).empty());
        QTRY_COMPARE(c.faultPhase("later"), std::string("Active"));   // 60 s at speed 100: 0.6 s
        QTRY_COMPARE(c.faultLevelOf(1, 4), std::string("SeparateNPU"));

        // 30 s at speed 100: deleted at once, and waited for past its start.
        QVERIFY(c.inject(fault("never", "npu-fault", "node-2", {{"device", 1}, {"faultCode", "80E18402"}, {"delaySeconds", 30}})));
        QTRY_COMPARE(c.faultPhase("never"), std::string("Pending"));
        QVERIFY(c.store.remove(faultsRes(), "default", "never", {}, false));
        QTest::qWait(600);
        QVERIFY(c.faultLevelOf(2, 1).empty());
        QVERIFY(c.device(2).unhealthy.empty());
        QVERIFY(c.inject(fault("negative", "hang", "node-1", {{"delaySeconds", -1}})));
        QTRY_COMPARE(c.faultPhase("negative"), std::string("Failed"));
    }

    void badFaultsAreMarkedFailed()
    {
        Cluster c(job(true, Json::array()), 1000.0);
        QVERIFY(c.inject(fault("nokind", "meteor", "node-1")));
        QVERIFY(c.inject(fault("nonode", "hang", "node-9")));
        QVERIFY(c.inject(fault("nocode", "npu-fault", "node-1", {{"device", 0}})));
        QTRY_COMPARE(c.faultPhase("nokind"), std::string("Failed"));
        QTRY_COMPARE(c.faultPhase("nonode"), std::string("Failed"));
        QTRY_COMPARE(c.faultPhase("nocode"), std::string("Failed"));
        const std::string message = c.store.get(faultsRes(), "default", "nokind").object->value["status"]["message"];
        QVERIFY2(message.find("link-flap") != std::string::npos, message.c_str());
        // A client may post any JSON: a spec of the wrong shape fails the
        // Fault with the field named, and the cluster goes on.
        const auto shaped = [](const char *name, Json spec) {
            return Json{{"apiVersion", "sim.ascendops.io/v1alpha1"}, {"kind", "Fault"},
                        {"metadata", {{"name", name}, {"namespace", "default"}}}, {"spec", spec}};
        };
        QVERIFY(c.inject(shaped("nullspec", nullptr)));
        QVERIFY(c.inject(shaped("numberkind", {{"kind", 5}, {"node", "node-1"}})));
        QVERIFY(c.inject(shaped("textdevice", {{"kind", "hang"}, {"node", "node-1"}, {"device", "x"}})));
        QVERIFY(c.inject(shaped("nullcode", {{"kind", "npu-fault"}, {"node", "node-1"}, {"device", 0}, {"faultCode", nullptr}})));
        for (const char *name : {"nullspec", "numberkind", "textdevice", "nullcode"})
            QTRY_COMPARE(c.faultPhase(name), std::string("Failed"));
        const auto messageOf = [&c](const char *name) {
            return c.store.get(faultsRes(), "default", name).object->value["status"]["message"].get<std::string>();
        };
        QCOMPARE(messageOf("nullspec"), std::string("spec: expected an object"));
        QCOMPARE(messageOf("numberkind"), std::string("spec.kind: expected text"));
        QCOMPARE(messageOf("textdevice"), std::string("spec.device: expected a whole number"));
        QCOMPARE(messageOf("nullcode"), std::string("spec.faultCode: expected text"));
        // Still playing faults after them.
        QVERIFY(c.inject(fault("after", "hang", "node-1")));
        QTRY_COMPARE(c.faultPhase("after"), std::string("Active"));
    }

    void trainingResumesFromTheLastCheckpointAfterARestart()
    {
        Cluster c(job(true, Json::array()), 1000.0, TrainingSettings{1.0, 100});
        QTRY_VERIFY(c.training().step >= 250);
        QCOMPARE(c.training().state, std::string("Training"));
        QVERIFY(c.inject(fault("crash", "process-crash", "node-1")));
        QTRY_COMPARE(c.training().state, std::string("Resuming"));
        const TrainingSnapshot resuming = c.training();
        QCOMPARE(resuming.step, resuming.lastCheckpointStep);
        QVERIFY(resuming.lastCheckpointStep >= 200);
        QCOMPARE(resuming.lastCheckpointStep % 100, std::int64_t(0));
        QVERIFY(resuming.stepsLost >= 0 && resuming.stepsLost < 100);
        QVERIFY(c.hasEvent("ResumeFromCheckpoint"));
        QTRY_COMPARE(c.training().state, std::string("Training"));
        QTRY_VERIFY(c.training().step > resuming.lastCheckpointStep);
        // What the processes printed says the same, read as a real log is:
        // rank 0 loaded that checkpoint, the last rank steps on from it.
        QTRY_VERIFY(c.logOf(kServers - 1).lastStep > resuming.lastCheckpointStep);
        QCOMPARE(c.logOf(0).checkpointLoaded, resuming.lastCheckpointStep);
        QCOMPARE(c.logOf(0).framework, QString());        // rank 0 prints no steps
        QCOMPARE(c.logOf(kServers - 1).framework, QStringLiteral("megatron"));
    }

    // Unconditional retry (fault-retry-times) is counted where MindCluster's
    // Volcano plugin counts it, each reschedule recorded with its reason,
    // and a failure past the budget fails the job.
    void unconditionalRetriesAreCountedWhereVolcanoCountsThem()
    {
        Json theJob = job(true, Json::array());
        theJob["metadata"]["labels"]["fault-retry-times"] = "2";
        Cluster c(theJob, 1000.0);
        QCOMPARE(c.remainRetryTimes(), std::nullopt);
        for (int crash = 1; crash <= 2; ++crash) {
            const std::string before = c.uid(1);
            QVERIFY(c.inject(fault("crash-" + std::to_string(crash), "process-crash", "node-1")));
            QTRY_VERIFY(c.uid(1) != before && c.phase(1) == "Running");
            QCOMPARE(c.remainRetryTimes(), std::optional<int>(2 - crash));
        }
        const Parsed<std::map<QString, JobReschedules>> records =
            readRescheduleRecords(c.mapText(kRescheduleReasonNamespace, kRescheduleReasonMap, kRescheduleRecordsKey));
        QVERIFY(records);
        const JobReschedules *llm = volcanoJobEntry(*records, QStringLiteral("default"), QStringLiteral("llm"),
                                                    QString::fromStdString(c.jobNow()["metadata"].value("uid", "")));
        QVERIFY(llm);
        QCOMPARE(llm->total, 2);
        QCOMPARE(llm->records.size(), std::size_t(2));
        QCOMPARE(describeRescheduledTask(llm->records[1].tasks.at(0)), QStringLiteral("pod-failed on node-1 (pod llm-worker-1, rank 1)"));
        QVERIFY(c.inject(fault("crash-3", "process-crash", "node-1")));
        QTRY_COMPARE(c.jobNow()["status"]["state"].value("phase", ""), std::string("Failed"));
    }

    void aHangStopsTheStepCounterOnly()
    {
        Cluster c(job(true, Json::array()), 1000.0);
        QTRY_VERIFY(c.training().step > 0);
        const std::string uid1 = c.uid(1);
        QVERIFY(c.inject(fault("stuck", "hang", "node-1", {{"durationSeconds", 900}})));
        QTRY_COMPARE(c.training().state, std::string("Hung"));
        const std::int64_t frozen = c.training().step;
        const qint64 lines = c.logOf(kServers - 1).lines;
        QTest::qWait(200);
        QCOMPARE(c.training().step, frozen);
        QCOMPARE(c.logOf(kServers - 1).lines, lines);   // a hung job prints nothing
        QCOMPARE(c.uid(1), uid1);
        QVERIFY(c.hasEvent("TrainingHang"));
        // MindCluster's hang detection: after 5 hung rounds of 60 s the
        // device plugin reports 200001002 on the chip, at NotHandleFault;
        // nothing else moves. The hang over, it is withdrawn.
        const auto hangCode = [&] {
            for (const Json &entry : c.device(1).faults)
                if (entry.value("npu_name", "") == "Ascend910-0" && entry.value("fault_code", "").find("200001002") != std::string::npos)
                    return entry.value("fault_handling", "");
            return std::string();
        };
        QTRY_COMPARE(hangCode(), std::string("NotHandleFault"));
        QCOMPARE(c.uid(1), uid1);
        QTRY_COMPARE(c.faultPhase("stuck"), std::string("Cleared"));
        QCOMPARE(hangCode(), std::string());
    }
};

QTEST_GUILESS_MAIN(TestFaultController)
#include "tst_faultcontroller.moc"
