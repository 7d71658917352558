#pragma once
#include "kube/clusterconnection.h"

#include <QStringList>

#include <optional>

class QCommandLineParser;

namespace ascendops::cli {

// `ascend-ops-cli kube sync ...`: connects, syncs the console's caches and
// reports how long that took and what it cost; optionally injects a fault and
// times how long the change takes to reach the cache.
int runKubeCommand(const QStringList &args);

// The connection of --kubeconfig FILE (else kubectl's default files) and
// --context NAME (else the current one); the kubeconfig's errors printed and
// nothing when it gives none.
std::optional<kube::ClusterConnection> connectionFromOptions(const QCommandLineParser &parser);

} // namespace ascendops::cli
