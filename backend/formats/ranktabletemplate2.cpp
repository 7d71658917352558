#include "formats/ranktabletemplate2.h"

#include "formats/ipaddresstext.h"
#include "formats/ranktablefindings.h"
#include "formats/ranktablevalidator.h"

#include <QCoreApplication>

#include <climits>
#include <map>
#include <set>
#include <string>

namespace ascendops {
namespace {

// The same bound as 1.x: /dev/davinciN numbers, with headroom.
constexpr long long kMaxDeviceId = 63;

// lupdate files free tr() calls under the enclosing namespace, and those of
// a class's members under the class: each lookup names the same context.
QString tr(const char *text)
{
    return QCoreApplication::translate("ascendops", text);
}

// A member that must be a non-empty string; nullptr after reporting.
const JsonValue *requiredText(const JsonValue &object, std::string_view key, const JsonPlace &objectPlace,
                              const JsonPlace &place, RankTableFindings &findings)
{
    const JsonValue *value = object.find(key);
    if (!value) {
        findings.error(place, tr("%1 is missing from %2.").arg(qStringFrom(key), objectPlace.name()));
        return nullptr;
    }
    if (!findings.expectString(*value, place))
        return nullptr;
    if (value->text().empty()) {
        findings.error(place, tr("%1 is empty.").arg(qStringFrom(key)));
        return nullptr;
    }
    return value;
}

// A quoted count that must equal what its list holds.
void checkCount(const JsonValue &object, std::string_view key, std::size_t actual, const QString &whatIsCounted,
                const JsonPlace &objectPlace, RankTableFindings &findings)
{
    const JsonPlace place = objectPlace.member(key);
    const JsonValue *count = object.find(key);
    if (!count) {
        findings.error(place, tr("%1 is missing; it is the number of %2, as a string such as \"%3\".")
            .arg(qStringFrom(key), whatIsCounted).arg(actual));
        return;
    }
    long long value = 0;
    if (!findings.readInteger(*count, place, NumberStyle::QuotedDigits, 0, LLONG_MAX, &value))
        return;
    if (std::size_t(value) != actual) {
        findings.error(place, tr("%1 is %2 but there are %3 %4; they must match.")
            .arg(qStringFrom(key)).arg(value).arg(actual).arg(whatIsCounted));
    }
}

// One group's walk: the sets that the uniqueness rules need.
class GroupChecker
{
    Q_DECLARE_TR_FUNCTIONS(ascendops::GroupChecker)

public:
    GroupChecker(RankTableFindings &findings) : m_findings(findings) {}

    void check(const JsonValue &group, const JsonPlace &place)
    {
        if (!m_findings.expectObject(group, place))
            return;
        requiredText(group, "group_name", place, place.member("group_name"), m_findings);
        const JsonPlace listPlace = place.member("instance_list");
        const JsonValue *instances = requiredList(group, "instance_list", listPlace,
            tr("instance_list is missing; expected the group's pods, each with pod_name, server_id and devices."),
            tr("instance_list is empty; a group needs at least one pod."));
        if (!instances)
            return;
        for (std::size_t i = 0; i < instances->size(); ++i)
            checkInstance(instances->at(i), listPlace.element(i));
        checkCount(group, "instance_count", instances->size(), tr("pods in instance_list"), place, m_findings);
        checkCount(group, "device_count", m_devices, tr("devices in the group's pods"), place, m_findings);
    }

private:
    // The non-empty array at `key`; nullptr after saying what is wrong.
    const JsonValue *requiredList(const JsonValue &object, std::string_view key, const JsonPlace &place,
                                  const QString &missing, const QString &empty)
    {
        const JsonValue *list = object.find(key);
        if (!list) {
            m_findings.error(place, missing);
            return nullptr;
        }
        if (!m_findings.expectArray(*list, place))
            return nullptr;
        if (list->size() == 0) {
            m_findings.error(place, empty);
            return nullptr;
        }
        return list;
    }

    void checkInstance(const JsonValue &instance, const JsonPlace &place)
    {
        if (!m_findings.expectObject(instance, place))
            return;
        const JsonPlace podPlace = place.member("pod_name");
        if (const JsonValue *pod = requiredText(instance, "pod_name", place, podPlace, m_findings);
            pod && !m_pods.insert(pod->text()).second) {
            m_findings.error(podPlace, tr("pod_name \"%1\" appears twice in the group; each pod is listed once.")
                .arg(qStringFrom(pod->text())));
        }
        const JsonValue *server = requiredText(instance, "server_id", place, place.member("server_id"), m_findings);
        const std::string serverId = server ? server->text() : std::string();
        if (server)
            checkServerBlock(serverId, place.member("server_id"));
        const JsonPlace devicesPlace = place.member("devices");
        const JsonValue *devices = requiredList(instance, "devices", devicesPlace,
            tr("devices is missing; expected the pod's devices, each with device_id and device_ip."),
            tr("devices is empty; a pod in the rank table holds at least one device."));
        if (!devices)
            return;
        for (std::size_t d = 0; d < devices->size(); ++d)
            checkDevice(devices->at(d), serverId, devicesPlace.element(d));
    }

    // A server's pods must follow each other: ranks go in instance order,
    // and a server's ranks are one block.
    void checkServerBlock(const std::string &serverId, const JsonPlace &place)
    {
        if (serverId != m_lastServer && !m_servers.insert(serverId).second) {
            m_findings.error(place, tr("the pods of server \"%1\" are not listed together; ranks follow the list, and a server's ranks must be one block.")
                .arg(qStringFrom(serverId)));
        }
        m_lastServer = serverId;
    }

    void checkDevice(const JsonValue &device, const std::string &serverId, const JsonPlace &place)
    {
        ++m_devices;
        if (!m_findings.expectObject(device, place))
            return;
        const JsonPlace idPlace = place.member("device_id");
        long long id = 0;
        if (const JsonValue *value = device.find("device_id"); !value) {
            m_findings.error(idPlace, tr("device_id is missing; it is the device's physical id, /dev/davinciN."));
        } else if (m_findings.readInteger(*value, idPlace, NumberStyle::QuotedDigits, 0, kMaxDeviceId, &id)
                   && !serverId.empty() && !m_deviceIds[serverId].insert(id).second) {
            m_findings.error(idPlace, tr("device_id %1 is listed twice on server \"%2\".").arg(id).arg(qStringFrom(serverId)));
        }
        const JsonPlace ipPlace = place.member("device_ip");
        const JsonValue *ip = requiredText(device, "device_ip", place, ipPlace, m_findings);
        if (!ip)
            return;
        IpAddress address;
        if (!parseIpAddress(ip->text(), &address)) {
            m_findings.error(ipPlace, tr("device_ip \"%1\" is not an IPv4 or IPv6 address.").arg(qStringFrom(ip->text())));
        } else if (!m_ips.insert(ip->text()).second) {
            m_findings.error(ipPlace, tr("device_ip \"%1\" is used by another device of the group; each device has its own NIC address.")
                .arg(qStringFrom(ip->text())));
        }
    }

    RankTableFindings &m_findings;
    std::set<std::string> m_pods;
    std::set<std::string> m_servers;
    std::string m_lastServer;
    std::map<std::string, std::set<long long>> m_deviceIds;
    std::set<std::string> m_ips;
    std::size_t m_devices = 0;
};

JsonValue text(std::string value)
{
    return JsonValue::string(std::move(value));
}

} // namespace

bool isTemplate2RankTable(const JsonValue &document)
{
    return document.isObject() && !document.find("version") && document.find("group_list");
}

void validateGroupList(const JsonValue &document, RankTableFindings &findings)
{
    const JsonPlace listPlace = JsonPlace::root().member("group_list");
    const JsonValue *groups = document.find("group_list");
    if (!groups || !findings.expectArray(*groups, listPlace))
        return;
    checkCount(document, "group_count", groups->size(), tr("groups in group_list"), JsonPlace::root(), findings);
    if (groups->size() == 0) {
        findings.error(listPlace, tr("group_list is empty; a rank table needs at least one group."));
        return;
    }
    for (std::size_t g = 0; g < groups->size(); ++g)
        GroupChecker(findings).check(groups->at(g), listPlace.element(g));
}

Parsed<JsonValue> convertTemplate2To10(const JsonValue &document)
{
    RankTableFindings findings;
    if (!isTemplate2RankTable(document)) {
        findings.error(JsonPlace::root(), tr("this is not a template-2 rank table (group_list without version)."));
        return Parsed<JsonValue>::failure(findings.take());
    }
    Problems problems = validateRankTable(document);
    if (hasErrors(problems))
        return Parsed<JsonValue>::failure(std::move(problems));
    const JsonValue &groups = *document.find("group_list");
    if (groups.size() != 1) {
        return Parsed<JsonValue>::failure(Problem::error("/group_list",
            tr("the table holds %1 groups; version 1.0 describes one, so convert a table of one group.").arg(groups.size())));
    }
    JsonValue servers = JsonValue::array();
    long long rank = 0;
    std::string lastServer;
    for (const JsonValue &instance : groups.at(0).find("instance_list")->children()) {
        const std::string &serverId = instance.find("server_id")->text();
        if (servers.size() == 0 || serverId != lastServer) {
            JsonValue server = JsonValue::object();
            server.appendMember("server_id", text(serverId));
            server.appendMember("device", JsonValue::array());
            servers.append(std::move(server));
            lastServer = serverId;
        }
        JsonValue &deviceList = *servers.at(servers.size() - 1).find("device");
        for (const JsonValue &device : instance.find("devices")->children()) {
            JsonValue entry = JsonValue::object();
            entry.appendMember("device_id", text(device.find("device_id")->text()));
            entry.appendMember("device_ip", text(device.find("device_ip")->text()));
            entry.appendMember("rank_id", text(std::to_string(rank++)));
            deviceList.append(std::move(entry));
        }
    }
    JsonValue table = JsonValue::object();
    const JsonValue *status = document.find("status");
    table.appendMember("status", text(status && status->isString() ? status->text() : std::string("completed")));
    table.appendMember("version", text("1.0"));
    table.appendMember("server_count", text(std::to_string(servers.size())));
    table.appendMember("server_list", std::move(servers));
    return Parsed<JsonValue>(std::move(table), std::move(problems));
}

} // namespace ascendops
