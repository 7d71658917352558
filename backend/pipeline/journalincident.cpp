#include "journalincident.h"

#include "journal/recorddetails.h"

#include <QJsonObject>
#include <QStringList>

#include <algorithm>
#include <map>

namespace ascendops::pipeline {

namespace {

void readTimeline(JournalIncident &incident, const JournalRecord &resolution)
{
    const journal::ResolvedDetails read = journal::ResolvedDetails::fromJson(resolution.details);
    qint64 at = incident.firstMs;
    incident.phases.clear();
    // The journal keeps them by name, which carries no order.
    for (const char *name : kTimelinePhases) {
        const auto phase = read.phasesMs.find(QString::fromLatin1(name));
        if (phase == read.phasesMs.end())
            continue;
        const qint64 length = std::max<qint64>(0, phase->second);
        incident.phases.push_back({QString::fromLatin1(name), at, at + length});
        at += length;
    }
    incident.stepsLost = read.stepsLost.value_or(-1);
    incident.closedBy = read.closedBy;
}

void add(JournalIncident &incident, const JournalRecord &record)
{
    if (incident.records.empty()) {
        incident.id = record.incidentId;
        incident.firstMs = record.timeMs;
    }
    incident.records.push_back(record);
    incident.lastMs = std::max(incident.lastMs, record.timeMs);
    // The first record that names them wins: later ones repeat them.
    for (auto [field, value] : {std::pair{&incident.job, &record.job}, {&incident.node, &record.node},
                                {&incident.device, &record.device}, {&incident.level, &record.level}})
        if (field->isEmpty())
            *field = *value;
    if (record.kind == RecordKind::Action) {
        const bool firstAction = std::none_of(incident.records.begin(), incident.records.end() - 1,
                                              [](const JournalRecord &r) { return r.kind == RecordKind::Action; });
        incident.dryRunOnly = record.dryRun && (firstAction || incident.dryRunOnly);
    }
    if (record.kind == RecordKind::Decided) {
        incident.action = record.action;
        incident.reason = record.reason;
    }
    if (!record.reason.isEmpty())
        incident.outcome = record.reason;
    if (record.kind == RecordKind::Resolved) {
        incident.resolved = true;
        readTimeline(incident, record);
    }
}

} // namespace

QString JournalIncident::kindSequence() const
{
    QStringList parts;
    QString previous;
    int repeats = 0;
    const auto flush = [&] {
        if (!previous.isEmpty())
            parts << (repeats > 1 ? QStringLiteral("%1 ×%2").arg(previous).arg(repeats) : previous);
    };
    for (const JournalRecord &record : records) {
        const QString kind = QLatin1String(recordKindName(record.kind));
        if (kind == previous) {
            ++repeats;
            continue;
        }
        flush();
        previous = kind;
        repeats = 1;
    }
    flush();
    return parts.join(QStringLiteral(" → "));
}

std::vector<JournalIncident> groupJournalIncidents(const std::vector<JournalRecord> &records)
{
    std::map<QString, JournalIncident> byId;
    for (const JournalRecord &record : records)
        if (!record.incidentId.isEmpty())
            add(byId[record.incidentId], record);
    std::vector<JournalIncident> out;
    out.reserve(byId.size());
    for (auto &[id, incident] : byId)
        out.push_back(std::move(incident));
    std::stable_sort(out.begin(), out.end(),
                     [](const JournalIncident &a, const JournalIncident &b) { return a.lastMs > b.lastMs; });
    return out;
}

} // namespace ascendops::pipeline
