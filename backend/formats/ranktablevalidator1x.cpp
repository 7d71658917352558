#include "formats/ranktablevalidator1x.h"

#include "formats/firstseentable.h"
#include "formats/nicaddressbook.h"
#include "formats/rankidcoverage.h"
#include "formats/ranktabledevicemembers.h"
#include "formats/ranktablefindings.h"
#include "formats/ranktablesuperpods.h"

#include <QCoreApplication>

#include <algorithm>
#include <climits>

namespace ascendops {
namespace {

constexpr std::uint32_t None = UINT32_MAX;
// /dev/davinci0..N: 16 on an A3 node, 8 or 16 on A2; 64 leaves headroom
// while still catching ids that are clearly not physical device ids.
constexpr long long kMaxDeviceId = 63;
constexpr long long kMaxPort = 65535;
constexpr long long kMaxSuperDeviceId = UINT32_MAX;
constexpr std::size_t kMaxServerIdBytes = 64;
// How many devices ahead to ask for memory; measured on a 16k-rank table,
// anything from 2 to 12 does about as well.
constexpr std::size_t kKeysAhead = 8;
constexpr std::size_t kKeyTextAhead = 4;   // needs the key array, fetched earlier
constexpr std::size_t kValuesAhead = 4;

// What the backup-NIC rules of 1.2 need to know about each device of the
// server being checked; reused from server to server.
struct DeviceFacts
{
    IpAddress ip;
    const std::string *ipText = nullptr;       // set when ip is valid
    bool ipInvalid = false;                    // present but reported as wrong
    const JsonValue *backupIp = nullptr;       // backup_device_ip, checked after the server
    long long devicePort = -1;
    long long backupPort = -1;
};

struct SuperDeviceId
{
    std::uint32_t id = 0;
    std::uint32_t server = 0;
    std::uint32_t device = 0;
};

// One device of the walk: its indices and where it is in the document.
struct DeviceRef
{
    std::uint32_t server;
    std::uint32_t device;
    std::uint32_t flat;   // position among all devices of the table
    const JsonPlace &place;
};

class ServerListValidator
{
public:
    ServerListValidator(const JsonValue &document, RankTableVersion version, RankTableFindings &findings)
        : m_document(document), m_superPodMode(version == RankTableVersion::V1_2), m_findings(findings)
    {
    }

    void run()
    {
        const JsonPlace listPlace = m_root.member("server_list");
        const JsonValue *servers = m_document.find("server_list");
        checkServerCount(servers);
        if (!servers) {
            m_findings.error(listPlace, QCoreApplication::translate("RankTableValidator",
                "server_list is missing; expected a non-empty array of servers, each with server_id and device."));
            return;
        }
        if (!m_findings.expectArray(*servers, listPlace))
            return;
        if (servers->size() == 0) {
            m_findings.error(listPlace, QCoreApplication::translate("RankTableValidator",
                "server_list is empty; a rank table needs at least one server."));
            return;
        }
        prepare(*servers);
        for (std::size_t s = 0; s < servers->size(); ++s)
            checkServer(servers->at(s), std::uint32_t(s), listPlace.element(s));
        checkRankCoverage(listPlace, servers->size());
        if (m_superPodMode)
            checkSuperDeviceIds(validateSuperPodList(m_document, m_directory, m_findings));
    }

private:
    // Sizes every table once from the device count, so the walk does not
    // allocate per device.
    void prepare(const JsonValue &servers)
    {
        m_serverStart.reserve(servers.size() + 1);
        std::size_t total = 0;
        for (const JsonValue &server : servers.children()) {
            m_serverStart.push_back(std::uint32_t(total));
            const JsonValue *devices = server.isObject() ? server.find("device") : nullptr;
            if (devices && devices->isArray() && devices->size() > 0)
                total += devices->size();
            else
                m_rankCountKnown = false;
        }
        m_serverStart.push_back(std::uint32_t(total));
        m_ranks.reset(total);
        m_nics.reset(total);
        m_directory.ids.assign(servers.size(), std::string_view());
        m_directory.indexOf.reset(servers.size());
        if (m_superPodMode)
            m_superDeviceIds.reserve(total);
    }

    void checkServerCount(const JsonValue *servers)
    {
        const JsonPlace place = m_root.member("server_count");
        const JsonValue *count = m_document.find("server_count");
        if (!count) {
            if (!m_superPodMode) {
                m_findings.error(place, QCoreApplication::translate("RankTableValidator",
                    "server_count is missing; version 1.0 requires it: the number of servers, as a string such as \"%1\".")
                    .arg(servers && servers->isArray() ? servers->size() : 1));
            }
            return;
        }
        long long value = 0;
        if (!m_findings.readInteger(*count, place, NumberStyle::QuotedDigits, 0, LLONG_MAX, &value))
            return;
        if (servers && servers->isArray() && std::size_t(value) != servers->size()) {
            m_findings.error(place, QCoreApplication::translate("RankTableValidator",
                "server_count is %1 but server_list has %2 servers; they must match.")
                .arg(value).arg(servers->size()));
        }
    }

    void checkServer(const JsonValue &server, std::uint32_t s, const JsonPlace &place)
    {
        if (!m_findings.expectObject(server, place))
            return;
        checkServerId(server.find("server_id"), s, place);
        if (const JsonValue *hostIp = server.find("host_ip"))
            checkHostIp(*hostIp, place.member("host_ip"));
        const JsonValue *devices = server.find("device");
        const JsonPlace devicesPlace = place.member("device");
        if (!devices) {
            m_findings.error(devicesPlace, QCoreApplication::translate("RankTableValidator",
                "server %1 has no device list; expected a non-empty \"device\" array.").arg(serverName(s)));
            return;
        }
        if (!m_findings.expectArray(*devices, devicesPlace))
            return;
        if (devices->size() == 0) {
            m_findings.error(devicesPlace, QCoreApplication::translate("RankTableValidator",
                "server %1 has an empty device list; list at least one device.").arg(serverName(s)));
            return;
        }
        checkDevices(*devices, s, devicesPlace);
    }

    void checkServerId(const JsonValue *id, std::uint32_t s, const JsonPlace &serverPlace)
    {
        const JsonPlace place = serverPlace.member("server_id");
        if (!id) {
            m_findings.error(place, QCoreApplication::translate("RankTableValidator",
                "server %1 has no server_id; every server needs a unique server_id (for example \"node_%1\" or its host IP).").arg(s));
            return;
        }
        if (!m_findings.expectString(*id, place))
            return;
        const std::string &text = id->text();
        if (text.empty()) {
            m_findings.error(place, QCoreApplication::translate("RankTableValidator",
                "server_id is empty; every server needs a unique server_id."));
            return;
        }
        if (text.size() > kMaxServerIdBytes) {
            m_findings.error(place, QCoreApplication::translate("RankTableValidator",
                "server_id is %1 bytes long; HCCL accepts at most %2.").arg(text.size()).arg(kMaxServerIdBytes));
        }
        m_directory.ids[s] = text;
        const std::uint32_t first = m_directory.indexOf.insert(text, s);
        if (first != None) {
            m_findings.error(place, QCoreApplication::translate("RankTableValidator",
                "server_id \"%1\" is already used by /server_list/%2; server ids must be unique.")
                .arg(qStringFrom(text)).arg(first));
        }
    }

    void checkHostIp(const JsonValue &hostIp, const JsonPlace &place)
    {
        if (!m_findings.expectString(hostIp, place))
            return;
        std::uint32_t address = 0;
        if (!parseIpv4(hostIp.text(), &address)) {
            m_findings.error(place, QCoreApplication::translate("RankTableValidator",
                "host_ip \"%1\" is not a valid IPv4 address; expected the server's host address, such as \"172.16.0.100\".")
                .arg(qStringFrom(hostIp.text())));
        }
    }

    void checkDevices(const JsonValue &devices, std::uint32_t s, const JsonPlace &place)
    {
        m_deviceIdsSeen = 0;
        m_lastRank = -1;
        m_rankOrderReported = false;
        m_facts.assign(devices.size(), DeviceFacts{});
        m_hostPorts.reset(devices.size());
        collectMembers(devices);
        for (std::size_t d = 0; d < devices.size(); ++d) {
            if (d + kValuesAhead < devices.size())
                prefetchDeviceValues(devices.at(d + kValuesAhead));
            const JsonPlace devicePlace = place.element(d);
            const DeviceRef ref{s, std::uint32_t(d), m_serverStart[s] + std::uint32_t(d), devicePlace};
            checkDevice(devices.at(d), m_members[d], ref);
        }
        if (m_superPodMode)
            checkBackups(s, place);
    }

    // Sorts out the members of a whole server in one tight loop before any
    // value is checked. The tree of a big table is several times larger than
    // the caches; asking early for the key arrays (and the text of keys too
    // long to sit inside std::string) lets the walk wait on memory once per
    // batch instead of once per device. Halves the time of a 16k-rank table.
    void collectMembers(const JsonValue &devices)
    {
        m_members.clear();
        for (std::size_t d = 0; d < devices.size(); ++d) {
            if (d + kKeysAhead < devices.size())
                prefetchDeviceKeys(devices.at(d + kKeysAhead));
            if (d + kKeyTextAhead < devices.size())
                prefetchLongKeyText(devices.at(d + kKeyTextAhead));
            m_members.emplace_back(devices.at(d));
        }
    }

    void checkDevice(const JsonValue &device, const DeviceMembers &members, const DeviceRef &ref)
    {
        if (!m_findings.expectObject(device, ref.place))
            return;
        checkDeviceId(members[DeviceKey::DeviceId], ref);
        if (m_superPodMode)
            checkSuperDeviceId(members[DeviceKey::SuperDeviceId], ref);
        DeviceFacts &facts = m_facts[ref.device];
        if (const JsonValue *ip = members[DeviceKey::DeviceIp]) {
            facts.ip = checkDeviceIp(*ip, ref);
            if (facts.ip.family != IpAddress::Family::None)
                facts.ipText = &ip->text();
            else
                facts.ipInvalid = true;
        }
        facts.backupIp = members[DeviceKey::BackupDeviceIp];
        if (facts.backupIp && !m_superPodMode)
            checkAddress(*facts.backupIp, ref.place.member("backup_device_ip"));
        facts.devicePort = readPort(members[DeviceKey::DevicePort], ref.place.member("device_port"));
        facts.backupPort = readPort(members[DeviceKey::BackupDevicePort], ref.place.member("backup_device_port"));
        checkHostPort(members[DeviceKey::HostPort], ref);
        checkRankId(members[DeviceKey::RankId], ref);
    }

    void checkDeviceId(const JsonValue *id, const DeviceRef &ref)
    {
        const JsonPlace place = ref.place.member("device_id");
        if (!id) {
            m_findings.error(place, QCoreApplication::translate("RankTableValidator",
                "device_id is missing; every device needs its physical id (N of /dev/davinciN), from 0 to %1.").arg(kMaxDeviceId));
            return;
        }
        long long value = 0;
        if (!m_findings.readInteger(*id, place, NumberStyle::QuotedDigits, 0, kMaxDeviceId, &value))
            return;
        const std::uint64_t bit = std::uint64_t(1) << value;
        if (m_deviceIdsSeen & bit) {
            m_findings.error(place, QCoreApplication::translate("RankTableValidator",
                "device_id %1 appears twice in server %2 (first at device %3); each physical device is listed once per server.")
                .arg(value).arg(serverName(ref.server)).arg(firstDeviceWithId(ref, value)));
        }
        m_deviceIdsSeen |= bit;
    }

    // Error path only: which earlier device of the server has this id.
    long firstDeviceWithId(const DeviceRef &ref, long long id) const
    {
        const JsonValue &devices = *m_document.find("server_list")->at(ref.server).find("device");
        for (std::size_t d = 0; d < ref.device; ++d) {
            const JsonValue *other = devices.at(d).isObject() ? devices.at(d).find("device_id") : nullptr;
            long long value = -1;
            if (other && other->toInteger(&value) && value == id)
                return long(d);
        }
        return -1;
    }

    void checkSuperDeviceId(const JsonValue *id, const DeviceRef &ref)
    {
        const JsonPlace place = ref.place.member("super_device_id");
        if (!id) {
            m_findings.error(place, QCoreApplication::translate("RankTableValidator",
                "super_device_id is missing; version 1.2 needs each device's id within its super-pod (SDID, from npu-smi info -t spod-info)."));
            return;
        }
        if (id->isString() && id->text().empty()) {
            m_findings.error(place, QCoreApplication::translate("RankTableValidator",
                "super_device_id is empty; HCCL rejects the table (\"super_device_id[] is invalid\"). Set the device's SDID from npu-smi info -t spod-info."));
            return;
        }
        long long value = 0;
        if (m_findings.readInteger(*id, place, NumberStyle::QuotedDigits, 0, kMaxSuperDeviceId, &value))
            m_superDeviceIds.push_back({std::uint32_t(value), ref.server, ref.device});
    }

    IpAddress checkDeviceIp(const JsonValue &ip, const DeviceRef &ref)
    {
        const JsonPlace place = ref.place.member("device_ip");
        if (ip.isString() && ip.text() == "-1") {
            m_findings.error(place, QCoreApplication::translate("RankTableValidator",
                "device_ip is \"-1\": the Ascend Device Plugin did not report this NPU's NIC IP. Check the NIC (hccn_tool -i <device_id> -ip -g) and let the Ascend Operator rewrite the table."));
            return {};
        }
        if (ip.isString() && ip.text().empty()) {
            m_findings.warning(place, QCoreApplication::translate("RankTableValidator",
                "device_ip is empty; HCCL needs the NIC IP (hccn_tool -i <device_id> -ip -g) when the job spans servers over RoCE."));
            return {};
        }
        const IpAddress address = checkAddress(ip, place);
        if (address.family == IpAddress::Family::None)
            return address;
        const std::uint32_t first = m_nics.claim(address, ref.flat);
        if (first != None) {
            m_findings.error(place, QCoreApplication::translate("RankTableValidator",
                "device_ip \"%1\" is already used by %2; every NIC IP must be unique in the table.")
                .arg(qStringFrom(ip.text()), devicePath(first)));
        }
        return address;
    }

    IpAddress checkAddress(const JsonValue &ip, const JsonPlace &place)
    {
        IpAddress address;
        if (!m_findings.expectString(ip, place))
            return address;
        if (!parseIpAddress(ip.text(), &address)) {
            m_findings.error(place, QCoreApplication::translate("RankTableValidator",
                "%1 \"%2\" is not a valid IPv4 or IPv6 address; expected the NIC address from /etc/hccn.conf, such as \"192.168.1.8\".")
                .arg(place.name(), qStringFrom(ip.text())));
        }
        return address;
    }

    long long readPort(const JsonValue *port, const JsonPlace &place)
    {
        long long value = -1;
        if (port && !m_findings.readInteger(*port, place, NumberStyle::QuotedDigits, 1, kMaxPort, &value))
            value = -1;
        return value;
    }

    void checkHostPort(const JsonValue *port, const DeviceRef &ref)
    {
        const JsonPlace place = ref.place.member("host_port");
        const long long value = readPort(port, place);
        if (value < 0)
            return;
        const std::uint32_t first = m_hostPorts.insert(std::uint32_t(value), ref.device);
        if (first != None) {
            m_findings.error(place, QCoreApplication::translate("RankTableValidator",
                "host_port %1 is already used by device %2 of this server; each device of a server needs its own host_port.")
                .arg(value).arg(first));
        }
    }

    void checkRankId(const JsonValue *rank, const DeviceRef &ref)
    {
        const JsonPlace place = ref.place.member("rank_id");
        if (!rank) {
            m_findings.error(place, QCoreApplication::translate("RankTableValidator",
                "rank_id is missing; every device needs a rank id, a string from \"0\" to \"%1\".")
                .arg(qMax<qsizetype>(0, qsizetype(m_ranks.rankCount()) - 1)));
            return;
        }
        long long value = 0;
        if (!m_findings.readInteger(*rank, place, NumberStyle::QuotedDigits, LLONG_MIN, LLONG_MAX, &value))
            return;
        if (value < 0 || std::size_t(value) >= m_ranks.rankCount()) {
            // With a server's device list unusable the count is unknown, and
            // every id above it would be reported for nothing.
            if (!m_rankCountKnown && value >= 0)
                return;
            m_findings.error(place, QCoreApplication::translate("RankTableValidator",
                "rank_id %1 is out of range: the table has %2 devices, so rank ids must be 0 to %3.")
                .arg(value).arg(m_ranks.rankCount()).arg(m_ranks.rankCount() - 1));
            return;
        }
        checkRankOrder(value, place);
        const std::uint32_t first = m_ranks.claim(std::size_t(value), ref.flat, ref.server);
        if (first != None) {
            m_findings.error(place, QCoreApplication::translate("RankTableValidator",
                "rank_id %1 is already used by %2; every rank id must be used exactly once.")
                .arg(value).arg(devicePath(first)));
        }
    }

    void checkRankOrder(long long rank, const JsonPlace &place)
    {
        if (rank < m_lastRank && !m_rankOrderReported) {
            m_rankOrderReported = true;
            m_findings.warning(place, QCoreApplication::translate("RankTableValidator",
                "rank_id %1 comes after rank_id %2 in this server's device list; list devices in ascending rank order (the order of the physical connections).")
                .arg(rank).arg(m_lastRank));
        }
        m_lastRank = rank;
    }

    // 1.2 borrow-rail: a device's backup NIC is the other die of its NPU,
    // i.e. another device of the same server, on a port of its own.
    void checkBackups(std::uint32_t s, const JsonPlace &devicesPlace)
    {
        for (std::size_t d = 0; d < m_facts.size(); ++d) {
            if (!m_facts[d].backupIp)
                continue;
            const JsonPlace devicePlace = devicesPlace.element(d);
            const std::uint32_t owner = backupOwner(s, d, devicePlace);
            if (owner != None)
                checkBackupPort(m_facts[d], m_facts[owner], owner, devicePlace);
        }
    }

    // The device of this server whose NIC the backup names, or None after
    // reporting why not. Device d^1, the other die of the same NPU, is tried
    // first by text: in a sound table that spares parsing the address.
    std::uint32_t backupOwner(std::uint32_t s, std::size_t d, const JsonPlace &devicePlace)
    {
        const DeviceFacts &facts = m_facts[d];
        const std::size_t partner = d ^ 1;
        if (partner < m_facts.size() && m_facts[partner].ipText && facts.backupIp->isString()
            && *m_facts[partner].ipText == facts.backupIp->text()) {
            return std::uint32_t(partner);
        }
        const JsonPlace place = devicePlace.member("backup_device_ip");
        const IpAddress backup = checkAddress(*facts.backupIp, place);
        if (backup.family == IpAddress::Family::None)
            return None;
        if (backup == facts.ip) {
            m_findings.error(place, QCoreApplication::translate("RankTableValidator",
                "backup_device_ip is this device's own device_ip; it must be the NIC of the other die of the same NPU."));
            return None;
        }
        const std::uint32_t start = m_serverStart[s];
        const std::uint32_t owner = m_nics.find(backup);
        if (owner == None || owner < start || owner - start >= m_facts.size()) {
            // A partner whose own device_ip is wrong already explains this.
            if (partner < m_facts.size() && m_facts[partner].ipInvalid)
                return None;
            m_findings.warning(place, QCoreApplication::translate("RankTableValidator",
                "backup_device_ip is not the device_ip of any other device in this server; it should be the NIC of the other die of the same NPU."));
            return None;
        }
        return owner - start;
    }

    void checkBackupPort(const DeviceFacts &facts, const DeviceFacts &owner, std::uint32_t ownerIndex,
                         const JsonPlace &devicePlace)
    {
        if (facts.backupPort < 0 || facts.backupPort != owner.devicePort)
            return;
        m_findings.error(devicePlace.member("backup_device_port"), QCoreApplication::translate("RankTableValidator",
            "backup_device_port %1 equals the device_port of device %2, whose NIC this backup uses; a NIC needs different ports in its primary and backup roles.")
            .arg(facts.backupPort).arg(ownerIndex));
    }

    void checkRankCoverage(const JsonPlace &listPlace, std::size_t serverCount)
    {
        const std::vector<RankIdCoverage::Range> missing = m_ranks.missing();
        if (!missing.empty() && m_rankCountKnown)
            m_findings.error(listPlace, missingRanksMessage(missing, m_ranks.rankCount()));
        for (std::uint32_t s : m_ranks.interleavedGroups(serverCount)) {
            m_findings.error(listPlace.element(s), QCoreApplication::translate("RankTableValidator",
                "server %1 holds rank ids %2, which are not one contiguous block; each server needs its own block (such as 0-7 and 8-15) and blocks of different servers may not interleave.")
                .arg(serverName(s), compactRanges(m_ranks.idsOf(s))));
        }
    }

    void checkSuperDeviceIds(const SuperPodGrouping &grouping)
    {
        FirstSeenTable<std::uint64_t, IntegerKeyHash> seen;
        seen.reset(m_superDeviceIds.size());
        for (std::size_t i = 0; i < m_superDeviceIds.size(); ++i) {
            const SuperDeviceId &sdid = m_superDeviceIds[i];
            const std::uint64_t key = (std::uint64_t(grouping.podOfServer[sdid.server]) << 32) | sdid.id;
            const std::uint32_t first = seen.insert(key, std::uint32_t(i));
            if (first == None)
                continue;
            const SuperDeviceId &earlier = m_superDeviceIds[first];
            m_findings.error(m_root.member("server_list").element(sdid.server).member("device").element(sdid.device).member("super_device_id"),
                QCoreApplication::translate("RankTableValidator",
                    "super_device_id %1 is already used by /server_list/%2/device/%3 in the same super-pod; each device needs its own id within a super-pod.")
                    .arg(sdid.id).arg(earlier.server).arg(earlier.device));
        }
    }

    // Messages name a server by its id when it has one.
    QString serverName(std::uint32_t s) const
    {
        if (s < m_directory.ids.size() && !m_directory.ids[s].empty())
            return QStringLiteral("\"%1\"").arg(qStringFrom(m_directory.ids[s]));
        return QString::number(s);
    }

    QString devicePath(std::uint32_t flat) const
    {
        const auto next = std::upper_bound(m_serverStart.begin(), m_serverStart.end(), flat);
        const std::size_t server = std::size_t(next - m_serverStart.begin()) - 1;
        return QStringLiteral("/server_list/%1/device/%2").arg(server).arg(flat - m_serverStart[server]);
    }

    const JsonValue &m_document;
    const bool m_superPodMode;
    RankTableFindings &m_findings;
    const JsonPlace m_root = JsonPlace::root();

    std::vector<std::uint32_t> m_serverStart;   // flat index of each server's first device, then the total
    bool m_rankCountKnown = true;               // every server has a usable device list
    RankIdCoverage m_ranks;
    NicAddressBook m_nics;   // device_ip -> flat index of its device
    ServerDirectory m_directory;
    std::vector<SuperDeviceId> m_superDeviceIds;

    // State of the server being checked.
    std::uint64_t m_deviceIdsSeen = 0;   // bit N: device_id N seen
    long long m_lastRank = -1;
    bool m_rankOrderReported = false;
    std::vector<DeviceFacts> m_facts;
    std::vector<DeviceMembers> m_members;
    FirstSeenTable<std::uint32_t, IntegerKeyHash> m_hostPorts;
};

} // namespace

void validateServerList(const JsonValue &document, RankTableVersion version, RankTableFindings &findings)
{
    ServerListValidator(document, version, findings).run();
}

} // namespace ascendops
