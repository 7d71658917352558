#pragma once
// The Ascend Device Plugin's fault-level table (faultCode.json): which
// handling level a chip fault code gets. The embedded cluster ships
// MindCluster's default table; a table of the same shape (the
// mindx-dl-fault-config override) can be parsed too.
#include "core/result.h"

#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>

namespace ascendops {

// The device plugin's hang detection: about 5 minutes without AICore, HBM,
// RoCE or CPU activity on a chip (reference mindcluster-recovery.md §hang).
inline constexpr const char *kHangCode = "200001002";

// Handling levels, least to most disruptive. The order decides which level
// wins when a code is listed under two of them ("handled according to the
// higher-level fault", ascend_device_plugin.md): what only warns sits below
// what restarts work, and isolating a chip is the top.
enum class FaultHandling {
    NotHandleFault,
    SubHealthFault,
    PreSeparateNPU,
    RestartRequest,
    RestartBusiness,
    FreeRestartNPU,
    RestartNPU,
    SeparateNPU,
    ManuallySeparateNPU,
};

// "SeparateNPU", as fault_handling and fault_level carry it.
const char *faultHandlingName(FaultHandling handling);
std::optional<FaultHandling> faultHandlingFromName(std::string_view name);

// The level takes the chip out of service until the fault clears: the device
// plugin lists it under -Unhealthy and the job's process on it fails.
bool makesChipUnhealthy(FaultHandling handling);

class FaultCodeTable
{
public:
    // MindCluster's default table, embedded in the build.
    static const FaultCodeTable &builtIn();
    // A faultCode.json document: top-level keys "<Level>Codes" holding arrays
    // of hex code strings (8 digits for chip codes). Unknown keys are ignored; on failure says why.
    static Parsed<FaultCodeTable> parse(std::string_view json);

    // The level of a code (case-insensitive hex). A code the table does not
    // list is handled as SeparateNPU, the device plugin's rule for any
    // unrecognized code not reported as Hint or Minor.
    FaultHandling handlingOf(std::string_view code) const;
    bool knows(std::string_view code) const;
    std::size_t size() const { return m_levels.size(); }

private:
    std::unordered_map<std::string, FaultHandling> m_levels;   // upper-case code
};

// "80e18402" -> "80E18402"; nothing unless exactly 8 hex digits (a chip
// fault code as injected).
std::optional<std::string> normalizeFaultCode(std::string_view code);

} // namespace ascendops
