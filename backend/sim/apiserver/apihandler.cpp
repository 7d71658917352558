#include "sim/apiserver/apihandler.h"

#include "sim/apiserver/discovery.h"
#include "sim/simlog.h"
#include "sim/store/objectmeta.h"
#include "model/objectfields.h"
#include "sim/apiserver/openapidocument.h"
#include "sim/apiserver/podeviction.h"
#include "sim/apiserver/selfaccessreview.h"

#include <algorithm>

namespace ascendops::sim {

namespace {

using nlohmann::json;

// Where a request points: a resource, optionally a namespace, a name and a subresource.
struct ResourcePath
{
    const ApiResource *resource = nullptr;
    std::string ns;
    std::string name;
    std::string subresource;
};

ApiReply jsonReply(int status, const json &body)
{
    return {status, "application/json", QByteArray::fromStdString(body.dump()), std::nullopt, std::nullopt};
}

ApiReply errorReply(const ApiError &error)
{
    return {error.code, "application/json", errorBody(error), std::nullopt, std::nullopt};
}

ApiReply notFoundPath()
{
    return errorReply({404, "NotFound", "the server could not find the requested resource", {}, {}});
}

std::vector<std::string> segments(const QByteArray &path)
{
    std::vector<std::string> out;
    for (const QByteArray &part : path.split('/')) {
        if (!part.isEmpty())
            out.push_back(part.toStdString());
    }
    return out;
}

// /api/v1/... and /apis/GROUP/VERSION/...: the group/version, then the rest.
std::optional<ResourcePath> resolve(const std::string &group, const std::string &version,
                                    const std::vector<std::string> &rest)
{
    ResourcePath p;
    std::size_t i = 0;
    if (rest.size() >= 3 && rest[0] == "namespaces") {
        p.ns = rest[1];
        i = 2;
    }
    if (rest.size() - i > 3)
        return std::nullopt;
    p.resource = findResource(group, version, rest[i]);
    if (!p.resource)
        return std::nullopt;
    if (rest.size() > i + 1)
        p.name = rest[i + 1];
    if (rest.size() > i + 2)
        p.subresource = rest[i + 2];
    const bool namespaceMisused = p.resource->namespaced ? (!p.name.empty() && p.ns.empty()) : !p.ns.empty();
    const bool pods = p.resource->group.empty() && p.resource->plural == "pods";
    const bool podSubresource = pods && (p.subresource == "log" || p.subresource == "eviction");
    if (namespaceMisused || (!p.subresource.empty() && p.subresource != "status" && !podSubresource))
        return std::nullopt;
    return p;
}

const char *verbOf(const HttpRequest &request, const ResourcePath &path)
{
    const QByteArray &m = request.method;
    if (m == "GET")
        return !path.name.empty() ? "get" : request.queryFlag("watch") ? "watch" : "list";
    if (m == "POST")
        return "create";
    if (m == "PUT")
        return "update";
    if (m == "PATCH")
        return "patch";
    if (m == "DELETE")
        return path.name.empty() ? "deletecollection" : "delete";
    return "";
}

ApiError forbidden(const ResourcePath &path, std::string_view verb)
{
    std::string subject = path.resource->plural + (path.name.empty() ? "" : " \"" + path.name + "\"");
    std::string message = subject + " is forbidden: User \"sim-readonly\" cannot " + std::string(verb) + " resource \""
        + path.resource->plural + "\" in API group \"" + path.resource->group + "\"";
    if (!path.ns.empty())
        message += " in the namespace \"" + path.ns + "\"";
    ApiError error = ApiError::forbidden(std::move(message));
    error.kind = path.resource->plural;
    error.name = path.name;
    return error;
}

std::optional<json> parseBody(const QByteArray &body, ApiError *error)
{
    json parsed = json::parse(body.constData(), body.constData() + body.size(), nullptr, false);
    if (parsed.is_discarded()) {
        *error = ApiError::badRequest("the request body is not valid JSON");
        return std::nullopt;
    }
    return parsed;
}

// dryRun=All in the query; any other value is refused as the real server does.
std::optional<bool> dryRunOf(const HttpRequest &request, ApiError *error)
{
    const QString value = request.queryValue("dryRun");
    if (value.isEmpty())
        return false;
    if (value == QLatin1String("All"))
        return true;
    *error = ApiError::badRequest("invalid dry run value \"" + value.toStdString() + "\": only \"All\" is supported");
    return std::nullopt;
}

bool wantsTable(const HttpRequest &request)
{
    return request.header("accept").contains("as=Table");
}

RowObject rowObjectOf(const HttpRequest &request)
{
    const QString mode = request.queryValue("includeObject");
    if (mode == QLatin1String("None"))
        return RowObject::None;
    if (mode == QLatin1String("Object"))
        return RowObject::Object;
    return RowObject::Metadata;
}

struct Selectors
{
    LabelSelector labels;
    FieldSelector fields;
};

std::optional<Selectors> selectorsOf(const HttpRequest &request, ApiError *error)
{
    std::string why;
    auto labels = LabelSelector::parse(request.queryValue("labelSelector").toStdString(), &why);
    auto fields = FieldSelector::parse(request.queryValue("fieldSelector").toStdString(), &why);
    if (!labels || !fields) {
        *error = ApiError::badRequest("unable to parse selector: " + why);
        return std::nullopt;
    }
    return Selectors{std::move(*labels), std::move(*fields)};
}

ApiReply objectReply(int status, const StoreResult &result, const HttpRequest &request, const ResourcePath &path)
{
    if (!result)
        return errorReply(*result.error);
    if (wantsTable(request))
        return jsonReply(status, objectTable(*path.resource, {result.object},
                                             parseResourceVersion(metaString(result.object->value, "resourceVersion")),
                                             rowObjectOf(request)));
    return {status, "application/json", QByteArray::fromStdString(result.object->text), std::nullopt};
}

// The list body assembled from each object's stored text: no re-serialization
// of thousands of objects.
QByteArray listBody(const ApiResource &resource, const ListResult &list, const std::string &next = {})
{
    std::size_t size = 128;
    for (const ObjectPtr &o : list.items)
        size += o->text.size() + 1;
    QByteArray body;
    body.reserve(qsizetype(size));
    body += "{\"kind\":\"" + QByteArray::fromStdString(resource.listKind()) + "\",\"apiVersion\":\""
        + QByteArray::fromStdString(resource.groupVersion()) + "\",\"metadata\":{\"resourceVersion\":\""
        + QByteArray::number(qulonglong(list.resourceVersion)) + '"'
        + (next.empty() ? QByteArray() : ",\"continue\":\"" + QByteArray::fromStdString(next) + '"') + "},\"items\":[";
    for (std::size_t i = 0; i < list.items.size(); ++i) {
        if (i)
            body += ',';
        body.append(list.items[i]->text.data(), qsizetype(list.items[i]->text.size()));
    }
    body += "]}";
    return body;
}

ListResult listFor(ObjectStore &store, const ResourcePath &path, const Selectors &selectors)
{
    return store.list(*path.resource, path.ns, selectors.labels, selectors.fields);
}

std::string listKeyOf(const ObjectPtr &object)
{
    return metaString(object->value, "namespace") + '/' + metaString(object->value, "name");
}

// One page of a list (limit, continue), as an API server pages a long one.
// The token carries the list's resourceVersion and the last key served; a
// later page goes on after that key, from the store as it is then (the
// store keeps no snapshots), and says the first page's version, so a watch
// from it replays whatever changed meanwhile. A token older than the
// store's history reaches back is 410, as the server's too-old token is.
std::optional<ApiError> takePage(ObjectStore &store, const HttpRequest &request, const ResourcePath &path,
                                 ListResult &result, std::string *next)
{
    bool limited = false;
    const qlonglong limit = request.queryValue("limit").toLongLong(&limited);
    const QString token = request.queryValue("continue");
    if (!token.isEmpty()) {
        const QByteArray raw = QByteArray::fromBase64(token.toLatin1(), QByteArray::Base64UrlEncoding);
        const json decoded = json::parse(raw.constData(), raw.constData() + raw.size(), nullptr, false);
        const json *rv = decoded.is_object() ? fields::find(decoded, {"rv"}) : nullptr;
        const json *start = decoded.is_object() ? fields::find(decoded, {"start"}) : nullptr;
        if (!rv || !rv->is_number_unsigned() || !start || !start->is_string())
            return ApiError::badRequest("invalid continue token");
        if (store.eventsSince(*path.resource, rv->get<std::uint64_t>()).error)
            return ApiError::gone("The provided continue parameter is too old to display a consistent list result. "
                                  "You can start a new list without the continue parameter.");
        const std::string after = start->get<std::string>();
        std::erase_if(result.items, [&after](const ObjectPtr &object) { return listKeyOf(object) <= after; });
        result.resourceVersion = rv->get<std::uint64_t>();
    }
    if (limited && limit > 0 && qulonglong(result.items.size()) > qulonglong(limit)) {
        result.items.resize(std::size_t(limit));
        const json following{{"rv", result.resourceVersion}, {"start", listKeyOf(result.items.back())}};
        *next = QByteArray::fromStdString(following.dump()).toBase64(QByteArray::Base64UrlEncoding).toStdString();
    }
    return std::nullopt;
}

ApiReply list(ObjectStore &store, const HttpRequest &request, const ResourcePath &path)
{
    ApiError error;
    const std::optional<Selectors> selectors = selectorsOf(request, &error);
    if (!selectors)
        return errorReply(error);
    ListResult result = listFor(store, path, *selectors);
    if (wantsTable(request))
        return jsonReply(200, objectTable(*path.resource, result.items, result.resourceVersion, rowObjectOf(request)));
    std::string next;
    if (const std::optional<ApiError> refused = takePage(store, request, path, result, &next))
        return errorReply(*refused);
    return {200, "application/json", listBody(*path.resource, result, next), std::nullopt};
}

ApiReply watch(const HttpRequest &request, const ResourcePath &path, std::uint64_t oldestResumable)
{
    ApiError error;
    std::optional<Selectors> selectors = selectorsOf(request, &error);
    if (!selectors)
        return errorReply(error);
    WatchSpec spec;
    spec.oldestResumable = oldestResumable;
    spec.resource = path.resource;
    spec.ns = path.ns;
    spec.labels = std::move(selectors->labels);
    spec.fields = std::move(selectors->fields);
    const std::string rv = request.queryValue("resourceVersion").toStdString();
    const bool sendInitial = request.queryFlag("sendInitialEvents");
    if (!rv.empty() && rv != "0" && !sendInitial) {
        bool ok = false;
        spec.fromResourceVersion = parseResourceVersion(rv, &ok);
        if (!ok)
            return errorReply(ApiError::badRequest("invalid resourceVersion \"" + rv + "\""));
    }
    spec.bookmarks = request.queryFlag("allowWatchBookmarks");
    spec.initialEventsEnd = sendInitial && spec.bookmarks;
    bool ok = false;
    const int timeout = request.queryValue("timeoutSeconds").toInt(&ok);
    if (ok && timeout > 0)
        spec.timeoutSeconds = timeout;
    spec.table = wantsTable(request);
    spec.rowObject = rowObjectOf(request);
    ApiReply reply;
    reply.watch = std::move(spec);
    return reply;
}

Preconditions preconditionsOf(const json &options)
{
    Preconditions p;
    const json pre = options.value("preconditions", json::object());
    if (pre.is_object() && pre.contains("uid") && pre["uid"].is_string())
        p.uid = pre["uid"].get<std::string>();
    if (pre.is_object() && pre.contains("resourceVersion") && pre["resourceVersion"].is_string())
        p.resourceVersion = pre["resourceVersion"].get<std::string>();
    return p;
}

// DeleteOptions may come as the body (kubectl) and say dryRun there too.
ApiReply remove(ObjectStore &store, const HttpRequest &request, const ResourcePath &path, bool dryRun)
{
    json options = json::object();
    if (!request.body.trimmed().isEmpty()) {
        ApiError error;
        std::optional<json> body = parseBody(request.body, &error);
        if (!body || !body->is_object())
            return errorReply(body ? ApiError::badRequest("DeleteOptions must be a JSON object") : error);
        options = std::move(*body);
    }
    const json dryRunList = options.value("dryRun", json::array());
    if (dryRunList.is_array() && std::find(dryRunList.begin(), dryRunList.end(), json("All")) != dryRunList.end())
        dryRun = true;
    return objectReply(200, store.remove(*path.resource, path.ns, path.name, preconditionsOf(options), dryRun), request, path);
}

ApiReply removeCollection(ObjectStore &store, const HttpRequest &request, const ResourcePath &path, bool dryRun)
{
    ApiError error;
    const std::optional<Selectors> selectors = selectorsOf(request, &error);
    if (!selectors)
        return errorReply(error);
    ListResult removed;
    for (const ObjectPtr &o : listFor(store, path, *selectors).items) {
        const StoreResult r = store.remove(*path.resource, metaString(o->value, "namespace"), metaString(o->value, "name"), {}, dryRun);
        if (r)
            removed.items.push_back(r.object);
    }
    removed.resourceVersion = store.resourceVersion();
    return {200, "application/json", listBody(*path.resource, removed), std::nullopt};
}

ApiReply write(ObjectStore &store, const HttpRequest &request, const ResourcePath &path, std::string_view verb)
{
    ApiError error;
    const std::optional<bool> dryRun = dryRunOf(request, &error);
    if (!dryRun)
        return errorReply(error);
    if (verb == "delete")
        return remove(store, request, path, *dryRun);
    if (verb == "deletecollection")
        return removeCollection(store, request, path, *dryRun);
    std::optional<json> body = parseBody(request.body, &error);
    if (!body)
        return errorReply(error);
    if (verb == "create")
        return objectReply(201, store.create(*path.resource, path.ns, std::move(*body), *dryRun), request, path);
    if (verb == "update")
        return objectReply(200, store.update(*path.resource, path.ns, path.name, std::move(*body), *dryRun), request, path);
    const std::optional<PatchType> type = patchTypeFromContentType(request.header("content-type").toStdString());
    if (!type)
        return errorReply(ApiError::unsupportedMediaType("the patch type \"" + request.header("content-type").toStdString()
                                                         + "\" is not supported"));
    return objectReply(200, store.patch(*path.resource, path.ns, path.name, *type, *body, *dryRun), request, path);
}

ApiReply discovery(const std::vector<std::string> &parts, const std::string &serverAddress)
{
    if (parts.size() == 1)
        return jsonReply(200, parts[0] == "api" ? apiVersions(serverAddress) : apiGroupList());
    const std::string gv = parts[0] == "api" ? parts[1] : parts.size() == 3 ? parts[1] + '/' + parts[2] : std::string();
    if (std::optional<json> list = apiResourceList(gv))
        return jsonReply(200, *list);
    return notFoundPath();
}

// Compares without an early exit, so response timing does not reveal how much of a token matched.
bool sameSecret(const QByteArray &a, const QByteArray &b)
{
    if (a.size() != b.size() || a.isEmpty())
        return false;
    unsigned char diff = 0;
    for (qsizetype i = 0; i < a.size(); ++i)
        diff |= static_cast<unsigned char>(a[i] ^ b[i]);
    return diff == 0;
}

} // namespace

ApiHandler::ApiHandler(ObjectStore &store, SimCredentials credentials, std::string serverAddress)
    : m_store(store), m_credentials(std::move(credentials)), m_serverAddress(std::move(serverAddress))
{
}

ApiHandler::Access ApiHandler::authenticate(const HttpRequest &request) const
{
    const QByteArray header = request.header("authorization");
    if (!header.startsWith("Bearer "))
        return Access::None;
    const QByteArray token = header.mid(7).trimmed();
    if (sameSecret(token, m_credentials.adminToken))
        return Access::Admin;
    if (sameSecret(token, m_credentials.readOnlyToken))
        return Access::ReadOnly;
    return Access::None;
}

ApiReply ApiHandler::handle(const HttpRequest &request) const
{
    const std::vector<std::string> parts = segments(request.path);
    if (request.path == "/version" || request.path == "/healthz" || request.path == "/readyz" || request.path == "/livez")
        return request.path == "/version" ? jsonReply(200, versionInfo()) : ApiReply{200, "text/plain", "ok", std::nullopt};
    const Access access = authenticate(request);
    if (access == Access::None)
        return errorReply(ApiError::unauthorized());
    if (request.path == "/openapi/v2") {
        const OpenApiDocument doc = openApiV2(request.header("accept"));
        return {200, doc.contentType, doc.body, std::nullopt};
    }
    if (parts.size() == 6 && parts[0] == "api" && parts[1] == "v1" && parts[2] == "nodes" && parts[4] == "proxy")
        return nodeProxy(request, parts);
    // Every user may ask what they may do, the read-only one included.
    if (parts.size() == 4 && parts[0] == "apis" && parts[1] == kAccessReviewGroup && parts[2] == "v1"
        && parts[3] == kAccessReviewPlural)
        return accessReview(request, access);
    const bool core = !parts.empty() && parts[0] == "api";
    const bool grouped = !parts.empty() && parts[0] == "apis";
    const std::size_t prefix = core ? 2 : 3;   // /api/v1 or /apis/GROUP/VERSION
    if ((!core && !grouped) || parts.size() > prefix + 5)
        return notFoundPath();
    if (parts.size() <= prefix)
        return request.method == "GET" ? discovery(parts, m_serverAddress) : errorReply(ApiError::methodNotAllowed("method not allowed"));
    const std::optional<ResourcePath> path = resolve(core ? std::string() : parts[1], parts[prefix - 1],
                                                     {parts.begin() + std::ptrdiff_t(prefix), parts.end()});
    if (!path)
        return notFoundPath();
    const std::string verb = verbOf(request, *path);
    if (path->subresource == "eviction") {   // POST only; a write, so the admin's
        if (request.method != "POST")
            return errorReply(ApiError::methodNotAllowed("the server does not allow this method on the requested resource"));
        if (access != Access::Admin)
            return errorReply(forbidden(*path, "create"));
        ApiError error;
        const std::optional<bool> dryRun = dryRunOf(request, &error);
        return dryRun ? evictionReply(m_store, path->ns, path->name, *dryRun, request.body) : errorReply(error);
    }
    if (verb.empty() || (verb == "create" && !path->name.empty()) || ((verb == "update" || verb == "patch") && path->name.empty()))
        return errorReply(ApiError::methodNotAllowed("the server does not allow this method on the requested resource"));
    if (!isReadVerb(verb) && access != Access::Admin)
        return errorReply(forbidden(*path, verb));
    qCDebug(lcSim) << request.method << request.path;
    if (path->subresource == "log")
        return verb == "get" ? podLogReply(m_store, request, path->ns, path->name)
                             : errorReply(ApiError::methodNotAllowed("the server does not allow this method on the requested resource"));
    if (verb == "get")
        return objectReply(200, m_store.get(*path->resource, path->ns, path->name), request, *path);
    if (verb == "list")
        return list(m_store, request, *path);
    if (verb == "watch")
        return watch(request, *path, m_oldestResumable);
    return write(m_store, request, *path, verb);
}

ApiReply ApiHandler::accessReview(const HttpRequest &request, Access access) const
{
    if (request.method != "POST")
        return errorReply(ApiError::methodNotAllowed("the server does not allow this method on the requested resource"));
    // kubectl's typed clients send protobuf; the embedded cluster speaks JSON only.
    if (!request.header("content-type").contains("json"))
        return errorReply(ApiError::unsupportedMediaType("the embedded cluster reads SelfSubjectAccessReviews as JSON only"));
    ApiError error;
    const std::optional<nlohmann::json> review = reviewSelfAccess(request.body, access == Access::Admin, &error);
    return review ? jsonReply(201, *review) : errorReply(error);
}

// Of a node's endpoints only the NPU Exporter's /metrics is simulated.
ApiReply ApiHandler::nodeProxy(const HttpRequest &request, const std::vector<std::string> &parts) const
{
    if (request.method != "GET")
        return errorReply(ApiError::methodNotAllowed("method not allowed"));
    const std::optional<std::string> metrics =
        parts[5] == "metrics" && m_nodeMetrics ? m_nodeMetrics(parts[3]) : std::nullopt;
    if (!metrics)
        return notFoundPath();
    return {200, "text/plain; version=0.0.4; charset=utf-8", QByteArray::fromStdString(*metrics), std::nullopt};
}

QByteArray watchEventLine(const char *type, const std::string &objectText)
{
    QByteArray line;
    line.reserve(qsizetype(objectText.size()) + 32);
    line += "{\"type\":\"";
    line += type;
    line += "\",\"object\":";
    line.append(objectText.data(), qsizetype(objectText.size()));
    line += "}\n";
    return line;
}

QByteArray errorBody(const ApiError &error)
{
    return QByteArray::fromStdString(error.toStatus().dump());
}

} // namespace ascendops::sim
