#include "sim/controllers/devicefaultlist.h"

#include "model/objectfields.h"

namespace ascendops::sim {
namespace {

using Json = nlohmann::json;

// The list is the DeviceInfoCfg a client may have rewritten: an entry that
// is not an object, or whose map of codes is not one, matches nothing and
// is made whole again when the device plugin writes to it.
Json *findEntry(Json &faults, const std::string &faultType, const std::string &chip)
{
    for (Json &entry : faults) {
        if (entry.is_object() && fields::text(entry, {"fault_type"}).toStdString() == faultType
            && fields::text(entry, {"npu_name"}).toStdString() == chip)
            return &entry;
    }
    return nullptr;
}

Json &codesOf(Json &entry)
{
    Json &times = entry["fault_time_and_level_map"];
    if (!times.is_object())
        times = Json::object();
    return times;
}

// Codes comma-joined, the level the highest among them.
void summarize(Json &entry)
{
    std::string codes;
    FaultHandling level = FaultHandling::NotHandleFault;
    for (auto &[code, time] : codesOf(entry).items()) {
        codes += (codes.empty() ? "" : ",") + code;
        const auto codeLevel = faultHandlingFromName(fields::text(time, {"fault_level"}).toStdString());
        if (codeLevel && *codeLevel > level)
            level = *codeLevel;
    }
    const char *name = faultHandlingName(level);
    entry["fault_code"] = codes;
    entry["large_model_fault_level"] = name;
    entry["fault_level"] = name;
    entry["fault_handling"] = name;
}

} // namespace

void addFaultCode(Json &faults, const std::string &faultType, const std::string &chip, const std::string &code,
                  FaultHandling level, std::int64_t timeMs)
{
    if (!faults.is_array())
        faults = Json::array();
    Json *entry = findEntry(faults, faultType, chip);
    if (!entry) {
        faults.push_back(Json{{"fault_type", faultType}, {"npu_name", chip},
                              {"fault_time_and_level_map", Json::object()}});
        entry = &faults.back();
    }
    Json &times = codesOf(*entry);
    const Json *seen = times.contains(code) ? fields::find(times[code], {"fault_time"}) : nullptr;
    const std::int64_t firstSeen = seen && seen->is_number_integer() ? seen->get<std::int64_t>() : timeMs;
    times[code] = Json{{"fault_time", firstSeen}, {"fault_level", faultHandlingName(level)}};
    summarize(*entry);
}

void removeFaultCode(Json &faults, const std::string &faultType, const std::string &chip, const std::string &code)
{
    if (!faults.is_array())
        return;
    Json *entry = findEntry(faults, faultType, chip);
    if (!entry)
        return;
    codesOf(*entry).erase(code);
    if (codesOf(*entry).empty()) {
        for (std::size_t i = 0; i < faults.size(); ++i) {
            if (&faults[i] == entry) {
                faults.erase(i);
                break;
            }
        }
        return;
    }
    summarize(*entry);
}

} // namespace ascendops::sim
