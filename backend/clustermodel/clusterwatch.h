#pragma once
// The cluster as the console and the pipeline see it: informers on Nodes,
// Pods, ConfigMaps, Volcano Jobs and AscendJobs (where the cluster serves
// them: a cluster without the Ascend Operator's CRD has none), and from their
// caches the topology
// (super-pods, servers, NPUs, dies, link health) and the job summaries.
// Changes arrive as bursts (a restart touches every pod); they are coalesced
// into one rebuild per interval, done over a few passes of the event loop
// (apply()), and a burst that only touches device-info ConfigMaps or pods
// updates just their servers.
#include "kube/informer.h"
#include "clustermodel/jobinputs.h"
#include "recoverytime/retryreading.h"
#include "model/clustertopology.h"
#include "model/jobsummary.h"

#include <QFutureWatcher>
#include <QHash>
#include <QObject>
#include <QSet>
#include <QTimer>

#include <array>
#include <optional>

#include <vector>

namespace ascendops::kube {
class ApiClient;
}

namespace ascendops::clustermodel {

using kube::ApiClient;
using kube::Informer;
using kube::InformerOptions;
using kube::ResourceType;

// The pods informer's indexes (Informer::keysWhere): by spec.nodeName, and
// by training job ("namespace/name" of its Volcano Job or AscendJob; "" for
// other pods).
inline const QString kPodsByNode = QStringLiteral("node");
inline const QString kPodsByJob = QStringLiteral("job");
// Each running pod's rank index (rankIndexOfPod), "" for a pod not running
// or going: which pods a job's log is read from is chosen by it, and only
// those are unpacked (a job's 256 pods unpacked at each look were 4 ms).
inline const QString kPodsByRunningRank = QStringLiteral("running-rank");
inline const QString kPodsByComponentNamespace = QStringLiteral("component-namespace");   // kMindClusterNamespaces, else ""

class ClusterWatch : public QObject
{
    Q_OBJECT

public:
    // Without a client the informers change only through Informer::feed (tests).
    explicit ClusterWatch(ApiClient *client, QObject *parent = nullptr);

    void start();
    void stop();
    // Every informer has listed at least once.
    bool hasSynced() const;
    // synced() has been said: the topology and the job summaries are made
    // from complete caches (a few passes of the event loop after hasSynced()).
    bool isReady() const { return m_wasSynced && !m_syncedOwed; }
    // Coalescing interval; 0 rebuilds on the next turn of the event loop.
    void setCoalesceInterval(int milliseconds) { m_coalesce.setInterval(milliseconds); }

    const ClusterTopology &topology() const { return m_topology; }
    // The jobs; their recovery-time estimates are worked out off this thread
    // (a job's profile reads its rank tables: megabytes at 16k ranks). When
    // some are being made, jobsChanged() comes once, when they are all made.
    // Until then a job keeps its last one.
    const std::vector<JobSummary> &jobs() const { return m_jobs; }
    // Who recovers the job and MindCluster's rungs for it, from its last
    // recovery-time profile; null until it has one.
    const JobLadder *ladderOf(const QString &jobKey) const;
    // Operator retry as the job's profile read it (its scripts, the ConfigMaps
    // its env names): what the pipeline waits on, once estimated.
    const recoverytime::RetryReading *retryReadingOf(const QString &jobKey) const;
    Informer *nodes() const { return m_nodes; }
    Informer *pods() const { return m_pods; }
    Informer *configMaps() const { return m_configMaps; }
    Informer *volcanoJobs() const { return m_volcanoJobs; }
    Informer *ascendJobs() const { return m_ascendJobs; }
    // Volcano's PodGroups: ClusterD's process-recovery hook is on them.
    Informer *podGroups() const { return m_podGroups; }
    // Every informer of the watch, for the pipeline's metrics.
    QList<const Informer *> informers() const;
    // The training job "namespace/name", of either kind (a Volcano Job first,
    // should both kinds share a name); null when neither cache has it.
    const nlohmann::json *trainingJob(const QString &key) const;
    // Every training job of both kinds.
    std::vector<const nlohmann::json *> trainingJobs() const;
    // The PodGroup of the training job "namespace/name": the one its job
    // owns (Volcano names it NAME-UID), else the one of its name (the Ascend
    // Operator's); null when none is cached.
    const nlohmann::json *podGroupOf(const QString &jobKey) const;
    // The cached pods whose `index` value (kPodsByNode, kPodsByJob) is
    // `value`, in key order; none for "" (the pods that have no value).
    // Unpacked copies (the cache keeps pods packed): read them while the
    // list lives.
    fields::ObjectList podsWhere(const QString &index, const QString &value) const;
    // Where the training job "namespace/name" runs (placementOfPods over
    // its pods), kept until one of its pods changes: the recovery-time
    // profile asks each time the jobs change, and a job has a thousand pods.
    JobPlacement placementOf(const QString &jobKey) const;
    // MindCluster's components' containers (componentContainersOf), read
    // again only after a pod of their namespaces changed.
    const ComponentContainers &componentContainers() const;

signals:
    // All informers synced for the first time; topology and jobs are complete.
    void synced();
    // The topology was rebuilt: its shape may have changed.
    void topologyChanged();
    // Only these servers changed (indices into topology().servers).
    void serversChanged(const QList<int> &servers);
    void jobsChanged();
    void failed(const ascendops::kube::KubeError &error);

private:
    Informer *watch(ApiClient *client, const ResourceType &type, InformerOptions options = {});
    void noteChange(Informer *informer, const nlohmann::json *before, const nlohmann::json &object);
    void apply();
    void rebuildTopology();
    bool applyServerChanges();
    void continueBuild();
    const nlohmann::json *deviceInfoMap(const QString &node) const;
    const nlohmann::json *nodeInfoMap(const QString &node) const;
    const nlohmann::json *clusterdIsolationMap() const;
    void carryOn();
    // The summaries' ways to a job's pods and to a ConfigMap, in the caches.
    PodsOfJob jobPodsLookup() const;
    ConfigMapLookup configMapLookup() const;
    void reportUnread();
    void startChainSoon();
    bool namespaceHasJob(const QString &ns) const;
    void rebuildJobs();
    bool estimateJobs();
    void takeEstimates();

    Informer *m_nodes;
    Informer *m_pods;
    Informer *m_configMaps;
    Informer *m_volcanoJobs;
    Informer *m_ascendJobs;
    Informer *m_podGroups;
    QTimer m_coalesce;
    bool m_wasSynced = false;
    bool m_earlyPicture = false;   // the servers drawn before the pods were listed
    bool m_shapeDirty = true;      // nodes changed: rebuild all
    bool m_jobsDirty = true;
    QTimer m_pass;                 // the next step of a chain (apply())
    bool m_jobsOwed = false;       // the summaries come before another topology
    bool m_syncedOwed = false;     // the first summaries are made; synced() comes in the next pass
    QSet<QString> m_deviceInfoDirty; // node names whose device-info changed
    QSet<QString> m_nodeInfoDirty;   // node names whose NodeD map changed
    bool m_clusterdIsolationDirty = false;   // clusterd-manual-info-cm changed
    QSet<QString> m_podNodesDirty;   // node names a pod bound to came, changed or went
    ClusterTopology m_topology;
    QSet<QString> m_unreadReported;   // the servers' unread problems already logged
    // A rebuild under way, kBuildSlice nodes per pass of the event loop (a
    // thousand servers' maps and pods are 30 ms to read in one go).
    struct TopologyBuild
    {
        QStringList nodes;
        qsizetype next = 0;
        std::vector<TopologyServer> servers;
    };
    static constexpr qsizetype kBuildSlice = 128;
    static constexpr int kJobSlice = 16;   // jobs whose estimates are made in one run (32 were 12 to 22 ms of inputs)
    mutable std::size_t m_podsRead = 0;    // by podsWhere, ever: what a slice has read is the difference
    std::optional<TopologyBuild> m_building;
    std::optional<ClusterTopology> m_pendingTopology;   // rebuilt; becomes m_topology when announced
    std::vector<JobSummary> m_jobs;
    struct Estimate
    {
        std::optional<double> seconds;
        int errors = 0;
        JobLadder ladder;
        std::optional<recoverytime::RetryReading> retry;
        bool operator==(const Estimate &) const = default;
    };
    using Estimates = QHash<QString, Estimate>;   // by "namespace/name"
    Estimates m_estimates;
    mutable JobSummaryMemo m_summaryMemo;   // a cache placementOf() fills as well
    mutable QHash<QString, JobPlacement> m_placements;   // by job "namespace/name"
    QFutureWatcher<Estimates> m_estimating;       // the run under way, one at a time
    // Until its results are taken: a future already finished whose finished()
    // has not come yet is still under way (a new one set on the watcher
    // then would lose its results).
    bool m_estimateUnderWay = false;
    // Said when the runs under way end: summaries made meanwhile, or an
    // estimate that came out different (a job's pods changing seldom
    // changes its estimate: the views are not redrawn for the same figures).
    bool m_jobsUntold = false;
    bool m_estimatesMoved = false;
    bool m_estimateAgain = false;                 // the jobs changed while it ran
    // The jobs to estimate, kJobSlice of them a run: the inputs are read
    // from the caches on this thread (a fleet's 300 at once held the
    // window 140 ms), so one run's reading is one pass of the event loop.
    std::vector<QString> m_estimateQueue;
    // The jobs whose inputs changed since their last estimate: their pods,
    // the job, a map of their namespace. All of them when what every job
    // reads changed: the components' containers, the spares.
    QSet<QString> m_estimateDirty;
    bool m_estimateAll = true;
    std::vector<std::array<int, 5>> m_estimatedSpares;   // per super-pod, when last estimated
    ComponentContainers m_estimatedComponents;
    mutable std::optional<ComponentContainers> m_components;   // none: to be read again
};

} // namespace ascendops::clustermodel
