#pragma once
// Test support: one embedded cluster with recovery pipelines of this process
// watching it, each writing a real journal. The job's fault-scheduling is
// external-force, so the simulated Volcano leaves failed pods alone and
// whatever gets the job back is the pipeline's doing.
//
// Where the cluster runs:
//   in memory (the default): its controllers in this process, its API
//     answered from its store without a socket (MemoryApi), and the cluster
//     and the pipelines on one manual clock. While the test waits, the
//     scenario lets everything that is posted happen, then moves the clock
//     to the next time something is due (at most kPumpStepMs on), again and
//     again: a discrete-event simulation, in which a recovery of minutes
//     passes in a fraction of a second and nothing waits on real time. When
//     an incident changes, the clock stands still for kHoldMs of real time,
//     so that the test's wait (which looks every 10 ms) sees a state that
//     lasts only a moment of the clock (verifying).
//   over HTTPS (SCENARIO_OVER_HTTPS defined): `sim serve` as a user runs it,
//     the real client, the system clock. A few cases run so, one per rung
//     (tests/CMakeLists.txt), to prove the wiring end to end.
#include "core/clock.h"
#include "clustermodel/clusterwatch.h"
#include "kube/kubeclient.h"
#include "kube/kubeconfig.h"
#include "kube/kubereply.h"
#include "model/jobsummary.h"
#include "model/objectfields.h"
#include "journal/journal.h"
#include "journal/journalrecord.h"
#include "pipeline/recoverypipeline.h"

#include "memorycluster.h"
#include "simserver.h"

#include "sim/seed/trainingscripts.h"
#include "sim/simcluster.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <map>
#include <memory>

namespace scenario {

using namespace ascendops;
using Json = nlohmann::json;

struct PodState
{
    QString uid;
    QString node;
    QString phase;
    int rank = -1;
};

// One pipeline instance on a cluster: its own client, watch and journal.
struct PipelineInstance
{
    std::unique_ptr<kube::ApiClient> client;
    std::unique_ptr<clustermodel::ClusterWatch> watch;
    journal::Journal journal;
    std::unique_ptr<pipeline::RecoveryPipeline> pipeline;
    QString journalDir;
};

#ifdef SCENARIO_OVER_HTTPS
constexpr bool kOverHttps = true;
#else
constexpr bool kOverHttps = false;
#endif

class Scenario
{
public:
    // In memory: the longest step of the clock at once, and the real time
    // one pump of it may take before the test's wait looks again.
    static constexpr qint64 kPumpStepMs = 50;
    static constexpr qint64 kPumpBudgetMs = 5;
    static constexpr qint64 kHoldMs = 40;

    // speed compresses the simulation; 20 keeps a job restart near 8 s.
    // `extra` are `sim serve` flags; in memory, those that shape the preset.
    bool start(const QString &preset, double speed = 20, QStringList extra = {})
    {
        if (!m_dir.isValid())
            return fail(QStringLiteral("no temporary directory"));
        if (!kOverHttps)
            return startInMemory(preset, speed, extra);
        m_server = std::make_unique<SimServer>(m_dir.filePath(QStringLiteral("kubeconfig")), preset,
                                               QStringList{QStringLiteral("--speed"), QString::number(speed),
                                                           QStringLiteral("--fault-scheduling"), QStringLiteral("external-force")}
                                                   + extra);
        QString error;
        if (!m_server->start(0, &error))
            return fail(error);
        const kube::Kubeconfig config = kube::Kubeconfig::load({m_server->kubeconfig()});
        const auto resolved = config.resolve(QStringLiteral("sim-admin"));
        if (!resolved.connection)
            return fail(QStringLiteral("no sim-admin context"));
        m_connection = *resolved.connection;
        return true;
    }

    static pipeline::PipelineSettings defaults(const QString &identity = QStringLiteral("pipeline-a"))
    {
        pipeline::PipelineSettings settings;
        settings.mode = pipeline::PipelineMode::Auto;
        settings.identity = identity;
        settings.verifyTimeoutMs = 90000;
        settings.detector.hangMs = 3000;
        settings.settleMs = 600;
        return settings;
    }

    // Adds a pipeline and waits until it watches a synced cluster.
    PipelineInstance *addPipeline(pipeline::PipelineSettings settings = defaults())
    {
        auto instance = std::make_unique<PipelineInstance>();
        if (m_memory) {
            instance->client = std::make_unique<testing::MemoryApi>(m_memory->store());
            settings.clock = &m_clock;
        } else {
            instance->client = std::make_unique<kube::KubeClient>(m_connection);
        }
        instance->watch = std::make_unique<clustermodel::ClusterWatch>(instance->client.get());
        if (m_memory)
            instance->watch->setCoalesceInterval(0);   // its real-time timer would lag the clock
        instance->journalDir = m_dir.filePath(QStringLiteral("journal-%1").arg(m_instances.size()));
        QString error;
        if (!instance->journal.open(instance->journalDir, &error)) {
            fail(error);
            return nullptr;
        }
        instance->pipeline = std::make_unique<pipeline::RecoveryPipeline>(*instance->client, *instance->watch,
                                                                          &instance->journal, settings);
        QSignalSpy synced(instance->watch.get(), &clustermodel::ClusterWatch::synced);
        instance->watch->start();
        if (!synced.wait(20000)) {
            fail(QStringLiteral("the watch did not sync"));
            return nullptr;
        }
        instance->pipeline->start();
        watchIncidents(*instance);
        m_instances.push_back(std::move(instance));
        return m_instances.back().get();
    }

    PipelineInstance &first() { return *m_instances.front(); }

    // The instance's pipeline stops, as a process that is killed or quits,
    // and a new one starts on the same journal and watch with `settings`
    // (a new Lease identity, as a new process has).
    bool restartPipeline(PipelineInstance &instance, pipeline::PipelineSettings settings)
    {
        if (m_memory)
            settings.clock = &m_clock;
        instance.pipeline.reset();
        instance.journal.close();
        QString error;
        if (!instance.journal.open(instance.journalDir, &error))
            return fail(error);
        instance.pipeline = std::make_unique<pipeline::RecoveryPipeline>(*instance.client, *instance.watch,
                                                                         &instance.journal, settings);
        instance.pipeline->start();
        watchIncidents(instance);
        return true;
    }

    // Creates a Fault object through the API, as `sim inject` does.
    bool inject(const QString &kind, const QString &node, int device = -1, const QString &code = {}, double seconds = 0)
    {
        Json spec{{"kind", kind.toStdString()}, {"node", node.toStdString()}};
        if (device >= 0)
            spec["device"] = device;
        if (!code.isEmpty())
            spec["faultCode"] = code.toStdString();
        if (seconds > 0)
            spec["durationSeconds"] = seconds;
        const Json fault{{"apiVersion", "sim.ascendops.io/v1alpha1"}, {"kind", "Fault"},
                         {"metadata", {{"generateName", "scenario-"}}}, {"spec", spec}};
        // In memory the clock stands still meanwhile: faults injected one
        // after the other arrive at one time, as they do over HTTPS.
        m_pump.stop();
        kube::KubeReply *reply = first().client->create(kube::ResourceType::faults(), QStringLiteral("default"), fault);
        QSignalSpy done(reply, &kube::KubeReply::finished);
        const bool ok = done.wait(10000) && reply->isOk();
        if (m_memory)
            m_pump.start(1);
        return ok || fail(QStringLiteral("creating the fault failed"));
    }

    // The job's pods by name, from the first pipeline's cache.
    std::map<QString, PodState> pods() const
    {
        std::map<QString, PodState> out;
        const kube::Informer &cache = *m_instances.front()->watch->pods();
        for (const QString &key : cache.keys()) {
            const Json pod = cache.object(key).value();
            if (jobOfPod(pod).isEmpty())
                continue;
            out[fields::text(pod, {"metadata", "name"})] = {fields::text(pod, {"metadata", "uid"}),
                                                           fields::text(pod, {"spec", "nodeName"}),
                                                           fields::text(pod, {"status", "phase"}), rankIndexOfPod(pod)};
        }
        return out;
    }

    QString nodeOfRank(int rank) const
    {
        for (const auto &[name, pod] : pods())
            if (pod.rank == rank)
                return pod.node;
        return {};
    }

    QString spareNode() const
    {
        QSet<QString> used;
        for (const auto &[name, pod] : pods())
            used.insert(pod.node);
        for (const Json &node : m_instances.front()->watch->nodes()->cache())
            if (!used.contains(fields::text(node, {"metadata", "name"})))
                return fields::text(node, {"metadata", "name"});
        return {};
    }

    // Sets an annotation through the API, as `kubectl annotate` does: before
    // a pipeline starts as well as after.
    bool annotate(const kube::ResourceType &type, const QString &ns, const QString &name, const std::string &key,
                  const QString &value)
    {
        std::unique_ptr<kube::ApiClient> client;
        if (m_memory)
            client = std::make_unique<testing::MemoryApi>(m_memory->store());
        else
            client = std::make_unique<kube::KubeClient>(m_connection);
        kube::KubeReply *reply = client->patch(type, ns, name, kube::PatchType::Merge,
                                               {{"metadata", {{"annotations", {{key, value.toStdString()}}}}}});
        QSignalSpy done(reply, &kube::KubeReply::finished);
        if (!reply->isFinished() && !done.wait(10000))
            return fail(QStringLiteral("annotating %1/%2 took too long").arg(ns, name));
        return reply->isOk() ? true : fail(reply->error().summary);
    }

    // The running job (the embedded cluster also keeps queued ones, named queued-*).
    const Json *job() const
    {
        const auto &cache = m_instances.front()->watch->volcanoJobs()->cache();
        for (auto it = cache.cbegin(); it != cache.cend(); ++it)
            if (!it.key().section(QLatin1Char('/'), 1).startsWith(QLatin1String("queued-")))
                return &*it;
        return nullptr;
    }

    // What the running job's log says, as the first pipeline reads it (null
    // before it has read any of it).
    const clustermodel::JobProgress *jobProgress() const
    {
        const Json *running = job();
        const auto &first = m_instances.front();
        return running && first->pipeline ? first->pipeline->progress().progressOf(kube::Informer::keyOf(*running)) : nullptr;
    }
    qint64 step() const { return jobProgress() ? jobProgress()->lastStep : -1; }

    // The job's Volcano status.retryCount: how often it was restarted.
    int retryCount() const { return job() ? fields::number(*job(), {"status", "retryCount"}, -1) : -1; }

    // Every incident of one pipeline, resolved or not.
    static std::vector<pipeline::Incident> incidents(const PipelineInstance &instance)
    {
        std::vector<pipeline::Incident> out;
        for (const auto &[id, incident] : instance.pipeline->incidents())
            out.push_back(incident);
        return out;
    }

    static bool allResolved(const PipelineInstance &instance)
    {
        const auto &all = instance.pipeline->incidents();
        return !all.empty() && std::all_of(all.begin(), all.end(), [](const auto &entry) {
            return entry.second.state == pipeline::IncidentState::Resolved;
        });
    }

    // What each incident is and holds, for a failure's message.
    static QString describe(const PipelineInstance &instance)
    {
        QStringList lines;
        for (const auto &[id, incident] : instance.pipeline->incidents()) {
            QStringList seen;
            for (const pipeline::FaultSignal &signal : incident.evidence)
                seen << QStringLiteral("%1@%2").arg(QLatin1String(pipeline::signalKindName(signal.kind)), signal.node);
            lines << QStringLiteral("%1 %2 %3 [%4] %5").arg(id, QLatin1String(pipeline::incidentStateName(incident.state)),
                                                           QLatin1String(pipeline::recoveryActionName(incident.decision.action)),
                                                           seen.join(QLatin1Char(' ')), incident.outcome);
        }
        return lines.isEmpty() ? QStringLiteral("no incident") : lines.join(QLatin1Char('\n'));
    }

    static std::vector<journal::JournalRecord> journal(const PipelineInstance &instance)
    {
        return journal::Journal::read(instance.journalDir).records;
    }

    static int count(const std::vector<journal::JournalRecord> &records, journal::RecordKind kind, const QString &action,
                     bool dryRun = false)
    {
        return int(std::count_if(records.begin(), records.end(), [&](const journal::JournalRecord &r) {
            return r.kind == kind && r.action == action && r.dryRun == dryRun;
        }));
    }

    const QString &error() const { return m_error; }
    QString directory() const { return m_dir.path(); }
    // In memory: the cluster and the clock it and the pipelines run on;
    // over HTTPS: null and the system clock.
    sim::SimCluster *memoryCluster() { return m_memory.get(); }
    const Clock &clock() const { return m_memory ? static_cast<const Clock &>(m_clock) : Clock::system(); }

private:
    bool fail(const QString &error)
    {
        m_error = error;
        return false;
    }

    bool startInMemory(const QString &name, double speed, const QStringList &extra)
    {
        std::optional<sim::SimPreset> preset = sim::findPreset(name.toStdString());
        if (!preset)
            return fail(QStringLiteral("no preset %1").arg(name));
        preset->faultScheduling = "external-force";
        for (qsizetype i = 0; i < extra.size(); ++i) {
            if (extra[i] == QLatin1String("--no-backup-nics"))
                preset->backupNics = false;
            else if (extra[i] == QLatin1String("--no-rank-table-operator"))
                preset->rankTableOperator = false;
            else if (extra[i] == QLatin1String("--fault-scheduling") && i + 1 < extra.size())
                preset->faultScheduling = extra[++i].toStdString();
            else if (extra[i] == QLatin1String("--platform") && i + 1 < extra.size())
                preset->modelArts = extra[++i] == QLatin1String("modelarts");
            else if (extra[i] == QLatin1String("--job-kind") && i + 1 < extra.size())
                preset->ascendJob = extra[++i] == QLatin1String("ascendjob");
            else if (extra[i] == QLatin1String("--scripts-dir") && i + 1 < extra.size())
                preset->scriptsHostDir = extra[++i].toStdString();
            else
                return fail(QStringLiteral("%1 is not played in memory").arg(extra[i]));
        }
        m_memory = std::make_unique<sim::SimCluster>(*preset, speed, nullptr, m_clock);
        // The scripts the ConfigMap would hold, on the host directory, as `sim serve` writes them.
        if (!preset->scriptsHostDir.empty()) {
            const QDir dir(QString::fromStdString(preset->scriptsHostDir));
            dir.mkpath(QStringLiteral("."));
            const nlohmann::json scripts = sim::trainingScriptsConfigMap(*preset, sim::BuildTimes::current())["data"];
            for (const auto &[name, text] : scripts.items()) {
                QFile file(dir.filePath(QString::fromStdString(name)));
                if (!file.open(QIODevice::WriteOnly) || file.write(QByteArray::fromStdString(text.get<std::string>())) < 0)
                    return fail(QStringLiteral("cannot write %1").arg(file.fileName()));
            }
        }
        QObject::connect(&m_pump, &QTimer::timeout, [this] { pump(); });
        m_pump.start(1);
        return true;
    }

    // What is posted happens (a few rounds: an answer posts the next
    // request), then the clock moves to the next time something is due;
    // again, for kPumpBudgetMs of real time. Qt does not run this timer
    // again while it runs.
    void pump()
    {
        if (m_held.isValid() && !m_held.hasExpired(kHoldMs))
            return;   // the test looks before the clock moves on
        m_held.invalidate();
        QElapsedTimer spent;
        spent.start();
        m_incidentChanged = false;
        while (spent.elapsed() < kPumpBudgetMs) {
            for (int round = 0; round < 4; ++round)
                QCoreApplication::processEvents();
            if (m_incidentChanged) {
                m_held.start();
                return;
            }
            const qint64 next = m_clock.nextDueMs();
            m_clock.set(next > 0 ? std::min(next, m_clock.nowMs() + kPumpStepMs) : m_clock.nowMs() + kPumpStepMs);
        }
    }

    void watchIncidents(PipelineInstance &instance)
    {
        QObject::connect(instance.pipeline.get(), &pipeline::RecoveryPipeline::incidentChanged, &m_pump,
                         [this] { m_incidentChanged = true; });
    }

    QTemporaryDir m_dir;
    ManualClock m_clock;
    QTimer m_pump;
    bool m_incidentChanged = false;
    QElapsedTimer m_held;   // valid: the clock stands still since then
    // In memory: the cluster, after the clock it runs on; the pipelines
    // (m_instances, below) go before it.
    std::unique_ptr<sim::SimCluster> m_memory;
    std::unique_ptr<SimServer> m_server;
    kube::ClusterConnection m_connection;
    std::vector<std::unique_ptr<PipelineInstance>> m_instances;
    QString m_error;
};

} // namespace scenario
