#pragma once
// Reading and checking the parts of an object every resource shares:
// apiVersion, kind and metadata (name, namespace, uid, resourceVersion).
#include "sim/apiserver/apierror.h"
#include "sim/apiserver/apiresource.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace ascendops::sim {

// metadata.<key> as a string; "" when absent or not a string.
std::string metaString(const nlohmann::json &object, const char *key);
void setMeta(nlohmann::json &object, const char *key, std::string value);

// Checks a body sent for `resource` in namespace `ns` (empty for cluster
// scope) and completes it: apiVersion and kind filled when missing,
// metadata.namespace set for namespaced resources and removed otherwise,
// a name made from generateName. The errors are the API's: 400 for a body
// of another kind or namespace, 422 for a missing or malformed name.
std::optional<ApiError> normalizeForWrite(const ApiResource &resource, const std::string &ns,
                                          nlohmann::json &object);

// RFC 3339 in UTC, seconds precision: "2026-11-22T14:03:29Z".
std::string nowTimestamp();
// As the API server records who wrote an object and when (managedFields,
// the time to the second): the write time a client can tell a change's
// delivery lag by. One manager, the embedded cluster's.
void stampWritten(nlohmann::json &meta);
std::string newUid();

} // namespace ascendops::sim
