// What a simulated node's npu-smi and hccn_tool print, rendered from the
// embedded cluster's state: the npu-smi table of an a2-small and an a3-demo
// node line for line against the real layout (domain §3.1), -t health,
// hccn_tool's link history, optical module, IP and hccn.conf, and how
// injected faults (link-down, optical-degrade, npu-fault) change them.
#include "sim/store/jobobjects.h"
#include "sim/nodes/nodetoolreport.h"
#include "sim/nodes/nodetoolstate.h"
#include "sim/simcluster.h"
#include "sim/seed/simpreset.h"

#include <QRegularExpression>
#include <QTest>

#include <memory>

using namespace ascendops;
using namespace ascendops::sim;
using Json = nlohmann::json;

namespace {

// Lines of the real tables (domain §3.1), verbatim.
const char *const kBorder =
    "+------------------------------------------------------------------------------------------------+";
const char *const kColumns =
    "+---------------------------+---------------+----------------------------------------------------+";
const char *const kDoubleColumns =
    "+===========================+===============+====================================================+";
const char *const kHeaderName =
    "| NPU   Name                | Health        | Power(W)    Temp(C)           Hugepages-Usage(page)|";
const char *const kHeaderChipA2 =
    "| Chip                      | Bus-Id        | AICore(%)   Memory-Usage(MB)  HBM-Usage(MB)        |";
const char *const kHeaderChipA3 =
    "| Chip  Phy-ID              | Bus-Id        | AICore(%)   Memory-Usage(MB)  HBM-Usage(MB)        |";
const char *const kProcessHeader =
    "| NPU     Chip              | Process id    | Process name             | Process memory(MB)      |";
const char *const kNoProcessNpu0 =
    "| No running processes found in NPU 0                                                            |";

// The record pattern MindCluster's fault-diag parser applies to -link_stat.
const char *const kLinkRecord =
    "^\\[devid \\d{1,3}\\]    (\\w{3} \\w{3} .?[0-9] [0-9]{2}:[0-9]{2}:[0-9]{2} [0-9]{4})    LINK (DOWN|UP)$";

// The keys of a real `hccn_tool -i 0 -optical -g`, in order (domain §3.3).
const char *const kOpticalKeys[] = {
    "present", "temperature", "high power enable reg", "vendor name", "vendor part number",
    "vendor serial number", "vendor org unique id", "xsfp identifier", "xsfp wave length", "manufact date code",
    "Vcc", "Tx Power0", "Rx Power0", "Tx Power1", "Rx Power1", "Tx Power2", "Rx Power2", "Tx Power3", "Rx Power3",
    "Vcc High Thres", "Vcc Low Thres", "Temp High Thres", "Temp Low Thres", "TxPower High Thres",
    "TxPower Low Thres", "RxPower High Thres", "RxPower Low Thres", "Tx Bias0", "Tx Bias1", "Tx Bias2", "Tx Bias3",
    "Tx Los Flag", "Rx Los Flag", "Tx LoL Flag", "Rx LoL Flag", "Host SNR Lane0", "Host SNR Lane1",
    "Host SNR Lane2", "Host SNR Lane3", "Media SNR Lane0", "Media SNR Lane1", "Media SNR Lane2", "Media SNR Lane3",
};

QStringList linesOf(const std::string &text)
{
    QStringList lines = QString::fromStdString(text).split(QLatin1Char('\n'));
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    return lines;
}

bool matches(const QString &line, const char *pattern)
{
    return QRegularExpression(QString::fromLatin1(pattern)).match(line).hasMatch();
}

// "Rx Power2            : 0.0412 mW" -> 0.0412
double opticalValue(const std::string &optical, const QString &key)
{
    for (const QString &line : linesOf(optical)) {
        if (line.startsWith(key + QLatin1Char(' ')) && line.indexOf(QLatin1String(": ")) == 21)
            return line.mid(23).section(QLatin1Char(' '), 0, 0).toDouble();
    }
    return -1;
}

struct Cluster
{
    std::unique_ptr<SimCluster> sim;

    explicit Cluster(const char *preset) : sim(std::make_unique<SimCluster>(*findPreset(preset), 1000.0)) {}

    NodeToolState node(const char *name) const
    {
        return readNodeToolState(sim->store(), sim->telemetry(), name);
    }
    DieToolState die(const char *name, int die) const
    {
        const NodeToolState state = node(name);
        const DieToolState *found = state.die(die);
        return found ? *found : DieToolState();
    }
    bool inject(const std::string &name, const std::string &kind, const std::string &node, Json extra) const
    {
        Json spec{{"kind", kind}, {"node", node}};
        spec.update(extra);
        const Json fault{{"apiVersion", "sim.ascendops.io/v1alpha1"}, {"kind", "Fault"},
                         {"metadata", {{"name", name}, {"namespace", "default"}}}, {"spec", spec}};
        return bool(sim->store().create(objects::faults(), "default", fault, false));
    }
};

} // namespace

class TestNodeToolReport : public QObject
{
    Q_OBJECT

private slots:
    void dateIsTheCLocalesWithASpacePaddedDay()
    {
        // The reference capture's "Tue Aug  1 ... 2022" has a weekday 2022 did not.
        QCOMPARE(nodeToolDate(QDateTime(QDate(2023, 8, 1), QTime(14, 44, 40), Qt::UTC)),
                 std::string("Tue Aug  1 14:44:40 2023"));
        QCOMPARE(nodeToolDate(QDateTime(QDate(2022, 8, 12), QTime(3, 6, 9), Qt::UTC)),
                 std::string("Fri Aug 12 03:06:09 2022"));
    }

    void a2NpuSmiInfoHasTheRealTable()
    {
        const Cluster cluster("a2-small");
        const NodeToolState node = cluster.node("node-0");
        QCOMPARE(node.dies.size(), std::size_t(8));
        QVERIFY(!node.superPodServer);
        const QStringList lines = linesOf(npuSmiInfo(node));
        for (const QString &line : lines)
            QVERIFY2(line.size() == 98, qPrintable(line));
        QCOMPARE(lines[0], QLatin1String(kBorder));
        QVERIFY2(matches(lines[1], "^\\| npu-smi [0-9a-z.]+ +Version: [0-9a-z.]+ +\\|$"), qPrintable(lines[1]));
        QCOMPARE(lines[1].indexOf(QLatin1String("Version:")), 35);
        QCOMPARE(lines[2], QLatin1String(kColumns));
        QCOMPARE(lines[3], QLatin1String(kHeaderName));
        QCOMPARE(lines[4], QLatin1String(kHeaderChipA2));
        QCOMPARE(lines[5], QLatin1String(kDoubleColumns));
        // Two rows per NPU and a double line after each: NPU 0 and NPU 7.
        QVERIFY2(matches(lines[6], "^\\| 0     910B1               \\| OK            \\| [0-9]+\\.[0-9] +[0-9]{2} +0    / 0 +\\|$"),
                 qPrintable(lines[6]));
        QVERIFY2(lines[7].startsWith(QLatin1String("| 0                         | 0000:C1:00.0  | ")), qPrintable(lines[7]));
        QVERIFY2(matches(lines[7], "\\| [0-9]+ +0    / 0          [0-9 ]{5}/ 65536 +\\|$"), qPrintable(lines[7]));
        QCOMPARE(lines[8], QLatin1String(kDoubleColumns));
        QVERIFY(lines[6 + 7 * 3].startsWith(QLatin1String("| 7     910B1               | OK            | ")));
        QVERIFY(lines[7 + 7 * 3].startsWith(QLatin1String("| 0                         | 0000:42:00.0  | ")));
        // Then the process table: node-0 runs rank 0 of the job, one python per NPU.
        const int table = 6 + 8 * 3;
        QCOMPARE(lines[table], QLatin1String(kColumns));
        QCOMPARE(lines[table + 1], QLatin1String(kProcessHeader));
        QCOMPARE(lines[table + 2], QLatin1String(kDoubleColumns));
        QVERIFY2(matches(lines[table + 3], "^\\| 0       0                 \\| [0-9]{6,7} +\\| python                   \\| [0-9]{5} +\\|$"),
                 qPrintable(lines[table + 3]));
        QCOMPARE(lines[table + 4], QLatin1String(kDoubleColumns));
        QCOMPARE(lines.size(), table + 3 + 8 * 2);
        // The die's process holds its HBM: used memory shows it.
        const DieToolState &die0 = node.dies[0];
        QVERIFY(die0.processId > 0);
        QVERIFY(lines[table + 3].contains(QString::number(die0.processMemoryMb)));
        QVERIFY(QStringView(lines[7]).mid(76, 5).trimmed().toInt() > die0.processMemoryMb);
    }

    void a2SpareNodeRunsNothing()
    {
        const Cluster cluster("a2-small");
        const QStringList lines = linesOf(npuSmiInfo(cluster.node("node-4")));
        const int table = 6 + 8 * 3;
        QCOMPARE(lines[table + 3], QLatin1String(kNoProcessNpu0));
        QVERIFY(lines[table + 17].startsWith(QLatin1String("| No running processes found in NPU 7 ")));
        // Idle NPUs: no AICore load.
        QVERIFY2(lines[7].startsWith(QLatin1String("| 0                         | 0000:C1:00.0  | 0           0    / 0          ")),
                 qPrintable(lines[7]));
    }

    // A hung job's processes keep their chips and memory but run no kernel:
    // npu-smi shows AICore at 0 with the processes still listed, as the
    // console's hang check reads it (pipeline/npuactivity.h).
    void aHungJobsNpusIdleWhileItsProcessesStay()
    {
        const Cluster cluster("a2-small");
        const auto aiCore = [&cluster] {
            const QStringList lines = linesOf(npuSmiInfo(cluster.node("node-0")));
            return QStringView(lines[7]).mid(lines[4].indexOf(QLatin1String("AICore(%)")), 5).trimmed().toInt();
        };
        QVERIFY(aiCore() > 0);
        QVERIFY(cluster.inject("stuck", "hang", "node-0", Json::object()));
        QTRY_COMPARE_WITH_TIMEOUT(aiCore(), 0, 5000);
        const QStringList lines = linesOf(npuSmiInfo(cluster.node("node-0")));
        QVERIFY2(matches(lines[6 + 8 * 3 + 3], "^\\| 0       0                 \\| [0-9]{6,7} +\\| python "), qPrintable(lines[6 + 8 * 3 + 3]));
        QVERIFY(cluster.sim->telemetry().jobStalled("default/" + cluster.sim->preset().jobName));
        // Once the hang ends, the kernels run again.
        QVERIFY(cluster.sim->store().remove(objects::faults(), "default", "stuck", {}, false));
        QTRY_VERIFY_WITH_TIMEOUT(aiCore() > 0, 5000);
    }

    void a3NpuSmiInfoShowsTwoDiesPerNpu()
    {
        const Cluster cluster("a3-demo");
        const NodeToolState node = cluster.node("node-0");
        QCOMPARE(node.dies.size(), std::size_t(16));
        QVERIFY(node.superPodServer);
        const QStringList lines = linesOf(npuSmiInfo(node));
        for (const QString &line : lines)
            QVERIFY2(line.size() == 98, qPrintable(line));
        QCOMPARE(lines[3], QLatin1String(kHeaderName));
        QCOMPARE(lines[4], QLatin1String(kHeaderChipA3));
        // NPU 0: die 0 (power) and die 1 (power "-"), a full line between them.
        QVERIFY2(matches(lines[6], "^\\| 0     Ascend910           \\| OK            \\| [0-9]{3}\\.[0-9] +[0-9]{2} +0    / 0 +\\|$"),
                 qPrintable(lines[6]));
        QVERIFY(lines[7].startsWith(QLatin1String("| 0     0                   | 0000:9D:00.0  | ")));
        QCOMPARE(lines[8], QLatin1String(kBorder));
        QVERIFY2(lines[9].startsWith(QLatin1String("| 0     Ascend910           | OK            | -           ")),
                 qPrintable(lines[9]));
        QVERIFY(lines[10].startsWith(QLatin1String("| 1     1                   | 0000:9F:00.0  | ")));
        QCOMPARE(lines[11], QLatin1String(kDoubleColumns));
        QVERIFY(lines[12].startsWith(QLatin1String("| 1     Ascend910           | OK            | ")));
        QVERIFY(lines[13].startsWith(QLatin1String("| 0     2                   | 0000:99:00.0  | ")));
        // The last NPU: die 15.
        const int last = 6 + 7 * 6;
        QVERIFY(lines[last + 3].startsWith(QLatin1String("| 7     Ascend910           | OK            | -           ")));
        QVERIFY(lines[last + 4].startsWith(QLatin1String("| 1     15                  | 0000:83:00.0  | ")));
        QCOMPARE(lines[last + 5], QLatin1String(kDoubleColumns));
        // Processes: both dies of NPU 0 under one block.
        const int table = 6 + 8 * 6;
        QCOMPARE(lines[table + 1], QLatin1String(kProcessHeader));
        QVERIFY(lines[table + 3].startsWith(QLatin1String("| 0       0                 | ")));
        QVERIFY(lines[table + 4].startsWith(QLatin1String("| 0       1                 | ")));
        QCOMPARE(lines[table + 5], QLatin1String(kDoubleColumns));
        QVERIFY(lines[table + 6].startsWith(QLatin1String("| 1       0                 | ")));
    }

    void healthyChipHealthIsOkWithoutCodes()
    {
        const Cluster cluster("a3-demo");
        QCOMPARE(npuSmiHealth(cluster.die("node-1", 5)),
                 std::string("\tHealth Status                  : OK\n"
                             "\tError Code                     : NA\n"
                             "\tError Information              : NA\n"));
        const NodeToolState node = cluster.node("node-1");
        QVERIFY(node.chip(2, 1));
        QCOMPARE(node.chip(2, 1)->die, 5);
    }

    void hccnToolReportsTheDie()
    {
        const Cluster cluster("a2-small");
        const DieToolState die = cluster.die("node-0", 3);
        QCOMPARE(hccnLink(die), std::string("link status: UP\n"));
        QCOMPARE(hccnNetHealth(die), std::string("net health status: Success\n"));
        QCOMPARE(hccnSpeed(die), std::string("Speed: 200000 Mb/s\n"));
        QCOMPARE(hccnStat(die), std::string("packet statistics:\nroce_rx_err_pkt_num:0\nroce_tx_err_pkt_num:0\n"));
        // node-0 is node 0 of the layout: die 3 has the fourth device IP.
        QCOMPARE(hccnIp(die), std::string("ipaddr:172.16.0.4\nnetmask:255.255.255.0\n"));

        const QStringList stat = linesOf(hccnLinkStat(die, QDateTime(QDate(2022, 8, 2), QTime(3, 36, 43), Qt::UTC)));
        QCOMPARE(stat.size(), 4);
        QCOMPARE(stat[0], QLatin1String("[devid 3]current time        : Tue Aug  2 03:36:43 2022"));
        QCOMPARE(stat[1], QLatin1String("[devid 3]link up count       : 1"));
        QCOMPARE(stat[2], QLatin1String("[devid 3]link change records :"));
        QVERIFY2(matches(stat[3], kLinkRecord) && stat[3].endsWith(QLatin1String("LINK UP")), qPrintable(stat[3]));
    }

    void opticalHasEveryKeyOfTheRealModule()
    {
        const Cluster cluster("a3-demo");
        const DieToolState die = cluster.die("node-2", 9);
        const QStringList lines = linesOf(hccnOptical(die));
        QCOMPARE(lines.first(), QLatin1String("optical info:"));
        QCOMPARE(lines.size(), 1 + int(std::size(kOpticalKeys)));
        for (std::size_t i = 0; i < std::size(kOpticalKeys); ++i) {
            const QString &line = lines[int(i) + 1];
            QCOMPARE(line.left(21).trimmed(), QLatin1String(kOpticalKeys[i]));
            QCOMPARE(line.mid(21, 2), QLatin1String(": "));
        }
        QVERIFY(lines.contains(QLatin1String("RxPower Low Thres    : 0.1445 mW")));
        QVERIFY(lines.contains(QLatin1String("TxPower Low Thres    : 0.2818 mW")));
        QVERIFY(lines.contains(QLatin1String("RxPower High Thres   : 3.5481 mW")));
        QVERIFY(lines.contains(QLatin1String("Rx Los Flag          : 0x0")));
        // dBm from the telemetry, in mW with four decimals.
        const QString rx0 = QStringLiteral("Rx Power0            : %1 mW")
                                .arg(QString::number(dbmToMilliwatt(die.telemetry.rxPowerDbm[0]), 'f', 4));
        QVERIFY2(lines.contains(rx0), qPrintable(rx0));
        QVERIFY(opticalValue(hccnOptical(die), QStringLiteral("Rx Power0")) > 0.5);
    }

    void hccnConfListsEveryDie()
    {
        const Cluster cluster("a3-demo");
        const QStringList lines = linesOf(hccnConf(cluster.node("node-1")));
        QCOMPARE(lines.size(), 16 * 5);
        // node-1 is node 1 of the layout: its dies follow node-0's 16.
        QCOMPARE(lines.mid(0, 5), QStringList({QStringLiteral("address_0=172.16.0.17"), QStringLiteral("netmask_0=255.255.255.0"),
                                               QStringLiteral("netdetect_0=172.16.0.254"), QStringLiteral("gateway_0=172.16.0.254"),
                                               QStringLiteral("send_arp_status_0=1")}));
        QCOMPARE(lines[15 * 5], QStringLiteral("address_15=172.16.0.32"));
    }

    void linkDownShowsDownAndANewestFirstRecord()
    {
        const Cluster cluster("a2-small");
        QVERIFY(cluster.inject("port", "link-down", "node-1", {{"device", 3}}));
        QTRY_COMPARE_WITH_TIMEOUT(hccnLink(cluster.die("node-1", 3)), std::string("link status: DOWN\n"), 5000);
        const DieToolState die = cluster.die("node-1", 3);
        QCOMPARE(hccnNetHealth(die), std::string("net health status: Fault\n"));
        QCOMPARE(hccnSpeed(die), std::string("Speed: Unknown!\n"));
        QCOMPARE(hccnLink(cluster.die("node-1", 2)), std::string("link status: UP\n"));
        const QStringList stat = linesOf(hccnLinkStat(die, QDateTime::currentDateTimeUtc()));
        QCOMPARE(stat.size(), 5);
        QCOMPARE(stat[1], QLatin1String("[devid 3]link up count       : 1"));
        QVERIFY2(matches(stat[3], kLinkRecord) && stat[3].endsWith(QLatin1String("LINK DOWN")), qPrintable(stat[3]));
        QVERIFY2(matches(stat[4], kLinkRecord) && stat[4].endsWith(QLatin1String("LINK UP")), qPrintable(stat[4]));
        QVERIFY(opticalValue(hccnOptical(die), QStringLiteral("Rx Power0")) > 0);
        QVERIFY(linesOf(hccnOptical(die)).contains(QLatin1String("Rx Los Flag          : 0xff")));
        QVERIFY(linesOf(hccnStat(die))[2] != QLatin1String("roce_tx_err_pkt_num:0"));
        // The device plugin reports it a moment later: npu-smi's health follows.
        QTRY_VERIFY_WITH_TIMEOUT(!cluster.die("node-1", 3).faults.empty(), 5000);
        QVERIFY(npuSmiHealth(cluster.die("node-1", 3)).find("81078603") != std::string::npos);
    }

    void opticalDegradeDropsRxPowerBelowTheLowThreshold()
    {
        const Cluster cluster("a3-demo");
        const double low = dbmToMilliwatt(kRxPowerLowDbm);
        QVERIFY(opticalValue(hccnOptical(cluster.die("node-0", 4)), QStringLiteral("Rx Power2")) > low);
        QVERIFY(cluster.inject("dirty", "optical-degrade", "node-0", {{"device", 4}}));
        QTRY_VERIFY_WITH_TIMEOUT(opticalValue(hccnOptical(cluster.die("node-0", 4)), QStringLiteral("Rx Power0")) < low, 5000);
        const std::string optical = hccnOptical(cluster.die("node-0", 4));
        for (int lane = 0; lane < 4; ++lane) {
            const double rx = opticalValue(optical, QStringLiteral("Rx Power%1").arg(lane));
            QVERIFY2(rx >= 0 && rx < low, qPrintable(QString::number(rx)));
        }
        QVERIFY(opticalValue(optical, QStringLiteral("Rx Power0")) < low);
        QVERIFY(opticalValue(hccnOptical(cluster.die("node-0", 5)), QStringLiteral("Rx Power0")) > low);
        QCOMPARE(hccnLink(cluster.die("node-0", 4)), std::string("link status: UP\n"));
    }

    void npuFaultRaisesAnAlarmWithTheCode()
    {
        const Cluster cluster("a3-demo");
        QVERIFY(cluster.inject("chip", "npu-fault", "node-1", {{"device", 5}, {"faultCode", "80e18402"}}));
        QTRY_COMPARE_WITH_TIMEOUT(npuHealth(cluster.die("node-1", 5)), std::string("Alarm"), 5000);
        const QStringList health = linesOf(npuSmiHealth(cluster.die("node-1", 5)));
        QCOMPARE(health[0], QLatin1String("\tHealth Status                  : Alarm"));
        QCOMPARE(health[1], QLatin1String("\tError Code                     : 80E18402"));
        QVERIFY(health[2].startsWith(QLatin1String("\tError Information              : ")));
        QVERIFY(health[2].contains(QLatin1String("SeparateNPU")));
        // In the table: NPU 2's second die (Phy-ID 5), the other die still OK.
        const QStringList lines = linesOf(npuSmiInfo(cluster.node("node-1")));
        const int npu2 = 6 + 2 * 6;
        QVERIFY2(lines[npu2].startsWith(QLatin1String("| 2     Ascend910           | OK            | ")), qPrintable(lines[npu2]));
        QVERIFY2(lines[npu2 + 3].startsWith(QLatin1String("| 2     Ascend910           | Alarm         | -   ")),
                 qPrintable(lines[npu2 + 3]));
        QVERIFY(lines[npu2 + 4].startsWith(QLatin1String("| 1     5                   | ")));
    }
};

QTEST_GUILESS_MAIN(TestNodeToolReport)
#include "tst_nodetoolreport.moc"
