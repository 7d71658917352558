#include "embeddedcluster.h"

#include "simcluster.h"

#include <QHostAddress>
#include <QMetaObject>
#include <QPointer>

#include <utility>

namespace ascendops::sim {

EmbeddedCluster::EmbeddedCluster(QObject *parent)
    : QObject(parent)
{
    m_thread.setObjectName(QStringLiteral("embedded-cluster"));
}

EmbeddedCluster::~EmbeddedCluster()
{
    // The cluster is deleted on its own thread (its sockets and timers live
    // there), after whatever that thread still had queued (the build itself,
    // when the console closes during start-up); then the thread ends.
    if (m_anchor) {
        QMetaObject::invokeMethod(m_anchor, [slot = m_slot, anchor = m_anchor] {
            delete std::exchange(slot->cluster, nullptr);
            delete anchor;
        }, Qt::BlockingQueuedConnection);
    }
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
    m_anchor = new QObject;
    m_anchor->moveToThread(&m_thread);
    QMetaObject::invokeMethod(m_anchor, [self, slot = m_slot, preset, speed, nodeTools = m_nodeToolsDir, sshDir = m_sshDir,
                                         sshNodes = m_sshNodes] {
        auto *cluster = new SimCluster(preset, speed);
        slot->cluster = cluster;
        QString error;
        const bool ok = (nodeTools.isEmpty() || cluster->startNodeTools(nodeTools, &error))
            && cluster->listen(QHostAddress(QHostAddress::LocalHost), 0, &error);
        const QByteArray kubeconfig = ok ? cluster->server().kubeconfig() : QByteArray();
        const QString url = ok ? cluster->server().serverUrl() : QString();
        if (!ok) {
            delete cluster;
            cluster = slot->cluster = nullptr;
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
        QMetaObject::invokeMethod(self, [self, cluster, ok, kubeconfig, url, error, sshConfig, sshNodeNames, sshError,
                                         askedForSsh = !sshDir.isEmpty()] {
            // The console closed while the cluster was being built: the
            // destructor has deleted it on its thread.
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
