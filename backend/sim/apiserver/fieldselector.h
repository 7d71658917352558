#pragma once
// Kubernetes field selectors: "metadata.name=x,spec.nodeName!=y" with =, ==
// and !=. Any dotted path into the object is accepted (the real server only
// allows a few per resource: metadata.name, metadata.namespace, and for pods
// spec.nodeName and status.phase); a missing field compares as "".
#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ascendops::sim {

class FieldSelector
{
public:
    static std::optional<FieldSelector> parse(std::string_view text, std::string *error);

    bool empty() const { return m_terms.empty(); }
    bool matches(const nlohmann::json &object) const;
    // The value `metadata.name` must equal, when the selector pins one: lets
    // a list look up one object instead of scanning all.
    std::optional<std::string> pinnedName() const;

private:
    struct Term
    {
        std::vector<std::string> path;
        std::string value;
        bool negated = false;
    };
    std::vector<Term> m_terms;
};

} // namespace ascendops::sim
