#pragma once
// Network-level failures (no HTTP answer) said in plain words for the connect
// dialog: which certificate check failed and against which CA file, or that
// nothing listens at the address, and what to check.
#include "clusterconnection.h"
#include "kubeerror.h"

#include <QList>
#include <QNetworkReply>
#include <QSslError>

namespace ascendops::kube {

KubeError describeNetworkFailure(QNetworkReply::NetworkError code, const QString &errorString,
                                 const QList<QSslError> &sslErrors, const ClusterConnection &connection);

// A 401 said for the kind of credential the connection used.
QString describeUnauthorized(const ClusterConnection &connection);

} // namespace ascendops::kube
