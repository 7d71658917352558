#include "telemetry/fabricdiscovery.h"

#include <QHash>
#include <QSet>

#include <map>

namespace ascendops::telemetry {

FabricDiscovery discoverFabric(const std::vector<ProbedServer> &servers)
{
    FabricDiscovery found;
    FabricTopology &topology = found.topology;
    QSet<QString> known;
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
            if (!known.contains(name)) {
                known.insert(name);
                topology.switches.push_back({name, QStringLiteral("leaf"), {}, lldp.chassisId, lldp.managementAddress});
            }
            topology.links.push_back({server.server, device.device, device.ipAddress, name, lldp.portId});
        }
    }
    return found;
}

namespace {

struct DiePlace
{
    int server = -1, npu = -1, die = -1;
};

QHash<QString, DiePlace> diesByAddress(const ClusterTopology &topology)
{
    QHash<QString, DiePlace> byAddress;
    for (std::size_t s = 0; s < topology.servers.size(); ++s)
        for (std::size_t n = 0; n < topology.servers[s].npus.size(); ++n)
            for (std::size_t d = 0; d < topology.servers[s].npus[n].dies.size(); ++d)
                if (const QString &ip = topology.servers[s].npus[n].dies[d].deviceIp; !ip.isEmpty())
                    byAddress.insert(ip, {int(s), int(n), int(d)});
    return byAddress;
}

DiePlace dieOf(const ClusterTopology &topology, int server, int deviceId)
{
    if (server < 0)
        return {};
    const TopologyServer &s = topology.servers[std::size_t(server)];
    for (std::size_t n = 0; n < s.npus.size(); ++n)
        for (std::size_t d = 0; d < s.npus[n].dies.size(); ++d)
            if (s.npus[n].dies[d].deviceId == deviceId)
                return {server, int(n), int(d)};
    return {};
}

} // namespace

ClusterFabric clusterFabricOf(const FabricTopology &fabric, const ClusterTopology &topology)
{
    ClusterFabric out;
    QSet<QString> aboveLeaves;
    for (const FabricSwitch &fabricSwitch : fabric.switches)
        for (const QString &uplink : fabricSwitch.uplinks)
            aboveLeaves.insert(uplink);
    for (const FabricSwitch &fabricSwitch : fabric.switches)
        out.switches.push_back({fabricSwitch.name, !fabricSwitch.isLeaf() || aboveLeaves.contains(fabricSwitch.name), {}});
    QHash<QString, int> switchByName;
    for (std::size_t i = 0; i < fabric.switches.size(); ++i)
        switchByName.insert(fabric.switches[i].name, int(i));
    for (std::size_t i = 0; i < fabric.switches.size(); ++i)
        for (const QString &uplink : fabric.switches[i].uplinks)
            if (const int above = switchByName.value(uplink, -1); above >= 0)
                out.switches[i].uplinks.push_back(above);
    QHash<QString, int> serverByHost;
    for (std::size_t s = 0; s < topology.servers.size(); ++s)
        if (!topology.servers[s].hostIp.isEmpty())
            serverByHost.insert(topology.servers[s].hostIp, int(s));
    const QHash<QString, DiePlace> byAddress = diesByAddress(topology);
    std::vector<std::map<int, int>> leafCounts(topology.servers.size());
    for (const FabricLink &link : fabric.links) {
        int server = topology.serverIndex(link.server);
        if (server < 0)
            server = serverByHost.value(link.server, -1);
        DiePlace place = dieOf(topology, server, link.device);
        if (place.server < 0 && !link.deviceIp.isEmpty())
            place = byAddress.value(link.deviceIp);
        const int switchIndex = switchByName.value(link.switchName, -1);
        if (place.server < 0 || switchIndex < 0) {
            ++out.unmatched;
            continue;
        }
        out.ports.push_back({place.server, place.npu, place.die, switchIndex, link.port});
        ++leafCounts[std::size_t(place.server)][switchIndex];
    }
    out.serverLeaf.assign(topology.servers.size(), -1);
    for (std::size_t s = 0; s < leafCounts.size(); ++s) {
        int best = 0;
        for (const auto &[leaf, count] : leafCounts[s])
            if (count > best) {
                best = count;
                out.serverLeaf[s] = leaf;
            }
    }
    return out;
}

} // namespace ascendops::telemetry
