#pragma once
// The types a real API server gives each kind's fields, checked on every
// write: Go structs for the core kinds, the CRDs' structural schemas for
// Volcano's, the Ascend Operator's and the simulator's own. A body whose
// field has another type is refused as the real server refuses it (400 for
// a core kind, 422 Invalid for a custom resource), naming the field, so no
// controller of the embedded cluster, and no client watching it, meets an
// object the real cluster could not hold. A null field is dropped, as the
// real server stores a null as the field's absence.
#include "sim/apiserver/apierror.h"
#include "sim/apiserver/apiresource.h"

#include <nlohmann/json.hpp>

#include <optional>

namespace ascendops::sim {

std::optional<ApiError> checkFieldTypes(const ApiResource &resource, nlohmann::json &object);

} // namespace ascendops::sim
