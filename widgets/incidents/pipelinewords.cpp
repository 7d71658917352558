#include "incidents/pipelinewords.h"

#include "formats/faultcodemeaning.h"
#include "formats/faultcodetable.h"

#include "look/colors.h"

#include <QCoreApplication>

namespace ascendops::words {

namespace {

// lupdate files free tr() calls under the enclosing namespace: the context
// here must be that name, or the translations are never found.
QString tr(const char *text) { return QCoreApplication::translate("ascendops::words", text); }

} // namespace

QString action(pipeline::RecoveryAction action)
{
    return pipeline::recoveryActionWords(action);
}

QString actionNamed(const QString &name)
{
    const std::optional<pipeline::RecoveryAction> known = pipeline::recoveryActionFromName(name);
    return known ? action(*known) : name;
}

QString state(pipeline::IncidentState state)
{
    using pipeline::IncidentState;
    switch (state) {
    case IncidentState::Settling: return tr("gathering signals");
    case IncidentState::Waiting: return tr("waiting for operator retry");
    case IncidentState::AwaitingApproval: return tr("awaiting approval");
    case IncidentState::Acting: return tr("acting");
    case IncidentState::Verifying: return tr("verifying");
    case IncidentState::HandledElsewhere: return tr("handled by another pipeline");
    case IncidentState::NeedsPerson: return tr("needs a person");
    case IncidentState::Observed: return tr("observed, not acted on");
    case IncidentState::Resolved: return tr("resolved");
    }
    return {};
}

QString stateOf(const pipeline::Incident &incident)
{
    if (incident.state == pipeline::IncidentState::HandledElsewhere && incident.decision.platformOwned)
        return incident.decision.owner == RecoveryOwner::ModelArts ? tr("ModelArts recovers it") : tr("MindCluster recovers it");
    return state(incident.state);
}

QString decisionOf(const pipeline::Decision &decision)
{
    if (decision.platformOwned)
        return decision.owner == RecoveryOwner::ModelArts ? tr("left to ModelArts") : tr("left to MindCluster");
    if (decision.owner == RecoveryOwner::MindCluster && decision.action == pipeline::RecoveryAction::ProcessRecover)
        return tr("answer ClusterD: %1").arg(decision.processStrategy);
    return action(decision.action);
}

QString severity(const QString &severity)
{
    if (severity == QLatin1String("critical"))
        return tr("critical");
    if (severity == QLatin1String("major"))
        return tr("major");
    if (severity == QLatin1String("minor"))
        return tr("minor");
    return severity;
}

QColor severityColour(const QString &severity)
{
    if (severity == QLatin1String("critical"))
        return look::failed();
    if (severity == QLatin1String("major"))
        return look::attention();
    return look::quiet();
}

QString mode(pipeline::PipelineMode mode)
{
    using pipeline::PipelineMode;
    switch (mode) {
    case PipelineMode::Observe: return tr("observe");
    case PipelineMode::Approve: return tr("approve");
    case PipelineMode::Auto: return tr("auto");
    }
    return tr("observe");
}

QString modeExplained(pipeline::PipelineMode mode)
{
    using pipeline::PipelineMode;
    switch (mode) {
    case PipelineMode::Observe:
        return tr("Detect, classify and decide; show the dry run of each action and write nothing.");
    case PipelineMode::Approve:
        return tr("Each action waits until a person approves it here.");
    case PipelineMode::Auto:
        return tr("Act at once; the circuit breaker asks a person when an action would touch too many nodes.");
    }
    return {};
}

QString phase(const QString &name)
{
    if (name == QLatin1String("detection"))
        return tr("detection");
    if (name == QLatin1String("decision"))
        return tr("decision");
    if (name == QLatin1String("rescheduling"))
        return tr("rescheduling");
    if (name == QLatin1String("link setup"))
        return tr("link setup");
    if (name == QLatin1String("checkpoint load"))
        return tr("checkpoint load");
    if (name == QLatin1String("compile"))
        return tr("compile");
    if (name == QLatin1String("checkpoint and compile"))
        return tr("checkpoint and compile");
    // Goodput's causes beside the phases (pipeline/jobgoodput.h).
    if (name == QLatin1String("hang"))
        return tr("hang");
    if (name == QLatin1String("steps rolled back"))
        return tr("steps rolled back");
    if (name == QLatin1String("still recovering"))
        return tr("still recovering");
    return name;
}

namespace {

QString handlingExplained(FaultHandling handling)
{
    switch (handling) {
    case FaultHandling::NotHandleFault: return tr("recorded, nothing is done");
    case FaultHandling::SubHealthFault: return tr("sub-healthy: the job goes on, the chip is avoided for new work");
    case FaultHandling::PreSeparateNPU: return tr("no new work is placed on the chip; its job goes on");
    case FaultHandling::RestartRequest: return tr("the failed request is run again");
    case FaultHandling::RestartBusiness: return tr("the job's processes are restarted");
    case FaultHandling::FreeRestartNPU: return tr("the chip is reset once it is idle");
    case FaultHandling::RestartNPU: return tr("the chip is reset and its job restarted");
    case FaultHandling::SeparateNPU: return tr("the chip is isolated and its job rescheduled");
    case FaultHandling::ManuallySeparateNPU: return tr("isolated until a person releases it");
    }
    return {};
}

} // namespace

QString faultCode(const QString &code)
{
    const QString shown = code.trimmed();
    const std::string raw = shown.toStdString();
    const FaultCodeTable &table = FaultCodeTable::builtIn();
    if (!table.knows(raw))
        return tr("%1: not in the device plugin's fault-code table, so handled as SeparateNPU unless reported as a hint or minor; %2")
            .arg(shown, faultCodeReference());
    const FaultHandling handling = table.handlingOf(raw);
    const QString handled = tr("%1, %2").arg(QLatin1String(faultHandlingName(handling)), handlingExplained(handling));
    const std::optional<FaultCodeMeaning> meaning = faultCodeMeaning(raw);
    if (!meaning)
        return tr("%1: %2 (%3)").arg(shown, handled, faultCodeReference());
    if (meaning->advice.isEmpty())
        return tr("%1: %2. %3").arg(shown, meaning->what, handled);
    return tr("%1: %2. %3. To do: %4").arg(shown, meaning->what, handled, meaning->advice);
}

} // namespace ascendops::words
