#include "telemetry/fabricdiscovery.h"

namespace ascendops::telemetry {

FabricDiscovery discoverFabric(const std::vector<ProbedServer> &servers)
{
    FabricDiscovery found;
    FabricTopology &topology = found.topology;
    for (const ProbedServer &server : servers) {
        if (!server.probe)
            continue;
        for (const DeviceProbe &device : server.probe->devices) {
            if (!device.lldp) {
                found.unanswered << QStringLiteral("%1 device %2: %3").arg(server.server).arg(device.device)
                                        .arg(device.lldpNote.isEmpty() ? QStringLiteral("LLDP not asked") : device.lldpNote);
                continue;
            }
            const HccnLldp &lldp = *device.lldp;
            const QString name = lldp.switchName();
            if (topology.switchIndex(name) < 0)
                topology.switches.push_back({name, QStringLiteral("leaf"), {}, lldp.chassisId, lldp.managementAddress});
            topology.links.push_back({server.server, device.device, device.ipAddress, name, lldp.portId});
        }
    }
    return found;
}

} // namespace ascendops::telemetry
