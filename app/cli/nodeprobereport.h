#pragma once
// What `nodes probe` prints: per node its dies and per device its link, as
// text for people or JSON for machines, with the link-health verdict.
#include "telemetry/nodeprobe.h"

#include <QString>

#include <vector>

namespace ascendops::cli {

struct NodeProbeOutcome
{
    QString node;                   // "node-3 (127.0.0.1:2201)"
    QString error;                  // unreachable, authentication, host key, timeout
    telemetry::NodeProbe probe;
};

QString probeReportText(const std::vector<NodeProbeOutcome> &outcomes);
QString probeReportJson(const std::vector<NodeProbeOutcome> &outcomes);

} // namespace ascendops::cli
