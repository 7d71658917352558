#include "formats/routingplan.h"

#include "formats/jsonplace.h"
#include "formats/ranktablevalidator.h"

#include <QHash>

#include <algorithm>
#include <map>
#include <numeric>
#include <tuple>

namespace ascendops {
namespace {

// One rank of a server: where its rank_id is, and what identifies its NIC.
struct RankSlot
{
    std::size_t list = 0;       // index in server_list (1.x) or rank_list (2.0)
    std::size_t device = 0;     // index in the server's device list (1.x)
    long long rank = 0;
    int deviceId = -1;
    std::vector<std::string> addresses;
};

struct ServerRanks
{
    QString id;
    QString hostIp;
    QString superPod;
    std::vector<RankSlot> rankSlots;
    long long firstRank = 0;
    QString leaf;
    std::string pointer;     // the server's entry, or its first rank's (2.0)
};

using Servers = std::vector<ServerRanks>;

Problem errorAt(const JsonPlace &place, QString message)
{
    return Problem::error(place.pointer(), std::move(message));
}

QString textOf(const JsonValue *value)
{
    return value && value->isString() ? QString::fromStdString(value->text()) : QString();
}

bool readRank(const JsonValue &entry, const JsonPlace &place, RankSlot *slot, Problems *problems)
{
    const JsonValue *rank = entry.find("rank_id");
    if (!rank || !rank->toInteger(&slot->rank) || slot->rank < 0) {
        problems->append(errorAt(place.member("rank_id"), QStringLiteral("rank_id must be a rank number")));
        return false;
    }
    long long device = -1;
    if (const JsonValue *id = entry.find("device_id"); id && id->toInteger(&device))
        slot->deviceId = int(device);
    return true;
}

QHash<QString, QString> superPodsOf(const JsonValue &table)
{
    QHash<QString, QString> superPods;
    const JsonValue *list = table.find("super_pod_list");
    for (std::size_t i = 0; list && list->isArray() && i < list->size(); ++i) {
        const JsonValue &pod = list->at(i);
        const JsonValue *members = pod.isObject() ? pod.find("server_list") : nullptr;
        for (std::size_t m = 0; members && members->isArray() && m < members->size(); ++m)
            if (members->at(m).isObject())
                superPods.insert(textOf(members->at(m).find("server_id")), textOf(pod.find("super_pod_id")));
    }
    return superPods;
}

Servers readServers1x(const JsonValue &table, Problems *problems)
{
    Servers servers;
    const JsonValue *list = table.find("server_list");
    const JsonPlace listPlace = JsonPlace::root().member("server_list");
    if (!list || !list->isArray()) {
        problems->append(errorAt(listPlace, QStringLiteral("the table has no server_list")));
        return servers;
    }
    const QHash<QString, QString> superPods = superPodsOf(table);
    for (std::size_t s = 0; s < list->size(); ++s) {
        const JsonValue &server = list->at(s);
        const JsonPlace place = listPlace.element(s);
        const JsonValue *devices = server.isObject() ? server.find("device") : nullptr;
        if (!devices || !devices->isArray()) {
            problems->append(errorAt(place, QStringLiteral("%1 has no device list").arg(place.name())));
            continue;
        }
        ServerRanks ranks{textOf(server.find("server_id")), textOf(server.find("host_ip")), {}, {}, 0, {}, {}};
        ranks.superPod = superPods.value(ranks.id);
        ranks.pointer = place.pointer();
        for (std::size_t d = 0; d < devices->size(); ++d) {
            const JsonValue &device = devices->at(d);
            RankSlot slot{s, d, 0, -1, {}};
            if (!device.isObject() || !readRank(device, place.member("device").element(d), &slot, problems))
                continue;
            if (const JsonValue *ip = device.find("device_ip"); ip && ip->isString())
                slot.addresses.push_back(ip->text());
            ranks.rankSlots.push_back(std::move(slot));
        }
        servers.push_back(std::move(ranks));
    }
    return servers;
}

// 2.0 has no server list: a server is the instance of net_layer 0 (the
// links inside the server) its ranks name.
Servers readServers20(const JsonValue &table, Problems *problems)
{
    Servers servers;
    const JsonValue *list = table.find("rank_list");
    const JsonPlace listPlace = JsonPlace::root().member("rank_list");
    if (!list || !list->isArray()) {
        problems->append(errorAt(listPlace, QStringLiteral("the table has no rank_list")));
        return servers;
    }
    std::map<QString, std::size_t> byInstance;
    for (std::size_t r = 0; r < list->size(); ++r) {
        const JsonValue &entry = list->at(r);
        const JsonPlace place = listPlace.element(r);
        RankSlot slot{r, 0, 0, -1, {}};
        if (!entry.isObject() || !readRank(entry, place, &slot, problems))
            continue;
        QString instance;
        const JsonValue *levels = entry.find("level_list");
        for (std::size_t l = 0; levels && levels->isArray() && l < levels->size(); ++l) {
            const JsonValue &level = levels->at(l);
            long long layer = -1;
            if (!level.isObject())
                continue;
            if (const JsonValue *net = level.find("net_layer"); net && net->toInteger(&layer) && layer == 0)
                instance = textOf(level.find("net_instance_id"));
            const JsonValue *addresses = level.find("rank_addr_list");
            for (std::size_t a = 0; addresses && addresses->isArray() && a < addresses->size(); ++a)
                if (addresses->at(a).isObject())
                    if (const JsonValue *addr = addresses->at(a).find("addr"); addr && addr->isString())
                        slot.addresses.push_back(addr->text());
        }
        if (instance.isEmpty()) {
            problems->append(errorAt(place.member("level_list"),
                                     QStringLiteral("rank %1 names no server (no net_instance_id at net_layer 0)").arg(slot.rank)));
            continue;
        }
        const auto [it, added] = byInstance.emplace(instance, servers.size());
        if (added)
            servers.push_back({instance, {}, {}, {}, 0, {}, place.pointer()});
        servers[it->second].rankSlots.push_back(std::move(slot));
    }
    return servers;
}

// Each server's leaf: the switch most of its matched devices reach (the
// first such in device order on a tie). Servers with no device found are
// returned by name.
QStringList assignLeaves(Servers &servers, const FabricTopology &topology, Problems *notes)
{
    QHash<QString, QString> byDevice;
    QHash<QString, QString> byAddress;
    for (const FabricLink &link : topology.links) {
        byDevice.insert(link.server + QLatin1Char('\n') + QString::number(link.device), link.switchName);
        if (!link.deviceIp.isEmpty())
            byAddress.insert(link.deviceIp, link.switchName);
    }
    const auto switchOf = [&](const ServerRanks &server, const RankSlot &slot) {
        for (const QString &name : {server.id, server.hostIp}) {
            const auto it = byDevice.constFind(name + QLatin1Char('\n') + QString::number(slot.deviceId));
            if (!name.isEmpty() && it != byDevice.cend())
                return *it;
        }
        for (const std::string &address : slot.addresses)
            if (const auto it = byAddress.constFind(QString::fromStdString(address)); it != byAddress.cend())
                return *it;
        return QString();
    };
    QStringList uncovered;
    for (ServerRanks &server : servers) {
        std::vector<std::pair<QString, int>> counts;
        int missing = 0;
        for (const RankSlot &slot : server.rankSlots) {
            const QString name = switchOf(server, slot);
            if (name.isEmpty()) {
                ++missing;
                continue;
            }
            auto it = std::find_if(counts.begin(), counts.end(), [&](const auto &c) { return c.first == name; });
            if (it == counts.end())
                counts.emplace_back(name, 1);
            else
                ++it->second;
        }
        if (counts.empty()) {
            uncovered << server.id;
            continue;
        }
        server.leaf = std::max_element(counts.begin(), counts.end(),
                                       [](const auto &a, const auto &b) { return a.second < b.second; })->first;
        if (missing > 0)
            notes->append(Problem::note(server.pointer, QStringLiteral("server %1: %2 of its %3 devices are not in the topology")
                                                .arg(server.id).arg(missing).arg(server.rankSlots.size())));
        if (counts.size() > 1)
            notes->append(Problem::note(server.pointer, QStringLiteral("server %1 reaches %2 switches; planned under %3, which most of its devices reach")
                                                .arg(server.id).arg(counts.size()).arg(server.leaf)));
    }
    return uncovered;
}

std::vector<QString> leavesInOrder(const Servers &servers, const std::vector<std::size_t> &order)
{
    std::vector<QString> leaves;
    leaves.reserve(order.size());
    for (std::size_t index : order)
        leaves.push_back(servers[index].leaf);
    return leaves;
}

void setRank(JsonValue &table, bool rankList, const RankSlot &slot, long long rank)
{
    JsonValue &entry = rankList ? table.find("rank_list")->at(slot.list)
                                : table.find("server_list")->at(slot.list).find("device")->at(slot.device);
    JsonValue *value = entry.find("rank_id");
    *value = value->isString() ? JsonValue::string(std::to_string(rank)) : JsonValue::number(rank);
}

} // namespace

std::vector<std::size_t> routeAffineOrder(const std::vector<RingMember> &members, const FabricTopology &topology)
{
    QHash<QString, QString> firstUplink;
    for (const FabricSwitch &fabricSwitch : topology.switches)
        if (!fabricSwitch.uplinks.isEmpty())
            firstUplink.insert(fabricSwitch.name, fabricSwitch.uplinks.first());
    const auto spineOf = [&](const QString &leaf) { return firstUplink.value(leaf, leaf); };
    std::vector<QString> podOrder;
    std::map<QString, std::vector<std::size_t>> byPod;
    for (std::size_t index = 0; index < members.size(); ++index) {
        const QString &pod = members[index].superPod;
        if (!byPod.count(pod))
            podOrder.push_back(pod);
        byPod[pod].push_back(index);
    }
    std::vector<std::size_t> order;
    order.reserve(members.size());
    QString lastLeaf;
    for (const QString &pod : podOrder) {
        const std::vector<std::size_t> &inPod = byPod[pod];
        // Each leaf's rank: the previous pod's last leaf first, then spines
        // and leaves by first appearance.
        std::map<QString, int> spineRank, leafRank;
        for (std::size_t index : inPod) {
            const QString &leaf = members[index].leaf;
            spineRank.emplace(spineOf(leaf), int(spineRank.size()));
            leafRank.emplace(leaf, int(leafRank.size()));
        }
        std::map<QString, std::tuple<int, int, int>> keyOfLeaf;
        for (const auto &[leaf, rank] : leafRank) {
            const bool continues = leaf == lastLeaf;
            keyOfLeaf[leaf] = std::tuple(continues ? 0 : 1, continues ? 0 : spineRank[spineOf(leaf)], rank);
        }
        std::vector<std::size_t> sorted = inPod;
        std::stable_sort(sorted.begin(), sorted.end(), [&](std::size_t a, std::size_t b) {
            return keyOfLeaf[members[a].leaf] < keyOfLeaf[members[b].leaf];
        });
        order.insert(order.end(), sorted.begin(), sorted.end());
        lastLeaf = members[sorted.back()].leaf;
    }
    return order;
}

std::vector<std::size_t> plannedRingOrder(const std::vector<RingMember> &members, const FabricTopology &topology)
{
    std::vector<std::size_t> identity(members.size());
    std::iota(identity.begin(), identity.end(), std::size_t(0));
    const bool everyLeafKnown = std::all_of(members.begin(), members.end(), [](const RingMember &m) { return !m.leaf.isEmpty(); });
    if (int(members.size()) < kRoutingPlanMinServers || !everyLeafKnown)
        return identity;
    std::vector<QString> before, after;
    for (const RingMember &member : members)
        before.push_back(member.leaf);
    std::vector<std::size_t> planned = routeAffineOrder(members, topology);
    for (std::size_t index : planned)
        after.push_back(members[index].leaf);
    return crossSwitchHops(after) < crossSwitchHops(before) ? planned : identity;
}

int crossSwitchHops(const std::vector<QString> &switches)
{
    if (switches.size() < 2)
        return 0;
    int hops = 0;
    for (std::size_t i = 0; i < switches.size(); ++i)
        hops += switches[i] != switches[(i + 1) % switches.size()] ? 1 : 0;
    return hops;
}

Parsed<RoutingPlan> planRouting(const JsonValue &table, const FabricTopology &topology)
{
    const RankTableVersion version = rankTableVersion(table);
    if (version == RankTableVersion::Template2 || version == RankTableVersion::Unknown)
        return Parsed<RoutingPlan>::failure(Problem::error(
            "/version", QStringLiteral("routing planning reads rank tables 1.0, 1.2 and 2.0; this one is %1%2")
                            .arg(QLatin1String(rankTableVersionName(version)),
                                 version == RankTableVersion::Template2 ? QStringLiteral(" (convert it to 1.0 first)") : QString())));
    const bool rankList = version == RankTableVersion::V2_0;
    Problems problems;
    Servers servers = rankList ? readServers20(table, &problems) : readServers1x(table, &problems);
    if (hasErrors(problems))
        return Parsed<RoutingPlan>::failure(std::move(problems));
    const QStringList uncovered = assignLeaves(servers, topology, &problems);
    if (!uncovered.isEmpty()) {
        const QString named = uncovered.mid(0, 8).join(QStringLiteral(", "))
            + (uncovered.size() > 8 ? QStringLiteral(" and %1 more").arg(uncovered.size() - 8) : QString());
        problems.prepend(Problem::error({}, QStringLiteral("the topology covers no device of %1 server(s): %2")
                                               .arg(uncovered.size()).arg(named)));
        return Parsed<RoutingPlan>::failure(std::move(problems));
    }
    for (ServerRanks &server : servers) {
        std::stable_sort(server.rankSlots.begin(), server.rankSlots.end(), [](const RankSlot &a, const RankSlot &b) { return a.rank < b.rank; });
        server.firstRank = server.rankSlots.empty() ? 0 : server.rankSlots.front().rank;
    }
    std::vector<std::size_t> current(servers.size());
    std::iota(current.begin(), current.end(), std::size_t(0));
    std::stable_sort(current.begin(), current.end(), [&](std::size_t a, std::size_t b) { return servers[a].firstRank < servers[b].firstRank; });

    RoutingPlan plan;
    plan.table = table;
    plan.hopsBefore = crossSwitchHops(leavesInOrder(servers, current));
    std::vector<QString> leaves = leavesInOrder(servers, current);
    std::sort(leaves.begin(), leaves.end());
    plan.leaves = int(std::unique(leaves.begin(), leaves.end()) - leaves.begin());
    if (int(servers.size()) < kRoutingPlanMinServers) {
        plan.skipped = true;
        plan.skipReason = QStringLiteral("the job has %1 server(s); routing planning needs %2 or more")
                              .arg(servers.size()).arg(kRoutingPlanMinServers);
    }
    std::vector<RingMember> ring;
    for (std::size_t index : current)
        ring.push_back({servers[index].leaf, servers[index].superPod});
    const std::vector<std::size_t> applied = plannedRingOrder(ring, topology);
    std::vector<std::size_t> order;
    for (std::size_t position : applied)
        order.push_back(current[position]);
    // Left as it is (skipped, or no order crosses fewer leaves): not a rank
    // id changes, whatever the table's own numbering.
    const bool renumber = !std::is_sorted(applied.begin(), applied.end());
    plan.hopsAfter = crossSwitchHops(leavesInOrder(servers, order));
    long long next = 0;
    for (std::size_t position = 0; position < order.size(); ++position) {
        const ServerRanks &server = servers[order[position]];
        plan.servers.push_back({server.id, server.superPod, server.leaf, int(position), int(server.rankSlots.size())});
        for (const RankSlot &slot : server.rankSlots) {
            if (renumber && slot.rank != next) {
                setRank(plan.table, rankList, slot, next);
                plan.changed = true;
            }
            ++next;
        }
    }
    return Parsed<RoutingPlan>(std::move(plan), std::move(problems));
}

} // namespace ascendops
