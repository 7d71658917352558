#pragma once
// Who a person's act is signed with, in the journal and on the cluster (a
// maintenance pause, an approval, an incident acknowledged): the OS user
// and the kubeconfig user the connection speaks as, and its context. The
// console and the CLI sign alike.
#include "kube/clusterconnection.h"

#include <QString>

namespace ascendops::pipeline {

// "alice (kubeconfig user admin, context prod)"; the parts not known are left out.
QString personAt(const kube::ClusterConnection &connection);

} // namespace ascendops::pipeline
