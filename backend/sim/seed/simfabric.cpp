#include "sim/seed/simfabric.h"

#include "sim/seed/clusterlayout.h"

namespace ascendops::sim {

FabricTopology simFabric(const SimPreset &preset)
{
    FabricTopology fabric;
    QStringList spines;
    for (const std::string &spine : spineNames(preset))
        spines << QString::fromStdString(spine);
    for (const ServerSlot &slot : layoutServers(preset)) {
        for (int die = 0; die < preset.devicesPerServer; ++die) {
            const LeafPort port = leafPort(slot, preset, die);
            const QString leaf = QString::fromStdString(port.leaf);
            if (fabric.switchIndex(leaf) < 0)
                fabric.switches.push_back({leaf, QStringLiteral("leaf"), spines, QString::fromStdString(port.chassisId),
                                           QString::fromStdString(port.managementAddress)});
            fabric.links.push_back({QString::fromStdString(nodeName(slot.node)), die,
                                    QString::fromStdString(deviceIp(slot, preset.devicesPerServer, die)), leaf,
                                    QString::fromStdString(port.port)});
        }
    }
    for (const QString &spine : spines)
        fabric.switches.push_back({spine, QStringLiteral("spine"), {}, {}, {}});
    return fabric;
}

} // namespace ascendops::sim
