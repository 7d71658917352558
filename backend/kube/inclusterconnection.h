#pragma once
// The connection a pod uses to reach its own cluster's API server, as
// client-go's rest.InClusterConfig does: KUBERNETES_SERVICE_HOST and
// KUBERNETES_SERVICE_PORT, the service account's token (re-read when the
// server refuses it, since the kubelet rotates it), CA and namespace under
// /var/run/secrets/kubernetes.io/serviceaccount.
#include "clusterconnection.h"

#include <optional>

namespace ascendops::kube {

// Nothing, with the reason in *error, outside a pod.
std::optional<ClusterConnection> inClusterConnection(QString *error,
    const QString &accountDir = QStringLiteral("/var/run/secrets/kubernetes.io/serviceaccount"));

} // namespace ascendops::kube
