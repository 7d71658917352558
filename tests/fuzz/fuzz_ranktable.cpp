// A rank table (hccl.json): the JSON reader, then the rank-table validator, the template-2 conversion and the retry
// cross-checks on what it read.
#include "formats/jsonreader.h"
#include "formats/ranktabletemplate2.h"
#include "formats/ranktablevalidator.h"
#include "formats/retrycrosscheck.h"

#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace ascendops;
    const Parsed<JsonValue> parsed = parseJson(std::string_view(reinterpret_cast<const char *>(data), size));
    if (!parsed) {
        for (const Problem &problem : parsed.problems())
            (void)problem.toString();
        return 0;
    }
    const JsonValue &table = parsed.value();
    (void)rankTableVersionName(rankTableVersion(table));
    for (const Problem &problem : validateRankTable(table))
        (void)problem.toString();
    const Parsed<JsonValue> converted = convertTemplate2To10(table);
    if (converted)
        (void)validateRankTable(converted.value());
    // Every level on, so that each rule about the table (host_ip, backup NICs) has its say.
    RetrySettings everything;
    for (const RetryLevel level : allRetryLevels)
        everything.setEnabled(level, true);
    everything.includeL0 = true;
    everything.paramsSet = true;
    (void)crossCheckRetry(everything, &table);
    (void)crossCheckRetry(RetrySettings{}, &table);
    return 0;
}
