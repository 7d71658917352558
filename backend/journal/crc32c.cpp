#include "journal/crc32c.h"

#include <array>

namespace ascendops::journal {

namespace {

// The Castagnoli polynomial 0x1EDC6F41, bit-reversed: the table is for the
// least-significant-bit-first form, as the standard check value expects.
constexpr std::uint32_t kPolynomial = 0x82F63B78u;

constexpr std::array<std::uint32_t, 256> makeTable()
{
    std::array<std::uint32_t, 256> table{};
    for (std::uint32_t byte = 0; byte < 256; ++byte) {
        std::uint32_t crc = byte;
        for (int bit = 0; bit < 8; ++bit)
            crc = (crc & 1u) ? (crc >> 1) ^ kPolynomial : crc >> 1;
        table[byte] = crc;
    }
    return table;
}

constexpr std::array<std::uint32_t, 256> kTable = makeTable();

} // namespace

std::uint32_t crc32c(QByteArrayView bytes)
{
    std::uint32_t crc = 0xFFFFFFFFu;
    for (const char c : bytes)
        crc = kTable[(crc ^ std::uint8_t(c)) & 0xFFu] ^ (crc >> 8);
    return crc ^ 0xFFFFFFFFu;
}

} // namespace ascendops::journal
