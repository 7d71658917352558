#pragma once

#include <array>
#include <cstdint>

namespace ascendops {

// The communication-domain layers HCCL operator retry can be switched on for
// (HCCL_OP_RETRY_ENABLE). L0 only exists in older CANN releases (8.1 to 8.3);
// current HCCL documents L1 and L2 alone.
enum class RetryLevel { L0, L1, L2 };

inline constexpr std::array<RetryLevel, 3> allRetryLevels{RetryLevel::L0, RetryLevel::L1, RetryLevel::L2};

// An inclusive range of an HCCL_OP_RETRY_PARAMS key, shared by the parser and
// the editor's spin boxes so that the two can never disagree.
struct RetryParamRange
{
    std::uint32_t minimum;
    std::uint32_t maximum;
    std::uint32_t defaultValue;
};

// Ranges and defaults from the product document (CANN 8.x environment
// variable reference). The HCCL repository's current env doc lists MaxCnt's
// default as 1 instead of 3; we keep the product document's 3 because that is
// what the clusters this console manages were deployed with.
inline constexpr RetryParamRange maxCntRange{1, 10, 3};
inline constexpr RetryParamRange holdTimeRange{0, 60000, 5000};       // ms
inline constexpr RetryParamRange intervalTimeRange{0, 60000, 1000};   // ms

// What HCCL_OP_RETRY_ENABLE and HCCL_OP_RETRY_PARAMS say, after parsing.
// A default-constructed value is what HCCL does when neither is exported:
// retry off everywhere, documented default parameters.
struct RetrySettings
{
    std::array<bool, 3> levels{};   // indexed by RetryLevel
    // L0 was written (or the editor shows it): the canonical form then keeps
    // "L0:x" so that a round trip does not drop what an older-CANN user wrote.
    bool includeL0 = false;

    // HCCL_OP_RETRY_PARAMS was given at all. Needed to warn that parameters
    // without any enabled level are ignored, and to leave the export out when
    // it would have no effect.
    bool paramsSet = false;
    std::uint32_t maxCnt = maxCntRange.defaultValue;
    std::uint32_t holdTimeMs = holdTimeRange.defaultValue;
    std::uint32_t intervalTimeMs = intervalTimeRange.defaultValue;

    bool isEnabled(RetryLevel level) const { return levels[std::size_t(level)]; }
    void setEnabled(RetryLevel level, bool on) { levels[std::size_t(level)] = on; }
    bool anyLevelEnabled() const { return levels[0] || levels[1] || levels[2]; }

    bool operator==(const RetrySettings &) const = default;
};

// "L0", "L1" or "L2".
const char *retryLevelName(RetryLevel level);

} // namespace ascendops
