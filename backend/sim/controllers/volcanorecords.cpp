#include "sim/controllers/volcanorecords.h"

#include "sim/seed/builtobject.h"
#include "sim/store/jobobjects.h"
#include "sim/store/objectmeta.h"
#include "formats/remainretrytimes.h"
#include "formats/reschedulerecords.h"

#include <cstdlib>
#include <ctime>

namespace ascendops::sim {
namespace {

using Json = nlohmann::json;

std::string jobKey(const Json &job)
{
    return metaString(job, "namespace") + '/' + metaString(job, "name") + '-' + metaString(job, "uid");
}

// The map's entries under KEY, as JSON (Volcano writes the key before any
// job has an entry: an empty object); the map is created when missing.
Json readEntries(ObjectStore &store, const char *ns, const char *name, const char *key)
{
    const StoreResult map = store.get(objects::configMaps(), ns, name);
    if (!map) {
        Json fresh = builtObject("v1", "ConfigMap", name, ns, BuildTimes::current().now);
        fresh["data"] = {{key, "{}"}};
        store.create(objects::configMaps(), ns, fresh, false);
        return Json::object();
    }
    const std::string text = map.object->value.value("data", Json::object()).value(key, "");
    Json entries = Json::parse(text, nullptr, false);
    return entries.is_object() ? entries : Json::object();
}

void writeEntries(ObjectStore &store, const char *ns, const char *name, const char *key, const Json &entries)
{
    store.patch(objects::configMaps(), ns, name, PatchType::Merge, Json{{"data", {{key, entries.dump()}}}}, false);
}

// Volcano's log time, "I0908 11:36:10" (glog's severity, month, day, time).
std::string logFileFormatTime(qint64 seconds)
{
    const std::time_t t = std::time_t(seconds);
    std::tm tm{};
    gmtime_r(&t, &tm);
    char text[32];
    std::strftime(text, sizeof text, "I%m%d %H:%M:%S", &tm);
    return text;
}

} // namespace

bool spendUnconditionalRetry(ObjectStore &store, const Json &job)
{
    const int budget = std::atoi(objects::labelOf(job, "fault-retry-times").c_str());
    if (budget <= 0)
        return true;
    Json entries = readEntries(store, kVolcanoFaultNamespace, kVolcanoFaultMap, kRemainRetryTimesKey);
    const std::string key = jobKey(job);
    // (The ConfigMap is anyone's to edit: a value of another shape counts as none.)
    const Json entry = entries.contains(key) && entries[key].is_object() ? entries[key] : Json::object();
    const int remaining = entry.contains("Times") && entry["Times"].is_number_integer() ? entry["Times"].get<int>() : budget;
    if (remaining <= 0)
        return false;
    entries[key] = {{"UUID", metaString(job, "uid")}, {"Times", remaining - 1}};
    writeEntries(store, kVolcanoFaultNamespace, kVolcanoFaultMap, kRemainRetryTimesKey, entries);
    return true;
}

void recordReschedule(ObjectStore &store, const Json &job, const RescheduledPod &pod, qint64 nowSeconds)
{
    Json entries = readEntries(store, kRescheduleReasonNamespace, kRescheduleReasonMap, kRescheduleRecordsKey);
    const std::string key = jobKey(job);
    Json &entry = entries[key];
    if (!entry.is_object())
        entry = {{"JobID", key}, {"TotalRescheduleTimes", 0}, {"RescheduleRecords", Json::array()}};
    if (!entry.contains("TotalRescheduleTimes") || !entry["TotalRescheduleTimes"].is_number_integer())
        entry["TotalRescheduleTimes"] = 0;
    if (!entry.contains("RescheduleRecords") || !entry["RescheduleRecords"].is_array())
        entry["RescheduleRecords"] = Json::array();
    entry["TotalRescheduleTimes"] = entry["TotalRescheduleTimes"].get<long long>() + 1;
    Json &records = entry["RescheduleRecords"];
    records.push_back({{"LogFileFormatTime", logFileFormatTime(nowSeconds)},
                       {"RescheduleTimeStamp", nowSeconds},
                       {"ReasonOfTask", {{{"RescheduleReason", pod.reason}, {"PodName", pod.pod}, {"NodeName", pod.node},
                                          {"NodeRankIndex", pod.rankIndex < 0 ? std::string() : std::to_string(pod.rankIndex)}}}}});
    while (records.size() > 10)
        records.erase(records.begin());
    writeEntries(store, kRescheduleReasonNamespace, kRescheduleReasonMap, kRescheduleRecordsKey, entries);
}

} // namespace ascendops::sim
