#include "sim/store/objectschema.h"

#include "sim/store/objectmeta.h"

#include <cstdint>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace ascendops::sim {
namespace {

using nlohmann::json;

// Quantity: "8", "16Gi" or a bare number, as resource quantities are written.
// Integer is int32, as most Kubernetes and Volcano integers are; Integer64
// for the few that are int64 (grace periods, toleration seconds, generation).
enum class Type { String, Integer, Integer64, Boolean, Object, Array, Quantity };

// A field by its path: `a.b` nested objects, `a[]` every element of an
// array, `*` every value of a map (label keys hold dots, so maps are never
// named by key).
struct Rule
{
    std::string path;
    Type type;
};
using Rules = std::vector<Rule>;

const char *typeName(Type type)
{
    switch (type) {
    case Type::String: return "string";
    case Type::Integer: return "integer (int32)";
    case Type::Integer64: return "integer";
    case Type::Boolean: return "boolean";
    case Type::Object: return "object";
    case Type::Array: return "array";
    case Type::Quantity: return "quantity (string or number)";
    }
    return "";
}

bool hasType(const json &value, Type type)
{
    switch (type) {
    case Type::String: return value.is_string();
    case Type::Integer:
        if (value.is_number_unsigned())
            return value.get<std::uint64_t>() <= std::uint64_t(INT32_MAX);
        return value.is_number_integer() && value.get<std::int64_t>() >= INT32_MIN && value.get<std::int64_t>() <= INT32_MAX;
    case Type::Integer64:
        if (value.is_number_unsigned())
            return value.get<std::uint64_t>() <= std::uint64_t(INT64_MAX);
        return value.is_number_integer();
    case Type::Boolean: return value.is_boolean();
    case Type::Object: return value.is_object();
    case Type::Array: return value.is_array();
    case Type::Quantity: return value.is_string() || value.is_number();
    }
    return false;
}

void add(Rules &rules, const std::string &prefix, std::initializer_list<std::string_view> paths, Type type)
{
    for (std::string_view path : paths)
        rules.push_back({prefix + std::string(path), type});
}

void addMetadata(Rules &rules, const std::string &prefix)
{
    add(rules, prefix + "metadata.",
        {"name", "generateName", "namespace", "uid", "resourceVersion", "creationTimestamp", "deletionTimestamp",
         "labels.*", "annotations.*", "finalizers[]", "ownerReferences[].apiVersion", "ownerReferences[].kind",
         "ownerReferences[].name", "ownerReferences[].uid"},
        Type::String);
    add(rules, prefix + "metadata.", {"generation", "deletionGracePeriodSeconds"}, Type::Integer64);
    add(rules, prefix + "metadata.", {"ownerReferences[].controller", "ownerReferences[].blockOwnerDeletion"},
        Type::Boolean);
}

void addContainers(Rules &rules, const std::string &prefix)
{
    add(rules, prefix,
        {"name", "image", "imagePullPolicy", "workingDir", "command[]", "args[]", "env[].name", "env[].value",
         "ports[].name", "ports[].protocol", "volumeMounts[].name", "volumeMounts[].mountPath"},
        Type::String);
    add(rules, prefix, {"ports[].containerPort", "ports[].hostPort"}, Type::Integer);
    add(rules, prefix, {"volumeMounts[].readOnly"}, Type::Boolean);
    add(rules, prefix, {"env[].valueFrom", "securityContext"}, Type::Object);
    add(rules, prefix, {"resources.limits.*", "resources.requests.*"}, Type::Quantity);
}

void addPodSpec(Rules &rules, const std::string &prefix)
{
    add(rules, prefix,
        {"nodeName", "schedulerName", "restartPolicy", "serviceAccountName", "priorityClassName", "hostname",
         "subdomain", "dnsPolicy", "nodeSelector.*", "volumes[].name", "volumes[].configMap.name",
         "volumes[].hostPath.path", "volumes[].hostPath.type", "tolerations[].key", "tolerations[].operator",
         "tolerations[].value", "tolerations[].effect"},
        Type::String);
    add(rules, prefix, {"terminationGracePeriodSeconds", "tolerations[].tolerationSeconds"}, Type::Integer64);
    add(rules, prefix, {"hostNetwork", "hostIPC", "hostPID"}, Type::Boolean);
    add(rules, prefix, {"affinity"}, Type::Object);
    addContainers(rules, prefix + "containers[].");
    addContainers(rules, prefix + "initContainers[].");
}

void addPodTemplate(Rules &rules, const std::string &prefix)
{
    add(rules, prefix, {"metadata.labels.*", "metadata.annotations.*", "metadata.name"}, Type::String);
    addPodSpec(rules, prefix + "spec.");
}

Rules podRules()
{
    Rules rules;
    addPodSpec(rules, "spec.");
    add(rules, "status.",
        {"phase", "reason", "message", "hostIP", "podIP", "podIPs[].ip", "startTime", "nominatedNodeName",
         "conditions[].type", "conditions[].status", "conditions[].reason", "conditions[].message",
         "conditions[].lastTransitionTime", "containerStatuses[].name", "containerStatuses[].image"},
        Type::String);
    add(rules, "status.", {"containerStatuses[].restartCount"}, Type::Integer);
    add(rules, "status.", {"containerStatuses[].ready", "containerStatuses[].started"}, Type::Boolean);
    add(rules, "status.", {"containerStatuses[].state", "containerStatuses[].lastState"}, Type::Object);
    return rules;
}

Rules nodeRules()
{
    Rules rules;
    add(rules, "spec.", {"podCIDR", "podCIDRs[]", "providerID", "taints[].key", "taints[].value", "taints[].effect",
                         "taints[].timeAdded"}, Type::String);
    add(rules, "spec.", {"unschedulable"}, Type::Boolean);
    add(rules, "status.",
        {"conditions[].type", "conditions[].status", "conditions[].reason", "conditions[].message",
         "conditions[].lastHeartbeatTime", "conditions[].lastTransitionTime", "addresses[].type",
         "addresses[].address", "nodeInfo.*", "phase"},
        Type::String);
    add(rules, "status.", {"capacity.*", "allocatable.*"}, Type::Quantity);
    return rules;
}

Rules configMapRules()
{
    Rules rules;
    add(rules, "", {"data.*", "binaryData.*"}, Type::String);
    add(rules, "", {"immutable"}, Type::Boolean);
    return rules;
}

Rules eventRules()
{
    Rules rules;
    add(rules, "",
        {"involvedObject.kind", "involvedObject.namespace", "involvedObject.name", "involvedObject.uid",
         "involvedObject.apiVersion", "involvedObject.resourceVersion", "involvedObject.fieldPath", "reason",
         "message", "type", "action", "firstTimestamp", "lastTimestamp", "eventTime", "reportingComponent",
         "reportingInstance", "source.component", "source.host"},
        Type::String);
    add(rules, "", {"count"}, Type::Integer);
    return rules;
}

Rules leaseRules()
{
    Rules rules;
    add(rules, "spec.", {"holderIdentity", "acquireTime", "renewTime"}, Type::String);
    add(rules, "spec.", {"leaseDurationSeconds", "leaseTransitions"}, Type::Integer);
    return rules;
}

// Volcano's Job CRD (batch.volcano.sh/v1alpha1).
Rules volcanoJobRules()
{
    Rules rules;
    add(rules, "spec.",
        {"queue", "schedulerName", "priorityClassName", "policies[].event", "policies[].events[]",
         "policies[].action", "policies[].timeout", "tasks[].name", "tasks[].policies[].event",
         "tasks[].policies[].events[]", "tasks[].policies[].action"},
        Type::String);
    add(rules, "spec.", {"minAvailable", "maxRetry", "ttlSecondsAfterFinished", "policies[].exitCode",
                         "tasks[].replicas", "tasks[].minAvailable", "tasks[].maxRetry"},
        Type::Integer);
    add(rules, "spec.", {"plugins.*"}, Type::Array);
    addPodTemplate(rules, "spec.tasks[].template.");
    add(rules, "status.", {"state.phase", "state.reason", "state.message", "state.lastTransitionTime",
                           "conditions[].status", "conditions[].lastTransitionTime"},
        Type::String);
    add(rules, "status.", {"retryCount", "running", "pending", "succeeded", "failed", "terminating", "unknown",
                           "minAvailable", "version"},
        Type::Integer);
    return rules;
}

// The Ascend Operator's AscendJob CRD (mindxdl.gitee.com/v1).
Rules ascendJobRules()
{
    Rules rules;
    add(rules, "spec.", {"schedulerName", "successPolicy", "runPolicy.schedulingPolicy.queue",
                         "replicaSpecs.*.restartPolicy"},
        Type::String);
    add(rules, "spec.", {"minAvailable", "runPolicy.backoffLimit", "runPolicy.schedulingPolicy.minAvailable",
                         "replicaSpecs.*.replicas"},
        Type::Integer);
    addPodTemplate(rules, "spec.replicaSpecs.*.template.");
    add(rules, "status.", {"conditions[].type", "conditions[].status", "conditions[].reason", "conditions[].message",
                           "conditions[].lastUpdateTime", "conditions[].lastTransitionTime", "startTime",
                           "completionTime"},
        Type::String);
    add(rules, "status.", {"replicaStatuses.*.active", "replicaStatuses.*.succeeded", "replicaStatuses.*.failed"},
        Type::Integer);
    return rules;
}

Rules podGroupRules()
{
    Rules rules;
    add(rules, "spec.", {"queue", "priorityClassName"}, Type::String);
    add(rules, "spec.", {"minMember"}, Type::Integer);
    add(rules, "spec.", {"minResources.*"}, Type::Quantity);
    add(rules, "status.", {"phase", "conditions[].type", "conditions[].status", "conditions[].reason",
                           "conditions[].message", "conditions[].lastTransitionTime"},
        Type::String);
    add(rules, "status.", {"running", "succeeded", "failed"}, Type::Integer);
    return rules;
}

Rules commandRules()
{
    Rules rules;
    add(rules, "", {"action", "message", "target.apiVersion", "target.kind", "target.name", "target.uid"}, Type::String);
    return rules;
}

Rules namespaceRules()
{
    Rules rules;
    add(rules, "", {"spec.finalizers[]", "status.phase"}, Type::String);
    return rules;
}

struct Mismatch
{
    std::string place;                 // "spec.containers[0].name"
    std::vector<std::string> pieces;   // the same, innermost first, while it is found
    Type expected;
    std::string found;
};

// One rule, its path split once.
class Checker
{
public:
    explicit Checker(const Rule &rule)
        : m_type(rule.type)
    {
        std::string_view rest = rule.path;
        while (!rest.empty()) {
            const std::size_t dot = rest.find('.');
            m_segments.emplace_back(rest.substr(0, dot));
            rest = dot == std::string_view::npos ? std::string_view() : rest.substr(dot + 1);
        }
    }

    std::optional<Mismatch> check(json &object) const
    {
        std::optional<Mismatch> m = inObject(object, 0);
        if (m)
            m->place = joinPlace(m->pieces);
        return m;
    }

private:
    // The place is put together only for a mismatch, from the innermost
    // piece out: on the way down nothing is built (every write of every
    // object passes here, a 16k-rank cluster's seed included).
    static std::string joinPlace(const std::vector<std::string> &innerFirst)
    {
        std::string place;
        for (auto it = innerFirst.rbegin(); it != innerFirst.rend(); ++it)
            place += (place.empty() ? "" : ".") + *it;
        return place;
    }

    // `value` is what segment `i` ends on.
    std::optional<Mismatch> at(json &value, std::size_t i) const
    {
        const bool last = i + 1 == m_segments.size();
        const Type wanted = last ? m_type : Type::Object;
        if (!hasType(value, wanted))
            return Mismatch{{}, {}, wanted, value.type_name()};
        return last ? std::nullopt : inObject(value, i + 1);
    }

    std::optional<Mismatch> inObject(json &object, std::size_t i) const
    {
        std::string_view segment = m_segments[i];
        if (segment == "*") {
            for (auto it = object.begin(); it != object.end(); ++it) {
                if (std::optional<Mismatch> m = at(it.value(), i)) {
                    m->pieces.push_back(it.key());
                    return m;
                }
            }
            return std::nullopt;
        }
        const bool elements = segment.ends_with("[]");
        if (elements)
            segment.remove_suffix(2);
        const auto it = object.find(segment);
        if (it == object.end())
            return std::nullopt;
        // A null field is stored as its absence, as the real server does.
        if (it->is_null()) {
            object.erase(it);
            return std::nullopt;
        }
        if (!elements) {
            std::optional<Mismatch> m = at(*it, i);
            if (m)
                m->pieces.emplace_back(segment);
            return m;
        }
        if (!it->is_array())
            return Mismatch{{}, {std::string(segment)}, Type::Array, it->type_name()};
        for (std::size_t n = 0; n < it->size(); ++n) {
            if (std::optional<Mismatch> m = at((*it)[n], i)) {
                m->pieces.push_back(std::string(segment) + '[' + std::to_string(n) + ']');
                return m;
            }
        }
        return std::nullopt;
    }

    Type m_type;
    std::vector<std::string> m_segments;
};

const std::vector<Checker> &checkersFor(const ApiResource &resource)
{
    static const std::unordered_map<std::string, std::vector<Checker>> byKind = [] {
        std::unordered_map<std::string, Rules> kinds{
            {"v1/Pod", podRules()},
            {"v1/Node", nodeRules()},
            {"v1/ConfigMap", configMapRules()},
            {"v1/Event", eventRules()},
            {"v1/Namespace", namespaceRules()},
            {"coordination.k8s.io/v1/Lease", leaseRules()},
            {"batch.volcano.sh/v1alpha1/Job", volcanoJobRules()},
            {"mindxdl.gitee.com/v1/AscendJob", ascendJobRules()},
            {"scheduling.volcano.sh/v1beta1/PodGroup", podGroupRules()},
            {"bus.volcano.sh/v1alpha1/Command", commandRules()},
        };
        kinds["*"] = {};
        std::unordered_map<std::string, std::vector<Checker>> out;
        for (auto &[kind, rules] : kinds) {
            addMetadata(rules, "");
            out[kind] = std::vector<Checker>(rules.begin(), rules.end());
        }
        return out;
    }();
    const auto it = byKind.find(resource.groupVersion() + '/' + resource.kind);
    return it != byKind.end() ? it->second : byKind.at("*");   // the simulator's Fault: metadata only
}

ApiError refusal(const ApiResource &resource, const json &object, const Mismatch &m)
{
    // A core kind is decoded into Go structs: the body cannot be handled at
    // all. A custom resource passes its structural schema's validation: 422.
    if (resource.group.empty() || resource.group == "coordination.k8s.io")
        return ApiError::badRequest(resource.kind + " in version \"" + resource.version + "\" cannot be handled as a "
                                    + resource.kind + ": " + m.place + ": expected " + typeName(m.expected)
                                    + ", found " + m.found);
    return ApiError::invalid(resource.kind + '.' + resource.group, metaString(object, "name"),
                             m.place + ": Invalid value: \"" + m.found + "\": " + m.place
                                 + " in body must be of type " + typeName(m.expected));
}

} // namespace

std::optional<ApiError> checkFieldTypes(const ApiResource &resource, json &object)
{
    for (const Checker &checker : checkersFor(resource)) {
        if (std::optional<Mismatch> m = checker.check(object))
            return refusal(resource, object, *m);
    }
    return std::nullopt;
}

} // namespace ascendops::sim
