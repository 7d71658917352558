#pragma once
// Turns one HTTP request into the API's answer: authentication by bearer
// token, routing of /api and /apis paths to resources, the verbs (get, list,
// create, update, patch, delete, deletecollection) on the object store, and
// discovery, SelfSubjectAccessReviews and pods' logs. A watch or a followed log is not answered here: the
// reply carries a WatchSpec or LogSpec and the connection streams it (openStream).
#include "sim/apiserver/apiresource.h"
#include "sim/apiserver/fieldselector.h"
#include "sim/apiserver/httprequest.h"
#include "sim/apiserver/labelselector.h"
#include "sim/store/objectstore.h"
#include "sim/apiserver/objecttable.h"
#include "sim/apiserver/podlogstream.h"
#include "sim/apiserver/simkubeconfig.h"

#include <QByteArray>

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

namespace ascendops::sim {

struct WatchSpec
{
    const ApiResource *resource = nullptr;
    std::string ns;                                  // empty: all namespaces
    LabelSelector labels;
    FieldSelector fields;
    std::optional<std::uint64_t> fromResourceVersion; // nothing: start with ADDED for every current object
    // A watch from before this version is answered 410 Expired: the server
    // restarted since, and its watch cache starts here (ApiServer::restart).
    std::uint64_t oldestResumable = 0;
    bool bookmarks = false;                          // allowWatchBookmarks=true
    bool initialEventsEnd = false;                   // sendInitialEvents=true: bookmark once the current state is sent
    int timeoutSeconds = 1800;
    bool table = false;                              // events carry Tables (kubectl get -w)
    RowObject rowObject = RowObject::Metadata;
};

struct ApiReply
{
    int status = 200;
    QByteArray contentType = "application/json";
    QByteArray body;
    std::optional<WatchSpec> watch;
    std::optional<LogSpec> log;                      // a followed pod log: the connection streams it
};

class ApiHandler
{
public:
    // serverAddress ("127.0.0.1:PORT") is what /api tells clients to use.
    ApiHandler(ObjectStore &store, SimCredentials credentials, std::string serverAddress);

    ApiReply handle(const HttpRequest &request) const;

    // A node's metrics in the Prometheus text format, for GET
    // /api/v1/nodes/<node>/proxy/metrics; nothing for an unknown node.
    using NodeMetrics = std::function<std::optional<std::string>(const std::string &node)>;
    void setNodeMetrics(NodeMetrics metrics) { m_nodeMetrics = std::move(metrics); }
    // Watches resuming from before VERSION get 410 Expired (see WatchSpec).
    void setOldestResumable(std::uint64_t version) { m_oldestResumable = version; }

private:
    enum class Access { None, ReadOnly, Admin };
    Access authenticate(const HttpRequest &request) const;
    ApiReply nodeProxy(const HttpRequest &request, const std::vector<std::string> &parts) const;
    ApiReply accessReview(const HttpRequest &request, Access access) const;

    ObjectStore &m_store;
    SimCredentials m_credentials;
    std::string m_serverAddress;
    NodeMetrics m_nodeMetrics;
    std::uint64_t m_oldestResumable = 0;
};

// One line of a watch stream: {"type":"ADDED","object":{...}}\n
QByteArray watchEventLine(const char *type, const std::string &objectText);
QByteArray errorBody(const ApiError &error);

} // namespace ascendops::sim
