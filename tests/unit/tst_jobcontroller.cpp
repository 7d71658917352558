// The embedded cluster's job controller: Commands restart jobs, deleted pods
// come back, the rank table follows, maxRetry fails the job.
#include "sim/controllers/jobcontroller.h"
#include "sim/store/objectstore.h"

#include <QTest>

using namespace ascendops::sim;
using Json = nlohmann::json;

namespace {

const ApiResource &res(const char *group, const char *version, const char *plural)
{
    return *findResource(group, version, plural);
}

Json job(int maxRetry)
{
    return {{"apiVersion", "batch.volcano.sh/v1alpha1"}, {"kind", "Job"},
            {"metadata", {{"name", "llm"}, {"namespace", "default"}}},
            {"spec", {{"minAvailable", 2}, {"maxRetry", maxRetry}}},
            {"status", {{"state", {{"phase", "Running"}}}, {"retryCount", 0}, {"running", 2}}}};
}

// The device plugin's allocation: two devices on server 10.0.0.<index + 1>.
std::string devices(int index)
{
    const std::string host = "10.0.0." + std::to_string(index + 1);
    const std::string net = "192.168." + std::to_string(index) + ".";
    return Json{{"pod_name", std::to_string(index)}, {"server_id", host}, {"server_ip", host}, {"host_ip", host},
                {"devices", {{{"device_id", "0"}, {"device_ip", net + "1"}}, {{"device_id", "1"}, {"device_ip", net + "2"}}}}}
        .dump();
}

Json pod(int index)
{
    const std::string name = "llm-worker-" + std::to_string(index);
    return {{"apiVersion", "v1"}, {"kind", "Pod"},
            {"metadata", {{"name", name}, {"namespace", "default"},
                          {"annotations", {{"volcano.sh/job-name", "llm"}, {"hccl/rankIndex", std::to_string(index)},
                                           {"ascend.kubectl.kubernetes.io/ascend-910-configuration", devices(index)}}}}},
            {"spec", {{"nodeName", "node-" + std::to_string(index)}}},
            {"status", {{"phase", "Running"}}}};
}

// The same job as the Ascend Operator's AscendJob: one Master, one Worker,
// pods labelled with the job's name and the operator's version.
Json ascendJob(int backoffLimit)
{
    return {{"apiVersion", "mindxdl.gitee.com/v1"}, {"kind", "AscendJob"},
            {"metadata", {{"name", "llm"}, {"namespace", "default"}}},
            {"spec", {{"runPolicy", {{"backoffLimit", backoffLimit}}},
                      {"replicaSpecs", {{"Master", {{"replicas", 1}}}, {"Worker", {{"replicas", 1}}}}}}},
            {"status", {{"conditions", {{{"type", "Running"}, {"status", "True"}}}}}}};
}

Json ascendPod(int index)
{
    Json p = pod(index);
    p["metadata"]["annotations"].erase("volcano.sh/job-name");
    p["metadata"]["labels"] = {{"training.kubeflow.org/job-name", "llm"}, {"job-name", "llm"}, {"version", "0"},
                               {"group-name", "mindxdl.gitee.com"}};
    return p;
}

Json ringsConfig()
{
    return {{"apiVersion", "v1"}, {"kind", "ConfigMap"},
            {"metadata", {{"name", "rings-config-llm"}, {"namespace", "default"}}},
            {"data", {{"hccl.json", R"({"status":"completed","version":"1.0","server_count":"2","server_list":[]})"}}}};
}

Json restartCommand()
{
    return {{"apiVersion", "bus.volcano.sh/v1alpha1"}, {"kind", "Command"},
            {"metadata", {{"name", "llm-restartjob-1"}, {"namespace", "default"}}},
            {"action", "RestartJob"},
            {"target", {{"apiVersion", "batch.volcano.sh/v1alpha1"}, {"kind", "Job"}, {"name", "llm"}}}};
}

} // namespace

class TestJobController : public QObject
{
    Q_OBJECT

    // Modeled seconds run a thousand times faster: 15 s of pod start is 15 ms.
    const SimClock fast{1000.0};

    Json jobNow(ObjectStore &store) { return store.get(res("batch.volcano.sh", "v1alpha1", "jobs"), "default", "llm").object->value; }
    std::string phase(ObjectStore &store) { return jobNow(store)["status"]["state"]["phase"]; }
    Json rankTable(ObjectStore &store)
    {
        const Json map = store.get(res("", "v1", "configmaps"), "default", "rings-config-llm").object->value;
        return Json::parse(map["data"]["hccl.json"].get<std::string>());
    }
    std::string rankTableStatus(ObjectStore &store) { return rankTable(store)["status"]; }
    std::string podPhase(ObjectStore &store, int index)
    {
        StoreResult found = store.get(res("", "v1", "pods"), "default", "llm-worker-" + std::to_string(index));
        return found ? found.object->value["status"].value("phase", "") : "absent";
    }

private slots:
    void restartJobCommandRestartsEveryPodAndCountsTheRetry()
    {
        ObjectStore store;
        QCOMPARE(store.seed({job(3), pod(0), pod(1), ringsConfig()}), 4);
        JobController controller(store, fast);
        const std::string uidBefore = store.get(res("", "v1", "pods"), "default", "llm-worker-0").object->value["metadata"]["uid"];
        QVERIFY(store.create(res("bus.volcano.sh", "v1alpha1", "commands"), "default", restartCommand(), false));

        QTRY_COMPARE(phase(store), std::string("Restarting"));
        QCOMPARE(jobNow(store)["status"]["retryCount"].get<int>(), 1);
        // The command is taken once and deleted, as Volcano does.
        QVERIFY(!store.get(res("bus.volcano.sh", "v1alpha1", "commands"), "default", "llm-restartjob-1"));
        QCOMPARE(rankTableStatus(store), std::string("initializing"));

        QTRY_COMPARE(phase(store), std::string("Running"));
        QCOMPARE(podPhase(store, 0), std::string("Running"));
        QCOMPARE(podPhase(store, 1), std::string("Running"));
        QCOMPARE(rankTableStatus(store), std::string("completed"));
        const Json recreated = store.get(res("", "v1", "pods"), "default", "llm-worker-0").object->value;
        QVERIFY(recreated["metadata"]["uid"].get<std::string>() != uidBefore);
        QCOMPARE(recreated["spec"]["nodeName"].get<std::string>(), std::string("node-0"));
        QCOMPARE(recreated["metadata"]["annotations"]["hccl/rankIndex"].get<std::string>(), std::string("0"));
    }

    void deletedPodComesBackAndTheRankTableWaitsForIt()
    {
        ObjectStore store;
        store.seed({job(3), pod(0), pod(1), ringsConfig()});
        // Slow enough that the Pending phase (15 s modeled) is seen: 0.75 s.
        JobController controller(store, SimClock(20.0));
        QVERIFY(store.remove(res("", "v1", "pods"), "default", "llm-worker-1", Preconditions{}, false));
        QTRY_COMPARE(rankTableStatus(store), std::string("initializing"));
        QTRY_COMPARE(podPhase(store, 1), std::string("Pending"));
        QTRY_COMPARE(podPhase(store, 1), std::string("Running"));
        QTRY_COMPARE(rankTableStatus(store), std::string("completed"));
        // Made anew from the pods: rank = rankIndex x devices + index.
        const Json table = rankTable(store);
        QCOMPARE(table["server_count"].get<std::string>(), std::string("2"));
        QCOMPARE(table["server_list"][1]["server_id"].get<std::string>(), std::string("10.0.0.2"));
        QCOMPARE(table["server_list"][1]["device"][1]["rank_id"].get<std::string>(), std::string("3"));
        QCOMPARE(table["server_list"][1]["device"][1]["device_ip"].get<std::string>(), std::string("192.168.1.2"));
        QCOMPARE(phase(store), std::string("Running"));
        QCOMPARE(jobNow(store)["status"]["retryCount"].get<int>(), 0); // a pod, not the job
    }

    // An AscendJob: its pods deleted (a job-level restart), the operator
    // recreates them one version on and the job runs again; past its
    // backoffLimit the job fails and its pods stay gone.
    void ascendJobPodsComeBackOneVersionOnUntilTheBackoffLimit()
    {
        ObjectStore store;
        QCOMPARE(store.seed({ascendJob(1), ascendPod(0), ascendPod(1), ringsConfig()}), 4);
        JobController controller(store, fast);
        const ApiResource &acjobs = res("mindxdl.gitee.com", "v1", "ascendjobs");
        const auto state = [&] {
            const Json conditions = store.get(acjobs, "default", "llm").object->value["status"]["conditions"];
            return conditions.back().value("type", "");
        };
        controller.restartJob("default", "llm");
        QCOMPARE(state(), std::string("Restarting"));
        QTRY_COMPARE(podPhase(store, 0), std::string("Running"));
        QTRY_COMPARE(podPhase(store, 1), std::string("Running"));
        QTRY_COMPARE(state(), std::string("Running"));
        for (int index : {0, 1})
            QCOMPARE(store.get(res("", "v1", "pods"), "default", "llm-worker-" + std::to_string(index)).object->value
                         ["metadata"]["labels"]["version"].get<std::string>(), std::string("1"));
        QCOMPARE(rankTableStatus(store), std::string("completed"));
        // A second restart would be version 2, past backoffLimit 1.
        controller.restartJob("default", "llm");
        QTRY_COMPARE(state(), std::string("Failed"));
        QTest::qWait(100);
        QCOMPARE(podPhase(store, 0), std::string("absent"));
        QCOMPARE(podPhase(store, 1), std::string("absent"));
    }

    void exhaustedRetriesFailTheJobAndItsPodsStayGone()
    {
        ObjectStore store;
        Json tired = job(1);
        tired["status"]["retryCount"] = 1;
        store.seed({tired, pod(0), pod(1), ringsConfig()});
        JobController controller(store, fast);
        QVERIFY(store.create(res("bus.volcano.sh", "v1alpha1", "commands"), "default", restartCommand(), false));
        QTRY_COMPARE(phase(store), std::string("Failed"));
        QCOMPARE(jobNow(store)["status"]["retryCount"].get<int>(), 2);
        QTRY_COMPARE(podPhase(store, 0), std::string("absent"));
        // Long enough for a recreation to have happened, were one to happen.
        QTest::qWait(100);
        QCOMPARE(podPhase(store, 0), std::string("absent"));
        QCOMPARE(podPhase(store, 1), std::string("absent"));
    }
};

QTEST_GUILESS_MAIN(TestJobController)
#include "tst_jobcontroller.moc"
