#include "recoverytime/jobsettings.h"
#include "recoverytime/softwareversions.h"

#include "formats/jobretry.h"
#include "formats/jsonreader.h"
#include "formats/retrycrosscheck.h"
#include "formats/retryeligibility.h"
#include "formats/retryparams.h"
#include "recoverytime/routingplanning.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

#include <optional>
#include <tuple>

#include <nlohmann/json.hpp>

namespace ascendops::recoverytime {
namespace {

constexpr const char *kPyTorch = "pytorch";
constexpr const char *kMindSpore = "mindspore";

Setting make(const char *id, SettingState state, QString evidence = {}, QString note = {})
{
    return {QString::fromLatin1(id), state, std::move(evidence), std::move(note)};
}

// A setting that is on, judged by the version it needs: a version that
// cannot have it makes it `failed`; what was read, or not, joins its note.
Setting judged(Setting setting, const VersionCheck &check, SettingState failed = SettingState::Conflict)
{
    if (setting.state != SettingState::On)
        return setting;
    if (check.verdict == VersionVerdict::Fails)
        setting.state = failed;
    setting.note = setting.note.isEmpty() ? check.note : setting.note + QStringLiteral("; ") + check.note;
    return setting;
}

// Parallel Store's torch_npu: later than 6.0.RC1 with PyTorch 1.11, later
// than 6.0.RC3 from 2.1 (seed 000). The package's own version starts with
// the PyTorch version it is built for.
QString parallelStoreRelease(const JobFacts &facts)
{
    const bool pytorch111 = facts.torchNpuPackage ? facts.torchNpuPackage->value.startsWith(QLatin1String("1.11"))
                                                  : facts.frameworkVersion && facts.frameworkVersion->value.startsWith(QLatin1String("1.11"));
    return pytorch111 ? QStringLiteral("6.0.RC1") : QStringLiteral("6.0.RC3");
}

class SettingReader
{
public:
    SettingReader(const JobFacts &facts, QString framework, QString frameworkWhere, Problems *problems,
                  QStringList *retryBlockers)
        : m_facts(facts), m_framework(std::move(framework)), m_frameworkWhere(std::move(frameworkWhere)), m_problems(problems)
        , m_retryBlockers(retryBlockers)
    {
    }

    std::vector<Setting> read()
    {
        std::vector<Setting> out;
        const bool torch = m_framework == QLatin1String(kPyTorch);
        const bool mindspore = m_framework == QLatin1String(kMindSpore);
        const bool unknown = m_framework == QLatin1String("unknown");
        if (torch)
            out.push_back(judged(watchdog(), checkTorchNpu(m_facts, QStringLiteral("6.0.RC1")), SettingState::Off));
        else if (mindspore || unknown)
            out.push_back(watchdog());
        if (torch || unknown) {
            out.push_back(judged(parallelStore(), checkTorchNpu(m_facts, parallelStoreRelease(m_facts))));
            out.push_back(hcclLinkSetup());
        }
        out.push_back(torch ? judged(rankTableMode(), checkTorchNpu(m_facts, QStringLiteral("6.0.RC3"))) : rankTableMode());
        const VersionCheck mindCluster = checkMindCluster(m_facts, QStringLiteral("6.0.RC2"));
        out.push_back(judged(mindio("mindio-async-save"), mindCluster));
        out.push_back(judged(mindio("mindio-memory-load"), mindCluster));
        if (torch || unknown) {
            const auto [binary, cache] = operatorCompile();
            out.push_back(binary);
            out.push_back(cache);
        }
        if (mindspore || unknown)
            out.push_back(graphCompileCache());
        out.push_back(podRescheduling());
        out.push_back(processRecovery());
        const Setting retry = operatorRetry();
        checkRetry(retry);
        if (torch || unknown) {
            out.push_back(retry);
            out.push_back(resumeMode());
        }
        if (m_facts.platform == RetryPlatform::ModelArts) {
            out.push_back(platformRestart());
            out.push_back(hangRetry());
        } else {
            checkFaultScheduling();
        }
        // Huawei Cloud's Volcano plugin plans routes for Volcano Jobs of
        // PyTorch on ModelArts' pools (seed 002: a Lite pool's job).
        if (m_facts.modelArts != ModelArtsJob::None && m_facts.kind == JobKind::VolcanoJob && (torch || unknown))
            out.push_back(routingPlanning(m_facts, m_problems));
        return out;
    }

private:
    const Evidenced *env(const char *name) const
    {
        const auto it = m_facts.env.constFind(QString::fromLatin1(name));
        return it == m_facts.env.cend() ? nullptr : &*it;
    }

    QString unreadScripts() const
    {
        QStringList unread;
        for (const UnreadScript &script : m_facts.unread)
            unread << script.path;
        return unread.join(QStringLiteral(", "));
    }

    // A variable as the training processes see it, and why its value cannot
    // be known where it cannot: a Secret, a fieldRef or a ConfigMap not read,
    // a $VAR not expanded, a spec value an unread start script could change,
    // or (not set) an envFrom source not read.
    struct EnvRead
    {
        const Evidenced *value = nullptr;
        QString unknown;
    };
    EnvRead read(const char *variable) const
    {
        const QString name = QString::fromLatin1(variable);
        const Evidenced *value = env(variable);
        if (!value)
            return {nullptr, m_facts.envFromUnread.isEmpty() ? QString()
                                 : QCoreApplication::translate("ascendops::recoverytime", "%1 may be set by %2").arg(name, m_facts.envFromUnread)};
        if (const QString why = m_facts.unknownEnv.value(name); !why.isEmpty())
            return {value, QStringLiteral("%1: %2").arg(name, why)};
        if (value->value.contains(QLatin1Char('$')))
            return {value, QCoreApplication::translate("ascendops::recoverytime", "%1=%2 depends on a variable the console could not expand").arg(name, value->value)};
        if (!m_facts.isScriptPlace(value->where) && !m_facts.scriptsComplete())
            return {value, QCoreApplication::translate("ascendops::recoverytime", "%1=%2 in the spec, but a start script that was not read (%3) could change it")
                               .arg(name, value->value, unreadScripts())};
        return {value, {}};
    }

    Setting unknownFrom(const char *id, const EnvRead &read) const
    {
        return make(id, SettingState::Unknown, read.value ? read.value->where : QString(), read.unknown);
    }

    // What "not found" means: off when every script was read, unknown when
    // one that could hold the setting was not.
    Setting absent(const char *id, const QString &what) const
    {
        if (m_facts.scriptsComplete())
            return make(id, SettingState::Off, {}, what);
        return make(id, SettingState::Unknown, {},
                    what + QCoreApplication::translate("ascendops::recoverytime", "; not every start script was read (%1)").arg(unreadScripts()));
    }

    // The framework's version, when the image carries the job's framework.
    std::optional<std::pair<QString, QString>> version() const
    {
        if (!m_facts.frameworkVersion || !m_facts.imageFramework || m_facts.imageFramework->value != m_framework)
            return std::nullopt;
        return std::make_pair(m_facts.frameworkVersion->value, m_facts.frameworkVersion->where);
    }

    Setting watchdog() const
    {
        if (m_framework == QLatin1String(kMindSpore)) {
            for (const ReadScript &script : m_facts.scripts)
                if (script.facts.hcclWatchdog)
                    return make("watchdog", script.facts.hcclWatchdog->value ? SettingState::On : SettingState::Off,
                                script.facts.place(script.facts.hcclWatchdog->line),
                                script.facts.hcclWatchdog->value ? QString() : QStringLiteral("set_context(hccl_watchdog=False)"));
            return byDefault("watchdog", QStringLiteral("MindSpore"), QStringLiteral("2.4"));
        }
        const EnvRead handling = read("HCCL_ASYNC_ERROR_HANDLING");
        if (!handling.unknown.isEmpty())
            return unknownFrom("watchdog", handling);
        if (const Evidenced *value = handling.value) {
            if (value->value == QLatin1String("0"))
                return make("watchdog", SettingState::Off, value->where,
                            QCoreApplication::translate("ascendops::recoverytime", "HCCL_ASYNC_ERROR_HANDLING=0: a parameter-plane fault is seen only after the "
                                           "collective timeout"));
            if (value->value == QLatin1String("1"))
                return make("watchdog", SettingState::On, value->where);
        }
        if (m_framework != QLatin1String(kPyTorch))
            return make("watchdog", SettingState::Unknown, {}, QCoreApplication::translate("ascendops::recoverytime", "the framework is not known"));
        return byDefault("watchdog", QStringLiteral("PyTorch"), QStringLiteral("2.1"));
    }

    // On by default from `since`: the image's version decides.
    Setting byDefault(const char *id, const QString &framework, const QString &since) const
    {
        const auto v = version();
        if (!v)
            return make(id, SettingState::Unknown, m_facts.image ? m_facts.image->where : QString(),
                        QCoreApplication::translate("ascendops::recoverytime", "the %1 version is not in the image's name; on by default from %1 %2")
                            .arg(framework, since));
        if (compareVersions(v->first, since) >= 0) {
            const QString byDefault = QCoreApplication::translate("ascendops::recoverytime", "on by default from %1 %2").arg(framework, since);
            // The start script is where the documents switch it off.
            const Setting unread = absent(id, byDefault);
            return unread.state == SettingState::Unknown ? make(id, SettingState::Unknown, v->second, unread.note)
                                                         : make(id, SettingState::On, v->second, byDefault);
        }
        return make(id, SettingState::Off, v->second,
                    QCoreApplication::translate("ascendops::recoverytime", "%1 %2 has no watchdog on by default (from %3)").arg(framework, v->first, since));
    }

    // The launcher that starts training: torch_npu_run, then the stock ones;
    // a plain `python X.py` only when no launcher is found (`python -m pip`,
    // `python prep.py` start no training).
    Setting parallelStore() const
    {
        const ScriptLaunch *stock = nullptr, *plain = nullptr;
        QString stockWhere, plainWhere;
        for (const ReadScript &script : m_facts.scripts) {
            for (const ScriptLaunch &launch : script.facts.launches) {
                const QString where = script.facts.place(launch.line);
                if (launch.launcher == QLatin1String("torch_npu_run"))
                    return make("parallel-store", SettingState::On, where);
                if (launch.launcher == QLatin1String("python")) {
                    if (!plain && launch.entry.endsWith(QLatin1String(".py")))
                        std::tie(plain, plainWhere) = std::make_pair(&launch, where);
                } else if (!stock && launch.launcher != QLatin1String("msrun")) {
                    std::tie(stock, stockWhere) = std::make_pair(&launch, where);
                }
            }
        }
        if (!m_facts.scriptsComplete())
            return absent("parallel-store", QCoreApplication::translate("ascendops::recoverytime", "no torch_npu_run found"));
        if (stock)
            return make("parallel-store", SettingState::Off, stockWhere,
                        QCoreApplication::translate("ascendops::recoverytime", "%1 sets up the native TCP Store").arg(stock->launcher));
        if (plain)
            return make("parallel-store", SettingState::Off, plainWhere,
                        QCoreApplication::translate("ascendops::recoverytime", "python %1 starts training without torch_npu_run").arg(plain->entry));
        return absent("parallel-store", QCoreApplication::translate("ascendops::recoverytime", "no launcher found in the start scripts"));
    }

    Setting hcclLinkSetup() const
    {
        if (!m_facts.cannVersion)
            return make("hccl-link-setup", SettingState::Unknown, m_facts.image ? m_facts.image->where : QString(),
                        QCoreApplication::translate("ascendops::recoverytime", "the CANN version is not in the image's name; the optimization comes with CANN 8.0.RC2"));
        const bool on = compareVersions(m_facts.cannVersion->value, QStringLiteral("8.0.RC2")) >= 0;
        return make("hccl-link-setup", on ? SettingState::On : SettingState::Off, m_facts.cannVersion->where,
                    on ? QString() : QCoreApplication::translate("ascendops::recoverytime", "CANN %1: needs 8.0.RC2 or later").arg(m_facts.cannVersion->value));
    }

    Setting rankTableMode() const
    {
        const EnvRead table = read("RANK_TABLE_FILE");
        if (!table.unknown.isEmpty())
            return unknownFrom("ranktable-mode", table);
        const Evidenced *file = table.value;
        if (!file)
            return absent("ranktable-mode", QCoreApplication::translate("ascendops::recoverytime", "RANK_TABLE_FILE is not set: links are set up by rendezvous"));
        const MountedVolume *volume = m_facts.volumeHolding(file->value);
        if (!volume)
            return make("ranktable-mode", SettingState::Conflict, file->where,
                        QCoreApplication::translate("ascendops::recoverytime", "RANK_TABLE_FILE=%1 is in no mounted volume: the Ascend Operator's table cannot "
                                       "reach the container").arg(file->value));
        QString note;
        if (volume->kind == QLatin1String("hostPath")) {
            const QString expected = m_facts.nameSpace + QLatin1Char('.') + m_facts.name;
            if (QFileInfo(volume->source).fileName() != expected)
                m_problems->append(Problem::warning(volume->where.toStdString(),
                    QCoreApplication::translate("ascendops::recoverytime", "the rank-table hostPath %1 should end in <namespace>.<job>: %2").arg(volume->source, expected)));
            if (std::optional<QString> wrong = rankTableDirectoryProblem(*volume, file->value, &note))
                return make("ranktable-mode", SettingState::Conflict, volume->where, *wrong);
        } else if (volume->kind == QLatin1String("configMap")) {
            note = QCoreApplication::translate("ascendops::recoverytime", "from ConfigMap %1 (the operator's rings-config)").arg(volume->source);
        } else {
            note = QCoreApplication::translate("ascendops::recoverytime", "on a %1 volume (%2)").arg(volume->kind, volume->name);
        }
        return make("ranktable-mode", SettingState::On, file->where, note);
    }

    // The directory the operator (uid 9000) writes hccl.json into, as read on
    // the pod's node: it must exist with mode 777 and owner 9000:9000 (seed
    // 000 Table 4; a DirectoryOrCreate the kubelet makes is root's, 755). A
    // problem with it is returned; what was checked or not goes in *note.
    std::optional<QString> rankTableDirectoryProblem(const MountedVolume &volume, const QString &tablePath, QString *note) const
    {
        const auto dir = m_facts.nodeFiles.constFind(volume.source);
        if (dir == m_facts.nodeFiles.cend()) {
            *note = QCoreApplication::translate("ascendops::recoverytime", "%1 needs mode 777 and owner 9000:9000 on shared storage: not checked (%2)")
                        .arg(volume.source, m_facts.podNode.isEmpty() ? QCoreApplication::translate("ascendops::recoverytime", "no pod of the job runs on a node")
                                            : m_facts.nodeReadNote.isEmpty() ? QCoreApplication::translate("ascendops::recoverytime", "not read")
                                                                             : m_facts.nodeReadNote);
            return std::nullopt;
        }
        if (!dir->exists || !dir->directory)
            return QCoreApplication::translate("ascendops::recoverytime", "%1 on node %2: %3; the Ascend Operator cannot write the rank table there "
                                  "(mkdir -m 777, chown 9000:9000)")
                .arg(volume.source, m_facts.podNode, dir->error.isEmpty() ? QCoreApplication::translate("ascendops::recoverytime", "not a directory") : dir->error);
        if (dir->mode != QLatin1String("777") || dir->owner != QLatin1String("9000:9000"))
            return QCoreApplication::translate("ascendops::recoverytime", "%1 on node %2 has mode %3 and owner %4: the Ascend Operator (9000:9000) needs mode 777 "
                                  "and owner 9000:9000")
                .arg(volume.source, m_facts.podNode, dir->mode, dir->owner);
        *note = QCoreApplication::translate("ascendops::recoverytime", "%1 on node %2: mode 777, owner 9000:9000").arg(volume.source, m_facts.podNode);
        const QString tableOnNode = QDir::cleanPath(volume.source + QLatin1Char('/') + QFileInfo(tablePath).fileName());
        const auto table = m_facts.nodeFiles.constFind(tableOnNode);
        if (table == m_facts.nodeFiles.cend() || !table->error.isEmpty()) {
            *note += QCoreApplication::translate("ascendops::recoverytime", "; the table %1 was not read%2").arg(tableOnNode,
                         table == m_facts.nodeFiles.cend() ? QString() : QStringLiteral(": ") + table->error);
            return std::nullopt;
        }
        const nlohmann::json onDisk = nlohmann::json::parse(table->text.toStdString(), nullptr, false);
        const std::string status = onDisk.is_object() && onDisk.contains("status") && onDisk["status"].is_string()
            ? onDisk["status"].get<std::string>() : std::string();
        if (status != "completed")
            m_problems->append(Problem::warning(volume.where.toStdString(),
                QCoreApplication::translate("ascendops::recoverytime", "the rank table on node %1 (%2) is %3, not completed: links cannot be set up from it yet")
                    .arg(m_facts.podNode, tableOnNode, status.empty() ? QCoreApplication::translate("ascendops::recoverytime", "not a rank table") : QString::fromStdString(status))));
        const nlohmann::json ringsConfig = nlohmann::json::parse(m_facts.ringsConfigTable.toStdString(), nullptr, false);
        if (!m_facts.ringsConfigTable.isEmpty() && !ringsConfig.is_discarded() && ringsConfig != onDisk)
            m_problems->append(Problem::warning(volume.where.toStdString(),
                QCoreApplication::translate("ascendops::recoverytime", "the rank table on node %1 (%2) differs from the operator's rings-config: the processes "
                               "would set up links from a stale table").arg(m_facts.podNode, tableOnNode)));
        *note += QCoreApplication::translate("ascendops::recoverytime", "; the table on disk is %1").arg(QString::fromStdString(status));
        return std::nullopt;
    }

    Setting mindio(const char *id) const
    {
        const bool load = qstrcmp(id, "mindio-memory-load") == 0;
        for (const ReadScript &script : m_facts.scripts) {
            const auto &fact = load ? script.facts.mindioLoad : script.facts.mindioSave;
            if (fact)
                return make(id, SettingState::On, script.facts.place(fact->line),
                            QCoreApplication::translate("ascendops::recoverytime", "MindIO's own version (6.0.RC2 or later) is not checked: it is "
                                                        "inside the image"));
        }
        const EnvRead mindspore = read("MINDIO_FOR_MINDSPORE");
        if (mindspore.value && mindspore.unknown.isEmpty() && mindspore.value->value == QLatin1String("1"))
            return make(id, SettingState::On, mindspore.value->where, QCoreApplication::translate("ascendops::recoverytime", "MindIO ACP for MindSpore"));
        if (!mindspore.unknown.isEmpty() && m_facts.scriptsComplete())
            return unknownFrom(id, mindspore);
        return absent(id, load ? QCoreApplication::translate("ascendops::recoverytime", "no MindIO ACP load found: the checkpoint is read from storage")
                               : QCoreApplication::translate("ascendops::recoverytime", "no MindIO ACP save found: checkpoints are saved synchronously"));
    }

    // The preset operator binaries come with CANN 8.0.RC2: judged where the
    // image's name gives the version, a note where it does not.
    Setting operatorBinaryOn(const QString &where) const
    {
        const QString least = QStringLiteral("8.0.RC2");
        if (!m_facts.cannVersion)
            return make("operator-binary", SettingState::On, where,
                        QCoreApplication::translate("ascendops::recoverytime", "needs CANN %1 or later; the image's name does not say its CANN").arg(least));
        if (compareVersions(m_facts.cannVersion->value, least) < 0)
            return make("operator-binary", SettingState::Conflict, where,
                        QCoreApplication::translate("ascendops::recoverytime", "jit_compile=False needs CANN %1 or later; the image has CANN %2 (%3)")
                            .arg(least, m_facts.cannVersion->value, m_facts.cannVersion->where));
        return make("operator-binary", SettingState::On, where,
                    QCoreApplication::translate("ascendops::recoverytime", "CANN %1 (%2) has the preset binaries")
                        .arg(m_facts.cannVersion->value, m_facts.cannVersion->where));
    }

    std::pair<Setting, Setting> operatorCompile() const
    {
        std::optional<std::pair<bool, QString>> jit;
        for (const ReadScript &script : m_facts.scripts)
            if (script.facts.jitCompile)
                jit = std::make_pair(script.facts.jitCompile->value, script.facts.place(script.facts.jitCompile->line));
        const EnvRead cacheRead = read("ASCEND_CACHE_PATH");
        if (!cacheRead.unknown.isEmpty())
            return {jit && !jit->first ? make("operator-binary", SettingState::Unknown, jit->second,
                                              QCoreApplication::translate("ascendops::recoverytime", "jit_compile=False, and ") + cacheRead.unknown)
                                       : absent("operator-binary", QCoreApplication::translate("ascendops::recoverytime", "no set_compile_mode(jit_compile=False) found")),
                    unknownFrom("operator-build-cache", cacheRead)};
        const Evidenced *cache = cacheRead.value;
        if (jit && !jit->first && cache) {
            const QString why = QCoreApplication::translate("ascendops::recoverytime", "jit_compile=False (%1) and ASCEND_CACHE_PATH (%2) are incompatible: pick one")
                                    .arg(jit->second, cache->where);
            return {make("operator-binary", SettingState::Conflict, jit->second, why),
                    make("operator-build-cache", SettingState::Conflict, cache->where, why)};
        }
        if (jit && !jit->first)
            return {operatorBinaryOn(jit->second),
                    make("operator-build-cache", SettingState::Off, {}, QCoreApplication::translate("ascendops::recoverytime", "the operator binary is used instead"))};
        Setting binary = jit ? make("operator-binary", SettingState::Off, jit->second, QStringLiteral("jit_compile=True"))
                             : absent("operator-binary", QCoreApplication::translate("ascendops::recoverytime", "no set_compile_mode(jit_compile=False) found"));
        if (!cache)
            return {binary, absent("operator-build-cache", QCoreApplication::translate("ascendops::recoverytime", "ASCEND_CACHE_PATH is not set"))};
        if (!jit)
            return {binary, make("operator-build-cache", SettingState::Unknown, cache->where,
                                 QCoreApplication::translate("ascendops::recoverytime", "ASCEND_CACHE_PATH is set, but no script calls set_compile_mode(jit_compile=True)"))};
        return {binary, sharedCache("operator-build-cache", *cache, "ASCEND_MAX_OP_CACHE_SIZE")};
    }

    // A compile cache helps a recovery only on storage the new pod sees.
    Setting sharedCache(const char *id, const Evidenced &path, const char *sizeVariable) const
    {
        const MountedVolume *volume = m_facts.volumeHolding(path.value);
        if (!volume || !volume->shared())
            return make(id, SettingState::Off, path.where,
                        QCoreApplication::translate("ascendops::recoverytime", "%1 is not on a shared volume: the cache is lost with the pod").arg(path.value));
        if (volume->readOnly)
            return make(id, SettingState::Off, path.where,
                        QCoreApplication::translate("ascendops::recoverytime", "%1 is on a read-only mount: the cache cannot be written").arg(path.value));
        QString note = QStringLiteral("on %1 %2").arg(volume->kind, volume->source);
        if (!volume->sharedNote().isEmpty())
            note += QStringLiteral("; ") + volume->sharedNote();
        if (sizeVariable) {
            const EnvRead size = read(sizeVariable);
            if (size.unknown.isEmpty() && (!size.value || size.value->value != QLatin1String("-1"))) {
                const QString message = QCoreApplication::translate("ascendops::recoverytime", "the cache is on shared storage: set %1=-1 so that nodes do not "
                                                       "contend for it").arg(QLatin1String(sizeVariable));
                m_problems->append(Problem::warning(path.where.toStdString(), message));
                note += QStringLiteral("; ") + message;
            }
        }
        return make(id, SettingState::On, path.where, note);
    }

    Setting graphCompileCache() const
    {
        const EnvRead enableRead = read("MS_COMPILER_CACHE_ENABLE");
        if (!enableRead.unknown.isEmpty())
            return unknownFrom("graph-compile-cache", enableRead);
        const Evidenced *enable = enableRead.value;
        if (!enable || enable->value != QLatin1String("1"))
            return enable ? make("graph-compile-cache", SettingState::Off, enable->where)
                          : absent("graph-compile-cache", QCoreApplication::translate("ascendops::recoverytime", "MS_COMPILER_CACHE_ENABLE is not set"));
        const EnvRead pathRead = read("MS_COMPILER_CACHE_PATH");
        if (!pathRead.unknown.isEmpty())
            return unknownFrom("graph-compile-cache", pathRead);
        const Evidenced *path = pathRead.value;
        if (!path)
            return make("graph-compile-cache", SettingState::Off, enable->where,
                        QCoreApplication::translate("ascendops::recoverytime", "MS_COMPILER_CACHE_PATH is not set: the cache stays inside the pod"));
        Setting setting = sharedCache("graph-compile-cache", *path, nullptr);
        // MindSpore 2.3.0 brought the cache: judged where the image says the version.
        const bool versionKnown = m_facts.frameworkVersion && m_facts.imageFramework
                               && m_facts.imageFramework->value == QLatin1String(kMindSpore);
        if (versionKnown && compareVersions(m_facts.frameworkVersion->value, QStringLiteral("2.3.0")) < 0)
            return make("graph-compile-cache", SettingState::Conflict, enable->where,
                        QCoreApplication::translate("ascendops::recoverytime", "the graph compile cache needs MindSpore 2.3.0 or later; the image has %1 (%2)")
                            .arg(m_facts.frameworkVersion->value, m_facts.frameworkVersion->where));
        setting.note += versionKnown ? QCoreApplication::translate("ascendops::recoverytime", "; MindSpore %1 (2.3.0 or later)").arg(m_facts.frameworkVersion->value)
                                     : QCoreApplication::translate("ascendops::recoverytime", "; needs MindSpore 2.3.0 or later, which the image's name does not say");
        return setting;
    }

    Setting podRescheduling() const
    {
        const auto label = m_facts.labels.constFind(QStringLiteral("pod-rescheduling"));
        if (label == m_facts.labels.cend() || label->value != QLatin1String("on"))
            return make("pod-rescheduling", SettingState::Off, label == m_facts.labels.cend() ? QString() : label->where,
                        QCoreApplication::translate("ascendops::recoverytime", "job-level rescheduling: every pod is recreated"));
        const auto scheduling = m_facts.labels.constFind(QStringLiteral("fault-scheduling"));
        if (scheduling == m_facts.labels.cend() || scheduling->value == QLatin1String("off"))
            return make("pod-rescheduling", SettingState::Conflict, label->where,
                        QCoreApplication::translate("ascendops::recoverytime", "pod-rescheduling needs the fault-scheduling label"));
        const QString elastic = QCoreApplication::translate("ascendops::recoverytime", "the MindCluster elastic package in the image is not checked");
        for (const ReadScript &script : m_facts.scripts)
            if (script.facts.resetProcess)
                return make("pod-rescheduling", SettingState::On, label->where,
                            QCoreApplication::translate("ascendops::recoverytime", "reset_process.py at %1; %2").arg(script.facts.place(script.facts.resetProcess->line), elastic));
        // Seed 001 asks reset_process.py of MindSpore jobs; for PyTorch
        // MindCluster relies on TaskD or its Elastic Agent in the image
        // (reference §pod-level), which nothing outside the image shows.
        if (m_framework == QLatin1String(kPyTorch))
            return make("pod-rescheduling", SettingState::On, label->where,
                        QCoreApplication::translate("ascendops::recoverytime", "PyTorch: needs TaskD or MindCluster's Elastic Agent in the image "
                                                    "to stop and restart the surviving processes (not checked: inside the image)"));
        if (m_facts.scriptsComplete())
            return make("pod-rescheduling", SettingState::Conflict, label->where,
                        QCoreApplication::translate("ascendops::recoverytime", "needs reset_process.py to manage the training processes: no start script starts it"));
        return make("pod-rescheduling", SettingState::Unknown, label->where,
                    QCoreApplication::translate("ascendops::recoverytime", "the label is on, but reset_process.py, which it needs, was not found and not every "
                                   "start script was read (%1)").arg(unreadScripts()));
    }

    Setting processRecovery() const
    {
        const auto enable = m_facts.labels.constFind(QStringLiteral("process-recover-enable"));
        const auto strategy = m_facts.annotations.constFind(QStringLiteral("recover-strategy"));
        // The Ascend Operator labels an AscendJob's PodGroup
        // process-recover-enable=on itself when recover-strategy is set
        // (reference 2.6): only an explicit off or pause says otherwise.
        const bool byOperator = m_facts.kind == JobKind::AscendJob && enable == m_facts.labels.cend();
        const bool enabled = (enable != m_facts.labels.cend() && enable->value == QLatin1String("on")) || byOperator;
        bool restarts = false;
        if (strategy != m_facts.annotations.cend())
            for (const QString &part : strategy->value.split(QLatin1Char(','), Qt::SkipEmptyParts))
                restarts |= QStringList{QStringLiteral("recover"), QStringLiteral("recover-in-place"), QStringLiteral("retry")}
                                .contains(part.trimmed());
        if (enabled && restarts)
            return make("process-recovery", SettingState::On, strategy->where,
                        byOperator ? QCoreApplication::translate("ascendops::recoverytime", "recover-strategy: %1; the Ascend Operator sets process-recover-enable=on")
                                         .arg(strategy->value)
                                   : QStringLiteral("recover-strategy: %1").arg(strategy->value));
        if (enabled && !byOperator)
            return make("process-recovery", SettingState::Conflict, enable->where,
                        QCoreApplication::translate("ascendops::recoverytime", "process-recover-enable is on, but no recover-strategy restarts processes "
                                       "(recover, recover-in-place or retry)"));
        if (restarts)
            return make("process-recovery", SettingState::Conflict, strategy->where,
                        QCoreApplication::translate("ascendops::recoverytime", "recover-strategy asks for process recovery, but the process-recover-enable label is not on"));
        return make("process-recovery", SettingState::Off);
    }

    const Evidenced *annotation(const char *key) const
    {
        const auto it = m_facts.annotations.constFind(QLatin1String(key));
        return it == m_facts.annotations.cend() ? nullptr : &*it;
    }

    Setting operatorRetry() const
    {
        if (m_facts.platform == RetryPlatform::ModelArts)
            return modelArtsRetry();
        const EnvRead retry = read("HCCL_OP_RETRY_ENABLE");
        if (!retry.unknown.isEmpty())
            return unknownFrom("operator-retry", retry);
        const Evidenced *enable = retry.value;
        if (!enable)
            return absent("operator-retry", QCoreApplication::translate("ascendops::recoverytime", "HCCL_OP_RETRY_ENABLE is not set"));
        const Parsed<RetrySettings> parsed = parseRetryEnable(enable->value);
        if (!parsed)
            return make("operator-retry", SettingState::Conflict, enable->where,
                        QCoreApplication::translate("ascendops::recoverytime", "HCCL_OP_RETRY_ENABLE cannot be read: %1").arg(parsed.problems().value(0).message));
        const bool on = parsed.value().isEnabled(RetryLevel::L1) || parsed.value().isEnabled(RetryLevel::L2);
        return make("operator-retry", on ? SettingState::On : SettingState::Off, enable->where,
                    on ? QStringLiteral("L1/L2: %1").arg(enable->value) : QString());
    }

    // On ModelArts the annotation is the switch; the variable is not seen by
    // the platform (seed 004), and checkRetryEligibility says so.
    Setting modelArtsRetry() const
    {
        const Evidenced *on = annotation(kModelArtsRetryAnnotation);
        if (on && annotationIsTrue(on->value))
            return make("operator-retry", SettingState::On, on->where,
                        QCoreApplication::translate("ascendops::recoverytime", "ModelArts: %1; it cannot be switched off again").arg(QLatin1String(kModelArtsRetryAnnotation)));
        return make("operator-retry", SettingState::Off, on ? on->where : QString(),
                    QCoreApplication::translate("ascendops::recoverytime", "ModelArts: the annotation %1 is not \"true\"").arg(QLatin1String(kModelArtsRetryAnnotation)));
    }

    // Where retry would run, as far as the job and its rank table say.
    RetryTarget retryTarget() const
    {
        RetryTarget target;
        target.platform = m_facts.platform;
        if (m_facts.acceleratorType) {
            target.hardware = hardwareOfAcceleratorType(m_facts.acceleratorType->value);
            target.hardwareWhere = m_facts.acceleratorType->where;
            const QRegularExpressionMatch cards = QRegularExpression(QStringLiteral(R"(^module-[^-]+-(\d+))"))
                                                      .match(m_facts.acceleratorType->value);
            if (cards.hasMatch())
                target.cardsPerServer = {cards.captured(1), m_facts.acceleratorType->where};
        }
        if (m_facts.cannVersion)
            target.cann = {m_facts.cannVersion->value, m_facts.cannVersion->where};
        target.hdk = driverVersion();
        if (m_framework != QLatin1String("unknown"))
            target.framework = {m_framework, m_frameworkWhere};
        if (m_facts.npuRequest)
            target.cardsPerPod = {m_facts.npuRequest->value, m_facts.npuRequest->where};
        if (const Evidenced *mode = env("HCCL_OP_EXPANSION_MODE"))
            target.expansionMode = {mode->value, mode->where};
        for (const ReadScript &script : m_facts.scripts) {
            if (script.facts.mc2)
                target.mc2 = {QStringLiteral("on"), script.facts.place(script.facts.mc2->line)};
            if (script.facts.graphMode)
                target.graphMode = {QStringLiteral("on"), script.facts.place(script.facts.graphMode->line)};
        }
        if (m_facts.platform == RetryPlatform::ModelArts)
            if (const Evidenced *enable = env("HCCL_OP_RETRY_ENABLE"))
                target.enableEnvWhere = enable->where;
        // The operator's table, read live: A3 when it is 1.2, and the host
        // IPs retry negotiates over.
        if (!m_facts.ringsConfigTable.isEmpty()) {
            if (Parsed<JsonValue> table = parseJsonInPlace(m_facts.ringsConfigTable.toStdString())) {
                const RetryRankTableFacts tableFacts = retryRankTableFacts(table.value());
                if (tableFacts.superPodMode && target.hardware == NpuHardware::Unknown) {
                    target.hardware = NpuHardware::A3;
                    target.hardwareWhere = QStringLiteral("rings-config: version 1.2");
                }
                target.hostIps = tableFacts.hostIps;
            }
        }
        return target;
    }

    // The "Version=" line of the driver's version.info on the pod's node;
    // when it was not read, no value and why in `where`.
    RetryFact driverVersion() const
    {
        const QString path = QLatin1String(kDriverVersionFile);
        if (m_facts.podNode.isEmpty())
            return {{}, QCoreApplication::translate("ascendops::recoverytime", "no pod of the job runs on a node to read %1 on").arg(path)};
        const auto file = m_facts.nodeFiles.constFind(path);
        if (file == m_facts.nodeFiles.cend())
            return {{}, QCoreApplication::translate("ascendops::recoverytime", "%1 on node %2 not read: %3").arg(path, m_facts.podNode,
                                                                           m_facts.nodeReadNote.isEmpty() ? QCoreApplication::translate("ascendops::recoverytime", "not read yet")
                                                                                                          : m_facts.nodeReadNote)};
        if (!file->error.isEmpty() || !file->exists)
            return {{}, QCoreApplication::translate("ascendops::recoverytime", "%1 on node %2: %3").arg(path, m_facts.podNode,
                                                              file->error.isEmpty() ? QCoreApplication::translate("ascendops::recoverytime", "no such file") : file->error)};
        const QList<QByteArray> lines = file->text.split('\n');
        for (qsizetype i = 0; i < lines.size(); ++i) {
            const QByteArray line = lines[i].trimmed();
            if (line.startsWith("Version="))
                return {QString::fromUtf8(line.mid(8)).trimmed(),
                        QStringLiteral("node %1:%2:%3").arg(m_facts.podNode, path).arg(i + 1)};
        }
        return {{}, QCoreApplication::translate("ascendops::recoverytime", "%1 on node %2 has no Version= line").arg(path, m_facts.podNode)};
    }

    // Seeds 003/004: what is known to stop retry is an error at its place;
    // what was not checked a note. Nothing while retry is off (but the
    // variable on ModelArts, which is an error either way).
    void checkRetry(const Setting &retry) const
    {
        for (Problem problem : ascendops::checkRetryEligibility(levelsOf(retry.state == SettingState::On), retryTarget())) {
            if (problem.pointer.empty() && problem.severity != Problem::Severity::Note)
                problem.pointer = retry.evidence.toStdString();
            if (problem.isError() && retry.state == SettingState::On && m_retryBlockers)
                *m_retryBlockers << problem.message;
            m_problems->append(problem);
        }
    }

public:
    // What would stop operator retry were the job to switch it on: nothing
    // recommends retry where it cannot work (seeds 003, 004).
    RetryFit retryFit() const
    {
        RetryFit fit;
        const RetryTarget target = retryTarget();
        fit.onA3 = target.hardware == NpuHardware::A3;
        for (const Problem &problem : ascendops::checkRetryEligibility(levelsOf(true), target))
            if (problem.isError() && problem.message != modelArtsRetryVariableMessage())   // a fix, not a bar
                fit.blockers << problem.message;
        return fit;
    }

private:
    // The levels retry is judged at: ModelArts' one annotation switches L1
    // and L2 together (seed 004).
    RetrySettings levelsOf(bool on) const
    {
        RetrySettings settings;
        settings.setEnabled(RetryLevel::L1, on);
        settings.setEnabled(RetryLevel::L2, on && m_facts.platform == RetryPlatform::ModelArts);
        return settings;
    }

    // ModelArts restarts the job itself within a budget (seed 004):
    // fault-tolerance/job-retry-num, unconditional or not.
    Setting platformRestart() const
    {
        const Evidenced *count = annotation("fault-tolerance/job-retry-num");
        const Evidenced *unconditional = annotation("fault-tolerance/job-unconditional-retry");
        if (!count || retryBudgetOf(count->value) == 0)
            return make("platform-restart", SettingState::Off, count ? count->where : QString(),
                        QCoreApplication::translate("ascendops::recoverytime", "fault-tolerance/job-retry-num is not set: ModelArts does not restart the job"));
        const bool always = unconditional && annotationIsTrue(unconditional->value);
        return make("platform-restart", SettingState::On, count->where,
                    QCoreApplication::translate("ascendops::recoverytime", "ModelArts restarts the job up to %1 times%2; the console's pipeline leaves those "
                                   "restarts to it").arg(QString::number(retryBudgetOf(count->value)), always ? QCoreApplication::translate("ascendops::recoverytime", ", after any failure") : QString()));
    }

    Setting hangRetry() const
    {
        const Evidenced *hang = annotation("fault-tolerance/hang-retry");
        const Evidenced *count = annotation("fault-tolerance/job-retry-num");
        if (!hang || !annotationIsTrue(hang->value))
            return make("hang-retry", SettingState::Off, hang ? hang->where : QString(),
                        QCoreApplication::translate("ascendops::recoverytime", "a hung job stays hung until someone restarts it"));
        if (!count || retryBudgetOf(count->value) == 0)
            return make("hang-retry", SettingState::Conflict, hang->where,
                        QCoreApplication::translate("ascendops::recoverytime", "fault-tolerance/hang-retry needs fault-tolerance/job-retry-num beside it"));
        return make("hang-retry", SettingState::On, hang->where,
                    QCoreApplication::translate("ascendops::recoverytime", "ModelArts restarts a hung job in its containers"));
    }

    Setting resumeMode() const
    {
        const EnvRead resumeRead = read("RESUME_MODE_ENABLE");
        if (!resumeRead.unknown.isEmpty())
            return unknownFrom("resume-mode", resumeRead);
        const Evidenced *resume = resumeRead.value;
        if (!resume)
            return absent("resume-mode", QCoreApplication::translate("ascendops::recoverytime", "RESUME_MODE_ENABLE is not set"));
        return make("resume-mode", resume->value == QLatin1String("1") ? SettingState::On : SettingState::Off, resume->where);
    }

    void checkFaultScheduling() const
    {
        const auto label = m_facts.labels.constFind(QStringLiteral("fault-scheduling"));
        if (label == m_facts.labels.cend() || label->value == QLatin1String("off") || label->value.isEmpty())
            m_problems->append(Problem::warning(label == m_facts.labels.cend() ? "/metadata/labels" : label->where.toStdString(),
                QCoreApplication::translate("ascendops::recoverytime", "fault-scheduling is not on: after a fault MindCluster does not reschedule the job, and "
                               "the estimate assumes it does")));
    }

    const JobFacts &m_facts;
    QString m_framework;
    QString m_frameworkWhere;
    Problems *m_problems;
    QStringList *m_retryBlockers;
};

} // namespace

QString frameworkOf(const JobFacts &facts, QString *where)
{
    if (facts.framework) {
        *where = facts.framework->where;
        return facts.framework->value;
    }
    for (const ReadScript &script : facts.scripts) {
        if (script.facts.framework) {
            *where = script.facts.place(script.facts.framework->line);
            return script.facts.framework->value;
        }
        for (const ScriptLaunch &launch : script.facts.launches) {
            *where = script.facts.place(launch.line);
            if (launch.launcher == QLatin1String("msrun"))
                return QString::fromLatin1(kMindSpore);
            if (launch.launcher != QLatin1String("python"))
                return QString::fromLatin1(kPyTorch);
        }
    }
    where->clear();
    return QStringLiteral("unknown");
}

std::vector<Setting> readSettings(const JobFacts &facts, const QString &framework, const QString &frameworkWhere,
                                  Problems *problems, QStringList *retryBlockers)
{
    return SettingReader(facts, framework, frameworkWhere, problems, retryBlockers).read();
}

RetryFit retryFitOf(const JobFacts &facts, const QString &framework, const QString &frameworkWhere)
{
    Problems unused;
    return SettingReader(facts, framework, frameworkWhere, &unused, nullptr).retryFit();
}

} // namespace ascendops::recoverytime
