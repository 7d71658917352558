#pragma once
// Rank-table routing planning (seed 002): ranks renumbered so that servers
// under one leaf switch hold consecutive rank blocks, and a ring over the
// servers in rank order crosses leaf switches as few times as it can. Only
// rank_id values change: each server keeps one contiguous block, its devices
// keep their order, A3 super-pods stay contiguous, and the lists keep their
// order. A server's index in the new rank order is the RANK_AFTER_ACC the
// start script gives NODE_RANK.
#include "core/result.h"
#include "formats/fabrictopology.h"
#include "model/jsonvalue.h"

#include <QString>

#include <string>
#include <vector>

namespace ascendops {

struct RoutingServer
{
    QString serverId;        // 1.x server_id; 2.0 the net_instance_id of net_layer 0
    QString superPod;        // 1.2 super_pod_id; "" elsewhere
    QString switchName;      // the leaf most of its devices reach
    int rankAfterAcc = 0;    // its index in the planned rank order
    int ranks = 0;
};

struct RoutingPlan
{
    JsonValue table;                     // the renumbered table (the input when skipped or not better)
    bool skipped = false;
    QString skipReason;
    bool changed = false;                // some rank_id changed
    int hopsBefore = 0;                  // leaf crossings of the ring, wrap-around included
    int hopsAfter = 0;
    int leaves = 0;                      // distinct leaves of the job's servers
    std::vector<RoutingServer> servers;  // in the planned rank order
};

// The fewest servers the seed plans for: smaller jobs are left as they are.
inline constexpr int kRoutingPlanMinServers = 3;

// One server of a ring, in rank order: its leaf and its super-pod ("" when
// the table has none).
struct RingMember
{
    QString leaf;
    QString superPod;
};

// The route-affine order of `members` (given in rank order), as indices into
// it: super-pods kept together in their order; within one, the leaves under
// the same first uplink together, each leaf's servers together in their old
// order; a super-pod starts on the leaf the previous one ended on, when it
// has it. `topology` gives the uplinks.
std::vector<std::size_t> routeAffineOrder(const std::vector<RingMember> &members, const FabricTopology &topology);

// The order routing planning applies (planRouting uses it): the
// route-affine order when there are kRoutingPlanMinServers or more members,
// each with a leaf, and it crosses fewer leaves; otherwise the order as it is.
std::vector<std::size_t> plannedRingOrder(const std::vector<RingMember> &members, const FabricTopology &topology);

// A ring over servers on these switches, in this order: how many neighbours
// (the last and the first included) sit on different switches.
int crossSwitchHops(const std::vector<QString> &switches);

// Fails (errors with JSON pointers) on a table it cannot read, a template-2
// table, or servers the topology does not cover (named). Notes say which
// devices were not found and which servers reach several leaves.
Parsed<RoutingPlan> planRouting(const JsonValue &table, const FabricTopology &topology);

} // namespace ascendops
