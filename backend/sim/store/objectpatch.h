#pragma once
// The patch formats a Kubernetes API server accepts, applied to one object:
// JSON merge patch (RFC 7386), JSON patch (RFC 6902) and strategic merge
// patch. Strategic merge is applied as a merge patch with its "$" directives
// dropped: right for metadata labels and annotations and for plain fields,
// where the two agree; lists are replaced whole rather than merged by key.
#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace ascendops::sim {

enum class PatchType { Merge, StrategicMerge, Json };

// From a request's Content-Type; nothing for an unsupported one (apply-patch).
std::optional<PatchType> patchTypeFromContentType(std::string_view contentType);

// The patched object, or nothing with *error saying why the patch does not apply.
std::optional<nlohmann::json> applyPatch(const nlohmann::json &target, PatchType type,
                                         const nlohmann::json &patch, std::string *error);

} // namespace ascendops::sim
