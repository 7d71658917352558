// The device plugin's DeviceInfoCfg value and its -Fault entries; the same bytes as a ManuallySeparateNPU value.
#include "formats/deviceinfocfg.h"

#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace ascendops;
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    const Parsed<DeviceInfoCfg> info = decodeDeviceInfo(text);
    if (info) {
        (void)decodeFaultEntries(info->faults);
        (void)info->allDies();
        (void)encodeDeviceInfo(info.value());
    }
    const Parsed<std::vector<int>> separated = decodeManuallySeparated(text);
    for (const Problem &problem : separated.problems())
        (void)problem.toString();
    return 0;
}
