#pragma once
// The types a real API server gives each kind's fields, checked on every
// write: Go structs for the core kinds, the CRDs' structural schemas for
// Volcano's and the Ascend Operator's (the simulator's own Fault has its
// metadata checked here, its spec by the fault controller). A body whose
// field has another type is refused as the real server refuses it (400 for
// a core kind, 422 Invalid for a custom resource), naming the field, so no
// controller of the embedded cluster, and no client watching it, meets an
// object the real cluster could not hold. A null field is dropped, as the
// real server stores a null as the field's absence; a null map value or list
// element is refused (the real server would store "" or a zero value).
#include "sim/apiserver/apierror.h"
#include "sim/apiserver/apiresource.h"

#include <nlohmann/json.hpp>

#include <optional>

namespace ascendops::sim {

std::optional<ApiError> checkFieldTypes(const ApiResource &resource, nlohmann::json &object);

} // namespace ascendops::sim
