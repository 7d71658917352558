#pragma once

#include "formats/firstseentable.h"
#include "formats/ipaddresstext.h"

#include <cstdint>

namespace ascendops {

// Which device holds each NIC address of a rank table: device_ip must be
// unique table-wide, and a backup_device_ip is resolved to its owner.
// IPv4 (the usual case) and IPv6 sit in separate tables, so the common
// one stays at 8 bytes a slot.
class NicAddressBook
{
public:
    static constexpr std::uint32_t None = UINT32_MAX;

    void reset(std::size_t expectedAddresses);
    // Records `holder` for a new address and returns None; for a known
    // address, returns its first holder.
    std::uint32_t claim(const IpAddress &address, std::uint32_t holder);
    std::uint32_t find(const IpAddress &address) const;

private:
    struct Ipv6Key
    {
        std::uint64_t high = 0;
        std::uint64_t low = 0;
        bool operator==(const Ipv6Key &other) const = default;
    };
    struct Ipv6KeyHash
    {
        std::size_t operator()(const Ipv6Key &key) const { return mixBits(key.high ^ mixBits(key.low)); }
    };

    FirstSeenTable<std::uint32_t, IntegerKeyHash> m_ipv4;
    FirstSeenTable<Ipv6Key, Ipv6KeyHash> m_ipv6;
};

} // namespace ascendops
