#pragma once
// Kubernetes Events the simulated components record (core/v1 Event), so that
// `kubectl get events` and the console show what the device plugin, Volcano
// and the training job did.
#include "sim/store/objectstore.h"

#include <string>

namespace ascendops::sim {

struct ClusterEvent
{
    std::string ns;                 // the Event's namespace
    std::string objectKind;         // involvedObject
    std::string objectName;
    std::string objectNamespace;    // "" for cluster-scoped objects
    std::string type = "Normal";    // Normal / Warning
    std::string reason;
    std::string message;
    std::string component;          // source.component
};

void recordEvent(ObjectStore &store, const ClusterEvent &event);

// The device plugin's alarm message (domain 2.2): "device fault, nodeName:N,
// assertion:Occur, cardID:2, deviceID:0, faultCodes:8C084E00,
// faultLevelName:RestartBusiness, alarmRaisedTime:2023-11-21 05:36:53".
std::string deviceFaultMessage(const std::string &node, const std::string &assertion, int cardId, int deviceId,
                               const std::string &faultCodes, const std::string &level);

} // namespace ascendops::sim
