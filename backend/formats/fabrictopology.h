#pragma once
// The RoCE fabric a job's servers are cabled to (docs/FABRIC.md): the
// switches, with their tier and uplinks, and which switch port each device
// NIC reaches. Written by `fabric discover` and File > Export Fabric from
// what LLDP on the nodes answers; uplinks a leaf's LLDP cannot show are
// added by hand and kept when the file is written again.
#include "core/result.h"

#include <QString>
#include <QStringList>

#include <string>
#include <string_view>
#include <vector>

namespace ascendops {

struct FabricSwitch
{
    QString name;
    QString tier = QStringLiteral("leaf");   // "leaf", "spine"; other tiers are kept as written
    QStringList uplinks;                      // names of switches in the file
    QString chassisId;                        // from LLDP, when known
    QString managementAddress;

    bool isLeaf() const { return tier == QLatin1String("leaf"); }
    bool operator==(const FabricSwitch &) const = default;
};

struct FabricLink
{
    QString server;      // the rank table's server_id, or the node's name
    int device = -1;     // the device id on that server
    QString deviceIp;    // the NIC's address, when known: matches a rank table's device_ip
    QString switchName;
    QString port;        // the switch port, "400GE1/0/1"
    bool operator==(const FabricLink &) const = default;
};

struct FabricTopology
{
    std::vector<FabricSwitch> switches;
    std::vector<FabricLink> links;

    // Index into switches, or -1.
    int switchIndex(const QString &name) const;
    bool operator==(const FabricTopology &) const = default;
};

// Problems carry JSON pointers. A link naming a switch the file does not
// list adds it as a leaf, with a note; an uplink naming no switch, or a
// second link for the same server and device, is an error.
Parsed<FabricTopology> parseFabricTopology(std::string_view text);
std::string writeFabricTopology(const FabricTopology &topology);

// `discovered` with what a person added by hand to `previous`: the tier and
// uplinks of its switches, switches LLDP cannot see (spines), and links of
// servers the discovery did not reach.
FabricTopology mergeHandEdits(FabricTopology discovered, const FabricTopology &previous);

} // namespace ascendops
