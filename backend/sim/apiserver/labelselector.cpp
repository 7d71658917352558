#include "sim/apiserver/labelselector.h"

#include <algorithm>
#include <cctype>

namespace ascendops::sim {
namespace {

std::string_view trim(std::string_view s)
{
    while (!s.empty() && s.front() == ' ')
        s.remove_prefix(1);
    while (!s.empty() && s.back() == ' ')
        s.remove_suffix(1);
    return s;
}

// Splits at commas that are not inside "( )", so "a in (x,y),b" is two terms.
std::vector<std::string_view> splitTerms(std::string_view text)
{
    std::vector<std::string_view> terms;
    int depth = 0;
    std::size_t start = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '(')
            ++depth;
        else if (text[i] == ')')
            --depth;
        else if (text[i] == ',' && depth == 0) {
            terms.push_back(trim(text.substr(start, i - start)));
            start = i + 1;
        }
    }
    terms.push_back(trim(text.substr(start)));
    return terms;
}

bool validKey(std::string_view key)
{
    if (key.empty() || key.size() > 317)
        return false;
    return std::all_of(key.begin(), key.end(), [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '.' || c == '/';
    });
}

// "key in (a,b)" / "key notin (a,b)"; false when the term is not a set term.
bool parseSetTerm(std::string_view term, LabelSelector::Requirement *out, std::string *error)
{
    const std::size_t space = term.find(' ');
    if (space == std::string_view::npos)
        return false;
    const std::string_view rest = trim(term.substr(space + 1));
    LabelSelector::Op op;
    std::string_view list;
    if (rest.starts_with("notin")) {
        op = LabelSelector::Op::NotIn;
        list = trim(rest.substr(5));
    } else if (rest.starts_with("in")) {
        op = LabelSelector::Op::In;
        list = trim(rest.substr(2));
    } else {
        return false;
    }
    if (list.size() < 2 || list.front() != '(' || list.back() != ')') {
        *error = "expected a parenthesized list of values in \"" + std::string(term) + "\"";
        return true;
    }
    out->key = std::string(trim(term.substr(0, space)));
    out->op = op;
    list = list.substr(1, list.size() - 2);
    std::size_t start = 0;
    while (start <= list.size()) {
        const std::size_t comma = std::min(list.find(',', start), list.size());
        out->values.emplace_back(trim(list.substr(start, comma - start)));
        start = comma + 1;
    }
    return true;
}

std::optional<LabelSelector::Requirement> parseTerm(std::string_view term, std::string *error)
{
    LabelSelector::Requirement r;
    if (parseSetTerm(term, &r, error))
        return error->empty() ? std::optional(r) : std::nullopt;
    if (term.starts_with('!')) {
        r.key = std::string(trim(term.substr(1)));
        r.op = LabelSelector::Op::DoesNotExist;
    } else if (const std::size_t ne = term.find("!="); ne != std::string_view::npos) {
        r.key = std::string(trim(term.substr(0, ne)));
        r.op = LabelSelector::Op::NotEquals;
        r.values.emplace_back(trim(term.substr(ne + 2)));
    } else if (const std::size_t eq = term.find('='); eq != std::string_view::npos) {
        const bool doubled = eq + 1 < term.size() && term[eq + 1] == '=';
        r.key = std::string(trim(term.substr(0, eq)));
        r.op = LabelSelector::Op::Equals;
        r.values.emplace_back(trim(term.substr(eq + (doubled ? 2 : 1))));
    } else {
        r.key = std::string(term);
        r.op = LabelSelector::Op::Exists;
    }
    if (!validKey(r.key)) {
        *error = "invalid label key in \"" + std::string(term) + "\"";
        return std::nullopt;
    }
    return r;
}

bool matchesOne(const LabelSelector::Requirement &r, const nlohmann::json &labels)
{
    const nlohmann::json *value = nullptr;
    if (labels.is_object()) {
        const auto it = labels.find(r.key);
        if (it != labels.end() && it->is_string())
            value = &*it;
    }
    const auto in = [&] {
        return value && std::find(r.values.begin(), r.values.end(), value->get_ref<const std::string &>()) != r.values.end();
    };
    switch (r.op) {
    case LabelSelector::Op::Exists: return value != nullptr;
    case LabelSelector::Op::DoesNotExist: return value == nullptr;
    case LabelSelector::Op::Equals:
    case LabelSelector::Op::In: return in();
    case LabelSelector::Op::NotEquals:
    case LabelSelector::Op::NotIn: return !in();   // absent labels satisfy != and notin, as in Kubernetes
    }
    return false;
}

} // namespace

std::optional<LabelSelector> LabelSelector::parse(std::string_view text, std::string *error)
{
    LabelSelector selector;
    text = trim(text);
    if (text.empty())
        return selector;
    for (std::string_view term : splitTerms(text)) {
        if (term.empty()) {
            *error = "empty term in label selector";
            return std::nullopt;
        }
        std::optional<Requirement> r = parseTerm(term, error);
        if (!r)
            return std::nullopt;
        selector.m_requirements.push_back(std::move(*r));
    }
    return selector;
}

bool LabelSelector::matches(const nlohmann::json &labels) const
{
    return std::all_of(m_requirements.begin(), m_requirements.end(),
                       [&](const Requirement &r) { return matchesOne(r, labels); });
}

} // namespace ascendops::sim
