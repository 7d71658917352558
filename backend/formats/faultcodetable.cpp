#include "faultcodetable.h"

#include "formats/faultcodejson.h"
#include "formats/jsondocument.h"

#include <QtGlobal>

#include <nlohmann/json.hpp>

#include <array>
#include <cctype>
#include <utility>

namespace ascendops {
namespace {

constexpr std::array<std::pair<FaultHandling, const char *>, 9> kNames{{
    {FaultHandling::NotHandleFault, "NotHandleFault"},
    {FaultHandling::SubHealthFault, "SubHealthFault"},
    {FaultHandling::PreSeparateNPU, "PreSeparateNPU"},
    {FaultHandling::RestartRequest, "RestartRequest"},
    {FaultHandling::RestartBusiness, "RestartBusiness"},
    {FaultHandling::FreeRestartNPU, "FreeRestartNPU"},
    {FaultHandling::RestartNPU, "RestartNPU"},
    {FaultHandling::SeparateNPU, "SeparateNPU"},
    {FaultHandling::ManuallySeparateNPU, "ManuallySeparateNPU"},
}};

// faultCode.json names its keys after the level: "SeparateNPUCodes".
std::optional<FaultHandling> levelOfKey(const std::string &key)
{
    constexpr std::string_view suffix = "Codes";
    if (key.size() <= suffix.size() || key.compare(key.size() - suffix.size(), suffix.size(), suffix) != 0)
        return std::nullopt;
    return faultHandlingFromName(std::string_view(key).substr(0, key.size() - suffix.size()));
}

} // namespace

const char *faultHandlingName(FaultHandling handling)
{
    for (const auto &[level, name] : kNames) {
        if (level == handling)
            return name;
    }
    return "SeparateNPU";
}

std::optional<FaultHandling> faultHandlingFromName(std::string_view name)
{
    for (const auto &[level, levelName] : kNames) {
        if (name == levelName)
            return level;
    }
    return std::nullopt;
}

bool makesChipUnhealthy(FaultHandling handling)
{
    switch (handling) {
    case FaultHandling::NotHandleFault:
    case FaultHandling::SubHealthFault:
    case FaultHandling::PreSeparateNPU:
        return false;
    default:
        return true;
    }
}

// Upper-case hex digits; nothing when the text is not hex or too long.
static std::optional<std::string> upperHex(std::string_view code)
{
    if (code.empty() || code.size() > 16)
        return std::nullopt;
    std::string out(code);
    for (char &c : out) {
        if (!std::isxdigit(static_cast<unsigned char>(c)))
            return std::nullopt;
        c = char(std::toupper(static_cast<unsigned char>(c)));
    }
    return out;
}

std::optional<std::string> normalizeFaultCode(std::string_view code)
{
    return code.size() == 8 ? upperHex(code) : std::nullopt;
}

const FaultCodeTable &FaultCodeTable::builtIn()
{
    static const FaultCodeTable table = [] {
        Parsed<FaultCodeTable> parsed = parse(embedded::kFaultCodeJson);
        Q_ASSERT_X(parsed, "FaultCodeTable", "the embedded faultCode.json must parse");
        return parsed ? parsed.take() : FaultCodeTable();
    }();
    return table;
}

Parsed<FaultCodeTable> FaultCodeTable::parse(std::string_view json)
{
    using Result = Parsed<FaultCodeTable>;
    Parsed<nlohmann::json> document = parseJsonDocument(json);
    if (!document)
        return Result::failure(document.problems());
    if (!document->is_object())
        return Result::failure(Problem::error("", QStringLiteral("not a JSON object")));
    FaultCodeTable table;
    for (auto it = document->begin(); it != document->end(); ++it) {
        const std::optional<FaultHandling> level = levelOfKey(it.key());
        if (!level)
            continue;
        const std::string place = "/" + it.key();
        if (!it.value().is_array())
            return Result::failure(Problem::error(place, QStringLiteral("%1, not an array").arg(jsonTypeName(it.value()))));
        for (std::size_t i = 0; i < it.value().size(); ++i) {
            const nlohmann::json &entry = it.value()[i];
            // Chip codes have 8 hex digits; the shipped file also lists a few
            // 9-digit public fault codes (ClusterD's), so any hex code is kept.
            const std::optional<std::string> code = entry.is_string() ? upperHex(entry.get<std::string>())
                                                                      : std::nullopt;
            if (!code)
                return Result::failure(Problem::error(place + "/" + std::to_string(i), QStringLiteral("not a hex fault code")));
            auto [slot, inserted] = table.m_levels.emplace(*code, *level);
            if (!inserted && *level > slot->second)
                slot->second = *level;
        }
    }
    return table;
}

FaultHandling FaultCodeTable::handlingOf(std::string_view code) const
{
    const std::optional<std::string> normalized = upperHex(code);
    const auto it = normalized ? m_levels.find(*normalized) : m_levels.end();
    return it != m_levels.end() ? it->second : FaultHandling::SeparateNPU;
}

bool FaultCodeTable::knows(std::string_view code) const
{
    const std::optional<std::string> normalized = upperHex(code);
    return normalized && m_levels.count(*normalized) > 0;
}

} // namespace ascendops
