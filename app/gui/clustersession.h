#pragma once
// The console's connection to one cluster: a kubeconfig context, or the
// embedded demo cluster started on its own thread and reached through the
// same client and kubeconfig path as a production cluster. It owns the
// client and the watch, reports its state in words for the status bar, and
// passes on what the watch sees. Nothing here waits: every step answers
// through a signal.
#include "kube/clusterconnection.h"
#include "kube/kubeerror.h"
#include "formats/fabrictopology.h"
#include "sim/seed/simpreset.h"
#include "ssh/hostkeyrefusal.h"
#include "ssh/nodesshsettings.h"
#include "ssh/sshconfig.h"

#include <QObject>
#include <QTemporaryDir>
#include <QPointer>

#include <memory>

namespace ascendops::sim {
class EmbeddedCluster;
}

namespace ascendops::clustermodel {
class ClusterWatch;
class EventStore;
}
namespace ascendops::kube {
class KubeClient;
}
namespace ascendops::telemetry {
class NodeCollector;
}

namespace ascendops {

class DemoKubeconfig;
class PipelineSession;

class ClusterSession : public QObject
{
    Q_OBJECT

public:
    enum class State { Disconnected, Starting, Syncing, Connected, Failing };
    Q_ENUM(State)

    explicit ClusterSession(QObject *parent = nullptr);
    ~ClusterSession() override;

    // Starts the embedded cluster and connects to it as `sim-admin`.
    void connectToDemo(const sim::SimPreset &preset, double speed);
    // Connects to a resolved kubeconfig context.
    void connectTo(const kube::ClusterConnection &connection);
    void disconnectFromCluster();

    State state() const { return m_state; }
    // What the status bar says: the cluster, the state, and the last API latency.
    QString statusText() const;
    // The last problem in plain words (what went wrong, what to check); empty when none.
    QString problem() const { return m_problem; }
    // "demo cluster (a3-demo)" or the context name.
    QString clusterLabel() const { return m_label; }
    bool isDemo() const { return m_demo != nullptr; }
    // The demo cluster's cabling plan (sim/seed/simfabric.h), as a site's
    // network documentation would give it; empty for other clusters.
    FabricTopology demoFabric() const;
    // Where the running demo's kubeconfig is (demokubeconfig.h), for kubectl
    // and `ascend-ops-cli sim inject`; empty for other clusters, or with
    // demoKubeconfigProblem() saying why it could not be written.
    QString demoKubeconfig() const;
    QString demoKubeconfigProblem() const { return m_demoKubeconfigProblem; }

    kube::KubeClient *client() const { return m_client.get(); }
    clustermodel::ClusterWatch *watch() const { return m_watch.get(); }
    // The cluster's Events, kept bounded; listed once the watch synced.
    clustermodel::EventStore *events() const { return m_events.get(); }
    // Node telemetry over SSH; null until the nodes are reachable (the demo
    // serves its nodes over a loopback sshd).
    telemetry::NodeCollector *nodes() const { return m_nodes.get(); }
    // The recovery pipeline of this connection; null until the watch synced.
    PipelineSession *pipeline() const { return m_pipeline.get(); }
    QString nodesProblem() const { return m_nodesProblem; }

    // Node SSH settings are kept per this name: the kubeconfig context, or
    // "demo" for the embedded cluster. Empty when not connected.
    QString settingsContext() const;
    const ssh::NodeSshSettings &nodeSshSettings() const { return m_nodeSsh; }
    // Applies SETTINGS at once: the collector is (re)started with them.
    void setNodeSshSettings(const ssh::NodeSshSettings &settings);
    // The ssh_config node logins start from (~/.ssh/config, or the demo's
    // generated one) and what to call it.
    const ssh::SshConfig &nodeSshConfig() const { return m_sshConfig; }
    QString nodeSshConfigSource() const { return m_sshConfigSource; }
    // A cluster of more nodes than this, with no node SSH settings saved for
    // its context, is not probed until consentToProbe() (or settings).
    static constexpr int kProbeConsentAbove = 100;
    void setProbeConsentAbove(int nodes) { m_probeConsentAbove = nodes; }
    // The person agreed to probe every node of CONTEXT (the one asked
    // about) with the default settings.
    void consentToProbe(const QString &context);
    // Every node that could be probed (the demo: those its sshd serves).
    QStringList candidateNodes() const { return m_candidates; }

    // The user's answers about a host key: accepted for this run only, or
    // recorded in known_hosts (false with the reason when it cannot be);
    // either way every node is probed again at once.
    void acceptHostKeyOnce(const ssh::HostKeyRefusal &key);
    bool rememberHostKey(const ssh::HostKeyRefusal &key, QString *error);

signals:
    void stateChanged();
    // The connection's client is about to go (another cluster, a disconnect,
    // the window closing): what reads through it stops now.
    void clientClosing();
    void synced();
    void topologyChanged();
    void serversChanged(const QList<int> &servers);
    void jobsChanged();
    // The collector came up (or could not: nodesProblem() says why).
    void nodesChanged();
    // A pipeline was started or stopped with the connection.
    void pipelineChanged();
    // NODES would be probed over SSH with nothing chosen for them: ask first.
    void probeConsentNeeded(int nodes);

private:
    void setState(State state);
    void startNodeTelemetry(const QString &sshConfig, const QStringList &nodes, const QString &error);
    void startClusterNodeTelemetry();
    void applyNodeTargets();
    QHash<QString, ssh::SshTarget> nodeTargets() const;
    // One sshd process serves at most 16 nodes; the demo probes that many.
    static constexpr int kDemoSshNodes = 16;
    void onFailure(const kube::KubeError &error);
    void startPipeline();
    static void returnFreedMemory();
    void stopPipeline();

    State m_state = State::Disconnected;
    QString m_label;
    QString m_problem;
    qint64 m_latencyMs = -1;
    std::unique_ptr<sim::EmbeddedCluster> m_demo;
    sim::SimPreset m_demoPreset;
    std::unique_ptr<kube::KubeClient> m_client;
    std::unique_ptr<clustermodel::ClusterWatch> m_watch;
    std::unique_ptr<clustermodel::EventStore> m_events;
    std::unique_ptr<QTemporaryDir> m_demoDir;
    std::unique_ptr<DemoKubeconfig> m_demoKubeconfig;
    QString m_demoKubeconfigProblem;
    std::unique_ptr<telemetry::NodeCollector> m_nodes;
    std::unique_ptr<PipelineSession> m_pipeline;   // before the watch and client it uses
    QString m_nodesProblem;
    ssh::NodeSshSettings m_nodeSsh;
    ssh::SshConfig m_sshConfig;
    QString m_sshConfigSource;
    QStringList m_candidates;
    int m_probeConsentAbove = kProbeConsentAbove;
    QHash<QString, QString> m_hostIps;            // node name to InternalIP, for HostName
    QHash<QString, QStringList> m_acceptedOnce;   // known_hosts name to fingerprints
};

} // namespace ascendops
