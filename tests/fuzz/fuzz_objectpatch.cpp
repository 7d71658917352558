// A patch as a client sends it to the embedded API server: a JSON object and
// a patch (the two halves of the input, split at the first NUL byte), applied
// as JSON merge, strategic merge and JSON patch; a refused patch says why.
#include "sim/store/objectpatch.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <cstring>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using Json = nlohmann::json;
    const auto *bytes = reinterpret_cast<const char *>(data);
    const char *cut = static_cast<const char *>(std::memchr(bytes, '\0', size));
    const std::size_t split = cut ? std::size_t(cut - bytes) : size;
    const Json target = Json::parse(bytes, bytes + split, nullptr, false);
    const Json patch = cut ? Json::parse(cut + 1, bytes + size, nullptr, false) : Json::object();
    if (target.is_discarded() || patch.is_discarded())
        return 0;
    using ascendops::sim::PatchType;
    for (PatchType type : {PatchType::Merge, PatchType::StrategicMerge, PatchType::Json}) {
        std::string error;
        const std::optional<Json> patched = ascendops::sim::applyPatch(target, type, patch, &error);
        if (patched)
            (void)patched->dump(-1, ' ', false, Json::error_handler_t::replace);
    }
    return 0;
}
