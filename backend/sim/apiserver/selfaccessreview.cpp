#include "sim/apiserver/selfaccessreview.h"

namespace ascendops::sim {

namespace {

using nlohmann::json;

constexpr const char *kKind = "SelfSubjectAccessReview";
constexpr const char *kApiVersion = "authorization.k8s.io/v1";

std::string textAt(const json &object, const char *key)
{
    const auto it = object.find(key);
    return it != object.end() && it->is_string() ? it->get<std::string>() : std::string();
}

// Exactly one of resourceAttributes and nonResourceAttributes, as the real
// server requires; the verb is the question's subject in both.
std::optional<std::string> verbOf(const json &spec, ApiError *error)
{
    const bool resource = spec.contains("resourceAttributes") && spec["resourceAttributes"].is_object();
    const bool nonResource = spec.contains("nonResourceAttributes") && spec["nonResourceAttributes"].is_object();
    if (resource == nonResource) {
        *error = ApiError::invalid(kKind, "", "spec: exactly one of nonResourceAttributes or resourceAttributes must be specified");
        return std::nullopt;
    }
    return textAt(spec[resource ? "resourceAttributes" : "nonResourceAttributes"], "verb");
}

} // namespace

bool isReadVerb(std::string_view verb)
{
    return verb == "get" || verb == "list" || verb == "watch";
}

std::optional<json> reviewSelfAccess(const QByteArray &body, bool mayWrite, ApiError *error)
{
    json review = json::parse(body.constData(), body.constData() + body.size(), nullptr, false);
    if (review.is_discarded() || !review.is_object()) {
        *error = ApiError::badRequest("the request body is not a JSON object");
        return std::nullopt;
    }
    if (textAt(review, "kind") != kKind || textAt(review, "apiVersion") != kApiVersion) {
        *error = ApiError::badRequest(std::string("expected kind ") + kKind + " in " + kApiVersion);
        return std::nullopt;
    }
    if (!review.contains("spec") || !review["spec"].is_object()) {
        *error = ApiError::invalid(kKind, "", "spec: Required value");
        return std::nullopt;
    }
    const std::optional<std::string> verb = verbOf(review["spec"], error);
    if (!verb)
        return std::nullopt;
    const bool allowed = mayWrite || isReadVerb(*verb);
    json status{{"allowed", allowed}};
    status["reason"] = mayWrite ? "sim-admin may do everything"
                       : allowed ? "sim-readonly may get, list and watch"
                                 : "sim-readonly may only get, list and watch";
    review["status"] = std::move(status);
    if (!review.contains("metadata") || !review["metadata"].is_object())
        review["metadata"] = json::object();
    review["metadata"]["creationTimestamp"] = nullptr;
    return review;
}

json accessReviewDiscoveryEntry()
{
    return {{"name", kAccessReviewPlural}, {"singularName", "selfsubjectaccessreview"}, {"namespaced", false},
            {"kind", kKind}, {"verbs", {"create"}}};
}

} // namespace ascendops::sim
