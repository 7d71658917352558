#include "sim/controllers/trainingprogress.h"

#include "sim/controllers/storedjobprofile.h"
#include "sim/seed/trainingscripts.h"
#include "sim/simlog.h"
#include "core/atomicfile.h"
#include "formats/checkpointtracker.h"
#include "model/objectfields.h"

#include "sim/store/clusterevents.h"
#include "sim/store/jobobjects.h"
#include "sim/store/objectmeta.h"

#include <QDir>
#include <QMetaObject>
#include <QPointer>

#include <algorithm>
#include <cmath>
#include <string_view>

namespace ascendops::sim {
namespace {

using Json = nlohmann::json;

constexpr const char *kRestoreCheckpoint = "ascendops.io/restore-checkpoint";

// Where DIR of the pod's containers is on its host: under a hostPath volume
// mounted over it; "" when none is (NFS, the container's own disk).
std::string hostDirOf(const Json &pod, const std::string &dir)
{
    const Json *containers = fields::find(pod, {"spec", "containers"});
    const Json *volumes = fields::find(pod, {"spec", "volumes"});
    if (!containers || !containers->is_array() || !volumes || !volumes->is_array())
        return {};
    // The mount nearest the directory holds it.
    std::string best, host;
    for (const Json &container : *containers) {
        const Json *mounts = fields::find(container, {"volumeMounts"});
        for (const Json &mount : mounts && mounts->is_array() ? *mounts : Json::array()) {
            const std::string at = fields::text(mount, {"mountPath"}).toStdString();
            if (at.empty() || at.size() <= best.size() || (dir != at && dir.rfind(at + "/", 0) != 0))
                continue;
            best = at;
            host.clear();
            for (const Json &volume : *volumes)
                if (fields::text(volume, {"name"}) == fields::text(mount, {"name"}))
                    host = fields::text(volume, {"hostPath", "path"}).toStdString();
        }
    }
    return host.empty() ? std::string() : host + dir.substr(best.size());
}

std::pair<std::string, std::string> splitKey(const std::string &key)
{
    const std::size_t slash = key.find('/');
    return {key.substr(0, slash), key.substr(slash + 1)};
}

const char *stateName(int state)
{
    static const char *names[] = {"Training", "Stopped", "Resuming", "Hung"};
    return names[state];
}

} // namespace

TrainingProgress::TrainingProgress(ObjectStore &store, SimClock clock, TrainingSettings settings,
                                   RecoveryTimeModel timings, QObject *parent)
    : QObject(parent)
    , m_store(store)
    , m_clock(clock)
    , m_settings(settings)
    , m_timings(timings)
{
    QPointer<TrainingProgress> self(this);
    const std::string podsId = objects::pods().id(), jobsId = objects::jobs().id(),
                      ascendJobsId = objects::ascendJobs().id();
    // Listeners run under the store's lock: only queue the job to look at.
    m_listener = m_store.addListener([self, podsId, jobsId, ascendJobsId](const StoreEvent &event) {
        std::string key;
        if (objects::isFleetObject(event.object->value))
            return;   // FleetChurn's
        if (event.resourceId == podsId) {
            key = metaString(event.object->value, "namespace") + '/' + objects::jobOfPod(event.object->value);
        } else if (event.resourceId == jobsId || event.resourceId == ascendJobsId) {
            // Writes to the job that leave its phase change nothing here.
            if (event.previous && objects::jobPhase(event.previous->value) == objects::jobPhase(event.object->value))
                return;
            key = metaString(event.object->value, "namespace") + '/' + metaString(event.object->value, "name");
        }
        if (key.empty() || key.back() == '/')
            return;
        QMetaObject::invokeMethod(self, [self, key] {
            if (self)
                self->queueEvaluation(key);
        }, Qt::QueuedConnection);
    });
    m_clock.callAfterMs(0, this, [this] { tickAgain(); });
}

// Steps are printed once a modeled second, and not more often than 20
// times a second of the clock, whatever the speed.
void TrainingProgress::tickAgain()
{
    onTick();
    m_clock.callAfterMs(std::max(m_clock.toMs(1.0), 50), this, [this] { tickAgain(); });
}

TrainingProgress::~TrainingProgress()
{
    m_store.removeListener(m_listener);
}

void TrainingProgress::setHung(const std::string &ns, const std::string &job, bool hung)
{
    const auto it = m_runs.find(ns + '/' + job);
    if (it == m_runs.end())
        return;
    Run &run = it->second;
    const qint64 now = m_clock.nowMs();
    if (hung && run.state == State::Training) {
        advance(run, now);
        run.state = State::Hung;
    } else if (!hung && run.state == State::Hung) {
        run.state = State::Training;
        run.lastMs = now;
    }
    print(ns, job, run, true);
}

void TrainingProgress::restartInPlace(const std::string &ns, const std::string &job)
{
    const auto it = m_runs.find(ns + '/' + job);
    const StoreResult found = objects::findJob(m_store, ns, job);
    if (it == m_runs.end() || !found)
        return;
    Run &run = it->second;
    advance(run, m_clock.nowMs());
    stop(run);
    beginResume(ns, job, found.object->value, run);
    print(ns, job, run, true);
}

std::optional<TrainingSnapshot> TrainingProgress::snapshot(const std::string &ns, const std::string &job) const
{
    const auto it = m_runs.find(ns + '/' + job);
    if (it == m_runs.end())
        return std::nullopt;
    Run run = it->second;
    advance(run, m_clock.nowMs());
    return TrainingSnapshot{std::int64_t(run.step), run.lastCheckpoint, run.stepsLost, stateName(int(run.state))};
}

void TrainingProgress::onTick()
{
    for (const ObjectPtr &job : objects::allJobs(m_store))
        if (!objects::isFleetObject(job->value))
            evaluate(metaString(job->value, "namespace"), metaString(job->value, "name"), true);
}

void TrainingProgress::queueEvaluation(const std::string &key)
{
    if (m_queued.empty())
        m_clock.callAfterMs(0, this, [this] { evaluateQueued(); });
    m_queued.insert(key);
}

void TrainingProgress::evaluateQueued()
{
    const std::set<std::string> keys = std::move(m_queued);
    m_queued.clear();
    for (const std::string &key : keys) {
        const auto [ns, job] = splitKey(key);
        evaluate(ns, job, false);
    }
}

void TrainingProgress::evaluate(const std::string &ns, const std::string &job, bool printSteps)
{
    const StoreResult found = objects::findJob(m_store, ns, job);
    if (!found) {
        if (m_telemetry)
            m_telemetry->setJobStalled(ns + '/' + job, false, {});
        m_runs.erase(ns + '/' + job);
        return;
    }
    const Json &object = found.object->value;
    Run &run = runFor(ns + '/' + job, object);
    const qint64 now = m_clock.nowMs();
    advance(run, now);
    const bool running = allPodsRunning(ns, job, object);
    if (!running && run.state != State::Stopped) {
        stop(run);
    } else if (running && run.state == State::Stopped) {
        beginResume(ns, job, object, run);
    } else if (run.state == State::Resuming && now >= run.resumeAtMs) {
        run.state = State::Training;
        run.lastMs = now;
    }
    print(ns, job, run, printSteps);
}

TrainingProgress::Run &TrainingProgress::runFor(const std::string &key, const Json &job)
{
    auto [it, inserted] = m_runs.try_emplace(key);
    if (inserted) {
        Run &run = it->second;
        run.lines.layout = logLayoutOf(job);
        run.lines.totalSteps = m_settings.totalSteps;
        run.lines.secondsPerStep = m_settings.secondsPerStep;
        run.lines.checkpointDir = checkpointDirOf(metaString(job, "name"));
        run.state = objects::jobPhase(job) == "Running" ? State::Training : State::Stopped;
        run.lastMs = m_clock.nowMs();
    }
    return it->second;
}

void TrainingProgress::advance(Run &run, qint64 nowMs) const
{
    if (run.state == State::Training) {
        const double modeledSeconds = double(nowMs - run.lastMs) * m_clock.speed() / 1000.0;
        run.step += modeledSeconds / std::max(m_settings.secondsPerStep, 1e-6);
        const int interval = std::max(m_settings.checkpointIntervalSteps, 1);
        run.lastCheckpoint = std::max(run.lastCheckpoint, std::int64_t(run.step) / interval * interval);
    }
    run.lastMs = nowMs;
}

// Every rank stops with the first one: a collective never completes without it.
void TrainingProgress::stop(Run &run)
{
    run.state = State::Stopped;
}

void TrainingProgress::beginResume(const std::string &ns, const std::string &job, const Json &object, Run &run)
{
    const std::int64_t reached = std::int64_t(run.step);
    takeRestoreRequest(ns, job, object, run);
    run.stepsLost = reached - run.lastCheckpoint;
    run.step = double(run.lastCheckpoint);
    run.state = State::Resuming;
    const ResumeSeconds parts = resumeSeconds(ns, job, object);
    const double seconds = parts.linkSetup + parts.checkpointLoad + parts.compile;
    const qint64 now = m_clock.nowMs();
    run.loadAtMs = now + m_clock.toMs(parts.linkSetup);
    run.compileAtMs = now + m_clock.toMs(parts.linkSetup + parts.checkpointLoad);
    run.resumeAtMs = now + m_clock.toMs(seconds);
    // Each phase change shows on the job when it happens.
    for (const qint64 at : {run.loadAtMs, run.compileAtMs, run.resumeAtMs})
        m_clock.callAfterMs(at - now, this, [this, key = ns + '/' + job] { queueEvaluation(key); });
    recordEvent(m_store, {ns, "Job", job, ns, run.stepsLost > 0 ? "Warning" : "Normal", "ResumeFromCheckpoint",
                          "training restarts from checkpoint step " + std::to_string(run.lastCheckpoint) + " (reached "
                              + std::to_string(reached) + ", " + std::to_string(run.stepsLost) + " steps lost); link setup, "
                              "checkpoint load and compilation take " + std::to_string(std::lround(seconds)) + " s",
                          "training"});
}

// A rollback can ask for an older checkpoint (ascendops.io/restore-checkpoint:
// a saved step, or "latest"); the training script reads the request once
// when it starts and clears it, so a later restart resumes as usual.
void TrainingProgress::takeRestoreRequest(const std::string &ns, const std::string &job, const Json &object, Run &run)
{
    const std::string requested = objects::annotationOf(object, kRestoreCheckpoint);
    if (requested.empty())
        return;
    char *end = nullptr;
    const long long step = std::strtoll(requested.c_str(), &end, 10);
    const std::int64_t interval = m_settings.checkpointIntervalSteps;
    if (end != requested.c_str() && *end == '\0' && step >= 0 && step <= run.lastCheckpoint && interval > 0
        && step % interval == 0)
        run.lastCheckpoint = step;
    m_store.patch(objects::jobResourceOf(object), ns, job, PatchType::Merge,
                  Json{{"metadata", {{"annotations", {{kRestoreCheckpoint, nullptr}}}}}}, false);
}

bool TrainingProgress::allPodsRunning(const std::string &ns, const std::string &job, const Json &object) const
{
    if (objects::jobPhase(object) != "Running")
        return false;
    const std::vector<ObjectPtr> pods = objects::podsOfJob(m_store, ns, job);
    const int wanted = object.value("spec", Json::object()).value("minAvailable", int(pods.size()));
    const auto running = std::count_if(pods.begin(), pods.end(), [](const ObjectPtr &pod) {
        return objects::podPhase(pod->value) == "Running" && metaString(pod->value, "deletionTimestamp").empty();
    });
    return !pods.empty() && running == std::ptrdiff_t(pods.size()) && running >= wanted;
}

// What the restarted processes do before the first step (set up links,
// load the checkpoint, compile), as long as the job's profile says.
TrainingProgress::ResumeSeconds TrainingProgress::resumeSeconds(const std::string &ns, const std::string &,
                                                                const Json &object) const
{
    const recoverytime::JobProfile profile = storedJobProfile(m_store, ns, object, m_timings);
    return {phaseSeconds(profile, "link-setup"), phaseSeconds(profile, "checkpoint-load"), phaseSeconds(profile, "compile")};
}

const char *TrainingProgress::phaseOf(const Run &run, qint64 nowMs)
{
    switch (run.state) {
    case State::Stopped: return "stopped";
    case State::Training:
    case State::Hung: return "training";   // a hung process still thinks it trains
    case State::Resuming: break;
    }
    if (nowMs < run.loadAtMs)
        return "link-setup";
    return nowMs < run.compileAtMs ? "checkpoint-load" : "compile";
}

void TrainingProgress::print(const std::string &ns, const std::string &job, Run &run, bool printSteps)
{
    tellStalled(ns, job, run);
    const char *phase = phaseOf(run, m_clock.nowMs());
    const auto [first, last] = printingPods(ns, job);
    if (std::string_view(phase) != run.printedPhase) {
        const std::string_view was = run.printedPhase;
        run.printedPhase = phase;
        if (std::string_view(phase) == "link-setup") {
            printTo(ns, first, run.lines.linkSetup());
            if (last != first)
                printTo(ns, last, run.lines.linkSetup());
        } else if (std::string_view(phase) == "checkpoint-load") {
            printTo(ns, first, run.lines.checkpointLoading(run.lastCheckpoint));
        } else if (std::string_view(phase) == "compile") {
            printTo(ns, first, run.lines.checkpointLoaded(run.lastCheckpoint));
        } else if (std::string_view(phase) == "stopped" && (was == "training" || was == "compile")) {
            // The ranks left wait in a collective for the one that went, and fail.
            printTo(ns, first, run.lines.peerLost());
            if (last != first)
                printTo(ns, last, run.lines.peerLost());
        }
        if (std::string_view(phase) != "training" && std::string_view(phase) != "stopped") {
            run.printedStep = run.lastCheckpoint;   // a restart counts on from its checkpoint
            run.printedCheckpoint = run.lastCheckpoint;
        }
    }
    if (run.state != State::Training || !printSteps)
        return;
    // A step line once a step is done (the first is step 1).
    const std::int64_t step = std::int64_t(run.step);
    if (step > std::max<std::int64_t>(run.printedStep, 0)) {
        printTo(ns, last, {run.lines.step(step)});
        printTo(ns, last, run.lines.epochEnd(std::max<std::int64_t>(run.printedStep, 0), step));
        run.printedStep = step;
    }
    if (run.lastCheckpoint > run.printedCheckpoint) {
        printTo(ns, first, run.lines.checkpointSaved(run.lastCheckpoint));
        run.printedCheckpoint = run.lastCheckpoint;
        writeTracker(ns, first, run);
    }
}

// Megatron's rank 0 records the save it completed in the --save directory;
// where that is on a host directory, the file is written there.
void TrainingProgress::writeTracker(const std::string &ns, const std::string &pod, const Run &run)
{
    if (run.lines.layout != LogLayout::Megatron || pod.empty())
        return;
    const StoreResult found = m_store.get(objects::pods(), ns, pod);
    const std::string host = found ? hostDirOf(found.object->value, run.lines.checkpointDir) : std::string();
    if (host.empty())
        return;
    const QString dir = QString::fromStdString(host);
    QString reason;
    if (!QDir().mkpath(dir) || !writeFileAtomically(dir + QLatin1Char('/') + QLatin1String(kCheckpointTrackerFile),
                                                   QByteArray::number(qlonglong(run.lastCheckpoint)), &reason))
        qCWarning(lcSim) << "cannot write the checkpoint tracker in" << dir << reason;
}

void TrainingProgress::tellStalled(const std::string &ns, const std::string &job, Run &run)
{
    const bool stalled = run.state == State::Hung;
    if (!m_telemetry || stalled == run.toldStalled)
        return;
    run.toldStalled = stalled;
    std::vector<std::string> nodes;
    for (const ObjectPtr &pod : objects::podsOfJob(m_store, ns, job))
        if (const std::string node = pod->value.value("spec", Json::object()).value("nodeName", ""); !node.empty())
            nodes.push_back(node);
    m_telemetry->setJobStalled(ns + '/' + job, stalled, nodes);
}

std::pair<std::string, std::string> TrainingProgress::printingPods(const std::string &ns, const std::string &job) const
{
    std::string first, last;
    int firstRank = 0, lastRank = -1;
    for (const ObjectPtr &pod : objects::podsOfJob(m_store, ns, job)) {
        if (!metaString(pod->value, "deletionTimestamp").empty())
            continue;
        const int rank = std::max(0, objects::rankIndexOf(pod->value));
        const std::string name = metaString(pod->value, "name");
        if (first.empty() || rank < firstRank || (rank == firstRank && name < first))
            first = name, firstRank = rank;
        if (last.empty() || rank > lastRank || (rank == lastRank && name > last))
            last = name, lastRank = rank;
    }
    return {first, last};
}

void TrainingProgress::printTo(const std::string &ns, const std::string &pod, const std::vector<std::string> &lines)
{
    if (pod.empty())
        return;
    for (const std::string &line : lines)
        m_store.podLogs().append(ns, pod, m_clock.nowMs(), line);
}

} // namespace ascendops::sim
