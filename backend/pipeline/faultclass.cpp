#include "faultclass.h"

#include "formats/frequencyrules.h"

#include <QCoreApplication>

#include <algorithm>

namespace ascendops::pipeline {
namespace {

// The HCCL levels a RoCE link carries for the job. Without super-pods the
// parameter plane joins servers (L1). In a super-pod the servers talk over
// HCCS and RoCE joins super-pods (seed 004): it carries the job's L2 when the
// job spans super-pods, and none of its collectives when it lives in one.
// Where the job's servers are is not known, it may carry L2.
QStringList roceLevels(const ClassifyContext &context)
{
    if (!context.superPodMode)
        return {QStringLiteral("L1")};
    return context.jobSpansSuperPods || !context.jobPlacementKnown ? QStringList{QStringLiteral("L2")} : QStringList{};
}

FaultHandling highestLevel(const QStringList &codes, const FaultCodeTable &table, const QString &reported)
{
    FaultHandling level = FaultHandling::NotHandleFault;
    if (const auto named = faultHandlingFromName(reported.toStdString()))
        level = *named;
    for (const QString &code : codes)
        if (table.knows(code.toStdString()))
            level = std::max(level, table.handlingOf(code.toStdString()));
    return level;
}

// The reported FaultLevel, raised by any code the table puts higher.
FaultHandling switchLevel(const QStringList &codes, const SwitchFaultTable &table, const QString &reported)
{
    SwitchFaultLevel level = switchFaultLevelFromName(reported.toStdString()).value_or(SwitchFaultLevel::NotHandle);
    for (const QString &code : codes)
        level = std::max(level, table.levelOf(code.toStdString()).value_or(SwitchFaultLevel::NotHandle));
    return handlingOfSwitchLevel(level);
}

} // namespace

const char *componentName(Component component)
{
    switch (component) {
    case Component::Die: return "die";
    case Component::Server: return "server";
    case Component::Link: return "link";
    case Component::Switch: return "switch";
    case Component::Process: return "process";
    case Component::Job: return "job";
    }
    return "die";
}

const char *planeName(Plane plane)
{
    switch (plane) {
    case Plane::Hccs: return "HCCS";
    case Plane::Roce: return "RoCE";
    case Plane::None: break;
    }
    return "none";
}

namespace {

// The component in words, for a person (componentName is the journal's).
QString componentWords(Component component)
{
    switch (component) {
    case Component::Die: return QCoreApplication::translate("FaultClass", "die");
    case Component::Server: return QCoreApplication::translate("FaultClass", "server");
    case Component::Link: return QCoreApplication::translate("FaultClass", "link");
    case Component::Switch: return QCoreApplication::translate("FaultClass", "switch");
    case Component::Process: return QCoreApplication::translate("FaultClass", "process");
    case Component::Job: return QCoreApplication::translate("FaultClass", "job");
    }
    return QCoreApplication::translate("FaultClass", "die");
}

} // namespace

QString FaultClass::describe(const FaultSignal &signal) const
{
    QString where = signal.die >= 0 ? QCoreApplication::translate("FaultClass", "Ascend910-%1 on %2").arg(signal.die).arg(signal.node)
                                    : signal.node;
    if (where.isEmpty())
        where = signal.pod.isEmpty() ? signal.job : signal.pod;
    QString text = QCoreApplication::translate("FaultClass", "%1 of %2").arg(componentWords(component), where);
    if (plane != Plane::None)
        text += QCoreApplication::translate("FaultClass", ": %1 plane").arg(QLatin1String(planeName(plane)));
    if (!hcclLevels.isEmpty())
        text += QStringLiteral(", HCCL %1").arg(hcclLevels.join(QLatin1Char('+')));
    else if (plane == Plane::Roce && !signal.job.isEmpty())
        text += QCoreApplication::translate("FaultClass", ", no HCCL level of the job (its servers share one super-pod)");
    text += QStringLiteral(", %1").arg(QLatin1String(faultHandlingName(handling)));
    if (!signal.codes.isEmpty())
        text += QStringLiteral(" (%1)").arg(signal.codes.join(QLatin1Char(',')));
    if (!escalation.isEmpty())
        text += QStringLiteral("; ") + escalation;
    return text;
}

FaultClass classifySignal(const FaultSignal &signal, const FaultCodeTable &codes, FrequencyRules &rules,
                          const ClassifyContext &context, const SwitchFaultTable &switchCodes)
{
    FaultClass result;
    switch (signal.kind) {
    case SignalKind::DeviceFault:
        result.component = Component::Die;
        result.hcclLevels = {QStringLiteral("L0")};
        result.plane = context.superPodMode ? Plane::Hccs : Plane::None;
        result.handling = highestLevel(signal.codes, codes, signal.handling);
        break;
    case SignalKind::NetworkFault:
        result.component = Component::Link;
        result.plane = Plane::Roce;
        result.hcclLevels = roceLevels(context);
        result.handling = highestLevel(signal.codes, codes, signal.handling);
        result.mayBeTransient = true;
        break;
    case SignalKind::LinkDegraded:
        // Already debounced by the collector: it has failed more than once.
        result.component = Component::Link;
        result.plane = Plane::Roce;
        result.hcclLevels = roceLevels(context);
        result.handling = FaultHandling::PreSeparateNPU;
        break;
    case SignalKind::SwitchFault:
        // The super-pod's UnifiedBus switches carry HCCS between its
        // servers, the L1 domain; their optical modules between the L1 and
        // L2 switches are what fails (seed 003). With more than one path the
        // switches route around a broken link, so a fault that asks for a
        // restart, not a reset or separation, may pass once they converge.
        result.component = Component::Switch;
        result.plane = Plane::Hccs;
        result.hcclLevels = {QStringLiteral("L1")};
        result.handling = switchLevel(signal.codes, switchCodes, signal.handling);
        result.mayBeTransient = result.handling == FaultHandling::RestartRequest;
        break;
    case SignalKind::NodeDown:
    case SignalKind::NodeUnhealthy:
        result.component = Component::Server;
        result.hcclLevels = {QStringLiteral("L0"), QStringLiteral("L1")};
        result.handling = FaultHandling::SeparateNPU;
        break;
    case SignalKind::PodFailed:
        result.component = Component::Process;
        result.handling = FaultHandling::RestartBusiness;
        break;
    case SignalKind::Hang:
        result.component = Component::Job;
        result.handling = FaultHandling::RestartBusiness;
        break;
    }
    if (signal.die >= 0) {
        for (const QString &code : signal.codes) {
            const std::optional<FrequencyEscalation> raised = rules.record(signal.node, signal.die, code, signal.observedMs);
            if (raised && raised->handling > result.handling) {
                result.handling = raised->handling;
                result.escalation = QCoreApplication::translate("FaultClass",
                    "%1 seen %2 times within %3 h: %4 by the frequency rule")
                    .arg(code).arg(raised->count).arg(double(raised->windowSeconds) / 3600.0, 0, 'g', 3)
                    .arg(QLatin1String(faultHandlingName(raised->handling)));
            }
        }
    }
    return result;
}

} // namespace ascendops::pipeline
