#pragma once
// One probe's readings of a die's RoCE port and optical module, as the
// collector takes them from `hccn_tool` and `npu-smi`. Every reading is
// optional: a tool that failed or printed `NA` leaves a gap, not a zero.
#include <QString>
#include <QStringList>

#include <array>
#include <cstdint>
#include <optional>

namespace ascendops::telemetry {

inline constexpr std::size_t kOpticalLanes = 4;

struct LinkSample
{
    std::int64_t timeMs = 0;                                  // when the probe's answer arrived
    std::optional<bool> up;                                   // -link -g
    std::optional<int> upCount;                               // -link_stat -g: link up count
    QString netHealth;                                        // -net_health -g, "" when unread
    std::array<std::optional<double>, kOpticalLanes> rxPowerMw;   // -optical -g: Rx PowerN
    std::array<std::optional<double>, kOpticalLanes> txPowerMw;
    std::optional<double> opticalTemperatureC;
    std::optional<double> dieTemperatureC;                    // npu-smi info: Temp(C)
    std::optional<std::uint64_t> rxErrPackets;                // -stat -g: roce_rx_err_pkt_num
    std::optional<std::uint64_t> txErrPackets;                // roce_tx_err_pkt_num
    // How far the device's clock (-link_stat's "current time", read as if
    // UTC) is ahead of this console's at the probe: a node kept in local
    // time, or a drifted clock. Nothing when the tool did not say.
    std::optional<std::int64_t> deviceClockAheadMs;
    // Queries that failed or said nothing readable, with why:
    // "optical: exit status 2: ...". Empty when every query answered.
    QStringList unread;
};

// The optical module's own alarm thresholds (-optical -g: RxPower Low Thres ...).
struct OpticalThresholds
{
    std::optional<double> rxLowMw;
    std::optional<double> rxHighMw;
    std::optional<double> txLowMw;
    std::optional<double> txHighMw;
};

// A dated record of `-link_stat -g` (change records), in the device's clock
// as printed (read as if UTC): its age is measured against the device's
// own current time (LinkSample::deviceClockAheadMs), never this console's.
struct LinkChangeRecord
{
    std::int64_t timeMs = 0;
    bool up = false;
    bool operator==(const LinkChangeRecord &) const = default;
};

} // namespace ascendops::telemetry
