#include "sim/apiserver/discovery.h"

#include "sim/apiserver/apiresource.h"
#include "sim/apiserver/selfaccessreview.h"

namespace ascendops::sim {
namespace {

nlohmann::json resourceEntry(const ApiResource &r)
{
    nlohmann::json entry{{"name", r.plural},
                         {"singularName", r.singular},
                         {"namespaced", r.namespaced},
                         {"kind", r.kind},
                         {"verbs", r.verbs}};
    if (!r.shortNames.empty())
        entry["shortNames"] = r.shortNames;
    return entry;
}

nlohmann::json statusSubresource(const ApiResource &r)
{
    return {{"name", r.plural + "/status"},
            {"singularName", ""},
            {"namespaced", r.namespaced},
            {"kind", r.kind},
            {"verbs", {"get", "patch", "update"}}};
}

} // namespace

nlohmann::json versionInfo()
{
    // A real server's shape; the numbers say which API level this mimics.
    return {{"major", "1"},
            {"minor", "32"},
            {"gitVersion", "v1.32.0-ascendops-sim"},
            {"gitCommit", "0000000000000000000000000000000000000000"},
            {"gitTreeState", "clean"},
            {"buildDate", "2026-01-01T00:00:00Z"},
            {"goVersion", "go1.23"},
            {"compiler", "gc"},
            {"platform", "linux/amd64"}};
}

nlohmann::json apiVersions(const std::string &serverAddress)
{
    return {{"kind", "APIVersions"},
            {"versions", {"v1"}},
            {"serverAddressByClientCIDRs", {{{"clientCIDR", "0.0.0.0/0"}, {"serverAddress", serverAddress}}}}};
}

nlohmann::json apiGroupList()
{
    nlohmann::json groups = nlohmann::json::array();
    std::vector<std::string> groupVersions = servedGroupVersions();
    groupVersions.push_back(std::string(kAccessReviewGroup) + "/v1");
    for (const std::string &gv : groupVersions) {
        const std::string group = gv.substr(0, gv.find('/'));
        const std::string version = gv.substr(gv.find('/') + 1);
        const nlohmann::json versionEntry{{"groupVersion", gv}, {"version", version}};
        groups.push_back({{"name", group}, {"versions", {versionEntry}}, {"preferredVersion", versionEntry}});
    }
    return {{"kind", "APIGroupList"}, {"apiVersion", "v1"}, {"groups", groups}};
}

std::optional<nlohmann::json> apiResourceList(const std::string &groupVersion)
{
    nlohmann::json resources = nlohmann::json::array();
    // Not a stored resource: a question answered on create (selfaccessreview.h).
    if (groupVersion == std::string(kAccessReviewGroup) + "/v1")
        resources.push_back(accessReviewDiscoveryEntry());
    for (const ApiResource &r : servedResources()) {
        if (r.groupVersion() != groupVersion)
            continue;
        resources.push_back(resourceEntry(r));
        resources.push_back(statusSubresource(r));
        // The pods' own subresources, as a real server lists them: kubectl
        // drain evicts only where pods/eviction is listed.
        if (r.group.empty() && r.plural == "pods") {
            resources.push_back({{"name", "pods/eviction"}, {"singularName", ""}, {"namespaced", true}, {"group", "policy"},
                                 {"version", "v1"}, {"kind", "Eviction"}, {"verbs", {"create"}}});
            resources.push_back({{"name", "pods/log"}, {"singularName", ""}, {"namespaced", true}, {"kind", "Pod"}, {"verbs", {"get"}}});
        }
    }
    if (resources.empty())
        return std::nullopt;
    return nlohmann::json{{"kind", "APIResourceList"}, {"apiVersion", "v1"}, {"groupVersion", groupVersion},
                          {"resources", resources}};
}

} // namespace ascendops::sim
