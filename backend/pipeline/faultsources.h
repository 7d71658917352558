#pragma once
// Detection as small pure functions: one decoded object in, the fault
// signals it stands for out. They know the sources' meanings (which fault
// type is a link, how an alarm names a die, when a pod's failure is news);
// the SignalDetector only reconciles what they return with what it has seen.
// `job` is the job whose pod runs on the node ("" for none), `nowMs` the
// time the signal is observed.
#include "faultsignal.h"

#include "formats/devicefaultevent.h"
#include "formats/deviceinfocfg.h"
#include "formats/nodeinfocfg.h"
#include "formats/switchinfocfg.h"

#include <QDateTime>
#include <QHash>

#include <nlohmann/json_fwd.hpp>

#include <optional>

namespace ascendops::pipeline::sources {

// A node's chip and link faults from its device-info -Fault entries, by faultKey.
QHash<QString, FaultSignal> deviceFaults(const QString &node, const std::vector<DeviceFaultEntry> &entries,
                                         const QString &job, qint64 nowMs);
// A3: the node's UnifiedBus switch ports as one signal for all their codes
// (the device plugin reports one level for the node); none when no code is set.
std::optional<FaultSignal> switchFault(const QString &node, const SwitchInfoCfg &info, const QString &job, qint64 nowMs);
// NodeD's verdict UnHealthy.
std::optional<FaultSignal> nodeUnhealthy(const QString &node, const NodeInfoCfg &info, const QString &job, qint64 nowMs);
// A Node whose Ready condition is False or Unknown; no condition yet says nothing.
std::optional<FaultSignal> nodeDown(const nlohmann::json &node, const QString &job, qint64 nowMs);
// A training pod (one with a job) that turned Failed; a pod that was
// Failed before already told its news.
std::optional<FaultSignal> podFailed(const nlohmann::json *before, const nlohmann::json &after, qint64 nowMs);
// When an Event happened, with its zone: firstTimestamp (core/v1 Events),
// else eventTime (a MicroTime, the form the device plugin fills on newer
// releases), else lastTimestamp; invalid when none is readable. The
// message's alarmRaisedTime is the node's local time without a zone, so it
// is only the last resort (alarmFault).
QDateTime eventTime(const nlohmann::json &event);
// The device plugin's alarm. An alarm names the card and the chip in it (or,
// on newer cards, the logic id), device-info the die's logic id: card x
// dies-per-NPU + chip. The Event's own time is preferred to alarmRaisedTime
// (the node's local time).
FaultSignal alarmFault(const DeviceFaultEvent &alarm, const QString &reason, int diesPerNpu, qint64 eventTimeMs,
                       const QString &job, qint64 nowMs);

// "namespace/name" of a pod or job object.
QString objectKey(const nlohmann::json &object);

} // namespace ascendops::pipeline::sources
