#include "sim/store/clusterevents.h"

#include "sim/store/jobobjects.h"
#include "sim/store/objectmeta.h"

#include <QDateTime>

namespace ascendops::sim {

void recordEvent(ObjectStore &store, const ClusterEvent &event)
{
    const std::string now = nowTimestamp();
    nlohmann::json involved{{"kind", event.objectKind}, {"name", event.objectName}};
    if (!event.objectNamespace.empty())
        involved["namespace"] = event.objectNamespace;
    nlohmann::json object{
        {"apiVersion", "v1"}, {"kind", "Event"},
        {"metadata", {{"generateName", event.objectName + "."}, {"namespace", event.ns}}},
        {"involvedObject", std::move(involved)},
        {"type", event.type}, {"reason", event.reason}, {"message", event.message},
        {"source", {{"component", event.component}}}, {"reportingComponent", event.component},
        {"firstTimestamp", now}, {"lastTimestamp", now}, {"count", 1}};
    store.create(objects::events(), event.ns, std::move(object), false);
}

std::string deviceFaultMessage(const std::string &node, const std::string &assertion, int cardId, int deviceId,
                               const std::string &faultCodes, const std::string &level)
{
    const std::string raised = QDateTime::currentDateTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")).toStdString();
    return "device fault, nodeName:" + node + ", assertion:" + assertion + ", cardID:" + std::to_string(cardId)
        + ", deviceID:" + std::to_string(deviceId) + ", faultCodes:" + faultCodes + ", faultLevelName:" + level
        + ", alarmRaisedTime:" + raised;
}

} // namespace ascendops::sim
