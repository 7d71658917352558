// Volcano's remain-retry-times (vcjob-fault-npu-cm) in any shape.
#include "formats/remainretrytimes.h"

#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace ascendops;
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    if (const Parsed<std::map<QString, int>> left = readRemainRetryTimes(text))
        (void)remainRetriesOf(*left, QStringLiteral("default"), QStringLiteral("job"), QStringLiteral("u"));
    return 0;
}
