#pragma once
// What the node tools would report per NPU die in the embedded cluster:
// `hccn_tool -link -g` / `-link_stat -g` (link state and flap history),
// `-net_health -g`, `-optical -g` (per-lane power, 4 lanes), `-stat -g`
// (RoCE error packet counters) and the die temperature `npu-smi info`
// shows. Faults change it; the SSH and metrics services read it.
//
// Thread-safe: readers on other threads get copies. Listeners learn which
// node changed after the change is made, on the writer's thread, and must
// only queue the news (never call back into this store).
#include "sim/store/objectstore.h"

#include <QDateTime>

#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace ascendops::sim {

struct LinkChange
{
    QDateTime time;   // UTC
    bool up = false;
};

struct DeviceTelemetry
{
    int die = 0;
    bool linkUp = true;
    std::vector<LinkChange> linkHistory;    // oldest first; hccn_tool prints newest first
    int linkUpCount = 1;                    // "link up count" since boot
    std::string netHealth = "Success";      // hccn_tool -net_health: Success, Fault, Socket failed, ...
    std::array<double, 4> txPowerDbm{};     // optical module lanes 0..3
    std::array<double, 4> rxPowerDbm{};
    double opticalTemperatureC = 45.0;
    double temperatureC = 40.0;             // the die, as npu-smi's Temp(C)
    std::uint64_t roceRxErrPkts = 0;        // hccn_tool -stat: roce_rx_err_pkt_num
    std::uint64_t roceTxErrPkts = 0;        // roce_tx_err_pkt_num
};

// Thresholds of the optical module (hccn_tool -optical -g of a real module:
// RxPower Low Thres 0.1445 mW, TxPower Low Thres 0.2818 mW).
inline constexpr double kRxPowerLowDbm = -8.4;
inline constexpr double kTxPowerLowDbm = -5.5;

double milliwattToDbm(double milliwatt);
double dbmToMilliwatt(double dbm);

class TelemetryStore
{
public:
    using Listener = std::function<void(const std::string &node)>;

    // One entry per die of every node with a device-info ConfigMap, with
    // plausible readings that differ per die but not per run.
    void populateFrom(const ObjectStore &store);
    void addNode(const std::string &node, const std::vector<int> &dies);

    // Queries: copies, empty when unknown.
    std::vector<std::string> nodes() const;
    std::vector<DeviceTelemetry> node(const std::string &node) const;
    std::optional<DeviceTelemetry> device(const std::string &node, int die) const;

    // Fault effects. The link going down records a change and counts the
    // RoCE packets that were in flight; optical degradation drops the lanes'
    // receive power below the low threshold.
    void setLinkUp(const std::string &node, int die, bool up);
    void setOpticalDegraded(const std::string &node, int die, bool degraded);
    void setNetHealth(const std::string &node, int die, const std::string &health);
    void setTemperature(const std::string &node, int die, double celsius);
    // The training processes of the job ("ns/name") wait without computing
    // (a hang): npu-smi shows their dies at AICore 0% while they hold them.
    // NODES, where its pods run, are told to the listeners.
    void setJobStalled(const std::string &jobKey, bool stalled, const std::vector<std::string> &nodes);
    bool jobStalled(const std::string &jobKey) const;

    int addListener(Listener listener);
    void removeListener(int id);

private:
    DeviceTelemetry *findLocked(const std::string &node, int die);
    void notify(const std::string &node);

    mutable std::mutex m_mutex;
    std::map<std::string, std::map<int, DeviceTelemetry>> m_nodes;
    std::set<std::string> m_stalledJobs;
    // Its own lock: listeners run after m_mutex is released, so that one
    // that reads the store from another thread cannot deadlock with a writer.
    std::mutex m_listenerMutex;
    std::map<int, Listener> m_listeners;
    int m_nextListener = 1;
};

} // namespace ascendops::sim
