#pragma once
// An object told in words, as `kubectl describe` tells it: who it is, its
// labels and annotations, what its kind says of it (a Node's conditions,
// taints and NPUs; a Pod's containers, their states and restarts, its
// volumes; a Volcano Job's tasks and policies; an AscendJob's replicas; a
// PodGroup's members; a ConfigMap's data, each key with its size), and the
// Events about it. What is not in the object is left out, never guessed.
#include "clustermodel/jobevents.h"

#include <QString>

#include <nlohmann/json_fwd.hpp>

#include <vector>

namespace ascendops::clustermodel {

// A time as kubectl's AGE column says it ("45s", "5m10s", "3h2m", "4d").
QString ageText(qint64 ms);

// OBJECT described at NOWMS, with EVENTS (eventsAbout) at the end (null:
// not read, said so); a value cut for length says so and how long it was.
QString describeObject(const nlohmann::json &object, const std::vector<JobEvent> *events, qint64 nowMs);

// OBJECT as `kubectl get -o yaml` shows it: without metadata.managedFields.
nlohmann::json shownObject(const nlohmann::json &object);

} // namespace ascendops::clustermodel
