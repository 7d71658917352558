#include "journal/journalrecord.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonValue>

#include <array>

namespace ascendops::journal {

namespace {

constexpr std::array<const char *, 8> kKindNames = {
    "detected", "classified", "decided", "action", "verified", "escalated", "resolved", "breaker"};

QString wrongType(const char *key, const char *expected)
{
    return QCoreApplication::translate("JournalRecord", "%1: expected %2")
        .arg(QLatin1String(key), QCoreApplication::translate("JournalRecord", expected));
}

// Copies an optional string member; false when the key holds something else.
bool readText(const QJsonObject &object, const char *key, QString *out, QString *error)
{
    const QJsonValue value = object.value(QLatin1String(key));
    if (value.isUndefined())
        return true;
    if (!value.isString()) {
        if (error)
            *error = wrongType(key, QT_TRANSLATE_NOOP("JournalRecord", "a string"));
        return false;
    }
    *out = value.toString();
    return true;
}

std::optional<qint64> parseRecordTime(const QJsonValue &value)
{
    if (!value.isString())
        return std::nullopt;
    const QString text = value.toString();
    // Without a zone designator Qt would read local time; records are UTC.
    if (!text.endsWith(QLatin1Char('Z')))
        return std::nullopt;
    const QDateTime time = QDateTime::fromString(text, Qt::ISODateWithMs);
    if (!time.isValid())
        return std::nullopt;
    return time.toMSecsSinceEpoch();
}

} // namespace

const char *recordKindName(RecordKind kind)
{
    const auto index = std::size_t(kind);
    return index < kKindNames.size() ? kKindNames[index] : "unknown";
}

std::optional<RecordKind> recordKindFromName(QStringView name)
{
    for (std::size_t i = 0; i < kKindNames.size(); ++i)
        if (name == QLatin1String(kKindNames[i]))
            return RecordKind(i);
    return std::nullopt;
}

QString formatRecordTime(qint64 timeMs)
{
    return QDateTime::fromMSecsSinceEpoch(timeMs, Qt::UTC).toString(Qt::ISODateWithMs);
}

QJsonObject toJson(const JournalRecord &record)
{
    return QJsonObject{
        {QStringLiteral("time"), formatRecordTime(record.timeMs)},
        {QStringLiteral("incident"), record.incidentId},
        {QStringLiteral("kind"), QLatin1String(recordKindName(record.kind))},
        {QStringLiteral("job"), record.job},
        {QStringLiteral("node"), record.node},
        {QStringLiteral("device"), record.device},
        {QStringLiteral("level"), record.level},
        {QStringLiteral("action"), record.action},
        {QStringLiteral("dryRun"), record.dryRun},
        {QStringLiteral("reason"), record.reason},
        {QStringLiteral("details"), record.details},
    };
}

std::optional<JournalRecord> recordFromJson(const QJsonObject &object, QString *error)
{
    JournalRecord record;
    const std::optional<qint64> time = parseRecordTime(object.value(QLatin1String("time")));
    if (!time) {
        if (error)
            *error = wrongType("time", QT_TRANSLATE_NOOP("JournalRecord", "an ISO 8601 UTC time such as 2026-11-23T10:15:02.345Z"));
        return std::nullopt;
    }
    record.timeMs = *time;
    const QJsonValue kindValue = object.value(QLatin1String("kind"));
    const std::optional<RecordKind> kind = recordKindFromName(kindValue.toString());
    if (!kind) {
        if (error)
            *error = QCoreApplication::translate("JournalRecord", "kind: unknown record kind '%1'").arg(kindValue.toString());
        return std::nullopt;
    }
    record.kind = *kind;
    if (!readText(object, "incident", &record.incidentId, error) || !readText(object, "job", &record.job, error)
        || !readText(object, "node", &record.node, error) || !readText(object, "device", &record.device, error)
        || !readText(object, "level", &record.level, error) || !readText(object, "action", &record.action, error)
        || !readText(object, "reason", &record.reason, error))
        return std::nullopt;
    const QJsonValue dryRun = object.value(QLatin1String("dryRun"));
    if (!dryRun.isUndefined() && !dryRun.isBool()) {
        if (error)
            *error = wrongType("dryRun", QT_TRANSLATE_NOOP("JournalRecord", "true or false"));
        return std::nullopt;
    }
    record.dryRun = dryRun.toBool(false);
    const QJsonValue details = object.value(QLatin1String("details"));
    if (!details.isUndefined() && !details.isObject()) {
        if (error)
            *error = wrongType("details", QT_TRANSLATE_NOOP("JournalRecord", "an object"));
        return std::nullopt;
    }
    record.details = details.toObject();
    return record;
}

} // namespace ascendops::journal
