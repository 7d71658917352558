#include "clustermodel/jobinputs.h"
#include "model/jobsummary.h"

#include "formats/remainretrytimes.h"

#include "kube/apiclient.h"
#include "clustermodel/clusterwatch.h"
#include "kube/kubereply.h"
#include "model/objectfields.h"
#include "model/trainingjob.h"
#include "recoverytime/routingplanning.h"

#include <QSet>

#include <algorithm>

namespace ascendops::clustermodel {

using kube::KubeReply;
using kube::ListOptions;

using Json = nlohmann::json;

namespace {

// A node's ascend-rank-table annotation, "" when it has none.
QString rankTableAnnotationOf(const Json &node)
{
    const Json *annotations = fields::find(node, {"metadata", "annotations"});
    return annotations && annotations->is_object()
        ? fields::text(*annotations, {recoverytime::kNodeRankTableAnnotation}) : QString();
}

QString podSelector(const Json &job)
{
    const QString name = fields::text(job, {"metadata", "name"});
    return jobKindOf(job) == JobKind::AscendJob ? QStringLiteral("training.kubeflow.org/job-name=") + name
                                                : QStringLiteral("volcano.sh/job-name=") + name;
}

// A container's command and args, joined by spaces.
QString commandLineOf(const Json &container)
{
    QStringList words;
    for (const char *key : {"command", "args"})
        if (const Json *list = fields::find(container, {key}); list && list->is_array())
            for (const Json &word : *list)
                if (word.is_string())
                    words << QString::fromStdString(word.get<std::string>());
    return words.join(QLatin1Char(' '));
}

} // namespace

void addComponentPod(ComponentContainers &read, const QString &where, const QString &node, const Json &containers)
{
    for (std::size_t i = 0; containers.is_array() && i < containers.size(); ++i) {
        const QString image = fields::text(containers[i], {"image"});
        if (image.isEmpty())
            continue;
        const recoverytime::ComponentContainer container{image, where, node, commandLineOf(containers[i])};
        if (!node.isEmpty())
            read.byNode[node].push_back(container);
        const bool seen = std::any_of(read.distinct.cbegin(), read.distinct.cend(), [&](const recoverytime::ComponentContainer &c) {
            return c.image == image && c.command == container.command;
        });
        if (!seen)
            read.distinct.push_back(container);
    }
}

ComponentContainers componentContainersOf(const std::vector<const Json *> &pods)
{
    ComponentContainers read;
    for (const Json *pod : pods) {
        const QString where = QStringLiteral("pod %1/%2").arg(fields::text(*pod, {"metadata", "namespace"}),
                                                              fields::text(*pod, {"metadata", "name"}));
        if (const Json *containers = fields::find(*pod, {"spec", "containers"}))
            addComponentPod(read, where, fields::text(*pod, {"spec", "nodeName"}), *containers);
    }
    return read;
}

QString componentContainersText(const Json &pod)
{
    const Json *containers = fields::find(pod, {"spec", "containers"});
    if (!containers || !containers->is_array())
        return {};
    Json kept = Json::array();
    for (const Json &container : *containers) {
        Json read = Json::object();
        for (const char *key : {"image", "command", "args"})
            if (container.is_object() && container.contains(key))
                read[key] = container[key];
        kept.push_back(std::move(read));
    }
    return QString::fromStdString(kept.dump());
}

JobPlacement placementOfPods(const QList<JobPodSummary> &pods)
{
    JobPlacement placement;
    QSet<QString> seen, bound;
    int podRank = -1;
    for (const JobPodSummary &pod : pods) {
        const QString &node = pod.nodeName;
        if (!node.isEmpty() && !bound.contains(node)) {
            bound.insert(node);
            placement.boundNodes << node;
        }
        if (pod.phase != QLatin1String("Running"))
            continue;
        // Rank 0's where it runs: it writes what one rank writes (Megatron's
        // checkpoint tracker), on its node's disk when that is a host directory.
        const bool lower = pod.rankIndex >= 0 && (podRank < 0 || pod.rankIndex < podRank);
        if (placement.podNode.isEmpty() || lower) {
            placement.podNode = node;
            placement.podName = pod.name;
            podRank = pod.rankIndex;
        }
        if (!node.isEmpty() && !seen.contains(node)) {
            seen.insert(node);
            placement.runningNodes << node;
        }
    }
    return placement;
}

std::optional<std::string> remainRetryTimesIn(const std::optional<Json> &map)
{
    const Json *text = map ? fields::find(*map, {"data", kRemainRetryTimesKey}) : nullptr;
    return text && text->is_string() ? std::optional<std::string>(text->get<std::string>()) : std::nullopt;
}

std::optional<recoverytime::JobInputs> jobInputsFromWatch(const ClusterWatch &watch, const QString &key)
{
    const Json *job = watch.trainingJob(key);
    if (!job)
        return std::nullopt;
    recoverytime::JobInputs inputs;
    inputs.job = *job;
    inputs.live = true;
    const JobPlacement placement = watch.placementOf(key);
    inputs.podNode = placement.podNode;
    inputs.podUid = placement.podUid;
    if (watch.isReady())   // a picture made from complete caches, or none
        inputs.spares = sparesWhereAJobsPodsLand(watch.topology(), placement.boundNodes, &inputs.sparesPlace);
    for (const QString &node : placement.runningNodes) {
        // Read in place: a copy of every node a 1,000-pod job runs on, each
        // time the jobs change, was a stall of its own.
        if (const auto object = watch.nodes()->cache().constFind(node); object != watch.nodes()->cache().cend())
            inputs.jobNodeRankTables[node] = rankTableAnnotationOf(*object);
        else
            inputs.jobNodeErrors[node] = QStringLiteral("not in the cache of Nodes");
    }
    const QString ns = key.section(QLatin1Char('/'), 0, 0);
    for (const QString &name : recoverytime::configMapsNamedBy(*job))
        if (std::optional<Json> map = watch.configMaps()->object(ns + QLatin1Char('/') + name))
            inputs.configMaps[name] = std::move(*map);
    // Copied only for a job whose unconditional retries Volcano counts.
    if (!fields::text(*job, {"metadata", "labels", "fault-retry-times"}).isEmpty())
        inputs.remainRetryTimes = remainRetryTimesIn(watch.configMaps()->object(
            QStringLiteral("%1/%2").arg(QLatin1String(kVolcanoFaultNamespace), QLatin1String(kVolcanoFaultMap))));
    const ComponentContainers &components = watch.componentContainers();
    inputs.components = components.distinct;
    if (const auto onNode = components.byNode.constFind(placement.podNode); onNode != components.byNode.cend())
        inputs.components.insert(inputs.components.end(), onNode->cbegin(), onNode->cend());
    return inputs;
}

JobInputsFetch::JobInputsFetch(ApiClient *client, QString nameSpace, QString name, QObject *parent)
    : QObject(parent), m_client(client), m_nameSpace(std::move(nameSpace)), m_name(std::move(name))
{
    m_inputs.live = true;
}

void JobInputsFetch::start()
{
    getJob(false);
}

void JobInputsFetch::getJob(bool ascend)
{
    KubeReply *reply = m_client->get(ascend ? ResourceType::ascendJobs() : ResourceType::volcanoJobs(), m_nameSpace, m_name);
    reply->then(this, [this, ascend](KubeReply &r) {
        if (r.isOk())
            return onJob(r.object());
        // A cluster without one of the two CRDs answers 404 for the kind too.
        if (r.error().kind == KubeError::Kind::NotFound) {
            if (!ascend)
                return getJob(true);
            m_notFound = true;
        }
        fail(r.error());
    });
}

void JobInputsFetch::onJob(const Json &job)
{
    m_inputs.job = job;
    m_pending = 2;   // settled once every request is sent
    ListOptions pods;
    pods.labelSelector = podSelector(job);
    m_client->list(ResourceType::pods(), m_nameSpace, pods)->then(this, [this](KubeReply &r) {
        const Json *items = r.isOk() ? fields::find(r.object(), {"items"}) : nullptr;
        std::vector<const Json *> pods;
        if (items && items->is_array())
            for (const Json &pod : *items)
                pods.push_back(&pod);
        const JobPlacement placement = placementOfPods(summarizePods(pods));
        m_inputs.podNode = placement.podNode;
        const auto named = std::find_if(pods.cbegin(), pods.cend(), [&placement](const Json *pod) {
            return fields::text(*pod, {"metadata", "name"}) == placement.podName;
        });
        if (!placement.podName.isEmpty() && named != pods.cend())
            m_inputs.podUid = fields::text(**named, {"metadata", "uid"});
        std::set<QString> nodes(placement.runningNodes.cbegin(), placement.runningNodes.cend());
        listNodes(std::move(nodes));
        settle();
    });
    // Volcano's count of the job's unconditional retries, where it keeps one.
    if (!fields::text(job, {"metadata", "labels", "fault-retry-times"}).isEmpty()) {
        ++m_pending;
        m_client->get(ResourceType::configMaps(), QLatin1String(kVolcanoFaultNamespace), QLatin1String(kVolcanoFaultMap))
            ->then(this, [this](KubeReply &r) {
                if (r.isOk())
                    m_inputs.remainRetryTimes = remainRetryTimesIn(r.object());
                else if (r.error().kind != KubeError::Kind::NotFound)
                    m_inputs.remainRetryTimesError = r.error().toString();   // forbidden, a timeout: said
                settle();
            });
    }
    // The pods of MindCluster's components, for the version they run.
    for (const char *ns : kMindClusterNamespaces) {
        ++m_pending;
        m_client->list(ResourceType::pods(), QLatin1String(ns), {})->then(this, [this](KubeReply &r) {
            const Json *items = r.isOk() ? fields::find(r.object(), {"items"}) : nullptr;
            std::vector<const Json *> pods;
            for (std::size_t i = 0; items && items->is_array() && i < items->size(); ++i)
                pods.push_back(&(*items)[i]);
            // Every node's, for the job's node is not known yet.
            const ComponentContainers read = componentContainersOf(pods);
            auto &components = m_inputs.components;
            components.insert(components.end(), read.distinct.cbegin(), read.distinct.cend());
            for (const auto &onNode : read.byNode)
                components.insert(components.end(), onNode.cbegin(), onNode.cend());
            if (!r.isOk() && r.error().kind != KubeError::Kind::NotFound)
                m_inputs.componentsError = r.error().toString();
            settle();
        });
    }
    for (const QString &name : recoverytime::configMapsNamedBy(job)) {
        ++m_pending;
        m_client->get(ResourceType::configMaps(), m_nameSpace, name)->then(this, [this, name](KubeReply &r) {
            if (r.isOk())
                m_inputs.configMaps[name] = r.object();
            else if (r.error().kind != KubeError::Kind::NotFound)
                m_inputs.configMapErrors[name] = r.error().toString();   // forbidden, a timeout: not "not found"
            settle();
        });
    }
    settle();
}

void JobInputsFetch::listNodes(std::set<QString> nodes)
{
    if (nodes.empty())
        return;
    ++m_pending;
    m_client->list(ResourceType::nodes(), {}, {})->then(this, [this, nodes = std::move(nodes)](KubeReply &r) {
        std::set<QString> missing = nodes;
        const Json *items = r.isOk() ? fields::find(r.object(), {"items"}) : nullptr;
        for (std::size_t i = 0; items && items->is_array() && i < items->size(); ++i) {
            const QString name = fields::text((*items)[i], {"metadata", "name"});
            if (missing.erase(name))
                m_inputs.jobNodeRankTables[name] = rankTableAnnotationOf((*items)[i]);
        }
        for (const QString &node : missing)
            m_inputs.jobNodeErrors[node] = r.isOk() ? QStringLiteral("not found") : r.error().toString();
        settle();
    });
}

void JobInputsFetch::fail(const KubeError &error)
{
    m_error = error;
    emit finished();
}

void JobInputsFetch::settle()
{
    if (--m_pending == 0)
        emit finished();
}

} // namespace ascendops::clustermodel
