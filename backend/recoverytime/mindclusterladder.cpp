#include "recoverytime/mindclusterladder.h"

#include "formats/remainretrytimes.h"

#include <QCoreApplication>

namespace ascendops::recoverytime {
namespace {

QString tr(const char *text) { return QCoreApplication::translate("ascendops::recoverytime", text); }

class LadderReader
{
    // lupdate files the tr() calls of a class's members under the class,
    // namespaces included: the lookup must name the same context.
    Q_DECLARE_TR_FUNCTIONS(ascendops::recoverytime::LadderReader)

public:
    LadderReader(const JobFacts &facts, const std::vector<Setting> &settings, const QString &framework,
                 const QStringList &retryBlockers, const LadderLive &live)
        : m_facts(facts), m_settings(settings), m_framework(framework), m_retryBlockers(retryBlockers), m_live(live)
    {
        m_scheduling = label("fault-scheduling");
        for (const QString &part : annotation("recover-strategy").split(QLatin1Char(','), Qt::SkipEmptyParts))
            m_strategies << part.trimmed();
    }

    JobLadder read() const
    {
        JobLadder ladder;
        ladder.owner = recoveryOwnerOf(m_scheduling, m_strategies.join(QLatin1Char(',')), on("platform-restart"));
        ladder.rungs = {operatorRetry(), processRung(kRungStepRetry, "retry"), processRung(kRungProcessInPlace, "recover-in-place"),
                        processRung(kRungProcessReschedule, "recover"), processRung(kRungElastic, "elastic-training"),
                        podReschedule(), jobReschedule()};
        return ladder;
    }

private:
    QString label(const char *key) const { return m_facts.labels.value(QLatin1String(key)).value; }
    QString annotation(const char *key) const { return m_facts.annotations.value(QLatin1String(key)).value; }

    const Setting *setting(const char *id) const
    {
        for (const Setting &s : m_settings)
            if (s.id == QLatin1String(id))
                return &s;
        return nullptr;
    }
    bool on(const char *id) const
    {
        const Setting *s = setting(id);
        return s && s->state == SettingState::On;
    }
    bool grace() const { return m_scheduling == QLatin1String("grace"); }
    bool mindClusterSchedules() const { return grace() || m_scheduling == QLatin1String("force"); }

    // The rank table mounted from a ConfigMap: pod- and process-level
    // recovery need the operator's file on a hostPath or shared storage.
    bool rankTableFromConfigMap() const
    {
        const Evidenced file = m_facts.env.value(QStringLiteral("RANK_TABLE_FILE"));
        const MountedVolume *volume = file.value.isEmpty() ? nullptr : m_facts.volumeHolding(file.value);
        return volume && volume->kind == QLatin1String("configMap");
    }

    // The watchdog (HCCL_ASYNC_ERROR_HANDLING, MindSpore's hccl_watchdog)
    // forbids every process-level rung and operator retry. The Ascend
    // Operator switches it off itself where recover-strategy is set on an
    // AscendJob.
    void watchdog(QStringList *blocked, QStringList *unknown, bool operatorTurnsOff) const
    {
        const Setting *s = setting("watchdog");
        if (!s || operatorTurnsOff)
            return;
        if (s->state == SettingState::On)
            *blocked << tr("the watchdog is on (%1): it ends the processes this rung would keep").arg(s->evidence.isEmpty() ? tr("by default") : s->evidence);
        else if (s->state == SettingState::Unknown)
            *unknown << tr("the watchdog's state is not known: %1").arg(s->note);
    }

    // The device plugin's chip reset, where its pod was read (reference
    // §rungs): graceful tolerance (-hotReset=1) takes a process-level
    // recovery to job level; process-level recovery resets chips offline
    // (-hotReset=2). Not read (no pod: a binary install, or offline): said
    // by nothing, as the rung's other conditions are.
    void hotReset(QStringList *blocked) const
    {
        const std::optional<Evidenced> &reset = m_facts.hotReset;
        if (!reset || reset->value == QLatin1String("2"))
            return;
        if (reset->value == QLatin1String("1"))
            *blocked << tr("graceful tolerance is on (-hotReset=1 in the device plugin's args, %1): MindCluster takes the "
                           "job to job level instead").arg(reset->where);
        else
            *blocked << tr("the device plugin does not reset chips offline (%1, %2): process-level recovery needs -hotReset=2")
                            .arg(reset->value.isEmpty() ? tr("no -hotReset") : QStringLiteral("-hotReset=") + reset->value, reset->where);
    }

    // Where a script launches with MindSpeed's MC2; "" when none does.
    QString mc2Place() const
    {
        for (const ReadScript &script : m_facts.scripts)
            if (script.facts.mc2 && script.facts.mc2->value)
                return script.facts.place(script.facts.mc2->line);
        return {};
    }

    // "MindSpeed-MM's --mm-model at FILE:LINE" where a script launches
    // multimodal training; "" when none does.
    QString multimodalWhere() const
    {
        for (const ReadScript &script : m_facts.scripts)
            if (script.facts.multimodal)
                return tr("MindSpeed-MM's %1 at %2").arg(script.facts.multimodal->value, script.facts.place(script.facts.multimodal->line));
        return {};
    }

    static LadderRung rung(const char *id, const QStringList &blocked, const QStringList &unknown, const QString &handles)
    {
        if (!blocked.isEmpty())
            return {QLatin1String(id), RungState::Blocked, blocked};
        if (!unknown.isEmpty())
            return {QLatin1String(id), RungState::Unknown, unknown};
        return {QLatin1String(id), RungState::Eligible, {handles}};
    }

    LadderRung operatorRetry() const
    {
        const Setting *s = setting("operator-retry");
        // Asked for where it is not listed (MindSpore): only its blockers say so.
        if (!s && !m_retryBlockers.isEmpty())
            return {QLatin1String(kRungOperatorRetry), RungState::Blocked, m_retryBlockers};
        if (!s || s->state == SettingState::Off)
            return {QLatin1String(kRungOperatorRetry), RungState::Off,
                    {tr("HCCL_OP_RETRY_ENABLE does not switch it on; it rides HCCS and RoCE link flaps on A3 super-nodes "
                        "with PyTorch (seed 003)")}};
        QStringList blocked = m_retryBlockers, unknown;
        if (s->state == SettingState::Unknown || s->state == SettingState::Conflict)
            unknown << s->note;
        // MindCluster documents retry as unsupported with the watchdog on.
        // Switched on by the job, it blocks; on only by the framework's
        // default, it is said beside the rung (seed 003 does not name it).
        const Setting *dog = setting("watchdog");
        const bool explicitlyOn = dog && dog->state == SettingState::On
            && (m_facts.env.value(QStringLiteral("HCCL_ASYNC_ERROR_HANDLING")).value == QLatin1String("1")
                || m_facts.isScriptPlace(dog->evidence));
        if (explicitlyOn)
            watchdog(&blocked, &unknown, false);
        LadderRung out = rung(kRungOperatorRetry, blocked, unknown,
                              tr("re-executes the collective after a link flap (not with MC2, which is not read)"));
        if (dog && dog->state == SettingState::On && !explicitlyOn && out.state == RungState::Eligible)
            out.reasons << tr("the watchdog is on by default here, and MindCluster documents operator retry as unsupported "
                              "with it: HCCL_ASYNC_ERROR_HANDLING=0 switches it off");
        return out;
    }

    // step-retry, process-in-place, process-reschedule, elastic: ClusterD's,
    // by recover-strategy.
    LadderRung processRung(const char *id, const char *strategy) const
    {
        const QString name = QLatin1String(strategy);
        const bool elastic = name == QLatin1String("elastic-training");
        const bool migrates = name == QLatin1String("recover") || elastic;
        if (!m_strategies.contains(name))
            return {QLatin1String(id), RungState::Off,
                    {tr("recover-strategy does not name %1; it needs fault-scheduling: grace, fault-retry-times and %2")
                         .arg(name, name == QLatin1String("retry") ? tr("MindIO in the image (A2/A3; the network variant A3 only)")
                                                                   : tr("TaskD and MindIO in an AscendJob's image"))}};
        QStringList blocked, unknown;
        const QString enable = label("process-recover-enable");
        if (enable == QLatin1String("off") || enable == QLatin1String("pause"))
            blocked << tr("process-recover-enable is %1").arg(enable);
        if (!grace())
            blocked << tr("process-level recovery needs fault-scheduling: grace (the job has %1)")
                           .arg(m_scheduling.isEmpty() ? tr("none") : m_scheduling);
        if (label("fault-retry-times").toInt() <= 0)
            blocked << tr("no fault-retry-times: process-level recovery acts through a business-plane retry");
        else if (m_live.unconditionalRetriesLeft && *m_live.unconditionalRetriesLeft <= 0)
            blocked << tr("its fault-retry-times are spent (remain-retry-times 0 in %1/%2)")
                           .arg(QLatin1String(kVolcanoFaultNamespace), QLatin1String(kVolcanoFaultMap));
        if (rankTableFromConfigMap())
            blocked << tr("the rank table is mounted from a ConfigMap");
        if ((migrates || name == QLatin1String("recover-in-place")) && m_facts.kind != JobKind::AscendJob)
            blocked << tr("not an AscendJob: the Ascend Operator migrates processes only in its own jobs");
        if (elastic && m_framework == QLatin1String("mindspore"))
            blocked << tr("elastic training is PyTorch with MindSpeed-LLM only");
        if (m_facts.env.contains(QStringLiteral("PYTORCH_NO_NPU_MEMORY_CACHING")))
            blocked << tr("PYTORCH_NO_NPU_MEMORY_CACHING is set");
        if (elastic && !on("mindio-memory-load") && !on("mindio-async-save"))
            blocked << tr("elastic training needs MindIO's optimizer replica, and no MindIO is found");
        if (const QString at = multimodalWhere(); !at.isEmpty())
            blocked << tr("multimodal training (%1): MindCluster's process-level recovery does not support it").arg(at);
        watchdog(&blocked, &unknown, m_facts.kind == JobKind::AscendJob);
        hotReset(&blocked);
        if (name == QLatin1String("retry"))
            if (const QString at = mc2Place(); !at.isEmpty())
                blocked << tr("MC2 (--use-ascend-mc2 at %1): step retry does not cover MindSpeed's fused operators").arg(at);
        LadderRung out = rung(id, blocked, unknown,
                              name == QLatin1String("retry") ? tr("retries the step after an on-chip memory fault, or a link fault operator retry did not ride")
                              : migrates ? tr("moves the faulty node's processes and keeps the rest running")
                                         : tr("restarts only the faulty processes in their pods"));
        out.skippedForRankZero = migrates;
        return out;
    }

    LadderRung podReschedule() const
    {
        if (label("pod-rescheduling") != QLatin1String("on"))
            return {QLatin1String(kRungPodReschedule), RungState::Off,
                    {tr("the pod-rescheduling label is not \"on\"; it needs TaskD or reset_process.py in the image")}};
        QStringList blocked, unknown;
        if (!mindClusterSchedules())
            blocked << tr("pod-rescheduling acts only with fault-scheduling grace or force");
        if (rankTableFromConfigMap())
            blocked << tr("the rank table is mounted from a ConfigMap");
        noHealthySpare(&blocked, &unknown);
        if (const Setting *s = setting("pod-rescheduling"); s && s->state == SettingState::Conflict)
            blocked << s->note;
        else if (s && s->state == SettingState::Unknown)
            unknown << s->note;
        LadderRung out = rung(kRungPodReschedule, blocked, unknown, tr("recreates only the faulty pod on a spare server"));
        out.skippedForRankZero = true;
        return out;
    }

    // A moved pod needs a healthy idle server; one whose state is not read
    // is not counted as one, and says so.
    void noHealthySpare(QStringList *blocked, QStringList *unknown) const
    {
        const std::optional<SpareCount> &spares = m_live.spares;
        if (!spares || spares->canLand())
            return;
        const QString in = m_live.sparesPlace.isEmpty() ? QString() : tr(" in %1").arg(m_live.sparesPlace);
        if (spares->unknown > 0)
            *unknown << tr("no spare server%1 is known healthy: %2 spare(s) could not be read").arg(in).arg(spares->unknown);
        else
            *blocked << tr("no healthy spare server is left%1 (%2 spare(s) faulty, down or cordoned): a moved pod cannot land")
                            .arg(in).arg(spares->faulty);
    }

    LadderRung jobReschedule() const
    {
        if (!mindClusterSchedules())
            return {QLatin1String(kRungJobReschedule), RungState::Off,
                    {m_scheduling.startsWith(QLatin1String("external-"))
                         ? tr("fault-scheduling %1: Volcano leaves deleting the pods to another component").arg(m_scheduling)
                         : tr("no fault-scheduling label (grace or force): MindCluster does not reschedule the job")}};
        QStringList blocked;
        if (m_live.retriesLeft && *m_live.retriesLeft <= 0)
            blocked << tr("the retry budget is spent (maxRetry or backoffLimit)");
        QString handles = tr("recreates every pod and restarts training from the last checkpoint");
        if (m_live.unconditionalRetriesLeft)
            handles += tr("; Volcano has %1 unconditional retries left (remain-retry-times)").arg(*m_live.unconditionalRetriesLeft);
        return rung(kRungJobReschedule, blocked, {}, handles);
    }

    const JobFacts &m_facts;
    const std::vector<Setting> &m_settings;
    const QString &m_framework;
    const QStringList &m_retryBlockers;
    const LadderLive &m_live;
    QString m_scheduling;
    QStringList m_strategies;
};

} // namespace

JobLadder ladderOf(const JobFacts &facts, const std::vector<Setting> &settings, const QString &framework,
                   const QStringList &retryBlockers, const LadderLive &live)
{
    return LadderReader(facts, settings, framework, retryBlockers, live).read();
}

} // namespace ascendops::recoverytime
