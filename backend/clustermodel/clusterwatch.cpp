#include "clusterwatch.h"

#include "clusterdisolation.h"

#include "clustermodel/jobinputs.h"
#include "clustermodel/podprojection.h"
#include "recoverytime/jobprofile.h"
#include "recoverytime/routingplanning.h"

#include "kube/kubelog.h"
#include "topologybuilder.h"

#include <QPromise>
#include <QThreadPool>

#include <algorithm>
#include <memory>
#include <utility>

#include "formats/deviceinfocfg.h"
#include "formats/nodeinfocfg.h"
#include "formats/remainretrytimes.h"
#include "model/clustercapacity.h"
#include "model/jobsummary.h"
#include "model/objectfields.h"

namespace ascendops::clustermodel {

using kube::KubeReply;

namespace {

using Json = nlohmann::json;

constexpr int kDefaultCoalesceMs = 50;
// Pods read in one pass of a slice (a slice of the first picture, of the
// first summaries, of the estimates' inputs): each is unpacked to be read,
// some 15 microseconds in a fleet's heap. 128 servers' pods at once held
// the window 50 ms.
constexpr std::size_t kPodsAPass = 128;
// Each MindCluster component pod's containers (componentContainersText),
// kept with the pod: the components' versions are read from these, not
// from thousands of daemon pods unpacked (a tenth of a second).
const QString kComponentContainers = QStringLiteral("component-containers");
// The node whose server each pod holds (serverHeldBy): a server is read from
// the one or two job pods there, not from the fifty pods bound to its node.
const QString kPodsByHeldServer = QStringLiteral("held-server");
const QString kDeviceInfoMapPrefix = QString::fromLatin1(kDeviceInfoPrefix);
const QString kNodeInfoMapPrefix = QString::fromLatin1(kNodeInfoPrefix);
const QString kNodeInfoMapNamespace = QString::fromLatin1(kNodeInfoNamespace);

QString nameOf(const Json &object)
{
    return fields::text(object, {"metadata", "name"});
}

// What the estimates read of the spares: each super-pod's, by state.
std::vector<std::array<int, 5>> sparesBySuperPod(const ClusterTopology &topology)
{
    std::vector<std::array<int, 5>> spares;
    for (const SuperPodCapacity &pod : capacityOf(topology).superPods)
        spares.push_back({pod.id, pod.spares.healthy, pod.spares.subHealthy, pod.spares.faulty, pod.spares.unknown});
    return spares;
}

// Every estimate reads the spares: a server's change (a fault, a cordon)
// can move them with no pod or job changed.
bool sparesMoved(const ClusterTopology &topology, const std::vector<std::array<int, 5>> &estimated)
{
    return sparesBySuperPod(topology) != estimated;
}

} // namespace

ClusterWatch::ClusterWatch(ApiClient *client, QObject *parent)
    : QObject(parent)
    , m_nodes(watch(client, ResourceType::nodes()))
    , m_pods(watch(client, ResourceType::pods(), [] {
        InformerOptions options;
        options.trim = trimPod;   // 50,000 pods kept whole were most of a gigabyte
        options.packed = true;    // and trimmed, as JSON trees, a quarter of one
        return options;
    }()))
    , m_configMaps(watch(client, ResourceType::configMaps()))
    , m_volcanoJobs(watch(client, ResourceType::volcanoJobs()))
    , m_ascendJobs(watch(client, ResourceType::ascendJobs(), [] {
        InformerOptions options;
        options.optional = true;   // clusters without the Ascend Operator do not serve it
        return options;
    }()))
    , m_podGroups(watch(client, ResourceType::podGroups(), [] {
        InformerOptions options;
        options.optional = true;   // clusters without Volcano do not serve it
        return options;
    }()))
{
    m_pods->addIndex(kPodsByNode, [](const Json &pod) { return fields::text(pod, {"spec", "nodeName"}); });
    m_pods->addIndex(kPodsByJob, [](const Json &pod) { return jobKeyOfPod(pod); });
    m_pods->addIndex(kPodsByHeldServer, [](const Json &pod) { return serverHeldBy(pod); });
    // Read before the pods were listed (their first list says nothing one
    // by one): read again.
    connect(m_pods, &Informer::synced, this, [this] {
        m_components.reset();
        m_placements.clear();
    });
    m_pods->addIndex(kPodsByComponentNamespace, [](const Json &pod) {
        const QString ns = fields::text(pod, {"metadata", "namespace"});
        return isMindClusterNamespace(ns) ? ns : QString();
    });
    m_pods->addIndex(kPodsByRunningRank, [](const Json &pod) {
        const bool running = fields::text(pod, {"status", "phase"}) == QLatin1String("Running")
            && fields::text(pod, {"metadata", "deletionTimestamp"}).isEmpty();
        return running ? QString::number(rankIndexOfPod(pod)) : QString();
    });
    m_pods->addIndex(kComponentContainers, [](const Json &pod) {
        return isMindClusterNamespace(fields::text(pod, {"metadata", "namespace"})) ? componentContainersText(pod) : QString();
    });
    m_coalesce.setSingleShot(true);
    m_coalesce.setInterval(kDefaultCoalesceMs);
    connect(&m_coalesce, &QTimer::timeout, this, &ClusterWatch::apply);
    m_pass.setSingleShot(true);
    m_pass.setInterval(0);
    connect(&m_pass, &QTimer::timeout, this, &ClusterWatch::apply);
    connect(&m_estimating, &QFutureWatcher<Estimates>::finished, this, [this] {
        m_estimateUnderWay = false;
        if (m_estimating.future().resultCount() > 0) {
            Estimates made = m_estimating.result();
            for (auto it = made.begin(); it != made.end(); ++it) {
                const auto before = m_estimates.constFind(it.key());
                m_estimatesMoved = m_estimatesMoved || before == m_estimates.cend() || !(*before == it.value());
                m_estimates.insert(it.key(), std::move(it.value()));
            }
        }
        m_estimatesMoved = m_estimates.removeIf([this](const auto &entry) { return !trainingJob(entry.key()); }) > 0
            || m_estimatesMoved;
        // The rest of the queue first: the views are told once, with all of
        // them (300 jobs told ten times were ten redraws of the Jobs view).
        if (!m_estimateQueue.empty() && estimateJobs())
            return;
        takeEstimates();
        // The summaries made before it, with their estimates.
        if (std::exchange(m_jobsUntold, false) | std::exchange(m_estimatesMoved, false))
            emit jobsChanged();
        // The jobs changed while it ran: once more, from the caches as they are now.
        if (std::exchange(m_estimateAgain, false))
            estimateJobs();
    });
}

Informer *ClusterWatch::watch(ApiClient *client, const ResourceType &type, InformerOptions options)
{
    // The first picture reads every cache whole (m_shapeDirty, m_jobsDirty
    // and m_estimateAll start set): the first lists need not say each object.
    options.quietFirstList = true;
    auto *informer = new Informer(client, type, options, this);
    connect(informer, &Informer::added, this,
            [this, informer](const QString &, const Json &object) { noteChange(informer, nullptr, object); });
    connect(informer, &Informer::updated, this, [this, informer](const QString &, const Json &before, const Json &object) {
        noteChange(informer, &before, object);
    });
    connect(informer, &Informer::deleted, this,
            [this, informer](const QString &, const Json &object) { noteChange(informer, nullptr, object); });
    connect(informer, &Informer::synced, this, [this] { startChainSoon(); });
    connect(informer, &Informer::failed, this, &ClusterWatch::failed);
    return informer;
}

void ClusterWatch::start()
{
    for (Informer *informer : {m_nodes, m_pods, m_configMaps, m_volcanoJobs, m_ascendJobs, m_podGroups})
        informer->start();
}

void ClusterWatch::stop()
{
    m_coalesce.stop();
    m_pass.stop();
    for (Informer *informer : {m_nodes, m_pods, m_configMaps, m_volcanoJobs, m_ascendJobs, m_podGroups})
        informer->stop();
}

const Json *ClusterWatch::trainingJob(const QString &key) const
{
    for (const Informer *jobs : {m_volcanoJobs, m_ascendJobs}) {
        const auto it = jobs->cache().constFind(key);
        if (it != jobs->cache().constEnd())
            return &it.value();
    }
    return nullptr;
}

const Json *ClusterWatch::podGroupOf(const QString &jobKey) const
{
    const Json *job = jobKey.isEmpty() ? nullptr : trainingJob(jobKey);
    if (!job)
        return nullptr;
    const QString ns = jobKey.section(QLatin1Char('/'), 0, 0), name = jobKey.section(QLatin1Char('/'), 1);
    const std::string uid = fields::text(*job, {"metadata", "uid"}).toStdString();
    const auto &groups = m_podGroups->cache();
    const Json *named = nullptr;
    for (auto it = groups.cbegin(); it != groups.cend(); ++it) {
        if (fields::text(*it, {"metadata", "namespace"}) != ns)
            continue;
        const Json *owners = fields::find(*it, {"metadata", "ownerReferences"});
        for (const Json &owner : owners && owners->is_array() ? *owners : Json::array())
            if (!uid.empty() && fields::text(owner, {"uid"}).toStdString() == uid)
                return &*it;
        if (fields::text(*it, {"metadata", "name"}) == name)
            named = &*it;
    }
    return named;
}

std::vector<const Json *> ClusterWatch::trainingJobs() const
{
    std::vector<const Json *> all;
    for (const Informer *jobs : {m_volcanoJobs, m_ascendJobs})
        for (auto it = jobs->cache().constBegin(); it != jobs->cache().constEnd(); ++it)
            all.push_back(&it.value());
    return all;
}

bool ClusterWatch::hasSynced() const
{
    // AscendJobs are waited for only while listing them (a cluster that
    // does not serve them answers 404, which syncs an empty cache); a watch
    // without a client (tests) feeds the others only.
    return m_nodes->hasSynced() && m_pods->hasSynced() && m_configMaps->hasSynced() && m_volcanoJobs->hasSynced()
        && (m_ascendJobs->hasSynced() || !m_ascendJobs->isRunning())
        && (m_podGroups->hasSynced() || !m_podGroups->isRunning());
}

bool ClusterWatch::namespaceHasJob(const QString &ns) const
{
    const QString prefix = ns + QLatin1Char('/');
    for (const Informer *jobs : {m_volcanoJobs, m_ascendJobs})
        for (auto it = jobs->cache().constBegin(); it != jobs->cache().constEnd(); ++it)
            if (it.key().startsWith(prefix))
                return true;
    return false;
}

// What a change means for the views, decided per object: device-info is the
// frequent one (every fault and recovery) and touches one server only. What
// is kept of a job's pods goes at once, whoever asks next.
void ClusterWatch::noteChange(Informer *informer, const Json *before, const Json &object)
{
    if (informer == m_podGroups)
        return;   // read by the pipeline when it looks (ClusterD's hook), never drawn
    if (informer == m_pods)
        for (const Json *pod : {before, &object}) {
            if (!pod)
                continue;
            if (const QString job = jobKeyOfPod(*pod); !job.isEmpty()) {
                m_summaryMemo.podsChanged(job);
                m_placements.remove(job);
                m_estimateDirty.insert(job);
            }
            if (isMindClusterNamespace(fields::text(*pod, {"metadata", "namespace"})))
                m_components.reset();
            if (const QString node = fields::text(*pod, {"spec", "nodeName"}); !node.isEmpty())
                m_podNodesDirty.insert(node);
        }
    if (informer == m_configMaps) {
        const QString name = nameOf(object);
        if (name.startsWith(kDeviceInfoMapPrefix))
            m_deviceInfoDirty.insert(name.mid(kDeviceInfoMapPrefix.size()));
        else if (name.startsWith(kNodeInfoMapPrefix) && fields::text(object, {"metadata", "namespace"}) == kNodeInfoMapNamespace)
            m_nodeInfoDirty.insert(name.mid(kNodeInfoMapPrefix.size()));
        else if (isClusterdManualInfo(object))
            m_clusterdIsolationDirty = true;
        // Volcano's count of unconditional retries, which every job that
        // carries fault-retry-times reads.
        else if (name == QLatin1String(kVolcanoFaultMap)
                 && fields::text(object, {"metadata", "namespace"}) == QLatin1String(kVolcanoFaultNamespace))
            m_jobsDirty = m_estimateAll = true;
        // A job's rank table (rings-config-<job>, which the picture does not
        // read: its ranks come from the pods), scripts and env live in
        // ConfigMaps of its namespace: its summary or recovery estimate may
        // have changed. Maps elsewhere (node state in
        // kube-system and mindx-dl, rewritten by NodeD every few seconds for
        // each of a thousand nodes) leave the jobs as they were.
        else if (const QString ns = fields::text(object, {"metadata", "namespace"}); namespaceHasJob(ns)) {
            m_jobsDirty = true;
            for (const JobSummary &job : m_jobs)
                if (job.nameSpace == ns)
                    m_estimateDirty.insert(job.key());
        }
    } else if (informer == m_volcanoJobs || informer == m_ascendJobs) {
        m_jobsDirty = true;
        m_estimateDirty.insert(fields::text(object, {"metadata", "namespace"}) + QLatin1Char('/') + nameOf(object));
    } else if (informer == m_pods) {
        m_jobsDirty = true;   // their servers were noted above
    } else {
        m_shapeDirty = true;
        // CCE's rank table of the node, which the estimates of jobs there read.
        const auto rankTable = [](const Json *node) {
            return node ? fields::text(*node, {"metadata", "annotations", recoverytime::kNodeRankTableAnnotation}) : QString();
        };
        if (!before || rankTable(before) != rankTable(&object))
            m_jobsDirty = m_estimateAll = true;
    }
    startChainSoon();
}

// After the coalescing interval, unless a chain is under way (its end looks
// at what changed meanwhile).
void ClusterWatch::startChainSoon()
{
    if (!m_coalesce.isActive() && !m_pass.isActive())
        m_coalesce.start();
}

// One heavy step per pass of the event loop: at 16k ranks the topology (in
// slices of its own), the views that draw it, the job summaries and what the
// first sync starts take tens of milliseconds each, and together they stalled
// the window (0.2 s at the first sync, tests/chaos/console_stall.py). A change
// starts a chain after the coalescing interval; the chain rebuilds the
// topology (kBuildSlice nodes a pass), announces it in the next pass,
// summarizes the jobs in the one after, and (the first time) says synced() in
// a last one. Changes that come meanwhile wait for the
// chain's end and then the interval again, so a restart that replaces
// thousands of pods is still coalesced. m_pass is the chain's only timer.
void ClusterWatch::apply()
{
    // Until every cache is complete a picture would show a cluster that
    // seems to lack nodes or pods: wait for all of them. But for one: the
    // servers and their health, drawn first without pods (a fleet's nodes
    // and maps are listed in a second, its 50,000 pods take several), and
    // drawn again whole once everything is listed.
    if (!hasSynced() && !m_building && !m_pendingTopology) {
        if (m_earlyPicture || !m_nodes->hasSynced() || !m_configMaps->hasSynced())
            return;
        m_earlyPicture = true;
        rebuildTopology();
        m_shapeDirty = true;   // the whole picture follows
        m_pass.start();
        return;
    }
    if (m_building) {
        continueBuild();
        m_pass.start();   // the rest of it, or its announcement
        return;
    }
    if (m_pendingTopology) {
        // Views read topology() only from here on: the new servers and
        // their layout go together.
        m_topology = std::move(*m_pendingTopology);
        m_pendingTopology.reset();
        reportUnread();
        emit topologyChanged();
        if (!hasSynced())
            return;   // the early picture: the rest once everything is listed
        if (sparesMoved(m_topology, m_estimatedSpares))
            m_jobsDirty = true;
        if (m_jobsOwed)
            m_pass.start();
        else
            carryOn();
        return;
    }
    if (std::exchange(m_syncedOwed, false)) {
        emit synced();
        // The first estimates were made before the picture was ready (no
        // spares where the jobs' pods land): all of them again, now.
        m_jobsDirty = m_estimateAll = true;
        carryOn();
        return;
    }
    if (m_shapeDirty && !m_jobsOwed) {
        rebuildTopology();
    } else if (!m_shapeDirty && !m_jobsOwed && applyServerChanges() && m_jobsDirty) {
        m_jobsOwed = true;   // the summaries in a pass of their own
        m_pass.start();
        return;
    }
    if (m_building || m_pendingTopology) {
        m_jobsOwed = m_jobsDirty;   // after the announcement
        m_pass.start();
        return;
    }
    m_jobsOwed = false;
    // The pods of jobs not read yet, kPodsAPass pods a pass (all 300 of a
    // fleet's at its first sync were a quarter of a second in one).
    if (m_jobsDirty
        && readJobPodsInto(m_summaryMemo, trainingJobs(), jobPodsLookup(), configMapLookup(), kPodsAPass)) {
        m_jobsOwed = true;
        m_pass.start();
        return;
    }
    if (m_jobsDirty)
        rebuildJobs();
    if (!m_wasSynced) {
        m_wasSynced = m_syncedOwed = true;
        m_pass.start();
        return;
    }
    carryOn();
}

// The chain has ended: what changed meanwhile starts another after the interval.
void ClusterWatch::carryOn()
{
    if (m_shapeDirty || m_jobsDirty || m_clusterdIsolationDirty || !m_deviceInfoDirty.isEmpty() || !m_podNodesDirty.isEmpty()
        || !m_nodeInfoDirty.isEmpty())
        m_coalesce.start();
}

// Device-info is the frequent change (every fault and recovery) and touches
// one server only, and a job restart touches each server once as its pod
// goes and its replacement comes: those servers are updated in place (a
// whole rebuild at 16k ranks reads a thousand maps again). A server that
// changed shape (a new die, a map that cannot be read) rebuilds the whole
// topology. True when servers changed and were announced.
bool ClusterWatch::applyServerChanges()
{
    // Each server as it was: should a later one need the whole rebuild,
    // topology() stays as last announced until the rebuild is.
    std::vector<std::pair<int, TopologyServer>> before;
    const auto refreshed = [&](const QString &node) {
        const int index = m_topology.serverIndex(node);
        before.emplace_back(index, m_topology.servers[std::size_t(index)]);
        if (m_podNodesDirty.contains(node)) {
            const auto object = m_nodes->cache().constFind(node);
            const fields::ObjectList pods = podsWhere(kPodsByHeldServer, node);
            return object != m_nodes->cache().cend()
                && refreshServer(m_topology, *object, deviceInfoMap(node), pods.pointers(), nodeInfoMap(node));
        }
        return applyDeviceInfo(m_topology, *deviceInfoMap(node));
    };
    QSet<QString> nodes = m_podNodesDirty;
    for (const QString &node : std::as_const(m_deviceInfoDirty)) {
        if (!deviceInfoMap(node)) {
            if (m_topology.serverIndex(node) < 0)
                continue;
            rebuildTopology();   // its map is gone: what it said of the dies is no longer known
            return false;
        }
        if (m_topology.serverIndex(node) < 0 && m_nodes->cache().contains(node)) {
            rebuildTopology();   // the device plugin came to a node: a new server
            return false;
        }
        nodes.insert(node);
    }
    // A pod on a node without Ascend devices, or a map of one, changes no server.
    nodes.removeIf([this](const QString &node) { return m_topology.serverIndex(node) < 0; });
    for (const QString &node : std::as_const(nodes)) {
        if (!refreshed(node)) {
            for (auto &[index, server] : before)
                m_topology.servers[std::size_t(index)] = std::move(server);
            rebuildTopology();
            return false;
        }
        // Read afresh, the server keeps ClusterD's marks as they were when its value cannot be read.
        applyClusterdIsolation(m_topology.servers[std::size_t(m_topology.serverIndex(node))], clusterdIsolationMap(),
                               &before.back().second);
    }
    // ClusterD's store names few chips but any node: every server is looked
    // at (a release clears a die on a server no other change touched).
    QList<int> changed;
    if (std::exchange(m_clusterdIsolationDirty, false))
        changed = applyClusterdIsolation(m_topology, clusterdIsolationMap());
    // NodeD's word changes no shape: read in place. NodeD rewrites every
    // node's map every few seconds; a server it says nothing new of is not
    // announced again.
    for (const QString &node : std::as_const(m_nodeInfoDirty)) {
        const int index = m_topology.serverIndex(node);
        if (index < 0)
            continue;
        TopologyServer &server = m_topology.servers[std::size_t(index)];
        const TopologyServer was = server;
        applyNodeInfo(server, nodeInfoMap(node));
        const bool same = server.nodeStatus == was.nodeStatus && server.nodeFaults == was.nodeFaults
            && server.unread == was.unread && server.health == was.health;
        if (!same && !nodes.contains(node))
            before.emplace_back(index, was);
    }
    m_podNodesDirty.clear();
    m_deviceInfoDirty.clear();
    m_nodeInfoDirty.clear();
    if (before.empty() && changed.isEmpty())
        return false;
    for (const auto &[index, server] : before)
        if (!changed.contains(index))
            changed.append(index);
    reportUnread();
    emit serversChanged(changed);
    if (sparesMoved(m_topology, m_estimatedSpares))
        m_jobsDirty = true;
    return true;
}

// The log (the controller's and the command line's only view) hears of a
// problem once, when it first appears, not again at every rebuild; the
// servers carry them for the views.
void ClusterWatch::reportUnread()
{
    QSet<QString> now;
    for (const TopologyServer &server : std::as_const(m_topology.servers)) {
        for (const QString &problem : server.unread) {
            if (!m_unreadReported.contains(problem))
                qCWarning(lcKube, "%s", qPrintable(problem));
            now.insert(problem);
        }
    }
    m_unreadReported = std::move(now);
}

const Json *ClusterWatch::deviceInfoMap(const QString &node) const
{
    const auto map = m_configMaps->cache().constFind(QStringLiteral("kube-system/") + kDeviceInfoMapPrefix + node);
    return map == m_configMaps->cache().cend() ? nullptr : &map.value();
}

QList<const Informer *> ClusterWatch::informers() const
{
    return {m_nodes, m_pods, m_configMaps, m_volcanoJobs, m_ascendJobs, m_podGroups};
}

const Json *ClusterWatch::clusterdIsolationMap() const
{
    const auto map = m_configMaps->cache().constFind(clusterdManualInfoKey());
    return map == m_configMaps->cache().cend() ? nullptr : &map.value();
}

const Json *ClusterWatch::nodeInfoMap(const QString &node) const
{
    const auto map = m_configMaps->cache().constFind(nodeInfoMapKey(node));
    return map == m_configMaps->cache().cend() ? nullptr : &map.value();
}

// Device-info included: what was pending for single servers is in it. The
// servers are read from the caches as they are when each slice runs; what
// changes meanwhile is noted as usual and applied after the announcement.
// The picture replaces topology() when it is announced.
void ClusterWatch::rebuildTopology()
{
    m_building = TopologyBuild{m_nodes->cache().keys(), 0, {}};
    m_shapeDirty = false;
    m_clusterdIsolationDirty = false;
    m_deviceInfoDirty.clear();
    m_podNodesDirty.clear();
    m_nodeInfoDirty.clear();
    continueBuild();
}

void ClusterWatch::continueBuild()
{
    TopologyBuild &build = *m_building;
    const std::size_t podsBefore = m_podsRead;
    for (const qsizetype end = std::min(build.nodes.size(), build.next + kBuildSlice);
         build.next < end && m_podsRead - podsBefore < kPodsAPass; ++build.next) {
        const QString &name = build.nodes[build.next];
        const auto node = m_nodes->cache().constFind(name);
        if (node == m_nodes->cache().cend())
            continue;   // gone meanwhile: its deletion asks for another rebuild
        const fields::ObjectList pods = podsWhere(kPodsByHeldServer, name);
        if (std::optional<TopologyServer> server = serverOfNode(*node, deviceInfoMap(name), pods.pointers(), nodeInfoMap(name)))
            build.servers.push_back(std::move(*server));
    }
    if (build.next < build.nodes.size())
        return;
    // Servers read in an earlier slice whose pods or map changed since are
    // read again: a pod that moved is not announced on two servers. (They
    // stay noted, and are refreshed after the announcement as well.)
    for (TopologyServer &server : build.servers) {
        if (!m_podNodesDirty.contains(server.nodeName) && !m_deviceInfoDirty.contains(server.nodeName)
            && !m_nodeInfoDirty.contains(server.nodeName))
            continue;
        const auto node = m_nodes->cache().constFind(server.nodeName);
        if (node == m_nodes->cache().cend())
            continue;
        const fields::ObjectList pods = podsWhere(kPodsByHeldServer, server.nodeName);
        if (std::optional<TopologyServer> now =
                serverOfNode(*node, deviceInfoMap(server.nodeName), pods.pointers(), nodeInfoMap(server.nodeName)))
            server = std::move(*now);
    }
    m_pendingTopology = topologyOf(std::move(build.servers));
    applyClusterdIsolation(*m_pendingTopology, clusterdIsolationMap(), &m_topology);
    m_building.reset();
}

void ClusterWatch::rebuildJobs()
{
    m_jobs = summarizeJobs(trainingJobs(), jobPodsLookup(), configMapLookup(), &m_summaryMemo);
    // Placements of jobs that are gone are not asked for again.
    m_placements.removeIf([this](const auto &entry) { return !trainingJob(entry.key()); });
    takeEstimates();
    m_jobsDirty = false;
    // Said once: with the estimates when some are being made.
    if (estimateJobs())
        m_jobsUntold = true;
    else
        emit jobsChanged();
}

const ComponentContainers &ClusterWatch::componentContainers() const
{
    if (!m_components) {
        ComponentContainers read;
        QHash<QString, Json> parsed;   // a DaemonSet's pods all say the same
        for (const char *ns : kMindClusterNamespaces)
            for (const QString &key : m_pods->keysWhere(kPodsByComponentNamespace, QLatin1String(ns))) {
                const QString text = m_pods->indexValue(kComponentContainers, key);
                auto containers = parsed.constFind(text);
                if (containers == parsed.cend())
                    containers = parsed.insert(text, Json::parse(text.toStdString(), nullptr, false));
                addComponentPod(read, QStringLiteral("pod ") + key, m_pods->indexValue(kPodsByNode, key), *containers);
            }
        m_components = std::move(read);
    }
    return *m_components;
}

// The inputs are copied here (the job and the maps it names: a few
// megabytes of text at 16k ranks, copied in milliseconds); their profiles
// are made on the thread pool. Only the jobs whose inputs changed are
// estimated again: at 300 jobs, every job's inputs at every pod change was
// most of what the window did. One run at a time: while the jobs change
// faster than a run ends (a restart replacing a thousand pods), the next
// starts when this one is done, from the caches as they are then. True
// when a run is under way, which says jobsChanged() when it ends.
bool ClusterWatch::estimateJobs()
{
    if (m_estimateUnderWay) {
        m_estimateAgain = true;
        return true;
    }
    if (m_estimateQueue.empty()) {
        // What every job's estimate reads: when it changed, all of them again.
        if (std::vector<std::array<int, 5>> spares = sparesBySuperPod(m_topology); spares != m_estimatedSpares) {
            m_estimatedSpares = std::move(spares);
            m_estimateAll = true;
        }
        if (const ComponentContainers &components = componentContainers(); !(components == m_estimatedComponents)) {
            m_estimatedComponents = components;
            m_estimateAll = true;
        }
        for (const JobSummary &summary : m_jobs) {
            const QString key = summary.key();
            if (m_estimateAll || m_estimateDirty.contains(key) || !m_estimates.contains(key))
                m_estimateQueue.push_back(key);
        }
        std::reverse(m_estimateQueue.begin(), m_estimateQueue.end());   // taken from the back, in the jobs' order
        m_estimateAll = false;
        m_estimateDirty.clear();
    }
    std::vector<std::pair<QString, recoverytime::JobInputs>> work;
    const std::size_t podsBefore = m_podsRead;
    while (!m_estimateQueue.empty() && int(work.size()) < kJobSlice && m_podsRead - podsBefore < kPodsAPass) {
        const QString key = std::move(m_estimateQueue.back());
        m_estimateQueue.pop_back();
        if (std::optional<recoverytime::JobInputs> inputs = jobInputsFromWatch(*this, key))   // none: gone meanwhile
            work.emplace_back(key, std::move(*inputs));
    }
    if (work.empty())
        return false;
    auto promise = std::make_shared<QPromise<Estimates>>();
    m_estimating.setFuture(promise->future());
    m_estimateUnderWay = true;
    promise->start();
    QThreadPool::globalInstance()->start([promise, work = std::move(work)] {
        Estimates estimates;
        for (const auto &[key, inputs] : work) {
            const recoverytime::JobProfile profile = recoverytime::profileJob(inputs);
            estimates.insert(key, {profile.totalSeconds, int(std::count_if(profile.problems.cbegin(), profile.problems.cend(),
                                                                           [](const Problem &p) { return p.isError(); })),
                                   profile.ladder, profile.retryReading});
        }
        promise->addResult(std::move(estimates));
        promise->finish();
    });
    return true;
}

void ClusterWatch::takeEstimates()
{
    for (JobSummary &summary : m_jobs) {
        const auto estimate = m_estimates.constFind(summary.key());
        if (estimate == m_estimates.cend())
            continue;
        summary.recoverySeconds = estimate->seconds;
        summary.recoveryErrors = estimate->errors;
        summary.ladder = estimate->ladder;
    }
}

const JobLadder *ClusterWatch::ladderOf(const QString &jobKey) const
{
    const auto estimate = m_estimates.constFind(jobKey);
    return estimate == m_estimates.cend() || !estimate->ladder.known() ? nullptr : &estimate->ladder;
}

const recoverytime::RetryReading *ClusterWatch::retryReadingOf(const QString &jobKey) const
{
    const auto estimate = m_estimates.constFind(jobKey);
    return estimate == m_estimates.cend() || !estimate->retry ? nullptr : &*estimate->retry;
}

JobPlacement ClusterWatch::placementOf(const QString &jobKey) const
{
    if (const auto kept = m_placements.constFind(jobKey); kept != m_placements.cend())
        return *kept;
    const Json *job = trainingJob(jobKey);
    if (!job)
        return {};
    // Read from the pods' summaries, which the Jobs view reads as well: each
    // pod unpacked once for both.
    JobPlacement placement = placementOfPods(memoizedPodsOf(m_summaryMemo, *job, jobKey, jobPodsLookup()).list);
    if (!placement.podName.isEmpty())
        if (const std::optional<Json> pod = m_pods->object(jobKey.section(QLatin1Char('/'), 0, 0) + QLatin1Char('/') + placement.podName))
            placement.podUid = fields::text(*pod, {"metadata", "uid"});
    m_placements.insert(jobKey, placement);
    return placement;
}

PodsOfJob ClusterWatch::jobPodsLookup() const
{
    return [this](const QString &job) { return podsWhere(kPodsByJob, job); };
}

ConfigMapLookup ClusterWatch::configMapLookup() const
{
    return [this](const QString &key) -> const Json * {
        const auto found = m_configMaps->cache().constFind(key);
        return found == m_configMaps->cache().cend() ? nullptr : &found.value();
    };
}

fields::ObjectList ClusterWatch::podsWhere(const QString &index, const QString &value) const
{
    fields::ObjectList found;
    if (value.isEmpty())
        return found;
    for (const QString &key : m_pods->keysWhere(index, value))
        if (std::optional<Json> pod = m_pods->object(key))
            found.keep(std::move(*pod));
    m_podsRead += found.size();
    return found;
}

} // namespace ascendops::clustermodel
