#include "devicefaultevent.h"

#include <QHash>

#include <algorithm>

namespace ascendops {

int DeviceFaultEvent::die(int diesPerNpu) const
{
    return logicId >= 0 ? logicId : cardId * std::max(diesPerNpu, 1) + deviceId;
}

bool isDeviceFaultAlarm(const QString &message)
{
    return message.trimmed().startsWith(QLatin1String("device fault"));
}

Parsed<DeviceFaultEvent> parseDeviceFaultEvent(const QString &message)
{
    const auto fail = [](const char *field, const QString &why) {
        return Parsed<DeviceFaultEvent>::failure(Problem::error(std::string("/") + field, why));
    };
    const QString text = message.trimmed();
    if (!isDeviceFaultAlarm(text))
        return Parsed<DeviceFaultEvent>::failure(Problem::error("", QStringLiteral("not a device fault alarm")));
    // "key:value" pairs after the first comma; the time holds colons of its
    // own, and a part without a key continues the value before it (several
    // fault codes are comma-joined, as in device-info).
    QHash<QString, QString> fields;
    QString lastKey;
    for (const QString &part : text.section(QLatin1Char(','), 1).split(QLatin1Char(','))) {
        const int colon = part.indexOf(QLatin1Char(':'));
        if (colon > 0) {
            lastKey = part.left(colon).trimmed();
            fields.insert(lastKey, part.mid(colon + 1).trimmed());
        } else if (!lastKey.isEmpty()) {
            fields[lastKey] += QLatin1Char(',') + part.trimmed();
        }
    }
    DeviceFaultEvent event;
    event.node = fields.value(QStringLiteral("nodeName"));
    event.assertion = fields.value(QStringLiteral("assertion"));
    bool cardOk = false, deviceOk = true, logicOk = false;
    if (fields.contains(QStringLiteral("logicID"))) {
        event.logicId = fields.value(QStringLiteral("logicID")).toInt(&logicOk);
        if (!logicOk)
            event.logicId = -1;   // unreadable: the card and chip name the die, when given
    }
    event.cardId = fields.value(QStringLiteral("cardID")).toInt(&cardOk);
    if (fields.contains(QStringLiteral("deviceID")))
        event.deviceId = fields.value(QStringLiteral("deviceID")).toInt(&deviceOk);
    else
        event.deviceId = 0;
    event.codes = fields.value(QStringLiteral("faultCodes")).toUpper().split(QLatin1Char(','), Qt::SkipEmptyParts);
    event.level = fields.value(QStringLiteral("faultLevelName"));
    event.raised = QDateTime::fromString(fields.value(QStringLiteral("alarmRaisedTime")), QStringLiteral("yyyy-MM-dd HH:mm:ss"));
    if (event.node.isEmpty())
        return fail("nodeName", QStringLiteral("missing"));
    if (event.assertion.isEmpty())
        return fail("assertion", QStringLiteral("missing"));
    if (fields.contains(QStringLiteral("logicID")) && !fields.contains(QStringLiteral("cardID"))) {
        if (!logicOk || event.logicId < 0)
            return fail("logicID", QStringLiteral("not a chip number"));
        event.cardId = -1;
        event.deviceId = -1;
    } else if (!cardOk || event.cardId < 0) {
        return fail("cardID", QStringLiteral("missing or not a card number (and no logicID)"));
    } else if (!deviceOk || event.deviceId < 0) {
        return fail("deviceID", QStringLiteral("not a chip number"));
    }
    if (event.codes.isEmpty())
        return fail("faultCodes", QStringLiteral("missing"));
    return Parsed<DeviceFaultEvent>(std::move(event));
}

} // namespace ascendops
