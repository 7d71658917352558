#include "formats/nodeinfocfg.h"

#include "formats/jsondocument.h"

#include <QCryptographicHash>

#include <nlohmann/json.hpp>

namespace ascendops {
namespace {

using Json = nlohmann::json;

std::optional<NodeFaultDevice> readFaultDevice(const Json &item, const std::string &place, Problems &problems)
{
    if (!item.is_object()) {
        problems << Problem::warning(place, QStringLiteral("a fault device is %1, not an object; left out").arg(jsonTypeName(item)));
        return std::nullopt;
    }
    NodeFaultDevice device;
    const auto type = item.find("DeviceType");
    if (type != item.end() && type->is_string())
        device.deviceType = type->get<std::string>();
    const auto id = item.find("DeviceId");
    if (id != item.end() && id->is_number_integer())
        device.deviceId = id->get<int>();
    const auto level = item.find("FaultLevel");
    if (level != item.end() && level->is_string())
        device.level = level->get<std::string>();
    const auto codes = item.find("FaultCode");
    if (codes != item.end() && codes->is_array()) {
        for (const Json &code : *codes)
            if (code.is_string())
                device.codes.push_back(code.get<std::string>());
    }
    return device;
}

} // namespace

Parsed<NodeInfoCfg> decodeNodeInfo(std::string_view text)
{
    const Parsed<Json> document = parseJsonDocument(text);
    if (!document)
        return Parsed<NodeInfoCfg>::failure(document.problems());
    const Json &root = document.value();
    if (!root.is_object())
        return Parsed<NodeInfoCfg>::failure(Problem::error("", QStringLiteral("not a JSON object")));
    const auto info = root.find("NodeInfo");
    if (info == root.end() || !info->is_object())
        return Parsed<NodeInfoCfg>::failure(Problem::error("/NodeInfo", QStringLiteral("no NodeInfo object")));
    NodeInfoCfg cfg;
    Problems problems;
    const auto status = info->find("NodeStatus");
    if (status == info->end() || !status->is_string())
        return Parsed<NodeInfoCfg>::failure(Problem::error("/NodeInfo/NodeStatus", QStringLiteral("NodeStatus is missing or not text")));
    cfg.nodeStatus = status->get<std::string>();
    const auto list = info->find("FaultDevList");
    if (list != info->end() && list->is_array()) {
        for (std::size_t i = 0; i < list->size(); ++i)
            if (auto device = readFaultDevice((*list)[i], "/NodeInfo/FaultDevList/" + std::to_string(i), problems))
                cfg.faultDevices.push_back(std::move(*device));
    } else if (list != info->end() && !list->is_null()) {
        problems << Problem::warning("/NodeInfo/FaultDevList", QStringLiteral("FaultDevList is %1, not an array; ignored")
                                                                    .arg(jsonTypeName(*list)));
    }
    return Parsed<NodeInfoCfg>(std::move(cfg), std::move(problems));
}

std::string encodeNodeInfo(const NodeInfoCfg &info)
{
    Json devices = Json::array();
    for (const NodeFaultDevice &device : info.faultDevices)
        devices.push_back(Json{{"DeviceType", device.deviceType}, {"DeviceId", device.deviceId},
                               {"FaultCode", device.codes}, {"FaultLevel", device.level}});
    // NodeD's check code covers the NodeInfo object, as the device plugin's covers DeviceInfo.
    const Json body{{"FaultDevList", devices}, {"NodeStatus", info.nodeStatus}};
    const QByteArray sum = QCryptographicHash::hash(QByteArray::fromStdString(body.dump()), QCryptographicHash::Sha256).toHex();
    const nlohmann::ordered_json value{{"NodeInfo", body}, {"CheckCode", sum.toStdString()}};
    return value.dump();
}

} // namespace ascendops
