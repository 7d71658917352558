// What the console keeps of a cached pod (clustermodel/podprojection): every
// field its readers use, nothing else. The pod (data/pods/pytorch-worker-
// failed.json) is a training worker as the Ascend Device Plugin and Volcano
// annotate it, written the way the API server returns one (managedFields,
// status, a sidecar), with the fields of the Kubernetes Pod reference (v1).
#include "clustermodel/podprojection.h"
#include "formats/operatorranktable.h"
#include "model/jobsummary.h"

#include <QFile>
#include <QTest>

using namespace ascendops;
using Json = nlohmann::json;

#define QVERIFY_JSON(actual, expected) QVERIFY2((actual) == (expected), (actual).dump().c_str())

namespace {

Json realisticPod()
{
    QFile file(QStringLiteral(TEST_DATA_DIR "/pods/pytorch-worker-failed.json"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return Json::parse(file.readAll().toStdString(), nullptr, false);
}

} // namespace

class TestPodProjection : public QObject
{
    Q_OBJECT

private slots:
    void keepsWhatTheReadersUse()
    {
        Json pod = realisticPod();
        clustermodel::trimPod(pod);
        const Json &meta = pod["metadata"];
        for (const char *key : {"name", "namespace", "uid", "resourceVersion"})
            QVERIFY2(meta.contains(key), key);
        QVERIFY_JSON(meta["labels"], (Json{{"volcano.sh/job-name", "llama"}, {"training.kubeflow.org/job-name", "llama"}, {"version", "2"}}));
        QCOMPARE(meta["annotations"].size(), std::size_t(6));
        for (const char *key : {"hccl/rankIndex", "volcano.sh/job-name", "ascend.kubectl.kubernetes.io/ascend-910-configuration",
                                "huawei.com/schedule_policy", "sp-block", "kubectl.kubernetes.io/default-container"})
            QVERIFY2(meta["annotations"].contains(key), key);
        QVERIFY_JSON(meta["ownerReferences"], (Json::array({Json{{"kind", "Job"}, {"name", "llama"}}})));
        // The newest write's time alone: what the informer's lag reads.
        QVERIFY_JSON(meta["managedFields"], (Json::array({Json{{"time", "2026-11-30T08:05:00Z"}}})));

        const Json &spec = pod["spec"];
        QVERIFY_JSON(spec["nodeName"], Json("node-7"));
        QVERIFY_JSON(spec["nodeSelector"]["accelerator-type"], Json("module-a3-16-super-pod"));
        QCOMPARE(spec.size(), std::size_t(3));
        const Json &ascend = spec["containers"][0];
        QVERIFY_JSON(ascend["args"], Json::array({"train.sh"}));
        QCOMPARE(ascend["command"].size(), std::size_t(2));
        QVERIFY_JSON(ascend["resources"], (Json{{"limits", {{"huawei.com/Ascend910", "16"}}}}));   // requests: the same, read second
        QVERIFY(!ascend.contains("env") && !ascend.contains("volumeMounts"));
        QVERIFY_JSON(spec["containers"][1], (Json{{"name", "log-shipper"}, {"image", "fluent-bit:3.1"}}));

        const Json &status = pod["status"];
        for (const char *key : {"phase", "reason", "message", "containerStatuses"})
            QVERIFY2(status.contains(key), key);
        QVERIFY(!status.contains("qosClass") && !status.contains("hostIP"));
        QVERIFY_JSON(status["podIP"], Json("10.128.7.2"));
        QVERIFY(!status.contains("conditions"));   // its one condition is True
        QVERIFY(!pod.contains("apiVersion") && !pod.contains("kind"));
        QVERIFY_JSON(status["containerStatuses"][0]["restartCount"], Json(2));
        QVERIFY_JSON(status["containerStatuses"][0]["state"]["terminated"]["finishedAt"], Json("2026-11-30T08:04:59Z"));
        QCOMPARE(status["containerStatuses"][0].size(), std::size_t(2));
        QCOMPARE(status["containerStatuses"][0]["state"]["terminated"].size(), std::size_t(1));   // when, not how
    }

    // Of the status only what is wrong: conditions not True, and a
    // container's state only when it ended. What reads it still does.
    void onlyWhatIsWrongIsKeptOfTheStatus()
    {
        const std::string at = "2026-11-30T08:00:02Z";
        Json pod{{"apiVersion", "v1"}, {"kind", "Pod"}, {"metadata", {{"name", "llama-worker-3"}}},
                 {"status", {{"phase", "Pending"},
                             {"conditions", Json::array({Json{{"type", "Initialized"}, {"status", "True"}, {"lastTransitionTime", at}},
                                                         Json{{"type", "PodScheduled"}, {"status", "False"}, {"reason", "Unschedulable"},
                                                              {"message", "0/8 nodes are available"}, {"lastTransitionTime", at}}})},
                             {"containerStatuses", Json::array({Json{{"name", "a"}, {"restartCount", 0}, {"state", {{"running", {{"startedAt", at}}}}}},
                                                                Json{{"name", "b"}, {"restartCount", 1}, {"state", {{"waiting", {{"reason", "CrashLoopBackOff"}}}}}}})}}}};
        clustermodel::trimPod(pod);
        QVERIFY_JSON(pod, (Json{{"metadata", {{"name", "llama-worker-3"}}},
                                {"status", {{"phase", "Pending"},
                                            {"conditions", Json::array({Json{{"type", "PodScheduled"}, {"status", "False"}, {"reason", "Unschedulable"},
                                                                             {"message", "0/8 nodes are available"}}})},
                                            {"containerStatuses", Json::array({Json{{"restartCount", 0}}, Json{{"restartCount", 1}}})}}}}));
        QCOMPARE(unschedulableReasonOf(pod), QStringLiteral("0/8 nodes are available"));
    }

    // The pipeline repairs a rank table from the cached pods: a trimmed pod
    // gives the table a whole one gives, container_ip included.
    void aRankTableFromTrimmedPodsIsTheSame()
    {
        Json pod = realisticPod();
        pod["metadata"]["annotations"]["ascend.kubectl.kubernetes.io/ascend-910-configuration"] =
            R"({"pod_name":"3","server_id":"10.0.0.7","devices":[{"device_id":"0","device_ip":"172.16.0.1"}]})";
        Json trimmed = pod;
        clustermodel::trimPod(trimmed);
        const std::optional<nlohmann::ordered_json> whole = rankTableFromPods({&pod}), fromCache = rankTableFromPods({&trimmed});
        QVERIFY(whole && fromCache);
        QVERIFY2(whole->dump().find("10.128.7.2") != std::string::npos, whole->dump().c_str());   // the pod's IP, as container_ip
        QCOMPARE(fromCache->dump(), whole->dump());
    }

    // A container that asks for NPUs in requests alone keeps them there.
    void requestsAreKeptWhereLimitsNameNoNpu()
    {
        Json pod{{"spec", {{"containers", Json::array({Json{{"name", "c"},
                                                          {"resources", {{"limits", {{"cpu", "1"}}},
                                                                         {"requests", {{"huawei.com/Ascend910", "8"}, {"memory", "1Gi"}}}}}}})}}}};
        clustermodel::trimPod(pod);
        QVERIFY_JSON(pod["spec"]["containers"][0]["resources"],
                     (Json{{"limits", Json::object()}, {"requests", {{"huawei.com/Ascend910", "8"}}}}));
    }

    // A daemon's pod, none of whose labels or annotations is read, keeps no empty maps.
    void aPodWithNoKeyReadKeepsNoEmptyMaps()
    {
        Json pod{{"metadata", {{"name", "node-exporter-x"}, {"labels", {{"app", "node-exporter"}}},
                               {"annotations", {{"prometheus.io/scrape", "true"}}}}}};
        clustermodel::trimPod(pod);
        QVERIFY_JSON(pod["metadata"], (Json{{"name", "node-exporter-x"}}));
    }

    // Anything of another shape is left as it is, never thrown on.
    void leavesOtherShapesAlone()
    {
        for (Json odd : {Json(), Json(3), Json::array({1}), Json{{"metadata", 1}, {"spec", "x"}, {"status", Json::array()}},
                         Json{{"metadata", {{"labels", 1}, {"managedFields", "x"}, {"ownerReferences", {1, 2}}}},
                              {"spec", {{"containers", {{{"resources", 1}}}}}}}}) {
            const Json before = odd;
            clustermodel::trimPod(odd);
            if (!before.is_object())
                QVERIFY_JSON(odd, before);
        }
        Json noTime{{"metadata", {{"managedFields", Json::array({Json{{"manager", "x"}}})}}}};
        clustermodel::trimPod(noTime);
        QVERIFY(!noTime["metadata"].contains("managedFields"));
    }
};

QTEST_GUILESS_MAIN(TestPodProjection)
#include "tst_podprojection.moc"
