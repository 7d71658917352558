#pragma once
// The `DeviceInfoCfg` value of a `mindx-dl-deviceinfo-<node>` ConfigMap, as
// the Ascend Device Plugin writes it: chip lists by health under
// `DeviceInfo.DeviceList` (healthy, -Unhealthy, -NetworkUnhealthy,
// -Recovering), the `-Fault` list as a JSON *string* holding an array, the
// node's super-pod id and server index, and a check code. Read by the
// console's topology and written by the embedded cluster, so both agree on
// one encoding.
#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace ascendops {

struct DeviceInfoCfg
{
    std::string resource = "huawei.com/Ascend910"; // DeviceList key prefix
    std::vector<int> healthy;           // die (logic) ids: chip "Ascend910-<id>"
    std::vector<int> unhealthy;
    std::vector<int> networkUnhealthy;
    std::vector<int> recovering;
    nlohmann::json faults = nlohmann::json::array(); // entries of the -Fault list
    std::int64_t updateTime = 0;        // seconds
    int superPodId = -2;                // -2: no super-pod information (A2)
    int serverIndex = -2;
    std::string checkCode;

    // Every die the map names, in any list, sorted and unique.
    std::vector<int> allDies() const;
    // The chip name of a die: "Ascend910-3".
    std::string chipName(int die) const;
};

// Parses the ConfigMap value; on failure says why in *error.
std::optional<DeviceInfoCfg> decodeDeviceInfo(const std::string &text, std::string *error = nullptr);
// The value as the device plugin writes it; the check code is the SHA-256 of
// the serialized DeviceInfo object.
std::string encodeDeviceInfo(const DeviceInfoCfg &info);

} // namespace ascendops
