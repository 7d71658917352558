#include "incidentrecall.h"

#include "formats/faultcodetable.h"
#include "journal/recorddetails.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QSet>

#include <map>

namespace ascendops::pipeline {
namespace {

// The signal a Detected record describes: its own node and die when it
// names them (a signal that joined), else the incident's.
FaultSignal signalOf(const JournalRecord &record)
{
    const journal::DetectedDetails read = journal::DetectedDetails::fromJson(record.details);
    FaultSignal signal;
    signal.kind = signalKindFromName(read.signal).value_or(SignalKind::PodFailed);
    signal.node = read.node.value_or(record.node);
    bool ok = false;
    const int recordDie = record.device.toInt(&ok);
    signal.die = read.die.value_or(ok ? recordDie : -1);
    signal.codes = read.codes;
    signal.handling = read.handling;
    signal.pod = read.pod;
    signal.job = record.job;
    signal.observedMs = record.timeMs;
    signal.occurredMs = record.timeMs - read.detectionMs.value_or(0);
    signal.message = record.reason;
    return signal;
}

// A person's act, read back as the pipeline made it.
void applyAct(Incident &incident, const journal::PersonActDetails &act, qint64 timeMs)
{
    IncidentAttention &attention = incident.attention;
    if (act.act == QLatin1String("chose-strategy")) {
        incident.decision.processStrategy = act.note;
    } else if (act.act == QLatin1String("approved")) {
        attention.approvedBy = act.person;
    } else if (act.act == QLatin1String("acknowledged")) {
        attention.acknowledgedBy = act.person;
        attention.acknowledgedMs = timeMs;
    } else if (act.act == QLatin1String("assigned")) {
        attention.assignee = act.assignee;
    } else if (act.act == QLatin1String("snoozed")) {
        attention.snoozedUntilMs = act.snoozedUntilMs.value_or(0);
    } else if (act.act == QLatin1String("noted")) {
        attention.notes << act.person + QStringLiteral(": ") + act.note;
    }
}

void apply(RecalledIncident &recalled, const JournalRecord &record)
{
    Incident &incident = recalled.incident;
    switch (record.kind) {
    case RecordKind::Detected: {
        const FaultSignal signal = signalOf(record);
        if (incident.evidence.empty()) {
            incident.id = record.incidentId;
            incident.job = record.job;
            incident.first = signal;
            incident.timeline.detectedMs = record.timeMs;
            incident.timeline.occurredMs = signal.occurredMs > 0 ? signal.occurredMs : record.timeMs;
            incident.stepAtFault = journal::DetectedDetails::fromJson(record.details).stepAtFault.value_or(incident.stepAtFault);
        }
        incident.evidence.push_back(signal);
        break;
    }
    case RecordKind::Classified:
        incident.fault.handling = faultHandlingFromName(record.level.toStdString()).value_or(incident.fault.handling);
        break;
    case RecordKind::Decided: {
        // A person's act says nothing of the incident's course: not its outcome either.
        if (const auto act = journal::PersonActDetails::readFrom(record.details)) {
            applyAct(incident, *act, record.timeMs);
            return;
        }
        // A new decision's record says so ("decision"); the others (approved,
        // mode changed, asked, picked up) comment on the one in force.
        // Journals written before records said so: a new action is a new decision.
        const std::optional<RecoveryAction> action = recoveryActionFromName(record.action);
        if (!action)
            break;
        const journal::DecidedDetails read = journal::DecidedDetails::fromJson(record.details);
        const bool decision = read.decision.value_or(*action != incident.decision.action || incident.decision.reason.isEmpty());
        if (!decision)
            break;
        recalled.actionSent = false;
        recalled.manual = read.manual;
        incident.decision = {};
        incident.attention.approvedBy.clear();   // a new question: no yes, nobody on it yet
        incident.attention.acknowledgedBy.clear();
        incident.writesSent.clear();
        incident.decision.action = *action;
        incident.decision.reason = record.reason;
        incident.decision.isolateDevice = read.isolateDevice;
        incident.decision.isolateNode = read.isolateNode;
        incident.decision.needsPerson = read.needsPerson;
        incident.decision.waitMs = read.waitMs;
        incident.decision.platformOwned = read.platformOwned;
        incident.decision.owner = read.owner.isEmpty() && read.platformOwned ? RecoveryOwner::ModelArts
                                                                               : recoveryOwnerFromName(read.owner);
        incident.decision.personOnly = read.personOnly;
        incident.decision.processStrategy = read.processStrategy;
        incident.decision.strategyChoices = read.strategyChoices;
        incident.decision.ownerWaitMs = read.ownerWaitMs;
        incident.decision.confirmedRanks = read.confirmedRanks;
        incident.decision.awaitImpact = read.awaitImpact;
        incident.borrowedLane = read.borrowedLane;
        incident.timeline.decidedMs = record.timeMs;
        break;
    }
    case RecordKind::Action: {
        if (record.dryRun)
            break;
        const journal::ActionDetails read = journal::ActionDetails::fromJson(record.details);
        incident.decision.waitMs = read.waitMs.value_or(incident.decision.waitMs);
        // A follow-up write (the rank table) is not the recovery's action.
        if (read.write.isEmpty()
            && (writesSomething(incident.decision.action) || incident.decision.action == RecoveryAction::OpRetryWait)) {
            recalled.actionSent = true;
            incident.timeline.actedMs = record.timeMs;
            incident.writesSent = read.writes;
            // A borrowed lane's repair sent: the lane went with the pod.
            if (writesSomething(incident.decision.action))
                incident.borrowedLane = false;
        }
        break;
    }
    default:
        break;
    }
    if (!record.reason.isEmpty())
        incident.outcome = record.reason;
    const journal::CommonDetails common = journal::CommonDetails::readFrom(record.details);
    if (!common.coveredBy.isEmpty())
        incident.coveredBy = common.coveredBy;
    if (common.checkpointStep)
        incident.checkpointStep = *common.checkpointStep;
}

// What the records say can be behind: a state is only taken as it says when
// the decision in force agrees with it. Acting when it stopped: whether the
// writes left depends on whether the action's record (synced before they are
// sent) is there.
IncidentState checkedState(RecalledIncident &recalled, IncidentState state)
{
    Incident &incident = recalled.incident;
    const Decision &decision = incident.decision;
    if (decision.reason.isEmpty())
        return IncidentState::Settling;   // detected, not decided yet
    // A person's request whose action never left: not sent on their behalf
    // now; they ask again.
    if (recalled.manual && !recalled.actionSent) {
        incident.outcome = QCoreApplication::translate("ascendops::pipeline",
                                                       "the request was not sent before the pipeline stopped; ask again");
        return IncidentState::NeedsPerson;
    }
    const bool covered = !incident.coveredBy.isEmpty();
    // Only an operator-retry wait that was started is waited out.
    if (state == IncidentState::Waiting && !(decision.action == RecoveryAction::OpRetryWait && recalled.actionSent))
        state = IncidentState::AwaitingApproval;
    // Verified only when its own action left, or another recovery covers it.
    if (state == IncidentState::Verifying && !recalled.actionSent && !covered)
        state = IncidentState::AwaitingApproval;
    if ((state == IncidentState::Settling || state == IncidentState::Acting) && recalled.actionSent)
        state = decision.action == RecoveryAction::OpRetryWait ? IncidentState::Waiting : IncidentState::Verifying;
    if (state == IncidentState::Settling || state == IncidentState::Acting)
        state = IncidentState::AwaitingApproval;   // decided, nothing sent: decided on under the mode now
    if (state == IncidentState::AwaitingApproval && decision.needsPerson)
        state = IncidentState::NeedsPerson;
    return state;
}

} // namespace

QStringList journalHolders(const std::vector<JournalRecord> &records)
{
    QStringList holders;
    for (const JournalRecord &record : records)
        if (const QString holder = journal::CommonDetails::readFrom(record.details).holder;
            record.kind == RecordKind::Action && !record.dryRun && !holder.isEmpty() && !holders.contains(holder))
            holders << holder;
    return holders;
}

std::vector<RecalledIncident> recallOpenIncidents(const std::vector<JournalRecord> &records)
{
    std::map<QString, RecalledIncident> byId;
    std::map<QString, QString> lastState;
    std::vector<QString> order;
    QSet<QString> resolved;
    for (const JournalRecord &record : records) {
        if (record.incidentId.isEmpty())
            continue;
        if (record.kind == RecordKind::Resolved)
            resolved.insert(record.incidentId);
        auto [it, fresh] = byId.try_emplace(record.incidentId);
        if (fresh)
            order.push_back(record.incidentId);
        apply(it->second, record);
        if (const journal::CommonDetails common = journal::CommonDetails::readFrom(record.details); !common.state.isEmpty()) {
            lastState[record.incidentId] = common.state;
            it->second.awaitReturn = common.awaitReturn;
        }
    }
    std::vector<RecalledIncident> open;
    for (const QString &id : order) {
        RecalledIncident &recalled = byId[id];
        if (resolved.contains(id) || recalled.incident.evidence.empty())
            continue;   // resolved, or its detection is not in the journal (cut or damaged)
        // A journal written before records carried their state is read as
        // if the incident was acting: its decision and whether its action's
        // record is there say the rest.
        const IncidentState said = incidentStateFromName(lastState[id]).value_or(IncidentState::Acting);
        recalled.incident.state = checkedState(recalled, said);
        recalled.incident.pickedUp = true;
        open.push_back(std::move(recalled));
    }
    return open;
}

int highestIncidentSequence(const std::vector<JournalRecord> &records)
{
    int highest = 0;
    for (const JournalRecord &record : records) {
        bool ok = false;
        const int n = record.incidentId.section(QLatin1Char('-'), -1).toInt(&ok);
        if (ok && record.incidentId.startsWith(QLatin1String("inc-")))
            highest = std::max(highest, n);
    }
    return highest;
}

} // namespace ascendops::pipeline
