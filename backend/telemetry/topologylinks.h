#pragma once
// Node telemetry over SSH merged into the topology the cluster's objects
// describe: a die's RoCE link takes the worse of what device-info says and
// what hccn_tool on the node shows, so a flapping or dimming link is drawn
// even before (or without) the device plugin reporting it.
#include "linkhealth.h"
#include "model/clustertopology.h"

#include <QHash>

namespace ascendops::telemetry {

class NodeCollector;

struct DieLinkTelemetry
{
    LinkHealth verdict;
    qint64 probedAtMs = 0;  // when the verdict's last sample arrived
};

// Device id (as device-info and hccn_tool number it) to its link's telemetry.
using ServerLinkTelemetry = QHash<int, DieLinkTelemetry>;

// What COLLECTOR has for NODE now; empty when it has nothing.
ServerLinkTelemetry linkTelemetryOf(const NodeCollector &collector, const QString &node);

// Sets the telemetry fields of SERVER's dies that TELEMETRY covers, worsens
// their roceLink by the verdict and recomputes the server's health. Apply it
// to a fresh copy of the cluster's server: it only ever worsens.
void mergeLinkTelemetry(TopologyServer &server, const ServerLinkTelemetry &telemetry);

// Whether anything drawn (health colours) differs between A and B.
bool sameColours(const TopologyServer &a, const TopologyServer &b);

} // namespace ascendops::telemetry
