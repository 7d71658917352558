#pragma once

#include <cstdint>
#include <string_view>

namespace ascendops {

// An IP address as written in rank tables (device_ip, host_ip, addr). IPv4
// and IPv4-mapped IPv6 ("::ffff:10.0.0.1") are the same address, so both are
// held as V4: a uniqueness check must see them as one NIC.
struct IpAddress
{
    enum class Family : unsigned char { None, V4, V6 };

    Family family = Family::None;
    std::uint32_t v4 = 0;        // host byte order
    std::uint64_t v6High = 0;    // first 8 bytes, big-endian order
    std::uint64_t v6Low = 0;

    bool operator==(const IpAddress &other) const = default;
};

// Dotted quad, exactly four decimal octets 0-255. Leading zeros are refused:
// some resolvers read "010" as octal, so such an address is ambiguous.
bool parseIpv4(std::string_view text, std::uint32_t *address);
// RFC 4291 text forms: eight hex groups, one "::", an optional dotted-quad
// tail. Zone ids ("%eth0") and prefixes ("/64") are not addresses.
bool parseIpv6(std::string_view text, std::uint64_t *high, std::uint64_t *low);
// Either family.
bool parseIpAddress(std::string_view text, IpAddress *address);

} // namespace ascendops
