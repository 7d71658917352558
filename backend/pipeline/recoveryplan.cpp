#include "recoveryplan.h"

#include "formats/operatorranktable.h"
#include "formats/processrecoverhook.h"
#include "kube/clusterwrites.h"
#include "kube/apiclient.h"
#include "kube/kubereply.h"
#include "kube/resourcetype.h"
#include "model/objectfields.h"

#include <QCoreApplication>

namespace ascendops::pipeline {
namespace {

using Json = nlohmann::json;

// lupdate files free tr() calls under the enclosing namespace: the context
// here must be that name, or the translations are never found.
QString tr(const char *text) { return QCoreApplication::translate("ascendops::pipeline", text); }

WriteStep isolateChip(const ChipRef &t, kube::ApiClient &client)
{
    const QString chip = QStringLiteral("Ascend910-%1").arg(t.die);
    Json updated = t.deviceInfo;
    QStringList chips = fields::text(updated, {"data", "ManuallySeparateNPU"}).split(QLatin1Char(','), Qt::SkipEmptyParts);
    if (!chips.contains(chip))
        chips << chip;
    updated["data"]["ManuallySeparateNPU"] = chips.join(QLatin1Char(',')).toStdString();
    return {tr("isolate %1 on %2 (device-info ManuallySeparateNPU)").arg(chip, t.node), t.deviceInfo,
            [&client, updated](bool dryRun) { return kube::updateConfigMap(client, updated, dryRun); }};
}

std::vector<WriteStep> isolateServer(const Json &nodeObject, kube::ApiClient &client)
{
    const QString node = fields::text(nodeObject, {"metadata", "name"});
    return {
        {tr("cordon node %1").arg(node), nodeObject,
         [&client, node](bool dryRun) { return kube::setNodeUnschedulable(client, node, true, dryRun); }},
        {tr("label node %1 %2=true").arg(node, QLatin1String(kIsolatedLabel)), nodeObject,
         [&client, node](bool dryRun) {
             return kube::patchLabels(client, kube::ResourceType::nodes(), {}, node,
                                      {{QLatin1String(kIsolatedLabel), QStringLiteral("true")}}, dryRun);
         }},
    };
}

WriteStep deletePod(const Decision &decision, const QString &ns, const PodRef &pod, kube::ApiClient &client)
{
    kube::PodDeletion options;
    options.force = decision.forceDelete;
    options.uid = pod.uid;
    return {tr("delete pod %1/%2 (uid %3, %4)").arg(ns, pod.name, pod.uid,
                                                    decision.forceDelete ? tr("force") : tr("graceful")),
            Json(), [&client, ns, pod = pod.name, options](bool dryRun) {
                kube::PodDeletion deletion = options;
                deletion.dryRun = dryRun;
                return kube::deletePod(client, ns, pod, deletion);
            }};
}

WriteStep restartJob(const RecoveryTarget &t, kube::ApiClient &client)
{
    return {tr("create Volcano Command RestartJob for %1/%2").arg(t.nameSpace, t.job), Json(),
            [&client, ns = t.nameSpace, job = t.job, uid = t.jobUid](bool dryRun) {
                return kube::createRestartJobCommand(client, ns, job, uid, dryRun);
            }};
}

// A job-wide restart the way each kind restarts: Volcano takes a Command;
// the Ascend Operator recreates whatever pod of the job is missing.
void restartWholeJob(const Decision &decision, const RecoveryTarget &t, kube::ApiClient &client, std::vector<WriteStep> &steps)
{
    if (t.jobKind == JobKind::VolcanoJob) {
        steps.push_back(restartJob(t, client));
        return;
    }
    for (const PodRef &pod : t.jobPods)
        steps.push_back(deletePod(decision, t.nameSpace, pod, client));
}

WriteStep annotateRollback(const Decision &decision, const RecoveryTarget &t, kube::ApiClient &client)
{
    const QString step = decision.rollbackStep >= 0 ? QString::number(decision.rollbackStep) : QStringLiteral("latest");
    const kube::ResourceType resource = t.jobKind == JobKind::AscendJob ? kube::ResourceType::ascendJobs()
                                                                         : kube::ResourceType::volcanoJobs();
    // No resourceVersion precondition: a training job rewrites its status
    // and progress every few seconds, and a merge patch of this one
    // annotation does not depend on any of it. The RestartJob Command that
    // follows names the job's uid.
    return {tr("annotate job %1/%2 %3=%4").arg(t.nameSpace, t.job, QLatin1String(kRestoreCheckpointAnnotation), step),
            t.jobObject, [&client, resource, ns = t.nameSpace, job = t.job, step](bool dryRun) {
                return kube::patchAnnotations(client, resource, ns, job,
                                              {{QLatin1String(kRestoreCheckpointAnnotation), step}}, dryRun);
            }};
}

// The answer to ClusterD's hook confirms the ranks it asked about
// (ProcessResultFault) and clears its question, which ClusterD will not ask
// again while it stands.
WriteStep requestProcessRecovery(const RecoveryTarget &t, kube::ApiClient &client)
{
    const QString group = t.podGroup.isEmpty() ? t.job : t.podGroup;
    kube::MetadataChanges annotations{{QLatin1String(kProcessRecoverStrategyKey), t.processStrategy}};
    if (!t.confirmedRanks.isEmpty()) {
        annotations.insert(QLatin1String(kProcessResultFaultKey), t.confirmedRanks);
        annotations.insert(QLatin1String(kProcessConfirmFaultKey), QString());
    }
    QStringList said;
    for (auto it = annotations.cbegin(); it != annotations.cend(); ++it)
        said << QStringLiteral("%1=%2").arg(it.key(), it.value().value_or(QString()));
    return {tr("annotate PodGroup %1/%2 %3").arg(t.nameSpace, group, said.join(QLatin1Char(' '))), Json(),
            [&client, ns = t.nameSpace, group, annotations](bool dryRun) {
                return kube::patchAnnotations(client, kube::ResourceType::podGroups(), ns, group, annotations, dryRun);
            }};
}

} // namespace

WriteStep completeRankTable(const RankTableRepair &repair, kube::ApiClient &client)
{
    Json updated = repair.configMap;
    updated["data"][kRankTableKey] = repair.table;
    updated["data"][kRankTableVersionKey] =
        nextRankTableVersion(fields::text(updated, {"data", kRankTableVersionKey}).toStdString());
    const QString name = fields::text(updated, {"metadata", "namespace"}) + QLatin1Char('/')
        + fields::text(updated, {"metadata", "name"});
    return {tr("complete the rank table in %1 (%2 servers, status completed)").arg(name).arg(repair.servers),
            repair.configMap, [&client, updated](bool dryRun) { return kube::updateConfigMap(client, updated, dryRun); }};
}

std::vector<WriteStep> planWrites(const Decision &decision, const RecoveryTarget &target, kube::ApiClient &client)
{
    std::vector<WriteStep> steps;
    if (decision.action == RecoveryAction::None || decision.action == RecoveryAction::OpRetryWait)
        return steps;
    if (decision.isolateDevice)
        for (const ChipRef &chip : target.chips)
            if (chip.die >= 0 && chip.deviceInfo.is_object())
                steps.push_back(isolateChip(chip, client));
    if (decision.isolateNode)
        for (const Json &node : target.nodes)
            for (WriteStep &step : isolateServer(node, client))
                steps.push_back(std::move(step));
    switch (decision.action) {
    case RecoveryAction::PodReschedule:
        for (const PodRef &pod : target.pods)
            steps.push_back(deletePod(decision, target.nameSpace, pod, client));
        break;
    case RecoveryAction::JobReschedule:
        restartWholeJob(decision, target, client, steps);
        break;
    case RecoveryAction::Rollback:
        steps.push_back(annotateRollback(decision, target, client));
        restartWholeJob(decision, target, client, steps);
        break;
    case RecoveryAction::ProcessRecover:
        steps.push_back(requestProcessRecovery(target, client));
        break;
    default:
        break;
    }
    return steps;
}

} // namespace ascendops::pipeline
