#include "recoverytime/jobprofile.h"

#include "formats/jobretry.h"
#include "formats/retryparams.h"
#include "recoverytime/jobsettings.h"
#include "recoverytime/mindclusterladder.h"
#include "recoverytime/recommendations.h"

#include <algorithm>
#include <cmath>

#include <QCoreApplication>

namespace ascendops::recoverytime {
namespace {

using Json = nlohmann::json;

SettingState stateOf(const std::vector<Setting> &settings, const char *id)
{
    for (const Setting &setting : settings)
        if (setting.id == QLatin1String(id))
            return setting.state;
    return SettingState::Off;
}

bool on(const std::vector<Setting> &settings, const char *id)
{
    return stateOf(settings, id) == SettingState::On;
}

Phase detection(const std::vector<Setting> &settings, const RecoveryTimeModel &model)
{
    switch (stateOf(settings, "watchdog")) {
    case SettingState::Off:
        return {QStringLiteral("detection"), model.collectiveTimeoutSeconds,
                QCoreApplication::translate("ascendops::recoverytime", "watchdog off: a parameter-plane fault is seen when the collective times out (30 min; seeds 000, 001)")};
    case SettingState::Unknown:
        return {QStringLiteral("detection"), model.watchdogDetectSeconds,
                QCoreApplication::translate("ascendops::recoverytime", "watchdog unknown, assumed on (its default); off, this phase would take %1 s")
                    .arg(model.collectiveTimeoutSeconds)};
    case SettingState::On:
    case SettingState::Conflict: break;
    }
    return {QStringLiteral("detection"), model.watchdogDetectSeconds,
            QCoreApplication::translate("ascendops::recoverytime", "watchdog on: the collective fails once RDMA retransmission gives up "
                           "(HCCL_RDMA_TIMEOUT 20, 7 retries: 30 s) and the watchdog ends the processes")};
}

Phase rescheduling(const std::vector<Setting> &settings, const RecoveryTimeModel &model)
{
    if (on(settings, "process-recovery"))
        return {QStringLiteral("rescheduling"), model.processRestartSeconds,
                QCoreApplication::translate("ascendops::recoverytime", "process-level recovery: only the processes restart, in their pods (one kubelet sync)")};
    if (on(settings, "pod-rescheduling"))
        return {QStringLiteral("rescheduling"), model.podRescheduleSeconds,
                QCoreApplication::translate("ascendops::recoverytime", "pod-level rescheduling: only the faulty pod is recreated (one scheduling cycle)")};
    return {QStringLiteral("rescheduling"), model.jobRescheduleSeconds,
            QCoreApplication::translate("ascendops::recoverytime", "job-level rescheduling: every pod waits out its 30 s grace period and is recreated")};
}

Phase linkSetup(const std::vector<Setting> &settings, const RecoveryTimeModel &model)
{
    if (on(settings, "ranktable-mode"))
        return {QStringLiteral("link-setup"), model.linkSetupRankTableSeconds,
                QCoreApplication::translate("ascendops::recoverytime", "rank-table mode: no rendezvous; under 5 s at 2,048 accelerators (published)")};
    QString basis = QCoreApplication::translate("ascendops::recoverytime", "TCP Store rendezvous, bounded by HCCL_CONNECT_TIMEOUT (%1 s)")
                        .arg(model.linkSetupTcpStoreSeconds);
    if (on(settings, "parallel-store") || on(settings, "hccl-link-setup"))
        basis += QCoreApplication::translate("ascendops::recoverytime", "; Parallel Store and the native HCCL optimization shorten it by an amount no document publishes");
    return {QStringLiteral("link-setup"), model.linkSetupTcpStoreSeconds, basis};
}

Phase checkpointLoad(const std::vector<Setting> &settings, const RecoveryTimeModel &model)
{
    if (on(settings, "mindio-memory-load"))
        return {QStringLiteral("checkpoint-load"), model.checkpointLoadMemorySeconds,
                QCoreApplication::translate("ascendops::recoverytime", "MindIO ACP: the newest checkpoint is read from memory")};
    return {QStringLiteral("checkpoint-load"), model.checkpointLoadStorageSeconds,
            QCoreApplication::translate("ascendops::recoverytime", "from shared storage: 129.5 s for a 405B model at 8,960 GPUs (published)")};
}

Phase compile(const std::vector<Setting> &settings, const QString &framework, const RecoveryTimeModel &model)
{
    if (framework == QLatin1String("mindspore"))
        return on(settings, "graph-compile-cache")
            ? Phase{QStringLiteral("compile"), model.compileCachedSeconds, QCoreApplication::translate("ascendops::recoverytime", "graph compile cache on shared storage")}
            : Phase{QStringLiteral("compile"), model.compileColdSeconds,
                    QCoreApplication::translate("ascendops::recoverytime", "graph compiled from scratch: no published figure, modeled as ten times the cached case")};
    if (on(settings, "operator-binary"))
        return {QStringLiteral("compile"), model.compileBinarySeconds,
                QCoreApplication::translate("ascendops::recoverytime", "operator binary: no published figure, modeled as the cached case")};
    if (on(settings, "operator-build-cache"))
        return {QStringLiteral("compile"), model.compileCachedSeconds, QCoreApplication::translate("ascendops::recoverytime", "operator build cache on shared storage")};
    return {QStringLiteral("compile"), model.compileColdSeconds,
            QCoreApplication::translate("ascendops::recoverytime", "operators built from scratch: no published figure, modeled as ten times the cached case")};
}

std::optional<std::pair<long long, QString>> checkpointIntervalOf(const JobFacts &facts)
{
    for (const ReadScript &script : facts.scripts)
        if (script.facts.checkpointInterval)
            return std::make_pair(script.facts.checkpointInterval->value,
                                  script.facts.place(script.facts.checkpointInterval->line));
    return std::nullopt;
}

// Stable words for --json, whatever the locale.
const char *severityWord(Problem::Severity severity)
{
    switch (severity) {
    case Problem::Severity::Error: return "error";
    case Problem::Severity::Warning: return "warning";
    case Problem::Severity::Note: break;
    }
    return "note";
}

Json optionalNumber(const std::optional<double> &value)
{
    return value ? Json(*value) : Json(nullptr);
}

} // namespace

const Setting *JobProfile::setting(const QString &id) const
{
    for (const Setting &s : settings)
        if (s.id == id)
            return &s;
    return nullptr;
}

std::vector<Phase> estimatePhases(const std::vector<Setting> &settings, const QString &framework,
                                  const RecoveryTimeModel &model)
{
    std::vector<Phase> phases{detection(settings, model), rescheduling(settings, model), linkSetup(settings, model),
                              checkpointLoad(settings, model), compile(settings, framework, model)};
    // A setting that would shorten a phase but could not be read is taken
    // as off there, and the phase says so.
    static const std::vector<std::pair<const char *, std::vector<const char *>>> shorteners{
        {"rescheduling", {"process-recovery", "pod-rescheduling"}},
        {"link-setup", {"ranktable-mode"}},
        {"checkpoint-load", {"mindio-memory-load"}},
        {"compile", {"operator-binary", "operator-build-cache", "graph-compile-cache"}}};
    for (Phase &phase : phases)
        for (const auto &[name, ids] : shorteners)
            if (phase.phase == QLatin1String(name))
                for (const char *id : ids)
                    if (stateOf(settings, id) == SettingState::Unknown)
                        phase.basis += QCoreApplication::translate("ascendops::recoverytime", "; %1 is unknown, taken as off").arg(QLatin1String(id));
    return phases;
}

double totalOf(const std::vector<Phase> &phases)
{
    double total = 0;
    for (const Phase &phase : phases)
        total += phase.seconds;
    return total;
}

JobProfile profileJob(const JobInputs &inputs, const RecoveryTimeModel &model)
{
    return profileJob(gatherJobFacts(inputs), model);
}

namespace {

// HCCL_CONNECT_TIMEOUT's documented range in seconds (reference domain §env).
constexpr std::pair<int, int> kConnectTimeoutRange{120, 7200};

// The job's own HCCL_CONNECT_TIMEOUT bounds the rendezvous in place of the
// default (seed 002 sets 1800); a value HCCL would refuse is said at its place.
RecoveryTimeModel withConnectTimeout(const JobFacts &facts, RecoveryTimeModel model, Problems *problems)
{
    const auto it = facts.env.constFind(QStringLiteral("HCCL_CONNECT_TIMEOUT"));
    if (it == facts.env.cend())
        return model;
    bool ok = false;
    const int seconds = it->value.trimmed().toInt(&ok);
    if (ok && seconds >= kConnectTimeoutRange.first && seconds <= kConnectTimeoutRange.second)
        model.linkSetupTcpStoreSeconds = seconds;
    else
        problems->append(Problem::warning(it->where.toStdString(),
            QCoreApplication::translate("ascendops::recoverytime", "HCCL_CONNECT_TIMEOUT=%1 is not a whole number of seconds "
                                        "from %2 to %3: the estimate keeps %4 s")
                .arg(it->value).arg(kConnectTimeoutRange.first).arg(kConnectTimeoutRange.second).arg(model.linkSetupTcpStoreSeconds)));
    return model;
}

std::optional<RetryReading> retryReadingOf(const JobFacts &facts)
{
    RetryReading reading;
    if (facts.platform == RetryPlatform::ModelArts) {
        // One annotation switches L1 and L2 together (seed 004).
        const auto on = facts.annotations.constFind(QLatin1String(kModelArtsRetryAnnotation));
        const bool enabled = on != facts.annotations.cend() && annotationIsTrue(on->value);
        reading.settings.setEnabled(RetryLevel::L1, enabled);
        reading.settings.setEnabled(RetryLevel::L2, enabled);
        if (on != facts.annotations.cend())
            reading.where = on->where;
    } else if (const auto enable = facts.env.constFind(QStringLiteral("HCCL_OP_RETRY_ENABLE")); enable != facts.env.cend()) {
        const Parsed<RetrySettings> parsed = parseRetryEnable(enable->value);
        if (!parsed)
            return std::nullopt;
        reading.settings = parsed.value();
        reading.where = enable->where;
    }
    if (const auto params = facts.env.constFind(QStringLiteral("HCCL_OP_RETRY_PARAMS")); params != facts.env.cend()) {
        const Parsed<RetrySettings> parsed = parseRetryParams(params->value, reading.settings);
        if (!parsed)
            return std::nullopt;
        reading.settings = parsed.value();
    }
    // On ModelArts the variable switches nothing: only its parameters count.
    for (const char *variable : {"HCCL_OP_RETRY_ENABLE", "HCCL_OP_RETRY_PARAMS"})
        if (facts.unknownEnv.contains(QLatin1String(variable))
            && (facts.platform != RetryPlatform::ModelArts || qstrcmp(variable, "HCCL_OP_RETRY_PARAMS") == 0))
            return std::nullopt;
    return reading;
}

} // namespace

JobProfile profileJob(const JobFacts &facts, const RecoveryTimeModel &defaults)
{
    JobProfile profile;
    profile.job = facts.nameSpace + QLatin1Char('/') + facts.name;
    profile.kind = facts.kind;
    profile.platform = QLatin1String(retryPlatformName(facts.platform));
    profile.platformWhere = facts.platformWhere;
    profile.problems = facts.problems;
    const RecoveryTimeModel model = withConnectTimeout(facts, defaults, &profile.problems);
    profile.podNode = facts.podNode;
    for (const QString &path : facts.nodeFilesWanted)
        if (!facts.nodeFiles.contains(path))
            profile.nodeFilesWanted << path;
    for (const UnreadScript &script : facts.unread)
        profile.problems.append(Problem::note(script.namedAt.toStdString(),
                                              QCoreApplication::translate("ascendops::recoverytime", "%1 was not read: %2").arg(script.path, script.why)));
    QString frameworkWhere;
    profile.framework = frameworkOf(facts, &frameworkWhere);
    QStringList retryBlockers;
    profile.settings = readSettings(facts, profile.framework, frameworkWhere, &profile.problems, &retryBlockers);
    profile.ladder = ladderOf(facts, profile.settings, profile.framework, retryBlockers, {facts.retriesLeft, facts.unconditionalRetriesLeft, facts.spares, facts.sparesPlace});
    profile.retryFit = retryFitOf(facts, profile.framework, frameworkWhere);
    profile.retryReading = retryReadingOf(facts);
    if (profile.retryReading)
        profile.retryReading->blockers = profile.retryFit.blockers;
    for (const Setting &setting : profile.settings)
        if (setting.state == SettingState::Conflict)
            profile.problems.append(Problem::error(setting.evidence.toStdString(),
                                                   QStringLiteral("%1: %2").arg(setting.id, setting.note)));
    profile.phases = estimatePhases(profile.settings, profile.framework, model);
    profile.totalSeconds = totalOf(profile.phases);
    if (const auto interval = checkpointIntervalOf(facts)) {
        profile.checkpointInterval = interval->first;
        profile.checkpointIntervalWhere = interval->second;
        // A fault comes at a uniformly random step between two checkpoints.
        profile.stepsLost = double(interval->first) / 2.0;
    } else {
        profile.problems.append(Problem::note(facts.containerPlace.toStdString(),
            QCoreApplication::translate("ascendops::recoverytime", "no checkpoint interval found among the launcher's arguments (--save-interval and its kin): "
                           "the steps lost are not estimated")));
    }
    profile.lastCheckpoint = facts.lastCheckpoint;
    profile.recommendations = recommend(facts, profile, model);
    return profile;
}

QString stateName(SettingState state)
{
    switch (state) {
    case SettingState::On: return QStringLiteral("on");
    case SettingState::Off: return QStringLiteral("off");
    case SettingState::Conflict: return QStringLiteral("conflict");
    case SettingState::Unknown: break;
    }
    return QStringLiteral("unknown");
}

Json profileToJson(const JobProfile &profile)
{
    Json settings = Json::array();
    for (const Setting &s : profile.settings)
        settings.push_back({{"id", s.id.toStdString()}, {"state", stateName(s.state).toStdString()},
                            {"evidence", s.evidence.toStdString()}, {"note", s.note.toStdString()}});
    Json phases = Json::array();
    for (const Phase &p : profile.phases)
        phases.push_back({{"phase", p.phase.toStdString()}, {"seconds", p.seconds}, {"basis", p.basis.toStdString()}});
    Json recommendations = Json::array();
    for (const Recommendation &r : profile.recommendations) {
        Json change{{"summary", r.change.summary.toStdString()}};
        if (!r.change.patch.is_null())
            change["patch"] = r.change.patch;
        if (!r.change.scriptLines.isEmpty()) {
            change["script"] = r.change.scriptFile.toStdString();
            Json lines = Json::array();
            for (const QString &line : r.change.scriptLines)
                lines.push_back(line.toStdString());
            change["lines"] = lines;
        }
        recommendations.push_back({{"id", r.id.toStdString()}, {"saves_seconds", optionalNumber(r.savesSeconds)},
                                   {"change", change}});
    }
    Json problems = Json::array();
    // The shape every problem has in the CLI's JSON (ranktable validate,
    // retry check): the input, severity, pointer, line and column when
    // known, message.
    for (const Problem &p : profile.problems) {
        Json problem{{"source", profile.job.toStdString()}, {"severity", severityWord(p.severity)}, {"pointer", p.pointer}};
        if (p.line > 0)
            problem["line"] = p.line;
        if (p.column > 0)
            problem["column"] = p.column;
        problem["message"] = p.message.toStdString();
        problems.push_back(problem);
    }
    Json ladder = Json::array();
    for (const LadderRung &rung : profile.ladder.rungs) {
        Json reasons = Json::array();
        for (const QString &reason : rung.reasons)
            reasons.push_back(reason.toStdString());
        ladder.push_back({{"id", rung.id.toStdString()}, {"state", rungStateName(rung.state)}, {"reasons", reasons}});
    }
    Json out{{"job", profile.job.toStdString()},
             {"owner", recoveryOwnerName(profile.ladder.owner.owner)},
             {"owner_reason", profile.ladder.owner.why.toStdString()},
             {"ladder", ladder},
             {"kind", profile.kind == JobKind::AscendJob ? "AscendJob" : "Job"},
             {"framework", profile.framework.toStdString()},
             {"platform", profile.platform.toStdString()},
             {"settings", settings},
             {"phases", phases},
             {"total_seconds", profile.totalSeconds},
             {"checkpoint_interval", profile.checkpointInterval ? Json(*profile.checkpointInterval) : Json(nullptr)},
             {"steps_lost", optionalNumber(profile.stepsLost)},
             {"recommendations", recommendations},
             {"problems", problems}};
    // What the pipeline waits on for a link fault: the same reading.
    out["retry_reading"] = nullptr;
    if (const std::optional<RetryReading> &retry = profile.retryReading)
        out["retry_reading"] = {{"L1", retry->settings.isEnabled(RetryLevel::L1)}, {"L2", retry->settings.isEnabled(RetryLevel::L2)},
                                {"window_ms", retry->settings.isEnabled(RetryLevel::L1) || retry->settings.isEnabled(RetryLevel::L2)
                                                  ? Json(worstCaseHoldMs(retry->settings)) : Json(0)},
                                {"blockers", retry->blockers.join(QStringLiteral("; ")).toStdString()},
                                {"where", retry->where.toStdString()}};
    out["last_checkpoint"] = nullptr;
    if (const std::optional<LastCheckpoint> &last = profile.lastCheckpoint)
        out["last_checkpoint"] = {{"save_dir", last->saveDir.value.toStdString()}, {"where", last->saveDir.where.toStdString()},
                                  {"tracker", last->tracker.toStdString()},
                                  {"step", last->step ? Json(*last->step) : Json(nullptr)}, {"why", last->why.toStdString()}};
    if (profile.measured)
        out["measured"] = {{"incidents", profile.measured->incidents}, {"mean_seconds", profile.measured->meanSeconds},
                           {"scope", profile.measured->scope.toStdString()}};
    return out;
}

} // namespace ascendops::recoverytime
