// A person's attention to an incident, the alarm workflow: what Approve
// would write, shown first; acknowledge, assign, snooze, note, close by hand. Each is journaled with who did it
// (a Decided record that makes no new decision, with the act in its
// details), so that a pipeline started again reads it back. None changes
// what the pipeline does for the incident; closing by hand ends it, and is
// refused while writes are being sent.
#include "recoverypipeline.h"

#include "journal/recorddetails.h"
#include "recoveryplan.h"

#include <QDateTime>

namespace ascendops::pipeline {

Incident *RecoveryPipeline::attendable(const QString &id, QString *why)
{
    const auto it = m_incidents.find(id);
    if (it == m_incidents.end() || !isOpen(it->second.state)) {
        *why = tr("incident %1 is not open").arg(id);
        return nullptr;
    }
    return &it->second;
}

void RecoveryPipeline::recordAct(Incident &incident, const journal::PersonActDetails &act, const QString &words)
{
    journal::DecidedDetails comment;
    comment.decision = false;
    QJsonObject details = comment.toJson();
    act.writeTo(details);
    record(incident, RecordKind::Decided, words, true, false, details, false);
    emit incidentChanged(incident.id);
}

// What Approve would write, as the server's dry run says now: shown to the
// person before they say yes. The writes are planned again when acting.
void RecoveryPipeline::previewApproval(const QString &id, std::function<void(const ActionOutcome &)> done)
{
    const auto it = m_incidents.find(id);
    if (it == m_incidents.end() || it->second.state != IncidentState::AwaitingApproval) {
        ActionOutcome none;
        none.error = tr("incident %1 is not waiting for approval").arg(id);
        return done(none);
    }
    m_actor.preview(planWrites(it->second.decision, m_facts.targetOf(it->second), m_client), std::move(done));
}

QString RecoveryPipeline::acknowledge(const QString &id, const QString &who)
{
    QString why;
    Incident *incident = attendable(id, &why);
    if (!incident)
        return why;
    incident->attention.acknowledgedBy = who;
    incident->attention.acknowledgedMs = nowMs();
    recordAct(*incident, {QStringLiteral("acknowledged"), who, {}, {}, {}}, tr("acknowledged by %1").arg(who));
    return {};
}

QString RecoveryPipeline::assign(const QString &id, const QString &who, const QString &assignee)
{
    QString why;
    Incident *incident = attendable(id, &why);
    if (!incident)
        return why;
    incident->attention.assignee = assignee.trimmed();
    recordAct(*incident, {QStringLiteral("assigned"), who, incident->attention.assignee, {}, {}},
              incident->attention.assignee.isEmpty() ? tr("assignment taken back by %1").arg(who)
                                                     : tr("assigned to %1 by %2").arg(incident->attention.assignee, who));
    return {};
}

QString RecoveryPipeline::snooze(const QString &id, const QString &who, qint64 untilMs)
{
    QString why;
    Incident *incident = attendable(id, &why);
    if (!incident)
        return why;
    if (untilMs <= nowMs())
        return tr("a snooze must end later than now");
    incident->attention.snoozedUntilMs = untilMs;
    recordAct(*incident, {QStringLiteral("snoozed"), who, {}, untilMs, {}},
              tr("snoozed by %1 until %2 (still recovered as before; counted as waiting again then)")
                  .arg(who, QDateTime::fromMSecsSinceEpoch(untilMs, Qt::UTC).toString(Qt::ISODate)));
    snoozeEndsAt(id, untilMs);
    return {};
}

// Counted again when it ends: whoever counts is told then (a timer that
// fires early looks again).
void RecoveryPipeline::snoozeEndsAt(const QString &id, qint64 untilMs)
{
    m_settings.clock->callAfter(untilMs - nowMs(), this, [this, id] {
        const auto it = m_incidents.find(id);
        if (it == m_incidents.end() || it->second.attention.snoozedUntilMs == 0)
            return;
        if (nowMs() < it->second.attention.snoozedUntilMs)
            return snoozeEndsAt(id, it->second.attention.snoozedUntilMs);
        it->second.attention.snoozedUntilMs = 0;
        emit incidentChanged(id);
    });
}

QString RecoveryPipeline::addNote(const QString &id, const QString &who, const QString &note)
{
    QString why;
    Incident *incident = attendable(id, &why);
    if (!incident)
        return why;
    if (note.trimmed().isEmpty())
        return tr("a note needs words");
    incident->attention.notes << who + QStringLiteral(": ") + note.trimmed();
    recordAct(*incident, {QStringLiteral("noted"), who, {}, {}, note.trimmed()}, tr("note by %1: %2").arg(who, note.trimmed()));
    return {};
}

// Closed by hand: resolved with the person's reason, counted as no
// recovery (nothing measured one). A recovery being written is not cut off.
QString RecoveryPipeline::closeByHand(const QString &id, const QString &who, const QString &reason)
{
    QString why;
    Incident *incident = attendable(id, &why);
    if (!incident)
        return why;
    if (reason.trimmed().isEmpty())
        return tr("closing by hand needs a reason");
    if (incident->state == IncidentState::Acting)
        return tr("incident %1 is being acted on: its writes are being sent; close it once they are").arg(id);
    incident->attention.closedBy = who;
    incident->timeline.resolvedMs = nowMs();
    journal::ResolvedDetails closed;
    closed.closedBy = who;
    close(*incident, tr("closed by hand by %1: %2").arg(who, reason.trimmed()), closed.toJson(), false);
    return {};
}

} // namespace ascendops::pipeline
