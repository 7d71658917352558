#include "formats/chipisolation.h"

#include "formats/jsondocument.h"

#include <nlohmann/json.hpp>

#include <QString>

namespace ascendops {
namespace {

using Json = nlohmann::json;

// RFC 6901: "~" and "/" in a key are escaped in a pointer.
std::string pointerKey(const std::string &key)
{
    std::string out;
    for (char c : key)
        out += c == '~' ? std::string("~0") : c == '/' ? std::string("~1") : std::string(1, c);
    return out;
}

Parsed<Json> objectOf(std::string_view text, const char *what)
{
    Json json = Json::parse(text.begin(), text.end(), nullptr, false);
    if (json.is_discarded())
        return Parsed<Json>::failure(Problem::error("", QStringLiteral("%1 is not JSON").arg(QLatin1String(what))));
    if (!json.is_object())
        return Parsed<Json>::failure(Problem::error("", QStringLiteral("%1 is %2, not an object").arg(QLatin1String(what), jsonTypeName(json))));
    return Parsed<Json>(std::move(json));
}

// One reason at PLACE, with the field names of its store; nothing (and a
// warning) when it is not an object or a field has the wrong type.
std::optional<IsolationReason> readReason(const Json &item, const std::string &place, bool clusterd, Problems &notes)
{
    if (!item.is_object()) {
        notes << Problem::warning(place, QStringLiteral("a reason is %1, not an object; left out").arg(jsonTypeName(item)));
        return std::nullopt;
    }
    IsolationReason reason;
    bool readable = true;
    const auto text = [&](const char *key, std::string *out) {
        const auto it = item.find(key);
        if (it == item.end())
            return;
        if (it->is_string())
            *out = it->get<std::string>();
        else {
            notes << Problem::warning(place + "/" + key, QStringLiteral("%1 is %2, not a string; the reason is left out")
                                                            .arg(QLatin1String(key), jsonTypeName(*it)));
            readable = false;
        }
    };
    text(clusterd ? "FaultCode" : "fault_code", &reason.faultCode);
    text(clusterd ? "FaultLevel" : "fault_level", &reason.level);
    if (!clusterd)
        text("upgrade_type", &reason.rule);
    const char *timeKey = clusterd ? "LastSeparateTime" : "upgrade_time";
    if (const auto it = item.find(timeKey); it != item.end()) {
        if (it->is_number_integer() || it->is_number_unsigned())
            reason.timeMs = it->get<std::int64_t>();
        else {
            notes << Problem::warning(place + "/" + timeKey, QStringLiteral("%1 is %2, not whole milliseconds; the reason is left out")
                                                                .arg(QLatin1String(timeKey), jsonTypeName(*it)));
            readable = false;
        }
    }
    if (!readable)
        return std::nullopt;
    return reason;
}

ChipIsolationReasons readReasons(const Json &map, const std::string &place, bool clusterd, Problems &notes)
{
    ChipIsolationReasons out;
    for (const auto &[chip, list] : map.items()) {
        const std::string chipPlace = place + "/" + pointerKey(chip);
        if (!list.is_array()) {
            notes << Problem::warning(chipPlace, QStringLiteral("the reasons of %1 are %2, not a list; left out")
                                                     .arg(QString::fromStdString(chip), jsonTypeName(list)));
            continue;
        }
        std::vector<IsolationReason> &reasons = out[chip];
        for (std::size_t i = 0; i < list.size(); ++i)
            if (std::optional<IsolationReason> reason = readReason(list[i], chipPlace + "/" + std::to_string(i), clusterd, notes))
                reasons.push_back(std::move(*reason));
    }
    return out;
}

} // namespace

Parsed<ChipIsolationReasons> decodeUpgradeFaultReason(std::string_view text)
{
    Parsed<Json> json = objectOf(text, kUpgradeFaultReasonKey);
    if (!json)
        return Parsed<ChipIsolationReasons>::failure(json.problems());
    Problems notes;
    ChipIsolationReasons reasons = readReasons(json.value(), "", false, notes);
    return Parsed<ChipIsolationReasons>(std::move(reasons), std::move(notes));
}

Parsed<ClusterdManualInfo> decodeClusterdManualInfo(std::string_view text)
{
    Parsed<Json> json = objectOf(text, "a node's clusterd-manual-info-cm value");
    if (!json)
        return Parsed<ClusterdManualInfo>::failure(json.problems());
    ClusterdManualInfo info;
    Problems notes;
    const Json &object = json.value();
    if (const auto total = object.find("Total"); total == object.end()) {
        notes << Problem::warning("/Total", QStringLiteral("no Total: no chip is isolated"));
    } else if (!total->is_array()) {
        return Parsed<ClusterdManualInfo>::failure(
            Problem::error("/Total", QStringLiteral("Total is %1, not a list of chips").arg(jsonTypeName(*total))));
    } else {
        for (std::size_t i = 0; i < total->size(); ++i) {
            if ((*total)[i].is_string())
                info.total.push_back((*total)[i].get<std::string>());
            else
                notes << Problem::warning("/Total/" + std::to_string(i),
                                          QStringLiteral("a chip is %1, not a name; left out").arg(jsonTypeName((*total)[i])));
        }
    }
    if (const auto detail = object.find("Detail"); detail != object.end()) {
        if (detail->is_object())
            info.detail = readReasons(*detail, "/Detail", true, notes);
        else
            notes << Problem::warning("/Detail", QStringLiteral("Detail is %1, not an object; no reasons read").arg(jsonTypeName(*detail)));
    }
    return Parsed<ClusterdManualInfo>(std::move(info), std::move(notes));
}

Parsed<std::string> releaseFromClusterdManualInfo(std::string_view text, const std::string &chip)
{
    Parsed<Json> json = objectOf(text, "a node's clusterd-manual-info-cm value");
    if (!json)
        return Parsed<std::string>::failure(json.problems());
    // Read again keeping the keys' order: nothing but Total may change.
    nlohmann::ordered_json object = nlohmann::ordered_json::parse(text.begin(), text.end(), nullptr, false);
    const auto total = object.find("Total");
    if (total == object.end() || !total->is_array())
        return Parsed<std::string>::failure(Problem::error("/Total", QStringLiteral("no list of chips in Total")));
    nlohmann::ordered_json kept = nlohmann::ordered_json::array();
    for (const nlohmann::ordered_json &name : *total)
        if (!(name.is_string() && name.get<std::string>() == chip))
            kept.push_back(name);
    *total = std::move(kept);
    return Parsed<std::string>(object.dump());
}

std::string releaseFromManuallySeparated(std::string_view value, const std::string &chip)
{
    std::string out;
    std::size_t start = 0;
    while (start <= value.size()) {
        std::size_t end = value.find(',', start);
        if (end == std::string_view::npos)
            end = value.size();
        std::string_view name = value.substr(start, end - start);
        while (!name.empty() && name.front() == ' ')
            name.remove_prefix(1);
        while (!name.empty() && name.back() == ' ')
            name.remove_suffix(1);
        if (!name.empty() && name != chip)
            out += (out.empty() ? "" : ",") + std::string(name);
        start = end + 1;
    }
    return out;
}

} // namespace ascendops
