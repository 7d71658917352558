// SwitchInfoCfg, and the same bytes as a SwitchFaultCode.json and a faultCode.json.
#include "formats/faultcodetable.h"
#include "formats/switchfaultcodes.h"
#include "formats/switchinfocfg.h"

#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace ascendops;
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    if (const Parsed<SwitchInfoCfg> info = decodeSwitchInfo(text))
        (void)encodeSwitchInfo(info.value());
    (void)SwitchFaultTable::parse(text);
    (void)FaultCodeTable::parse(text);
    return 0;
}
