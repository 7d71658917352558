#pragma once

#include "model/jsonvalue.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace ascendops {

class RankTableCommand;
class RankTableDocument;

// Every place of a table that holds a rank_id: the devices of a 1.x table
// in server order, or the ranks of a 2.0 rank_list. Structural edits use it
// to keep rank ids dense (0..N-1) and blocks contiguous. A snapshot of the
// document: use it before the edit it prepares runs.
class RankSlots
{
public:
    struct Slot
    {
        std::string objectPointer;         // the device or rank object
        const JsonValue *rankId = nullptr; // its rank_id member, if any
        std::optional<long long> rank;     // rank_id as an integer, when it is one
    };

    RankSlots(const JsonValue &document, bool rankList);

    const std::vector<Slot> &entries() const { return m_slots; }
    // The largest integer rank id of the table.
    std::optional<long long> maxRank() const;
    // The integer rank ids at or under `objectPointer` (a server, device or
    // rank), ascending.
    std::vector<long long> ranksUnder(const std::string &objectPointer) const;

    // Adds a child to `parent` for every slot whose rank id `map` changes
    // (nullopt: leave it); the new id keeps the old value's JSON type.
    // Returns how many were added.
    using Map = std::function<std::optional<long long>(const Slot &)>;
    int addRemap(RankTableCommand *parent, RankTableDocument *document, const Map &map) const;
    // Ids >= first move up by count: room for a new block at first.
    int addMakeRoom(RankTableCommand *parent, RankTableDocument *document, long long first, long long count) const;
    // Closes the gaps `removed` (ascending) leaves. Slots at or under
    // `removedObject` (the server, device or rank being removed) are left alone.
    int addCloseGaps(RankTableCommand *parent, RankTableDocument *document, const std::vector<long long> &removed,
                     const std::string &removedObject) const;

private:
    void collectServers(const JsonValue &servers);
    void collectRanks(const JsonValue &ranks);
    void addSlot(std::string objectPointer, const JsonValue &object);

    std::vector<Slot> m_slots;
};

} // namespace ascendops
