#include "sim/store/objectmeta.h"

#include "sim/store/objectschema.h"

#include <QDateTime>
#include <QRandomGenerator>
#include <QUuid>

#include <algorithm>

namespace ascendops::sim {
namespace {

// A DNS-1123 subdomain, which is what most resource names must be.
bool validName(const std::string &name)
{
    if (name.empty() || name.size() > 253)
        return false;
    const auto alnum = [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'); };
    if (!alnum(name.front()) || !alnum(name.back()))
        return false;
    return std::all_of(name.begin(), name.end(), [&](char c) { return alnum(c) || c == '-' || c == '.'; });
}

// Five characters as the real server appends to generateName.
std::string randomSuffix()
{
    static const char alphabet[] = "bcdfghjklmnpqrstvwxz2456789";
    std::string out;
    for (int i = 0; i < 5; ++i)
        out += alphabet[QRandomGenerator::global()->bounded(int(sizeof(alphabet) - 1))];
    return out;
}

std::optional<ApiError> normalizeType(const ApiResource &resource, nlohmann::json &object)
{
    for (const char *key : {"apiVersion", "kind"}) {
        const auto it = object.find(key);
        if (it != object.end() && it->is_null())
            object.erase(it);
        else if (it != object.end() && !it->is_string())
            return ApiError::badRequest(std::string(key) + " in the data is a " + it->type_name() + ", not a string");
    }
    const std::string apiVersion = object.value("apiVersion", std::string());
    const std::string kind = object.value("kind", std::string());
    if (!apiVersion.empty() && apiVersion != resource.groupVersion())
        return ApiError::badRequest("the API version in the data (" + apiVersion
                                    + ") does not match the expected API version (" + resource.groupVersion() + ")");
    if (!kind.empty() && kind != resource.kind)
        return ApiError::badRequest("the kind in the data (" + kind + ") does not match the expected kind ("
                                    + resource.kind + ")");
    object["apiVersion"] = resource.groupVersion();
    object["kind"] = resource.kind;
    return std::nullopt;
}

std::optional<ApiError> normalizeNamespace(const ApiResource &resource, const std::string &ns, nlohmann::json &object)
{
    nlohmann::json &meta = object["metadata"];
    if (!resource.namespaced) {
        meta.erase("namespace");
        return std::nullopt;
    }
    const std::string bodyNs = metaString(object, "namespace");
    if (!bodyNs.empty() && bodyNs != ns)
        return ApiError::badRequest("the namespace of the provided object (" + bodyNs
                                    + ") does not match the namespace sent on the request (" + ns + ")");
    meta["namespace"] = ns;
    return std::nullopt;
}

} // namespace

std::string metaString(const nlohmann::json &object, const char *key)
{
    const auto meta = object.find("metadata");
    if (meta == object.end() || !meta->is_object())
        return {};
    const auto it = meta->find(key);
    return it != meta->end() && it->is_string() ? it->get<std::string>() : std::string();
}

void setMeta(nlohmann::json &object, const char *key, std::string value)
{
    object["metadata"][key] = std::move(value);
}

std::optional<ApiError> normalizeForWrite(const ApiResource &resource, const std::string &ns, nlohmann::json &object)
{
    if (!object.is_object())
        return ApiError::badRequest("the body of the request is not a JSON object");
    if (object.contains("metadata") && !object["metadata"].is_object())
        return ApiError::invalid(resource.kind, "", "metadata: Invalid value: must be an object");
    if (std::optional<ApiError> error = normalizeType(resource, object))
        return error;
    if (!object.contains("metadata"))
        object["metadata"] = nlohmann::json::object();
    if (std::optional<ApiError> error = checkFieldTypes(resource, object))
        return error;
    if (std::optional<ApiError> error = normalizeNamespace(resource, ns, object))
        return error;
    std::string name = metaString(object, "name");
    const std::string generateName = metaString(object, "generateName");
    if (name.empty() && !generateName.empty()) {
        name = generateName + randomSuffix();
        setMeta(object, "name", name);
    }
    if (name.empty())
        return ApiError::invalid(resource.kind, "", "metadata.name: Required value: name or generateName is required");
    if (!validName(name))
        return ApiError::invalid(resource.kind, name,
                                 "metadata.name: Invalid value: \"" + name
                                     + "\": a lowercase RFC 1123 subdomain must consist of lower case alphanumeric "
                                       "characters, '-' or '.', and must start and end with an alphanumeric character");
    return std::nullopt;
}

std::string nowTimestamp()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
}

void stampWritten(nlohmann::json &meta)
{
    meta["managedFields"] = nlohmann::json::array({{{"manager", "ascend-ops-sim"}, {"operation", "Update"},
                                                    {"time", nowTimestamp()}, {"fieldsType", "FieldsV1"},
                                                    {"fieldsV1", nlohmann::json::object()}}});
}

std::string newUid()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces).toStdString();
}

} // namespace ascendops::sim
