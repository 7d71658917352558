#pragma once

#include <QString>

#include <cstdint>
#include <vector>

namespace ascendops {

// The rank ids of a table must be exactly 0..N-1. This records who holds each
// id (a device, and the server it sits in) in one flat array, so duplicates,
// gaps and servers whose ids are not one block fall out of linear scans.
class RankIdCoverage
{
public:
    static constexpr std::uint32_t None = UINT32_MAX;

    struct Range
    {
        std::size_t first = 0;
        std::size_t last = 0;
    };

    // Expects the ids 0..rankCount-1.
    void reset(std::size_t rankCount);
    std::size_t rankCount() const { return m_holders.size(); }

    // Records that device `holder` of server `group` holds id (< rankCount).
    // Returns the device that held the id before, or None.
    std::uint32_t claim(std::size_t id, std::uint32_t holder, std::uint32_t group);

    // The ids nobody claimed, as ascending closed ranges.
    std::vector<Range> missing() const;
    // Groups whose ids, read in rank order, are broken up by another
    // group's ids: each server must hold one block, and blocks may not
    // interleave. Gaps left by missing ids do not count (they are reported
    // as missing).
    std::vector<std::uint32_t> interleavedGroups(std::size_t groupCount) const;
    // The ids a group holds, as ranges; for messages only.
    std::vector<Range> idsOf(std::uint32_t group) const;

private:
    struct Holder
    {
        std::uint32_t device = None;
        std::uint32_t group = None;
    };

    std::vector<Holder> m_holders;
    std::size_t m_claimed = 0;
};

// "0, 3-5, 9" (at most 20 ranges, then how many more).
QString compactRanges(const std::vector<RankIdCoverage::Range> &ranges);
// "rank ids 1, 5-7 are missing: ..." for a table of rankCount ranks.
QString missingRanksMessage(const std::vector<RankIdCoverage::Range> &missing, std::size_t rankCount);

} // namespace ascendops
