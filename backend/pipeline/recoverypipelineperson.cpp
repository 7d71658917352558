// A person's attention to an incident, the alarm workflow: what Approve
// would write, shown first; acknowledge, assign, snooze, note, choose
// ClusterD's strategy, close by hand. Each is journaled with who did it (a
// Decided record that makes no new decision, with the act in its details),
// so that a pipeline started again reads it back. Only the strategy changes
// what the pipeline does (what Approve then writes); closing by hand ends
// the incident, and is refused while writes are being sent.
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

QString RecoveryPipeline::snooze(const QString &id, const QString &who, qint64 forMs)
{
    QString why;
    Incident *incident = attendable(id, &why);
    if (!incident)
        return why;
    if (forMs <= 0)
        return tr("a snooze must end later than now");
    const qint64 untilMs = nowMs() + forMs;
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

// Another of the strategies the job allows, for ClusterD's question: the
// decision is the person's from here (journaled); an approval dialog opened
// on the old strategy no longer approves (it checks the strategy it showed).
QString RecoveryPipeline::chooseStrategy(const QString &id, const QString &who, const QString &strategy)
{
    const auto it = m_incidents.find(id);
    if (it == m_incidents.end() || it->second.state != IncidentState::AwaitingApproval)
        return tr("incident %1 does not wait for an approval").arg(id);
    Decision &decision = it->second.decision;
    if (decision.strategyChoices.isEmpty())
        return tr("incident %1 answers no question of ClusterD's: there is no strategy to choose").arg(id);
    if (!decision.strategyChoices.contains(strategy))
        return tr("%1 is not one of the strategies job %2 allows (%3)")
            .arg(strategy, it->second.job, decision.strategyChoices.join(QStringLiteral(", ")));
    if (strategy == decision.processStrategy)
        return {};
    decision.processStrategy = strategy;
    decision.reason += QLatin1Char(' ') + tr("%1 chose %2 instead.").arg(who, strategy);
    recordAct(it->second, {QStringLiteral("chose-strategy"), who, {}, {}, strategy},
              tr("%1 chose %2 as the answer to ClusterD (approving writes it)").arg(who, strategy));
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
