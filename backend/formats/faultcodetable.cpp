#include "faultcodetable.h"

#include "formats/faultcodejson.h"

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

bool fail(std::string *error, std::string message)
{
    if (error)
        *error = std::move(message);
    return false;
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
        std::optional<FaultCodeTable> parsed = parse(embedded::kFaultCodeJson);
        Q_ASSERT_X(parsed, "FaultCodeTable", "the embedded faultCode.json must parse");
        return parsed ? std::move(*parsed) : FaultCodeTable();
    }();
    return table;
}

std::optional<FaultCodeTable> FaultCodeTable::parse(std::string_view json, std::string *error)
{
    const nlohmann::json document = nlohmann::json::parse(json, nullptr, false);
    if (!document.is_object()) {
        fail(error, "faultCode.json: not a JSON object");
        return std::nullopt;
    }
    FaultCodeTable table;
    for (auto it = document.begin(); it != document.end(); ++it) {
        const std::optional<FaultHandling> level = levelOfKey(it.key());
        if (!level)
            continue;
        if (!it.value().is_array()) {
            fail(error, "faultCode.json: /" + it.key() + " is not an array");
            return std::nullopt;
        }
        for (std::size_t i = 0; i < it.value().size(); ++i) {
            const nlohmann::json &entry = it.value()[i];
            // Chip codes have 8 hex digits; the shipped file also lists a few
            // 9-digit public fault codes (ClusterD's), so any hex code is kept.
            const std::optional<std::string> code = entry.is_string() ? upperHex(entry.get<std::string>())
                                                                      : std::nullopt;
            if (!code) {
                fail(error, "faultCode.json: /" + it.key() + "/" + std::to_string(i) + " is not a hex fault code");
                return std::nullopt;
            }
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
