#include "sim/controllers/devicefaultlist.h"

namespace ascendops::sim {
namespace {

using Json = nlohmann::json;

Json *findEntry(Json &faults, const std::string &faultType, const std::string &chip)
{
    for (Json &entry : faults) {
        if (entry.value("fault_type", "") == faultType && entry.value("npu_name", "") == chip)
            return &entry;
    }
    return nullptr;
}

// Codes comma-joined, the level the highest among them.
void summarize(Json &entry)
{
    std::string codes;
    FaultHandling level = FaultHandling::NotHandleFault;
    for (auto it = entry["fault_time_and_level_map"].begin(); it != entry["fault_time_and_level_map"].end(); ++it) {
        codes += (codes.empty() ? "" : ",") + it.key();
        const auto codeLevel = faultHandlingFromName(it.value().value("fault_level", ""));
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
    Json &times = (*entry)["fault_time_and_level_map"];
    const std::int64_t firstSeen = times.contains(code) ? times[code].value("fault_time", timeMs) : timeMs;
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
    (*entry)["fault_time_and_level_map"].erase(code);
    if ((*entry)["fault_time_and_level_map"].empty()) {
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
