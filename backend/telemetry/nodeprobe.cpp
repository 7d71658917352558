#include "nodeprobe.h"

#include "formats/commandsections.h"
#include "formats/hccnconf.h"
#include "formats/hccntooloutput.h"
#include "formats/npusmiinfo.h"

#include <algorithm>
#include <map>

namespace ascendops::telemetry {
namespace {

// The queries per device, in the order they run; each section is named
// "<query> <device>".
const char *const kDeviceQueries[] = {"link", "link_stat", "net_health", "optical", "ip", "stat", "speed", "lldp"};

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

void readLldp(DeviceProbe &device, const CommandSection &section, Problems *found)
{
    Parsed<HccnLldp> lldp = parseHccnLldp(section.body);
    found->append(lldp.problems());
    if (!lldp)
        device.lldpNote = QStringLiteral("LLDP answer not read: %1").arg(lldp.error());
    else if (!lldp->answered)
        device.lldpNote = QStringLiteral("the switch did not answer LLDP%1")
                              .arg(lldp->silence.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(lldp->silence));
    else
        device.lldp = lldp.take();
}

void readDeviceSection(DeviceProbe &device, const QString &query, const CommandSection &section, Problems *found)
{
    LinkSample &sample = device.sample;
    if (query == QLatin1String("link")) {
        sample.up = readInto(parseHccnLink(section.body), found);
    } else if (query == QLatin1String("link_stat")) {
        const HccnLinkStat stat = readInto(parseHccnLinkStat(section.body), found);
        sample.upCount = stat.upCount;
        if (stat.currentTime.isValid())
            sample.deviceClockAheadMs = stat.currentTime.toMSecsSinceEpoch() - sample.timeMs;
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
    } else if (query == QLatin1String("lldp")) {
        readLldp(device, section, found);
    }
}

void readNpuSmi(NodeProbe &probe, const CommandSection &section)
{
    Problems found;
    const NpuSmiInfo info = readInto(parseNpuSmiInfo(section.body), &found);
    collect(&probe.problems, found, section);
    probe.npuSmiVersion = info.version;
    probe.processes = info.processes;
    for (const NpuSmiDie &die : info.dies)
        probe.dies.push_back({die, die.deviceId(), std::nullopt});
}

// "health 3 1": the details of NPU 3 chip 1.
void readHealth(NodeProbe &probe, const QString &name, const CommandSection &section)
{
    const int npu = name.section(QLatin1Char(' '), 1, 1).toInt();
    const int chip = name.section(QLatin1Char(' '), 2, 2).toInt();
    Problems found;
    const NpuSmiHealth health = readInto(parseNpuSmiHealth(section.body), &found);
    collect(&probe.problems, found, section);
    for (DieProbe &die : probe.dies) {
        if (die.info.npuId == npu && die.info.chipId == chip)
            die.detail = health;
    }
}

// The devices hccn.conf lists; nothing when it is missing or lists none.
std::vector<int> confDevices(const CommandSection &section)
{
    if (section.exitStatus.value_or(-1) != 0)
        return {};
    const Parsed<HccnConf> conf = parseHccnConf(section.body);
    std::vector<int> ids;
    if (conf) {
        for (auto it = conf->cbegin(); it != conf->cend(); ++it)
            if (it->contains(QStringLiteral("address")))
                ids.push_back(it.key());
    }
    return ids;
}

QString sectionFailure(const CommandSection &section)
{
    const QString status = section.exitStatus ? QString::number(*section.exitStatus) : QStringLiteral("none");
    return QStringLiteral("exit status %1: %2").arg(status, QString::fromUtf8(section.body).trimmed().left(200));
}

void noteDeviceSource(NodeProbe &probe, const CommandSection *conf, bool confListed)
{
    if (confListed) {
        probe.deviceSource = DeviceSource::HccnConf;
        return;
    }
    const QString why = !conf ? QStringLiteral("hccn.conf was not read")
                      : conf->exitStatus.value_or(-1) != 0 ? QStringLiteral("no hccn.conf (%1)").arg(sectionFailure(*conf))
                                                           : QStringLiteral("hccn.conf lists no device address");
    if (!probe.devices.empty()) {
        probe.deviceSource = DeviceSource::NpuSmi;
        probe.deviceSourceNote = QStringLiteral("%1: queried the %2 devices npu-smi info lists").arg(why).arg(probe.devices.size());
    } else {
        probe.deviceSourceNote = probe.dies.empty()
            ? QStringLiteral("%1, and npu-smi info lists no die: no device was queried").arg(why)
            : QStringLiteral("%1: the next probe queries the %2 devices npu-smi info lists").arg(why).arg(probe.dies.size());
    }
}

} // namespace

NodeProbe readNodeProbe(QByteArrayView output, std::int64_t timeMs)
{
    NodeProbe probe;
    probe.timeMs = timeMs;
    std::map<int, DeviceProbe> devices;
    std::optional<CommandSection> conf;
    std::vector<CommandSection> health;
    for (const CommandSection &section : splitSections(output)) {
        if (section.name == QLatin1String("hccn-conf")) {
            conf = section;   // read for the device ids; a missing file is no error of its own
            continue;
        }
        const QString query = section.name.section(QLatin1Char(' '), 0, 0);
        bool isDevice = false;
        const int id = section.name.section(QLatin1Char(' '), 1, 1).toInt(&isDevice);
        isDevice = isDevice && query != QLatin1String("health");
        DeviceProbe *device = isDevice ? &devices[id] : nullptr;
        if (device) {
            device->device = id;
            device->sample.timeMs = timeMs;
        }
        if (section.exitStatus.value_or(-1) != 0) {
            // A device whose queries all fail is still a device: unknown, with why.
            // LLDP says where the port goes, not how the link is: its failure
            // (a driver without -lldp) leaves the link's reading alone.
            if (device && query == QLatin1String("lldp"))
                device->lldpNote = QStringLiteral("hccn_tool -lldp: %1").arg(sectionFailure(section));
            else if (device)
                device->sample.unread << QStringLiteral("%1: %2").arg(query, sectionFailure(section));
            else
                probe.errors << QStringLiteral("%1: %2").arg(section.name, sectionFailure(section));
            continue;
        }
        if (section.name == QLatin1String("npu-smi-info")) {
            readNpuSmi(probe, section);
        } else if (query == QLatin1String("health")) {
            health.push_back(section);   // read once the dies are known
        } else if (device) {
            Problems found;
            readDeviceSection(*device, query, section, &found);
            collect(&probe.problems, found, section);
        }
    }
    for (const CommandSection &section : health)
        readHealth(probe, section.name, section);
    for (auto &[id, device] : devices) {
        for (const DieProbe &die : probe.dies)
            if (die.phyId == id)
                device.sample.dieTemperatureC = die.info.temperatureC;
        probe.devices.push_back(std::move(device));
    }
    noteDeviceSource(probe, conf ? &*conf : nullptr, conf && !confDevices(*conf).empty());
    return probe;
}

ProbePlan planAfter(const NodeProbe &probe)
{
    ProbePlan plan;
    if (probe.deviceSource != DeviceSource::HccnConf) {
        for (const DieProbe &die : probe.dies)
            plan.fallbackDevices.push_back(die.phyId);
        std::sort(plan.fallbackDevices.begin(), plan.fallbackDevices.end());
        plan.fallbackDevices.erase(std::unique(plan.fallbackDevices.begin(), plan.fallbackDevices.end()),
                                   plan.fallbackDevices.end());
    }
    for (const DieProbe &die : probe.dies) {
        if (die.info.health.compare(QLatin1String("OK"), Qt::CaseInsensitive) != 0)
            plan.healthQueries.emplace_back(die.info.npuId, die.info.chipId);
    }
    return plan;
}

QByteArray probeCommand(const ProbeTools &tools, const ProbePlan &plan)
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
    // The same lines parseHccnConf reads: spaces around the key and '=' allowed.
    script += "D=$(sed -n 's/^[[:space:]]*address_\\([0-9][0-9]*\\)[[:space:]]*=.*/\\1/p' \"$C\" 2>/dev/null); ";
    if (!plan.fallbackDevices.empty()) {
        QByteArray ids;
        for (int id : plan.fallbackDevices)
            ids += (ids.isEmpty() ? "" : " ") + QByteArray::number(id);
        script += "[ -n \"$D\" ] || D='" + ids + "'; ";
    }
    script += "for d in $D; do for q in";
    for (const char *query : kDeviceQueries)
        script += QByteArray(" ") + query;
    script += "; do s \"$q $d\"; \"${H:-hccn_tool}\" -i \"$d\" -$q -g 2>&1; x $?; done; done";
    for (const auto &[npu, chip] : plan.healthQueries) {
        const QByteArray args = QByteArray::number(npu) + ' ' + QByteArray::number(chip);
        script += "; s \"health " + args + "\"; \"${N:-npu-smi}\" info -t health -i " + QByteArray::number(npu)
                + " -c " + QByteArray::number(chip) + " 2>&1; x $?";
    }
    return script;
}

} // namespace ascendops::telemetry
