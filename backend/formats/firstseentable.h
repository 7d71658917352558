#pragma once

#include <cstdint>
#include <functional>
#include <string_view>
#include <vector>

namespace ascendops {

// Remembers where each key was first seen, so that a duplicate is reported at
// its second place and the message can name the first. Open addressing over
// one flat array: a validator inserts a key per device of a 16k-rank table,
// and a node-based std::unordered_map would allocate once per key.
template<typename Key, typename Hash>
class FirstSeenTable
{
public:
    static constexpr std::uint32_t None = UINT32_MAX;

    // Empties the table and sizes it for about `expectedKeys` keys.
    void reset(std::size_t expectedKeys)
    {
        std::size_t capacity = 16;
        while (capacity < expectedKeys * 2)
            capacity *= 2;
        m_slots.assign(capacity, Slot{});
        m_size = 0;
    }

    // Records `where` for a new key and returns None; for a key seen before,
    // returns where it was first seen. `where` must not be None.
    std::uint32_t insert(const Key &key, std::uint32_t where)
    {
        if ((m_size + 1) * 2 > m_slots.size())
            grow();
        Slot &slot = probe(key);
        if (slot.where != None)
            return slot.where;
        slot.key = key;
        slot.where = where;
        ++m_size;
        return None;
    }

    std::uint32_t find(const Key &key) const
    {
        if (m_slots.empty())
            return None;
        return const_cast<FirstSeenTable *>(this)->probe(key).where;
    }

private:
    struct Slot
    {
        Key key{};
        std::uint32_t where = None;
    };

    // The slot holding key, or the empty slot where it belongs.
    Slot &probe(const Key &key)
    {
        const std::size_t mask = m_slots.size() - 1;
        for (std::size_t i = Hash{}(key) & mask;; i = (i + 1) & mask) {
            Slot &slot = m_slots[i];
            if (slot.where == None || slot.key == key)
                return slot;
        }
    }

    void grow()
    {
        std::vector<Slot> old;
        old.swap(m_slots);
        m_slots.assign(old.empty() ? 16 : old.size() * 2, Slot{});
        for (const Slot &slot : old) {
            if (slot.where != None)
                probe(slot.key) = slot;
        }
    }

    std::vector<Slot> m_slots;
    std::size_t m_size = 0;
};

// Integer keys in rank tables are mostly runs: consecutive IPs, ports, ids,
// sometimes with a group number in the high bits. The low 16 bits index the
// table as they are, so a run fills neighbouring slots and the validation of
// a big table stays in cache; the top of the product of the higher bits and
// an odd constant moves each group of keys to its own region of the table.
struct IntegerKeyHash
{
    std::size_t operator()(std::uint64_t key) const
    {
        return std::size_t((key & 0xffff) + (((key >> 16) * 0x9e3779b97f4a7c15ULL) >> 40));
    }
};

// A 64-bit finalizer, for keys whose bits are not runs.
inline std::size_t mixBits(std::uint64_t x)
{
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    x *= 0xc4ceb9fe1a85ec53ULL;
    x ^= x >> 33;
    return std::size_t(x);
}

struct TextKeyHash
{
    std::size_t operator()(std::string_view key) const { return std::hash<std::string_view>{}(key); }
};

} // namespace ascendops
