#pragma once
// A failed API request as Kubernetes reports it: an HTTP code, a machine
// reason (NotFound, Conflict, Expired, ...) and a message, carried to the
// client as a `Status` object. Clients branch on code and reason, so they are
// the ones the real API server uses for the same failure.
#include <nlohmann/json.hpp>

#include <string>

namespace ascendops::sim {

struct ApiError
{
    int code = 500;
    std::string reason;       // StatusReason: "NotFound", "Conflict", "Expired", ...
    std::string message;
    std::string kind;         // details.kind: the plural or kind the error is about
    std::string name;         // details.name

    // {"kind":"Status","apiVersion":"v1","status":"Failure",...}
    nlohmann::json toStatus() const;

    static ApiError badRequest(std::string message);
    static ApiError unauthorized();
    static ApiError forbidden(std::string message);
    static ApiError notFound(std::string plural, std::string name);
    static ApiError methodNotAllowed(std::string message);
    static ApiError alreadyExists(std::string plural, std::string name);
    static ApiError conflict(std::string plural, std::string name, std::string why);
    static ApiError gone(std::string message);
    static ApiError invalid(std::string kind, std::string name, std::string message);
    static ApiError unsupportedMediaType(std::string message);
};

// {"kind":"Status","status":"Success"} for deletes that answer with a Status.
nlohmann::json successStatus(const std::string &plural, const std::string &name, const std::string &uid);

} // namespace ascendops::sim
