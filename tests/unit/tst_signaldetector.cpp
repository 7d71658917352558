// Detect, alone and in memory: the SignalDetector over a ClusterWatch with no
// client, whose informers are fed objects by the test, and a clock the test
// sets. Covers each source (device-info chip and link faults, SwitchInfoCfg,
// node-info, Node Ready, failed pods, the steps the job's log prints), raising once and
// clearing when the source forgets the fault, entries that cannot be read,
// and the pods-by-node index behind "which job runs here".
#include "core/clock.h"
#include "formats/deviceinfocfg.h"
#include "formats/nodeinfocfg.h"
#include "formats/switchinfocfg.h"
#include "clustermodel/clusterwatch.h"
#include "kube/informer.h"
#include "pipeline/faultsources.h"
#include "clustermodel/jobprogresswatch.h"
#include "pipeline/signaldetector.h"

#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

#include <nlohmann/json.hpp>

Q_DECLARE_METATYPE(ascendops::pipeline::FaultSignal)

using namespace ascendops;
using namespace ascendops::pipeline;
using Json = nlohmann::json;
using kube::WatchEvent;

namespace {

Json deviceInfoMap(const QString &node, const Json &faults, const std::string &switchInfo = {})
{
    DeviceInfoCfg info;
    info.healthy = {0, 1, 2, 3};
    info.faults = faults;
    Json map{{"apiVersion", "v1"}, {"kind", "ConfigMap"},
             {"metadata", {{"name", "mindx-dl-deviceinfo-" + node.toStdString()}, {"namespace", "kube-system"}}},
             {"data", {{"DeviceInfoCfg", encodeDeviceInfo(info)}}}};
    if (!switchInfo.empty())
        map["data"]["SwitchInfoCfg"] = switchInfo;
    return map;
}

Json faultEntry(const char *type, int die, const char *codes, Json faultTime)
{
    return Json{{"fault_type", type}, {"npu_name", "Ascend910-" + std::to_string(die)}, {"fault_code", codes},
                {"fault_handling", "SeparateNPU"},
                {"fault_time_and_level_map", {{"80E18402", {{"fault_time", faultTime}, {"fault_level", "SeparateNPU"}}}}}};
}

Json nodeInfoMap(const QString &node, const char *status)
{
    return Json{{"apiVersion", "v1"}, {"kind", "ConfigMap"},
                {"metadata", {{"name", "mindx-dl-nodeinfo-" + node.toStdString()}, {"namespace", "mindx-dl"}}},
                {"data", {{"NodeInfo", encodeNodeInfo(NodeInfoCfg{status, {}})}}}};
}

Json nodeObject(const QString &name, const char *ready)
{
    return Json{{"apiVersion", "v1"}, {"kind", "Node"}, {"metadata", {{"name", name.toStdString()}}},
                {"status", {{"conditions", Json::array({{{"type", "Ready"}, {"status", ready}}})}}}};
}

Json pod(const char *name, const QString &node, const char *phase, const char *job = "train")
{
    return Json{{"apiVersion", "v1"}, {"kind", "Pod"},
                {"metadata", {{"name", name}, {"namespace", "default"}, {"labels", {{"volcano.sh/job-name", job}}}}},
                {"spec", {{"nodeName", node.toStdString()}}},
                {"status", {{"phase", phase}, {"message", "exit 137"}}}};
}

Json volcanoJob(const char *phase)
{
    return Json{{"apiVersion", "batch.volcano.sh/v1alpha1"}, {"kind", "Job"},
                {"metadata", {{"name", "train"}, {"namespace", "default"}}},
                {"status", {{"state", {{"phase", phase}}}}}};
}

// What the job's processes print (Megatron's layout), for each phase.
QByteArray phaseLine(const char *phase)
{
    const QByteArray name(phase);
    if (name == "link-setup")
        return "> initializing torch distributed ...\n";
    if (name == "checkpoint-load")
        return " loading checkpoint from /job/ckpt at iteration 10\n";
    return "  successfully loaded checkpoint from /job/ckpt [ t 0, p 0 ] at iteration 10\n";   // compile follows
}

// One detector on an in-memory cluster with one training pod on node-1.
struct Bench
{
    ManualClock clock;
    clustermodel::ClusterWatch watch{nullptr};
    std::unique_ptr<clustermodel::JobProgressWatch> progress;
    std::unique_ptr<SignalDetector> detector;
    std::unique_ptr<QSignalSpy> raised;
    std::unique_ptr<QSignalSpy> cleared;

    // The job runs and its log has printed step 10.
    Bench()
    {
        watch.pods()->feedList({pod("train-worker-0", QStringLiteral("node-1"), "Running")});
        watch.volcanoJobs()->feedList({volcanoJob("Running")});
        clustermodel::JobProgressSettings logs;
        logs.clock = &clock;
        progress = std::make_unique<clustermodel::JobProgressWatch>(watch, nullptr, logs);
        prints(stepLine(10));
        DetectorSettings settings;
        settings.clock = &clock;
        settings.hangMs = 60000;
        detector = std::make_unique<SignalDetector>(watch, progress.get(), settings);
        raised = std::make_unique<QSignalSpy>(detector.get(), &SignalDetector::raised);
        cleared = std::make_unique<QSignalSpy>(detector.get(), &SignalDetector::cleared);
        detector->start();
    }
    void put(kube::Informer *informer, const Json &object) { informer->feed({WatchEvent::Type::Modified, object}); }
    static QByteArray stepLine(qint64 step)
    {
        return QStringLiteral(" iteration %1/ 1000 | elapsed time per iteration (ms): 1000.0 |\n").arg(step, 8).toUtf8();
    }
    // The job's rank-0 pod prints LINES.
    void prints(const QByteArray &lines) { progress->receive(QStringLiteral("default"), QStringLiteral("train-worker-0"), lines); }
    void step(qint64 step) { prints(stepLine(step)); }
    void phase(const char *name) { prints(phaseLine(name)); }
    void jobPhase(const char *phase) { put(watch.volcanoJobs(), volcanoJob(phase)); }
    FaultSignal raisedAt(int i) const { return (*raised)[i][0].value<FaultSignal>(); }
    FaultSignal clearedAt(int i) const { return (*cleared)[i][0].value<FaultSignal>(); }
};

// A detector started on caches already filled, reading them SLICE objects
// per pass of the event loop; its first scan not done yet.
struct SlicedScan
{
    ManualClock clock;
    clustermodel::ClusterWatch watch{nullptr};
    std::unique_ptr<SignalDetector> detector;
    std::unique_ptr<QSignalSpy> raised;
    std::unique_ptr<QSignalSpy> cleared;

    SlicedScan(std::size_t slice, const std::vector<Json> &configMaps, const std::vector<Json> &pods)
    {
        watch.configMaps()->feedList(configMaps);
        watch.pods()->feedList(pods);
        DetectorSettings settings;
        settings.clock = &clock;
        settings.scanSlice = slice;
        detector = std::make_unique<SignalDetector>(watch, nullptr, settings);
        raised = std::make_unique<QSignalSpy>(detector.get(), &SignalDetector::raised);
        cleared = std::make_unique<QSignalSpy>(detector.get(), &SignalDetector::cleared);
        detector->start();
    }
    void put(kube::Informer *informer, const Json &object) { informer->feed({WatchEvent::Type::Modified, object}); }
};

} // namespace


class TestSignalDetector : public QObject
{
    Q_OBJECT

private slots:
    // The device plugin's alarm Events come from an informer the detector is
    // handed: Events listed before it started are history, an Occur after
    // raises the chip's fault, its Recovery clears it.
    void alarmEventsFromTheInformerItIsHanded()
    {
        ManualClock clock;
        clustermodel::ClusterWatch watch{nullptr};
        watch.pods()->feedList({pod("train-worker-0", QStringLiteral("node-1"), "Running")});
        kube::InformerOptions options;
        options.ns = QStringLiteral("kube-system");
        kube::Informer events(nullptr, kube::ResourceType::events(), options);
        const auto alarm = [](const char *assertion, int count) {
            const QString message = QStringLiteral("device fault, nodeName:node-1, assertion:%1, cardID:1, deviceID:1, "
                                                   "faultCodes:80E18402, faultLevelName:SeparateNPU")
                                        .arg(QLatin1String(assertion));
            return Json{{"apiVersion", "v1"}, {"kind", "Event"},
                        {"metadata", {{"name", std::string("alarm-") + assertion}, {"namespace", "kube-system"}}},
                        {"involvedObject", {{"kind", "Node"}, {"name", "node-1"}}},
                        {"reason", assertion}, {"message", message.toStdString()}, {"count", count}};
        };
        events.feedList({alarm("Occur", 1)});   // history
        DetectorSettings settings;
        settings.clock = &clock;
        SignalDetector detector(watch, nullptr, settings);
        detector.setEventInformer(&events);
        QSignalSpy raised(&detector, &SignalDetector::raised);
        QSignalSpy cleared(&detector, &SignalDetector::cleared);
        detector.start();
        QTRY_VERIFY(detector.hasScanned());
        QCOMPARE(raised.count(), 0);
        events.feed({WatchEvent::Type::Modified, alarm("Occur", 2)});   // the series counts up: news
        QCOMPARE(raised.count(), 1);
        const FaultSignal signal = raised[0][0].value<FaultSignal>();
        QCOMPARE(signal.kind, SignalKind::DeviceFault);
        QCOMPARE(signal.node, QStringLiteral("node-1"));
        QCOMPARE(signal.die, 2);   // card 1, chip 1 of a node whose dies per NPU are not known: 1 x 1 + 1
        QVERIFY(detector.isActive(signal.faultKey()));
        events.feed({WatchEvent::Type::Added, alarm("Recovery", 1)});
        QCOMPARE(cleared.count(), 1);
        QVERIFY(!detector.isActive(signal.faultKey()));
    }

    void initTestCase() { qRegisterMetaType<FaultSignal>(); }

    void chipFaultRaisedOnceWithItsJobAndTime()
    {
        Bench b;
        // fault_time in seconds (one of MindCluster's examples): read as ms.
        const Json faults = Json::array({faultEntry("CardUnhealthy", 3, "80e18402", 1700000000)});
        b.put(b.watch.configMaps(), deviceInfoMap(QStringLiteral("node-1"), faults));
        QCOMPARE(b.raised->size(), 1);
        const FaultSignal s = b.raisedAt(0);
        QCOMPARE(s.kind, SignalKind::DeviceFault);
        QCOMPARE(s.node, QStringLiteral("node-1"));
        QCOMPARE(s.die, 3);
        QCOMPARE(s.codes, QStringList{QStringLiteral("80E18402")});
        QCOMPARE(s.handling, QStringLiteral("SeparateNPU"));
        QCOMPARE(s.occurredMs, qint64(1700000000) * 1000);
        QCOMPARE(s.observedMs, b.clock.nowMs());
        QCOMPARE(s.job, QStringLiteral("default/train"));
        QVERIFY(b.detector->isActive(s.faultKey()));

        // The same list again (an UpdateTime tick) is no news.
        b.put(b.watch.configMaps(), deviceInfoMap(QStringLiteral("node-1"), faults));
        QCOMPARE(b.raised->size(), 1);
        // The device plugin forgets it: cleared.
        b.put(b.watch.configMaps(), deviceInfoMap(QStringLiteral("node-1"), Json::array()));
        QCOMPARE(b.cleared->size(), 1);
        QCOMPARE(b.clearedAt(0).faultKey(), s.faultKey());
        QVERIFY(!b.detector->isActive(s.faultKey()));
    }

    // A large cluster's first scan goes a slice per pass of the event loop.
    // What changes meanwhile is followed at once, and an object not read yet
    // is read as it is when its turn comes: a fault cleared before then was
    // never raised.
    void theFirstScanGoesInSlicesAndReadsWhatIsThereThen()
    {
        constexpr int kSlice = 16;
        constexpr int kMaps = kSlice * 2 + 5;
        std::vector<Json> faulty;
        for (int i = 0; i < kMaps; ++i)
            faulty.push_back(deviceInfoMap(QStringLiteral("node-%1").arg(i),
                                           Json::array({faultEntry("CardUnhealthy", 0, "80E18402", 1700000000)})));
        SlicedScan s(kSlice, faulty, {});
        QSignalSpy scanned(s.detector.get(), &SignalDetector::scanned);
        QVERIFY(!s.detector->hasScanned());
        QCOMPARE(s.raised->size(), kSlice);
        for (int i = 0; i < kMaps; ++i)
            s.put(s.watch.configMaps(), deviceInfoMap(QStringLiteral("node-%1").arg(i), Json::array()));
        QCOMPARE(s.cleared->size(), kSlice);
        QTRY_VERIFY(s.detector->hasScanned());
        QCOMPARE(scanned.size(), 1);
        QCOMPARE(s.raised->size(), kSlice);
        QCOMPARE(s.cleared->size(), kSlice);
    }

    // A pod that fails before the scan reaches it is news once: the scan
    // leaves an object alone once a change of it has been read.
    void aPodThatFailsBeforeItsTurnIsNewsOnce()
    {
        SlicedScan s(1, {}, {pod("train-worker-0", QStringLiteral("node-1"), "Running"),
                             pod("train-worker-1", QStringLiteral("node-2"), "Running"),
                             pod("train-worker-2", QStringLiteral("node-3"), "Running")});
        QVERIFY(!s.detector->hasScanned());
        for (const char *name : {"train-worker-0", "train-worker-1", "train-worker-2"})
            s.put(s.watch.pods(), pod(name, QStringLiteral("node-1"), "Failed"));
        QCOMPARE(s.raised->size(), 3);
        QTRY_VERIFY(s.detector->hasScanned());
        QCOMPARE(s.raised->size(), 3);
    }

    // Pods that had failed when the pipeline started are news even when a
    // change (or their deletion) reaches the detector before its scan does.
    void aPodFailedAtTheStartIsNewsWhateverComesFirst()
    {
        SlicedScan s(1, {}, {pod("train-worker-0", QStringLiteral("node-1"), "Running"),
                             pod("train-worker-1", QStringLiteral("node-2"), "Failed"),
                             pod("train-worker-2", QStringLiteral("node-3"), "Failed"),
                             pod("train-worker-3", QStringLiteral("node-4"), "Failed")});
        QVERIFY(!s.detector->hasScanned());
        QVERIFY(s.raised->size() <= 1);   // the one pod the first slice read (Failed or not)
        Json leaving = pod("train-worker-1", QStringLiteral("node-2"), "Failed");
        leaving["metadata"]["deletionTimestamp"] = "2026-11-27T07:00:00Z";
        Json again = pod("train-worker-2", QStringLiteral("node-3"), "Failed");
        again["status"]["message"] = "exit 137, again";
        s.put(s.watch.pods(), leaving);
        s.put(s.watch.pods(), again);
        s.watch.pods()->feed({WatchEvent::Type::Deleted, pod("train-worker-3", QStringLiteral("node-4"), "Failed")});
        QTRY_VERIFY(s.detector->hasScanned());
        QCOMPARE(s.raised->size(), 3);
    }

    // A fleet keeps the failed pods of jobs that ended hours ago: history
    // at the first look, not faults; a failure after it is news as ever.
    void aFailedPodOfAnEndedJobIsHistory()
    {
        ManualClock clock;
        clustermodel::ClusterWatch watch{nullptr};
        Json ended = volcanoJob("Failed");
        ended["metadata"]["name"] = "old";
        watch.volcanoJobs()->feedList({ended, volcanoJob("Running")});
        watch.pods()->feedList({pod("old-worker-0", QStringLiteral("node-1"), "Failed", "old"),
                                pod("old-worker-1", QStringLiteral("node-2"), "Running", "old"),
                                pod("train-worker-0", QStringLiteral("node-3"), "Failed")});
        DetectorSettings settings;
        settings.clock = &clock;
        SignalDetector detector(watch, nullptr, settings);
        QSignalSpy raised(&detector, &SignalDetector::raised);
        detector.start();
        QVERIFY(detector.hasScanned());
        QCOMPARE(raised.size(), 1);
        QCOMPARE(raised.at(0).at(0).value<FaultSignal>().pod, QStringLiteral("default/train-worker-0"));
        watch.pods()->feed({WatchEvent::Type::Modified, pod("old-worker-1", QStringLiteral("node-2"), "Failed", "old")});
        QCOMPARE(raised.size(), 2);
    }

    // Caches listed after the detector started (a first list that announces
    // nothing object by object) are read as its scan reads.
    void aCacheListedAfterTheStartIsScanned()
    {
        ManualClock clock;
        clustermodel::ClusterWatch watch{nullptr};
        DetectorSettings settings;
        settings.clock = &clock;
        settings.scanSlice = 1;
        SignalDetector detector(watch, nullptr, settings);
        QSignalSpy raised(&detector, &SignalDetector::raised);
        QSignalSpy scanned(&detector, &SignalDetector::scanned);
        detector.start();
        QVERIFY(detector.hasScanned());
        watch.pods()->feedList({pod("train-worker-0", QStringLiteral("node-1"), "Running"),
                                pod("train-worker-1", QStringLiteral("node-2"), "Failed")});
        QCOMPARE(raised.size(), 0);   // in the next passes, a pod a pass
        QTRY_COMPARE(raised.size(), 1);
        QCOMPARE(scanned.size(), 1);   // said once, by the first scan
    }

    // A small one is read before start() returns.
    void aSmallClusterIsScannedAtOnce()
    {
        Bench b;
        QVERIFY(b.detector->hasScanned());
    }

    void networkFaultIsTheLink()
    {
        Bench b;
        b.put(b.watch.configMaps(), deviceInfoMap(QStringLiteral("node-2"),
                                                  Json::array({faultEntry("CardNetworkUnhealthy", 1, "81078603", 1700000000123)})));
        QCOMPARE(b.raised->size(), 1);
        QCOMPARE(b.raisedAt(0).kind, SignalKind::NetworkFault);
        QCOMPARE(b.raisedAt(0).occurredMs, qint64(1700000000123));
        QCOMPARE(b.raisedAt(0).job, QString());   // no training pod on node-2
    }

    void unreadableEntriesAreLeftOutNotTheRest()
    {
        Bench b;
        Json broken = faultEntry("CardUnhealthy", 2, "x", 1);
        broken["fault_code"] = 80818;   // a number, not text
        const Json faults = Json::array({"not an entry", broken, faultEntry("CardUnhealthy", 0, "80E18402", 1)});
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(
            QStringLiteral("^device-info of node-1, the -Fault list /0: a fault entry is string.*\n.*/1/fault_code: fault_code is number")));
        b.put(b.watch.configMaps(), deviceInfoMap(QStringLiteral("node-1"), faults));
        QCOMPARE(b.raised->size(), 1);
        QCOMPARE(b.raisedAt(0).die, 0);
        // Said once: the same map again (the device plugin's next UpdateTime) says nothing.
        QTest::failOnWarning(QRegularExpression(QStringLiteral(".")));
        b.put(b.watch.configMaps(), deviceInfoMap(QStringLiteral("node-1"), faults));

        const Parsed<std::vector<DeviceFaultEntry>> entries = decodeFaultEntries(faults);
        QVERIFY(entries.ok());
        QCOMPARE(entries->size(), std::size_t(1));
        QCOMPARE(entries.problems().size(), 2);
        QCOMPARE(entries.problems()[0].pointer, std::string("/0"));
        QCOMPARE(entries.problems()[1].pointer, std::string("/1/fault_code"));
        QVERIFY(!decodeFaultEntries(Json::object()).ok());
        // The map's own readers skip such entries too, without throwing.
        DeviceInfoCfg info;
        info.healthy = {0, 1};
        info.faults = Json::array({Json{{"npu_name", 5}}, faultEntry("CardUnhealthy", 3, "80E18402", 1)});
        QCOMPARE(info.allDies(), (std::vector<int>{0, 1, 3}));
    }

    void switchFaultOfTheNode()
    {
        Bench b;
        SwitchInfoCfg info;
        info.faultCodes = {"[0x00f103b0,155907,na,na]"};
        info.level = SwitchFaultLevel::Separate;
        info.nodeStatus = "UnHealthy";
        info.faultTimeMs["[0x00f103b0,155907,na,na]"] = 1700000000500;
        b.put(b.watch.configMaps(), deviceInfoMap(QStringLiteral("node-1"), Json::array(), encodeSwitchInfo(info)));
        QCOMPARE(b.raised->size(), 1);
        QCOMPARE(b.raisedAt(0).kind, SignalKind::SwitchFault);
        QCOMPARE(b.raisedAt(0).handling, QStringLiteral("Separate"));
        QCOMPARE(b.raisedAt(0).occurredMs, qint64(1700000000500));
        // A SwitchInfoCfg that does not decode raises nothing (and says so in the log).
        b.put(b.watch.configMaps(), deviceInfoMap(QStringLiteral("node-1"), Json::array(), "{\"FaultCode\": 7}"));
        QCOMPARE(b.cleared->size(), 1);
    }

    void nodeInfoAndNodeReady()
    {
        Bench b;
        b.put(b.watch.configMaps(), nodeInfoMap(QStringLiteral("node-1"), "UnHealthy"));
        b.put(b.watch.nodes(), nodeObject(QStringLiteral("node-1"), "Unknown"));
        QCOMPARE(b.raised->size(), 2);
        QCOMPARE(b.raisedAt(0).kind, SignalKind::NodeUnhealthy);
        QCOMPARE(b.raisedAt(1).kind, SignalKind::NodeDown);
        QCOMPARE(b.raisedAt(1).job, QStringLiteral("default/train"));
        b.put(b.watch.configMaps(), nodeInfoMap(QStringLiteral("node-1"), "Healthy"));
        b.put(b.watch.nodes(), nodeObject(QStringLiteral("node-1"), "True"));
        QCOMPARE(b.cleared->size(), 2);

        const Parsed<NodeInfoCfg> bad = decodeNodeInfo("{\"NodeInfo\": {}}");
        QVERIFY(!bad.ok());
        QCOMPARE(bad.problems().first().pointer, std::string("/NodeInfo/NodeStatus"));
        const Parsed<NodeInfoCfg> partial = decodeNodeInfo(
            R"({"NodeInfo":{"FaultDevList":[7,{"DeviceType":"CPU","DeviceId":1,"FaultCode":["00000011"],"FaultLevel":"SeparateFault"}],"NodeStatus":"UnHealthy"}})");
        QVERIFY(partial.ok());
        QCOMPARE(partial->faultDevices.size(), std::size_t(1));
        QCOMPARE(partial->faultDevices[0].codes, std::vector<std::string>{"00000011"});
        QCOMPARE(partial.problems().first().pointer, std::string("/NodeInfo/FaultDevList/0"));
        // A number beyond a double's range is refused, not thrown.
        QVERIFY(!decodeNodeInfo(R"({"NodeInfo":{"NodeStatus":"UnHealthy"},"CheckCode":1e400})").ok());
        QVERIFY(!decodeDeviceInfo(R"({"DeviceInfo":{"DeviceList":{},"UpdateTime":1e999}})").ok());
    }

    void podFailureIsNewsOnce()
    {
        Bench b;
        b.put(b.watch.pods(), pod("train-worker-0", QStringLiteral("node-1"), "Failed"));
        b.put(b.watch.pods(), pod("train-worker-0", QStringLiteral("node-1"), "Failed"));
        QCOMPARE(b.raised->size(), 1);
        QCOMPARE(b.raisedAt(0).kind, SignalKind::PodFailed);
        QCOMPARE(b.raisedAt(0).pod, QStringLiteral("default/train-worker-0"));
        // A pod of no job failing is not a training fault.
        b.put(b.watch.pods(), pod("other", QStringLiteral("node-3"), "Failed", ""));
        QCOMPARE(b.raised->size(), 1);
    }

    void hangAfterTheStepStopsForTheHangTime()
    {
        Bench b;
        b.detector->checkProgress();
        b.clock.advance(59000);
        b.detector->checkProgress();
        QCOMPARE(b.raised->size(), 0);
        b.clock.advance(2000);
        b.detector->checkProgress();
        QCOMPARE(b.raised->size(), 1);
        QCOMPARE(b.raisedAt(0).kind, SignalKind::Hang);
        QCOMPARE(b.raisedAt(0).job, QStringLiteral("default/train"));
        b.detector->checkProgress();
        QCOMPARE(b.raised->size(), 1);   // said once

        // Steps again, then stuck again: a second hang.
        b.step(11);
        b.detector->checkProgress();
        QCOMPARE(b.detector->stepOf(QStringLiteral("default/train")), qint64(11));
        b.clock.advance(61000);
        b.detector->checkProgress();
        QCOMPARE(b.raised->size(), 2);

        // A job that is not running is not hung, however long it waits.
        b.jobPhase("Restarting");
        b.detector->checkProgress();
        b.clock.advance(600000);
        b.detector->checkProgress();
        QCOMPARE(b.raised->size(), 2);
    }

    // MindCluster's hang code (200001002 at NotHandleFault, its default):
    // a hang of the job while its log has stopped, said as such; with the
    // log advancing, a chip fault that nothing acts on; raised by an
    // operator to SeparateNPU, MindCluster's chip fault. A hang the log
    // shows names the code when it is reported.
    void mindClustersHangCodeAndTheLogCorroborate()
    {
        const auto hangEntry = [](const char *level) {
            return Json::array({Json{{"fault_type", "CardUnhealthy"}, {"npu_name", "Ascend910-2"}, {"fault_code", "200001002"},
                                     {"fault_handling", level}}});
        };
        Bench advancing;
        advancing.put(advancing.watch.configMaps(), deviceInfoMap(QStringLiteral("node-1"), hangEntry("NotHandleFault")));
        QCOMPARE(advancing.raised->size(), 1);
        QCOMPARE(advancing.raisedAt(0).kind, SignalKind::DeviceFault);
        QVERIFY2(advancing.raisedAt(0).message.endsWith(QLatin1String("the job's log shows step 10 advancing: not taken for a hang")),
                 qPrintable(advancing.raisedAt(0).message));

        Bench stuck;
        stuck.detector->checkProgress();
        stuck.clock.advance(61000);
        stuck.detector->checkProgress();   // the log's own hang first
        QCOMPARE(stuck.raised->size(), 1);
        QVERIFY(!stuck.raisedAt(0).message.contains(QLatin1String("200001002")));
        stuck.put(stuck.watch.configMaps(), deviceInfoMap(QStringLiteral("node-1"), hangEntry("NotHandleFault")));
        QCOMPARE(stuck.raised->size(), 2);
        const FaultSignal code = stuck.raisedAt(1);
        QCOMPARE(code.kind, SignalKind::Hang);
        QCOMPARE(code.job, QStringLiteral("default/train"));
        QCOMPARE(code.codes, QStringList{QStringLiteral("200001002")});
        QVERIFY2(code.message.startsWith(QLatin1String("MindCluster's hang detection reports 200001002 on Ascend910-2 of node-1"))
                     && code.message.endsWith(QLatin1String("its log has been at step 10 for 61 s")),
                 qPrintable(code.message));
        // Steps again, then stuck again: the log's hang names the code still reported.
        stuck.step(11);
        stuck.detector->checkProgress();
        stuck.clock.advance(61000);
        stuck.detector->checkProgress();
        QCOMPARE(stuck.raised->size(), 3);
        QVERIFY2(stuck.raisedAt(2).message.endsWith(QLatin1String("; MindCluster's hang code 200001002 on Ascend910-2 of node-1 agrees")),
                 qPrintable(stuck.raisedAt(2).message));
        // Read as a hang until it clears, whatever the log says meanwhile: the
        // device plugin's next report (the log advancing now) is no news, and
        // its withdrawal clears the hang it was read as.
        stuck.step(12);
        stuck.detector->checkProgress();
        stuck.put(stuck.watch.configMaps(), deviceInfoMap(QStringLiteral("node-1"), hangEntry("NotHandleFault")));
        QCOMPARE(stuck.raised->size(), 3);
        QCOMPARE(stuck.cleared->size(), 0);
        stuck.put(stuck.watch.configMaps(), deviceInfoMap(QStringLiteral("node-1"), Json::array()));
        QCOMPARE(stuck.cleared->size(), 1);
        QCOMPARE(stuck.clearedAt(0).kind, SignalKind::Hang);
        QCOMPARE(stuck.clearedAt(0).faultKey(), code.faultKey());

        Bench raisedLevel;
        raisedLevel.put(raisedLevel.watch.configMaps(), deviceInfoMap(QStringLiteral("node-1"), hangEntry("SeparateNPU")));
        QCOMPARE(raisedLevel.raisedAt(0).kind, SignalKind::DeviceFault);
    }

    // Link setup, checkpoint load and compile after a restart do not step:
    // a job that says it is in one of them is held to that phase's budget,
    // not to the hang time.
    void aReportedRecoveryPhaseIsNotAHang()
    {
        Bench b;
        const RestartBudget budget;
        b.phase("compile");
        b.detector->checkProgress();
        b.clock.advance(budget.compileMs - 1000);
        b.detector->checkProgress();
        QCOMPARE(b.raised->size(), 0);   // four minutes compiling, past the hang time: not hung
        b.step(10);   // a step line: training
        b.detector->checkProgress();
        b.clock.advance(59000);
        b.detector->checkProgress();
        QCOMPARE(b.raised->size(), 0);   // training since less than the hang time
        b.clock.advance(2000);
        b.detector->checkProgress();
        QCOMPARE(b.raised->size(), 1);
        QCOMPARE(b.raisedAt(0).kind, SignalKind::Hang);

        // Stuck in checkpoint load past its budget: a hang, said with the phase.
        b.phase("checkpoint-load");
        b.detector->checkProgress();
        b.clock.advance(budget.checkpointLoadMs + 1000);
        b.detector->checkProgress();
        QCOMPARE(b.raised->size(), 2);
        QVERIFY2(b.raisedAt(1).message.contains(QLatin1String("checkpoint-load")), qPrintable(b.raisedAt(1).message));
    }

    // A job that reports no phase gets the whole restart budget for its
    // first step after it runs again, then the hang time as before.
    void theFirstStepAfterARestartHasTheRestartBudget()
    {
        Bench b;
        const RestartBudget budget;
        b.detector->checkProgress();
        b.jobPhase("Restarting");
        b.detector->checkProgress();
        b.clock.advance(30000);
        b.jobPhase("Running");
        b.detector->checkProgress();
        b.clock.advance(budget.totalMs() - 1000);
        b.detector->checkProgress();
        QCOMPARE(b.raised->size(), 0);
        b.clock.advance(2000);
        b.detector->checkProgress();
        QCOMPARE(b.raised->size(), 1);

        // The pipeline sends a recovery (process-level: no pod changes).
        b.step(11);
        b.detector->checkProgress();
        b.clock.advance(30000);
        b.detector->expectRestart(QStringLiteral("default/train"));
        b.clock.advance(budget.totalMs() - 1000);
        b.detector->checkProgress();
        QCOMPARE(b.raised->size(), 1);
        // Stepping once ends the budget: the next stall is judged on the hang time.
        b.step(12);
        b.detector->checkProgress();
        b.clock.advance(61000);
        b.detector->checkProgress();
        QCOMPARE(b.raised->size(), 2);
    }

    // A phase the job said before its restart is the old run's: a stale
    // "training" does not cut the restart budget down to the hang time.
    void aPhaseSaidBeforeTheRestartIsStale()
    {
        Bench b;
        const RestartBudget budget;
        b.step(10);   // a step line: training
        b.detector->checkProgress();
        b.clock.advance(1000);
        b.detector->expectRestart(QStringLiteral("default/train"));
        b.clock.advance(budget.totalMs() - 1000);
        b.detector->checkProgress();
        QCOMPARE(b.raised->size(), 0);
        b.clock.advance(2000);
        b.detector->checkProgress();
        QCOMPARE(b.raised->size(), 1);
    }

    // A replacement pod that starts running restarts the job's processes.
    void aReplacementPodRestartsTheClock()
    {
        Bench b;
        b.detector->checkProgress();
        b.clock.advance(50000);
        b.put(b.watch.pods(), pod("train-worker-1", QStringLiteral("node-2"), "Running"));
        b.clock.advance(60000);
        b.detector->checkProgress();
        QCOMPARE(b.raised->size(), 0);   // 110 s without a step, but the pod started 60 s ago
    }

    void jobOnNodeFollowsThePodsIndex()
    {
        Bench b;
        QCOMPARE(b.detector->jobOnNode(QStringLiteral("node-1")), QStringLiteral("default/train"));
        QCOMPARE(b.detector->jobOnNode(QStringLiteral("node-7")), QString());
        // The pod moves to a spare: the index moves with it.
        b.put(b.watch.pods(), pod("train-worker-0", QStringLiteral("node-7"), "Running"));
        QCOMPARE(b.detector->jobOnNode(QStringLiteral("node-1")), QString());
        QCOMPARE(b.detector->jobOnNode(QStringLiteral("node-7")), QStringLiteral("default/train"));
        b.watch.pods()->feed({WatchEvent::Type::Deleted, pod("train-worker-0", QStringLiteral("node-7"), "Running")});
        QCOMPARE(b.detector->jobOnNode(QStringLiteral("node-7")), QString());
        QVERIFY(b.watch.pods()->keysWhere(clustermodel::kPodsByNode, QStringLiteral("node-7")).isEmpty());
    }

    void alarmNamesTheDieByCardAndChip()
    {
        DeviceFaultEvent alarm;
        alarm.node = QStringLiteral("node-1");
        alarm.cardId = 2;
        alarm.deviceId = 1;
        alarm.codes = {QStringLiteral("81078603")};
        alarm.level = QStringLiteral("RestartBusiness");
        const FaultSignal a3 = sources::alarmFault(alarm, QStringLiteral("Occur"), 2, 1700000000000, {}, 1700000001000);
        QCOMPARE(a3.die, 5);   // card 2 of two dies each, chip 1
        QCOMPARE(a3.kind, SignalKind::NetworkFault);
        QCOMPARE(a3.occurredMs, qint64(1700000000000));
        const FaultSignal a2 = sources::alarmFault(alarm, QStringLiteral("Occur"), 1, 0, {}, 1700000001000);
        QCOMPARE(a2.die, 3);
        QCOMPARE(a2.occurredMs, qint64(0));   // neither the Event nor the alarm said when
        // Newer cards name the die by its logic id.
        alarm.cardId = -1;
        alarm.deviceId = -1;
        alarm.logicId = 9;
        QCOMPARE(sources::alarmFault(alarm, QStringLiteral("Occur"), 2, 0, {}, 1700000001000).die, 9);
    }

    void eventTimeFromEitherForm()
    {
        const nlohmann::json core = {{"firstTimestamp", "2026-03-10T08:00:01Z"}};
        QCOMPARE(sources::eventTime(core).toMSecsSinceEpoch(), qint64(1773129601000));
        // events.k8s.io style: no firstTimestamp, a MicroTime in eventTime, in the node's zone.
        const nlohmann::json micro = {{"firstTimestamp", nullptr}, {"eventTime", "2026-03-10T16:00:01.250000+08:00"}};
        QCOMPARE(sources::eventTime(micro).toMSecsSinceEpoch(), qint64(1773129601250));
        QVERIFY(!sources::eventTime(nlohmann::json::object()).isValid());
    }
};

QTEST_GUILESS_MAIN(TestSignalDetector)
#include "tst_signaldetector.moc"
