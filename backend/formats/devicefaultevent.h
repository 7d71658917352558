#pragma once
// The Kubernetes Event the Ascend Device Plugin records for a chip alarm
// (reason Occur, Recovery or Notice), whose message carries the fault:
//   device fault, nodeName:k8smaster, assertion:Occur, cardID:2, deviceID:0,
//   faultCodes:8C084E00, faultLevelName:RestartBusiness, alarmRaisedTime:2023-11-21 05:36:53
// Newer cards (Ascend 950, device plugin v26) name the chip by its logic id
// instead: "..., assertion:Occur, logicID:5, faultCodes:...".
#include "core/result.h"

#include <QDateTime>
#include <QString>
#include <QStringList>

#include <optional>

namespace ascendops {

struct DeviceFaultEvent
{
    QString node;
    QString assertion;          // Occur, Recovery, Notice
    int cardId = -1;            // the NPU; -1 when the message names a logic id
    int deviceId = -1;          // the chip (die) within it
    int logicId = -1;           // the chip's logic id (newer cards); -1 when absent
    QStringList codes;          // upper-case
    QString level;              // faultLevelName
    QDateTime raised;           // alarmRaisedTime, local time of the node; invalid when absent

    // The die on its node: the logic id, or card x dies per NPU + chip.
    int die(int diesPerNpu) const;
};

// Whether the message is a device-fault alarm at all (other Events are not).
bool isDeviceFaultAlarm(const QString &message);
// The alarm; a problem names the missing or broken field ("/cardID") when the
// message lacks the node, the assertion, the chip (cardID or logicID) or the
// codes.
Parsed<DeviceFaultEvent> parseDeviceFaultEvent(const QString &message);

} // namespace ascendops
