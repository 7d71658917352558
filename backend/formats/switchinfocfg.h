#pragma once
// The `SwitchInfoCfg` value of a `mindx-dl-deviceinfo-<node>` ConfigMap (A3
// and later): the faults the device plugin reads from the node's UnifiedBus
// switch ports, their overall level and the node's switch health.
//   {"FaultCode":["[0x00f103b0,155907,na,na]"],"FaultLevel":"Separate",
//    "UpdateTime":1722845555,"NodeStatus":"UnHealthy",
//    "FaultTimeAndLevelMap":{"[0x00f103b0,155907,na,na]":{"fault_time":...,"fault_level":"Separate"}}}
// Read by the pipeline's detector and written by the embedded cluster.
#include "switchfaultcodes.h"

#include "core/result.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace ascendops {

struct SwitchInfoCfg
{
    std::vector<std::string> faultCodes;
    SwitchFaultLevel level = SwitchFaultLevel::NotHandle;
    std::int64_t updateTime = 0;                  // seconds
    std::string nodeStatus = "Healthy";           // Healthy, SubHealthy, PreSeparate, UnHealthy
    std::map<std::string, std::int64_t> faultTimeMs;   // code -> when it was raised (UTC ms)

    // NodeStatus as the device plugin derives it from the level.
    static const char *nodeStatusOf(SwitchFaultLevel level);
};

// Parses the ConfigMap value; a problem names its JSON place. A FaultCode
// entry is a code, or a JSON object in a string carrying AssembledFaultCode
// (as the device plugin writes it); the codes are read out of it. Entries
// that are not text are refused; an unknown FaultLevel word is refused too,
// rather than read as harmless. FaultTimeAndLevelMap keys lose their
// "_<chip>_<port>" tail, so times are keyed by code.
Parsed<SwitchInfoCfg> decodeSwitchInfo(std::string_view text);
std::string encodeSwitchInfo(const SwitchInfoCfg &info);

} // namespace ascendops
