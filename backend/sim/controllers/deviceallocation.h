#pragma once
// What the Ascend Device Plugin writes on a pod it gives a server's NPUs:
// the `ascend.kubectl.kubernetes.io/ascend-910-configuration` annotation
// (pod_name, server_id, server_ip, host_ip, super_pod_id on A3, devices).
// In the embedded cluster each Node carries its own device list in the
// annotation `sim.ascendops.io/device-configuration` (the plugin would ask
// the driver), so a pod rebuilt on a standby server gets that server's
// devices and the rank table follows it there.
#include <nlohmann/json.hpp>

#include <string>

namespace ascendops::sim {

inline constexpr const char *kNodeDevicesAnnotation = "sim.ascendops.io/device-configuration";

// The annotation value for the pod with that rank index on a server whose
// devices are `serverDevices` (clusterlayout.h serverDevices()).
std::string podDeviceConfiguration(const nlohmann::ordered_json &serverDevices, int rankIndex);

// Annotates the pod with the devices of `node`; false, leaving the pod as it
// was, when the node does not publish them or the pod has no rank index.
bool allocateDevices(nlohmann::json &pod, const nlohmann::json &node);

} // namespace ascendops::sim
