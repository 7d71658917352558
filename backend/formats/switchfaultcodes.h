#pragma once
// The Ascend Device Plugin's switch fault table (SwitchFaultCode.json): the
// handling level of a UnifiedBus switch fault on A3 super-pods, and the
// level names SwitchInfoCfg carries. Codes are the plugin's bracketed form,
// "[0x00f1fef5,155914,npu,na]" (event type, fault id, peer device, port).
// MindCluster's default table is embedded; an operator's file of the same
// shape is parsed too.
#include "faultcodetable.h"

#include "core/result.h"

#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>

namespace ascendops {

// Least to most disruptive; the highest level of a switch's codes wins.
// PreSeparate is in the device plugin's code, not in its documentation.
enum class SwitchFaultLevel { NotHandle, SubHealth, Reset, RestartRequest, PreSeparate, Separate };

// "NotHandle", "SubHealthFault", "Reset", "RestartRequest", "PreSeparate",
// "Separate": the SwitchInfoCfg FaultLevel words.
const char *switchFaultLevelName(SwitchFaultLevel level);
std::optional<SwitchFaultLevel> switchFaultLevelFromName(std::string_view name);

// What the pipeline's ladder does with it, on the chip-level scale:
// Separate takes the server's switch port out (SeparateNPU), RestartRequest
// and Reset stop the training processes, SubHealth only warns.
FaultHandling handlingOfSwitchLevel(SwitchFaultLevel level);

// "[0x00F1FEF5, 155914,NPU,NA]" -> "[0x00f1fef5,155914,npu,na]"; nothing when
// the text is not a bracketed list of four fields.
std::optional<std::string> normalizeSwitchFaultCode(std::string_view code);

class SwitchFaultTable
{
public:
    static const SwitchFaultTable &builtIn();
    // Keys "NotHandleFaultCodes", "SubHealthFaultCodes", "ResetFaultCodes",
    // "RestartRequestFaultCodes", "PreSeparateFaultCodes", "SeparateFaultCodes", each an array of
    // codes; other keys are ignored. On failure says why, with the place.
    static Parsed<SwitchFaultTable> parse(std::string_view json);

    std::optional<SwitchFaultLevel> levelOf(std::string_view code) const;
    std::size_t size() const { return m_levels.size(); }

private:
    std::unordered_map<std::string, SwitchFaultLevel> m_levels;   // normalized code
};

} // namespace ascendops
