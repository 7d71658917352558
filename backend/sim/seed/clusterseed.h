#pragma once
// Fills a fresh store with a cluster's objects, plus the Namespace objects a
// real cluster always has (default, kube-system, kube-public,
// kube-node-lease) and one for every namespace the objects use, so that
// `kubectl get ns` and namespace lookups agree with what is served.
#include "sim/store/objectstore.h"

#include <nlohmann/json.hpp>

#include <vector>

namespace ascendops::sim {

// Returns how many objects were stored.
int seedCluster(ObjectStore &store, const std::vector<nlohmann::json> &objects);

} // namespace ascendops::sim
