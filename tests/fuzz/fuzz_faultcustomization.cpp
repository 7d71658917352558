// MindCluster's frequency and duration rules (faultCustomization.json, or an operator's file of that shape), each rule then applied to its own codes.
#include "formats/frequencyrules.h"

#include <QString>

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace ascendops;
    Parsed<FrequencyRules> parsed = FrequencyRules::parse(std::string_view(reinterpret_cast<const char *>(data), size));
    if (!parsed) {
        for (const Problem &problem : parsed.problems())
            (void)problem.toString();
        return 0;
    }
    FrequencyRules &rules = parsed.value();
    constexpr std::int64_t nowMs = 1'700'000'000'000;
    // A few codes of a few rules, each seen often enough to escalate.
    const std::vector<FrequencyRule> frequency = rules.frequencyRules();
    for (std::size_t r = 0; r < std::min<std::size_t>(frequency.size(), 4); ++r) {
        const FrequencyRule &rule = frequency[r];
        for (std::size_t c = 0; c < std::min<std::size_t>(rule.codes.size(), 4); ++c) {
            const QString code = QString::fromStdString(rule.codes[c]);
            for (int time = 0; time <= rule.times; ++time)
                (void)rules.record(QStringLiteral("node-1"), 0, code, nowMs + time * std::int64_t(1000));
        }
    }
    for (const DurationRule &rule : rules.durationRules()) {
        for (std::size_t c = 0; c < std::min<std::size_t>(rule.codes.size(), 4); ++c)
            (void)rules.afterDuration(QString::fromStdString(rule.codes[c]), double(rule.faultTimeoutSeconds));
    }
    return 0;
}
