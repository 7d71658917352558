#include "clustermodel/jobprogresswatch.h"

#include "kube/apiclient.h"
#include "model/jobsummary.h"
#include "model/objectfields.h"
#include "model/trainingjob.h"

#include <algorithm>

namespace ascendops::clustermodel {

namespace {

using Json = nlohmann::json;

// The job's framework label and the images its pods run: what a profile's
// appliesTo is matched against.
void collectImages(const Json &value, QStringList *out)
{
    if (value.is_object()) {
        for (auto it = value.begin(); it != value.end(); ++it) {
            if (it.key() == "image" && it.value().is_string())
                out->append(QString::fromStdString(it.value().get<std::string>()));
            else
                collectImages(it.value(), out);
        }
    } else if (value.is_array()) {
        for (const Json &item : value)
            collectImages(item, out);
    }
}

} // namespace

JobProgressWatch::JobProgressWatch(ClusterWatch &watch, kube::ApiClient *client, JobProgressSettings settings,
                                   QObject *parent)
    : QObject(parent), m_watch(watch), m_client(client), m_settings(std::move(settings))
{
}

JobProgressWatch::~JobProgressWatch() = default;

void JobProgressWatch::start()
{
    if (m_started)
        return;
    m_started = true;
    if (Informer *pods = m_watch.pods()) {
        connect(pods, &Informer::added, this, [this](const QString &, const Json &pod) { reconcileSoon(jobKeyOfPod(pod)); });
        connect(pods, &Informer::updated, this, [this](const QString &, const Json &before, const Json &pod) {
            reconcileSoon(jobKeyOfPod(before));
            reconcileSoon(jobKeyOfPod(pod));
        });
        connect(pods, &Informer::deleted, this, [this](const QString &, const Json &pod) { reconcileSoon(jobKeyOfPod(pod)); });
        connect(pods, &Informer::synced, this, [this] { reconcileAllSoon(); });
    }
    // A job deleted after its pods: what was read of it goes.
    for (Informer *jobs : {m_watch.volcanoJobs(), m_watch.ascendJobs()})
        if (jobs)
            connect(jobs, &Informer::deleted, this, [this](const QString &key) { reconcileSoon(key); });
    reconcileAllSoon();
}

void JobProgressWatch::reconcileAllSoon()
{
    m_allDirty = true;
    reconcileSoon();
}

void JobProgressWatch::reconcileSoon(const QString &jobKey)
{
    if (!jobKey.isEmpty())
        m_dirtyJobs.insert(jobKey);
    if (m_reconcileQueued || (m_dirtyJobs.isEmpty() && !m_allDirty))
        return;
    m_reconcileQueued = true;
    m_settings.clock->callAfter(0, this, [this] {
        m_reconcileQueued = false;
        reconcile();
    });
}

// Which pods to read: rank 0 and the last rank of each job, running; of
// the jobs whose pods changed since the last look.
void JobProgressWatch::reconcile()
{
    QSet<QString> jobs = std::exchange(m_dirtyJobs, {});
    if (std::exchange(m_allDirty, false)) {
        for (const Json *job : m_watch.trainingJobs())
            jobs.insert(fields::text(*job, {"metadata", "namespace"}) + QLatin1Char('/') + fields::text(*job, {"metadata", "name"}));
        for (const QString &jobKey : m_followedByJob.keys())
            jobs.insert(jobKey);
        for (const QString &jobKey : m_jobs.keys())
            jobs.insert(jobKey);
    }
    // A slice of them now, the rest in the next pass: every job of a fleet
    // at its first sync was a tenth of a second in one, 32 of them 20 ms
    // (each opens its log streams; its pods are chosen by index values, and
    // only the two read are unpacked).
    constexpr qsizetype kJobsAPass = 8;
    if (jobs.size() > kJobsAPass) {
        for (auto it = jobs.begin(); it != jobs.end() && jobs.size() > kJobsAPass;) {
            m_dirtyJobs.insert(*it);
            it = jobs.erase(it);
        }
        reconcileSoon();
    }
    const qsizetype streams = m_pods.size();
    for (const QString &jobKey : std::as_const(jobs))
        reconcileJob(jobKey);
    // Streams were freed: a job left over the limit may be read now.
    if (m_pods.size() < streams)
        for (auto it = m_jobs.cbegin(); it != m_jobs.cend(); ++it)
            if (!it->notRead.isEmpty() && !jobs.contains(it.key()))
                reconcileSoon(it.key());
}

void JobProgressWatch::reconcileJob(const QString &jobKey)
{
    QSet<QString> wanted;
    QString notRead;
    const bool gone = !m_watch.trainingJob(jobKey);
    if (!gone && m_watch.pods()) {
        const Informer &cache = *m_watch.pods();
        QString first, last;
        int firstRank = 0, lastRank = 0;
        for (const QString &key : cache.keysWhere(kPodsByJob, jobKey)) {
            const QString running = cache.indexValue(kPodsByRunningRank, key);
            if (running.isEmpty())
                continue;
            const int rank = running.toInt();
            if (first.isEmpty() || rank < firstRank)
                std::tie(first, firstRank) = std::pair(key, rank);
            if (last.isEmpty() || rank > lastRank)
                std::tie(last, lastRank) = std::pair(key, rank);
        }
        for (const QString &chosen : {first, last}) {
            const std::optional<Json> object = chosen.isEmpty() ? std::nullopt : cache.object(chosen);
            if (!object)
                continue;
            const Json *pod = &*object;
            const QString key = fields::text(*pod, {"metadata", "namespace"}) + QLatin1Char('/')
                + fields::text(*pod, {"metadata", "name"});
            const auto it = m_pods.find(key);
            if (it != m_pods.end() && it->uid != fields::text(*pod, {"metadata", "uid"}))
                drop(key);   // made again under its name: a new log
            if (!m_pods.contains(key) && m_pods.size() >= m_settings.maxStreams) {
                notRead = QStringLiteral("%1 is not read: %2 log streams are open already (the limit)")
                              .arg(key)
                              .arg(m_settings.maxStreams);
                continue;
            }
            wanted.insert(key);
            if (!m_pods.contains(key))
                follow(*pod, jobKey);
        }
    }
    for (const QString &key : m_followedByJob.value(jobKey))
        if (!wanted.contains(key))
            drop(key);
    if (gone) {
        m_jobs.remove(jobKey);   // a job that is gone takes what was read of it along
        return;
    }
    if (const auto it = m_jobs.find(jobKey); it != m_jobs.end())
        it->notRead = notRead;
    else if (!notRead.isEmpty())
        m_jobs[jobKey].notRead = notRead;
}

void JobProgressWatch::follow(const Json &pod, const QString &jobKey)
{
    const QString ns = fields::text(pod, {"metadata", "namespace"}), name = fields::text(pod, {"metadata", "name"});
    const QString key = ns + QLatin1Char('/') + name;
    const auto known = m_jobs.constFind(jobKey);
    PodLog &log = m_pods[key];
    log.jobKey = jobKey;
    m_followedByJob[jobKey].insert(key);
    log.stepsKnownAtMs = known != m_jobs.cend() ? known->newestStepAtMs : -1;
    log.uid = fields::text(pod, {"metadata", "uid"});
    log.reader = std::make_shared<TrainingLogReader>(profilesFor(jobKey));
    log.reader->setTimestamped(true);
    if (m_client) {
        // A pod with a sidecar: its training container, not whichever the server would refuse to guess.
        log.follower = new kube::PodLogFollower(*m_client, ns, name, trainingContainerOf(pod), m_settings.budget,
                                                *m_settings.clock, this);
        connect(log.follower, &kube::PodLogFollower::linesReceived, this,
                [this, ns, name](const QByteArray &lines) { receive(ns, name, lines); });
        connect(log.follower, &kube::PodLogFollower::caughtUp, this, [this, key] {
            if (const auto it = m_pods.find(key); it != m_pods.end())
                it->live = true;
        });
        log.follower->start();
    } else {
        log.live = true;   // lines handed in (tests) come as they are printed
    }
    merge(jobKey);
}

void JobProgressWatch::drop(const QString &podKey)
{
    const auto it = m_pods.find(podKey);
    if (it == m_pods.end())
        return;
    const QString jobKey = it->jobKey;
    if (const auto followed = m_followedByJob.find(jobKey); followed != m_followedByJob.end()) {
        followed->remove(podKey);
        if (followed->isEmpty())
            m_followedByJob.erase(followed);
    }
    if (it->follower) {
        // Lines it has queued must not reach a pod made again under its name.
        it->follower->disconnect(this);
        it->follower->stop();
        it->follower->deleteLater();
    }
    m_pods.erase(it);
    merge(jobKey);
}

void JobProgressWatch::setAddedProfiles(std::vector<TrainingLogProfile> profiles)
{
    m_settings.addedProfiles = std::move(profiles);
    for (const QString &key : m_pods.keys())
        drop(key);
    // Read afresh, the count of steps read goes on from where it was: a
    // recovery waiting for one more step keeps its baseline.
    for (auto it = m_jobs.begin(); it != m_jobs.end(); ++it) {
        JobProgress fresh;
        fresh.stepChanges = it->stepChanges;
        *it = fresh;
        emit progressChanged(it.key());
    }
    reconcileAllSoon();
}

void JobProgressWatch::receive(const QString &ns, const QString &pod, const QByteArray &lines)
{
    const QString key = ns + QLatin1Char('/') + pod;
    auto it = m_pods.find(key);
    if (it == m_pods.end()) {
        // Lines handed in for a pod not followed (tests, with no client): read it for its job.
        const std::optional<Json> cached = m_watch.pods() ? m_watch.pods()->object(key) : std::nullopt;
        if (m_client || !cached)
            return;
        const QString jobKey = jobKeyOfPod(*cached);
        if (jobKey.isEmpty())
            return;
        follow(*cached, jobKey);
        it = m_pods.find(key);
    }
    it->reader->feed(lines);
    merge(it->jobKey);
}

bool JobProgressWatch::reading(const QString &jobKey) const
{
    bool any = false;
    for (const PodLog &log : m_pods)
        if (log.jobKey == jobKey) {
            if (log.follower && !log.follower->isStreaming())
                return false;
            any = true;
        }
    return any;
}

bool JobProgressWatch::freshSince(const QString &jobKey, qint64 sinceMs) const
{
    // Heard: its bytes (a resumed stream gives its last line again) came
    // before any step since could. An empty log gives none: open a little
    // while, it would have.
    constexpr qint64 kQuietOpenMs = 2000;
    const qint64 now = m_settings.clock->nowMs();
    for (const PodLog &log : m_pods) {
        if (log.jobKey != jobKey || !log.follower)
            continue;
        const qint64 open = log.follower->streamingSinceMs();
        const bool heard = log.follower->heardSinceConnect() || (open > 0 && now - open >= kQuietOpenMs);
        if (log.follower->connectedAtMs() <= sinceMs || !heard)
            return false;
    }
    return true;
}

void JobProgressWatch::reopen(const QString &jobKey, qint64 sinceMs)
{
    for (const PodLog &log : m_pods)
        if (log.jobKey == jobKey && log.follower && log.follower->connectedAtMs() <= sinceMs)
            log.follower->reopen();
}

// The job's progress from what its pods' logs said since the last merge, on
// top of what was read before (of earlier pods too).
void JobProgressWatch::merge(const QString &jobKey)
{
    JobProgress &job = m_jobs[jobKey];
    const JobProgress before = job;
    const qint64 now = m_settings.clock->nowMs();
    QString unknown;
    job.pods.clear();
    for (auto it = m_pods.begin(); it != m_pods.end(); ++it) {
        if (it->jobKey != jobKey)
            continue;
        PodLog &pod = *it;
        const TrainingLogSummary &log = pod.reader->summary();
        job.pods << it.key();
        if (log.known())
            job.framework = log.framework;
        else
            unknown = QStringLiteral("%1: %2").arg(it.key(), log.unknownReason);
        // A step line read now (a repeated one too: MindSpore prints the
        // same step at every epoch's end) is the job's newest step.
        if (log.stepLines > pod.stepLines) {
            pod.stepLines = log.stepLines;
            job.lastStep = log.lastStep;
            job.stepSeenMs = now;
            // Progress is a step printed while followed, or one in a pod's
            // history dated after the newest the job had printed when the
            // pod was followed (a pod made again); a history re-read (the
            // console started, the profiles changed) says where the job
            // stands, not that it moved.
            const bool newer = pod.stepsKnownAtMs >= 0 && log.lastStepAtMs > pod.stepsKnownAtMs;
            job.stepChanges += pod.live || newer;
            job.newestStepAtMs = std::max(job.newestStepAtMs, log.lastStepAtMs);
        }
        if (log.phase != pod.phase) {
            pod.phase = log.phase;
            job.phase = log.phase;
        }
        if (log.checkpointLoaded >= 0 && log.checkpointLoaded != pod.loaded) {
            pod.loaded = log.checkpointLoaded;
            job.checkpointLoaded = log.checkpointLoaded;
            job.checkpointLoadedSeenMs = now;
        }
        // Saves in the order read: after a rollback the newest is the one saved last.
        const qint64 fresh = std::min<qint64>(log.checkpointsRead - pod.savesRead, log.checkpointsSaved.size());
        for (qint64 i = log.checkpointsSaved.size() - fresh; i < log.checkpointsSaved.size(); ++i) {
            job.checkpointsSaved.removeAll(log.checkpointsSaved[i]);
            job.checkpointsSaved.append(log.checkpointsSaved[i]);
        }
        pod.savesRead = log.checkpointsRead;
        if (log.totalSteps > 0)
            job.totalSteps = log.totalSteps;
        if (log.stepSeconds > 0)
            job.stepSeconds = log.stepSeconds;
        if (log.error != pod.error) {
            pod.error = log.error;
            pod.errorAtStepChanges = job.stepChanges;
        }
    }
    // The error a log ends in, unless the job stepped since (rank 0 prints
    // no steps: another pod's step says the run went on).
    job.error.clear();
    job.errorPod.clear();
    for (auto it = m_pods.cbegin(); it != m_pods.cend(); ++it)
        if (it->jobKey == jobKey && !it->error.isEmpty() && it->errorAtStepChanges == job.stepChanges) {
            job.error = it->error;
            job.errorPod = it.key();
        }
    while (job.checkpointsSaved.size() > TrainingLogReader::kMaxCheckpoints)
        job.checkpointsSaved.removeFirst();
    job.unknownReason = job.known() ? QString() : unknown.isEmpty() ? job.unknownReason : unknown;
    if (job.pods.isEmpty() && !before.pods.isEmpty())
        job.phase.clear();   // no pod runs: nothing is said of the next run yet
    if (job.lastStep != before.lastStep || job.stepChanges != before.stepChanges || job.phase != before.phase
        || job.error != before.error || job.checkpointLoaded != before.checkpointLoaded
        || job.checkpointsSaved != before.checkpointsSaved || job.framework != before.framework || job.pods != before.pods)
        emit progressChanged(jobKey);
}

std::vector<TrainingLogProfile> JobProgressWatch::profilesFor(const QString &jobKey) const
{
    std::vector<TrainingLogProfile> all = m_settings.addedProfiles;
    all.insert(all.end(), builtInTrainingLogProfiles().begin(), builtInTrainingLogProfiles().end());
    const Json *job = m_watch.trainingJob(jobKey);
    if (!job)
        return all;
    const QString named = fields::text(*job, {"metadata", "annotations", kLogProfileAnnotation});
    if (!named.isEmpty())
        if (const TrainingLogProfile *profile = findTrainingLogProfile(all, named))
            return {*profile};
    QStringList said{fields::text(*job, {"metadata", "labels", "framework"})};
    collectImages(*job, &said);
    const QString text = said.join(QLatin1Char(' '));
    std::stable_partition(all.begin(), all.end(), [&](const TrainingLogProfile &profile) {
        return !profile.appliesTo.pattern().isEmpty() && profile.appliesTo.match(text).hasMatch();
    });
    return all;
}

const JobProgress *JobProgressWatch::progressOf(const QString &jobKey) const
{
    const auto it = m_jobs.find(jobKey);
    return it == m_jobs.end() ? nullptr : &*it;
}

int JobProgressWatch::streams() const
{
    return int(std::count_if(m_pods.begin(), m_pods.end(), [](const PodLog &log) { return log.follower != nullptr; }));
}

} // namespace ascendops::clustermodel
