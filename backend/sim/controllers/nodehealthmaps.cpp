#include "sim/controllers/nodehealthmaps.h"

#include "sim/store/jobobjects.h"
#include "sim/store/objectmeta.h"

#include <QDateTime>

#include <algorithm>

namespace ascendops::sim {
namespace {

using Json = nlohmann::json;

std::string deviceInfoName(const std::string &node) { return std::string(kDeviceInfoPrefix) + node; }
std::string nodeInfoName(const std::string &node) { return std::string(kNodeInfoPrefix) + node; }
const std::string kDeviceInfoNs(kDeviceInfoNamespace);
const std::string kNodeInfoNs(kNodeInfoNamespace);

std::string dataValue(const Json &configMap, const char *key)
{
    const Json &data = configMap.value("data", Json::object());
    const auto it = data.find(key);
    return it != data.end() && it->is_string() ? it->get<std::string>() : std::string();
}

bool writeData(ObjectStore &store, const ObjectPtr &current, const char *key, std::string value)
{
    Json map = current->value;
    map["data"][key] = std::move(value);
    return bool(store.update(objects::configMaps(), metaString(map, "namespace"), metaString(map, "name"), map, false));
}

} // namespace

std::optional<DeviceInfoCfg> readDeviceInfo(const ObjectStore &store, const std::string &node)
{
    const StoreResult found = store.get(objects::configMaps(), kDeviceInfoNs, deviceInfoName(node));
    if (!found)
        return std::nullopt;
    Parsed<DeviceInfoCfg> info = decodeDeviceInfo(dataValue(found.object->value, "DeviceInfoCfg"));
    return info ? std::optional<DeviceInfoCfg>(info.take()) : std::nullopt;
}

bool editDeviceInfo(ObjectStore &store, const std::string &node, const std::function<void(DeviceInfoCfg &)> &edit)
{
    const StoreResult found = store.get(objects::configMaps(), kDeviceInfoNs, deviceInfoName(node));
    if (!found)
        return false;
    Parsed<DeviceInfoCfg> info = decodeDeviceInfo(dataValue(found.object->value, "DeviceInfoCfg"));
    if (!info)
        return false;
    edit(info.value());
    info.value().updateTime = QDateTime::currentSecsSinceEpoch();
    return writeData(store, found.object, "DeviceInfoCfg", encodeDeviceInfo(info.value()));
}

bool editSwitchInfo(ObjectStore &store, const std::string &node, const std::function<void(SwitchInfoCfg &)> &edit,
                    const SwitchFaultTable &levels)
{
    const StoreResult found = store.get(objects::configMaps(), kDeviceInfoNs, deviceInfoName(node));
    if (!found)
        return false;
    const std::string text = dataValue(found.object->value, "SwitchInfoCfg");
    Parsed<SwitchInfoCfg> parsed = text.empty() ? Parsed<SwitchInfoCfg>(SwitchInfoCfg()) : decodeSwitchInfo(text);
    if (!parsed)
        return false;
    SwitchInfoCfg info = parsed.take();
    edit(info);
    info.level = SwitchFaultLevel::NotHandle;
    for (const std::string &code : info.faultCodes)
        info.level = std::max(info.level, levels.levelOf(code).value_or(SwitchFaultLevel::NotHandle));
    info.nodeStatus = SwitchInfoCfg::nodeStatusOf(info.level);
    info.updateTime = QDateTime::currentSecsSinceEpoch();
    return writeData(store, found.object, "SwitchInfoCfg", encodeSwitchInfo(info));
}

bool setNodeInfoStatus(ObjectStore &store, const std::string &node, const std::string &status)
{
    const StoreResult found = store.get(objects::configMaps(), kNodeInfoNs, nodeInfoName(node));
    if (!found)
        return false;
    return writeData(store, found.object, "NodeInfo", encodeNodeInfo(NodeInfoCfg{status, {}}));
}

std::string nodeInfoStatus(const ObjectStore &store, const std::string &node)
{
    const StoreResult found = store.get(objects::configMaps(), kNodeInfoNs, nodeInfoName(node));
    if (!found)
        return {};
    const Parsed<NodeInfoCfg> info = decodeNodeInfo(dataValue(found.object->value, "NodeInfo"));
    return info ? info->nodeStatus : std::string();
}

bool setNodeReady(ObjectStore &store, const std::string &node, bool ready)
{
    const StoreResult found = store.get(objects::nodes(), "", node);
    if (!found)
        return false;
    Json updated = found.object->value;
    Json &conditions = updated["status"]["conditions"];
    if (!conditions.is_array())
        conditions = Json::array();
    Json condition{{"type", "Ready"}, {"status", ready ? "True" : "Unknown"},
                   {"reason", ready ? "KubeletReady" : "NodeStatusUnknown"},
                   {"message", ready ? "kubelet is posting ready status" : "Kubelet stopped posting node status."},
                   {"lastTransitionTime", nowTimestamp()}, {"lastHeartbeatTime", nowTimestamp()}};
    bool replaced = false;
    for (Json &existing : conditions) {
        if (existing.value("type", "") == "Ready") {
            existing = condition;
            replaced = true;
        }
    }
    if (!replaced)
        conditions.push_back(condition);
    return bool(store.update(objects::nodes(), "", node, updated, false));
}

bool isNodeReady(const ObjectStore &store, const std::string &node)
{
    const StoreResult found = store.get(objects::nodes(), "", node);
    if (!found)
        return false;
    for (const Json &condition : found.object->value.value("status", Json::object()).value("conditions", Json::array())) {
        if (condition.value("type", "") == "Ready")
            return condition.value("status", "") == "True";
    }
    return false;
}

int diesPerNpu(const ObjectStore &store, const std::string &node)
{
    const StoreResult found = store.get(objects::nodes(), "", node);
    if (!found)
        return 1;
    return objects::labelOf(found.object->value, "accelerator-type").rfind("module-a3", 0) == 0 ? 2 : 1;
}

} // namespace ascendops::sim
