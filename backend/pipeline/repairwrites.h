#pragma once
// The repair cycle's writes on a server, as steps the action runner previews
// and sends (the CLI's `node` command and the console's menu share them):
// cordon and uncordon (spec.unschedulable, as kubectl does), and a
// maintenance pause of automatic recovery set or taken away
// (model/maintenancepause.h), on the Node as read.
#include "pipeline/actionrunner.h"
#include "model/maintenancepause.h"

#include <nlohmann/json.hpp>

#include <QStringList>

#include <optional>
#include <vector>

namespace ascendops::kube {
class ApiClient;
}

namespace ascendops::pipeline {

// NODE as read; CLIENT must outlive the step.
WriteStep cordonStep(kube::ApiClient &client, const nlohmann::json &node, bool cordon);
// PAUSE set, or taken away when nothing; sent on the Node as read (its resourceVersion).
WriteStep pauseStep(kube::ApiClient &client, const nlohmann::json &node, const std::optional<MaintenancePause> &pause);

// A drain as kubectl drain makes it: the node cordoned, then each of PODS
// (those bound to it) evicted through the Eviction API, so that a
// PodDisruptionBudget that allows no disruption refuses it (429) at the dry
// run already. Pods of a DaemonSet (they would come straight back) and
// mirror pods (the kubelet's own) are left, each named in SKIPPED.
std::vector<WriteStep> drainSteps(kube::ApiClient &client, const nlohmann::json &node,
                                  const std::vector<nlohmann::json> &pods, QStringList *skipped);

} // namespace ascendops::pipeline
