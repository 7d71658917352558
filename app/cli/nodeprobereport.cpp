#include "nodeprobereport.h"

#include "formats/faultcodetable.h"
#include "telemetry/linkhealth.h"

#include <QDateTime>
#include <QStringList>

#include <nlohmann/json.hpp>

namespace ascendops::cli {
namespace {

using Json = nlohmann::json;
using namespace telemetry;

LinkHealth healthOf(const DeviceProbe &device)
{
    LinkSeries series(4, 64);
    series.setThresholds(device.thresholds);
    series.mergeChanges(device.changes);
    series.append(device.sample);
    return assessLink(series, device.sample.timeMs);
}

const char *healthName(Health health)
{
    switch (health) {
    case Health::Ok: return "ok";
    case Health::Warning: return "warning";
    case Health::Fault: return "fault";
    case Health::Unknown: break;
    }
    return "unknown";
}

QString optional(const std::optional<double> &value, int decimals)
{
    return value ? QString::number(*value, 'f', decimals) : QStringLiteral("-");
}

QString utc(std::int64_t ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(Qt::ISODate);
}

QString orDash(const QString &text)
{
    return text.isEmpty() ? QStringLiteral("-") : text;
}

Json lldpJson(const DeviceProbe &d)
{
    if (!d.lldp)
        return nullptr;
    return {{"switch", d.lldp->switchName().toStdString()}, {"system_name", d.lldp->systemName.toStdString()},
            {"chassis_id", d.lldp->chassisId.toStdString()}, {"port", d.lldp->portId.toStdString()},
            {"management_address", d.lldp->managementAddress.toStdString()},
            {"max_frame_size", d.lldp->maxFrameSize ? Json(*d.lldp->maxFrameSize) : Json(nullptr)}};
}

QString deviceText(const DeviceProbe &d)
{
    const LinkSample &s = d.sample;
    QString text = QStringLiteral("  device %1  link %2  up count %3  net health %4  ip %5  speed %6\n")
        .arg(d.device)
        .arg(s.up ? (*s.up ? QStringLiteral("UP") : QStringLiteral("DOWN")) : QStringLiteral("?"))
        .arg(s.upCount ? QString::number(*s.upCount) : QStringLiteral("?"))
        .arg(s.netHealth.isEmpty() ? QStringLiteral("?") : s.netHealth)
        .arg(d.ipAddress.isEmpty() ? QStringLiteral("-") : d.ipAddress + QLatin1Char('/') + d.netmask)
        .arg(d.speedMbps ? QStringLiteral("%1 Mb/s").arg(*d.speedMbps) : QStringLiteral("-"));
    QStringList rx, tx;
    for (std::size_t lane = 0; lane < kOpticalLanes; ++lane) {
        rx << optional(s.rxPowerMw[lane], 4);
        tx << optional(s.txPowerMw[lane], 4);
    }
    text += QStringLiteral("    optical %1  rx mW %2  tx mW %3  rx low %4 mW\n")
                .arg(d.opticalPresent ? QStringLiteral("present") : QStringLiteral("not present"),
                     rx.join(QLatin1Char(' ')), tx.join(QLatin1Char(' ')), optional(d.thresholds.rxLowMw, 4));
    for (const LinkChangeRecord &change : d.changes)
        text += QStringLiteral("    %1 LINK %2\n").arg(utc(change.timeMs), change.up ? QStringLiteral("UP") : QStringLiteral("DOWN"));
    if (d.lldp)
        text += QStringLiteral("    switch %1  port %2  chassis %3  management %4\n")
                    .arg(d.lldp->switchName(), orDash(d.lldp->portId), orDash(d.lldp->chassisId), orDash(d.lldp->managementAddress));
    else
        text += QStringLiteral("    switch unknown: %1\n").arg(d.lldpNote.isEmpty() ? QStringLiteral("LLDP not asked") : d.lldpNote);
    const LinkHealth health = healthOf(d);
    text += QStringLiteral("    health %1%2\n").arg(QString::fromLatin1(healthName(health.health)),
        health.reasons.isEmpty() ? QString() : QStringLiteral(": ") + health.reasons.join(QStringLiteral("; ")));
    for (const QString &note : health.notes)
        text += QStringLiteral("    note: %1\n").arg(note);
    return text;
}

// The handling level MindCluster's fault-code table gives a code.
const char *handlingOfCode(const QString &code)
{
    return faultHandlingName(FaultCodeTable::builtIn().handlingOf(code.toStdString()));
}

// "A4025021 (NotHandleFault)".
QStringList codesWithLevels(const QStringList &codes)
{
    QStringList out;
    for (const QString &code : codes)
        out << QStringLiteral("%1 (%2)").arg(code, QLatin1String(handlingOfCode(code)));
    return out;
}

QString dieText(const DieProbe &die)
{
    const NpuSmiDie &i = die.info;
    QString text = QStringLiteral("  NPU %1 chip %2 (device %3) %4  health %5  temp %6 C  power %7 W  bus %8  AICore %9%\n")
                       .arg(i.npuId).arg(i.chipId).arg(die.phyId).arg(i.name, i.health, optional(i.temperatureC, 0),
                            optional(i.powerW, 1), i.busId.isEmpty() ? QStringLiteral("-") : i.busId,
                            i.aiCorePercent ? QString::number(*i.aiCorePercent) : QStringLiteral("-"));
    if (die.detail) {
        text += QStringLiteral("    health detail %1: %2\n").arg(die.detail->status,
            die.detail->errorCodes.isEmpty() ? QStringLiteral("no error code") : codesWithLevels(die.detail->errorCodes).join(QStringLiteral(", ")));
        for (const QString &line : die.detail->information)
            text += QStringLiteral("      %1\n").arg(line);
    }
    return text;
}

Json optionalInt(const std::optional<int> &value)
{
    return value ? Json(*value) : Json(nullptr);
}

Json optionalJson(const std::optional<double> &value)
{
    return value ? Json(*value) : Json(nullptr);
}

Json deviceJson(const DeviceProbe &d)
{
    const LinkSample &s = d.sample;
    Json rx = Json::array(), tx = Json::array();
    for (std::size_t lane = 0; lane < kOpticalLanes; ++lane) {
        rx.push_back(optionalJson(s.rxPowerMw[lane]));
        tx.push_back(optionalJson(s.txPowerMw[lane]));
    }
    Json changes = Json::array();
    for (const LinkChangeRecord &change : d.changes)
        changes.push_back({{"time", utc(change.timeMs).toStdString()}, {"up", change.up}});
    const LinkHealth health = healthOf(d);
    Json reasons = Json::array();
    for (const QString &reason : health.reasons)
        reasons.push_back(reason.toStdString());
    Json notes = Json::array();
    for (const QString &note : health.notes)
        notes.push_back(note.toStdString());
    return {{"device", d.device},
            {"device_clock_ahead_ms", s.deviceClockAheadMs ? Json(*s.deviceClockAheadMs) : Json(nullptr)},
            {"link_up", s.up ? Json(*s.up) : Json(nullptr)},
            {"link_up_count", s.upCount ? Json(*s.upCount) : Json(nullptr)},
            {"link_changes", changes},
            {"net_health", s.netHealth.toStdString()},
            {"optical", {{"present", d.opticalPresent}, {"rx_power_mw", rx}, {"tx_power_mw", tx},
                         {"rx_low_threshold_mw", optionalJson(d.thresholds.rxLowMw)},
                         {"rx_high_threshold_mw", optionalJson(d.thresholds.rxHighMw)},
                         {"temperature_c", optionalJson(s.opticalTemperatureC)}}},
            {"roce_rx_err_pkt_num", s.rxErrPackets ? Json(*s.rxErrPackets) : Json(nullptr)},
            {"roce_tx_err_pkt_num", s.txErrPackets ? Json(*s.txErrPackets) : Json(nullptr)},
            {"ip", d.ipAddress.toStdString()},
            {"netmask", d.netmask.toStdString()},
            {"speed_mbps", d.speedMbps ? Json(*d.speedMbps) : Json(nullptr)},
            {"lldp", lldpJson(d)},
            {"lldp_note", d.lldpNote.toStdString()},
            {"health", healthName(health.health)},
            {"health_reasons", reasons},
            {"health_notes", notes}};
}

Json dieJson(const DieProbe &die)
{
    const NpuSmiDie &i = die.info;
    Json entry{{"npu", i.npuId}, {"chip", i.chipId}, {"device", die.phyId},
               {"logic_id", optionalInt(i.logicId)},
               {"name", i.name.toStdString()}, {"health", i.health.toStdString()},
               {"temperature_c", optionalJson(i.temperatureC)}, {"power_w", optionalJson(i.powerW)},
               {"bus_id", i.busId.toStdString()}, {"aicore_percent", optionalInt(i.aiCorePercent)},
               {"memory_used_mb", optionalInt(i.memoryUsedMb)}, {"memory_total_mb", optionalInt(i.memoryTotalMb)},
               {"hbm_used_mb", optionalInt(i.hbmUsedMb)}, {"hbm_total_mb", optionalInt(i.hbmTotalMb)}};
    if (die.detail) {
        Json codes = Json::array();
        for (const QString &code : die.detail->errorCodes) {
            codes.push_back({{"code", code.toStdString()}, {"handling", handlingOfCode(code)}});
        }
        Json information = Json::array();
        for (const QString &line : die.detail->information)
            information.push_back(line.toStdString());
        entry["health_detail"] = {{"status", die.detail->status.toStdString()}, {"error_codes", codes},
                                  {"error_information", information}};
    }
    return entry;
}

const char *deviceSourceName(DeviceSource source)
{
    switch (source) {
    case DeviceSource::HccnConf: return "hccn.conf";
    case DeviceSource::NpuSmi: return "npu-smi";
    case DeviceSource::None: break;
    }
    return "none";
}

} // namespace

QString probeReportText(const std::vector<NodeProbeOutcome> &outcomes)
{
    QString text;
    for (const NodeProbeOutcome &o : outcomes) {
        if (!o.error.isEmpty()) {
            text += QStringLiteral("%1: FAILED: %2\n").arg(o.node, o.error);
            continue;
        }
        text += QStringLiteral("%1: npu-smi %2, %3 dies, %4 devices\n")
                    .arg(o.node, o.probe.npuSmiVersion).arg(o.probe.dies.size()).arg(o.probe.devices.size());
        if (!o.probe.deviceSourceNote.isEmpty())
            text += QStringLiteral("  note: %1\n").arg(o.probe.deviceSourceNote);
        for (const DieProbe &die : o.probe.dies)
            text += dieText(die);
        for (const NpuSmiProcess &process : o.probe.processes)
            text += QStringLiteral("  process %1 %2 on NPU %3 chip %4  %5 MB\n").arg(process.pid).arg(process.name)
                        .arg(process.npuId).arg(process.chipId)
                        .arg(process.memoryMb ? QString::number(*process.memoryMb) : QStringLiteral("-"));
        for (const DeviceProbe &device : o.probe.devices)
            text += deviceText(device);
        for (const QString &error : o.probe.errors)
            text += QStringLiteral("  error: %1\n").arg(error);
        for (const Problem &problem : o.probe.problems)
            text += QStringLiteral("  unread: %1\n").arg(problem.toString());
    }
    return text;
}

QString probeReportJson(const std::vector<NodeProbeOutcome> &outcomes)
{
    Json nodes = Json::array();
    for (const NodeProbeOutcome &o : outcomes) {
        Json node{{"node", o.node.toStdString()}, {"ok", o.error.isEmpty()}};
        if (!o.error.isEmpty()) {
            node["error"] = o.error.toStdString();
            nodes.push_back(node);
            continue;
        }
        Json dies = Json::array();
        for (const DieProbe &die : o.probe.dies)
            dies.push_back(dieJson(die));
        Json processes = Json::array();
        for (const NpuSmiProcess &process : o.probe.processes)
            processes.push_back({{"npu", process.npuId}, {"chip", process.chipId}, {"pid", process.pid},
                                 {"name", process.name.toStdString()}, {"memory_mb", optionalInt(process.memoryMb)}});
        Json devices = Json::array();
        for (const DeviceProbe &device : o.probe.devices)
            devices.push_back(deviceJson(device));
        Json errors = Json::array();
        for (const QString &error : o.probe.errors)
            errors.push_back(error.toStdString());
        for (const Problem &problem : o.probe.problems)
            errors.push_back(problem.toString().toStdString());
        node["npu_smi_version"] = o.probe.npuSmiVersion.toStdString();
        node["dies"] = dies;
        node["processes"] = processes;
        node["device_source"] = deviceSourceName(o.probe.deviceSource);
        node["device_source_note"] = o.probe.deviceSourceNote.toStdString();
        node["devices"] = devices;
        node["problems"] = errors;
        nodes.push_back(node);
    }
    return QString::fromStdString(nodes.dump(2)) + QLatin1Char('\n');
}

} // namespace ascendops::cli
