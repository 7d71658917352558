#pragma once
// The `DeviceInfoCfg` value of a `mindx-dl-deviceinfo-<node>` ConfigMap, as
// the Ascend Device Plugin writes it: chip lists by health under
// `DeviceInfo.DeviceList` (healthy, -Unhealthy, -NetworkUnhealthy,
// -Recovering), the `-Fault` list as a JSON *string* holding an array, the
// node's super-pod id and server index, and a check code. Read by the
// console's topology and written by the embedded cluster, so both agree on
// one encoding.
#include "core/result.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ascendops {

// The fault types of the -Fault list: the chip's own faults and its RoCE
// port's, and the code the device plugin reports when that port loses its link.
inline constexpr const char *kCardUnhealthy = "CardUnhealthy";
inline constexpr const char *kCardNetworkUnhealthy = "CardNetworkUnhealthy";
inline constexpr const char *kRoceLinkDownCode = "81078603";
// Where the device plugin keeps a node's device-info: kube-system/<prefix><node>.
inline constexpr std::string_view kDeviceInfoNamespace = "kube-system";
inline constexpr std::string_view kDeviceInfoPrefix = "mindx-dl-deviceinfo-";

// One entry of the -Fault list, decoded once for everyone who reads it.
struct DeviceFaultEntry
{
    std::string faultType;              // CardUnhealthy, CardNetworkUnhealthy, ...
    std::string chip;                   // npu_name: "Ascend910-3"
    int die = -1;                       // the die's logic id from the chip name; -1 when it has none
    std::vector<std::string> codes;     // fault_code split, upper case
    std::string handling;               // fault_handling
    // The earliest fault_time of its codes in ms since the epoch (the device
    // plugin writes ms; some of its examples write s); 0 when none is given.
    std::int64_t occurredMs = 0;

    bool isNetwork() const { return faultType == kCardNetworkUnhealthy; }
};

// The die a chip name ends in: "Ascend910-3" -> 3; -1 without a number.
int dieOfChip(const std::string &chip);

struct DeviceInfoCfg
{
    std::string resource = "huawei.com/Ascend910"; // DeviceList key prefix
    std::vector<int> healthy;           // die (logic) ids: chip "Ascend910-<id>"
    std::vector<int> unhealthy;
    std::vector<int> networkUnhealthy;
    std::vector<int> recovering;
    // Chips an operator separated: the ConfigMap's own ManuallySeparateNPU
    // key, beside DeviceInfoCfg (decodeManuallySeparated); the device plugin
    // keeps them out of service until a person releases them.
    std::vector<int> manuallySeparated;
    nlohmann::json faults = nlohmann::json::array(); // entries of the -Fault list
    std::string faultKey;               // its DeviceList key: "huawei.com/Ascend910-Fault"; "" when absent
    std::int64_t updateTime = 0;        // seconds
    int superPodId = -2;                // -2: no super-pod information (A2)
    int serverIndex = -2;
    std::string checkCode;

    // Every die the map names, in any list (a -Fault entry that cannot be
    // read among them), sorted and unique.
    std::vector<int> allDies() const;
    // The same from the -Fault list as decodeFaultEntries and
    // diesOfUnreadFaults read it (read once by a caller that has both).
    std::vector<int> allDies(const std::vector<DeviceFaultEntry> &entries, const std::vector<int> &unreadFaultDies) const;
    // The chip name of a die: "Ascend910-3".
    std::string chipName(int die) const;
};

// The -Fault list's entries. An entry that is not an object, or whose fields
// have the wrong types, is left out with a warning at its place (PLACE, the
// list's own, then "/3/fault_code"); one whose chip has no die number is kept
// with a warning. The list itself is always readable.
Parsed<std::vector<DeviceFaultEntry>> decodeFaultEntries(const nlohmann::json &faults, const std::string &place = {});
// The dies whose -Fault entries decodeFaultEntries leaves out, where the
// entry's npu_name still names one: what is wrong with them is not known.
std::vector<int> diesOfUnreadFaults(const nlohmann::json &faults);

// Parses the ConfigMap value; a problem names its JSON place. A chip name
// without a die number is left out with a warning that names its list.
Parsed<DeviceInfoCfg> decodeDeviceInfo(std::string_view text);
// The ConfigMap's ManuallySeparateNPU value, "Ascend910-0,Ascend910-3", as
// sorted dies; a name without a die number is a warning.
Parsed<std::vector<int>> decodeManuallySeparated(std::string_view value);
// The value as the device plugin writes it; the check code is the SHA-256 of
// the serialized DeviceInfo object.
std::string encodeDeviceInfo(const DeviceInfoCfg &info);

} // namespace ascendops
