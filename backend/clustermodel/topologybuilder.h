#pragma once
// The cluster's physical picture from its Kubernetes objects, read the way
// MindCluster publishes it: Nodes (address, Ready, accelerator-type), the
// device plugin's `mindx-dl-deviceinfo-<node>` ConfigMaps (dies, their
// health and faults, the super-pod id and server index, the UnifiedBus
// switch state), NodeD's `mindx-dl-nodeinfo-<node>` (the host's own
// health), and the job's Pods (their `hccl/rankIndex` and device
// configuration annotation: device IPs, super-device ids and so the ranks,
// rank = rankIndex x devices + index as the Ascend Operator numbers them).
#include "model/clustertopology.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <vector>

namespace ascendops::clustermodel {

// Nodes without Ascend devices (no device-info ConfigMap and no accelerator
// label) are left out.
ClusterTopology buildTopology(const std::vector<nlohmann::json> &nodes, const std::vector<nlohmann::json> &configMaps,
                              const std::vector<nlohmann::json> &pods);

// The node whose server POD holds in the picture, "" for none: its node
// when it is a job's ranked pod (hccl/rankIndex) that has not finished. A
// server is read from these pods alone, of the some fifty on a node.
QString serverHeldBy(const nlohmann::json &pod);

// The same in steps, for a caller that spreads a large cluster's build over
// passes of its event loop (ClusterWatch at 16k ranks): the server of each
// node, from its device-info map (null: none), the pods bound to it (or
// those serverHeldBy names it for: only they count) and NodeD's map (null:
// none) (nothing for a node without Ascend devices), then the picture of
// them, ordered by super-pod and place, super-pods grouped.
std::optional<TopologyServer> serverOfNode(const nlohmann::json &node, const nlohmann::json *deviceInfoMap,
                                           const std::vector<const nlohmann::json *> &podsOnNode,
                                           const nlohmann::json *nodeInfoMap);
ClusterTopology topologyOf(std::vector<TopologyServer> servers);

// Re-reads one device-info ConfigMap (of kube-system) into the server it
// describes and recomputes that server's health; what the map could not
// read replaces what it said before in the server's unread list (what the
// Node said stays). False when no server matches, its DeviceInfoCfg cannot
// be read, or it names a die the server does not have or another super-pod
// or server index (a shape change: rebuild). The server is then left as it
// was.
bool applyDeviceInfo(ClusterTopology &topology, const nlohmann::json &configMap);

// Re-reads the server of NODE from the Node, its device-info ConfigMap
// (null: none), the pods bound to it (or those serverHeldBy names it for)
// and NodeD's map (null: none): the job's pod there, its ranks,
// whether the server is spare, what could not be read. False when no server
// matches, the map's DeviceInfoCfg cannot be read, or the server's shape
// changed (another super-pod, other dies: a rebuild places it); the server
// is then left as it was.
bool refreshServer(ClusterTopology &topology, const nlohmann::json &node, const nlohmann::json *deviceInfoMap,
                   const std::vector<const nlohmann::json *> &podsOnNode, const nlohmann::json *nodeInfoMap);

// Where NodeD keeps its word on NODE, as "namespace/name":
// "mindx-dl/mindx-dl-nodeinfo-<node>".
QString nodeInfoMapKey(const QString &node);
// Re-reads NodeD's ConfigMap of the server's node (null: none or gone; a
// map of another name or namespace counts as none): NodeD's state and fault
// devices, what it could not read (replacing what the map said before),
// and the server's health. Never a change of shape.
void applyNodeInfo(TopologyServer &server, const nlohmann::json *nodeInfoMap);

// Dies per NPU of a Node: two on A3 (accelerator-type module-a3-*), one
// elsewhere. Device-info names a die by card x this + chip.
int diesPerNpu(const nlohmann::json &node);

} // namespace ascendops::clustermodel
