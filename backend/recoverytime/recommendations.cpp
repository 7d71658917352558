#include "recoverytime/recommendations.h"

#include "formats/jsonpointer.h"
#include "formats/retryparams.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>

namespace ascendops::recoverytime {
namespace {

using Json = nlohmann::json;

constexpr const char *kRankTableRoot = "/user/mindx-dl/ranktable";

class Recommender
{
public:
    Recommender(const JobFacts &facts, const JobProfile &profile, const RecoveryTimeModel &model)
        : m_facts(facts), m_profile(profile), m_model(model)
    {
    }

    std::vector<Recommendation> run()
    {
        std::vector<Recommendation> out;
        // ModelArts reschedules and restarts its jobs and writes their rank
        // tables itself: MindCluster's labels and the Ascend Operator's
        // rank-table directory would change nothing there.
        const QStringList mindClusterOnly{QStringLiteral("pod-rescheduling"), QStringLiteral("process-recovery"),
                                          QStringLiteral("ranktable-mode")};
        for (const Setting &setting : m_profile.settings) {
            if (setting.state != SettingState::Off && setting.state != SettingState::Conflict)
                continue;
            if (m_facts.platform == RetryPlatform::ModelArts && mindClusterOnly.contains(setting.id))
                continue;
            // Eligibility first: on ModelArts the switch cannot be undone.
            if (setting.id == QLatin1String("operator-retry") && !m_profile.retryFit.blockers.isEmpty())
                continue;
            std::optional<Change> change = changeFor(setting);
            if (!change)
                continue;
            const std::optional<double> saves = savingOf(setting.id);
            if (saves && *saves <= 0)
                continue;   // another setting already decides that phase
            out.push_back({setting.id, saves, std::move(*change)});
        }
        std::stable_sort(out.begin(), out.end(), [](const Recommendation &a, const Recommendation &b) {
            return a.savesSeconds.value_or(-1) > b.savesSeconds.value_or(-1);
        });
        return out;
    }

private:
    // What the model says turning the setting on saves; nothing for the
    // settings no document gives a figure for.
    std::optional<double> savingOf(const QString &id) const
    {
        static const QStringList noFigure{QStringLiteral("parallel-store"), QStringLiteral("hccl-link-setup"),
                                          QStringLiteral("mindio-async-save"), QStringLiteral("resume-mode")};
        if (noFigure.contains(id))
            return std::nullopt;
        // A link flap within retry's window is ridden out instead of a
        // whole recovery: the recovery less the window waited.
        if (id == QLatin1String("operator-retry"))
            return m_profile.totalSeconds - double(worstCaseHoldMs(RetrySettings{})) / 1000.0;
        std::vector<Setting> changed = m_profile.settings;
        for (Setting &s : changed) {
            if (s.id == id)
                s.state = SettingState::On;
            // Resolving the compile conflict keeps one of the two.
            if (id == QLatin1String("operator-build-cache") && s.id == QLatin1String("operator-binary"))
                s.state = SettingState::Off;
        }
        return m_profile.totalSeconds - totalOf(estimatePhases(changed, m_profile.framework, m_model));
    }

    std::optional<Change> changeFor(const Setting &setting) const
    {
        const QString &id = setting.id;
        if (id == QLatin1String("watchdog"))
            return watchdog(setting);
        if (id == QLatin1String("process-recovery"))
            return Change{QCoreApplication::translate("ascendops::recoverytime", "recover processes in place instead of rescheduling pods; needs MindIO TTP and the "
                                         "elastic agent in the image (reference 2.5)"),
                          Json::array({addOp("/metadata/labels", "process-recover-enable", "on", !m_facts.labels.isEmpty()),
                                       addOp("/metadata/annotations", "recover-strategy", "recover",
                                             !m_facts.annotations.isEmpty())}),
                          {}, {}};
        if (id == QLatin1String("pod-rescheduling"))
            return podRescheduling(setting);
        if (id == QLatin1String("ranktable-mode") && setting.state == SettingState::Off)
            return rankTableMode();
        if (id == QLatin1String("mindio-memory-load"))
            return Change{QCoreApplication::translate("ascendops::recoverytime", "install MindIO ACP (MindCluster and MindIO 6.0.RC2 or later) and load checkpoints "
                                         "through it, from memory"), nullptr, {}, {}};
        if (id == QLatin1String("mindio-async-save"))
            return Change{QCoreApplication::translate("ascendops::recoverytime", "save checkpoints through MindIO ACP asynchronously; cheaper saves allow a shorter "
                                         "checkpoint interval, and fewer steps are lost"), nullptr, {}, {}};
        if (id == QLatin1String("operator-binary") && setting.state == SettingState::Off
            && m_profile.setting(QStringLiteral("operator-build-cache"))->state == SettingState::Off)
            return Change{QCoreApplication::translate("ascendops::recoverytime", "load the preset operator binaries instead of building operators (CANN 8.0.RC2 or later)"),
                          nullptr, pythonEntry(), {QStringLiteral("torch.npu.set_compile_mode(jit_compile=False)")}};
        if (id == QLatin1String("operator-build-cache") && setting.state == SettingState::Conflict)
            return Change{QCoreApplication::translate("ascendops::recoverytime", "keep either the operator binary or the build cache: remove the jit_compile=False call "
                                         "or ASCEND_CACHE_PATH"), nullptr, {}, {}};
        if (id == QLatin1String("graph-compile-cache"))
            return graphCompileCache();
        if (id == QLatin1String("parallel-store") && !setting.evidence.isEmpty())
            return Change{QCoreApplication::translate("ascendops::recoverytime", "start training with torch_npu_run instead of the launcher at %1").arg(setting.evidence),
                          nullptr, {}, {}};
        if (id == QLatin1String("hccl-link-setup"))
            return Change{QCoreApplication::translate("ascendops::recoverytime", "use an image with CANN 8.0.RC2 or later"), nullptr, {}, {}};
        // A ModelArts job that asks for retry by the variable, which the
        // platform cannot see: the annotation is what switches it on.
        if (id == QLatin1String("operator-retry") && m_facts.platform == RetryPlatform::ModelArts
            && m_facts.env.contains(QStringLiteral("HCCL_OP_RETRY_ENABLE")))
            return modelArtsRetry(m_facts.env.value(QStringLiteral("HCCL_OP_RETRY_ENABLE")).where);
        if (id == QLatin1String("operator-retry") && setting.state == SettingState::Off && m_profile.retryFit.fits())
            return m_facts.platform == RetryPlatform::ModelArts ? modelArtsRetry({}) : operatorRetry(setting.evidence);
        if (id == QLatin1String("resume-mode"))
            return Change{QCoreApplication::translate("ascendops::recoverytime", "set RESUME_MODE_ENABLE=1 so that training resumes from its checkpoint"),
                          addEnv("RESUME_MODE_ENABLE", "1"), {}, {}};
        return std::nullopt;
    }

    Change watchdog(const Setting &setting) const
    {
        const QString where = setting.evidence;
        const bool inScript = m_facts.isScriptPlace(where);
        if (m_profile.framework == QLatin1String("mindspore")) {
            QStringList steps;
            if (inScript)
                steps << QCoreApplication::translate("ascendops::recoverytime", "remove hccl_watchdog=False at %1").arg(where);
            if (m_facts.frameworkVersion && m_facts.imageFramework && m_facts.imageFramework->value == m_profile.framework
                && compareVersions(m_facts.frameworkVersion->value, QStringLiteral("2.4")) < 0)
                steps << QCoreApplication::translate("ascendops::recoverytime", "use MindSpore 2.4 or later (the image has %1)").arg(m_facts.frameworkVersion->value);
            if (steps.isEmpty())
                steps << QCoreApplication::translate("ascendops::recoverytime", "turn the MindSpore watchdog on (2.4 or later, without hccl_watchdog=False)");
            return {steps.join(QStringLiteral("; ")), nullptr, {}, {}};
        }
        if (where.endsWith(QLatin1String("/value")) && where.contains(QLatin1String("/env/")))
            return {QCoreApplication::translate("ascendops::recoverytime", "remove HCCL_ASYNC_ERROR_HANDLING=0 from the job's environment"),
                    removeEnv(where.chopped(int(qstrlen("/value"))), "HCCL_ASYNC_ERROR_HANDLING"), {}, {}};
        if (inScript)
            return {QCoreApplication::translate("ascendops::recoverytime", "delete `export HCCL_ASYNC_ERROR_HANDLING=0` at %1").arg(where), nullptr, {}, {}};
        return {QCoreApplication::translate("ascendops::recoverytime", "turn the watchdog on: HCCL_ASYNC_ERROR_HANDLING=1 (PyTorch before 2.1 needs it)"),
                addEnv("HCCL_ASYNC_ERROR_HANDLING", "1"), {}, {}};
    }

    Change podRescheduling(const Setting &setting) const
    {
        if (setting.state == SettingState::Conflict)
            return {QCoreApplication::translate("ascendops::recoverytime", "pod-level rescheduling needs: %1").arg(setting.note), nullptr, shellScript(),
                    resetProcessLines()};
        Json patch = Json::array({addOp("/metadata/labels", "pod-rescheduling", "on", !m_facts.labels.isEmpty())});
        // Pod rescheduling works under fault scheduling only.
        const auto scheduling = m_facts.labels.constFind(QStringLiteral("fault-scheduling"));
        if (scheduling == m_facts.labels.cend() || scheduling->value == QLatin1String("off"))
            patch.push_back({{"op", "add"}, {"path", "/metadata/labels/fault-scheduling"}, {"value", "force"}});
        return {QCoreApplication::translate("ascendops::recoverytime", "reschedule only the faulty pod (components 6.0.RC2 or later; the MindCluster elastic package "
                               "in the image; reset_process.py beside the start script)"),
                patch, shellScript(), resetProcessLines()};
    }

    static QStringList resetProcessLines()
    {
        return {QStringLiteral("python ${ROOT_PATH}/../train.py ... &> log & train_pids[$i]=$!"),
                QStringLiteral("python -u \"${ROOT_PATH}\"/reset_process.py -p \"${train_pids[@]}\" & reset_pid=$!"),
                QStringLiteral("wait ${train_pids[0]}")};
    }

    Change rankTableMode() const
    {
        const QString dir = QStringLiteral("%1/%2.%3").arg(QLatin1String(kRankTableRoot), m_facts.nameSpace, m_facts.name);
        Json patch = addEnv("RANK_TABLE_FILE", std::string(kRankTableRoot) + "/hccl.json");
        const Json volume{{"name", "ranktable"}, {"hostPath", {{"path", dir.toStdString()}, {"type", "DirectoryOrCreate"}}}};
        const Json mount{{"name", "ranktable"}, {"mountPath", kRankTableRoot}};
        QStringList templatesDone;
        for (const PatchTarget &target : m_facts.patchTargets) {
            if (!templatesDone.contains(target.templatePlace)) {
                templatesDone << target.templatePlace;
                patch.push_back(addTo(target.templatePlace.toStdString() + "/spec/volumes", target.hasVolumes, volume));
            }
            patch.push_back(addTo(target.containerPlace.toStdString() + "/volumeMounts", target.hasMounts, mount));
        }
        return {QCoreApplication::translate("ascendops::recoverytime", "set up links from the Ascend Operator's rank table; first, on shared storage: "
                               "mkdir -m 777 %1 && chown 9000:9000 %1").arg(dir),
                patch, {}, {}};
    }

    // Appends to the list at `path`, or creates it with the one value.
    static Json addTo(const std::string &path, bool exists, const Json &value)
    {
        return exists ? Json{{"op", "add"}, {"path", path + "/-"}, {"value", value}}
                      : Json{{"op", "add"}, {"path", path}, {"value", Json::array({value})}};
    }

    Change graphCompileCache() const
    {
        for (const MountedVolume &volume : m_facts.mounts) {
            if (!volume.shared() || volume.kind == QLatin1String("hostPath"))
                continue;
            const Json patch = addEnv({{"MS_COMPILER_CACHE_ENABLE", "1"},
                                       {"MS_COMPILER_CACHE_PATH", (volume.mountPath + QStringLiteral("/compile_cache")).toStdString()}});
            return {QCoreApplication::translate("ascendops::recoverytime", "keep the graph compile cache on shared storage (%1 %2); MindSpore 2.3.0 or later")
                        .arg(volume.kind, volume.source), patch, {}, {}};
        }
        return {QCoreApplication::translate("ascendops::recoverytime", "keep the graph compile cache on shared storage (MindSpore 2.3.0 or later); the job mounts "
                               "none, so the path is yours to choose"),
                nullptr, shellScript(),
                {QStringLiteral("export MS_COMPILER_CACHE_ENABLE=1"),
                 QStringLiteral("export MS_COMPILER_CACHE_PATH=/path/on/shared/storage")}};
    }

    Json addEnv(const char *name, const std::string &value) const { return addEnv({{name, value}}); }

    // The variables added to every NPU container's env (one `add` each, or
    // one that creates the list).
    Json addEnv(const std::vector<std::pair<const char *, std::string>> &variables) const
    {
        Json entries = Json::array();
        for (const auto &[name, value] : variables)
            entries.push_back({{"name", name}, {"value", value}});
        Json ops = Json::array();
        for (const PatchTarget &target : m_facts.patchTargets) {
            const std::string env = target.containerPlace.toStdString() + "/env";
            if (!target.hasEnv) {
                ops.push_back({{"op", "add"}, {"path", env}, {"value", entries}});
                continue;
            }
            for (const Json &entry : entries)
                ops.push_back({{"op", "add"}, {"path", env + "/-"}, {"value", entry}});
        }
        return ops;
    }

    // Seed 003's recommended levels on an A3 job retry can serve, where the
    // job sets the variable now (setAt: its value in the spec, a script
    // line, or "" when it sets none): replaced there, never added twice.
    Change operatorRetry(const QString &setAt) const
    {
        const char *levels = "L0:0, L1:1, L2:1";
        QString summary = QCoreApplication::translate("ascendops::recoverytime", "switch HCCL operator retry on as seed 003 recommends "
                                                      "(HCCL_OP_RETRY_ENABLE=\"%1\"): a link flap within its window is "
                                                      "ridden out instead of a reschedule (the saving is per flap ridden out); "
                                                      "a lane borrowed on the way does not switch back, and retry costs %2")
                              .arg(QLatin1String(levels), retryPerformanceSummary());
        if (m_facts.isScriptPlace(setAt))
            return {summary + QCoreApplication::translate("ascendops::recoverytime", "; change the export at %1").arg(setAt),
                    nullptr, {}, {}};
        if (setAt.endsWith(QLatin1String("/value")) && setAt.contains(QLatin1String("/env/")))
            return {summary, Json::array({{{"op", "replace"}, {"path", setAt.toStdString()}, {"value", levels}}}), {}, {}};
        return {summary, addEnv("HCCL_OP_RETRY_ENABLE", levels), {}, {}};
    }

    // The annotation added; the variable taken out of the spec, or named in
    // the script for a person to delete. variableAt: where the job sets
    // HCCL_OP_RETRY_ENABLE, or "" when it does not.
    Change modelArtsRetry(const QString &variableAt) const
    {
        if (variableAt.isEmpty())
            return {QCoreApplication::translate("ascendops::recoverytime", "switch operator retry on with the annotation %1: "
                                                "\"true\"; it cannot be switched off again and costs %2")
                        .arg(QLatin1String(kModelArtsRetryAnnotation), retryPerformanceSummary()),
                    Json::array({addOp("/metadata/annotations", kModelArtsRetryAnnotation, "true", !m_facts.annotations.isEmpty())}),
                    {}, {}};
        Json patch = Json::array({addOp("/metadata/annotations", kModelArtsRetryAnnotation, "true", !m_facts.annotations.isEmpty())});
        const bool inSpec = variableAt.endsWith(QLatin1String("/value")) && variableAt.contains(QLatin1String("/env/"));
        if (inSpec)
            for (const Json &op : removeEnv(variableAt.chopped(int(qstrlen("/value"))), "HCCL_OP_RETRY_ENABLE"))
                patch.push_back(op);
        return Change{QCoreApplication::translate("ascendops::recoverytime", "switch operator retry on with the annotation %1: \"true\" and %2 "
                                     "HCCL_OP_RETRY_ENABLE, which ModelArts does not see; retry cannot be switched off "
                                     "again and costs %3")
                          .arg(QLatin1String(kModelArtsRetryAnnotation),
                               inSpec ? QCoreApplication::translate("ascendops::recoverytime", "remove") : QCoreApplication::translate("ascendops::recoverytime", "delete at %1").arg(variableAt),
                               retryPerformanceSummary()),
                      patch, {}, {}};
    }

    static Json removeEnv(const QString &entry, const char *name)
    {
        const std::string path = entry.toStdString();
        return Json::array({{{"op", "test"}, {"path", path + "/name"}, {"value", name}},
                            {{"op", "remove"}, {"path", path}}});
    }

    static Json addOp(const char *map, const char *key, const char *value, bool mapExists)
    {
        if (mapExists)
            return {{"op", "add"}, {"path", JsonPointer::append(map, key)}, {"value", value}};
        return {{"op", "add"}, {"path", map}, {"value", {{key, value}}}};
    }

    // Where script lines go: the shell start script, or the Python entry point.
    QString shellScript() const
    {
        for (const ReadScript &script : m_facts.scripts)
            if (script.path.endsWith(QLatin1String(".sh")))
                return script.path;
        return QCoreApplication::translate("ascendops::recoverytime", "the start script");
    }

    QString pythonEntry() const
    {
        for (const ReadScript &script : m_facts.scripts)
            if (script.path.endsWith(QLatin1String(".py")))
                return script.path;
        for (const UnreadScript &script : m_facts.unread)
            if (script.path.endsWith(QLatin1String(".py")))
                return script.path;
        return QCoreApplication::translate("ascendops::recoverytime", "the Python entry point");
    }

    const JobFacts &m_facts;
    const JobProfile &m_profile;
    const RecoveryTimeModel &m_model;
};

} // namespace

std::vector<Recommendation> recommend(const JobFacts &facts, const JobProfile &profile, const RecoveryTimeModel &model)
{
    return Recommender(facts, profile, model).run();
}

} // namespace ascendops::recoverytime
