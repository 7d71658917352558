#include "sim/apiserver/fieldselector.h"

#include <algorithm>

namespace ascendops::sim {
namespace {

std::vector<std::string> splitAt(std::string_view text, char separator)
{
    std::vector<std::string> parts;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = std::min(text.find(separator, start), text.size());
        parts.emplace_back(text.substr(start, end - start));
        start = end + 1;
    }
    return parts;
}

std::string fieldText(const nlohmann::json &object, const std::vector<std::string> &path)
{
    const nlohmann::json *node = &object;
    for (const std::string &key : path) {
        if (!node->is_object())
            return {};
        const auto it = node->find(key);
        if (it == node->end())
            return {};
        node = &*it;
    }
    if (node->is_string())
        return node->get<std::string>();
    if (node->is_null())
        return {};
    return node->dump();
}

} // namespace

std::optional<FieldSelector> FieldSelector::parse(std::string_view text, std::string *error)
{
    FieldSelector selector;
    if (text.empty())
        return selector;
    for (const std::string &term : splitAt(text, ',')) {
        Term t;
        std::size_t op = term.find("!=");
        std::size_t valueAt = op + 2;
        t.negated = op != std::string::npos;
        if (!t.negated) {
            op = term.find('=');
            valueAt = (op != std::string::npos && op + 1 < term.size() && term[op + 1] == '=') ? op + 2 : op + 1;
        }
        if (op == std::string::npos || op == 0) {
            *error = "invalid field selector term \"" + term + "\": expected FIELD=VALUE or FIELD!=VALUE";
            return std::nullopt;
        }
        t.path = splitAt(std::string_view(term).substr(0, op), '.');
        t.value = term.substr(valueAt);
        selector.m_terms.push_back(std::move(t));
    }
    return selector;
}

bool FieldSelector::matches(const nlohmann::json &object) const
{
    return std::all_of(m_terms.begin(), m_terms.end(), [&](const Term &t) {
        return (fieldText(object, t.path) == t.value) != t.negated;
    });
}

std::optional<std::string> FieldSelector::pinnedName() const
{
    for (const Term &t : m_terms) {
        if (!t.negated && t.path == std::vector<std::string>{"metadata", "name"})
            return t.value;
    }
    return std::nullopt;
}

} // namespace ascendops::sim
