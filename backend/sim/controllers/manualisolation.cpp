#include "sim/controllers/manualisolation.h"

#include "formats/chipisolation.h"
#include "formats/deviceinfocfg.h"
#include "sim/seed/builtobject.h"
#include "sim/store/clusterevents.h"
#include "model/objectfields.h"
#include "sim/store/jobobjects.h"

#include <algorithm>
#include <cstdlib>

namespace ascendops::sim {
namespace {

using Json = nlohmann::json;

constexpr int kClusterdThreshold = 3;                         // fault_threshold's default
constexpr qint64 kClusterdWindowMs = 24LL * 3600 * 1000;      // fault_window_hours' default
constexpr qint64 kClusterdFreeMs = 48LL * 3600 * 1000;        // fault_free_hours' default
constexpr double kSoftwareFaultSeconds = 30;                  // one code on several chips of a job (modeled)

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

ManualIsolation::ManualIsolation(ObjectStore &store, SimClock clock, QObject *context)
    : m_store(store)
    , m_clock(clock)
    , m_context(context)
{
}

void ManualIsolation::faultReported(const std::string &node, int die, const std::string &code, FaultHandling level, qint64 nowMs)
{
    const std::string chip = "Ascend910-" + std::to_string(die);
    const std::optional<FrequencyEscalation> raised =
        m_rules.record(QString::fromStdString(node), die, QString::fromStdString(code), nowMs);
    m_lastReportedMs[node + '/' + chip + '/' + code] = nowMs;
    if (raised && raised->handling == FaultHandling::ManuallySeparateNPU)
        separateInDevicePlugin(node, chip, code, nowMs);
    if (!aboveNotHandled(level))
        return;
    // ClusterD's software-fault filter needs the next 30 s to have been
    // seen: the report is counted, or not, then.
    const std::string job = jobOfChip(node);
    if (!job.empty())
        m_byJob[job + '/' + code].emplace_back(node + '/' + chip, nowMs);
    m_clock.callAfter(kSoftwareFaultSeconds, m_context, [this, node, chip, code, job, nowMs] {
        if (!softwareFault(job, node + '/' + chip, code, nowMs))
            countInClusterD(node, chip, code, nowMs);
    });
}

// The job whose running pod holds the node's chips ("ns/job"), "" none.
std::string ManualIsolation::jobOfChip(const std::string &node) const
{
    for (const ObjectPtr &pod : m_store.list(objects::pods(), "", LabelSelector(), FieldSelector()).items)
        if (pod->value.value("spec", Json::object()).value("nodeName", "") == node && objects::podPhase(pod->value) == "Running"
            && !objects::jobOfPod(pod->value).empty())
            return pod->value["metadata"].value("namespace", "") + '/' + objects::jobOfPod(pod->value);
    return {};
}

// ClusterD's software-fault filter: the same code on another chip of the
// same job within 30 s either side is the job's software failing, not the
// chip: none of those reports is counted.
bool ManualIsolation::softwareFault(const std::string &job, const std::string &chip, const std::string &code, qint64 atMs)
{
    if (job.empty())
        return false;
    std::deque<std::pair<std::string, qint64>> &reports = m_byJob[job + '/' + code];
    const qint64 window = m_clock.toMs(kSoftwareFaultSeconds);
    while (!reports.empty() && reports.front().second < atMs - 2 * window)
        reports.pop_front();   // nothing later needs them
    return std::any_of(reports.begin(), reports.end(), [&](const auto &report) {
        return report.first != chip && std::abs(report.second - atMs) <= window;
    });
}

void ManualIsolation::countInClusterD(const std::string &node, const std::string &chip, const std::string &code, qint64 atMs)
{
    std::deque<qint64> &seen = m_clusterdSeen[node + '/' + chip + '/' + code];
    seen.push_back(atMs);
    while (!seen.empty() && seen.front() <= atMs - kClusterdWindowMs)
        seen.pop_front();
    if (int(seen.size()) >= kClusterdThreshold)
        separateInClusterD(node, chip, code, atMs);
}

void ManualIsolation::faultCleared(const std::string &node, int die, const std::string &code, qint64 nowMs)
{
    const std::string chip = "Ascend910-" + std::to_string(die);
    for (const FrequencyRule &rule : m_rules.frequencyRules())
        if (rule.handling == FaultHandling::ManuallySeparateNPU && rule.releaseSeconds > 0
            && std::find(rule.codes.begin(), rule.codes.end(), code) != rule.codes.end()) {
            // Counted from the last time the fault went away: a report since
            // starts the window again at its own clearing.
            m_clock.callAfterMs(rule.releaseSeconds * 1000, m_context, [this, node, chip, code, nowMs] {
                if (m_lastReportedMs[node + '/' + chip + '/' + code] <= nowMs)
                    releaseInDevicePlugin(node, chip, code);
            });
            return;
        }
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
    // One reason per code: a rule hit again dates it anew.
    Json &list = reasons[chip];
    list.erase(std::remove_if(list.begin(), list.end(), [&](const Json &r) { return r.is_object() && r.value("fault_code", "") == code; }),
               list.end());
    list.push_back({{"upgrade_time", nowMs}, {"fault_code", code}, {"fault_level", "ManuallySeparateNPU"},
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
    m_clock.callAfterMs(kClusterdFreeMs, m_context, [this, node, chip] { releaseInClusterD(node, chip); });
}

// The device plugin's rule released the chip: out of ManuallySeparateNPU,
// its reason for CODE deleted, EventReleaseUpgradeFault said.
void ManualIsolation::releaseInDevicePlugin(const std::string &node, const std::string &chip, const std::string &code)
{
    const std::string ns(kDeviceInfoNamespace), name = std::string(kDeviceInfoPrefix) + node;
    const StoreResult map = m_store.get(objects::configMaps(), ns, name);
    if (!map)
        return;
    // Only what this rule isolated: the chip stays while another reason
    // (or none: a person's or the console's own isolation) holds it.
    Json reasons = objectOf(objects::dataOf(map.object->value, kUpgradeFaultReasonKey));
    if (!reasons.contains(chip) || !reasons[chip].is_array())
        return;
    Json &list = reasons[chip];
    const std::size_t before = list.size();
    list.erase(std::remove_if(list.begin(), list.end(), [&](const Json &r) { return r.is_object() && r.value("fault_code", "") == code; }),
               list.end());
    if (list.size() == before)
        return;
    const bool free = list.empty();
    if (free)
        reasons.erase(chip);
    const std::string separated = objects::dataOf(map.object->value, "ManuallySeparateNPU");
    m_store.patch(objects::configMaps(), ns, name, PatchType::Merge,
                  Json{{"data", {{"ManuallySeparateNPU", free ? releaseFromManuallySeparated(separated, chip) : separated},
                                 {kUpgradeFaultReasonKey, reasons.dump()}}}}, false);
    if (free)
        recordEvent(m_store, {"kube-system", "Node", node, "", "Normal", "ReleaseUpgradeFault",
                              chip + " released: " + code + " stayed away for its ReleaseTimeWindow", "ascend-device-plugin"});
}

// fault_free_hours after the chip's last separation (a later threshold hit
// refreshes LastSeparateTime, and its own release comes later): out of
// Total and Detail.
void ManualIsolation::releaseInClusterD(const std::string &node, const std::string &chip)
{
    const std::string ns(kClusterdManualInfoNamespace), name(kClusterdManualInfoName);
    const StoreResult map = m_store.get(objects::configMaps(), ns, name);
    if (!map)
        return;
    const std::string text = objects::dataOf(map.object->value, node);
    Json value = objectOf(text);
    const Json *detail = fields::find(value, {"Detail", chip.c_str()});
    if (text.empty() || !detail || !detail->is_array())
        return;   // released already (by a person, or the map gone)
    for (const Json &entry : *detail)
        if (entry.is_object() && entry.value("LastSeparateTime", Json(0)).is_number_integer()
            && entry["LastSeparateTime"].get<qint64>() > m_clock.nowMs() - kClusterdFreeMs)
            return;   // separated again since: that one's own release comes later
    if (value["Total"].is_array())
        value["Total"].erase(std::remove(value["Total"].begin(), value["Total"].end(), Json(chip)), value["Total"].end());
    value["Detail"].erase(chip);
    m_store.patch(objects::configMaps(), ns, name, PatchType::Merge, Json{{"data", {{node, value.dump()}}}}, false);
    // The fault counter starts again after a release.
    for (auto it = m_clusterdSeen.lower_bound(node + '/' + chip + '/'); it != m_clusterdSeen.end()
                                                                        && it->first.rfind(node + '/' + chip + '/', 0) == 0;)
        it = m_clusterdSeen.erase(it);
}

} // namespace ascendops::sim
