#pragma once
// Reading a training job's objects in the store the way the simulated
// controllers need them: the served resources, which job a pod belongs to,
// the pods of a job or on a node, a job's labels and its pod template's
// environment (where HCCL and framework switches live).
#include "sim/store/objectstore.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace ascendops::sim::objects {

const ApiResource &pods();
const ApiResource &nodes();
const ApiResource &configMaps();
const ApiResource &events();
const ApiResource &jobs();       // batch.volcano.sh/v1alpha1
const ApiResource &ascendJobs(); // mindxdl.gitee.com/v1 (the Ascend Operator's AscendJob)
const ApiResource &faults();     // sim.ascendops.io/v1alpha1
const ApiResource &podGroups();  // scheduling.volcano.sh/v1beta1

// Where a training job of either kind is kept: jobs() or ascendJobs().
const ApiResource &jobResourceOf(const nlohmann::json &job);
bool isAscendJob(const nlohmann::json &job);
// The training job ns/name of either kind (a Volcano Job first).
StoreResult findJob(const ObjectStore &store, const std::string &ns, const std::string &name);
// Every training job of both kinds.
std::vector<ObjectPtr> allJobs(const ObjectStore &store);

// volcano.sh/job-name from the pod's annotations or labels, or the labels the
// Ascend Operator sets (training.kubeflow.org/job-name, job-name); "" when none.
std::string jobOfPod(const nlohmann::json &pod);
std::vector<ObjectPtr> podsOfJob(const ObjectStore &store, const std::string &ns, const std::string &job);
// The pod bound to the node (spec.nodeName) that belongs to some job, or null.
ObjectPtr jobPodOnNode(const ObjectStore &store, const std::string &node);
// hccl/rankIndex of a pod; -1 when absent.
int rankIndexOf(const nlohmann::json &pod);
std::string podPhase(const nlohmann::json &pod);
// Volcano's status.state.phase, or the AscendJob's newest true condition.
std::string jobPhase(const nlohmann::json &job);
// Sets the phase the way the job's controller writes it: Volcano's state,
// or kubeflow's conditions (one per type; Running and Restarting exclude
// each other; Failed and Succeeded end Running).
void setJobPhase(nlohmann::json &job, const std::string &phase, const std::string &reason = {},
                 const std::string &message = {});

// The fleet's objects (seed/fleetobjects.h) carry this annotation, read by
// the embedded cluster alone: its own controllers leave them to FleetChurn.
inline constexpr const char *kFleetAnnotation = "sim.ascendops.io/fleet";
bool isFleetObject(const nlohmann::json &object);

// metadata.labels[key] / metadata.annotations[key]; "" when absent.
std::string labelOf(const nlohmann::json &object, const char *key);
std::string annotationOf(const nlohmann::json &object, const char *key);
// A ConfigMap's data[key]; "" when absent or of another shape (the store is
// anyone's to edit).
std::string dataOf(const nlohmann::json &configMap, const std::string &key);
// The value of an environment variable in the job's pod template (any task,
// any container); nothing when no container sets it.
std::optional<std::string> templateEnv(const nlohmann::json &job, const char *name);

} // namespace ascendops::sim::objects
