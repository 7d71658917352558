// The Events of a job and its pods, picked from a namespace's Events in both
// API shapes (core/v1 involvedObject, events.k8s.io/v1 regarding), oldest
// first, from the fault on, bounded.
#include "clustermodel/jobevents.h"

#include <QTest>

#include <nlohmann/json.hpp>

using namespace ascendops;
using namespace ascendops::clustermodel;
using Json = nlohmann::json;

namespace {

Json coreEvent(const char *kind, const char *name, const char *reason, const char *time, const char *component = "volcano")
{
    return {{"apiVersion", "v1"}, {"kind", "Event"},
            {"involvedObject", {{"kind", kind}, {"name", name}, {"namespace", "default"}}},
            {"type", "Warning"}, {"reason", reason}, {"message", std::string(reason) + " happened"},
            {"lastTimestamp", time}, {"source", {{"component", component}}}};
}

qint64 ms(const char *time) { return QDateTime::fromString(QLatin1String(time), Qt::ISODate).toMSecsSinceEpoch(); }

} // namespace

class TestJobEvents : public QObject
{
    Q_OBJECT

private slots:
    void theJobsAndItsPodsEventsOldestFirst()
    {
        const Json items = Json::array({
            coreEvent("Job", "llm", "JobReschedule", "2026-11-29T10:00:30Z"),
            coreEvent("Pod", "llm-worker-2", "Killing", "2026-11-29T10:00:10Z", "kubelet"),
            coreEvent("Job", "llm-other", "JobReschedule", "2026-11-29T10:00:20Z"),   // another job
            coreEvent("Pod", "llmx-worker-0", "Killing", "2026-11-29T10:00:20Z"),     // not its pod
            coreEvent("Job", "llm", "Created", "2026-11-29T09:00:00Z"),               // before the fault
            Json{{"apiVersion", "events.k8s.io/v1"}, {"kind", "Event"},
                 {"regarding", {{"kind", "AscendJob"}, {"name", "llm"}}}, {"type", "Normal"}, {"reason", "jobRestarting"},
                 {"note", "Job llm is restarting because Worker replica(s) failed."},
                 {"eventTime", "2026-11-29T10:00:40.500000Z"}, {"reportingController", "ascend-operator"}},
        });
        const std::vector<JobEvent> events = eventsOfJob(items, QStringLiteral("llm"), ms("2026-11-29T10:00:00Z"));
        QCOMPARE(int(events.size()), 3);
        QCOMPARE(events[0].reason, QStringLiteral("Killing"));
        QCOMPARE(events[0].object, QStringLiteral("Pod/llm-worker-2"));
        QCOMPARE(events[0].reporter, QStringLiteral("kubelet"));
        QCOMPARE(events[1].reason, QStringLiteral("JobReschedule"));
        QCOMPARE(events[2].reason, QStringLiteral("jobRestarting"));
        QCOMPARE(events[2].message, QStringLiteral("Job llm is restarting because Worker replica(s) failed."));
        QCOMPARE(events[2].reporter, QStringLiteral("ascend-operator"));
        QCOMPARE(events[2].timeMs, ms("2026-11-29T10:00:40Z") + 500);
    }

    void boundedNewestKeptAndOddInputSurvived()
    {
        Json items = Json::array();
        for (int i = 0; i < 10; ++i)
            items.push_back(coreEvent("Job", "llm", ("R" + std::to_string(i)).c_str(), ("2026-11-29T10:00:0" + std::to_string(i) + "Z").c_str()));
        items.push_back(Json("not an event"));
        items.push_back(Json{{"involvedObject", 3}});
        const std::vector<JobEvent> events = eventsOfJob(items, QStringLiteral("llm"), 0, 4);
        QCOMPARE(int(events.size()), 4);
        QCOMPARE(events.front().reason, QStringLiteral("R6"));
        QVERIFY(eventsOfJob(Json::object(), QStringLiteral("llm"), 0).empty());
        QVERIFY(eventsOfJob(items, QString(), 0).empty());
    }

    // Pages of a busy namespace's list come in name order: the job's Events
    // gathered from all of them, then its newest kept, oldest first.
    void eventsGatheredFromPagesKeepTheNewest()
    {
        Json first = Json::array(), second = Json::array();
        for (int i = 0; i < 6; ++i)
            (i % 2 ? first : second).push_back(coreEvent("Job", "llm", ("R" + std::to_string(i)).c_str(),
                                                         ("2026-11-29T10:00:0" + std::to_string(i) + "Z").c_str()));
        std::vector<JobEvent> gathered = eventsOfJob(first, QStringLiteral("llm"), 0, 0);
        const std::vector<JobEvent> more = eventsOfJob(second, QStringLiteral("llm"), 0, 0);
        gathered.insert(gathered.end(), more.begin(), more.end());
        keepNewestEvents(gathered, 4);
        QCOMPARE(int(gathered.size()), 4);
        QCOMPARE(gathered.front().reason, QStringLiteral("R2"));
        QCOMPARE(gathered.back().reason, QStringLiteral("R5"));
        keepNewestEvents(gathered, 0);
        QCOMPARE(int(gathered.size()), 4);
    }
};

QTEST_GUILESS_MAIN(TestJobEvents)
#include "tst_jobevents.moc"
