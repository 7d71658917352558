#pragma once
// What the rest of the program needs of a Kubernetes API: send a request and
// get a KubeReply, with the verbs (list, get, create, replace, patch, delete,
// watch) built on that one call. KubeClient sends over HTTPS with the
// kubeconfig's credentials; a test can answer in memory from the embedded
// cluster's own handler, so that the pipeline, the informers and the Lease
// run their real code paths without a socket.
#include "kuberequest.h"
#include "resourcetype.h"

#include <QObject>

#include <nlohmann/json.hpp>

namespace ascendops::kube {

class KubeReply;

class ApiClient : public QObject
{
    Q_OBJECT

public:
    explicit ApiClient(QObject *parent = nullptr) : QObject(parent) {}

    // The reply belongs to the client, finishes once and deletes itself. It
    // must not finish before send() has returned (callers connect to it
    // then): an implementation answers on a later turn of the event loop.
    virtual KubeReply *send(const KubeRequest &request) = 0;

    // GET /version: the connect dialog's probe (gitVersion, platform) and a latency sample.
    KubeReply *serverVersion();
    KubeReply *list(const ResourceType &type, const QString &ns = {}, const ListOptions &options = {});
    KubeReply *get(const ResourceType &type, const QString &ns, const QString &name);
    KubeReply *create(const ResourceType &type, const QString &ns, const nlohmann::json &object, const WriteOptions &options = {});
    KubeReply *replace(const ResourceType &type, const QString &ns, const QString &name, const nlohmann::json &object,
                       const WriteOptions &options = {});
    KubeReply *patch(const ResourceType &type, const QString &ns, const QString &name, PatchType patchType,
                     const nlohmann::json &patch, const WriteOptions &options = {});
    KubeReply *remove(const ResourceType &type, const QString &ns, const QString &name, const DeleteOptions &options = {});
    // A streamed watch; connect to dataReceived() for the bytes (see WatchEventParser).
    KubeReply *watch(const ResourceType &type, const QString &ns, const ListOptions &options);
    // A pod's log; followed, a stream like a watch (dataReceived() for the bytes).
    KubeReply *podLog(const QString &ns, const QString &pod, const LogOptions &options);
    // POST pods/NAME/eviction: the pod goes only where its PodDisruptionBudgets allow (429 otherwise).
    KubeReply *evict(const QString &ns, const QString &pod, const WriteOptions &options = {});

protected:
    // For implementations that do not speak HTTP themselves: the whole
    // answer (its error, if any, read from the status and the Status body),
    // and for a stream its headers and each chunk as it comes.
    static void answer(KubeReply *reply, int httpStatus, const QByteArray &body);
    static void streamStarted(KubeReply *reply, int httpStatus);
    static void streamData(KubeReply *reply, const QByteArray &chunk);
};

} // namespace ascendops::kube
