// The device plugin's DeviceInfoCfg value and its -Fault entries.
#include "formats/deviceinfocfg.h"

#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace ascendops;
    const Parsed<DeviceInfoCfg> info = decodeDeviceInfo(std::string_view(reinterpret_cast<const char *>(data), size));
    if (info) {
        (void)decodeFaultEntries(info->faults);
        (void)info->allDies();
        (void)encodeDeviceInfo(info.value());
    }
    return 0;
}
