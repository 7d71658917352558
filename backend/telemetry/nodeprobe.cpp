#include "nodeprobe.h"

#include "formats/commandsections.h"
#include "formats/hccnconf.h"
#include "formats/hccntooloutput.h"
#include "formats/npusmiinfo.h"

#include <map>

namespace ascendops::telemetry {
namespace {

// The queries per device, in the order they run; each section is named
// "<query> <device>".
const char *const kDeviceQueries[] = {"link", "link_stat", "net_health", "optical", "ip", "stat", "speed"};

QByteArray quoted(const QString &path)
{
    QByteArray text = path.toUtf8();
    text.replace('\'', "'\\''");
    return '\'' + text + '\'';
}

// What a parser read, its problems added to `found`.
template <typename T>
T readInto(Parsed<T> parsed, Problems *found)
{
    found->append(parsed.problems());
    return parsed.take();
}

// Line numbers of a section's problems are made to count in the whole output.
void collect(Problems *into, Problems found, const CommandSection &section)
{
    for (Problem &problem : found) {
        if (problem.line > 0)
            problem.line += section.firstLine - 1;
        into->append(problem);
    }
}

void readDeviceSection(DeviceProbe &device, const QString &query, const CommandSection &section, Problems *found)
{
    LinkSample &sample = device.sample;
    if (query == QLatin1String("link")) {
        sample.up = readInto(parseHccnLink(section.body), found);
    } else if (query == QLatin1String("link_stat")) {
        const HccnLinkStat stat = readInto(parseHccnLinkStat(section.body), found);
        sample.upCount = stat.upCount;
        for (const HccnLinkChange &change : stat.changes)
            device.changes.push_back({change.time.toMSecsSinceEpoch(), change.up});
    } else if (query == QLatin1String("net_health")) {
        sample.netHealth = readInto(parseHccnNetHealth(section.body), found);
    } else if (query == QLatin1String("optical")) {
        const HccnOptical optical = readInto(parseHccnOptical(section.body), found);
        device.opticalPresent = optical.present();
        for (std::size_t lane = 0; lane < kOpticalLanes; ++lane) {
            sample.rxPowerMw[lane] = optical.rxPowerMw(int(lane));
            sample.txPowerMw[lane] = optical.txPowerMw(int(lane));
        }
        sample.opticalTemperatureC = optical.number(QStringLiteral("temperature"));
        device.thresholds = {optical.number(QStringLiteral("RxPower Low Thres")),
                             optical.number(QStringLiteral("RxPower High Thres")),
                             optical.number(QStringLiteral("TxPower Low Thres")),
                             optical.number(QStringLiteral("TxPower High Thres"))};
    } else if (query == QLatin1String("ip")) {
        const HccnIp ip = readInto(parseHccnIp(section.body), found);
        device.ipAddress = ip.address;
        device.netmask = ip.netmask;
    } else if (query == QLatin1String("stat")) {
        const QMap<QString, std::uint64_t> counters = readInto(parseHccnStat(section.body), found);
        if (counters.contains(QStringLiteral("roce_rx_err_pkt_num")))
            sample.rxErrPackets = counters.value(QStringLiteral("roce_rx_err_pkt_num"));
        if (counters.contains(QStringLiteral("roce_tx_err_pkt_num")))
            sample.txErrPackets = counters.value(QStringLiteral("roce_tx_err_pkt_num"));
    } else if (query == QLatin1String("speed")) {
        device.speedMbps = readInto(parseHccnSpeed(section.body), found);
    }
}

void readNpuSmi(NodeProbe &probe, const CommandSection &section)
{
    Problems found;
    const NpuSmiInfo info = readInto(parseNpuSmiInfo(section.body), &found);
    collect(&probe.problems, found, section);
    probe.npuSmiVersion = info.version;
    for (const NpuSmiDie &die : info.dies)
        probe.dies.push_back({die.npuId, die.chipId, die.deviceId(), die.name, die.health, die.powerW, die.temperatureC});
}

} // namespace

NodeProbe readNodeProbe(QByteArrayView output, std::int64_t timeMs)
{
    NodeProbe probe;
    std::map<int, DeviceProbe> devices;
    for (const CommandSection &section : splitSections(output)) {
        if (section.exitStatus.value_or(-1) != 0) {
            const QString status = section.exitStatus ? QString::number(*section.exitStatus) : QStringLiteral("none");
            probe.errors << QStringLiteral("%1: exit status %2: %3").arg(section.name, status,
                                                                          QString::fromUtf8(section.body).trimmed().left(200));
            continue;
        }
        if (section.name == QLatin1String("npu-smi-info")) {
            readNpuSmi(probe, section);
            continue;
        }
        if (section.name == QLatin1String("hccn-conf"))
            continue;   // the shell read it for the device ids
        const QString query = section.name.section(QLatin1Char(' '), 0, 0);
        bool ok = false;
        const int id = section.name.section(QLatin1Char(' '), 1, 1).toInt(&ok);
        if (!ok)
            continue;
        DeviceProbe &device = devices[id];
        device.device = id;
        device.sample.timeMs = timeMs;
        Problems found;
        readDeviceSection(device, query, section, &found);
        collect(&probe.problems, found, section);
    }
    for (auto &[id, device] : devices) {
        for (const DieProbe &die : probe.dies)
            if (die.phyId == id)
                device.sample.dieTemperatureC = die.temperatureC;
        probe.devices.push_back(std::move(device));
    }
    return probe;
}

QByteArray probeCommand(const ProbeTools &tools)
{
    QByteArray script;
    script += "s() { echo \"@@ascendops:section $1\"; }; x() { echo \"@@ascendops:exit $1\"; }; ";
    script += tools.npuSmi.isEmpty()
        ? QByteArray("N=$(command -v npu-smi || for p in /usr/local/sbin/npu-smi /usr/local/bin/npu-smi /usr/bin/npu-smi; "
                     "do [ -x \"$p\" ] && echo \"$p\" && break; done); ")
        : "N=" + quoted(tools.npuSmi) + "; ";
    script += tools.hccnTool.isEmpty()
        ? QByteArray("H=$(command -v hccn_tool || for p in /usr/local/Ascend/driver/tools/hccn_tool /usr/local/bin/hccn_tool; "
                     "do [ -x \"$p\" ] && echo \"$p\" && break; done); ")
        : "H=" + quoted(tools.hccnTool) + "; ";
    script += tools.hccnConf.isEmpty() ? QByteArray("C=${ASCEND_HCCN_CONF:-/etc/hccn.conf}; ")
                                       : "C=" + quoted(tools.hccnConf) + "; ";
    script += "s npu-smi-info; \"${N:-npu-smi}\" info 2>&1; x $?; ";
    script += "s hccn-conf; cat \"$C\" 2>&1; x $?; ";
    script += "for d in $(sed -n 's/^address_\\([0-9][0-9]*\\)=.*/\\1/p' \"$C\" 2>/dev/null); do for q in";
    for (const char *query : kDeviceQueries)
        script += QByteArray(" ") + query;
    script += "; do s \"$q $d\"; \"${H:-hccn_tool}\" -i \"$d\" -$q -g 2>&1; x $?; done; done";
    return script;
}

} // namespace ascendops::telemetry
