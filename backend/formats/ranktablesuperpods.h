#pragma once

#include "formats/firstseentable.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace ascendops {

class JsonValue;
class RankTableFindings;

// The servers of a 1.x table by server_id, as the super-pod rules need them.
struct ServerDirectory
{
    std::vector<std::string_view> ids;   // per server in list order; empty when unusable
    FirstSeenTable<std::string_view, TextKeyHash> indexOf;   // id -> first server holding it
};

// Which super-pod each server of server_list belongs to.
struct SuperPodGrouping
{
    static constexpr std::uint32_t Unassigned = UINT32_MAX;
    std::vector<std::uint32_t> podOfServer;   // index into super_pod_list
};

// Checks super_pod_list of a 1.2 table against server_list: ids unique, every
// listed server known and listed once, servers of one super-pod listed
// together. Without a super_pod_list all servers form one super-pod.
SuperPodGrouping validateSuperPodList(const JsonValue &document, const ServerDirectory &servers,
                                      RankTableFindings &findings);

} // namespace ascendops
