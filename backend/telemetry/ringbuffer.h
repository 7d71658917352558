#pragma once
// A fixed-capacity series: once full, each new element replaces the oldest,
// so a collector that runs for weeks holds the same memory as after an hour.
#include <cstddef>
#include <vector>

namespace ascendops::telemetry {

template<typename T>
class RingBuffer
{
public:
    explicit RingBuffer(std::size_t capacity) : m_items(capacity ? capacity : 1) {}

    void push(T item)
    {
        m_items[(m_start + m_size) % m_items.size()] = std::move(item);
        if (m_size < m_items.size())
            ++m_size;
        else
            m_start = (m_start + 1) % m_items.size();
    }

    std::size_t size() const { return m_size; }
    std::size_t capacity() const { return m_items.size(); }
    bool empty() const { return m_size == 0; }
    // 0 is the oldest element kept.
    const T &at(std::size_t i) const { return m_items[(m_start + i) % m_items.size()]; }
    const T &back() const { return at(m_size - 1); }
    void clear() { m_start = m_size = 0; }

private:
    std::vector<T> m_items;
    std::size_t m_start = 0;
    std::size_t m_size = 0;
};

} // namespace ascendops::telemetry
