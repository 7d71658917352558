// Kubernetes Events as a controller's recorder posts them, against the
// embedded cluster's API in memory on a manual clock: one Event per object,
// reason and message, counted up when it repeats; a burst per object held to
// 25, then one each 5 minutes; a server's Events in the default namespace.
#include "core/clock.h"
#include "kube/eventrecorder.h"
#include "sim/store/jobobjects.h"
#include "../support/memorycluster.h"

#include <QTest>

using namespace ascendops;
using namespace ascendops::testing;

namespace {

const kube::EventTarget kJob{QStringLiteral("batch.volcano.sh/v1alpha1"), QStringLiteral("Job"), QStringLiteral("default"),
                             QStringLiteral("train"), QStringLiteral("0f4c2b1e-6a8d-4e3f-9b7a-1c2d3e4f5a6b")};

struct Bench
{
    sim::ObjectStore store;
    int seeded = sim::seedCluster(store, {});
    MemoryApi api{store};
    ManualClock clock;
    kube::EventRecorder recorder{api, QStringLiteral("ascend-ops-pipeline"), QStringLiteral("console-7"), clock};

    std::vector<nlohmann::json> events(const char *ns = "default")
    {
        std::vector<nlohmann::json> out;
        for (const sim::ObjectPtr &event : store.list(sim::objects::events(), ns, {}, {}).items)
            out.push_back(event->value);
        return out;
    }
};

} // namespace

class TestEventRecorder : public QObject
{
    Q_OBJECT

private slots:
    void anEventOnTheObjectCountedUpWhenItRepeats()
    {
        Bench b;
        b.recorder.record(kJob, kube::EventType::Warning, QStringLiteral("FaultDetected"), QStringLiteral("Detect"),
                          QStringLiteral("incident inc-1: 80E18402 on node-3"));
        QTRY_COMPARE(b.events().size(), std::size_t(1));
        const nlohmann::json first = b.events().front();
        QCOMPARE(first["involvedObject"].value("kind", ""), std::string("Job"));
        QCOMPARE(first["involvedObject"].value("uid", ""), kJob.uid.toStdString());
        QCOMPARE(first.value("type", ""), std::string("Warning"));
        QCOMPARE(first.value("reportingComponent", ""), std::string("ascend-ops-pipeline"));
        QCOMPARE(first.value("reportingInstance", ""), std::string("console-7"));
        QCOMPARE(first["source"].value("component", ""), std::string("ascend-ops-pipeline"));
        QCOMPARE(first.value("count", 0), 1);
        // The same again within 10 minutes: counted up, not a second Event.
        b.clock.advance(60000);
        b.recorder.record(kJob, kube::EventType::Warning, QStringLiteral("FaultDetected"), QStringLiteral("Detect"),
                          QStringLiteral("incident inc-1: 80E18402 on node-3"));
        QTRY_COMPARE(b.events().front().value("count", 0), 2);
        QCOMPARE(b.events().size(), std::size_t(1));
        QVERIFY(b.events().front().value("lastTimestamp", "") != first.value("lastTimestamp", ""));
        // Another message, or the same after 10 minutes: an Event of its own.
        b.recorder.record(kJob, kube::EventType::Normal, QStringLiteral("Recovered"), QStringLiteral("Resolve"),
                          QStringLiteral("incident inc-1: recovered"));
        b.clock.advance(11 * 60000);
        b.recorder.record(kJob, kube::EventType::Warning, QStringLiteral("FaultDetected"), QStringLiteral("Detect"),
                          QStringLiteral("incident inc-1: 80E18402 on node-3"));
        QTRY_COMPARE(b.events().size(), std::size_t(3));
        // A message past the API's limit is cut to it.
        b.recorder.record(kJob, kube::EventType::Normal, QStringLiteral("RecoveryDecided"), QStringLiteral("Decide"),
                          QString(2000, QLatin1Char('x')));
        QTRY_COMPARE(b.events().size(), std::size_t(4));
        for (const nlohmann::json &event : b.events())
            QVERIFY(event.value("message", "").size() <= 1024);
    }

    // An Event the server refuses is forgotten: its repeat is created
    // again, not counted up on an Event that is not there.
    void aRefusedEventIsNotCountedUp()
    {
        Bench b;
        const kube::EventTarget badName{QStringLiteral("v1"), QStringLiteral("Node"), {}, QStringLiteral("Node_3"), {}};
        b.recorder.record(badName, kube::EventType::Warning, QStringLiteral("FaultDetected"), QStringLiteral("Detect"),
                          QStringLiteral("incident inc-1"));
        QTRY_COMPARE(b.api.realWrites().filter(QStringLiteral("POST")).size(), qsizetype(1));
        QTest::qWait(20);   // the refusal read
        b.recorder.record(badName, kube::EventType::Warning, QStringLiteral("FaultDetected"), QStringLiteral("Detect"),
                          QStringLiteral("incident inc-1"));
        QTRY_COMPARE(b.api.realWrites().filter(QStringLiteral("POST")).size(), qsizetype(2));
        QVERIFY(b.api.realWrites().filter(QStringLiteral("PATCH")).isEmpty());
        QVERIFY(b.events().empty());
    }

    void aBurstIsHeldToTwentyFiveThenOneEachFiveMinutes()
    {
        Bench b;
        for (int i = 0; i < 32; ++i)
            b.recorder.record(kJob, kube::EventType::Warning, QStringLiteral("FaultDetected"), QStringLiteral("Detect"),
                              QStringLiteral("incident inc-%1").arg(i));
        QTRY_COMPARE(b.events().size(), std::size_t(25));
        QCOMPARE(b.recorder.dropped(), 7);
        b.clock.advance(5 * 60000);
        b.recorder.record(kJob, kube::EventType::Warning, QStringLiteral("FaultDetected"), QStringLiteral("Detect"),
                          QStringLiteral("incident inc-40"));
        b.recorder.record(kJob, kube::EventType::Warning, QStringLiteral("FaultDetected"), QStringLiteral("Detect"),
                          QStringLiteral("incident inc-41"));
        QTRY_COMPARE(b.events().size(), std::size_t(26));
        QCOMPARE(b.recorder.dropped(), 8);
        // Another object has its own bucket.
        b.recorder.record({QStringLiteral("v1"), QStringLiteral("Node"), {}, QStringLiteral("node-3"), {}},
                          kube::EventType::Warning, QStringLiteral("FaultDetected"), QStringLiteral("Detect"),
                          QStringLiteral("incident inc-42"));
        QTRY_COMPARE(b.events().size(), std::size_t(27));
        const std::vector<nlohmann::json> all = b.events();
        const auto node = std::find_if(all.begin(), all.end(), [](const nlohmann::json &e) {
            return e["involvedObject"].value("kind", "") == "Node";
        });
        QVERIFY(node != all.end());   // a server's Events go to default
        QVERIFY(!node->at("involvedObject").contains("namespace"));
    }
};

QTEST_GUILESS_MAIN(TestEventRecorder)
#include "tst_eventrecorder.moc"
