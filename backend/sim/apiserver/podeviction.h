#pragma once
// POST /api/v1/namespaces/NS/pods/NAME/eviction (a policy/v1 Eviction), as
// the real API server answers it: the pod is deleted (201, a Status) unless
// a PodDisruptionBudget that selects it allows no disruption now (429
// TooManyRequests, "Cannot evict pod as it would violate the pod's
// disruption budget."); 404 for a pod not there; 400 for a body that is no
// Eviction of that pod. A dry run (in the query or the Eviction's
// deleteOptions) deletes nothing.
// The budget's allowance is its status.disruptionsAllowed when written, else
// counted here as the disruption controller would (minAvailable or
// maxUnavailable, a number or a percentage rounded up, against the selected
// pods that run). Only matchLabels selects: a budget with matchExpressions
// is counted as selecting nothing, which the embedded cluster's own objects
// never use.
#include "sim/apiserver/apihandler.h"
#include "sim/store/objectstore.h"

#include <string>

namespace ascendops::sim {

// DRYRUN: the query asked for one; the Eviction in BODY may ask for one too.
ApiReply evictionReply(ObjectStore &store, const std::string &ns, const std::string &pod, bool dryRun, const QByteArray &body);

} // namespace ascendops::sim
