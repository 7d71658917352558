// Link series and the health derived from them: bounded memory, flap
// counting from dated records or from samples, error rates across counter
// resets, and verdicts with the numbers that led to them.
#include "telemetry/linkhealth.h"
#include "telemetry/linkseries.h"
#include "telemetry/nodeprobe.h"
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
    s.deviceClockAheadMs = 0;   // a device clock in step with ours
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
        QVERIFY(!series.downsSince(0));   // no sample yet says what the device's clock reads
        series.append(sample(5 * kMinute, true));
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
        QVERIFY(!health.flapping && !health.weakOptics);
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
        QVERIFY(health.flapping);
        QVERIFY(!health.weakOptics);
        series.mergeChanges({{9 * kMinute + 30000, true}, {9 * kMinute + 20000, false}});
        QCOMPARE(assessLink(series, 10 * kMinute).health, Health::Fault);
        QVERIFY(assessLink(series, 10 * kMinute).flapping);
        // Once the window has passed the flaps no longer count.
        QCOMPARE(assessLink(series, 20 * kMinute).health, Health::Ok);
        QVERIFY(!assessLink(series, 20 * kMinute).flapping);
    }

    void recordsAreDatedByTheDevicesOwnClock()
    {
        // A node kept in UTC+8 prints its records 8 h "ahead": two flaps
        // from 3 h ago are not flaps of the last 5 minutes...
        constexpr std::int64_t hour = 60 * kMinute;
        const std::int64_t now = 100 * hour;
        LinkSeries series;
        LinkSample ahead = sample(now, true);
        ahead.deviceClockAheadMs = 8 * hour;
        series.append(ahead);
        series.mergeChanges({{now + 5 * hour + 2000, true}, {now + 5 * hour + 1000, false},
                             {now + 5 * hour, true}, {now + 5 * hour - 1000, false}});
        LinkHealth health = assessLink(series, now);
        QCOMPARE(health.health, Health::Ok);
        QVERIFY2(health.notes.join(QLatin1Char(';')).contains(QLatin1String("device clock 8 h 0 min ahead")),
                 qPrintable(health.notes.join(QLatin1Char(';'))));
        // ...and two from a minute ago on the device's clock are, lasting.
        series.mergeChanges({{now + 8 * hour - 50000, true}, {now + 8 * hour - 60000, false},
                             {now + 8 * hour - 70000, true}, {now + 8 * hour - 80000, false}});
        health = assessLink(series, now);
        QCOMPARE(health.health, Health::Fault);
        QVERIFY(health.lasting);
        // A clock that runs behind no longer hides recent flaps.
        LinkSeries behind;
        LinkSample late = sample(now, true);
        late.deviceClockAheadMs = -3 * hour;
        behind.append(late);
        behind.mergeChanges({{now - 3 * hour - 30000, true}, {now - 3 * hour - 40000, false},
                             {now - 3 * hour - 50000, true}, {now - 3 * hour - 60000, false}});
        QCOMPARE(assessLink(behind, now).health, Health::Fault);
    }

    void undatedFlapsWarnAndNeverLast()
    {
        LinkSeries series;
        LinkSample noClock = sample(10 * kMinute, true);
        noClock.deviceClockAheadMs.reset();   // "current time" unread
        series.append(noClock);
        series.mergeChanges({{9 * kMinute, false}, {8 * kMinute, false}, {7 * kMinute, false}});
        const LinkHealth health = assessLink(series, 10 * kMinute);
        QCOMPARE(health.health, Health::Warning);
        QVERIFY(!health.lasting);
        QVERIFY(health.reasons.join(QLatin1Char(';')).contains(QLatin1String("cannot be dated")));
    }

    void unreadLinkIsUnknownNeverOk()
    {
        LinkSeries series;
        LinkSample silent;
        silent.timeMs = 1000;
        silent.unread = QStringList{QStringLiteral("link: exit status 2: device not found"),
                                    QStringLiteral("net_health: exit status 2: device not found")};
        series.append(silent);
        const LinkHealth health = assessLink(series, 1000);
        QCOMPARE(health.health, Health::Unknown);
        QCOMPARE(health.reasons, silent.unread);
        QVERIFY(health.notes.isEmpty());   // said once, as the reasons
        QVERIFY(!health.lasting);
        // One query answering is enough to judge; the others become notes.
        LinkSample partly = sample(2000, true);
        partly.unread = QStringList{QStringLiteral("optical: exit status 1: not supported")};
        series.append(partly);
        const LinkHealth judged = assessLink(series, 2000);
        QCOMPARE(judged.health, Health::Ok);
        QCOMPARE(judged.notes, partly.unread);
    }

    void probePlanFollowsWhatTheProbeFound()
    {
        // No hccn.conf and NPU 1 in Alarm: the next probe queries the dies
        // npu-smi lists and asks NPU 1's health.
        const QByteArray table =
            "| NPU   Name                | Health        | Power(W)    Temp(C)           Hugepages-Usage(page)|\n"
            "| Chip                      | Bus-Id        | AICore(%)   Memory-Usage(MB)  HBM-Usage(MB)        |\n"
            "| 0     910B1               | OK            | 88.4        46                0    / 0             |\n"
            "| 0                         | 0000:C1:00.0  | 0           0    / 0          4175 / 65536         |\n"
            "| 1     910B1               | Alarm         | 92.1        47                0    / 0             |\n"
            "| 0                         | 0000:01:00.0  | 0           0    / 0          4175 / 65536         |\n";
        const QByteArray first = "@@ascendops:section npu-smi-info\n" + table + "@@ascendops:exit 0\n"
                                 "@@ascendops:section hccn-conf\ncat: /etc/hccn.conf: No such file or directory\n@@ascendops:exit 1\n";
        const NodeProbe probe = readNodeProbe(first, 1000);
        QCOMPARE(probe.dies.size(), std::size_t(2));
        QVERIFY(probe.devices.empty());
        QCOMPARE(probe.deviceSource, DeviceSource::None);
        QVERIFY2(probe.deviceSourceNote.contains(QLatin1String("no hccn.conf")), qPrintable(probe.deviceSourceNote));
        QVERIFY(probe.errors.isEmpty());   // a missing hccn.conf is a note, not a failure
        const ProbePlan plan = planAfter(probe);
        QCOMPARE(plan.fallbackDevices, (std::vector<int>{0, 1}));
        QCOMPARE(plan.healthQueries, (std::vector<std::pair<int, int>>{{1, 0}}));
        const QByteArray command = probeCommand({}, plan);
        QVERIFY(command.contains("[ -n \"$D\" ] || D='0 1'"));
        QVERIFY(command.contains("info -t health -i 1 -c 0"));
        QVERIFY(!probeCommand().contains("-t health"));

        // The follow-up: devices from npu-smi, NPU 1's codes, the plan stable.
        const QByteArray second = first
            + "@@ascendops:section link 0\nlink status: UP\n@@ascendops:exit 0\n"
              "@@ascendops:section link 1\nDevice 1 does not respond.\n@@ascendops:exit 1\n"
              "@@ascendops:section health 1 0\n\tHealth Status : Alarm\n\tError Code : 8c084e00\n"
              "\tError Information : node type=adda\n@@ascendops:exit 0\n";
        const NodeProbe followed = readNodeProbe(second, 2000);
        QCOMPARE(followed.deviceSource, DeviceSource::NpuSmi);
        QVERIFY(followed.deviceSourceNote.contains(QLatin1String("queried the 2 devices npu-smi info lists")));
        QCOMPARE(followed.devices.size(), std::size_t(2));
        QCOMPARE(followed.devices[1].sample.unread.size(), 1);
        QVERIFY(followed.devices[1].sample.unread.first().startsWith(QLatin1String("link: exit status 1: Device 1 does not respond.")));
        QVERIFY(followed.dies[1].detail);
        QCOMPARE(followed.dies[1].detail->errorCodes, QStringList{QStringLiteral("8C084E00")});
        QVERIFY(!followed.dies[0].detail);
        QVERIFY(planAfter(followed) == plan);
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
        QCOMPARE(health.reasons[0], QStringLiteral("lane 1 RX power 0.0054 mW (-22.7 dBm) is below the module's low threshold 0.1445 mW (-8.4 dBm)"));
        QVERIFY(health.reasons[1].startsWith(QLatin1String("lane 2 RX power 0.1600 mW (-8.0 dBm) is within 1 dB")));
        QVERIFY(health.weakOptics);
        QVERIFY(!health.flapping);
        // Near the threshold alone is dim too.
        LinkSeries near;
        near.setThresholds(moduleThresholds());
        LinkSample n = sample(0, true);
        n.rxPowerMw[2] = 0.16;
        near.append(n);
        QVERIFY(assessLink(near, 0).weakOptics);
        QCOMPARE(assessLink(near, 0).health, Health::Warning);
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
