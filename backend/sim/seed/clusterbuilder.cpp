#include "sim/seed/clusterbuilder.h"

#include "sim/seed/builtobject.h"
#include "sim/seed/clusterlayout.h"
#include "sim/seed/fleetobjects.h"
#include "sim/seed/serverobjects.h"
#include "sim/seed/trainingjobobjects.h"

namespace ascendops::sim {

std::vector<nlohmann::json> buildClusterObjects(const SimPreset &preset)
{
    const BuildTimes times = BuildTimes::current();
    const std::vector<ServerSlot> servers = layoutServers(preset);
    std::vector<nlohmann::json> objects;
    // Four per server, one per job pod, and a few for the job itself.
    objects.reserve(servers.size() * 4 + std::size_t(preset.jobServers()) + 64);
    for (const ServerSlot &slot : servers)
        appendServerObjects(objects, slot, preset, times);
    appendJobObjects(objects, servers, preset, times);
    if (preset.fleet())
        appendFleetObjects(objects, servers, preset, times);
    return objects;
}

} // namespace ascendops::sim
