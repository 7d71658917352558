// The cluster's Events kept bounded and indexed: the newest by their own
// time, at most so many and none older than so much before the newest, even
// while a list of more than that is read page by page; a job's Events read
// from its namespace's index; dropped ones not announced and said.
#include "../support/memorycluster.h"

#include "clustermodel/eventstore.h"
#include "kube/informer.h"
#include "kube/retention.h"
#include "sim/seed/simpreset.h"
#include "sim/store/jobobjects.h"

#include <QDateTime>
#include <QSignalSpy>
#include <QTest>

#include <nlohmann/json.hpp>

#include <functional>

using namespace ascendops;
using ascendops::testing::MemoryApi;
using Json = nlohmann::json;

namespace {

const qint64 kStartMs = QDateTime::fromString(QStringLiteral("2026-11-30T10:00:00Z"), Qt::ISODate).toMSecsSinceEpoch();

// An Event as a kubelet or Volcano writes it, SECONDS after 10:00.
Json eventAt(int seconds, const std::string &ns, const std::string &kind, const std::string &about, const std::string &reason)
{
    const QString time = QDateTime::fromMSecsSinceEpoch(kStartMs + seconds * 1000LL, Qt::UTC).toString(Qt::ISODate);
    return {{"apiVersion", "v1"}, {"kind", "Event"},
            {"metadata", {{"name", about + "." + std::to_string(seconds)}, {"namespace", ns},
                          {"managedFields", {{{"manager", "kubelet"}, {"time", time.toStdString()}}}}}},
            {"involvedObject", {{"kind", kind}, {"name", about}, {"namespace", ns}, {"uid", "u-1"}}},
            {"type", "Warning"}, {"reason", reason}, {"message", reason + " of " + about},
            {"lastTimestamp", time.toStdString()}, {"firstTimestamp", time.toStdString()},
            {"source", {{"component", "kubelet"}, {"host", "node-1"}}}, {"count", 1}};
}

kube::RetentionLimits limits(int most, qint64 maxAgeMs)
{
    return {most, maxAgeMs, [](const Json &object) { return object.value("t", qint64(0)); }};
}

} // namespace

class TestEventStore : public QObject
{
    Q_OBJECT

private slots:
    void theNewestAreKeptByCountAndByAge()
    {
        kube::Retention retention(limits(3, 0));
        for (int i = 1; i <= 5; ++i)
            retention.keep(QString::number(i), {{"t", i * 1000}});
        retention.keep(QStringLiteral("untimed"), Json::object());   // says no time: the first to go
        QCOMPARE(retention.overflow(), (QStringList{QStringLiteral("untimed"), QStringLiteral("1"), QStringLiteral("2")}));
        QCOMPARE(retention.oldestMs(), qint64(3000));
        QCOMPARE(retention.droppedUpToMs(), qint64(2000));
        retention.keep(QStringLiteral("3"), {{"t", 9000}});   // changed: its new time counts
        QCOMPARE(retention.overflow(), QStringList());
        QCOMPARE(retention.oldestMs(), qint64(4000));

        kube::Retention byAge(limits(0, 2000));
        for (int i : {1, 2, 4, 5})
            byAge.keep(QString::number(i), {{"t", i * 1000}});
        // By the newest kept, not this machine's clock: 1 and 2 are over 2 s older than 5.
        QCOMPARE(byAge.overflow(), (QStringList{QStringLiteral("1"), QStringLiteral("2")}));
        byAge.forget(QStringLiteral("5"));
        QCOMPARE(byAge.newestMs(), qint64(4000));
        QCOMPARE(byAge.droppedUpToMs(), qint64(2000));
    }

    // Listed from the API server (every namespace), trimmed.
    void theClustersEventsAreListedAndTrimmed()
    {
        sim::ObjectStore store;
        for (int i = 0; i < 3; ++i)
            QVERIFY(store.create(sim::objects::events(), "team-a", eventAt(i, "team-a", "Pod", "llm-worker-1", "BackOff"), false).object);
        MemoryApi api(store);
        clustermodel::EventStore events(&api);
        QSignalSpy added(events.informer(), &kube::Informer::added);
        events.start();
        QTRY_VERIFY_WITH_TIMEOUT(events.isReady(), 5000);
        QCOMPARE(events.size(), 3);
        QCOMPARE(added.count(), 0);   // the first list is read whole, not announced
        // Kept trimmed: what the Events are read for and the server's newest write time, nothing else.
        const Json &kept = events.informer()->cache().begin().value();
        QVERIFY2(!kept.contains("apiVersion") && kept["metadata"]["managedFields"].size() == 1
                     && !kept["involvedObject"].contains("uid") && !kept["source"].contains("host") && kept.contains("reason"),
                 kept.dump().c_str());
        QCOMPARE(int(events.ofJob(QStringLiteral("team-a"), QStringLiteral("llm"), 0, 0).size()), 3);
    }

    void theNewestAreKeptAndAJobsEventsAreFound()
    {
        std::vector<Json> listed;
        for (int i = 0; i < 30; ++i)
            listed.push_back(eventAt(i, i % 2 ? "team-a" : "team-b", "Pod", i % 3 ? "llm-worker-1" : "other-0", "BackOff"));
        clustermodel::EventStore events(nullptr, {10, 3600 * 1000});
        QSignalSpy added(events.informer(), &kube::Informer::added);
        events.informer()->feedList(listed);
        QVERIFY(events.isReady());
        QCOMPARE(events.size(), 10);   // the newest ten of thirty: seconds 20 to 29
        QCOMPARE(events.droppedUpToMs(), kStartMs + 19 * 1000);

        // team-a's Events of job llm: its pod's, odd seconds 21 to 29 but not the multiples of three.
        const std::vector<clustermodel::JobEvent> ofJob = events.ofJob(QStringLiteral("team-a"), QStringLiteral("llm"), 0, 0);
        QCOMPARE(int(ofJob.size()), 3);   // 23, 25, 29, oldest first
        QCOMPARE(ofJob.front().timeMs, kStartMs + 23 * 1000);
        QCOMPARE(ofJob.back().timeMs, kStartMs + 29 * 1000);
        QCOMPARE(ofJob.back().object, QStringLiteral("Pod/llm-worker-1"));
        QCOMPARE(int(events.ofJob(QStringLiteral("team-b"), QStringLiteral("llm"), 0, 0).size()), 4);   // 20, 22, 26, 28

        // Watched: an Event older than all kept is announced (it arrived) but
        // not kept; a newer one is kept, and the oldest goes.
        added.clear();
        events.informer()->feed({kube::WatchEvent::Type::Added, eventAt(5, "team-a", "Job", "llm", "Old")});
        QCOMPARE(events.size(), 10);
        QCOMPARE(added.count(), 1);
        QVERIFY(events.ofJob(QStringLiteral("team-a"), QStringLiteral("llm"), 0, 0).front().reason != QLatin1String("Old"));
        events.informer()->feed({kube::WatchEvent::Type::Added, eventAt(40, "team-a", "Job", "llm", "JobReschedule")});
        QCOMPARE(events.size(), 10);
        QCOMPARE(added.count(), 2);
        QCOMPARE(events.droppedUpToMs(), kStartMs + 20 * 1000);
        const std::vector<clustermodel::JobEvent> later = events.ofJob(QStringLiteral("team-a"), QStringLiteral("llm"),
                                                                       kStartMs + 30 * 1000, 0);
        QCOMPARE(int(later.size()), 1);
        QCOMPARE(later.front().reason, QStringLiteral("JobReschedule"));
    }

    // The limit holds while the list is read, page by page, not only at its end.
    void aPagedListKeepsTheNewest()
    {
        sim::ObjectStore store;
        for (int i = 29; i >= 0; --i)   // listed by name: the newest are not the last page
            QVERIFY(store.create(sim::objects::events(), "ns", eventAt(i, "ns", "Pod", "p-" + std::to_string(100 + i), "X"), false).object);
        // Asked for each page: what the list under way holds by then.
        struct PageWatchingApi : MemoryApi
        {
            using MemoryApi::MemoryApi;
            std::function<void()> beforeEachRequest;
            kube::KubeReply *send(const kube::KubeRequest &request) override
            {
                if (beforeEachRequest)
                    beforeEachRequest();
                return MemoryApi::send(request);
            }
        } api(store);
        kube::InformerOptions options;
        options.pageSize = 4;
        options.retain = {5, 0, clustermodel::eventTimeMs};   // the store wrote them all in the same second
        kube::Informer informer(&api, kube::ResourceType::events(), options);
        informer.addIndex(QStringLiteral("namespace"), [](const Json &event) { return QString::fromStdString(event["metadata"].value("namespace", "")); });
        int mostHeld = 0;
        api.beforeEachRequest = [&] { mostHeld = std::max(mostHeld, informer.listedSoFar()); };
        informer.start();
        QTRY_VERIFY_WITH_TIMEOUT(informer.hasSynced(), 5000);
        QVERIFY2(mostHeld == 5, qPrintable(QString::number(mostHeld)));   // 8 pages of 4, never more than 5 held
        QStringList kept = informer.cache().keys();
        kept.sort();
        QCOMPARE(kept, (QStringList{QStringLiteral("ns/p-125.25"), QStringLiteral("ns/p-126.26"), QStringLiteral("ns/p-127.27"),
                                    QStringLiteral("ns/p-128.28"), QStringLiteral("ns/p-129.29")}));
        QCOMPARE(informer.retention().droppedUpToMs(), kStartMs + 24 * 1000);
        QCOMPARE(informer.keysWhere(QStringLiteral("namespace"), QStringLiteral("ns")).size(), 5);   // the dropped not indexed
    }

    void anHourIsKeptAtMostByTheServersClock()
    {
        clustermodel::EventStore events(nullptr, {100, 3600 * 1000});
        events.informer()->feedList({eventAt(0, "ns", "Pod", "a-0", "Early"), eventAt(1800, "ns", "Pod", "a-0", "Middle")});
        QCOMPARE(events.size(), 2);
        QCOMPARE(events.droppedUpToMs(), qint64(0));
        QVERIFY(events.holdsSince(kStartMs));
        // A node whose clock runs two hours fast: its Event says so, the
        // server wrote it now. The others are not an hour older than it.
        Json skewed = eventAt(1900, "ns", "Pod", "a-1", "Skewed");
        skewed["lastTimestamp"] = QDateTime::fromMSecsSinceEpoch(kStartMs + 9000 * 1000LL, Qt::UTC).toString(Qt::ISODate).toStdString();
        events.informer()->feed({kube::WatchEvent::Type::Added, skewed});
        QCOMPARE(events.size(), 3);
        events.informer()->feed({kube::WatchEvent::Type::Added, eventAt(3700, "ns", "Pod", "a-0", "Late")});
        QCOMPARE(events.size(), 3);   // Early was written more than an hour before Late
        QCOMPARE(events.droppedUpToMs(), kStartMs);
        QCOMPARE(events.ofJob(QStringLiteral("ns"), QStringLiteral("a"), 0, 0).front().reason, QStringLiteral("Middle"));

        // Dropped as it came (written over an hour before Late) by a node
        // whose clock runs fast: what is dropped is said by its own time, the
        // time ofJob() selects by, so a read since then is not answered here.
        Json fastGone = eventAt(50, "ns", "Pod", "a-2", "FastGone");
        fastGone["lastTimestamp"] = QDateTime::fromMSecsSinceEpoch(kStartMs + 3000 * 1000LL, Qt::UTC).toString(Qt::ISODate).toStdString();
        events.informer()->feed({kube::WatchEvent::Type::Added, fastGone});
        QCOMPARE(events.size(), 3);
        QCOMPARE(events.informer()->retention().droppedUpToMs(), kStartMs + 50 * 1000);   // the server's clock
        QCOMPARE(events.droppedUpToMs(), kStartMs + 3000 * 1000LL);                       // the Event's own
        // An incident since before then is read from the API server; one after, from here.
        QVERIFY(!events.holdsSince(kStartMs + 2000 * 1000LL));
        QVERIFY(events.holdsSince(kStartMs + 3001 * 1000LL));

        // Without managedFields the server's creation time, not the reporter's.
        Json unstamped = skewed;
        unstamped["metadata"].erase("managedFields");
        unstamped["metadata"]["creationTimestamp"] = "2026-11-30T10:30:00Z";
        QCOMPARE(clustermodel::eventWrittenMs(unstamped), kStartMs + 1800 * 1000LL);
    }

    // Events of the same second come in one order, whatever order they are found in.
    void eventsOfOneSecondKeepOneOrder()
    {
        const Json a = eventAt(7, "ns", "Pod", "a-1", "Killing"), b = eventAt(7, "ns", "Pod", "a-0", "BackOff");
        const auto reasons = [](const std::vector<clustermodel::JobEvent> &events) {
            QStringList out;
            for (const clustermodel::JobEvent &event : events)
                out << event.reason;
            return out;
        };
        const QStringList forward = reasons(clustermodel::eventsOfJob(std::vector<const Json *>{&a, &b}, QStringLiteral("a"), 0, 0));
        QCOMPARE(forward, (QStringList{QStringLiteral("BackOff"), QStringLiteral("Killing")}));   // Pod/a-0 first
        QCOMPARE(reasons(clustermodel::eventsOfJob(std::vector<const Json *>{&b, &a}, QStringLiteral("a"), 0, 0)), forward);
    }
};

QTEST_GUILESS_MAIN(TestEventStore)
#include "tst_eventstore.moc"
