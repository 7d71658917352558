#include "formats/rankidcoverage.h"

#include <QCoreApplication>
#include <QStringList>

namespace ascendops {
namespace {

constexpr std::size_t kRangesShown = 20;

void extend(std::vector<RankIdCoverage::Range> *ranges, std::size_t id)
{
    if (!ranges->empty() && ranges->back().last + 1 == id)
        ranges->back().last = id;
    else
        ranges->push_back({id, id});
}

} // namespace

void RankIdCoverage::reset(std::size_t rankCount)
{
    m_holders.assign(rankCount, Holder{});
    m_claimed = 0;
}

std::uint32_t RankIdCoverage::claim(std::size_t id, std::uint32_t holder, std::uint32_t group)
{
    Holder &slot = m_holders[id];
    if (slot.device != None)
        return slot.device;
    slot = Holder{holder, group};
    ++m_claimed;
    return None;
}

std::vector<RankIdCoverage::Range> RankIdCoverage::missing() const
{
    std::vector<Range> ranges;
    if (m_claimed == m_holders.size())
        return ranges;
    for (std::size_t id = 0; id < m_holders.size(); ++id) {
        if (m_holders[id].device == None)
            extend(&ranges, id);
    }
    return ranges;
}

std::vector<std::uint32_t> RankIdCoverage::interleavedGroups(std::size_t groupCount) const
{
    std::vector<unsigned char> closed(groupCount, 0);
    std::vector<unsigned char> reported(groupCount, 0);
    std::vector<std::uint32_t> groups;
    std::uint32_t current = None;
    for (const Holder &holder : m_holders) {
        if (holder.group == None || holder.group == current)
            continue;
        if (current != None)
            closed[current] = 1;
        current = holder.group;
        if (closed[current] && !reported[current]) {
            reported[current] = 1;
            groups.push_back(current);
        }
    }
    return groups;
}

std::vector<RankIdCoverage::Range> RankIdCoverage::idsOf(std::uint32_t group) const
{
    std::vector<Range> ranges;
    for (std::size_t id = 0; id < m_holders.size(); ++id) {
        if (m_holders[id].group == group)
            extend(&ranges, id);
    }
    return ranges;
}

QString compactRanges(const std::vector<RankIdCoverage::Range> &ranges)
{
    QStringList parts;
    for (std::size_t i = 0; i < ranges.size() && i < kRangesShown; ++i) {
        const RankIdCoverage::Range &r = ranges[i];
        parts.append(r.first == r.last ? QString::number(r.first)
                                       : QStringLiteral("%1-%2").arg(r.first).arg(r.last));
    }
    QString text = parts.join(QStringLiteral(", "));
    if (ranges.size() > kRangesShown) {
        text += QCoreApplication::translate("RankTableValidator", " and %1 more ranges")
                    .arg(ranges.size() - kRangesShown);
    }
    return text;
}

QString missingRanksMessage(const std::vector<RankIdCoverage::Range> &missing, std::size_t rankCount)
{
    if (missing.size() == 1 && missing.front().first == missing.front().last) {
        return QCoreApplication::translate("RankTableValidator",
            "rank id %1 is missing: the %2 ranks must use every rank id from 0 to %3 exactly once.")
            .arg(missing.front().first).arg(rankCount).arg(rankCount - 1);
    }
    return QCoreApplication::translate("RankTableValidator",
        "rank ids %1 are missing: the %2 ranks must use every rank id from 0 to %3 exactly once.")
        .arg(compactRanges(missing)).arg(rankCount).arg(rankCount - 1);
}

} // namespace ascendops
