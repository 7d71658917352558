#pragma once
// The embedded cluster inside the console: a SimCluster on its own thread,
// so that serving, watches and the simulated controllers never take time from
// the window. The console then connects to it through the same Kubernetes
// client and kubeconfig it uses for a production cluster.
#include "sim/seed/simpreset.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QThread>

#include <memory>

namespace ascendops::sim {

class SimCluster;

class EmbeddedCluster : public QObject
{
    Q_OBJECT

public:
    explicit EmbeddedCluster(QObject *parent = nullptr);
    ~EmbeddedCluster() override;

    // Before start(): also keep a node-tools directory there (SimCluster::
    // startNodeTools); empty, the default: none.
    void setNodeToolsDir(const QString &dir) { m_nodeToolsDir = dir; }
    QString nodeToolsDir() const { return m_nodeToolsDir; }
    // Before start(), with a node-tools directory: serve the first maxNodes
    // nodes over SSH too (SimCluster::startNodeAccess). Reported by
    // nodeAccessReady(); a failure there (no sshd) leaves the cluster running.
    void setNodeAccess(const QString &sshDir, int maxNodes) { m_sshDir = sshDir; m_sshNodes = maxNodes; }

    // Builds and starts the cluster on loopback, port chosen by the system.
    // Answers with started() or failed(), on this object's thread.
    void start(const SimPreset &preset, double speed);
    bool isRunning() const { return m_cluster != nullptr; }

signals:
    void started(const QByteArray &kubeconfig, const QString &serverUrl);
    void failed(const QString &error);
    // sshConfig empty and error set when the nodes could not be served.
    void nodeAccessReady(const QString &sshConfig, const QStringList &nodes, const QString &error);

private:
    // The cluster as its own thread knows it, from the moment it is built:
    // the destructor deletes it there even when the console closes before
    // started() has arrived (a SIGTERM during start-up).
    struct Slot
    {
        SimCluster *cluster = nullptr;   // read and written on m_thread only
    };
    QThread m_thread;
    QObject *m_anchor = nullptr;         // lives on m_thread while it runs
    std::shared_ptr<Slot> m_slot = std::make_shared<Slot>();
    SimCluster *m_cluster = nullptr;     // lives on m_thread; set once started() is due
    QString m_nodeToolsDir;
    QString m_sshDir;
    int m_sshNodes = 0;
};

} // namespace ascendops::sim
