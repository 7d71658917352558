#pragma once
// SelfSubjectAccessReview (authorization.k8s.io/v1) for the embedded
// cluster's two users, answering what the API handler enforces on every
// request: the admin may do anything, the read-only user may get, list and
// watch and nothing else. The console asks it before offering a write. A
// review is never stored: the answer is the request with its status filled
// in. JSON only: kubectl's typed client sends protobuf and gets 415.
#include "sim/apiserver/apierror.h"

#include <QByteArray>

#include <nlohmann/json.hpp>

#include <optional>

namespace ascendops::sim {

inline constexpr const char *kAccessReviewGroup = "authorization.k8s.io";
inline constexpr const char *kAccessReviewPlural = "selfsubjectaccessreviews";

// The verbs the read-only user is allowed.
bool isReadVerb(std::string_view verb);

// The review of `body` (a SelfSubjectAccessReview) for a user who may write
// or not; nothing (with *error, 400 or 422) when the body is not a valid review.
std::optional<nlohmann::json> reviewSelfAccess(const QByteArray &body, bool mayWrite, ApiError *error);

// The APIResourceList entry discovery publishes for it: create only.
nlohmann::json accessReviewDiscoveryEntry();

} // namespace ascendops::sim
