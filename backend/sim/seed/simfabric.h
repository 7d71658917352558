#pragma once
// The embedded cluster's whole RoCE fabric as a topology file holds it: the
// leaves its node tools answer LLDP with, each with every spine as uplink
// (LLDP on the nodes cannot see those), the spines, and a link per die named
// by node and device IP. What a site's network documentation would give; the
// demo console loads it beside what LLDP finds, and `sim serve --fabric-out`
// writes it.
#include "formats/fabrictopology.h"
#include "sim/seed/simpreset.h"

namespace ascendops::sim {

FabricTopology simFabric(const SimPreset &preset);

} // namespace ascendops::sim
