#pragma once
// MindCluster's frequency and duration rules (faultCustomization.json, the
// device plugin's file of that shape): a code seen Times times on one chip
// within TimeWindow seconds raises the chip to FaultHandling (usually
// ManuallySeparateNPU, which stays until an operator releases it or
// ReleaseTimeWindow passes); a code that lasts FaultTimeout seconds is
// raised to its FaultHandling (81078603: PreSeparateNPU after 20 s).
#include "core/result.h"
#include "formats/faultcodetable.h"

#include <QString>

#include <cstdint>
#include <deque>
#include <map>
#include <optional>
#include <string_view>
#include <vector>

namespace ascendops {

struct FrequencyRule
{
    std::vector<std::string> codes;      // upper-case hex
    std::int64_t windowSeconds = 86400;
    int times = 2;
    FaultHandling handling = FaultHandling::ManuallySeparateNPU;
    std::int64_t releaseSeconds = 0;     // 0: released by an operator only
};

struct DurationRule
{
    std::vector<std::string> codes;
    std::int64_t faultTimeoutSeconds = 20;
    std::int64_t recoverTimeoutSeconds = 60;
    FaultHandling handling = FaultHandling::PreSeparateNPU;
};

struct FrequencyEscalation
{
    FaultHandling handling;
    int count = 0;                       // occurrences within the window, this one included
    std::int64_t windowSeconds = 0;
};

class FrequencyRules
{
public:
    // MindCluster's default file, embedded in the build.
    static FrequencyRules builtIn();
    // A faultCustomization.json document; on failure says why and where.
    static Parsed<FrequencyRules> parse(std::string_view json);

    // Counts one occurrence of `code` on the chip; the escalation once a
    // frequency rule's count is reached within its window.
    std::optional<FrequencyEscalation> record(const QString &node, int die, const QString &code, std::int64_t nowMs);
    // The level a code reaches once it has lasted `seconds`, if a duration
    // rule raises it. The pipeline does not call it: the device plugin
    // applies duration rules itself and device-info reports the raised
    // level, which classification takes; this says what a rules file means.
    std::optional<FaultHandling> afterDuration(const QString &code, double seconds) const;

    const std::vector<FrequencyRule> &frequencyRules() const { return m_frequency; }
    const std::vector<DurationRule> &durationRules() const { return m_duration; }

private:
    const FrequencyRule *frequencyRuleOf(const std::string &code) const;

    std::vector<FrequencyRule> m_frequency;
    std::vector<DurationRule> m_duration;
    std::map<QString, std::deque<std::int64_t>> m_seen;   // "node/die/code" -> times (ms)
};

} // namespace ascendops
