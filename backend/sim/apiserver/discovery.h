#pragma once
// The discovery documents clients read before anything else: /version,
// /api (APIVersions), /apis (APIGroupList) and the APIResourceList of each
// group/version. kubectl resolves "vcjob" or a manifest's kind through them.
#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace ascendops::sim {

nlohmann::json versionInfo();
// serverAddress: "127.0.0.1:PORT", as clients should reach the server.
nlohmann::json apiVersions(const std::string &serverAddress);
nlohmann::json apiGroupList();
// The resource list of "v1" or "group/version"; nothing when not served.
std::optional<nlohmann::json> apiResourceList(const std::string &groupVersion);

} // namespace ascendops::sim
