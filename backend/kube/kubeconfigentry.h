#pragma once
// The bodies of kubeconfig entries read into a ClusterConnection: a
// `cluster:` map (server, CA, TLS options) and a `user:` map (token,
// tokenFile, client certificate, exec plugin). Files they name are read here,
// relative to the directory of the kubeconfig that names them.
#include "clusterconnection.h"
#include "kubeconfigerror.h"

#include <yaml-cpp/yaml.h>

namespace ascendops::kube {

// One named entry (`users[2]` in FILE) and its body (the `user:` map).
struct KubeconfigEntry
{
    QString name;
    QString file;
    QString key;          // "users[2]"
    YAML::Node body;
};

void readCluster(const KubeconfigEntry &entry, ClusterConnection &connection, KubeconfigErrors &errors);
void readUser(const KubeconfigEntry &entry, ClusterConnection &connection, KubeconfigErrors &errors);

} // namespace ascendops::kube
