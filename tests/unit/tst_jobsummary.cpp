// Jobs summarized from Volcano Jobs, Pods and rings-config ConfigMaps.
#include "model/jobsummary.h"

#include <QTest>

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

} // namespace

class TestJobSummary : public QObject
{
    Q_OBJECT

private slots:
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
};

QTEST_GUILESS_MAIN(TestJobSummary)
#include "tst_jobsummary.moc"
