#pragma once
// The two stores of manually isolated chips (reference
// mindcluster-recovery.md §4) and why each chip is in them:
//   the device plugin's: device-info's ManuallySeparateNPU list, with
//     UpgradeFaultReason beside it, a JSON map from chip to the upgrades
//     that isolated it ({"Ascend910-1":[{"upgrade_time":1770433162519,
//     "fault_code":"81978008","fault_level":"ManuallySeparateNPU",
//     "upgrade_type":"FaultFrequency"}]});
//   ClusterD's: cluster-system/clusterd-manual-info-cm, one key per node
//     whose value is {"Total":["Ascend910-0"],"Detail":{"Ascend910-0":
//     [{"FaultCode":"8C084E00","FaultLevel":"ManuallySeparateNPU",
//     "LastSeparateTime":1770811685650}]}}.
// A chip is released in the store that holds it: the device plugin's by
// taking it out of ManuallySeparateNPU, ClusterD's by taking it out of
// Total only (ClusterD accepts no other edit).
#include "core/result.h"

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace ascendops {

inline constexpr std::string_view kClusterdManualInfoNamespace = "cluster-system";
inline constexpr std::string_view kClusterdManualInfoName = "clusterd-manual-info-cm";
inline constexpr const char *kUpgradeFaultReasonKey = "UpgradeFaultReason";

struct IsolationReason
{
    std::string faultCode;      // "8C084E00"; "AutofillFaultCode" for a chip isolated before the reasons were kept
    std::string level;          // ManuallySeparateNPU
    std::int64_t timeMs = 0;    // upgrade_time, LastSeparateTime; 0 when not given
    std::string rule;           // FaultFrequency, FaultDuration, FaultAutofill; "" for ClusterD
};

// By chip name ("Ascend910-1").
using ChipIsolationReasons = std::map<std::string, std::vector<IsolationReason>>;

// device-info's UpgradeFaultReason value. A chip entry or a reason field of
// the wrong type is left out with a warning at its place; text that is not
// a JSON object is an error.
Parsed<ChipIsolationReasons> decodeUpgradeFaultReason(std::string_view text);

// One node's value in clusterd-manual-info-cm.
struct ClusterdManualInfo
{
    std::vector<std::string> total;     // the chips isolated
    ChipIsolationReasons detail;
};
Parsed<ClusterdManualInfo> decodeClusterdManualInfo(std::string_view text);

// The node's value with CHIP taken out of Total and nothing else changed
// (ClusterD's own release); an error when the value cannot be read.
Parsed<std::string> releaseFromClusterdManualInfo(std::string_view text, const std::string &chip);
// A ManuallySeparateNPU value without CHIP ("" when none is left).
std::string releaseFromManuallySeparated(std::string_view value, const std::string &chip);

} // namespace ascendops
