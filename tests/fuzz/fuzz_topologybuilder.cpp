// Nodes, ConfigMaps, pods and training jobs as a cluster's API might hold
// them, in any shape: the topology built from them, each device-info map
// applied again and each map read as NodeD's into every server, each server
// refreshed from its node, its maps and every pod (as a pod change
// refreshes it), every server's health read back, and the
// jobs summarized (their rings-config rank tables' status read without
// building them); each object described for the inspector, and its YAML
// read back as itself.
#include "clustermodel/clusterdisolation.h"
#include "clustermodel/objectdescription.h"
#include "clustermodel/topologybuilder.h"
#include "core/inputlimits.h"
#include "kube/yamljson.h"
#include "model/jobsummary.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdint>
#include <vector>

namespace {

int depthOf(const nlohmann::json &value)
{
    int deepest = 0;
    if (value.is_structured())
        for (const nlohmann::json &child : value)
            deepest = std::max(deepest, depthOf(child));
    return deepest + (value.is_structured() ? 1 : 0);
}

} // namespace

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
    ascendops::ClusterTopology topology = ascendops::clustermodel::buildTopology(nodes, configMaps, pods);
    const ascendops::ClusterTopology built = topology;
    for (const Json &map : configMaps) {
        (void)ascendops::clustermodel::applyDeviceInfo(topology, map);
        for (ascendops::TopologyServer &server : topology.servers)
            ascendops::clustermodel::applyNodeInfo(server, &map);
        // Any map read as ClusterD's store (its data keyed by node name).
        (void)ascendops::clustermodel::applyClusterdIsolation(topology, &map, &built);
    }
    std::vector<const Json *> allPods;
    for (const Json &pod : pods)
        allPods.push_back(&pod);
    std::vector<ascendops::TopologyServer> servers;   // built in steps, as ClusterWatch does
    for (std::size_t i = 0; i < nodes.size(); ++i)
        if (auto server = ascendops::clustermodel::serverOfNode(nodes[i], configMaps.empty() ? nullptr : &configMaps[i % configMaps.size()], allPods,
                                                        configMaps.empty() ? nullptr : &configMaps[(i + 1) % configMaps.size()]))
            servers.push_back(std::move(*server));
    (void)ascendops::clustermodel::topologyOf(std::move(servers)).dieCount();
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        (void)ascendops::clustermodel::refreshServer(topology, nodes[i], nullptr, allPods, nullptr);
        if (!configMaps.empty())
            (void)ascendops::clustermodel::refreshServer(topology, nodes[i], &configMaps[i % configMaps.size()], allPods,
                                                 &configMaps[(i + 1) % configMaps.size()]);
    }
    for (const Json &node : nodes)
        (void)ascendops::clustermodel::diesPerNpu(node);
    (void)topology.dieCount();
    (void)ascendops::summarizeJobs(jobs, pods, configMaps);
    // The inspector: each object described, with the Events of the input
    // about it, and its YAML read back as the same object.
    const std::vector<ascendops::clustermodel::JobEvent> events =
        ascendops::clustermodel::eventsAbout(input, QStringLiteral("Node"), {}, QStringLiteral("node-1"));
    for (const Json &object : input) {
        (void)ascendops::clustermodel::describeObject(object, &events, 0);
        // Deeper than the reader takes (by design) is not read back.
        if (object.is_null() || depthOf(object) >= int(ascendops::kMaxNesting) / 2)
            continue;
        const auto back = ascendops::kube::yamlDocumentsToJson(ascendops::kube::jsonToYaml(object));
        if (!back.ok() || back.value().size() != 1 || back.value().front() != object)
            __builtin_trap();
    }
    return 0;
}
