// Jobs summarized from Volcano Jobs and AscendJobs, Pods and rings-config ConfigMaps.
#include "model/jobsummary.h"

#include <QTest>
#include <QTimeZone>

#include <nlohmann/json.hpp>

using namespace ascendops;
using Json = nlohmann::json;

namespace {

Json job(const char *ns, const char *name, const char *phase, int retries)
{
    return Json{{"apiVersion", "batch.volcano.sh/v1alpha1"}, {"kind", "Job"},
                {"metadata", {{"namespace", ns}, {"name", name}}},
                {"spec", {{"maxRetry", 5}}},
                {"status", {{"state", {{"phase", phase}}}, {"retryCount", retries}}}};
}

Json pod(const char *ns, const char *name, const char *job, const char *rankIndex, const char *phase,
         const char *node, int restarts)
{
    return Json{{"metadata", {{"namespace", ns}, {"name", name},
                              {"annotations", {{"volcano.sh/job-name", job}, {"hccl/rankIndex", rankIndex}}}}},
                {"spec", {{"nodeName", node}}},
                {"status", {{"phase", phase}, {"containerStatuses", {{{"restartCount", restarts}}}}}}};
}

Json ringsConfig(const char *ns, const char *job, const std::string &table)
{
    return Json{{"metadata", {{"namespace", ns}, {"name", std::string("rings-config-") + job}}},
                {"data", {{"hccl.json", table}}}};
}

// JOB's rings-config as the API server hands it out: with a uid and a
// resourceVersion, which the memo keys its reading by.
Json versionedRingsConfig(const char *job, const std::string &table)
{
    Json map = ringsConfig("default", job, table);
    map["metadata"]["uid"] = "u-1";
    map["metadata"]["resourceVersion"] = "7";
    return map;
}

// A lookup that finds MAP alone (as it is when asked), by its namespace/name.
ConfigMapLookup lookupOf(const Json &map)
{
    const QString key = QString::fromStdString(map["metadata"]["namespace"].get<std::string>() + "/"
                                               + map["metadata"]["name"].get<std::string>());
    return [&map, key](const QString &asked) { return asked == key ? &map : nullptr; };
}

} // namespace

class TestJobSummary : public QObject
{
    Q_OBJECT

private slots:
    // The status is read without building the table: wherever it stands,
    // nested keys named "status" aside; a table that is not a JSON object
    // reads "unreadable"; one read before is not read again.
    void rankTableStatusWhereverItStands_data()
    {
        QTest::addColumn<QString>("table");
        QTest::addColumn<QString>("status");
        QTest::newRow("first") << QStringLiteral(R"({"status":"completed","server_list":[]})") << QStringLiteral("completed");
        QTest::newRow("last, after nested ones")
            << QStringLiteral(R"({"server_list":[{"status":"x","device":[{"status":"y"}]}],"nested":{"status":"z"},"status":"initializing"})")
            << QStringLiteral("initializing");
        QTest::newRow("none") << QStringLiteral(R"({"version":"1.0"})") << QString();
        QTest::newRow("not text") << QStringLiteral(R"({"status":5})") << QString();
        QTest::newRow("broken after it") << QStringLiteral(R"({"status":"completed","server_list":[)") << QStringLiteral("unreadable");
        QTest::newRow("an array") << QStringLiteral(R"([{"status":"completed"}])") << QStringLiteral("unreadable");
        QTest::newRow("a string") << QStringLiteral(R"("completed")") << QStringLiteral("unreadable");
        QTest::newRow("empty") << QString() << QStringLiteral("unreadable");
    }
    void rankTableStatusWhereverItStands()
    {
        QFETCH(QString, table);
        QFETCH(QString, status);
        const std::vector<JobSummary> summaries =
            summarizeJobs({job("default", "llm", "Running", 0)}, {}, {ringsConfig("default", "llm", table.toStdString())});
        QCOMPARE(summaries.at(0).rankTableStatus, status);
    }

    void aRankTableReadBeforeIsNotReadAgain()
    {
        const Json llm = job("default", "llm", "Running", 0);
        Json map = versionedRingsConfig("llm", R"({"status":"completed"})");
        const ConfigMapLookup lookup = lookupOf(map);
        JobSummaryMemo memo;
        const PodsOfJob noPods = [](const QString &) { return std::vector<const Json *>(); };
        QCOMPARE(summarizeJobs({&llm}, noPods, lookup, &memo).at(0).rankTableStatus, QStringLiteral("completed"));
        QCOMPARE(memo.rankTables.value(QStringLiteral("default/rings-config-llm")).version, QStringLiteral("u-1/7"));
        // The memo answers for that version (a planted answer shows it was used) ...
        memo.rankTables[QStringLiteral("default/rings-config-llm")].status = QStringLiteral("from the memo");
        QCOMPARE(summarizeJobs({&llm}, noPods, lookup, &memo).at(0).rankTableStatus, QStringLiteral("from the memo"));
        // ... and a new version is read.
        map["metadata"]["resourceVersion"] = "8";
        map["data"]["hccl.json"] = R"({"status":"initializing"})";
        QCOMPARE(summarizeJobs({&llm}, noPods, lookup, &memo).at(0).rankTableStatus, QStringLiteral("initializing"));
        // A map no job names any more leaves the memo.
        QVERIFY(summarizeJobs({}, noPods, lookup, &memo).empty());
        QVERIFY(memo.rankTables.isEmpty());
    }

    // The first summaries read in slices: a job's pods and its rank table
    // are read into the memo beforehand, the summaries then answered from it.
    void aJobsRankTableIsReadWithItsPods()
    {
        const Json llm = job("default", "llm", "Running", 0);
        const Json bert = job("default", "bert", "Running", 0);
        const Json map = versionedRingsConfig("llm", R"({"status":"completed"})");
        const ConfigMapLookup lookup = lookupOf(map);
        const PodsOfJob noPods = [](const QString &) { return std::vector<const Json *>(); };
        JobSummaryMemo memo;
        QVERIFY(readJobPodsInto(memo, {&llm, &bert}, noPods, lookup, 1));   // one job a pass: bert is left
        QCOMPARE(memo.rankTables.value(QStringLiteral("default/rings-config-llm")).status, QStringLiteral("completed"));
        QVERIFY(!readJobPodsInto(memo, {&llm, &bert}, noPods, lookup, 1));
        QCOMPARE(memo.podsByJob.size(), 2);
        memo.rankTables[QStringLiteral("default/rings-config-llm")].status = QStringLiteral("from the memo");
        QCOMPARE(summarizeJobs({&llm, &bert}, noPods, lookup, &memo).at(1).rankTableStatus, QStringLiteral("from the memo"));
    }

    // A job's step counter changes many times a second, its thousand pods
    // seldom: the pods summarized once stand until the caller says they
    // changed. The job's own fields are read every time.
    void aJobsPodsAreKeptUntilTheyChange()
    {
        const Json llm = job("default", "llm", "Running", 2);
        std::vector<Json> podObjects{pod("default", "llm-0", "llm", "0", "Running", "node-0", 0)};
        int asked = 0;
        const PodsOfJob podsOf = [&](const QString &key) {
            ++asked;
            std::vector<const Json *> found;
            for (const Json &each : podObjects)
                if (key == QLatin1String("default/llm"))
                    found.push_back(&each);
            return found;
        };
        const ConfigMapLookup noMaps = [](const QString &) { return nullptr; };
        JobSummaryMemo memo;
        QCOMPARE(summarizeJobs({&llm}, podsOf, noMaps, &memo).at(0).pods.size(), std::size_t(1));
        QCOMPARE(asked, 1);
        // The job retried (its status), a pod came that nobody has told of yet.
        const Json retried = job("default", "llm", "Running", 3);
        podObjects.push_back(pod("default", "llm-1", "llm", "1", "Running", "node-1", 0));
        std::vector<JobSummary> summaries = summarizeJobs({&retried}, podsOf, noMaps, &memo);
        QCOMPARE(asked, 1);
        QCOMPARE(summaries.at(0).retryCount, 3);
        QCOMPARE(summaries.at(0).pods.size(), std::size_t(1));
        // Told: the pods are read again.
        memo.podsChanged(QStringLiteral("default/llm"));
        summaries = summarizeJobs({&retried}, podsOf, noMaps, &memo);
        QCOMPARE(asked, 2);
        QCOMPARE(summaries.at(0).pods.size(), std::size_t(2));
        QCOMPARE(summaries.at(0).runningPods, 2);
        // A job that is gone leaves the memo.
        QVERIFY(summarizeJobs({}, podsOf, noMaps, &memo).empty());
        QVERIFY(memo.podsByJob.isEmpty());
    }

    void summarizesPhaseRetriesPodsAndRankTable()
    {
        const std::vector<Json> jobs{job("default", "llm", "Running", 2), job("default", "eval", "Pending", 0)};
        const std::vector<Json> pods{
            pod("default", "llm-1", "llm", "1", "Running", "node-1", 0),
            pod("default", "llm-0", "llm", "0", "Running", "node-0", 3),
            pod("default", "llm-2", "llm", "2", "Pending", "", 0),
            pod("other", "llm-0", "llm", "0", "Running", "node-9", 0), // same name, other namespace
        };
        const std::vector<Json> maps{ringsConfig("default", "llm", R"({"status":"completed","version":"1.0"})"),
                                     ringsConfig("default", "eval", R"({"status":"initializing"})")};
        const std::vector<JobSummary> summaries = summarizeJobs(jobs, pods, maps);
        QCOMPARE(summaries.size(), std::size_t(2));
        // Ordered by name: eval, then llm.
        QCOMPARE(summaries[0].name, QStringLiteral("eval"));
        QCOMPARE(summaries[0].rankTableStatus, QStringLiteral("initializing"));
        QVERIFY(summaries[0].pods.empty());
        const JobSummary &llm = summaries[1];
        QCOMPARE(llm.phase, QStringLiteral("Running"));
        QCOMPARE(llm.retryCount, 2);
        QCOMPARE(llm.maxRetry, 5);
        QCOMPARE(llm.pods.size(), std::size_t(3));
        QCOMPARE(llm.runningPods, 2);
        QCOMPARE(llm.pods[0].name, QStringLiteral("llm-0"));
        QCOMPARE(llm.pods[0].restarts, 3);
        QCOMPARE(llm.pods[0].nodeName, QStringLiteral("node-0"));
        QCOMPARE(llm.pods[2].rankIndex, 2);
        QCOMPARE(llm.rankTableStatus, QStringLiteral("completed"));
    }

    // Why a Pending pod waits, in the scheduler's words: its PodScheduled
    // condition False for the reason Unschedulable. The message is one
    // Volcano wrote (volcano-sh/volcano issue #4511, "0/1 nodes are
    // unavailable: 1 hami-vgpuDeviceSharing error."); kube-scheduler writes
    // the same condition.
    void aPendingPodSaysWhyItCannotBePlaced()
    {
        Json pending = pod("default", "llm-1", "llm", "1", "Pending", "", 0);
        pending["spec"].erase("nodeName");
        pending["status"]["conditions"] = Json::array({{{"type", "PodScheduled"}, {"status", "False"}, {"reason", "Unschedulable"},
                                                        {"message", "0/1 nodes are unavailable: 1 hami-vgpuDeviceSharing error."}}});
        QCOMPARE(unschedulableReasonOf(pending), QStringLiteral("0/1 nodes are unavailable: 1 hami-vgpuDeviceSharing error."));
        // Placed, scheduled, or another reason: nothing to say.
        Json placed = pending;
        placed["spec"]["nodeName"] = "node-1";
        QCOMPARE(unschedulableReasonOf(placed), QString());
        Json gated = pending;
        gated["status"]["conditions"][0]["reason"] = "SchedulingGated";
        QCOMPARE(unschedulableReasonOf(gated), QString());
        Json odd = pending;
        odd["status"]["conditions"] = "not a list";
        QCOMPARE(unschedulableReasonOf(odd), QString());
        Json bare = pending;
        bare["status"]["conditions"][0].erase("message");
        QCOMPARE(unschedulableReasonOf(bare), QStringLiteral("Unschedulable"));
    }

    // When a failed pod's containers ended, as the kubelet writes it; the
    // last of several; nothing from a running or unreadable one.
    void whenAPodsContainersEnded()
    {
        Json pod{{"status", {{"containerStatuses", Json::array({
            {{"name", "ascend"}, {"state", {{"terminated", {{"exitCode", 1}, {"finishedAt", "2026-11-30T08:00:03Z"}}}}}},
            {{"name", "sidecar"}, {"state", {{"terminated", {{"exitCode", 0}, {"finishedAt", "2026-11-30T08:00:05Z"}}}}}}})}}}};
        QCOMPARE(containersEndedMs(pod), QDateTime(QDate(2026, 11, 30), QTime(8, 0, 5), QTimeZone::utc()).toMSecsSinceEpoch());
        pod["status"]["containerStatuses"][1]["state"] = {{"running", {{"startedAt", "2026-11-30T08:00:00Z"}}}};
        QCOMPARE(containersEndedMs(pod), QDateTime(QDate(2026, 11, 30), QTime(8, 0, 3), QTimeZone::utc()).toMSecsSinceEpoch());
        pod["status"]["containerStatuses"][0]["state"]["terminated"]["finishedAt"] = "yesterday";
        QCOMPARE(containersEndedMs(pod), qint64(-1));
        pod["status"]["containerStatuses"] = "not a list";
        QCOMPARE(containersEndedMs(pod), qint64(-1));
    }

    void missingFieldsDoNotStopTheSummary()
    {
        const std::vector<Json> jobs{Json{{"metadata", {{"name", "bare"}}}}};
        const std::vector<Json> pods{Json{{"metadata", {{"name", "stray"}}}}, Json::array()};
        const std::vector<Json> maps{Json{{"metadata", {{"name", "rings-config-bare"}}}, {"data", {{"hccl.json", "{oops"}}}}};
        const std::vector<JobSummary> summaries = summarizeJobs(jobs, pods, maps);
        QCOMPARE(summaries.size(), std::size_t(1));
        QCOMPARE(summaries[0].maxRetry, 3); // Volcano's default
        QCOMPARE(summaries[0].rankTableStatus, QStringLiteral("unreadable"));
        QVERIFY(summaries[0].phase.isEmpty());
    }

    // The Ascend Operator's own kind: state from its conditions, restarts
    // from its pods' version label, the limit from runPolicy, pods by the
    // labels the operator sets.
    void ascendJobsAreJobsToo()
    {
        Json acjob{{"apiVersion", "mindxdl.gitee.com/v1"}, {"kind", "AscendJob"},
                   {"metadata", {{"namespace", "train"}, {"name", "pt"}}},
                   {"spec", {{"runPolicy", {{"backoffLimit", 4}}},
                             {"replicaSpecs", {{"Master", {{"replicas", 1}}}, {"Worker", {{"replicas", 2}}}}}}},
                   {"status", {{"conditions", {{{"type", "Created"}, {"status", "True"}},
                                               {{"type", "Running"}, {"status", "False"}},
                                               {{"type", "Restarting"}, {"status", "True"}}}}}}};
        const auto operatorPod = [](const char *name, const char *label, const char *version) {
            return Json{{"metadata", {{"namespace", "train"}, {"name", name},
                                      {"labels", {{label, "pt"}, {"version", version}, {"group-name", "mindxdl.gitee.com"}}}}},
                        {"status", {{"phase", "Running"}}}};
        };
        // A batch Job's pod carries job-name too, and is no training pod.
        const Json batchPod{{"metadata", {{"namespace", "train"}, {"name", "pt-cleanup"}, {"labels", {{"job-name", "pt"}}}}},
                            {"status", {{"phase", "Failed"}}}};
        const std::vector<Json> pods{operatorPod("pt-master-0", "training.kubeflow.org/job-name", "2"),
                                     operatorPod("pt-worker-0", "job-name", "1"),
                                     operatorPod("other", "app", "7"), batchPod};
        const std::vector<JobSummary> summaries = summarizeJobs({acjob}, pods, {});
        QCOMPARE(summaries.size(), std::size_t(1));
        const JobSummary &pt = summaries[0];
        QCOMPARE(pt.kind, JobKind::AscendJob);
        QCOMPARE(pt.phase, QStringLiteral("Restarting"));
        QCOMPARE(pt.retryCount, 2);
        QCOMPARE(pt.maxRetry, 4);
        QCOMPARE(pt.pods.size(), std::size_t(2));
        QCOMPARE(jobExpectedPodsOf(acjob), 3);
        QCOMPARE(jobOfPod(pods[1]), QStringLiteral("pt"));
        QVERIFY(jobOfPod(batchPod).isEmpty());
        // An AscendJob owner is enough.
        Json owned = batchPod;
        owned["metadata"]["ownerReferences"] = {{{"kind", "AscendJob"}, {"name", "pt"}}};
        QCOMPARE(jobOfPod(owned), QStringLiteral("pt"));
        QCOMPARE(podTemplatesOf(acjob).size(), std::size_t(0));
        // Without a backoffLimit the operator restarts without end.
        acjob["spec"].erase("runPolicy");
        QCOMPARE(jobRetryLimitOf(acjob), -1);
        // A Volcano Job keeps its own fields.
        QCOMPARE(jobKindOf(job("a", "b", "Running", 1)), JobKind::VolcanoJob);
        QCOMPARE(jobExpectedPodsOf(Json{{"spec", {{"tasks", {{{"replicas", 2}}, {{"replicas", 3}}}}}}}), 5);
    }
};

QTEST_GUILESS_MAIN(TestJobSummary)
#include "tst_jobsummary.moc"
