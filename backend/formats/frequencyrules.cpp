#include "formats/frequencyrules.h"

#include "formats/faultcustomizationjson.h"

#include "formats/jsondocument.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace ascendops {
namespace {

using Json = nlohmann::json;

// Each helper reports the first thing wrong at its place; nothing throws on
// a value of the wrong type.
std::vector<std::string> eventIds(const Json &entry, const std::string &where, std::optional<Problem> &problem)
{
    std::vector<std::string> codes;
    const auto ids = entry.find("EventId");
    if (ids == entry.end() || !ids->is_array() || ids->empty()) {
        problem = Problem::error(where + "/EventId", QStringLiteral("expected an array of fault codes"));
        return {};
    }
    for (std::size_t i = 0; i < ids->size(); ++i) {
        const Json &id = (*ids)[i];
        const std::optional<std::string> code = id.is_string() ? normalizeFaultCode(id.get<std::string>()) : std::nullopt;
        if (!code) {
            problem = Problem::error(where + "/EventId/" + std::to_string(i),
                                     QStringLiteral("%1 is not an 8-digit hex fault code").arg(QString::fromStdString(id.dump())));
            return {};
        }
        codes.push_back(*code);
    }
    return codes;
}

std::optional<FaultHandling> handlingAt(const Json &entry, const std::string &where, std::optional<Problem> &problem)
{
    const auto field = entry.find("FaultHandling");
    const std::string name = field != entry.end() && field->is_string() ? field->get<std::string>() : std::string();
    const std::optional<FaultHandling> level = faultHandlingFromName(name);
    if (!level)
        problem = Problem::error(where + "/FaultHandling", field == entry.end() ? QStringLiteral("missing")
            : QStringLiteral("unknown level %1").arg(QString::fromStdString(field->dump())));
    return level;
}

// Integers within the ranges the MindCluster documentation gives.
bool rangedInt(const Json &entry, const char *key, std::int64_t low, std::int64_t high, std::int64_t *out,
               const std::string &where, std::optional<Problem> &problem)
{
    const auto value = entry.find(key);
    if (value == entry.end())
        return true;
    if (!value->is_number_integer() || value->get<std::int64_t>() < low || value->get<std::int64_t>() > high) {
        problem = Problem::error(where + "/" + key, QStringLiteral("expected a whole number from %1 to %2").arg(low).arg(high));
        return false;
    }
    *out = value->get<std::int64_t>();
    return true;
}

// The rule lists of the file: an array, or absent.
std::optional<Problem> ruleList(const Json &document, const char *key, Json *out)
{
    const auto list = document.find(key);
    *out = list == document.end() ? Json::array() : *list;
    if (out->is_array())
        return std::nullopt;
    return Problem::error(std::string("/") + key, QStringLiteral("%1, not an array").arg(jsonTypeName(*out)));
}

} // namespace

FrequencyRules FrequencyRules::builtIn()
{
    Parsed<FrequencyRules> rules = parse(embedded::kFaultCustomizationJson);
    Q_ASSERT_X(rules, "FrequencyRules::builtIn", qPrintable(rules.error()));
    return rules ? rules.take() : FrequencyRules();
}

Parsed<FrequencyRules> FrequencyRules::parse(std::string_view text)
{
    using Result = Parsed<FrequencyRules>;
    const Parsed<Json> parsed = parseJsonDocument(text);
    if (!parsed)
        return Result::failure(parsed.problems());
    const Json &document = parsed.value();
    if (!document.is_object())
        return Result::failure(Problem::error("", QStringLiteral("not a JSON object")));
    FrequencyRules rules;
    std::optional<Problem> problem;
    Json frequency, duration;
    if ((problem = ruleList(document, "FaultFrequency", &frequency)) || (problem = ruleList(document, "FaultDuration", &duration)))
        return Result::failure(*problem);
    for (std::size_t i = 0; i < frequency.size(); ++i) {
        const std::string where = "/FaultFrequency/" + std::to_string(i);
        if (!frequency[i].is_object())
            return Result::failure(Problem::error(where, QStringLiteral("%1, not a rule object").arg(jsonTypeName(frequency[i]))));
        FrequencyRule rule;
        rule.codes = eventIds(frequency[i], where, problem);
        const std::optional<FaultHandling> level = problem ? std::nullopt : handlingAt(frequency[i], where, problem);
        std::int64_t times = rule.times;
        if (problem || !level
            || !rangedInt(frequency[i], "TimeWindow", 60, 864000, &rule.windowSeconds, where, problem)
            || !rangedInt(frequency[i], "ReleaseTimeWindow", 60, 4294967295LL, &rule.releaseSeconds, where, problem)
            || !rangedInt(frequency[i], "Times", 1, 100, &times, where, problem))
            return Result::failure(*problem);
        rule.times = int(times);
        rule.handling = *level;
        rules.m_frequency.push_back(rule);
    }
    for (std::size_t i = 0; i < duration.size(); ++i) {
        const std::string where = "/FaultDuration/" + std::to_string(i);
        if (!duration[i].is_object())
            return Result::failure(Problem::error(where, QStringLiteral("%1, not a rule object").arg(jsonTypeName(duration[i]))));
        DurationRule rule;
        rule.codes = eventIds(duration[i], where, problem);
        const std::optional<FaultHandling> level = problem ? std::nullopt : handlingAt(duration[i], where, problem);
        if (problem || !level
            || !rangedInt(duration[i], "FaultTimeout", 0, 600, &rule.faultTimeoutSeconds, where, problem)
            || !rangedInt(duration[i], "RecoverTimeout", 0, 86400, &rule.recoverTimeoutSeconds, where, problem))
            return Result::failure(*problem);
        rule.handling = *level;
        rules.m_duration.push_back(rule);
    }
    return Result(std::move(rules));
}

const FrequencyRule *FrequencyRules::frequencyRuleOf(const std::string &code) const
{
    for (const FrequencyRule &rule : m_frequency)
        if (std::find(rule.codes.begin(), rule.codes.end(), code) != rule.codes.end())
            return &rule;
    return nullptr;
}

std::optional<FrequencyEscalation> FrequencyRules::record(const QString &node, int die, const QString &code,
                                                          std::int64_t nowMs)
{
    const std::optional<std::string> normalized = normalizeFaultCode(code.toStdString());
    const FrequencyRule *rule = normalized ? frequencyRuleOf(*normalized) : nullptr;
    if (!rule)
        return std::nullopt;
    std::deque<std::int64_t> &seen = m_seen[QStringLiteral("%1/%2/%3").arg(node).arg(die).arg(QString::fromStdString(*normalized))];
    seen.push_back(nowMs);
    while (!seen.empty() && seen.front() <= nowMs - rule->windowSeconds * 1000)
        seen.pop_front();
    if (int(seen.size()) < rule->times)
        return std::nullopt;
    return FrequencyEscalation{rule->handling, int(seen.size()), rule->windowSeconds};
}

std::optional<FaultHandling> FrequencyRules::afterDuration(const QString &code, double seconds) const
{
    const std::optional<std::string> normalized = normalizeFaultCode(code.toStdString());
    if (!normalized)
        return std::nullopt;
    for (const DurationRule &rule : m_duration)
        if (std::find(rule.codes.begin(), rule.codes.end(), *normalized) != rule.codes.end()
            && seconds >= double(rule.faultTimeoutSeconds))
            return rule.handling;
    return std::nullopt;
}

} // namespace ascendops
