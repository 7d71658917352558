#include "sim/controllers/manualisolation.h"

#include "formats/chipisolation.h"
#include "formats/deviceinfocfg.h"
#include "sim/seed/builtobject.h"
#include "sim/store/clusterevents.h"
#include "sim/store/jobobjects.h"

#include <algorithm>

namespace ascendops::sim {
namespace {

using Json = nlohmann::json;

constexpr int kClusterdThreshold = 3;                         // fault_threshold's default
constexpr qint64 kClusterdWindowMs = 24LL * 3600 * 1000;      // fault_window_hours' default

// A JSON object read from TEXT; {} for anything else.
Json objectOf(const std::string &text)
{
    Json value = Json::parse(text, nullptr, false);
    return value.is_object() ? value : Json::object();
}

bool aboveNotHandled(FaultHandling level)
{
    return level != FaultHandling::NotHandleFault && level != FaultHandling::SubHealthFault;
}

} // namespace

ManualIsolation::ManualIsolation(ObjectStore &store) : m_store(store)
{
}

void ManualIsolation::faultReported(const std::string &node, int die, const std::string &code, FaultHandling level, qint64 nowMs)
{
    const std::string chip = "Ascend910-" + std::to_string(die);
    const std::optional<FrequencyEscalation> raised =
        m_rules.record(QString::fromStdString(node), die, QString::fromStdString(code), nowMs);
    if (raised && raised->handling == FaultHandling::ManuallySeparateNPU)
        separateInDevicePlugin(node, chip, code, nowMs);
    if (!aboveNotHandled(level))
        return;
    std::deque<qint64> &seen = m_clusterdSeen[node + '/' + chip + '/' + code];
    seen.push_back(nowMs);
    while (!seen.empty() && seen.front() <= nowMs - kClusterdWindowMs)
        seen.pop_front();
    if (int(seen.size()) >= kClusterdThreshold)
        separateInClusterD(node, chip, code, nowMs);
}

void ManualIsolation::separateInDevicePlugin(const std::string &node, const std::string &chip, const std::string &code, qint64 nowMs)
{
    const std::string ns(kDeviceInfoNamespace), name = std::string(kDeviceInfoPrefix) + node;
    const StoreResult map = m_store.get(objects::configMaps(), ns, name);
    if (!map)
        return;
    std::string separated = objects::dataOf(map.object->value, "ManuallySeparateNPU");
    if (("," + separated + ",").find("," + chip + ",") == std::string::npos)
        separated += (separated.empty() ? "" : ",") + chip;
    Json reasons = objectOf(objects::dataOf(map.object->value, kUpgradeFaultReasonKey));
    if (!reasons[chip].is_array())
        reasons[chip] = Json::array();
    reasons[chip].push_back({{"upgrade_time", nowMs}, {"fault_code", code}, {"fault_level", "ManuallySeparateNPU"},
                             {"upgrade_type", "FaultFrequency"}});
    m_store.patch(objects::configMaps(), ns, name, PatchType::Merge,
                  Json{{"data", {{"ManuallySeparateNPU", separated}, {kUpgradeFaultReasonKey, reasons.dump()}}}}, false);
    recordEvent(m_store, {"kube-system", "Node", node, "", "Warning", "FaultFrequency",
                          "fault " + code + " on " + chip + " reached its frequency rule: " + chip + " is ManuallySeparateNPU",
                          "ascend-device-plugin"});
}

void ManualIsolation::separateInClusterD(const std::string &node, const std::string &chip, const std::string &code, qint64 nowMs)
{
    const std::string ns(kClusterdManualInfoNamespace), name(kClusterdManualInfoName);
    const StoreResult map = m_store.get(objects::configMaps(), ns, name);
    if (!map) {
        Json fresh = builtObject("v1", "ConfigMap", name, ns, BuildTimes::current().now);
        fresh["data"] = Json::object();
        m_store.create(objects::configMaps(), ns, fresh, false);
    }
    Json value = objectOf(map ? objects::dataOf(map.object->value, node) : std::string());
    if (!value["Total"].is_array())
        value["Total"] = Json::array();
    if (std::find(value["Total"].begin(), value["Total"].end(), Json(chip)) == value["Total"].end())
        value["Total"].push_back(chip);
    if (!value["Detail"].is_object())
        value["Detail"] = Json::object();
    // A new threshold hit refreshes the chip's LastSeparateTime.
    Json &detail = value["Detail"][chip];
    if (!detail.is_array())
        detail = Json::array();
    bool refreshed = false;
    for (Json &entry : detail)
        if (entry.is_object() && entry.value("FaultCode", Json()) == Json(code)) {
            entry["LastSeparateTime"] = nowMs;
            refreshed = true;
        }
    if (!refreshed)
        detail.push_back({{"FaultCode", code}, {"FaultLevel", "ManuallySeparateNPU"}, {"LastSeparateTime", nowMs}});
    m_store.patch(objects::configMaps(), ns, name, PatchType::Merge, Json{{"data", {{node, value.dump()}}}}, false);
}

} // namespace ascendops::sim
