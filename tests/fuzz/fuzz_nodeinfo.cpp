// NodeD's NodeInfo value.
#include "formats/nodeinfocfg.h"

#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace ascendops;
    const Parsed<NodeInfoCfg> info = decodeNodeInfo(std::string_view(reinterpret_cast<const char *>(data), size));
    if (info)
        (void)encodeNodeInfo(info.value());
    return 0;
}
