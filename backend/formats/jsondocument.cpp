#include "formats/jsondocument.h"

#include "core/inputlimits.h"
#include "formats/jsonreader.h"

#include <algorithm>

namespace ascendops {

Parsed<nlohmann::json> parseJsonDocument(std::string_view text)
{
    // Bounded before nlohmann sees it: the values it returns are walked
    // recursively by their readers.
    if (const std::optional<QString> tooLarge = documentSizeProblem(std::int64_t(text.size())))
        return Parsed<nlohmann::json>::failure(Problem::error("", QStringLiteral("the JSON text %1").arg(*tooLarge)));
    if (std::optional<Problem> deep = nestingProblem(text))
        return Parsed<nlohmann::json>::failure(std::move(*deep));
    try {
        return Parsed<nlohmann::json>(nlohmann::json::parse(text));
    } catch (const nlohmann::json::parse_error &e) {
        // nlohmann counts the byte after the one it stopped at, 1-based.
        const std::size_t at = std::min<std::size_t>(e.byte > 0 ? e.byte - 1 : 0, text.size());
        Problem problem = Problem::error("", QStringLiteral("not valid JSON"));
        lineAndColumn(text, at, &problem.line, &problem.column);
        return Parsed<nlohmann::json>::failure(problem);
    } catch (const nlohmann::json::exception &) {
        // A number beyond a double's range (1e400) is refused with out_of_range.
        return Parsed<nlohmann::json>::failure(Problem::error("", QStringLiteral("a number is out of range")));
    }
}

nlohmann::json parseJsonOrDiscarded(std::string_view text)
{
    if (documentSizeProblem(std::int64_t(text.size())) || nestingProblem(text))
        return nlohmann::json(nlohmann::json::value_t::discarded);
    return nlohmann::json::parse(text, nullptr, false);
}

QString jsonTypeName(const nlohmann::json &value)
{
    return QString::fromLatin1(value.type_name());
}

} // namespace ascendops
