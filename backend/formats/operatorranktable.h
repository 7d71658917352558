#pragma once
// The rank table the MindCluster Ascend Operator writes into a job's
// `rings-config-<job>` ConfigMap (domain 1.4), made from the job's pods: each
// pod's `hccl/rankIndex` and the device list the Ascend Device Plugin put in
// its `ascend.kubectl.kubernetes.io/ascend-910-configuration` annotation.
// rank_id = rankIndex x devices + index; servers sorted by their first rank;
// version 1.2 (with super_pod_list and borrow-rail backups) for A3
// super-pod jobs, 1.0 otherwise. The cluster builder makes the first table
// with it and the job controller every later one, and the recovery pipeline
// writes the same table when the operator leaves it initializing after a
// replacement, so all agree.
#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace ascendops {

inline constexpr const char *kRankIndexAnnotation = "hccl/rankIndex";
inline constexpr const char *kDeviceConfigurationAnnotation = "ascend.kubectl.kubernetes.io/ascend-910-configuration";

// The ConfigMap's name and keys (ascend-operator controllers/v1/consts.go).
inline constexpr const char *kRingsConfigPrefix = "rings-config-";
inline constexpr const char *kRankTableKey = "hccl.json";
inline constexpr const char *kRankTableVersionKey = "version";

// "1.2" when the pod asks for A3 super-pod scheduling (nodeSelector
// accelerator-type module-a3-16-super-pod / module-a3-8-super-pod, schedule
// policy chip2-node16-sp / chip2-node8-sp, or an sp-block annotation), else "1.0".
std::string rankTableVersionForPod(const nlohmann::json &pod);

// The completed table, or nothing while some pod has no rank index or no
// device list yet (the device plugin has not allocated it). Without
// backupNics an A3 table leaves out backup_device_ip, as one written by hand
// or by an operator that does not pair the dies does.
std::optional<nlohmann::ordered_json> rankTableFromPods(const std::vector<const nlohmann::json *> &pods,
                                                        bool backupNics = true);

// Whether the job's table (the ConfigMap's hccl.json text) gives device
// `die` of `pod`'s server a backup NIC: a 1.2 table with backup_device_ip
// for it, which lets HCCL operator retry at L2 borrow the other die's NIC
// when this one's link is lost. The server is found by the server_id in the
// pod's device annotation.
bool rankTableGivesBackupLane(const std::string &tableText, const nlohmann::json &pod, int die);

// What the operator writes while pods are missing: {"status":"initializing"}.
nlohmann::ordered_json initializingRankTable();

// The `version` a rewrite is stamped with: a Unix time, and past PREVIOUS
// even for two rewrites within one second, so that a watcher sees both.
std::string nextRankTableVersion(const std::string &previous);

} // namespace ascendops
