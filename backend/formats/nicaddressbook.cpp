#include "formats/nicaddressbook.h"

namespace ascendops {

void NicAddressBook::reset(std::size_t expectedAddresses)
{
    m_ipv4.reset(expectedAddresses);
    m_ipv6.reset(0);   // grows on demand: IPv6 NICs are rare in rank tables
}

std::uint32_t NicAddressBook::claim(const IpAddress &address, std::uint32_t holder)
{
    if (address.family == IpAddress::Family::V4)
        return m_ipv4.insert(address.v4, holder);
    return m_ipv6.insert(Ipv6Key{address.v6High, address.v6Low}, holder);
}

std::uint32_t NicAddressBook::find(const IpAddress &address) const
{
    if (address.family == IpAddress::Family::V4)
        return m_ipv4.find(address.v4);
    return m_ipv6.find(Ipv6Key{address.v6High, address.v6Low});
}

} // namespace ascendops
