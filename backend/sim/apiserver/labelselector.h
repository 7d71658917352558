#pragma once
// Kubernetes label selectors in their query-string form:
// "app=x,tier!=db,env in (a,b),zone notin (c),gpu,!spare". An empty selector
// matches everything.
#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ascendops::sim {

class LabelSelector
{
public:
    enum class Op { Equals, NotEquals, In, NotIn, Exists, DoesNotExist };
    struct Requirement
    {
        std::string key;
        Op op = Op::Exists;
        std::vector<std::string> values;
    };

    // The selector, or nothing with *error saying which part is malformed.
    static std::optional<LabelSelector> parse(std::string_view text, std::string *error);

    bool empty() const { return m_requirements.empty(); }
    // `labels` is metadata.labels (an object, or null when absent).
    bool matches(const nlohmann::json &labels) const;

private:
    std::vector<Requirement> m_requirements;
};

} // namespace ascendops::sim
