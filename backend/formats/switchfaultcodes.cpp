#include "switchfaultcodes.h"

#include "formats/jsondocument.h"
#include "formats/switchfaultcodejson.h"

#include <QtGlobal>

#include <nlohmann/json.hpp>

#include <array>
#include <cctype>
#include <utility>

namespace ascendops {
namespace {

constexpr std::array<std::pair<SwitchFaultLevel, const char *>, 6> kNames{{
    {SwitchFaultLevel::NotHandle, "NotHandle"},
    {SwitchFaultLevel::SubHealth, "SubHealthFault"},
    {SwitchFaultLevel::Reset, "Reset"},
    {SwitchFaultLevel::RestartRequest, "RestartRequest"},
    {SwitchFaultLevel::PreSeparate, "PreSeparate"},
    {SwitchFaultLevel::Separate, "Separate"},
}};

// The table's keys: "SubHealthFaultCodes" and "SeparateFaultCodes" alike.
constexpr std::array<std::pair<SwitchFaultLevel, const char *>, 6> kKeys{{
    {SwitchFaultLevel::NotHandle, "NotHandleFaultCodes"},
    {SwitchFaultLevel::SubHealth, "SubHealthFaultCodes"},
    {SwitchFaultLevel::Reset, "ResetFaultCodes"},
    {SwitchFaultLevel::RestartRequest, "RestartRequestFaultCodes"},
    {SwitchFaultLevel::PreSeparate, "PreSeparateFaultCodes"},
    {SwitchFaultLevel::Separate, "SeparateFaultCodes"},
}};

std::string trimmedLower(std::string_view text)
{
    std::string out;
    for (char c : text) {
        if (!std::isspace(static_cast<unsigned char>(c)))
            out += char(std::tolower(static_cast<unsigned char>(c)));
    }
    return out;
}

} // namespace

const char *switchFaultLevelName(SwitchFaultLevel level)
{
    for (const auto &[value, name] : kNames) {
        if (value == level)
            return name;
    }
    return "NotHandle";
}

std::optional<SwitchFaultLevel> switchFaultLevelFromName(std::string_view name)
{
    for (const auto &[value, levelName] : kNames) {
        if (name == levelName)
            return value;
    }
    return std::nullopt;
}

FaultHandling handlingOfSwitchLevel(SwitchFaultLevel level)
{
    switch (level) {
    case SwitchFaultLevel::NotHandle: return FaultHandling::NotHandleFault;
    case SwitchFaultLevel::SubHealth: return FaultHandling::SubHealthFault;
    case SwitchFaultLevel::Reset: return FaultHandling::RestartNPU;
    case SwitchFaultLevel::RestartRequest: return FaultHandling::RestartRequest;
    case SwitchFaultLevel::PreSeparate: return FaultHandling::PreSeparateNPU;
    case SwitchFaultLevel::Separate: return FaultHandling::SeparateNPU;
    }
    return FaultHandling::NotHandleFault;
}

std::optional<std::string> normalizeSwitchFaultCode(std::string_view code)
{
    const std::string text = trimmedLower(code);
    if (text.size() < 2 || text.front() != '[' || text.back() != ']')
        return std::nullopt;
    int commas = 0;
    for (char c : text)
        commas += c == ',' ? 1 : 0;
    if (commas != 3 || text.find(",,") != std::string::npos || text.find("[,") != std::string::npos
        || text.find(",]") != std::string::npos)
        return std::nullopt;
    return text;
}

const SwitchFaultTable &SwitchFaultTable::builtIn()
{
    static const SwitchFaultTable table = [] {
        Parsed<SwitchFaultTable> parsed = parse(embedded::kSwitchFaultCodeJson);
        Q_ASSERT_X(parsed, "SwitchFaultTable", "the embedded SwitchFaultCode.json must parse");
        return parsed ? parsed.take() : SwitchFaultTable();
    }();
    return table;
}

Parsed<SwitchFaultTable> SwitchFaultTable::parse(std::string_view json)
{
    using Result = Parsed<SwitchFaultTable>;
    Parsed<nlohmann::json> document = parseJsonDocument(json);
    if (!document)
        return Result::failure(document.problems());
    if (!document->is_object())
        return Result::failure(Problem::error("", QStringLiteral("not a JSON object")));
    SwitchFaultTable table;
    for (const auto &[level, key] : kKeys) {
        if (!document->contains(key))
            continue;
        const nlohmann::json &codes = (*document)[key];
        const std::string place = std::string("/") + key;
        if (!codes.is_array())
            return Result::failure(Problem::error(place, QStringLiteral("%1, not an array").arg(jsonTypeName(codes))));
        for (std::size_t i = 0; i < codes.size(); ++i) {
            const std::optional<std::string> code = codes[i].is_string()
                ? normalizeSwitchFaultCode(codes[i].get<std::string>()) : std::nullopt;
            if (!code)
                return Result::failure(Problem::error(place + "/" + std::to_string(i),
                    QStringLiteral("not a switch fault code like \"[0x00f1fef5,155914,npu,na]\"")));
            auto [slot, inserted] = table.m_levels.emplace(*code, level);
            if (!inserted && level > slot->second)
                slot->second = level;
        }
    }
    return table;
}

std::optional<SwitchFaultLevel> SwitchFaultTable::levelOf(std::string_view code) const
{
    const std::optional<std::string> normalized = normalizeSwitchFaultCode(code);
    const auto it = normalized ? m_levels.find(*normalized) : m_levels.end();
    if (it == m_levels.end())
        return std::nullopt;
    return it->second;
}

} // namespace ascendops
