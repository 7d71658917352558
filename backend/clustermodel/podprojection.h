#pragma once
// What the console keeps of a Pod in its cache (InformerOptions::trim): the
// fields its readers use, and nothing else. A fleet's 50,000 pods kept whole
// were most of a gigabyte; these fields are a fifth of that. Kept:
//   metadata: name, namespace, uid (the delete precondition), resourceVersion,
//     deletionTimestamp, ownerReferences' kind and name, managedFields as its
//     newest time alone (the informer's delivery lag), the labels and
//     annotations read (kept by key, podprojection.cpp);
//   spec: nodeName, nodeSelector, containers' name, image, command, args and
//     the NPUs of their resources (limits; requests only where limits name
//     none);
//   status: phase, reason, message, podIP (a repaired rank table's
//     container_ip), the conditions not True, and containerStatuses'
//     restartCount and state.terminated.finishedAt.
// Not apiVersion and kind: every object of the cache is a v1 Pod.
// A reader of another field of a cached pod adds it here; the object
// inspector reads pods afresh from the API server and shows them whole.
#include <nlohmann/json.hpp>

namespace ascendops::clustermodel {

void trimPod(nlohmann::json &pod);

} // namespace ascendops::clustermodel
