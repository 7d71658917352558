#pragma once
// Finding a place in the cluster picture the way operators name it: a node
// name, a host IP, a pod name, a device IP or a rank ("rank 37" or "r37").
#include "clustertopology.h"

namespace ascendops {

// A server, or one die on it (npu and die -1 for the server itself).
struct TopologyPlace
{
    int server = -1;
    int npu = -1;   // index into the server's npus
    int die = -1;   // index into that npu's dies

    bool isValid() const { return server >= 0; }
    bool isDie() const { return die >= 0; }
    friend bool operator==(const TopologyPlace &, const TopologyPlace &) = default;
};

// The first place matching `query` (trimmed, case-insensitive for names):
// exact node, pod, host IP, device IP or rank; otherwise the first node or
// pod whose name contains it. Invalid when nothing matches.
TopologyPlace findInTopology(const ClusterTopology &topology, const QString &query);

const TopologyDie *dieAt(const ClusterTopology &topology, const TopologyPlace &place);

} // namespace ascendops
