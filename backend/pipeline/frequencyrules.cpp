#include "frequencyrules.h"

#include "pipeline/faultcustomizationjson.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace ascendops::pipeline {
namespace {

using Json = nlohmann::json;

std::vector<std::string> eventIds(const Json &entry, const std::string &where, QString *error)
{
    std::vector<std::string> codes;
    const Json ids = entry.value("EventId", Json());
    if (!ids.is_array()) {
        *error = QStringLiteral("%1/EventId: expected an array of fault codes").arg(QString::fromStdString(where));
        return {};
    }
    for (const Json &id : ids) {
        const std::optional<std::string> code = id.is_string() ? normalizeFaultCode(id.get<std::string>()) : std::nullopt;
        if (!code) {
            *error = QStringLiteral("%1/EventId: %2 is not an 8-digit hex fault code")
                         .arg(QString::fromStdString(where), QString::fromStdString(id.dump()));
            return {};
        }
        codes.push_back(*code);
    }
    return codes;
}

std::optional<FaultHandling> handlingAt(const Json &entry, const std::string &where, QString *error)
{
    const std::optional<FaultHandling> level = faultHandlingFromName(entry.value("FaultHandling", ""));
    if (!level)
        *error = QStringLiteral("%1/FaultHandling: unknown level \"%2\"")
                     .arg(QString::fromStdString(where), QString::fromStdString(entry.value("FaultHandling", "")));
    return level;
}

// Integers within the ranges the MindCluster documentation gives.
bool rangedInt(const Json &entry, const char *key, std::int64_t low, std::int64_t high, std::int64_t *out,
               const std::string &where, QString *error)
{
    if (!entry.contains(key))
        return true;
    const Json &value = entry[key];
    if (!value.is_number_integer() || value.get<std::int64_t>() < low || value.get<std::int64_t>() > high) {
        *error = QStringLiteral("%1/%2: expected a whole number from %3 to %4")
                     .arg(QString::fromStdString(where), QLatin1String(key)).arg(low).arg(high);
        return false;
    }
    *out = value.get<std::int64_t>();
    return true;
}

} // namespace

FrequencyRules FrequencyRules::builtIn()
{
    QString error;
    std::optional<FrequencyRules> rules = parse(embedded::kFaultCustomizationJson, &error);
    Q_ASSERT_X(rules, "FrequencyRules::builtIn", qPrintable(error));
    return rules ? *rules : FrequencyRules();
}

std::optional<FrequencyRules> FrequencyRules::parse(std::string_view text, QString *error)
{
    const Json document = Json::parse(text, nullptr, false);
    if (document.is_discarded() || !document.is_object()) {
        *error = QStringLiteral("not a JSON object");
        return std::nullopt;
    }
    FrequencyRules rules;
    const Json frequency = document.value("FaultFrequency", Json::array());
    for (std::size_t i = 0; i < frequency.size(); ++i) {
        const std::string where = "/FaultFrequency/" + std::to_string(i);
        FrequencyRule rule;
        rule.codes = eventIds(frequency[i], where, error);
        const std::optional<FaultHandling> level = handlingAt(frequency[i], where, error);
        if (rule.codes.empty() || !level
            || !rangedInt(frequency[i], "TimeWindow", 60, 864000, &rule.windowSeconds, where, error)
            || !rangedInt(frequency[i], "ReleaseTimeWindow", 60, 4294967295LL, &rule.releaseSeconds, where, error))
            return std::nullopt;
        std::int64_t times = rule.times;
        if (!rangedInt(frequency[i], "Times", 1, 100, &times, where, error))
            return std::nullopt;
        rule.times = int(times);
        rule.handling = *level;
        rules.m_frequency.push_back(rule);
    }
    const Json duration = document.value("FaultDuration", Json::array());
    for (std::size_t i = 0; i < duration.size(); ++i) {
        const std::string where = "/FaultDuration/" + std::to_string(i);
        DurationRule rule;
        rule.codes = eventIds(duration[i], where, error);
        const std::optional<FaultHandling> level = handlingAt(duration[i], where, error);
        if (rule.codes.empty() || !level
            || !rangedInt(duration[i], "FaultTimeout", 0, 600, &rule.faultTimeoutSeconds, where, error)
            || !rangedInt(duration[i], "RecoverTimeout", 0, 86400, &rule.recoverTimeoutSeconds, where, error))
            return std::nullopt;
        rule.handling = *level;
        rules.m_duration.push_back(rule);
    }
    return rules;
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

} // namespace ascendops::pipeline
