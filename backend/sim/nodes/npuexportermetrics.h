#pragma once
// A node's NPU telemetry in the Prometheus text format, with the metric
// names and `id`/`model_name` labels of MindCluster's NPU Exporter, so that
// dashboards and scrapers written for real nodes read the embedded cluster
// too. Served at /api/v1/nodes/<node>/proxy/metrics, the path through which
// the API server reaches a node's endpoints.
#include "sim/store/objectstore.h"
#include "sim/nodes/telemetry.h"

#include <cstdint>
#include <optional>
#include <string>

namespace ascendops::sim {

// Nothing when the embedded cluster has no telemetry for the node.
std::optional<std::string> npuExporterMetrics(const ObjectStore &store, const TelemetryStore &telemetry,
                                              const std::string &node, std::int64_t nowMs);

} // namespace ascendops::sim
