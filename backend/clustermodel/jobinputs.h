#pragma once
// A live job's recovery-time inputs (recoverytime::JobInputs): the job and
// the ConfigMaps its pod templates name (volumes, env references).
// The console takes them from ClusterWatch's caches; the CLI fetches them.
#include "kube/kubeerror.h"
#include "model/jobsummary.h"
#include "recoverytime/jobfacts.h"

#include <QHash>
#include <QObject>

#include <set>

namespace ascendops::kube {
class ApiClient;
}

namespace ascendops::clustermodel {

using kube::ApiClient;
using kube::KubeError;
class ClusterWatch;

// Where a training job runs, from its pods' summaries (summarizePods): a
// running one (where its volumes can be read: the lowest rank's, else the
// first) and each node a running pod is on, once, in the summaries' order
// (by rank). A pod that is not running says nothing about where the job
// runs. The caller reads the uid of the pod named, from wherever it keeps it.
struct JobPlacement
{
    QString podNode;            // "" when no pod of the job runs
    QString podName;            // the pod on podNode
    QString podUid;
    QStringList runningNodes;
    QStringList boundNodes;     // of every pod placed on a server, running or not (a failed one's too)
};
JobPlacement placementOfPods(const QList<JobPodSummary> &pods);

// The remain-retry-times text of Volcano's fault ConfigMap, when it has one.
std::optional<std::string> remainRetryTimesIn(const std::optional<nlohmann::json> &map);

// The containers of MindCluster's components (the pods of kube-system and
// mindx-dl), read once for all jobs: one of each image and command line (a
// DaemonSet's thousand pods share theirs), and each node's own, where the
// device plugin's -hotReset of a job's node is read.
struct ComponentContainers
{
    std::vector<recoverytime::ComponentContainer> distinct;
    QHash<QString, std::vector<recoverytime::ComponentContainer>> byNode;

    bool operator==(const ComponentContainers &) const = default;
};
// The pods in kMindClusterNamespaces, each once.
ComponentContainers componentContainersOf(const std::vector<const nlohmann::json *> &pods);
// What componentContainersOf reads of a pod beside its name and node: its
// containers' image, command and args, as compact JSON ("" for none). A
// DaemonSet's pods all say the same.
QString componentContainersText(const nlohmann::json &pod);
// Adds one pod's containers (CONTAINERS: componentContainersText, read
// back) to READ, as componentContainersOf does.
void addComponentPod(ComponentContainers &read, const QString &where, const QString &node, const nlohmann::json &containers);
inline constexpr const char *kMindClusterNamespaces[] = {"kube-system", "mindx-dl"};
inline bool isMindClusterNamespace(const QString &ns)
{
    return ns == QLatin1String(kMindClusterNamespaces[0]) || ns == QLatin1String(kMindClusterNamespaces[1]);
}

// From the caches; nothing when the job is not cached.
std::optional<recoverytime::JobInputs> jobInputsFromWatch(const ClusterWatch &watch, const QString &key);

// GET the job (a Volcano Job, else an AscendJob), then its pods (for the
// node of a running one) and each ConfigMap it names (one that is missing
// is left out: the profile says so).
class JobInputsFetch : public QObject
{
    Q_OBJECT

public:
    JobInputsFetch(ApiClient *client, QString nameSpace, QString name, QObject *parent = nullptr);
    void start();

    const recoverytime::JobInputs &inputs() const { return m_inputs; }
    // Set when the job could not be read; notFound when neither kind has it.
    const KubeError &error() const { return m_error; }
    bool notFound() const { return m_notFound; }

signals:
    void finished();

private:
    void getJob(bool ascend);
    void onJob(const nlohmann::json &job);
    void fail(const KubeError &error);
    void settle();
    // The nodes' ascend-rank-table annotations, in one list of the Nodes.
    void listNodes(std::set<QString> nodes);

    ApiClient *m_client;
    QString m_nameSpace, m_name;
    recoverytime::JobInputs m_inputs;
    KubeError m_error;
    bool m_notFound = false;
    int m_pending = 0;
};

} // namespace ascendops::clustermodel
