// The node-tool parsers on the real outputs of reference section 3 (A2 and
// A3 npu-smi tables with processes, health OK and Alarm, hccn_tool link
// records, optical module, IP, counters, hccn.conf) and on broken variants:
// CRLF, garbage lines reported with their numbers, truncation, noise.
#include "formats/commandsections.h"
#include "formats/hccnconf.h"
#include "formats/hccntooloutput.h"
#include "formats/npusmiinfo.h"
#include "formats/toollines.h"

#include <QFile>
#include <QRandomGenerator>
#include <QTest>

using namespace ascendops;

namespace {

// What a parser read, its problems added to `problems`.
template <typename T>
T read(Parsed<T> parsed, Problems *problems)
{
    problems->append(parsed.problems());
    return parsed.take();
}

QByteArray sample(const char *name)
{
    QFile file(QStringLiteral(TEST_DATA_DIR "/telemetry/") + QLatin1String(name));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QString describe(const Problems &problems)
{
    QStringList lines;
    for (const Problem &problem : problems)
        lines << problem.toString();
    return lines.join(QLatin1Char('\n'));
}

QByteArray crlf(QByteArray text)
{
    return text.replace("\n", "\r\n");
}

} // namespace

class TestNodeToolParsers : public QObject
{
    Q_OBJECT

private slots:
    void npuSmiA2()
    {
        Problems problems;
        const NpuSmiInfo info = read(parseNpuSmiInfo(sample("npusmi-a2.txt")), &problems);
        QVERIFY2(problems.isEmpty(), qPrintable(describe(problems)));
        QCOMPARE(info.version, QStringLiteral("23.0.rc2"));
        QCOMPARE(info.dies.size(), std::size_t(2));
        const NpuSmiDie &d1 = info.dies[1];
        QCOMPARE(d1.npuId, 1);
        QCOMPARE(d1.name, QStringLiteral("910B1"));
        QCOMPARE(d1.health, QStringLiteral("OK"));
        QCOMPARE(*d1.powerW, 92.1);
        QCOMPARE(*d1.temperatureC, 47.0);
        QCOMPARE(d1.busId, QStringLiteral("0000:01:00.0"));
        QCOMPARE(*d1.hbmUsedMb, 4175);
        QCOMPARE(*d1.hbmTotalMb, 65536);
        QVERIFY(!d1.phyId);
        QCOMPARE(d1.deviceId(), 1);
    }

    void npuSmiA3WithProcessTable()
    {
        Problems problems;
        const NpuSmiInfo info = read(parseNpuSmiInfo(crlf(sample("npusmi-a3.txt"))), &problems);
        QVERIFY2(problems.isEmpty(), qPrintable(describe(problems)));
        QCOMPARE(info.version, QStringLiteral("24.1.rc3.7"));
        QCOMPARE(info.dies.size(), std::size_t(4));   // NPU 0 (two dies), NPU 1 die 0, NPU 7 die 1
        QCOMPARE(info.dies[1].npuId, 0);
        QCOMPARE(info.dies[1].chipId, 1);
        QCOMPARE(*info.dies[1].phyId, 1);
        QVERIFY(!info.dies[1].powerW);              // "-" on the second die
        QCOMPARE(*info.dies[0].powerW, 178.9);
        QCOMPARE(info.dies[3].deviceId(), 15);
        QCOMPARE(info.dies[3].busId, QStringLiteral("0000:83:00.0"));
        QVERIFY(info.processes.empty());             // "No running processes found in NPU 0"

        const QByteArray withProcess = sample("npusmi-a3.txt").replace(
            "| No running processes found in NPU 0                                                            |",
            "| 0       0                 | 139667        | python                   | 30780                   |");
        const NpuSmiInfo running = read(parseNpuSmiInfo(withProcess), &problems);
        QCOMPARE(running.processes.size(), std::size_t(1));
        QCOMPARE(running.processes[0].pid, qint64(139667));
        QCOMPARE(running.processes[0].name, QStringLiteral("python"));
        QCOMPARE(*running.processes[0].memoryMb, 30780);
    }

    void npuSmiBrokenLinesAreReported()
    {
        QByteArray text = sample("npusmi-a2.txt");
        const qsizetype at = text.indexOf("| 1     910B1");
        const int garbageLine = int(text.left(at).count('\n')) + 1;
        text.insert(at, "garbage here\n| 7 x | y | z |\n");
        Problems problems;
        const NpuSmiInfo info = read(parseNpuSmiInfo(text), &problems);
        QCOMPARE(info.dies.size(), std::size_t(2));
        QCOMPARE(problems.size(), 2);
        QCOMPARE(problems[0].line, garbageLine);
        QVERIFY(problems[0].message.contains(QLatin1String("garbage here")));
        QCOMPARE(problems[1].line, garbageLine + 1);
        // Truncated in the middle of an NPU's row pair: the complete ones stay.
        Problems truncatedProblems;
        QCOMPARE(read(parseNpuSmiInfo(sample("npusmi-a2.txt").left(900)), &truncatedProblems).dies.size(), std::size_t(1));
        QVERIFY(read(parseNpuSmiInfo({}), &problems).dies.empty());
    }

    void npuSmiLayoutsOfOtherDriversAndCards()
    {
        Problems problems;
        // 300I Duo (310P): "Chip Device", no HBM, power NA, one Bus-Id for both chips.
        const NpuSmiInfo duo = read(parseNpuSmiInfo(sample("npusmi-310p-duo.txt")), &problems);
        QVERIFY2(problems.isEmpty(), qPrintable(describe(problems)));
        QCOMPARE(duo.dies.size(), std::size_t(2));
        QCOMPARE(duo.dies[1].npuId, 2);
        QCOMPARE(duo.dies[1].chipId, 1);
        QCOMPARE(duo.dies[1].logicId, std::optional<int>(1));
        QVERIFY(!duo.dies[1].phyId);
        QVERIFY(!duo.dies[1].powerW);
        QCOMPARE(duo.dies[1].health, QStringLiteral("Warning"));
        QCOMPARE(*duo.dies[1].memoryTotalMb, 43693);
        QVERIFY(!duo.dies[1].hbmTotalMb);
        // 310B: Bus-Id NA.
        const NpuSmiInfo b = read(parseNpuSmiInfo(sample("npusmi-310b.txt")), &problems);
        QVERIFY2(problems.isEmpty(), qPrintable(describe(problems)));
        QCOMPARE(b.dies.size(), std::size_t(1));
        QCOMPARE(b.dies[0].busId, QStringLiteral("NA"));
        QCOMPARE(*b.dies[0].memoryUsedMb, 4974);
        // Old driver, four-digit NPU ids and no Hugepages column.
        const NpuSmiInfo old = read(parseNpuSmiInfo(sample("npusmi-310-old.txt")), &problems);
        QVERIFY2(problems.isEmpty(), qPrintable(describe(problems)));
        QCOMPARE(old.dies.size(), std::size_t(2));
        QCOMPARE(old.dies[1].npuId, 2048);
        QCOMPARE(old.dies[1].busId, QStringLiteral("0000:82:00.0"));
        // Narrow 910A table: HBM without Hugepages.
        const NpuSmiInfo narrow = read(parseNpuSmiInfo(sample("npusmi-910a-narrow.txt")), &problems);
        QVERIFY2(problems.isEmpty(), qPrintable(describe(problems)));
        QCOMPARE(narrow.dies.size(), std::size_t(2));
        QCOMPARE(narrow.dies[1].npuId, 4);
        QCOMPARE(narrow.dies[1].deviceId(), 4);
        QCOMPARE(*narrow.dies[1].hbmUsedMb, 2048);
        QCOMPARE(*narrow.dies[1].aiCorePercent, 12);
        // 950: NPU ID and Name in columns of their own, no chip column.
        const NpuSmiInfo a5 = read(parseNpuSmiInfo(sample("npusmi-950.txt")), &problems);
        QVERIFY2(problems.isEmpty(), qPrintable(describe(problems)));
        QCOMPARE(a5.version, QStringLiteral("25.7.rc1"));
        QCOMPARE(a5.dies.size(), std::size_t(2));
        QCOMPARE(a5.dies[1].name, QStringLiteral("Ascend950PR"));
        QCOMPARE(a5.dies[1].health, QStringLiteral("Alarm"));
        QCOMPARE(a5.dies[1].busId, QStringLiteral("NA"));
        QCOMPARE(*a5.dies[1].hbmTotalMb, 131072);
        QCOMPARE(a5.dies[0].busId, QStringLiteral("0000:01:00.0"));
        QCOMPARE(a5.processes.size(), std::size_t(1));
        QCOMPARE(a5.processes[0].npuId, 1);
        QCOMPARE(a5.processes[0].pid, qint64(846718));
    }

    void npuSmiNeverLosesADie()
    {
        // NPU 0's chip row is garbled, NPU 1's is missing: both dies stay,
        // each gap said with its line.
        Problems problems;
        const NpuSmiInfo info = read(parseNpuSmiInfo(sample("npusmi-chip-row-lost.txt")), &problems);
        QCOMPARE(info.dies.size(), std::size_t(3));
        QCOMPARE(info.dies[0].npuId, 0);
        QVERIFY(!info.dies[0].aiCorePercent);
        QCOMPARE(info.dies[1].npuId, 1);
        QCOMPARE(info.dies[1].health, QStringLiteral("Alarm"));
        QVERIFY(info.dies[1].busId.isEmpty());
        QCOMPARE(info.dies[2].busId, QStringLiteral("0000:02:00.0"));
        QVERIFY2(problems.size() == 2, qPrintable(describe(problems)));
        QCOMPARE(problems[0].line, 8);
        QVERIFY(problems[0].message.contains(QLatin1String("NPU 0's chip row cannot be read")));
        QVERIFY(problems[1].message.contains(QLatin1String("NPU 1's chip row is missing")));
    }

    void health()
    {
        Problems problems;
        const NpuSmiHealth ok = read(parseNpuSmiHealth(sample("health-ok.txt")), &problems);
        QCOMPARE(ok.status, QStringLiteral("OK"));
        QVERIFY(ok.errorCodes.isEmpty());
        QVERIFY(ok.information.isEmpty());
        const NpuSmiHealth alarm = read(parseNpuSmiHealth(crlf(sample("health-alarm.txt"))), &problems);
        QVERIFY(problems.isEmpty());
        QCOMPARE(alarm.status, QStringLiteral("Alarm"));
        QCOMPARE(alarm.errorCodes, (QStringList{QStringLiteral("A4025021"), QStringLiteral("8C03A000"), QStringLiteral("8C084E00")}));
        QCOMPARE(alarm.information.size(), 3);
        QVERIFY(alarm.information[2].startsWith(QLatin1String("node type=adda")));
        // The whole-NPU form says "Health", and its codes come upper case.
        const NpuSmiHealth device = read(parseNpuSmiHealth(sample("health-device.txt")), &problems);
        QVERIFY2(problems.isEmpty(), qPrintable(describe(problems)));
        QCOMPARE(device.status, QStringLiteral("Warning"));
        QCOMPARE(device.errorCodes, QStringList{QStringLiteral("80E01801")});
        QCOMPARE(device.information.size(), 1);
        read(parseNpuSmiHealth(sample("npusmi-invalid-card.txt")), &problems);
        QVERIFY(!problems.isEmpty());
        QVERIFY(problems.first().message.contains(QLatin1String("Invalid card id.")));
    }

    void linkAndLinkStat()
    {
        Problems problems;
        QCOMPARE(read(parseHccnLink("link status: UP\n"), &problems), std::optional<bool>(true));
        QCOMPARE(read(parseHccnLink("Link Status :  down\r\n"), &problems), std::optional<bool>(false));
        QVERIFY(problems.isEmpty());
        QVERIFY(!read(parseHccnLink("link status: maybe\n"), &problems));
        QCOMPARE(problems.size(), 1);

        problems.clear();
        const HccnLinkStat stat = read(parseHccnLinkStat(crlf(sample("link-stat.txt"))), &problems);
        QVERIFY2(problems.isEmpty(), qPrintable(describe(problems)));
        QCOMPARE(*stat.upCount, 2);
        QCOMPARE(stat.currentTime, QDateTime(QDate(2022, 8, 2), QTime(3, 36, 43), Qt::UTC));
        QCOMPARE(stat.changes.size(), std::size_t(4));
        QCOMPARE(stat.changes[0].time, QDateTime(QDate(2022, 8, 1), QTime(14, 44, 40), Qt::UTC));
        QVERIFY(!stat.changes[0].up);
        QVERIFY(stat.changes[1].up);
        QByteArray broken = sample("link-stat.txt");
        broken.replace("link up count       : 2", "link up count       : two");
        read(parseHccnLinkStat(broken), &problems);
        QCOMPARE(problems.size(), 1);
        QCOMPARE(problems[0].line, 3);

        // "[device N]" prefixes and the newer "link down count".
        problems.clear();
        const HccnLinkStat device = read(parseHccnLinkStat(sample("link-stat-device.txt")), &problems);
        QVERIFY2(problems.isEmpty(), qPrintable(describe(problems)));
        QCOMPARE(device.currentTime, QDateTime(QDate(2023, 6, 7), QTime(10, 8, 28), Qt::UTC));
        QCOMPARE(*device.downCount, 1);
        QCOMPARE(device.changes.size(), std::size_t(3));
        // A current time that cannot be read is said: the records cannot be dated.
        QByteArray undated = sample("link-stat-device.txt");
        undated.replace("Wed Jun  7 10:08:28 2023", "--");
        const HccnLinkStat noClock = read(parseHccnLinkStat(undated), &problems);
        QVERIFY(!noClock.currentTime.isValid());
        QCOMPARE(problems.size(), 1);
        QVERIFY(problems[0].message.contains(QLatin1String("cannot be dated")));
    }

    void netHealthOptical()
    {
        Problems problems;
        QCOMPARE(read(parseHccnNetHealth(sample("net-health.txt")), &problems), QStringLiteral("Socket failed"));
        const HccnOptical optical = read(parseHccnOptical(crlf(sample("optical.txt"))), &problems);
        QVERIFY2(problems.isEmpty(), qPrintable(describe(problems)));
        QVERIFY(!optical.present());
        QCOMPARE(*optical.rxPowerMw(1), 0.0054);
        QCOMPARE(*optical.txPowerMw(0), 4.4035);
        QCOMPARE(*optical.number(QStringLiteral("RxPower Low Thres")), 0.1445);
        QCOMPARE(*optical.number(QStringLiteral("temperature")), 47.0);
        QCOMPARE(*optical.value(QStringLiteral("vendor name")), QStringLiteral("Hisense"));
        QVERIFY(!optical.value(QStringLiteral("Host SNR Lane0")));   // "not supported" is missing
        QCOMPARE(*optical.number(QStringLiteral("Media SNR Lane3")), 23.2969);
        // A module that prints one lane without a number: that is lane 0.
        const HccnOptical single = read(parseHccnOptical(sample("optical-single-lane.txt")), &problems);
        QVERIFY2(problems.isEmpty(), qPrintable(describe(problems)));
        QCOMPARE(*single.rxPowerMw(0), 1.0189);
        QCOMPARE(*single.txPowerMw(0), 1.4035);
        QVERIFY(!single.rxPowerMw(1));
        QVERIFY(single.present());
    }

    void ipStatSpeedConf()
    {
        Problems problems;
        const HccnIp ip = read(parseHccnIp(sample("ip.txt")), &problems);
        QCOMPARE(ip.address, QStringLiteral("192.161.200.10"));
        QCOMPARE(ip.netmask, QStringLiteral("255.255.255.0"));
        QVERIFY(read(parseHccnIp(""), &problems).address.isEmpty());
        const auto counters = read(parseHccnStat(sample("stat.txt")), &problems);
        QCOMPARE(counters.value(QStringLiteral("roce_rx_err_pkt_num"), 99u), 0u);
        QCOMPARE(counters.size(), 2);
        QCOMPARE(read(parseHccnSpeed("Speed: 100000 Mb/s\n"), &problems), std::optional<int>(100000));
        QVERIFY(!read(parseHccnSpeed("Speed: Unknown!\n"), &problems));
        QVERIFY(problems.isEmpty());

        const HccnConf conf = read(parseHccnConf(sample("hccn.conf") + "# comment\nbroken line\n"), &problems);
        QCOMPARE(conf.size(), 2);
        QCOMPARE(conf.value(0).value(QStringLiteral("address")), QStringLiteral("29.1.137.205"));
        QCOMPARE(conf.value(7).value(QStringLiteral("send_arp_status")), QStringLiteral("1"));
        QCOMPARE(problems.size(), 1);
        QCOMPARE(problems[0].line, 12);
    }

    void sections()
    {
        const auto parts = splitSections("@@ascendops:section a\nhello\r\n@@ascendops:exit 0\n"
                                         "@@ascendops:section link 3\nlink status: DOWN\n@@ascendops:exit 1\n"
                                         "@@ascendops:section cut\npartial");
        QCOMPARE(parts.size(), std::size_t(3));
        QCOMPARE(parts[0].name, QStringLiteral("a"));
        QCOMPARE(parts[0].body, QByteArray("hello\r\n"));
        QCOMPARE(parts[1].name, QStringLiteral("link 3"));
        QCOMPARE(*parts[1].exitStatus, 1);
        QCOMPARE(parts[1].firstLine, 5);
        QVERIFY(!parts[2].exitStatus);
        QCOMPARE(parts[2].body, QByteArray("partial\n"));
    }

    // A shell that echoes the command prints it first, by name or by path;
    // only that first word counts, and only the whole tool name.
    void echoedCommands()
    {
        QVERIFY(isEchoedCommand(QStringLiteral("hccn_tool -i 0 -link -g"), "hccn_tool"));
        QVERIFY(isEchoedCommand(QStringLiteral("/usr/local/Ascend/driver/tools/hccn_tool -i 0 -ip -g"), "hccn_tool"));
        QVERIFY(isEchoedCommand(QStringLiteral("npu-smi"), "npu-smi"));
        QVERIFY(isEchoedCommand(QStringLiteral("/usr/local/bin/npu-smi info"), "npu-smi"));
        QVERIFY(!isEchoedCommand(QStringLiteral("my_hccn_tool -i 0"), "hccn_tool"));
        QVERIFY(!isEchoedCommand(QStringLiteral("link status: UP hccn_tool"), "hccn_tool"));
        QVERIFY(!isEchoedCommand(QStringLiteral("hccn_tool-old -i 0"), "hccn_tool"));
        QVERIFY(!isEchoedCommand(QStringLiteral(" hccn_tool -i 0"), "hccn_tool"));
        QVERIFY(!isEchoedCommand(QString(), "npu-smi"));
    }

    void noiseNeverCrashes()
    {
        QRandomGenerator random(42);
        for (int round = 0; round < 200; ++round) {
            QByteArray noise(random.bounded(1, 400), Qt::Uninitialized);
            for (char &c : noise)
                c = char(random.bounded(256));
            if (round % 2)
                noise.replace(char(random.bounded(256)), '|');
            Problems problems;
            read(parseNpuSmiInfo(noise), &problems);
            read(parseNpuSmiHealth(noise), &problems);
            read(parseHccnLinkStat(noise), &problems);
            read(parseHccnOptical(noise), &problems);
            read(parseHccnStat(noise), &problems);
            read(parseHccnConf(noise), &problems);
            splitSections(noise);
        }
    }
};

QTEST_GUILESS_MAIN(TestNodeToolParsers)
#include "tst_nodetoolparsers.moc"
