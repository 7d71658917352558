#include "formats/ranktablevalidator20.h"

#include "formats/ipaddresstext.h"
#include "formats/rankidcoverage.h"
#include "formats/ranktablefindings.h"

#include <QCoreApplication>

#include <climits>

namespace ascendops {
namespace {

// Limits from the HCCL 2.0 rank table field table.
constexpr long long kMaxRankCount = 65536;
constexpr long long kMaxLocalId = 64;
constexpr long long kMaxPort = 65535;
constexpr std::size_t kMaxLevels = 8;
constexpr long long kMaxNetLayer = 7;
constexpr std::size_t kMaxAddresses = 24;
constexpr std::size_t kMaxPorts = 16;

bool equalsIgnoringCase(std::string_view text, std::string_view upper)
{
    if (text.size() != upper.size())
        return false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i] >= 'a' && text[i] <= 'z' ? char(text[i] - 'a' + 'A') : text[i];
        if (c != upper[i])
            return false;
    }
    return true;
}

// "Die/Port": both parts decimal, such as "0/4".
bool isDiePort(std::string_view text)
{
    const std::size_t slash = text.find('/');
    if (slash == std::string_view::npos || slash == 0 || slash + 1 == text.size())
        return false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (i != slash && (text[i] < '0' || text[i] > '9'))
            return false;
    }
    return true;
}

// "Die/Port" of the NPU's own ports, or "d2h": the host NIC that the
// official HCCL 2.0 example lists at level 3, reached device-to-host.
bool isPortName(std::string_view text)
{
    return text == "d2h" || isDiePort(text);
}

enum class AddressType { Unknown, Eid, Ipv4, Ipv6 };

AddressType addressType(std::string_view text)
{
    if (equalsIgnoringCase(text, "EID"))
        return AddressType::Eid;
    if (equalsIgnoringCase(text, "IPV4"))
        return AddressType::Ipv4;
    if (equalsIgnoringCase(text, "IPV6"))
        return AddressType::Ipv6;
    return AddressType::Unknown;
}

bool isValidAddress(AddressType type, const std::string &text)
{
    std::uint32_t v4 = 0;
    std::uint64_t high = 0;
    std::uint64_t low = 0;
    switch (type) {
    case AddressType::Ipv4: return parseIpv4(text, &v4);
    case AddressType::Ipv6: return parseIpv6(text, &high, &low);
    case AddressType::Eid: return !text.empty();
    case AddressType::Unknown: return true;   // the type is reported instead
    }
    return true;
}

class RankListValidator
{
public:
    RankListValidator(const JsonValue &document, RankTableFindings &findings)
        : m_document(document), m_findings(findings)
    {
    }

    void run()
    {
        const JsonValue *ranks = m_document.find("rank_list");
        const JsonPlace listPlace = m_root.member("rank_list");
        checkRankCount(ranks);
        if (!ranks) {
            m_findings.error(listPlace, QCoreApplication::translate("RankTableValidator",
                "rank_list is missing; expected a non-empty array of ranks, each with rank_id, local_id, device_id and level_list."));
            return;
        }
        if (!m_findings.expectArray(*ranks, listPlace))
            return;
        if (ranks->size() == 0) {
            m_findings.error(listPlace, QCoreApplication::translate("RankTableValidator",
                "rank_list is empty; a rank table needs at least one rank."));
            return;
        }
        m_ranks.reset(ranks->size());
        for (std::size_t r = 0; r < ranks->size(); ++r)
            checkRank(ranks->at(r), std::uint32_t(r), listPlace.element(r));
        checkRankCoverage(listPlace);
    }

private:
    void checkRankCount(const JsonValue *ranks)
    {
        const JsonPlace place = m_root.member("rank_count");
        const JsonValue *count = m_document.find("rank_count");
        if (!count) {
            m_findings.error(place, QCoreApplication::translate("RankTableValidator",
                "rank_count is missing; version 2.0 requires it: the number of ranks in rank_list, as a JSON integer."));
            return;
        }
        long long value = 0;
        if (!m_findings.readInteger(*count, place, NumberStyle::JsonInteger, 1, kMaxRankCount, &value))
            return;
        if (ranks && ranks->isArray() && std::size_t(value) != ranks->size()) {
            m_findings.error(place, QCoreApplication::translate("RankTableValidator",
                "rank_count is %1 but rank_list has %2 ranks; they must match.").arg(value).arg(ranks->size()));
        }
    }

    void checkRank(const JsonValue &rank, std::uint32_t r, const JsonPlace &place)
    {
        if (!m_findings.expectObject(rank, place))
            return;
        checkRankId(rank.find("rank_id"), r, place.member("rank_id"));
        readRequired(rank.find("local_id"), place.member("local_id"), 0, kMaxLocalId);
        readRequired(rank.find("device_id"), place.member("device_id"), 0, kMaxLocalId);
        readOptional(rank.find("device_port"), place.member("device_port"), 1, kMaxPort);
        readOptional(rank.find("host_port"), place.member("host_port"), 1, kMaxPort);
        const JsonValue *levels = rank.find("level_list");
        const JsonPlace levelsPlace = place.member("level_list");
        if (!levels) {
            m_findings.error(levelsPlace, QCoreApplication::translate("RankTableValidator",
                "level_list is missing; every rank needs its network layers, starting with net_layer 0 (TOPO_FILE_DESC)."));
            return;
        }
        checkLevelList(*levels, levelsPlace);
    }

    void readRequired(const JsonValue *value, const JsonPlace &place, long long min, long long max)
    {
        long long number = 0;
        if (value) {
            m_findings.readInteger(*value, place, NumberStyle::JsonInteger, min, max, &number);
            return;
        }
        m_findings.error(place, QCoreApplication::translate("RankTableValidator",
            "%1 is missing; expected a JSON integer from %2 to %3.").arg(place.name()).arg(min).arg(max));
    }

    void readOptional(const JsonValue *value, const JsonPlace &place, long long min, long long max)
    {
        long long number = 0;
        if (value)
            m_findings.readInteger(*value, place, NumberStyle::JsonInteger, min, max, &number);
    }

    void checkRankId(const JsonValue *rank, std::uint32_t r, const JsonPlace &place)
    {
        const std::size_t count = m_ranks.rankCount();
        if (!rank) {
            m_findings.error(place, QCoreApplication::translate("RankTableValidator",
                "rank_id is missing; every rank needs a rank id, a JSON integer from 0 to %1.").arg(count - 1));
            return;
        }
        long long value = 0;
        if (!m_findings.readInteger(*rank, place, NumberStyle::JsonInteger, LLONG_MIN, LLONG_MAX, &value))
            return;
        if (value < 0 || std::size_t(value) >= count) {
            m_findings.error(place, QCoreApplication::translate("RankTableValidator",
                "rank_id %1 is out of range: the table has %2 ranks, so rank ids must be 0 to %3.")
                .arg(value).arg(count).arg(count - 1));
            return;
        }
        const std::uint32_t first = m_ranks.claim(std::size_t(value), r, r);
        if (first != RankIdCoverage::None) {
            m_findings.error(place, QCoreApplication::translate("RankTableValidator",
                "rank_id %1 is already used by /rank_list/%2; every rank id must be used exactly once.")
                .arg(value).arg(first));
        }
    }

    void checkRankCoverage(const JsonPlace &listPlace)
    {
        const std::vector<RankIdCoverage::Range> missing = m_ranks.missing();
        if (missing.empty())
            return;
        m_findings.error(listPlace, missingRanksMessage(missing, m_ranks.rankCount()));
    }

    void checkLevelList(const JsonValue &levels, const JsonPlace &place)
    {
        if (!m_findings.expectArray(levels, place))
            return;
        if (levels.size() > kMaxLevels) {
            m_findings.error(place, QCoreApplication::translate("RankTableValidator",
                "level_list has %1 entries; at most %2 network layers are allowed.").arg(levels.size()).arg(kMaxLevels));
        }
        long long previous = -1;
        for (std::size_t i = 0; i < levels.size(); ++i)
            checkLevel(levels.at(i), place.element(i), &previous);
    }

    void checkLevel(const JsonValue &level, const JsonPlace &place, long long *previous)
    {
        if (!m_findings.expectObject(level, place))
            return;
        const long long layer = checkNetLayer(level.find("net_layer"), place.member("net_layer"), previous);
        requireString(level.find("net_instance_id"), place.member("net_instance_id"));
        checkNetType(level.find("net_type"), place.member("net_type"), layer);
        if (const JsonValue *attr = level.find("net_attr"))
            m_findings.expectString(*attr, place.member("net_attr"));
        const JsonValue *addresses = level.find("rank_addr_list");
        const JsonPlace addressesPlace = place.member("rank_addr_list");
        if (!addresses) {
            m_findings.error(addressesPlace, QCoreApplication::translate("RankTableValidator",
                "rank_addr_list is missing; list this rank's addresses in the layer (addr_type, addr, ports)."));
            return;
        }
        checkAddressList(*addresses, addressesPlace);
    }

    // Returns the layer, or -1 when it is unusable.
    long long checkNetLayer(const JsonValue *value, const JsonPlace &place, long long *previous)
    {
        long long layer = -1;
        if (!value) {
            m_findings.error(place, QCoreApplication::translate("RankTableValidator",
                "net_layer is missing; expected a JSON integer from 0 to %1.").arg(kMaxNetLayer));
            return -1;
        }
        if (!m_findings.readInteger(*value, place, NumberStyle::JsonInteger, 0, kMaxNetLayer, &layer))
            return -1;
        if (*previous < 0 && layer != 0) {
            m_findings.error(place, QCoreApplication::translate("RankTableValidator",
                "The first level has net_layer %1; level_list must start at net_layer 0 (the links inside the server).").arg(layer));
        } else if (*previous >= 0 && layer <= *previous) {
            m_findings.error(place, QCoreApplication::translate("RankTableValidator",
                "net_layer %1 follows net_layer %2; net layers must be strictly ascending.").arg(layer).arg(*previous));
        }
        *previous = qMax(*previous, layer);
        return layer;
    }

    void checkNetType(const JsonValue *value, const JsonPlace &place, long long layer)
    {
        if (!requireString(value, place))
            return;
        if (layer == 0 && value->text() != "TOPO_FILE_DESC") {
            m_findings.error(place, QCoreApplication::translate("RankTableValidator",
                "net_type of net_layer 0 is \"%1\"; layer 0 must be \"TOPO_FILE_DESC\" (described by the topology file).")
                .arg(qStringFrom(value->text())));
        }
    }

    bool requireString(const JsonValue *value, const JsonPlace &place)
    {
        if (!value) {
            m_findings.error(place, QCoreApplication::translate("RankTableValidator",
                "%1 is missing; expected a string.").arg(place.name()));
            return false;
        }
        return m_findings.expectString(*value, place);
    }

    void checkAddressList(const JsonValue &addresses, const JsonPlace &place)
    {
        if (!m_findings.expectArray(addresses, place))
            return;
        if (addresses.size() > kMaxAddresses) {
            m_findings.error(place, QCoreApplication::translate("RankTableValidator",
                "rank_addr_list has %1 entries; at most %2 are allowed.").arg(addresses.size()).arg(kMaxAddresses));
        }
        for (std::size_t i = 0; i < addresses.size(); ++i)
            checkAddress(addresses.at(i), place.element(i));
    }

    void checkAddress(const JsonValue &entry, const JsonPlace &place)
    {
        if (!m_findings.expectObject(entry, place))
            return;
        const AddressType type = checkAddressType(entry.find("addr_type"), place.member("addr_type"));
        const JsonValue *addr = entry.find("addr");
        const JsonPlace addrPlace = place.member("addr");
        if (requireString(addr, addrPlace) && !isValidAddress(type, addr->text())) {
            m_findings.error(addrPlace, QCoreApplication::translate("RankTableValidator",
                "addr \"%1\" is not a valid %2 address.")
                .arg(qStringFrom(addr->text()), qStringFrom(entry.find("addr_type")->text())));
        }
        if (const JsonValue *ports = entry.find("ports"))
            checkPorts(*ports, place.member("ports"));
        if (const JsonValue *plane = entry.find("plane_id"))
            m_findings.expectString(*plane, place.member("plane_id"));
    }

    AddressType checkAddressType(const JsonValue *value, const JsonPlace &place)
    {
        if (!requireString(value, place))
            return AddressType::Unknown;
        const AddressType type = addressType(value->text());
        if (type == AddressType::Unknown) {
            m_findings.error(place, QCoreApplication::translate("RankTableValidator",
                "addr_type \"%1\" is unknown; expected \"EID\", \"IPV4\" or \"IPV6\".").arg(qStringFrom(value->text())));
        }
        return type;
    }

    void checkPorts(const JsonValue &ports, const JsonPlace &place)
    {
        if (!m_findings.expectArray(ports, place))
            return;
        if (ports.size() > kMaxPorts) {
            m_findings.error(place, QCoreApplication::translate("RankTableValidator",
                "ports has %1 entries; at most %2 are allowed per address.").arg(ports.size()).arg(kMaxPorts));
        }
        for (std::size_t i = 0; i < ports.size(); ++i) {
            const JsonPlace portPlace = place.element(i);
            const JsonValue &port = ports.at(i);
            if (m_findings.expectString(port, portPlace) && !isPortName(port.text())) {
                m_findings.error(portPlace, QCoreApplication::translate("RankTableValidator",
                    "port \"%1\" is not of the form \"Die/Port\", such as \"0/4\" (port 4 of die 0), nor \"d2h\" (the host NIC).")
                    .arg(qStringFrom(port.text())));
            }
        }
    }

    const JsonValue &m_document;
    RankTableFindings &m_findings;
    const JsonPlace m_root = JsonPlace::root();
    RankIdCoverage m_ranks;
};

} // namespace

void validateRankList(const JsonValue &document, RankTableFindings &findings)
{
    RankListValidator(document, findings).run();
}

} // namespace ascendops
