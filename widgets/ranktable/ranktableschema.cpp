#include "ranktable/ranktableschema.h"

#include "formats/jsonpointer.h"

#include <algorithm>
#include <array>

namespace ascendops::RankTableSchema {
namespace {

using Derived = RankTableColumn::Derived;
using Columns = std::vector<RankTableColumn>;

const Columns &serverColumns()
{
    static const Columns columns{{"server_id"}, {"host_ip"}, {{}, Derived::DeviceCount}, {{}, Derived::RankRange}};
    return columns;
}

const Columns &superPodColumns()
{
    static const Columns columns{{"super_pod_id"}, {{}, Derived::ServerCount}};
    return columns;
}

const Columns &unpoddedColumns()
{
    static const Columns columns{{{}, Derived::GroupLabel}, {{}, Derived::ServerCount}};
    return columns;
}

// The 910/A2 template: no die pairs, so no super_device_id or backup NIC.
const Columns &device10Columns()
{
    static const Columns columns{{"device_id"}, {"device_ip"}, {"device_port"}, {"host_port"}, {"rank_id"}};
    return columns;
}

const Columns &device12Columns()
{
    static const Columns columns{{"device_id"}, {"super_device_id"}, {"device_ip"}, {"device_port"},
                                 {"backup_device_ip"}, {"backup_device_port"}, {"host_port"}, {"rank_id"}};
    return columns;
}

const Columns &rankColumns()
{
    static const Columns columns{{"rank_id"}, {"local_id"}, {"device_id"}, {"device_port"}, {"host_port"}};
    return columns;
}

const Columns &levelColumns()
{
    static const Columns columns{{"net_layer"}, {"net_instance_id"}, {"net_type"}, {"net_attr"}};
    return columns;
}

const Columns &addressColumns()
{
    static const Columns columns{{"addr_type"}, {"addr"}, {"ports"}, {"plane_id"}};
    return columns;
}

const Columns &noColumns()
{
    static const Columns columns;
    return columns;
}

constexpr std::array kOrder1x{"status", "version", "server_count", "server_list", "super_pod_list",
                              "server_id", "host_ip", "device", "device_id", "super_device_id",
                              "device_ip", "device_port", "backup_device_ip", "backup_device_port",
                              "host_port", "rank_id", "super_pod_id"};
constexpr std::array kOrder20{"status", "version", "rank_count", "rank_list", "rank_id", "local_id",
                              "device_id", "device_port", "host_port", "level_list", "net_layer",
                              "net_instance_id", "net_type", "net_attr", "rank_addr_list", "addr_type",
                              "addr", "ports", "plane_id"};
constexpr std::array kIntegers20{"rank_count", "rank_id", "local_id", "device_id", "device_port",
                                 "host_port", "net_layer"};

template<std::size_t N>
long orderOf(const std::array<const char *, N> &order, std::string_view key)
{
    const auto it = std::find(order.begin(), order.end(), key);
    return it == order.end() ? -1 : long(it - order.begin());
}

long canonicalOrder(RankTableVersion version, std::string_view key)
{
    return version == RankTableVersion::V2_0 ? orderOf(kOrder20, key) : orderOf(kOrder1x, key);
}

} // namespace

RankTableVersion effectiveVersion(const JsonValue &document)
{
    const RankTableVersion declared = rankTableVersion(document);
    if (declared != RankTableVersion::Unknown || !document.isObject())
        return declared;
    if (document.find("rank_list"))
        return RankTableVersion::V2_0;
    if (document.find("super_pod_list"))
        return RankTableVersion::V1_2;
    return RankTableVersion::V1_0;
}

const std::vector<RankTableColumn> &columns(RankTableRowKind kind, RankTableVersion version)
{
    switch (kind) {
    case RankTableRowKind::SuperPod: return superPodColumns();
    case RankTableRowKind::Unpodded: return unpoddedColumns();
    case RankTableRowKind::Server: return serverColumns();
    case RankTableRowKind::Device:
        return version == RankTableVersion::V1_2 ? device12Columns() : device10Columns();
    case RankTableRowKind::Rank: return rankColumns();
    case RankTableRowKind::Level: return levelColumns();
    case RankTableRowKind::Address: return addressColumns();
    case RankTableRowKind::None: break;
    }
    return noColumns();
}

int columnCount(RankTableVersion version)
{
    if (version == RankTableVersion::V2_0)
        return int(rankColumns().size());
    return int(columns(RankTableRowKind::Device, version).size());
}

int columnOf(RankTableRowKind kind, RankTableVersion version, std::string_view key)
{
    const std::vector<RankTableColumn> &list = columns(kind, version);
    for (std::size_t i = 0; i < list.size(); ++i) {
        if (list[i].isField() && list[i].key == key)
            return int(i);
    }
    return -1;
}

JsonValue::Type fieldType(RankTableVersion version, std::string_view key)
{
    if (version == RankTableVersion::V2_0 && orderOf(kIntegers20, key) >= 0)
        return JsonValue::Type::Number;
    return JsonValue::Type::String;
}

std::size_t memberInsertIndex(const JsonValue &object, std::string_view key, RankTableVersion version)
{
    const long order = canonicalOrder(version, key);
    if (order < 0)
        return object.size();
    for (std::size_t i = 0; i < object.size(); ++i) {
        if (canonicalOrder(version, object.keyAt(i)) > order)
            return i;
    }
    return object.size();
}

bool shapesTree(const JsonValue &document, std::string_view pointer)
{
    std::vector<std::string> tokens;
    if (!JsonPointer::split(pointer, &tokens) || tokens.empty())
        return true;
    if (tokens[0] == "version" || tokens[0] == "super_pod_list")
        return true;
    const bool serverId = tokens.size() == 3 && tokens[0] == "server_list" && tokens[2] == "server_id";
    return serverId && effectiveVersion(document) == RankTableVersion::V1_2;
}

} // namespace ascendops::RankTableSchema
