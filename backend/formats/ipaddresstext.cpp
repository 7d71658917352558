#include "formats/ipaddresstext.h"

namespace ascendops {
namespace {

constexpr std::uint64_t kV4MappedHigh = 0;
constexpr std::uint64_t kV4MappedLowPrefix = 0x0000ffff00000000ULL;

int hexDigit(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

// Reads one IPv6 group of 1-4 hex digits starting at *pos.
bool readGroup(std::string_view text, std::size_t *pos, std::uint16_t *group)
{
    std::size_t i = *pos;
    unsigned value = 0;
    int digits = 0;
    for (; i < text.size() && digits <= 4; ++i) {
        const int d = hexDigit(text[i]);
        if (d < 0)
            break;
        value = value * 16 + unsigned(d);
        ++digits;
    }
    if (digits == 0 || digits > 4)
        return false;
    *group = std::uint16_t(value);
    *pos = i;
    return true;
}

// True when the group starting at pos runs into a '.', i.e. it is the first
// octet of a dotted-quad tail rather than a hex group.
bool startsIpv4Tail(std::string_view text, std::size_t pos)
{
    for (; pos < text.size(); ++pos) {
        if (text[pos] == '.')
            return true;
        if (hexDigit(text[pos]) < 0)
            return false;
    }
    return false;
}

// Fills groups[] from the text and returns how many it read and where "::"
// stood (gap = -1 when there is none).
bool readGroups(std::string_view text, std::uint16_t groups[8], int *count, int *gap)
{
    std::size_t i = 0;
    *count = 0;
    *gap = -1;
    if (text.substr(0, 2) == "::") {
        *gap = 0;
        i = 2;
    } else if (!text.empty() && text.front() == ':') {
        return false;
    }
    while (i < text.size()) {
        if (startsIpv4Tail(text, i)) {
            std::uint32_t tail = 0;
            if (*count > 6 || !parseIpv4(text.substr(i), &tail))
                return false;
            groups[(*count)++] = std::uint16_t(tail >> 16);
            groups[(*count)++] = std::uint16_t(tail & 0xffff);
            return true;
        }
        if (*count == 8 || !readGroup(text, &i, &groups[*count]))
            return false;
        ++*count;
        if (i == text.size())
            return true;
        if (text[i] != ':' || ++i == text.size())
            return false;   // a stray character, or a single trailing colon
        if (text[i] == ':') {
            if (*gap >= 0)
                return false;   // only one "::" may stand for zeros
            *gap = *count;
            ++i;
        }
    }
    return true;
}

// One octet of 1-3 digits at *p, unrolled: device and host IPs are checked
// for every device of a table, ~32k times for a 16k-rank table.
bool readOctet(const char **p, const char *end, std::uint32_t *octet)
{
    const char *c = *p;
    if (c == end || unsigned(*c - '0') > 9)
        return false;
    unsigned value = unsigned(*c++ - '0');
    if (c != end && unsigned(*c - '0') <= 9) {
        if (value == 0)
            return false;   // a leading zero
        value = value * 10 + unsigned(*c++ - '0');
        if (c != end && unsigned(*c - '0') <= 9) {
            value = value * 10 + unsigned(*c++ - '0');
            if (value > 255)
                return false;
        }
    }
    *octet = value;
    *p = c;
    return true;
}

} // namespace

bool parseIpv4(std::string_view text, std::uint32_t *address)
{
    const char *p = text.data();
    const char *end = p + text.size();
    std::uint32_t result = 0;
    for (int i = 0; i < 4; ++i) {
        if (i > 0 && (p == end || *p++ != '.'))
            return false;
        std::uint32_t octet = 0;
        if (!readOctet(&p, end, &octet))
            return false;
        result = (result << 8) | octet;
    }
    if (p != end)
        return false;   // a fourth digit or trailing text
    *address = result;
    return true;
}

bool parseIpv6(std::string_view text, std::uint64_t *high, std::uint64_t *low)
{
    std::uint16_t groups[8] = {};
    int count = 0;
    int gap = -1;
    if (!readGroups(text, groups, &count, &gap))
        return false;
    if (gap < 0 ? count != 8 : count > 7)
        return false;
    std::uint16_t full[8] = {};
    const int zeros = 8 - count;
    for (int g = 0, out = 0; g < count; ++g, ++out) {
        if (g == gap)
            out += zeros;
        full[out] = groups[g];
    }
    std::uint64_t h = 0;
    std::uint64_t l = 0;
    for (int g = 0; g < 4; ++g) {
        h = (h << 16) | full[g];
        l = (l << 16) | full[g + 4];
    }
    *high = h;
    *low = l;
    return true;
}

bool parseIpAddress(std::string_view text, IpAddress *address)
{
    IpAddress result;
    if (parseIpv4(text, &result.v4)) {
        result.family = IpAddress::Family::V4;
        *address = result;
        return true;
    }
    if (!parseIpv6(text, &result.v6High, &result.v6Low))
        return false;
    result.family = IpAddress::Family::V6;
    if (result.v6High == kV4MappedHigh && (result.v6Low >> 32) << 32 == kV4MappedLowPrefix) {
        result.family = IpAddress::Family::V4;
        result.v4 = std::uint32_t(result.v6Low);
        result.v6Low = 0;
    }
    *address = result;
    return true;
}

} // namespace ascendops
