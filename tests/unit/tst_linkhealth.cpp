// Link series and the health derived from them: bounded memory, flap
// counting from dated records or from samples, error rates across counter
// resets, and verdicts with the numbers that led to them.
#include "telemetry/linkhealth.h"
#include "telemetry/linkseries.h"
#include "telemetry/ringbuffer.h"

#include <QTest>

using namespace ascendops;
using namespace ascendops::telemetry;

namespace {

constexpr std::int64_t kMinute = 60 * 1000;

LinkSample sample(std::int64_t timeMs, bool up)
{
    LinkSample s;
    s.timeMs = timeMs;
    s.up = up;
    s.netHealth = QStringLiteral("Success");
    for (std::size_t lane = 0; lane < kOpticalLanes; ++lane) {
        s.rxPowerMw[lane] = 1.0;
        s.txPowerMw[lane] = 1.4;
    }
    return s;
}

OpticalThresholds moduleThresholds()
{
    // The thresholds of the module in the reference's -optical -g sample.
    OpticalThresholds t;
    t.rxLowMw = 0.1445;
    t.rxHighMw = 3.5481;
    t.txLowMw = 0.2818;
    t.txHighMw = 3.5481;
    return t;
}

} // namespace

class TestLinkHealth : public QObject
{
    Q_OBJECT

private slots:
    void ringBufferKeepsTheNewest()
    {
        RingBuffer<int> ring(3);
        QVERIFY(ring.empty());
        for (int i = 1; i <= 5; ++i)
            ring.push(i);
        QCOMPARE(ring.size(), std::size_t(3));
        QCOMPARE(ring.at(0), 3);
        QCOMPARE(ring.at(2), 5);
        QCOMPARE(ring.back(), 5);
    }

    void seriesMemoryIsBounded()
    {
        LinkSeries series(10, 4);
        for (int i = 0; i < 1000; ++i)
            series.append(sample(i * 1000, true));
        QCOMPARE(series.samples().size(), std::size_t(10));
        QCOMPARE(series.samples().at(0).timeMs, std::int64_t(990 * 1000));
        for (int i = 0; i < 50; ++i)
            series.mergeChanges({{i * 1000, i % 2 == 0}});
        QCOMPARE(series.changes().size(), std::size_t(4));
    }

    void repeatedRecordsAreMergedOnce()
    {
        LinkSeries series;
        // As -link_stat -g prints them: newest first.
        const std::vector<LinkChangeRecord> first{{3 * kMinute, false}, {2 * kMinute, true}, {2 * kMinute, false}};
        series.mergeChanges(first);
        series.mergeChanges(first);
        QCOMPARE(series.changes().size(), std::size_t(3));
        QCOMPARE(series.changes().at(0), (LinkChangeRecord{2 * kMinute, false}));
        QCOMPARE(series.changes().at(1), (LinkChangeRecord{2 * kMinute, true}));
        series.mergeChanges({{4 * kMinute, true}, {3 * kMinute, false}});
        QCOMPARE(series.changes().size(), std::size_t(4));
        QCOMPARE(series.downsSince(0), 2);
        QCOMPARE(series.downsSince(3 * kMinute), 1);
    }

    void downsFromSamplesWithoutRecords()
    {
        LinkSeries series;
        series.append(sample(0, true));
        series.append(sample(1000, false));
        series.append(sample(2000, true));
        series.append(sample(3000, false));
        QCOMPARE(series.downsSince(0), 2);
        QCOMPARE(series.downsSince(2500), 1);
    }

    void errorRateSurvivesCounterReset()
    {
        LinkSeries series;
        QVERIFY(!series.errorRateSince(0));
        LinkSample a = sample(0, true);
        a.rxErrPackets = 100;
        a.txErrPackets = 0;
        LinkSample b = sample(10000, true);
        b.rxErrPackets = 150;
        b.txErrPackets = 10;
        LinkSample c = sample(20000, true);   // the driver reloaded: counters start over
        c.rxErrPackets = 40;
        c.txErrPackets = 0;
        series.append(a);
        QVERIFY(!series.errorRateSince(0));
        series.append(b);
        series.append(c);
        QCOMPARE(*series.errorRateSince(0), (60.0 + 40.0) / 20.0);
        QCOMPARE(*series.errorRateSince(5000), 40.0 / 10.0);
    }

    void healthyLinkIsOk()
    {
        LinkSeries series;
        QCOMPARE(assessLink(series, 0).health, Health::Unknown);
        series.setThresholds(moduleThresholds());
        series.append(sample(0, true));
        const LinkHealth health = assessLink(series, 0);
        QCOMPARE(health.health, Health::Ok);
        QVERIFY(health.reasons.isEmpty());
    }

    void downLinkIsAFault()
    {
        LinkSeries series;
        series.append(sample(0, false));
        const LinkHealth health = assessLink(series, 0);
        QCOMPARE(health.health, Health::Fault);
        QCOMPARE(health.reasons, QStringList{QStringLiteral("link is DOWN")});
    }

    void flapsWithinTheWindow()
    {
        LinkSeries series;
        series.append(sample(10 * kMinute, true));
        series.mergeChanges({{9 * kMinute, true}, {8 * kMinute, false}});
        LinkHealth health = assessLink(series, 10 * kMinute);
        QCOMPARE(health.health, Health::Warning);
        QVERIFY2(health.reasons.join(QLatin1Char(';')).contains(QLatin1String("down 1 times in the last 5 min")),
                 qPrintable(health.reasons.join(QLatin1Char(';'))));
        series.mergeChanges({{9 * kMinute + 30000, true}, {9 * kMinute + 20000, false}});
        QCOMPARE(assessLink(series, 10 * kMinute).health, Health::Fault);
        // Once the window has passed the flaps no longer count.
        QCOMPARE(assessLink(series, 20 * kMinute).health, Health::Ok);
    }

    void receivePowerAgainstTheModuleThresholds()
    {
        LinkSeries series;
        series.setThresholds(moduleThresholds());
        LinkSample s = sample(0, true);
        s.rxPowerMw[1] = 0.0054;   // the reference sample's lane 1
        s.rxPowerMw[2] = 0.16;     // 0.44 dB above the low threshold
        series.append(s);
        const LinkHealth health = assessLink(series, 0);
        QCOMPARE(health.health, Health::Fault);
        QCOMPARE(health.reasons.size(), 2);
        QCOMPARE(health.reasons[0], QStringLiteral("lane 1 RX power 0.0054 mW is below the module's low threshold 0.1445 mW"));
        QVERIFY(health.reasons[1].startsWith(QLatin1String("lane 2 RX power 0.1600 mW is within 1 dB")));
    }

    void netHealthAndErrorRate()
    {
        QCOMPARE(netHealthOf(QStringLiteral("Success")), Health::Ok);
        QCOMPARE(netHealthOf(QStringLiteral(" socket failed ")), Health::Fault);
        QCOMPARE(netHealthOf(QStringLiteral("Receive timeout")), Health::Fault);
        QCOMPARE(netHealthOf(QStringLiteral("something new")), Health::Unknown);

        LinkSeries series;
        LinkSample a = sample(0, true);
        a.netHealth = QStringLiteral("Socket failed");
        a.rxErrPackets = 0;
        a.txErrPackets = 0;
        LinkSample b = sample(10000, true);
        b.netHealth = a.netHealth;
        b.rxErrPackets = 50;
        b.txErrPackets = 0;
        series.append(a);
        series.append(b);
        const LinkHealth health = assessLink(series, 10000);
        QCOMPARE(health.health, Health::Fault);
        QCOMPARE(health.reasons, (QStringList{QStringLiteral("net health is \"Socket failed\""),
                                              QStringLiteral("5.0 RoCE error packets per second")}));
    }
};

QTEST_GUILESS_MAIN(TestLinkHealth)
#include "tst_linkhealth.moc"
