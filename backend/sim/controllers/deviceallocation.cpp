#include "sim/controllers/deviceallocation.h"

#include "sim/store/jobobjects.h"
#include "formats/operatorranktable.h"

namespace ascendops::sim {

std::string podDeviceConfiguration(const nlohmann::ordered_json &serverDevices, int rankIndex)
{
    nlohmann::ordered_json configuration{{"pod_name", std::to_string(rankIndex)}};
    for (auto it = serverDevices.begin(); it != serverDevices.end(); ++it)
        configuration[it.key()] = it.value();
    return configuration.dump();
}

bool allocateDevices(nlohmann::json &pod, const nlohmann::json &node)
{
    const int rankIndex = objects::rankIndexOf(pod);
    const std::string published = objects::annotationOf(node, kNodeDevicesAnnotation);
    const auto devices = nlohmann::ordered_json::parse(published, nullptr, false);
    if (rankIndex < 0 || !devices.is_object())
        return false;
    pod["metadata"]["annotations"][kDeviceConfigurationAnnotation] = podDeviceConfiguration(devices, rankIndex);
    return true;
}

} // namespace ascendops::sim
