#pragma once
// Entries of the device plugin's `huawei.com/Ascend910-Fault` list (domain
// 2.2): one entry per chip and fault type, its codes comma-joined in
// fault_code, each code's first time and level in fault_time_and_level_map,
// and the entry's level (fault_handling = fault_level =
// large_model_fault_level) the highest of its codes'.
#include "formats/deviceinfocfg.h"
#include "formats/faultcodetable.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>

namespace ascendops::sim {

// Adds (or re-levels) `code` on the chip's entry of that type.
void addFaultCode(nlohmann::json &faults, const std::string &faultType, const std::string &chip,
                  const std::string &code, FaultHandling level, std::int64_t timeMs);
// Removes the code; the entry goes when it has no code left.
void removeFaultCode(nlohmann::json &faults, const std::string &faultType, const std::string &chip,
                     const std::string &code);

} // namespace ascendops::sim
