#pragma once
// The writes the recovery actions need, typed. Each one can be a server-side
// dry run (dryRun=All: admission and validation run, nothing is stored), and
// each carries a precondition where the API has one, so a write never lands
// on an object that changed since the operator looked at it.
#include "kubereply.h"
#include "resourcetype.h"

#include <QMap>
#include <QString>

#include <nlohmann/json.hpp>

#include <optional>

namespace ascendops::kube {

class ApiClient;

struct PodDeletion
{
    bool force = false;          // gracePeriodSeconds 0: the kubelet is not waited for
    QString uid;                 // preconditions: only this incarnation of the pod
    QString resourceVersion;
    bool dryRun = false;
};

// A merge-patch value per key; std::nullopt removes the key.
using MetadataChanges = QMap<QString, std::optional<QString>>;

KubeReply *deletePod(ApiClient &client, const QString &ns, const QString &name, const PodDeletion &options = {});

// Volcano's bus.volcano.sh/v1alpha1 Command with action RestartJob, owned by
// and targeting the job, as `vcctl job restart` creates it. A unique name is
// chosen here rather than generateName so the caller knows it.
nlohmann::json restartJobCommand(const QString &ns, const QString &jobName, const QString &jobUid);
KubeReply *createRestartJobCommand(ApiClient &client, const QString &ns, const QString &jobName, const QString &jobUid,
                                   bool dryRun);

// JSON merge patch of metadata.labels / metadata.annotations. With a
// resourceVersion the patch fails with 409 if the object changed.
nlohmann::json metadataPatch(const char *field, const MetadataChanges &changes, const QString &resourceVersion = {});
KubeReply *patchLabels(ApiClient &client, const ResourceType &type, const QString &ns, const QString &name,
                       const MetadataChanges &changes, bool dryRun, const QString &resourceVersion = {});
KubeReply *patchAnnotations(ApiClient &client, const ResourceType &type, const QString &ns, const QString &name,
                            const MetadataChanges &changes, bool dryRun, const QString &resourceVersion = {});

// A JSON patch (RFC 6902) of an object of TYPE as it was read. A `test` of
// its resourceVersion goes first, so the patch lands only on the object as
// it was read.
KubeReply *patchAsRead(ApiClient &client, const ResourceType &type, const nlohmann::json &object,
                       const nlohmann::json &operations, bool dryRun);

// kubectl cordon / uncordon: spec.unschedulable on the node.
KubeReply *setNodeUnschedulable(ApiClient &client, const QString &node, bool unschedulable, bool dryRun);

// PUT of a whole ConfigMap; its metadata.resourceVersion makes it conditional.
KubeReply *updateConfigMap(ApiClient &client, const nlohmann::json &configMap, bool dryRun);

} // namespace ascendops::kube
