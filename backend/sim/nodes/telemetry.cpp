#include "sim/nodes/telemetry.h"

#include "sim/controllers/nodehealthmaps.h"
#include "sim/store/objectmeta.h"

#include <cmath>
#include <functional>

namespace ascendops::sim {
namespace {

// A stable value in [0, 1) per node, die and purpose.
double jitter(const std::string &node, int die, int salt)
{
    const std::size_t h = std::hash<std::string>{}(node + '/' + std::to_string(die) + '/' + std::to_string(salt));
    return double(h % 10007) / 10007.0;
}

// Readings of a healthy 400G module and die: transmit about 1.4 mW
// (+1.5 dBm) and receive about 1.0 mW (0 dBm) per lane, module 45-50 C,
// die 36-47 C under load, as the real hccn_tool and npu-smi outputs show.
DeviceTelemetry healthyDevice(const std::string &node, int die)
{
    DeviceTelemetry device;
    device.die = die;
    for (int lane = 0; lane < 4; ++lane) {
        device.txPowerDbm[lane] = 1.2 + 0.6 * jitter(node, die, 10 + lane);
        device.rxPowerDbm[lane] = -0.8 + 1.2 * jitter(node, die, 20 + lane);
    }
    device.opticalTemperatureC = 45.0 + 5.0 * jitter(node, die, 1);
    device.temperatureC = 36.0 + 11.0 * jitter(node, die, 2);
    device.linkHistory.push_back({QDateTime::currentDateTimeUtc(), true});
    return device;
}

} // namespace

double milliwattToDbm(double milliwatt)
{
    return milliwatt > 0 ? 10.0 * std::log10(milliwatt) : -40.0;
}

double dbmToMilliwatt(double dbm)
{
    return std::pow(10.0, dbm / 10.0);
}

void TelemetryStore::populateFrom(const ObjectStore &store)
{
    const LabelSelector everything;
    for (const ObjectPtr &node : store.list(*findResource("", "v1", "nodes"), "", everything, FieldSelector()).items) {
        const std::string name = metaString(node->value, "name");
        if (const std::optional<DeviceInfoCfg> info = readDeviceInfo(store, name))
            addNode(name, info->allDies());
    }
}

void TelemetryStore::addNode(const std::string &node, const std::vector<int> &dies)
{
    bool added = false;
    {
        std::lock_guard lock(m_mutex);
        std::map<int, DeviceTelemetry> &devices = m_nodes[node];
        for (int die : dies)
            added = devices.try_emplace(die, healthyDevice(node, die)).second || added;
    }
    if (added)
        notify(node);
}

std::vector<std::string> TelemetryStore::nodes() const
{
    std::lock_guard lock(m_mutex);
    std::vector<std::string> names;
    for (const auto &[name, devices] : m_nodes)
        names.push_back(name);
    return names;
}

std::vector<DeviceTelemetry> TelemetryStore::node(const std::string &node) const
{
    std::lock_guard lock(m_mutex);
    std::vector<DeviceTelemetry> out;
    if (const auto it = m_nodes.find(node); it != m_nodes.end()) {
        for (const auto &[die, device] : it->second)
            out.push_back(device);
    }
    return out;
}

std::optional<DeviceTelemetry> TelemetryStore::device(const std::string &node, int die) const
{
    std::lock_guard lock(m_mutex);
    const auto it = m_nodes.find(node);
    if (it == m_nodes.end() || !it->second.count(die))
        return std::nullopt;
    return it->second.at(die);
}

DeviceTelemetry *TelemetryStore::findLocked(const std::string &node, int die)
{
    // A die nobody populated (a test's store, a node added later) starts healthy.
    auto [it, inserted] = m_nodes[node].try_emplace(die);
    if (inserted)
        it->second = healthyDevice(node, die);
    return &it->second;
}

void TelemetryStore::setLinkUp(const std::string &node, int die, bool up)
{
    {
        std::lock_guard lock(m_mutex);
        DeviceTelemetry *device = findLocked(node, die);
        if (device->linkUp == up)
            return;
        device->linkUp = up;
        device->linkHistory.push_back({QDateTime::currentDateTimeUtc(), up});
        if (up) {
            ++device->linkUpCount;
        } else {
            // Packets in flight when the port dropped fail their transmission.
            device->roceTxErrPkts += 16 + std::uint64_t(48 * jitter(node, die, int(device->linkHistory.size())));
            device->roceRxErrPkts += 4;
        }
        device->netHealth = up ? "Success" : "Fault";
    }
    notify(node);
}

void TelemetryStore::setOpticalDegraded(const std::string &node, int die, bool degraded)
{
    {
        std::lock_guard lock(m_mutex);
        DeviceTelemetry *device = findLocked(node, die);
        const DeviceTelemetry healthy = healthyDevice(node, die);
        for (int lane = 0; lane < 4; ++lane) {
            // A dirty or failing module: every lane 2-4 dB under the low threshold.
            device->rxPowerDbm[lane] = degraded ? kRxPowerLowDbm - 2.0 - 2.0 * jitter(node, die, 30 + lane)
                                                : healthy.rxPowerDbm[lane];
        }
        if (degraded)
            device->roceRxErrPkts += 128;
    }
    notify(node);
}

void TelemetryStore::setNetHealth(const std::string &node, int die, const std::string &health)
{
    {
        std::lock_guard lock(m_mutex);
        findLocked(node, die)->netHealth = health;
    }
    notify(node);
}

void TelemetryStore::setTemperature(const std::string &node, int die, double celsius)
{
    {
        std::lock_guard lock(m_mutex);
        findLocked(node, die)->temperatureC = celsius;
    }
    notify(node);
}

void TelemetryStore::setJobStalled(const std::string &jobKey, bool stalled, const std::vector<std::string> &nodes)
{
    {
        std::lock_guard lock(m_mutex);
        if (stalled ? !m_stalledJobs.insert(jobKey).second : m_stalledJobs.erase(jobKey) == 0)
            return;
    }
    for (const std::string &node : nodes)
        notify(node);
}

bool TelemetryStore::jobStalled(const std::string &jobKey) const
{
    std::lock_guard lock(m_mutex);
    return m_stalledJobs.count(jobKey) > 0;
}

int TelemetryStore::addListener(Listener listener)
{
    std::lock_guard lock(m_listenerMutex);
    const int id = m_nextListener++;
    m_listeners.emplace(id, std::move(listener));
    return id;
}

void TelemetryStore::removeListener(int id)
{
    std::lock_guard lock(m_listenerMutex);
    m_listeners.erase(id);
}

void TelemetryStore::notify(const std::string &node)
{
    std::lock_guard lock(m_listenerMutex);
    for (const auto &[id, listener] : m_listeners)
        listener(node);
}

} // namespace ascendops::sim
