#pragma once
// The Kubernetes Event the Ascend Device Plugin records for a chip alarm
// (reason Occur, Recovery or Notice), whose message carries the fault:
//   device fault, nodeName:k8smaster, assertion:Occur, cardID:2, deviceID:0,
//   faultCodes:8C084E00, faultLevelName:RestartBusiness, alarmRaisedTime:2023-11-21 05:36:53
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
    int cardId = -1;            // the NPU
    int deviceId = -1;          // the chip (die) within it
    QStringList codes;          // upper-case
    QString level;              // faultLevelName
    QDateTime raised;           // alarmRaisedTime, local time of the node; invalid when absent
};

// Whether the message is a device-fault alarm at all (other Events are not).
bool isDeviceFaultAlarm(const QString &message);
// The alarm; a problem names the missing or broken field ("/cardID") when the
// message lacks the node, the assertion, the card or the codes.
Parsed<DeviceFaultEvent> parseDeviceFaultEvent(const QString &message);

} // namespace ascendops
