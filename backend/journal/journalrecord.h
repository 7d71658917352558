#pragma once
// One entry of the pipeline's journal: what happened to an incident (it was
// detected, classified, a recovery was decided, an action sent, its effect
// verified, the incident escalated to a person or resolved) or a change of
// the circuit breaker. Written by the pipeline, read back by operators
// (`ascend-ops-cli journal export`) and after a crash.
#include <QJsonObject>
#include <QString>
#include <QStringView>

#include <optional>

namespace ascendops::journal {

enum class RecordKind { Detected, Classified, Decided, Action, Verified, Escalated, Resolved, Breaker };

// "detected", "classified", "decided", "action", "verified", "escalated",
// "resolved", "breaker": the names on disk and in exports.
const char *recordKindName(RecordKind kind);
std::optional<RecordKind> recordKindFromName(QStringView name);

struct JournalRecord
{
    qint64 timeMs = 0;          // UTC epoch milliseconds
    QString incidentId;         // e.g. "inc-20261123-000042"; empty for records not tied to an incident (breaker state)
    RecordKind kind = RecordKind::Detected;
    QString job;                // "namespace/name", may be empty
    QString node;               // may be empty
    QString device;             // die/device id as text, e.g. "3", may be empty
    QString level;              // fault handling level or recovery rung, free text e.g. "SeparateNPU"
    QString action;             // op-retry-wait, process-recover, pod-reschedule, job-reschedule, rollback, isolate, none; may be empty
    bool dryRun = false;
    QString reason;             // words an operator can check
    QJsonObject details;        // anything else (phase timings, object uids, ...)

    friend bool operator==(const JournalRecord &, const JournalRecord &) = default;
};

// "2026-11-23T10:15:02.345Z": how record times are written everywhere.
QString formatRecordTime(qint64 timeMs);

// The record as one JSON object, the same on disk and in `journal export
// --format jsonl`: time (ISO 8601 UTC with milliseconds), incident, kind, job,
// node, device, level, action, dryRun, reason, details. Every key is always
// present, so a consumer never has to guess what a missing key means.
QJsonObject toJson(const JournalRecord &record);
// Reads what toJson wrote. time and kind are required; the other keys may be
// missing (they take their defaults) but must have the right type. On failure
// returns nothing and says which key is wrong.
std::optional<JournalRecord> recordFromJson(const QJsonObject &object, QString *error);

} // namespace ascendops::journal
