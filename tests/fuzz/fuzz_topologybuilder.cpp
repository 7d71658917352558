// Nodes, ConfigMaps, pods and training jobs as a cluster's API might hold
// them, in any shape: the topology built from them, each device-info map
// applied again, every server's health read back, and the jobs summarized
// (their rings-config rank tables' status read without building them).
#include "kube/topologybuilder.h"
#include "model/jobsummary.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using Json = nlohmann::json;
    // A JSON array of objects; each goes by its kind (anything else: a node).
    const Json input = Json::parse(data, data + size, nullptr, false);
    if (!input.is_array() || input.size() > 512)
        return 0;
    std::vector<Json> nodes, configMaps, pods, jobs;
    for (const Json &object : input) {
        const Json kind = object.is_object() ? object.value("kind", Json()) : Json();
        if (kind == "ConfigMap")
            configMaps.push_back(object);
        else if (kind == "Pod")
            pods.push_back(object);
        else if (kind == "Job" || kind == "AscendJob")
            jobs.push_back(object);
        else
            nodes.push_back(object);
    }
    ascendops::ClusterTopology topology = ascendops::kube::buildTopology(nodes, configMaps, pods);
    for (const Json &map : configMaps)
        (void)ascendops::kube::applyDeviceInfo(topology, map);
    for (const Json &node : nodes)
        (void)ascendops::kube::diesPerNpu(node);
    (void)topology.dieCount();
    (void)ascendops::summarizeJobs(jobs, pods, configMaps);
    return 0;
}
