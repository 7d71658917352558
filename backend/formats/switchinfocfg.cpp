#include "switchinfocfg.h"

#include "formats/jsondocument.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace ascendops {
namespace {

using Json = nlohmann::json;

Parsed<SwitchInfoCfg> failed(std::string pointer, QString message)
{
    return Parsed<SwitchInfoCfg>::failure(Problem::error(std::move(pointer), std::move(message)));
}

// The text at KEY, FALLBACK when absent; nothing when it is there but not text.
std::optional<std::string> textAt(const Json &object, const char *key, const char *fallback)
{
    const auto it = object.find(key);
    if (it == object.end() || it->is_null())
        return std::string(fallback);
    if (!it->is_string())
        return std::nullopt;
    return it->get<std::string>();
}

// A FaultCode entry: the bracketed code itself, or (as the device plugin
// writes it) a JSON object in a string whose AssembledFaultCode is the code.
std::optional<std::string> codeOfEntry(const std::string &entry)
{
    const std::size_t first = entry.find_first_not_of(" \t");
    if (first == std::string::npos || entry[first] != '{')
        return entry;
    const Json object = parseJsonOrDiscarded(entry);
    const auto code = object.is_object() ? object.find("AssembledFaultCode") : object.end();
    if (!object.is_object() || code == object.end() || !code->is_string())
        return std::nullopt;
    return code->get<std::string>();
}

// FaultTimeAndLevelMap keys are "<code>_<switch chip>_<port>" in the
// device plugin; the code is what the fault tables know.
std::string codeOfTimeKey(const std::string &key)
{
    const std::size_t bracket = key.rfind(']');
    return bracket == std::string::npos ? key : key.substr(0, bracket + 1);
}

// fault_time is in ms in MindCluster's examples, sometimes in s.
std::int64_t asMs(std::int64_t time)
{
    return time > 0 && time < 100000000000LL ? time * 1000 : time;
}

} // namespace

const char *SwitchInfoCfg::nodeStatusOf(SwitchFaultLevel level)
{
    switch (level) {
    case SwitchFaultLevel::NotHandle: return "Healthy";
    case SwitchFaultLevel::SubHealth: return "SubHealthy";
    case SwitchFaultLevel::PreSeparate: return "PreSeparate";
    default: return "UnHealthy";
    }
}

Parsed<SwitchInfoCfg> decodeSwitchInfo(std::string_view text)
{
    const Parsed<Json> document = parseJsonDocument(text);
    if (!document)
        return Parsed<SwitchInfoCfg>::failure(document.problems());
    const Json &value = document.value();
    if (!value.is_object())
        return failed("", QStringLiteral("not a JSON object"));
    SwitchInfoCfg info;
    const Json codes = value.contains("FaultCode") ? value["FaultCode"] : Json::array();
    if (!codes.is_array() && !codes.is_null())
        return failed("/FaultCode", QStringLiteral("%1, not an array").arg(jsonTypeName(codes)));
    for (std::size_t i = 0; codes.is_array() && i < codes.size(); ++i) {
        const std::string place = "/FaultCode/" + std::to_string(i);
        if (!codes[i].is_string())
            return failed(place, QStringLiteral("%1, not text").arg(jsonTypeName(codes[i])));
        const std::optional<std::string> code = codeOfEntry(codes[i].get<std::string>());
        if (!code)
            return failed(place, QStringLiteral("a JSON object without a text AssembledFaultCode"));
        info.faultCodes.push_back(*code);
    }
    const std::optional<std::string> level = textAt(value, "FaultLevel", "NotHandle");
    if (!level)
        return failed("/FaultLevel", QStringLiteral("not text"));
    const std::optional<SwitchFaultLevel> known = level->empty() ? SwitchFaultLevel::NotHandle
                                                                 : switchFaultLevelFromName(*level);
    if (!known)
        return failed("/FaultLevel", QStringLiteral("\"%1\" is not a switch fault level").arg(QString::fromStdString(*level)));
    info.level = *known;
    if (value.contains("UpdateTime") && value["UpdateTime"].is_number_integer())
        info.updateTime = value["UpdateTime"].get<std::int64_t>();
    const std::optional<std::string> status = textAt(value, "NodeStatus", "Healthy");
    if (!status)
        return failed("/NodeStatus", QStringLiteral("not text"));
    info.nodeStatus = *status;
    const Json times = value.contains("FaultTimeAndLevelMap") ? value["FaultTimeAndLevelMap"] : Json::object();
    for (auto it = times.begin(); times.is_object() && it != times.end(); ++it) {
        const Json &entry = it.value();
        if (!entry.is_object() || !entry.contains("fault_time") || !entry["fault_time"].is_number_integer())
            continue;
        const std::int64_t ms = asMs(entry["fault_time"].get<std::int64_t>());
        auto [slot, inserted] = info.faultTimeMs.emplace(codeOfTimeKey(it.key()), ms);
        if (!inserted)   // the same code on several ports: the earliest
            slot->second = std::min(slot->second, ms);
    }
    return Parsed<SwitchInfoCfg>(std::move(info));
}

std::string encodeSwitchInfo(const SwitchInfoCfg &info)
{
    nlohmann::ordered_json times = nlohmann::ordered_json::object();
    for (const auto &[code, ms] : info.faultTimeMs)
        times[code] = {{"fault_time", ms}, {"fault_level", switchFaultLevelName(info.level)}};
    const nlohmann::ordered_json value{{"FaultCode", info.faultCodes},
                                       {"FaultLevel", switchFaultLevelName(info.level)},
                                       {"UpdateTime", info.updateTime},
                                       {"NodeStatus", info.nodeStatus},
                                       {"FaultTimeAndLevelMap", times}};
    return value.dump();
}

} // namespace ascendops
