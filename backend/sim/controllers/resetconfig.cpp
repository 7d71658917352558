#include "sim/controllers/resetconfig.h"

#include "formats/operatorranktable.h"
#include "formats/resetinfo.h"
#include "sim/store/jobobjects.h"
#include "sim/store/objectmeta.h"

#include <QString>

#include <algorithm>
#include <string>

namespace ascendops::sim {
namespace {

using Json = nlohmann::json;

// A device_id as the plugin writes it ("3"); -1 for anything else (the
// store is anyone's to edit).
int logicIdOf(const Json &device)
{
    const Json id = device.is_object() ? device.value("device_id", Json()) : Json();
    bool ok = false;
    const int value = id.is_string() ? QString::fromStdString(id.get<std::string>()).toInt(&ok) : -1;
    return ok && value >= 0 ? value : -1;
}

// The job's reset.json as JSON (an object; {} when it is not one), or
// nothing when the job has no map.
std::optional<Json> readResetJson(ObjectStore &store, const Json &job)
{
    const StoreResult map = store.get(objects::configMaps(), metaString(job, "namespace"),
                                      kResetConfigPrefix + metaString(job, "name"));
    if (!map)
        return std::nullopt;
    // (The map is anyone's to edit: a value of another shape counts as none.)
    const Json value = Json::parse(objects::dataOf(map.object->value, kResetInfoKey), nullptr, false);
    return value.is_object() ? value : Json::object();
}

// RESTART_TYPE: written as given (null removes it); absent, left as it is.
void writeResetJson(ObjectStore &store, const Json &job, const Json &value, const std::optional<Json> &restartType = std::nullopt)
{
    Json data = {{kResetInfoKey, value.dump()}};
    if (restartType)
        data[kResetRestartTypeKey] = *restartType;
    store.patch(objects::configMaps(), metaString(job, "namespace"), kResetConfigPrefix + metaString(job, "name"),
                PatchType::Merge, Json{{"data", data}}, false);
}

// POD's ranks, as the Ascend Operator numbers them (rankIndex x devices +
// index), unrecovered in RANKS; what a rank was told before is replaced.
void addRanksOf(Json &ranks, const Json &pod)
{
    const Json configuration = Json::parse(objects::annotationOf(pod, kDeviceConfigurationAnnotation), nullptr, false);
    const Json devices = configuration.is_object() ? configuration.value("devices", Json::array()) : Json::array();
    const int rankIndex = objects::rankIndexOf(pod);
    const int count = devices.is_array() ? int(devices.size()) : 0;
    const bool placed = rankIndex >= 0 && rankIndex < 1'000'000;   // (anyone may edit the label)
    for (int i = 0; placed && i < count; ++i) {
        ranks.erase(std::remove_if(ranks.begin(), ranks.end(), [rank = rankIndex * count + i](const Json &entry) {
                        return entry.is_object() && entry.value("RankId", Json()) == Json(rank);
                    }), ranks.end());
        ranks.push_back({{"RankId", rankIndex * count + i}, {"LogicId", logicIdOf(devices[std::size_t(i)])}, {"Status", "unrecovered"},
                         {"Policy", "restart"}, {"InitialPolicy", nullptr}, {"ErrorCode", Json::array()}, {"ErrorCodeHex", ""}});
    }
}

} // namespace

void tellRanksToRestart(ObjectStore &store, const Json &job, const std::vector<Json> &pods, qint64 nowSeconds, RankRestart how)
{
    std::optional<Json> reset = readResetJson(store, job);
    if (!reset || pods.empty())
        return;
    if (!reset->contains("RankList") || !(*reset)["RankList"].is_array())
        *reset = {{"RankList", Json::array()}, {"RetryTime", 0}};
    reset->erase("status");   // no longer as the job created it
    for (const Json &pod : pods)
        addRanksOf((*reset)["RankList"], pod);
    (*reset)["UpdateTime"] = nowSeconds;
    const Json retries = reset->value("RetryTime", Json(0));
    (*reset)["RetryTime"] = (retries.is_number_integer() ? std::clamp<long long>(retries.get<long long>(), 0, 1'000'000) : 0) + 1;
    if (how == RankRestart::FaultyProcesses)
        (*reset)["RestartFaultProcess"] = true;
    else
        reset->erase("RestartFaultProcess");
    writeResetJson(store, job, *reset, how == RankRestart::PodReschedule ? Json("podReschedule") : Json(nullptr));
}

void markRanksRecovered(ObjectStore &store, const Json &job, qint64 nowSeconds)
{
    std::optional<Json> reset = readResetJson(store, job);
    if (!reset || !reset->contains("RankList") || !(*reset)["RankList"].is_array())
        return;
    bool changed = false;
    for (Json &rank : (*reset)["RankList"])
        if (rank.is_object() && rank.value("Status", Json()) == Json("unrecovered")) {
            rank["Status"] = "recovered";
            changed = true;
        }
    if (!changed)
        return;
    (*reset)["UpdateTime"] = nowSeconds;
    writeResetJson(store, job, *reset);
}

} // namespace ascendops::sim
