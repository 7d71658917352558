#include "sim/seed/clusterseed.h"

#include "sim/store/objectmeta.h"

#include <algorithm>
#include <set>
#include <string>

namespace ascendops::sim {

int seedCluster(ObjectStore &store, const std::vector<nlohmann::json> &objects)
{
    // volcano-system: where MindCluster's Volcano keeps its fault ConfigMap
    // (vcjob-fault-npu-cm), written on a job's first unconditional retry.
    std::set<std::string> namespaces{"default", "kube-system", "kube-public", "kube-node-lease", "volcano-system"};
    for (const nlohmann::json &object : objects) {
        const std::string ns = metaString(object, "namespace");
        if (!ns.empty())
            namespaces.insert(ns);
    }
    std::vector<nlohmann::json> all;
    all.reserve(objects.size() + namespaces.size());
    for (const std::string &ns : namespaces) {
        const bool given = std::any_of(objects.begin(), objects.end(), [&](const nlohmann::json &o) {
            return o.value("kind", std::string()) == "Namespace" && metaString(o, "name") == ns;
        });
        if (!given)
            all.push_back({{"apiVersion", "v1"}, {"kind", "Namespace"}, {"metadata", {{"name", ns}}},
                           {"status", {{"phase", "Active"}}}});
    }
    all.insert(all.end(), objects.begin(), objects.end());
    return store.seed(all);
}

} // namespace ascendops::sim
