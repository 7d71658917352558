// The two stores of isolated chips: device-info's UpgradeFaultReason and a
// node's clusterd-manual-info-cm value, and a release from each.
#include "formats/chipisolation.h"

#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace ascendops;
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    (void)decodeUpgradeFaultReason(text);
    if (const Parsed<ClusterdManualInfo> info = decodeClusterdManualInfo(text); info && !info->total.empty())
        (void)releaseFromClusterdManualInfo(text, info->total.front());
    (void)releaseFromManuallySeparated(text, "Ascend910-1");
    return 0;
}
