#pragma once
// The health records MindCluster keeps per node, as the embedded cluster
// edits them: the device plugin's `kube-system/mindx-dl-deviceinfo-<node>`
// (DeviceInfoCfg), NodeD's `mindx-dl/mindx-dl-nodeinfo-<node>` (NodeInfo) and
// the Node's Ready condition the node lifecycle controller sets.
#include "formats/deviceinfocfg.h"
#include "formats/nodeinfocfg.h"
#include "formats/switchinfocfg.h"
#include "sim/store/objectstore.h"

#include <functional>
#include <optional>
#include <string>

namespace ascendops::sim {

std::optional<DeviceInfoCfg> readDeviceInfo(const ObjectStore &store, const std::string &node);
// Read, change, write back with UpdateTime now; false when the node has no
// device-info ConfigMap (or it does not decode).
bool editDeviceInfo(ObjectStore &store, const std::string &node, const std::function<void(DeviceInfoCfg &)> &edit);
// The same for the node's SwitchInfoCfg (A3 UnifiedBus switch faults); a
// ConfigMap without one starts from a healthy switch. The level and
// NodeStatus are derived again from the codes left, with `levelOf`.
bool editSwitchInfo(ObjectStore &store, const std::string &node, const std::function<void(SwitchInfoCfg &)> &edit,
                    const SwitchFaultTable &levels);

// NodeD's verdict: "Healthy", "PreSeparate" or "UnHealthy" (formats/nodeinfocfg.h
// encodes it with NodeD's check code).
bool setNodeInfoStatus(ObjectStore &store, const std::string &node, const std::string &status);
std::string nodeInfoStatus(const ObjectStore &store, const std::string &node);

// Ready=True, or Ready=Unknown with reason NodeStatusUnknown (the kubelet
// stopped posting status), as the node lifecycle controller writes it.
bool setNodeReady(ObjectStore &store, const std::string &node, bool ready);
bool isNodeReady(const ObjectStore &store, const std::string &node);

// Two dies per NPU on A3 nodes (accelerator-type module-a3-*), one elsewhere.
int diesPerNpu(const ObjectStore &store, const std::string &node);

} // namespace ascendops::sim
