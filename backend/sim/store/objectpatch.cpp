#include "sim/store/objectpatch.h"

namespace ascendops::sim {
namespace {

// Strategic-merge directives ("$patch", "$setElementOrder/containers",
// "$retainKeys", "$deleteFromPrimitiveList/...") steer list merging, which
// this server does not do; a merge patch must not store them as fields.
nlohmann::json withoutDirectives(const nlohmann::json &patch)
{
    if (!patch.is_object())
        return patch;
    nlohmann::json out = nlohmann::json::object();
    for (auto it = patch.begin(); it != patch.end(); ++it) {
        if (!it.key().empty() && it.key().front() == '$')
            continue;
        out[it.key()] = withoutDirectives(it.value());
    }
    return out;
}

} // namespace

std::optional<PatchType> patchTypeFromContentType(std::string_view contentType)
{
    const std::string_view mediaType = contentType.substr(0, contentType.find(';'));
    if (mediaType == "application/merge-patch+json")
        return PatchType::Merge;
    if (mediaType == "application/strategic-merge-patch+json")
        return PatchType::StrategicMerge;
    if (mediaType == "application/json-patch+json")
        return PatchType::Json;
    return std::nullopt;
}

std::optional<nlohmann::json> applyPatch(const nlohmann::json &target, PatchType type,
                                         const nlohmann::json &patch, std::string *error)
{
    switch (type) {
    case PatchType::Merge:
    case PatchType::StrategicMerge: {
        if (!patch.is_object()) {
            *error = "a merge patch must be a JSON object";
            return std::nullopt;
        }
        nlohmann::json result = target;
        result.merge_patch(type == PatchType::Merge ? patch : withoutDirectives(patch));
        return result;
    }
    case PatchType::Json:
        if (!patch.is_array()) {
            *error = "a JSON patch must be an array of operations";
            return std::nullopt;
        }
        try {
            return target.patch(patch);
        } catch (const nlohmann::json::exception &e) {
            *error = std::string("JSON patch does not apply: ") + e.what();
            return std::nullopt;
        }
    }
    return std::nullopt;
}

} // namespace ascendops::sim
