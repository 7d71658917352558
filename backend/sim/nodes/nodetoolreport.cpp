#include "sim/nodes/nodetoolreport.h"

#include <QString>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace ascendops::sim {
namespace {

constexpr const char *kNpuSmiVersion = "24.1.rc3";
constexpr int kHbmTotalMb = 65536;
constexpr int kPortSpeedMbps = 200000;          // 200GE RoCE port per die
constexpr int kLinkRecordsShown = 50;
constexpr const char *kDeviceNetmask = "255.255.255.0";   // device IPs are dense in /24s (clusterlayout.h)

// Widths of the npu-smi table's three columns, and of the whole.
constexpr std::size_t kNameWidth = 27;
constexpr std::size_t kHealthWidth = 15;
constexpr std::size_t kUsageWidth = 52;
constexpr std::size_t kTableWidth = kNameWidth + 1 + kHealthWidth + 1 + kUsageWidth;

std::string pad(std::string text, std::size_t width)
{
    if (text.size() < width)
        text.append(width - text.size(), ' ');
    return text;
}

// Fixed-point in the C locale whatever the process's locale is.
std::string fixed(double value, int decimals)
{
    return QString::number(value, 'f', decimals).toStdString();
}

std::string num(long long value) { return std::to_string(value); }

// A stable number in [0, range) from a die's seed; `salt` picks another one.
int vary(const DieToolState &die, int salt, int range)
{
    const std::uint64_t mixed = (die.seed ^ (std::uint64_t(salt) * 0x9e3779b97f4a7c15ULL)) * 0xff51afd7ed558ccdULL;
    return int((mixed >> 17) % std::uint64_t(range));
}

std::string line(char fill) { return '+' + std::string(kTableWidth, fill) + "+\n"; }

std::string columns(char fill)
{
    return '+' + std::string(kNameWidth, fill) + '+' + std::string(kHealthWidth, fill) + '+'
        + std::string(kUsageWidth, fill) + "+\n";
}

std::string row(const std::string &name, const std::string &health, const std::string &usage)
{
    return '|' + pad(name, kNameWidth) + '|' + pad(health, kHealthWidth) + '|' + pad(usage, kUsageWidth) + "|\n";
}

std::string processRow(const std::string &npu, const std::string &pid, const std::string &name, const std::string &memory)
{
    return '|' + pad(npu, kNameWidth) + '|' + pad(pid, kHealthWidth) + '|' + pad(name, 26) + '|' + pad(memory, 25) + "|\n";
}

// "4175 / 65536", "56017/ 65536": the used part is padded to five.
std::string usage(int used, int total) { return pad(num(used), 5) + "/ " + num(total); }

// Bus ids as Atlas 800T A2 and A3 servers enumerate their NPUs.
std::string busId(const NodeToolState &node, const DieToolState &die)
{
    static constexpr int kA2[] = {0xC1, 0x01, 0xC2, 0x02, 0x81, 0x41, 0x82, 0x42};
    int bus = 0;
    if (node.superPodServer)
        bus = 0x9D - 4 * die.npu + 2 * die.chip;
    else
        bus = die.npu < 8 ? kA2[die.npu] : 0x10 + die.npu;
    char text[16];
    std::snprintf(text, sizeof text, "0000:%02X:00.0", unsigned(bus & 0xff));
    return text;
}

int hbmUsedMb(const DieToolState &die)
{
    return std::min(kHbmTotalMb, 3400 + vary(die, 1, 40) + die.processMemoryMb);
}

// npu-smi reports power per NPU: on A3 the first die's row carries it.
std::string power(const NodeToolState &node, const DieToolState &die)
{
    if (die.chip > 0)
        return "-";
    const bool busy = std::any_of(node.dies.begin(), node.dies.end(),
                                  [&](const DieToolState &d) { return d.npu == die.npu && d.processId; });
    const double idle = node.superPodServer ? 172.0 : 86.0;
    const double load = busy ? (node.superPodServer ? 290.0 : 210.0) : 0.0;
    return fixed(idle + load + vary(die, 2, 200) / 10.0, 1);
}

std::string aicore(const DieToolState &die) { return num(die.computing ? 40 + vary(die, 3, 50) : 0); }

std::string npuRows(const NodeToolState &node, const DieToolState &die)
{
    const std::string name = node.superPodServer ? "Ascend910" : "910B1";
    const std::string chip = node.superPodServer ? pad(num(die.chip), 6) + num(die.die) : num(die.chip);
    const std::string temperature = num(std::lround(die.telemetry.temperatureC));
    return row(' ' + pad(num(die.npu), 6) + name, ' ' + npuHealth(die),
               ' ' + pad(power(node, die), 12) + pad(temperature, 18) + usage(0, 0))
        + row(' ' + chip, ' ' + busId(node, die),
              ' ' + pad(aicore(die), 12) + pad(usage(0, 0), 18) + usage(hbmUsedMb(die), kHbmTotalMb));
}

std::vector<std::vector<const DieToolState *>> byNpu(const NodeToolState &node)
{
    std::vector<std::vector<const DieToolState *>> npus;
    for (const DieToolState &die : node.dies) {
        if (npus.empty() || npus.back().front()->npu != die.npu)
            npus.emplace_back();
        npus.back().push_back(&die);
    }
    return npus;
}

std::string processTable(const NodeToolState &node)
{
    std::string out = columns('-');
    out += processRow(" NPU     Chip", " Process id", " Process name", " Process memory(MB)");
    out += columns('=');
    for (const std::vector<const DieToolState *> &npu : byNpu(node)) {
        bool any = false;
        for (const DieToolState *die : npu) {
            if (!die->processId)
                continue;
            any = true;
            out += processRow(' ' + pad(num(die->npu), 8) + num(die->chip), ' ' + num(die->processId), " python",
                              ' ' + num(die->processMemoryMb));
        }
        if (!any)
            out += '|' + pad(" No running processes found in NPU " + num(npu.front()->npu), kTableWidth) + "|\n";
        out += columns('=');
    }
    return out;
}

std::string keyValue(const std::string &key, const std::string &value) { return pad(key, 21) + ": " + value + '\n'; }

// What operators read next to a code: the device plugin's view of it.
std::string faultInformation(const ChipFault &fault)
{
    const char *what = fault.faultType == "CardNetworkUnhealthy" ? "parameter-plane network fault of the RoCE port"
                                                                 : "chip fault";
    return std::string(what) + ", fault handling " + faultHandlingName(fault.level);
}

std::string gatewayOf(const std::string &ip)
{
    const std::size_t dot = ip.rfind('.');
    return dot == std::string::npos ? ip : ip.substr(0, dot) + ".254";
}

} // namespace

std::string nodeToolDate(const QDateTime &time)
{
    static constexpr const char *kDays[] = {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};
    static constexpr const char *kMonths[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                              "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
    const QDate date = time.date();
    const QTime clock = time.time();
    if (!date.isValid())
        return {};
    char text[40];
    std::snprintf(text, sizeof text, "%s %s %2d %02d:%02d:%02d %d", kDays[date.dayOfWeek() - 1],
                  kMonths[date.month() - 1], date.day(), clock.hour(), clock.minute(), clock.second(), date.year());
    return text;
}

std::string npuHealth(const DieToolState &die)
{
    if (die.faults.empty())
        return "OK";
    const bool outOfService = std::any_of(die.faults.begin(), die.faults.end(),
                                          [](const ChipFault &f) { return makesChipUnhealthy(f.level); });
    return outOfService ? "Alarm" : "Warning";
}

std::string npuSmiInfo(const NodeToolState &node)
{
    std::string out = line('-');
    out += "| " + pad(std::string("npu-smi ") + kNpuSmiVersion, 33)
        + pad(std::string("Version: ") + kNpuSmiVersion, kTableWidth - 34) + "|\n";
    out += columns('-');
    out += row(" NPU   Name", " Health", " Power(W)    Temp(C)           Hugepages-Usage(page)");
    out += row(node.superPodServer ? " Chip  Phy-ID" : " Chip", " Bus-Id", " AICore(%)   Memory-Usage(MB)  HBM-Usage(MB)");
    out += columns('=');
    for (const std::vector<const DieToolState *> &npu : byNpu(node)) {
        for (std::size_t i = 0; i < npu.size(); ++i) {
            if (i > 0)
                out += line('-');
            out += npuRows(node, *npu[i]);
        }
        out += columns('=');
    }
    return out + processTable(node);
}

std::string npuSmiHealth(const DieToolState &die)
{
    const auto field = [](const char *key, const std::string &value) {
        return '\t' + pad(key, 31) + ": " + value + '\n';
    };
    std::vector<std::string> codes;
    std::vector<std::string> information;
    for (const ChipFault &fault : die.faults) {
        for (const std::string &code : fault.codes) {
            if (std::find(codes.begin(), codes.end(), code) == codes.end()) {
                codes.push_back(code);
                information.push_back(faultInformation(fault));
            }
        }
    }
    std::string joined;
    for (const std::string &code : codes)
        joined += (joined.empty() ? "" : " ") + code;
    std::string out = field("Health Status", npuHealth(die));
    out += field("Error Code", codes.empty() ? "NA" : joined);
    out += field("Error Information", information.empty() ? "NA" : information.front());
    // Each further code's information follows a blank line, under the colon.
    for (std::size_t i = 1; i < information.size(); ++i)
        out += '\n' + field("", information[i]);
    return out;
}

std::string hccnLink(const DieToolState &die)
{
    return std::string("link status: ") + (die.telemetry.linkUp ? "UP" : "DOWN") + '\n';
}

std::string hccnLinkStat(const DieToolState &die, const QDateTime &now)
{
    const std::string devid = "[devid " + num(die.die) + ']';
    std::string out = devid + pad("current time", 20) + ": " + nodeToolDate(now.toUTC()) + '\n';
    out += devid + pad("link up count", 20) + ": " + num(die.telemetry.linkUpCount) + '\n';
    out += devid + "link change records :\n";
    const std::vector<LinkChange> &history = die.telemetry.linkHistory;
    int shown = 0;
    for (auto it = history.rbegin(); it != history.rend() && shown < kLinkRecordsShown; ++it, ++shown)
        out += devid + "    " + nodeToolDate(it->time.toUTC()) + "    LINK " + (it->up ? "UP" : "DOWN") + '\n';
    return out;
}

std::string hccnNetHealth(const DieToolState &die)
{
    return "net health status: " + die.telemetry.netHealth + '\n';
}

std::string hccnOptical(const DieToolState &die)
{
    const DeviceTelemetry &t = die.telemetry;
    const bool weak = std::any_of(t.rxPowerDbm.begin(), t.rxPowerDbm.end(), [](double dbm) { return dbm < kRxPowerLowDbm; });
    const std::string lost = t.linkUp ? "0x0" : "0xff";
    std::string out = "optical info:\n";
    out += keyValue("present", "present");
    out += keyValue("temperature", num(std::lround(t.opticalTemperatureC)) + " C");
    out += keyValue("high power enable reg", "enabled");
    out += keyValue("vendor name", "Hisense");
    out += keyValue("vendor part number", "LMQ8611-PC+");
    out += keyValue("vendor serial number", "V8BD6H2" + num(5000 + vary(die, 4, 5000)));
    out += keyValue("vendor org unique id", "0xac 0x4a 0x0");
    out += keyValue("xsfp identifier", "QSFP+ or later");
    out += keyValue("xsfp wave length", "850 nm");
    out += keyValue("manufact date code", "2023.6.18");
    out += keyValue("Vcc", fixed(3250.0 + vary(die, 5, 600) / 10.0, 2) + " mV");
    for (int lane = 0; lane < 4; ++lane) {
        out += keyValue("Tx Power" + num(lane), fixed(dbmToMilliwatt(t.txPowerDbm[lane]), 4) + " mW");
        out += keyValue("Rx Power" + num(lane), fixed(dbmToMilliwatt(t.rxPowerDbm[lane]), 4) + " mW");
    }
    out += keyValue("Vcc High Thres", "3465.00 mV");
    out += keyValue("Vcc Low Thres", "3135.00 mV");
    out += keyValue("Temp High Thres", "70 C");
    out += keyValue("Temp Low Thres", "0 C");
    out += keyValue("TxPower High Thres", "3.5481 mW");
    out += keyValue("TxPower Low Thres", fixed(dbmToMilliwatt(kTxPowerLowDbm), 4) + " mW");
    out += keyValue("RxPower High Thres", "3.5481 mW");
    out += keyValue("RxPower Low Thres", fixed(dbmToMilliwatt(kRxPowerLowDbm), 4) + " mW");
    for (int lane = 0; lane < 4; ++lane)
        out += keyValue("Tx Bias" + num(lane), fixed(7.9 + vary(die, 10 + lane, 400) / 10000.0, 4) + " mA");
    out += keyValue("Tx Los Flag", "0x0");
    out += keyValue("Rx Los Flag", lost);
    out += keyValue("Tx LoL Flag", "0x0");
    out += keyValue("Rx LoL Flag", lost);
    for (int lane = 0; lane < 4; ++lane)
        out += keyValue("Host SNR Lane" + num(lane), "not supported");
    // A weak receiver sees its signal-to-noise ratio fall with the power.
    for (int lane = 0; lane < 4; ++lane)
        out += keyValue("Media SNR Lane" + num(lane),
                        fixed(22.0 + vary(die, 20 + lane, 1500) / 1000.0 - (weak ? 7.0 : 0.0), 4) + " dB");
    return out;
}

std::string hccnIp(const DieToolState &die)
{
    if (die.deviceIp.empty())
        return {};
    return "ipaddr:" + die.deviceIp + "\nnetmask:" + kDeviceNetmask + '\n';
}

std::string hccnStat(const DieToolState &die)
{
    return "packet statistics:\nroce_rx_err_pkt_num:" + num((long long)die.telemetry.roceRxErrPkts)
        + "\nroce_tx_err_pkt_num:" + num((long long)die.telemetry.roceTxErrPkts) + '\n';
}

std::string hccnSpeed(const DieToolState &die)
{
    return die.telemetry.linkUp ? "Speed: " + num(kPortSpeedMbps) + " Mb/s\n" : std::string("Speed: Unknown!\n");
}

std::string hccnLldp(const DieToolState &die)
{
    if (die.switchName.empty())
        return {};
    return "Chassis ID TLV\n        MAC: " + die.switchChassisId + "\nPort ID TLV\n        Ifname: " + die.switchPort
        + "\nSystem Name TLV\n        " + die.switchName
        + "\nSystem Description TLV\n        Versatile Routing Platform Software\n"
          "VRP (R) software, Version 8.211 (DX511 V200R021C10SPC600)\n"
          "Management Address TLV\n        IPv4: " + die.switchManagementAddress
        + "\nMaximum Frame Size TLV\n        9216\nEnd of LLDPDU TLV\n";
}

std::string hccnConf(const NodeToolState &node)
{
    std::string out;
    for (const DieToolState &die : node.dies) {
        if (die.deviceIp.empty())
            continue;
        const std::string n = num(die.die);
        out += "address_" + n + '=' + die.deviceIp + '\n';
        out += "netmask_" + n + '=' + kDeviceNetmask + '\n';
        out += "netdetect_" + n + '=' + gatewayOf(die.deviceIp) + '\n';
        out += "gateway_" + n + '=' + gatewayOf(die.deviceIp) + '\n';
        out += "send_arp_status_" + n + "=1\n";
    }
    return out;
}

} // namespace ascendops::sim
