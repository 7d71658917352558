#pragma once
// The pipeline in memory for unit tests: a MemoryCluster (the embedded
// cluster's handler and store, no socket), a manual clock the test steps,
// and the pipeline (with its journal when asked), with the moves the test
// plays in place of the device plugin, Volcano and the training loop.
#include "memorycluster.h"

#include "core/clock.h"
#include "formats/deviceinfocfg.h"
#include "model/jobsummary.h"
#include "model/objectfields.h"
#include "journal/journal.h"
#include "journal/journalrecord.h"
#include "pipeline/recoverypipeline.h"
#include "sim/apiserver/apiresource.h"
#include "sim/controllers/devicefaultlist.h"
#include "sim/controllers/nodehealthmaps.h"
#include "sim/controllers/traininglines.h"
#include "sim/store/jobobjects.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <initializer_list>

namespace ascendops::testing {

using namespace ascendops::pipeline;
using namespace ascendops::journal;
using Json = nlohmann::json;

inline sim::SimPreset a2(bool podRescheduling)
{
    sim::SimPreset preset = *sim::findPreset("a2-small");
    preset.podRescheduling = podRescheduling;
    preset.faultScheduling = "external-force";   // the pipeline is the one that recovers
    return preset;
}

struct PipelineBench
{
    std::string jobName;
    MemoryCluster cluster;
    ManualClock clock;
    PipelineSettings settings;
    std::unique_ptr<QTemporaryDir> journalDir;   // set: the pipeline journals there
    std::unique_ptr<Journal> journal;
    std::unique_ptr<RecoveryPipeline> pipeline;

    struct Options
    {
        bool journaled = false;
        qint64 settleMs = 0;
        int breakerNodes = 2;
    };

    PipelineBench(sim::SimPreset preset, PipelineMode mode) : PipelineBench(std::move(preset), mode, Options{}) {}
    PipelineBench(sim::SimPreset preset, PipelineMode mode, Options options) : jobName(preset.jobName), cluster(std::move(preset))
    {
        QVERIFY(cluster.waitForSync());
        settings.mode = mode;
        settings.identity = QStringLiteral("unit-test");
        settings.settleMs = options.settleMs;
        settings.clock = &clock;
        settings.detector.hangMs = 60000;
        // The first scan of the caches in slices of a few objects, over
        // passes of the event loop, as at 16k ranks: every case runs with
        // what was raised meanwhile, and the incidents read back, taken up
        // after it.
        settings.detector.scanSlice = 5;
        settings.breaker.maxNodes = options.breakerNodes;
        if (options.journaled) {
            journalDir = std::make_unique<QTemporaryDir>();
            QVERIFY(journalDir->isValid());
        }
        restart(mode, settings.identity);
    }

    // The pipeline stops (as a console quits or a controller dies) and a new
    // one starts on the same journal: a new process, a new Lease identity.
    // `meanwhile` runs while no pipeline is there (a crash leaves a Lease behind, say).
    void restart(PipelineMode mode, const QString &identity, const std::function<void()> &meanwhile = {})
    {
        pipeline.reset();
        journal.reset();
        if (meanwhile)
            meanwhile();
        if (journalDir) {
            journal = std::make_unique<Journal>();
            QString error;
            QVERIFY2(journal->open(journalDir->path(), &error), qPrintable(error));
        }
        settings.mode = mode;
        settings.identity = identity;
        pipeline = std::make_unique<RecoveryPipeline>(cluster.api, cluster.watch, journal.get(), settings);
        pipeline->start();
    }

    // The job's pods by rank, as stored.
    QString nodeOfRank(int rank)
    {
        const sim::ListResult pods = cluster.store.list(sim::objects::pods(), "default", {}, {});
        for (const sim::ObjectPtr &pod : pods.items)
            if (rankIndexOfPod(pod->value) == rank)
                return fields::text(pod->value, {"spec", "nodeName"});
        return {};
    }
    Json podOfRank(int rank)
    {
        const sim::ListResult pods = cluster.store.list(sim::objects::pods(), "default", {}, {});
        for (const sim::ObjectPtr &pod : pods.items)
            if (rankIndexOfPod(pod->value) == rank)
                return pod->value;
        return {};
    }

    // The device plugin reports a chip fault.
    void chipFault(const QString &node, int die, const char *code, FaultHandling level)
    {
        QVERIFY(sim::editDeviceInfo(cluster.store, node.toStdString(), [&](DeviceInfoCfg &info) {
            sim::addFaultCode(info.faults, kCardUnhealthy, info.chipName(die), code, level, clock.nowMs());
            info.unhealthy.push_back(die);
        }));
    }

    // A server no pod of the job runs on.
    QString spareNode()
    {
        QSet<QString> used;
        for (const sim::ObjectPtr &pod : cluster.store.list(sim::objects::pods(), "default", {}, {}).items)
            used.insert(fields::text(pod->value, {"spec", "nodeName"}));
        for (const sim::ObjectPtr &node : cluster.store.list(sim::objects::nodes(), "", {}, {}).items)
            if (const QString name = fields::text(node->value, {"metadata", "name"}); !used.contains(name))
                return name;
        return {};
    }
    // The Lease of the job as a holder that died leaves it: held, renewed just now.
    void leaseHeldBy(const QString &holder)
    {
        const sim::ApiResource *leases = sim::findResource("coordination.k8s.io", "v1", "leases");
        QVERIFY(leases);
        const sim::StoreResult stored = cluster.store.get(*leases, "default", "ascendops-recovery-mindx-a2");
        QVERIFY(stored);
        Json lease = stored.object->value;
        lease["spec"]["holderIdentity"] = holder.toStdString();
        lease["spec"]["leaseDurationSeconds"] = 300;
        lease["spec"]["renewTime"] = QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss.zzz000Z")).toStdString();
        lease["metadata"].erase("resourceVersion");
        QVERIFY(cluster.store.update(*leases, "default", "ascendops-recovery-mindx-a2", lease, false));
    }
    // The device plugin reports the die's RoCE port down.
    void linkFault(const QString &node, int die)
    {
        QVERIFY(sim::editDeviceInfo(cluster.store, node.toStdString(), [&](DeviceInfoCfg &info) {
            sim::addFaultCode(info.faults, kCardNetworkUnhealthy, info.chipName(die), "81078603", FaultHandling::RestartRequest,
                              clock.nowMs());
            info.networkUnhealthy.push_back(die);
        }));
    }
    // The node lifecycle controller: the server stops being Ready.
    void nodeDown(const QString &node)
    {
        const sim::StoreResult stored = cluster.store.get(sim::objects::nodes(), "", node.toStdString());
        QVERIFY(stored);
        Json value = stored.object->value;
        value["status"]["conditions"] = Json::array({{{"type", "Ready"}, {"status", "Unknown"}}});
        QVERIFY(cluster.store.update(sim::objects::nodes(), "", node.toStdString(), value, false));
    }

    // For a wait in which the pipeline waits on its own clock too (a write
    // planned again after a 409, a Lease tried again): each look moves the
    // clock on. QTRY_VERIFY(b.tick() && ...).
    bool tick(qint64 ms = 100)
    {
        clock.advance(ms);
        return true;
    }

    const Incident *only() const
    {
        return pipeline->incidents().size() == 1 ? &pipeline->incidents().begin()->second : nullptr;
    }
    // The incident opened n-th (0 first), by id order.
    const Incident *nth(std::size_t n) const
    {
        if (pipeline->incidents().size() <= n)
            return nullptr;
        return &std::next(pipeline->incidents().begin(), qsizetype(n))->second;
    }
    int realWritesTo(const QString &what) const { return int(cluster.api.realWrites().filter(what).size()); }

    // Whether the journal holds a record of this kind whose reason says all
    // of these, for this incident (any, if none is named).
    bool journaled(RecordKind kind, std::initializer_list<QLatin1String> phrases, const QString &incidentId = {}) const
    {
        if (!journalDir)
            return false;
        const auto records = Journal::read(journalDir->path()).records;
        return std::any_of(records.begin(), records.end(), [&](const JournalRecord &r) {
            return r.kind == kind && (incidentId.isEmpty() || r.incidentId == incidentId)
                && std::all_of(phrases.begin(), phrases.end(), [&](QLatin1String phrase) { return r.reason.contains(phrase); });
        });
    }
    // Volcano's RestartJob: every pod of the job recreated, Running.
    void restartAllPods()
    {
        const sim::ListResult pods = cluster.store.list(sim::objects::pods(), "default", {}, {});
        for (const sim::ObjectPtr &pod : pods.items) {
            const Json value = pod->value;
            QVERIFY(cluster.store.remove(sim::objects::pods(), "default", fields::text(value, {"metadata", "name"}).toStdString(), {}, false));
            replacePod(value, fields::text(value, {"spec", "nodeName"}));
        }
    }
    bool onlyIn(IncidentState state) const { return only() && only()->state == state; }

    // Volcano and the scheduler: the deleted pod comes back on `node`, Running.
    void replacePod(Json pod, const QString &node)
    {
        pod["metadata"].erase("resourceVersion");
        pod["metadata"].erase("uid");
        pod["metadata"].erase("deletionTimestamp");
        pod["spec"]["nodeName"] = node.toStdString();
        pod["status"]["phase"] = "Running";
        QVERIFY(cluster.store.create(sim::objects::pods(), "default", pod, false));
    }
    // The training loop: the job's last-rank pod prints that it reached STEP,
    // in Megatron's layout, as the embedded cluster's training prints it.
    void stepTo(qint64 step)
    {
        std::string last;
        int lastRank = -1;
        for (const sim::ObjectPtr &pod : sim::objects::podsOfJob(cluster.store, "default", jobName))
            if (const int rank = sim::objects::rankIndexOf(pod->value); rank > lastRank
                && fields::text(pod->value, {"status", "phase"}) == QLatin1String("Running")) {
                lastRank = rank;
                last = pod->value["metadata"].value("name", std::string());
            }
        QVERIFY(!last.empty());
        cluster.store.podLogs().append("default", last, clock.nowMs(), sim::TrainingLines{}.step(step));
    }
    // Sets a variable of the job's pod template in every container that has
    // it, and with ADD in the others too.
    void setJobEnv(const char *name, const char *text, bool add = false)
    {
        const sim::StoreResult job = sim::objects::findJob(cluster.store, "default", jobName);
        QVERIFY(job);
        Json value = job.object->value;
        for (Json &task : value["spec"]["tasks"])
            for (Json &container : task["template"]["spec"]["containers"]) {
                bool found = false;
                for (Json &env : container["env"])
                    if (env.value("name", "") == name) {
                        env["value"] = text;
                        found = true;
                    }
                if (add && !found)
                    container["env"].push_back({{"name", name}, {"value", text}});
            }
        QVERIFY(cluster.store.update(sim::objects::jobResourceOf(value), "default", jobName, value, false));
    }
};

// The pod was deleted (or is being deleted, or came back as another).
inline bool gone(sim::ObjectStore &store, const Json &pod)
{
    const sim::StoreResult now = store.get(sim::objects::pods(), "default", fields::text(pod, {"metadata", "name"}).toStdString());
    return !now || fields::text(now.object->value, {"metadata", "uid"}) != fields::text(pod, {"metadata", "uid"})
        || !fields::text(now.object->value, {"metadata", "deletionTimestamp"}).isEmpty();
}

} // namespace ascendops::testing
