#include "sim/nodes/npuexportermetrics.h"

#include "model/objectfields.h"

#include "sim/controllers/nodehealthmaps.h"

#include <QLocale>

#include <algorithm>
#include <functional>
#include <vector>

namespace ascendops::sim {
namespace {

struct Family
{
    const char *name;
    const char *help;
    std::function<double(const DeviceTelemetry &)> value;
};

std::string number(double value)
{
    return QLocale::c().toString(value, 'g', 10).toStdString();
}

// The first fault code the device plugin lists for the die, as the exporter
// reports it: the code's value, 0 when the die has none.
double errorCode(const DeviceInfoCfg *info, int die)
{
    if (!info)
        return 0;
    const std::string chip = info->chipName(die);
    for (const nlohmann::json &entry : info->faults) {
        if (fields::text(entry, {"npu_name"}).toStdString() != chip)
            continue;
        const std::string codes = fields::text(entry, {"fault_code"}).toStdString();
        const std::string first = codes.substr(0, codes.find(','));
        bool ok = false;
        const qulonglong code = QString::fromStdString(first).toULongLong(&ok, 16);
        if (ok)
            return double(code);
    }
    return 0;
}

bool isHealthy(const DeviceInfoCfg *info, int die)
{
    if (!info)
        return true;
    auto listed = [die](const std::vector<int> &dies) { return std::find(dies.begin(), dies.end(), die) != dies.end(); };
    return !listed(info->unhealthy) && !listed(info->networkUnhealthy);
}

std::vector<Family> linkFamilies()
{
    std::vector<Family> families{
        {"npu_chip_info_temperature", "the npu temperature", [](const DeviceTelemetry &d) { return d.temperatureC; }},
        {"npu_chip_info_link_status", "the npu link status, 1 up, 0 down",
         [](const DeviceTelemetry &d) { return d.linkUp ? 1.0 : 0.0; }},
        // The exporter's numeric net health: 0 is success.
        {"npu_chip_info_network_status", "the npu network health status, 0 healthy",
         [](const DeviceTelemetry &d) { return d.netHealth == "Success" ? 0.0 : 1.0; }},
        {"npu_chip_roce_rx_err_pkt_num", "the npu interface receive err packet num",
         [](const DeviceTelemetry &d) { return double(d.roceRxErrPkts); }},
        {"npu_chip_roce_tx_err_pkt_num", "the npu interface transmit err packet num",
         [](const DeviceTelemetry &d) { return double(d.roceTxErrPkts); }},
        {"npu_chip_optical_temp", "the npu interface optical temperature",
         [](const DeviceTelemetry &d) { return d.opticalTemperatureC; }},
    };
    static const char *const txNames[] = {"npu_chip_optical_tx_power_0", "npu_chip_optical_tx_power_1",
                                          "npu_chip_optical_tx_power_2", "npu_chip_optical_tx_power_3"};
    static const char *const rxNames[] = {"npu_chip_optical_rx_power_0", "npu_chip_optical_rx_power_1",
                                          "npu_chip_optical_rx_power_2", "npu_chip_optical_rx_power_3"};
    for (std::size_t lane = 0; lane < 4; ++lane) {
        families.push_back({txNames[lane], "the npu interface optical tx power in mW",
                            [lane](const DeviceTelemetry &d) { return dbmToMilliwatt(d.txPowerDbm[lane]); }});
        families.push_back({rxNames[lane], "the npu interface optical rx power in mW",
                            [lane](const DeviceTelemetry &d) { return dbmToMilliwatt(d.rxPowerDbm[lane]); }});
    }
    return families;
}

void appendHeader(std::string &out, const char *name, const char *help)
{
    out += "# HELP ";
    out += name;
    out += ' ';
    out += help;
    out += "\n# TYPE ";
    out += name;
    out += " gauge\n";
}

void appendSample(std::string &out, const char *name, const std::string &labels, double value, std::int64_t nowMs)
{
    out += name;
    out += labels;
    out += ' ';
    out += number(value);
    out += ' ';
    out += std::to_string(nowMs);
    out += '\n';
}

} // namespace

std::optional<std::string> npuExporterMetrics(const ObjectStore &store, const TelemetryStore &telemetry,
                                              const std::string &node, std::int64_t nowMs)
{
    const std::vector<DeviceTelemetry> dies = telemetry.node(node);
    if (dies.empty())
        return std::nullopt;
    const std::optional<DeviceInfoCfg> info = readDeviceInfo(store, node);
    const DeviceInfoCfg *faults = info ? &*info : nullptr;
    const int perNpu = diesPerNpu(store, node);
    const std::string model = perNpu == 2 ? "Ascend910" : "910B1";
    auto labels = [&model](const DeviceTelemetry &d) {
        return "{id=\"" + std::to_string(d.die) + "\",model_name=\"" + model + "\"}";
    };

    std::string out;
    appendHeader(out, "machine_npu_nums", "Amount of npu installed on the machine.");
    out += "machine_npu_nums " + std::to_string(dies.size() / std::size_t(perNpu)) + '\n';
    appendHeader(out, "npu_chip_info_health_status", "the npu health status, 1 healthy, 0 unhealthy");
    for (const DeviceTelemetry &d : dies)
        appendSample(out, "npu_chip_info_health_status", labels(d), isHealthy(faults, d.die) ? 1 : 0, nowMs);
    appendHeader(out, "npu_chip_info_error_code", "the npu error code");
    for (const DeviceTelemetry &d : dies)
        appendSample(out, "npu_chip_info_error_code", labels(d), errorCode(faults, d.die), nowMs);
    for (const Family &family : linkFamilies()) {
        appendHeader(out, family.name, family.help);
        for (const DeviceTelemetry &d : dies)
            appendSample(out, family.name, labels(d), family.value(d), nowMs);
    }
    return out;
}

} // namespace ascendops::sim
