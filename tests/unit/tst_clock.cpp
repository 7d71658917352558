// The clock that owns its timers: the manual clock runs what came due as a
// test steps it, in order, each at its own time; nothing before; nothing
// for a context that is gone. The system clock's callbacks are Qt timers.
#include "core/clock.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTest>

#include <memory>
#include <vector>

using namespace ascendops;

class TestClock : public QObject
{
    Q_OBJECT

private slots:
    void aManualClockRunsWhatCameDueInOrderAtItsOwnTime()
    {
        ManualClock clock(1000);
        QObject context;
        std::vector<std::pair<int, qint64>> ran;   // which, and the time it saw
        clock.callAfter(300, &context, [&] { ran.emplace_back(3, clock.nowMs()); });
        clock.callAfter(100, &context, [&] { ran.emplace_back(1, clock.nowMs()); });
        clock.callAfter(100, &context, [&] { ran.emplace_back(2, clock.nowMs()); });   // same time: asked second, runs second
        QCOMPARE(clock.pending(), std::size_t(3));
        QCOMPARE(clock.nextDueMs(), qint64(1100));

        clock.advance(99);
        QVERIFY(ran.empty());
        clock.advance(201);
        const std::vector<std::pair<int, qint64>> expected{{1, 1100}, {2, 1100}, {3, 1300}};
        QCOMPARE(ran, expected);
        QCOMPARE(clock.nowMs(), qint64(1300));
        QCOMPARE(clock.pending(), std::size_t(0));
    }

    // A callback that asks for another within the step sees it run in the
    // same step; one asked for past the step waits.
    void aCallbackMayAskForAnotherDuringTheStep()
    {
        ManualClock clock(0);
        QObject context;
        std::vector<qint64> ran;
        std::function<void()> tick = [&] {
            ran.push_back(clock.nowMs());
            clock.callAfter(500, &context, tick);
        };
        clock.callAfter(500, &context, tick);
        clock.advance(1600);
        QCOMPARE(ran, (std::vector<qint64>{500, 1000, 1500}));
        QCOMPARE(clock.nextDueMs(), qint64(2000));
        QCOMPARE(clock.nowMs(), qint64(1600));
    }

    void aCallbackWhoseContextIsGoneDoesNotRun()
    {
        ManualClock clock;
        bool ran = false;
        {
            QObject context;
            clock.callAfter(10, &context, [&] { ran = true; });
        }
        clock.advance(10);
        QVERIFY(!ran);
    }

    // Due now: on the event loop's next turn, never inside the caller, and
    // with no step of the clock.
    void dueNowRunsOnTheNextTurnOfTheEventLoop()
    {
        ManualClock clock;
        QObject context;
        bool ran = false;
        clock.callAfter(0, &context, [&] { ran = true; });
        QVERIFY(!ran);
        QTRY_VERIFY(ran);
        QCOMPARE(clock.pending(), std::size_t(0));
    }

    void theClockNeverGoesBack()
    {
        ManualClock clock(5000);
        clock.set(4000);
        QCOMPARE(clock.nowMs(), qint64(5000));
    }

    void theSystemClockCallsBackThroughQtTimers()
    {
        const Clock &clock = Clock::system();
        QObject context;
        QElapsedTimer waited;
        waited.start();
        bool ran = false;
        clock.callAfter(20, &context, [&] { ran = true; });
        QVERIFY(!ran);
        QTRY_VERIFY_WITH_TIMEOUT(ran, 2000);
        QVERIFY(waited.elapsed() >= 19);
    }
};

QTEST_GUILESS_MAIN(TestClock)
#include "tst_clock.moc"
