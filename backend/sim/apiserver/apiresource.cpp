#include "sim/apiserver/apiresource.h"

#include <algorithm>

namespace ascendops::sim {
namespace {

const std::vector<std::string> kAllVerbs{"create", "delete", "deletecollection", "get", "list", "patch", "update", "watch"};

ApiResource resource(std::string group, std::string version, std::string plural, std::string singular,
                     std::string kind, bool namespaced, std::vector<std::string> shortNames)
{
    return ApiResource{std::move(group), std::move(version), std::move(plural), std::move(singular),
                       std::move(kind), namespaced, std::move(shortNames), kAllVerbs};
}

} // namespace

std::string ApiResource::groupVersion() const
{
    return group.empty() ? version : group + '/' + version;
}

const std::vector<ApiResource> &servedResources()
{
    // Short names as the real servers publish them (core) and as the Volcano
    // CRDs declare them (vcjob/vj, podgroup/pg).
    static const std::vector<ApiResource> resources{
        resource("", "v1", "namespaces", "namespace", "Namespace", false, {"ns"}),
        resource("", "v1", "nodes", "node", "Node", false, {"no"}),
        resource("", "v1", "pods", "pod", "Pod", true, {"po"}),
        resource("", "v1", "configmaps", "configmap", "ConfigMap", true, {"cm"}),
        resource("", "v1", "events", "event", "Event", true, {"ev"}),
        resource("coordination.k8s.io", "v1", "leases", "lease", "Lease", true, {}),
        resource("policy", "v1", "poddisruptionbudgets", "poddisruptionbudget", "PodDisruptionBudget", true, {"pdb"}),
        resource("batch.volcano.sh", "v1alpha1", "jobs", "job", "Job", true, {"vcjob", "vj"}),
        resource("mindxdl.gitee.com", "v1", "ascendjobs", "ascendjob", "AscendJob", true, {"acjob"}),
        resource("scheduling.volcano.sh", "v1beta1", "podgroups", "podgroup", "PodGroup", true, {"podgroup", "pg"}),
        resource("bus.volcano.sh", "v1alpha1", "commands", "command", "Command", true, {}),
        resource("sim.ascendops.io", "v1alpha1", "faults", "fault", "Fault", true, {}),
        // What an installer of a component writes (the console's in-cluster
        // pipeline among them), kept as the API server keeps any object;
        // and the Prometheus Operator's CRDs, as on a cluster that runs it.
        resource("", "v1", "serviceaccounts", "serviceaccount", "ServiceAccount", true, {"sa"}),
        resource("", "v1", "services", "service", "Service", true, {"svc"}),
        resource("", "v1", "persistentvolumeclaims", "persistentvolumeclaim", "PersistentVolumeClaim", true, {"pvc"}),
        resource("apps", "v1", "deployments", "deployment", "Deployment", true, {"deploy"}),
        resource("apps", "v1", "replicasets", "replicaset", "ReplicaSet", true, {"rs"}),
        resource("apps", "v1", "daemonsets", "daemonset", "DaemonSet", true, {"ds"}),
        resource("rbac.authorization.k8s.io", "v1", "clusterroles", "clusterrole", "ClusterRole", false, {}),
        resource("rbac.authorization.k8s.io", "v1", "clusterrolebindings", "clusterrolebinding", "ClusterRoleBinding", false, {}),
        resource("rbac.authorization.k8s.io", "v1", "roles", "role", "Role", true, {}),
        resource("rbac.authorization.k8s.io", "v1", "rolebindings", "rolebinding", "RoleBinding", true, {}),
        resource("monitoring.coreos.com", "v1", "servicemonitors", "servicemonitor", "ServiceMonitor", true, {"smon"}),
        resource("monitoring.coreos.com", "v1", "prometheusrules", "prometheusrule", "PrometheusRule", true, {"promrule"}),
    };
    return resources;
}

const ApiResource *findResource(std::string_view group, std::string_view version, std::string_view plural)
{
    for (const ApiResource &r : servedResources()) {
        if (r.group == group && r.version == version && r.plural == plural)
            return &r;
    }
    return nullptr;
}

const ApiResource *findResourceByKind(std::string_view apiVersion, std::string_view kind)
{
    for (const ApiResource &r : servedResources()) {
        if (r.kind == kind && r.groupVersion() == apiVersion)
            return &r;
    }
    return nullptr;
}

std::vector<std::string> servedGroupVersions()
{
    std::vector<std::string> out;
    for (const ApiResource &r : servedResources()) {
        if (r.group.empty())
            continue;
        const std::string gv = r.groupVersion();
        if (std::find(out.begin(), out.end(), gv) == out.end())
            out.push_back(gv);
    }
    return out;
}

} // namespace ascendops::sim
