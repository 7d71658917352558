#pragma once
// Finding a place in the cluster picture the way operators name it: a node
// name, a host IP, a pod name, a device IP or a rank ("rank 37" or "r37").
#include "clustertopology.h"

#include <utility>

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

// What to step through: servers, dies, or the dies' RoCE or HCCS links by
// a state (counted as the fleet overview counts them: an isolated die or a
// cordoned server is Isolated, not its health), or Faulty: every server
// not Ready, cordoned, with recovery paused or unhealthy by NodeD
// (UnHealthy or PreSeparate) and
// every die isolated or with a fault of its own or on either link, the
// "next fault" an operator walks through.
enum class TopologyLayer { Servers, Dies, Roce, Hccs, Faulty };
enum class TopologyMark { Ok, Warning, Fault, Unknown, Isolated, NotReady };

bool matchesMark(const ClusterTopology &topology, const TopologyPlace &place, TopologyLayer layer, TopologyMark mark);
// The next place after FROM (before it, BACKWARDS) in server, NPU, die
// order that matches, wrapping round; invalid when none does. An invalid
// FROM starts before the first place (after the last, backwards).
TopologyPlace nextInTopology(const ClusterTopology &topology, const TopologyPlace &from, TopologyLayer layer,
                             TopologyMark mark = TopologyMark::Fault, bool backwards = false);
int countInTopology(const ClusterTopology &topology, TopologyLayer layer, TopologyMark mark = TopologyMark::Fault);
// Every place that matches, in server, NPU, die order.
std::vector<TopologyPlace> placesInTopology(const ClusterTopology &topology, TopologyLayer layer,
                                            TopologyMark mark = TopologyMark::Fault);
// What a click on a server drawn as one block means: its worst element,
// so that the red block's fault is what the details show. A die with a
// fault (its own or a link's), else an isolated die, else a die in
// warning; the server itself when not Ready, cordoned or a fault by NodeD,
// or when nothing in it is amiss.
TopologyPlace worstPlaceInServer(const ClusterTopology &topology, int server);
// PLACE's 1-based position among the places that match, in the same order,
// and how many match; position 0 when PLACE does not match.
std::pair<int, int> positionInTopology(const ClusterTopology &topology, const TopologyPlace &place, TopologyLayer layer,
                                       TopologyMark mark = TopologyMark::Fault);

} // namespace ascendops
