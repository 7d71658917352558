#include "embeddedcluster.h"

#include "simcluster.h"

#include <QHostAddress>
#include <QMetaObject>
#include <QPointer>

namespace ascendops::sim {

EmbeddedCluster::EmbeddedCluster(QObject *parent)
    : QObject(parent)
{
    m_thread.setObjectName(QStringLiteral("embedded-cluster"));
}

EmbeddedCluster::~EmbeddedCluster()
{
    // The cluster is deleted on its own thread (its sockets and timers live
    // there), then the thread ends.
    if (m_cluster)
        QMetaObject::invokeMethod(m_cluster, [cluster = m_cluster] { delete cluster; }, Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
}

void EmbeddedCluster::start(const SimPreset &preset, double speed)
{
    if (m_cluster || m_thread.isRunning())
        return;
    m_thread.start();
    QPointer<EmbeddedCluster> self(this);
    // Building a3-scale's objects takes a moment: it happens on the thread too.
    QObject *anchor = new QObject;
    anchor->moveToThread(&m_thread);
    QMetaObject::invokeMethod(anchor, [self, anchor, preset, speed, nodeTools = m_nodeToolsDir, sshDir = m_sshDir,
                                       sshNodes = m_sshNodes] {
        auto *cluster = new SimCluster(preset, speed);
        QString error;
        const bool ok = (nodeTools.isEmpty() || cluster->startNodeTools(nodeTools, &error))
            && cluster->listen(QHostAddress(QHostAddress::LocalHost), 0, &error);
        const QByteArray kubeconfig = ok ? cluster->server().kubeconfig() : QByteArray();
        const QString url = ok ? cluster->server().serverUrl() : QString();
        if (!ok) {
            delete cluster;
            cluster = nullptr;
        }
        QString sshError;
        QString sshConfig;
        QStringList sshNodeNames;
        if (ok && !sshDir.isEmpty() && !nodeTools.isEmpty()) {
            if (cluster->startNodeAccess(sshDir, sshNodes, &sshError)) {
                sshConfig = cluster->nodeAccess()->sshConfigPath();
                sshNodeNames = cluster->nodeAccess()->nodes();
            }
        }
        anchor->deleteLater();
        QMetaObject::invokeMethod(self, [self, cluster, ok, kubeconfig, url, error, sshConfig, sshNodeNames, sshError,
                                         askedForSsh = !sshDir.isEmpty()] {
            // The console closed while the cluster was being built: its
            // thread is gone, and so is the process in a moment.
            if (!self)
                return;
            self->m_cluster = cluster;
            if (ok) {
                emit self->started(kubeconfig, url);
                if (askedForSsh)
                    emit self->nodeAccessReady(sshConfig, sshNodeNames, sshError);
            } else
                emit self->failed(error);
        }, Qt::QueuedConnection);
    }, Qt::QueuedConnection);
}

} // namespace ascendops::sim
