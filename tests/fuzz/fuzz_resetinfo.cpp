// MindCluster's reset.json (reset-config-<job>) in any shape: read, its
// ranks grouped by status and described.
#include "formats/resetinfo.h"

#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace ascendops;
    const Parsed<ResetInfo> info = readResetInfo(std::string_view(reinterpret_cast<const char *>(data), size));
    for (const Problem &problem : info.problems())
        (void)problem.toString();
    if (!info)
        return 0;
    (void)info->ranksIn(QStringLiteral("unrecovered"));
    (void)describeResetInfo(*info);
    return 0;
}
