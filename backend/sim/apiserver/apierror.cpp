#include "sim/apiserver/apierror.h"

namespace ascendops::sim {

nlohmann::json ApiError::toStatus() const
{
    nlohmann::json status{{"kind", "Status"},
                          {"apiVersion", "v1"},
                          {"metadata", nlohmann::json::object()},
                          {"status", "Failure"},
                          {"message", message},
                          {"reason", reason},
                          {"code", code}};
    if (!kind.empty() || !name.empty()) {
        nlohmann::json details = nlohmann::json::object();
        if (!name.empty())
            details["name"] = name;
        if (!kind.empty())
            details["kind"] = kind;
        status["details"] = std::move(details);
    }
    return status;
}

ApiError ApiError::badRequest(std::string message)
{
    return {400, "BadRequest", std::move(message), {}, {}};
}

ApiError ApiError::unauthorized()
{
    return {401, "Unauthorized", "Unauthorized", {}, {}};
}

ApiError ApiError::forbidden(std::string message)
{
    return {403, "Forbidden", std::move(message), {}, {}};
}

ApiError ApiError::notFound(std::string plural, std::string name)
{
    std::string message = plural + " \"" + name + "\" not found";
    return {404, "NotFound", std::move(message), std::move(plural), std::move(name)};
}

ApiError ApiError::methodNotAllowed(std::string message)
{
    return {405, "MethodNotAllowed", std::move(message), {}, {}};
}

ApiError ApiError::alreadyExists(std::string plural, std::string name)
{
    std::string message = plural + " \"" + name + "\" already exists";
    return {409, "AlreadyExists", std::move(message), std::move(plural), std::move(name)};
}

ApiError ApiError::conflict(std::string plural, std::string name, std::string why)
{
    std::string message = "Operation cannot be fulfilled on " + plural + " \"" + name + "\": " + why;
    return {409, "Conflict", std::move(message), std::move(plural), std::move(name)};
}

ApiError ApiError::gone(std::string message)
{
    return {410, "Expired", std::move(message), {}, {}};
}

ApiError ApiError::invalid(std::string kind, std::string name, std::string message)
{
    std::string full = kind + " \"" + name + "\" is invalid: " + message;
    return {422, "Invalid", std::move(full), std::move(kind), std::move(name)};
}

ApiError ApiError::unsupportedMediaType(std::string message)
{
    return {415, "UnsupportedMediaType", std::move(message), {}, {}};
}

nlohmann::json successStatus(const std::string &plural, const std::string &name, const std::string &uid)
{
    return {{"kind", "Status"},
            {"apiVersion", "v1"},
            {"metadata", nlohmann::json::object()},
            {"status", "Success"},
            {"details", {{"name", name}, {"kind", plural}, {"uid", uid}}}};
}

} // namespace ascendops::sim
