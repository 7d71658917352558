#include "nodeprobereport.h"

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
    const LinkHealth health = healthOf(d);
    text += QStringLiteral("    health %1%2\n").arg(QString::fromLatin1(healthName(health.health)),
        health.reasons.isEmpty() ? QString() : QStringLiteral(": ") + health.reasons.join(QStringLiteral("; ")));
    return text;
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
    return {{"device", d.device},
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
            {"health", healthName(health.health)},
            {"health_reasons", reasons}};
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
        for (const DieProbe &die : o.probe.dies)
            text += QStringLiteral("  NPU %1 chip %2 (device %3) %4  health %5  temp %6 C  power %7 W\n")
                        .arg(die.npuId).arg(die.chipId).arg(die.phyId).arg(die.name, die.health,
                             optional(die.temperatureC, 0), optional(die.powerW, 1));
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
            dies.push_back({{"npu", die.npuId}, {"chip", die.chipId}, {"device", die.phyId},
                            {"name", die.name.toStdString()}, {"health", die.health.toStdString()},
                            {"temperature_c", optionalJson(die.temperatureC)}, {"power_w", optionalJson(die.powerW)}});
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
        node["devices"] = devices;
        node["problems"] = errors;
        nodes.push_back(node);
    }
    return QString::fromStdString(nodes.dump(2)) + QLatin1Char('\n');
}

} // namespace ascendops::cli
