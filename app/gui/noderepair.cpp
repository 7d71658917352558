#include "noderepair.h"

#include "clustersession.h"
#include "pipelinesession.h"
#include "previewedwrite.h"

#include "clustermodel/clusterwatch.h"
#include "kube/kubeclient.h"
#include "model/clustertopology.h"
#include "model/maintenancepause.h"
#include "pipeline/repairwrites.h"
#include "ssh/configvalues.h"

#include <QDateTime>
#include <QInputDialog>
#include <QMenu>

namespace ascendops {

NodeRepair::NodeRepair(ClusterSession *session, QWidget *window, QObject *parent)
    : QObject(parent), m_session(session), m_window(window)
{
}

void NodeRepair::fillMenu(QMenu *menu, const TopologyServer &server)
{
    const QString node = server.nodeName;
    if (server.cordoned)
        menu->addAction(tr("Uncordon %1...").arg(node), this, [this, node] { cordon(node, false); });
    else
        menu->addAction(tr("Cordon %1...").arg(node), this, [this, node] { cordon(node, true); });
    if (!server.recoveryPaused.isEmpty()) {
        menu->addAction(tr("Resume Recovery on %1...").arg(node), this, [this, node] { pause(node, std::nullopt); });
        return;
    }
    menu->addAction(tr("Pause Recovery on %1...").arg(node), this, [this, node] {
        bool ok = false;
        const QString reason = QInputDialog::getText(m_window, tr("Pause Recovery on %1").arg(node),
                                                     tr("Why (for whoever finds the pause):"), QLineEdit::Normal, QString(), &ok);
        if (ok && !reason.trimmed().isEmpty())
            pause(node, reason.trimmed());
    });
}

PreviewedWriteDialog *NodeRepair::cordon(const QString &node, bool cordon)
{
    kube::KubeClient *client = m_session->client();
    const std::optional<nlohmann::json> object = m_session->watch() ? m_session->watch()->nodes()->object(node) : std::nullopt;
    if (!client || !object)
        return nullptr;
    return open(node, pipeline::cordonStep(*client, *object, cordon), cordon ? tr("Cordon") : tr("Uncordon"),
                cordon ? tr("Nothing new is placed on %1 once it is cordoned; what runs there keeps running.").arg(node)
                       : tr("%1 takes pods again once it is uncordoned.").arg(node),
                cordon ? tr("Cordoned.") : tr("Uncordoned."));
}

PreviewedWriteDialog *NodeRepair::pause(const QString &node, const std::optional<QString> &reason)
{
    kube::KubeClient *client = m_session->client();
    const std::optional<nlohmann::json> object = m_session->watch() ? m_session->watch()->nodes()->object(node) : std::nullopt;
    if (!client || !object)
        return nullptr;
    std::optional<MaintenancePause> pause;
    if (reason)
        pause = MaintenancePause{*reason, actor(), QDateTime::currentDateTimeUtc().toString(Qt::ISODate)};
    return open(node, pipeline::pauseStep(*client, *object, pause), reason ? tr("Pause Recovery") : tr("Resume Recovery"),
                reason ? tr("While recovery is paused on %1, the pipeline acts on no incident that touches it without a "
                            "person's yes, in every mode.").arg(node)
                       : tr("The pipeline recovers incidents on %1 again as its mode says.").arg(node),
                reason ? tr("Recovery paused.") : tr("Recovery resumed."));
}

PreviewedWriteDialog *NodeRepair::open(const QString &node, pipeline::WriteStep step, const QString &action, const QString &summary,
                                       const QString &done)
{
    if (m_dialog)
        m_dialog->close();
    const QString cluster = m_session->clusterLabel();
    m_dialog = openPreviewedWrite(m_runner, {std::move(step)},
                                  {tr("%1: %2 on %3").arg(action, node, cluster), summary, action, tr("Writing..."),
                                   tr("%1 writes this on %2.").arg(action, cluster), done,
                                   tr("Not written: %1")},
                                  m_window, m_session->client());
    return m_dialog;
}

// Who pauses, as the pipeline names people: the OS user and the context.
QString NodeRepair::actor() const
{
    if (const PipelineSession *pipeline = m_session->pipeline())
        return pipeline->operatorName();
    const QString local = ssh::localUserName();
    return local.isEmpty() ? tr("operator") : local;
}

} // namespace ascendops
