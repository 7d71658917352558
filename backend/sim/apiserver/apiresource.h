#pragma once
// The resources the embedded cluster serves, as discovery describes them:
// group, version, plural, kind, whether namespaced, verbs and short names.
// kubectl maps `get vcjob` or a Command's kind to a URL through this table,
// so its names must be the ones the real API servers publish.
#include <string>
#include <string_view>
#include <vector>

namespace ascendops::sim {

struct ApiResource
{
    std::string group;        // "" for the core group
    std::string version;
    std::string plural;       // the URL segment: "pods"
    std::string singular;
    std::string kind;
    bool namespaced = true;
    std::vector<std::string> shortNames;
    std::vector<std::string> verbs;

    // "v1" or "batch.volcano.sh/v1alpha1", as objects carry it in apiVersion.
    std::string groupVersion() const;
    // "kind" + "List", the kind of a list response.
    std::string listKind() const { return kind + "List"; }
    // Unique key of the resource in the store: "groupVersion/plural".
    std::string id() const { return groupVersion() + '/' + plural; }
};

// Every resource served, in discovery order.
const std::vector<ApiResource> &servedResources();
// The resource with that group, version and plural, or nullptr.
const ApiResource *findResource(std::string_view group, std::string_view version, std::string_view plural);
// The resource whose objects have this apiVersion and kind, or nullptr.
const ApiResource *findResourceByKind(std::string_view apiVersion, std::string_view kind);
// The group/versions served, core "v1" excluded, each once, in order.
std::vector<std::string> servedGroupVersions();

} // namespace ascendops::sim
