#include "ranktable/rankslots.h"

#include "formats/jsonpointer.h"
#include "ranktable/ranktableblueprint.h"
#include "ranktable/ranktablecommands.h"

#include <algorithm>

namespace ascendops {

RankSlots::RankSlots(const JsonValue &document, bool rankList)
{
    const JsonValue *list = document.isObject() ? document.find(rankList ? "rank_list" : "server_list") : nullptr;
    if (!list || !list->isArray())
        return;
    if (rankList)
        collectRanks(*list);
    else
        collectServers(*list);
}

void RankSlots::collectServers(const JsonValue &servers)
{
    for (std::size_t s = 0; s < servers.size(); ++s) {
        const JsonValue &server = servers.at(s);
        const JsonValue *devices = server.isObject() ? server.find("device") : nullptr;
        if (!devices || !devices->isArray())
            continue;
        const std::string devicesPointer = JsonPointer::append(JsonPointer::append("/server_list", s), "device");
        for (std::size_t d = 0; d < devices->size(); ++d)
            addSlot(JsonPointer::append(devicesPointer, d), devices->at(d));
    }
}

void RankSlots::collectRanks(const JsonValue &ranks)
{
    for (std::size_t r = 0; r < ranks.size(); ++r)
        addSlot(JsonPointer::append("/rank_list", r), ranks.at(r));
}

void RankSlots::addSlot(std::string objectPointer, const JsonValue &object)
{
    if (!object.isObject())
        return;
    Slot slot{std::move(objectPointer), object.find("rank_id"), std::nullopt};
    long long rank = 0;
    if (slot.rankId && slot.rankId->toInteger(&rank))
        slot.rank = rank;
    m_slots.push_back(std::move(slot));
}

std::optional<long long> RankSlots::maxRank() const
{
    std::optional<long long> best;
    for (const Slot &slot : m_slots) {
        if (slot.rank && (!best || *slot.rank > *best))
            best = slot.rank;
    }
    return best;
}

std::vector<long long> RankSlots::ranksUnder(const std::string &objectPointer) const
{
    const std::string under = objectPointer + '/';
    std::vector<long long> ranks;
    for (const Slot &slot : m_slots) {
        if (slot.rank && (slot.objectPointer == objectPointer || slot.objectPointer.starts_with(under)))
            ranks.push_back(*slot.rank);
    }
    std::sort(ranks.begin(), ranks.end());
    return ranks;
}

int RankSlots::addRemap(RankTableCommand *parent, RankTableDocument *document, const Map &map) const
{
    int added = 0;
    for (const Slot &slot : m_slots) {
        if (!slot.rank)
            continue;
        const std::optional<long long> next = map(slot);
        if (!next || *next == *slot.rank)
            continue;
        new SetValueCommand(document, JsonPointer::append(slot.objectPointer, "rank_id"),
                            RankTableBlueprint::integerLike(slot.rankId, *next), parent);
        ++added;
    }
    return added;
}

int RankSlots::addMakeRoom(RankTableCommand *parent, RankTableDocument *document, long long first,
                           long long count) const
{
    return addRemap(parent, document, [first, count](const Slot &slot) -> std::optional<long long> {
        return *slot.rank >= first ? *slot.rank + count : *slot.rank;
    });
}

int RankSlots::addCloseGaps(RankTableCommand *parent, RankTableDocument *document,
                            const std::vector<long long> &removed, const std::string &removedObject) const
{
    if (removed.empty())
        return 0;
    const std::string under = removedObject + '/';
    return addRemap(parent, document, [&](const Slot &slot) -> std::optional<long long> {
        if (slot.objectPointer == removedObject || slot.objectPointer.starts_with(under))
            return std::nullopt;
        const auto below = std::lower_bound(removed.begin(), removed.end(), *slot.rank) - removed.begin();
        return *slot.rank - below;
    });
}

} // namespace ascendops
