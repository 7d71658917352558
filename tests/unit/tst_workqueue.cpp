// The pipeline's work queue on the manual clock: a key is reconciled once
// however often it was added, when it is due, and again when its reconcile
// asks; the earliest look asked for stands.
#include "core/clock.h"
#include "pipeline/workqueue.h"

#include <QTest>

#include <map>

using namespace ascendops;
using namespace ascendops::pipeline;

namespace {

struct Bench
{
    ManualClock clock{0};
    std::vector<std::pair<QString, qint64>> looks;      // key, when
    std::map<QString, std::optional<qint64>> again;     // what each reconcile returns
    WorkQueue queue{clock, [this](const QString &key) {
        looks.emplace_back(key, clock.nowMs());
        return again[key];
    }};
};

} // namespace

class TestWorkQueue : public QObject
{
    Q_OBJECT

private slots:
    void aKeyAddedManyTimesIsLookedAtOnce()
    {
        Bench b;
        b.queue.add(QStringLiteral("inc-1"));
        b.queue.add(QStringLiteral("inc-1"));
        b.queue.add(QStringLiteral("inc-2"));
        QVERIFY(b.looks.empty());   // not inside the caller
        QTRY_COMPARE(b.looks.size(), std::size_t(2));
        QTest::qWait(20);
        QCOMPARE(b.looks.size(), std::size_t(2));
    }

    void aDelayedKeyIsLookedAtWhenDue()
    {
        Bench b;
        b.queue.addAfter(QStringLiteral("inc-1"), 300);
        QCOMPARE(b.queue.dueMs(QStringLiteral("inc-1")), std::optional<qint64>(300));
        b.clock.advance(299);
        QTest::qWait(5);
        QVERIFY(b.looks.empty());
        b.clock.advance(1);
        QTRY_COMPARE(b.looks.size(), std::size_t(1));
        QCOMPARE(b.looks[0].second, qint64(300));
        QCOMPARE(b.queue.dueMs(QStringLiteral("inc-1")), std::nullopt);
    }

    // The earliest look stands; a later one asked for meanwhile is no second look.
    void theEarliestLookStands()
    {
        Bench b;
        b.queue.addAfter(QStringLiteral("inc-1"), 1000);
        b.queue.addAfter(QStringLiteral("inc-1"), 200);
        b.queue.addAfter(QStringLiteral("inc-1"), 5000);
        QCOMPARE(b.queue.dueMs(QStringLiteral("inc-1")), std::optional<qint64>(200));
        b.clock.advance(10000);
        QTRY_COMPARE(b.looks.size(), std::size_t(1));
        QTest::qWait(5);
        QCOMPARE(b.looks.size(), std::size_t(1));
        QCOMPARE(b.looks[0].second, qint64(200));
    }

    // What the reconcile returns is when it looks again; nullopt ends it.
    void theReconcileSaysWhenToLookAgain()
    {
        Bench b;
        b.again[QStringLiteral("inc-1")] = 1000;
        b.queue.add(QStringLiteral("inc-1"));
        QTRY_COMPARE(b.looks.size(), std::size_t(1));
        QCOMPARE(b.queue.dueMs(QStringLiteral("inc-1")), std::optional<qint64>(1000));
        b.again[QStringLiteral("inc-1")] = std::nullopt;
        b.clock.advance(1000);
        QTRY_COMPARE(b.looks.size(), std::size_t(2));
        QCOMPARE(b.looks[1].second, qint64(1000));
        b.clock.advance(60000);
        QTest::qWait(5);
        QCOMPARE(b.looks.size(), std::size_t(2));
        QCOMPARE(b.clock.pending(), std::size_t(0));
    }

    // Added now, a key waiting for later is looked at now, and its later
    // look is the reconcile's to ask for again.
    void addingNowReplacesALaterLook()
    {
        Bench b;
        b.queue.addAfter(QStringLiteral("inc-1"), 5000);
        b.queue.add(QStringLiteral("inc-1"));
        QTRY_COMPARE(b.looks.size(), std::size_t(1));
        b.clock.advance(5000);
        QTest::qWait(5);
        QCOMPARE(b.looks.size(), std::size_t(1));
    }
};

QTEST_GUILESS_MAIN(TestWorkQueue)
#include "tst_workqueue.moc"
