#include "noderepair.h"

#include "clustersession.h"
#include "pipelinesession.h"
#include "previewedwrite.h"

#include "clustermodel/clusterwatch.h"
#include "kube/kubeclient.h"
#include "model/clustertopology.h"
#include "model/maintenancepause.h"
#include "model/objectfields.h"
#include "kube/kubereply.h"
#include "pipeline/personname.h"
#include "pipeline/repairwrites.h"

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
    menu->addAction(tr("Drain %1...").arg(node), this, [this, node] { drain(node); });
    if (!server.recoveryPaused.isEmpty()) {
        menu->addAction(tr("Resume Recovery on %1...").arg(node), this, [this, node] { pause(node, std::nullopt); });
    } else {
        menu->addAction(tr("Pause Recovery on %1...").arg(node), this, [this, node] {
            bool ok = false;
            const QString reason = QInputDialog::getText(m_window, tr("Pause Recovery on %1").arg(node),
                                                         tr("Why (for whoever finds the pause):"), QLineEdit::Normal, QString(), &ok);
            if (ok && !reason.trimmed().isEmpty())
                pause(node, reason.trimmed());
        });
    }
    if (server.cordoned || !server.recoveryPaused.isEmpty())
        menu->addAction(tr("Mark %1 Repaired...").arg(node), this, [this, node] { markRepaired(node); });
}

PreviewedWriteDialog *NodeRepair::cordon(const QString &node, bool cordon)
{
    kube::KubeClient *client = m_session->client();
    const std::optional<nlohmann::json> object = m_session->watch() ? m_session->watch()->nodes()->object(node) : std::nullopt;
    if (!client || !object)
        return nullptr;
    return open(node, {pipeline::cordonStep(*client, *object, cordon)}, cordon ? tr("Cordon") : tr("Uncordon"),
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
    return open(node, {pipeline::pauseStep(*client, *object, pause)}, reason ? tr("Pause Recovery") : tr("Resume Recovery"),
                reason ? tr("While recovery is paused on %1, the pipeline acts on no incident that touches it without a "
                            "person's yes, in every mode.").arg(node)
                       : tr("The pipeline recovers incidents on %1 again as its mode says.").arg(node),
                reason ? tr("Recovery paused.") : tr("Recovery resumed."));
}

void NodeRepair::drain(const QString &node, std::function<void(PreviewedWriteDialog *, const QString &)> done)
{
    kube::KubeClient *client = m_session->client();
    const std::optional<nlohmann::json> object = m_session->watch() ? m_session->watch()->nodes()->object(node) : std::nullopt;
    if (!client || !object) {
        if (done)
            done(nullptr, tr("%1 is not in the cache").arg(node));
        return;
    }
    kube::ListOptions options;
    options.fieldSelector = QStringLiteral("spec.nodeName=") + node;
    const QPointer<kube::KubeClient> connection = client;
    client->list(kube::ResourceType::pods(), QString(), options)->then(this, [this, node, object, connection, done](kube::KubeReply &reply) {
        const nlohmann::json *items = reply.isOk() ? fields::find(reply.object(), {"items"}) : nullptr;
        if (!connection || !items || !items->is_array()) {
            const QString why = tr("the pods on %1 were not listed: %2").arg(node, reply.error().toString());
            if (done)
                done(nullptr, why);
            return;
        }
        QStringList skipped;
        std::vector<pipeline::WriteStep> steps =
            pipeline::drainSteps(*connection, *object, items->get<std::vector<nlohmann::json>>(), &skipped);
        const int evicted = int(steps.size()) - 1;   // the first cordons
        QString summary = tr("%1 is cordoned, then each pod bound to it is evicted through the Eviction API: %n pod(s), "
                             "each only where its PodDisruptionBudgets allow.", nullptr, evicted).arg(node);
        if (!skipped.isEmpty())
            summary += QLatin1Char(' ') + tr("Left in place (DaemonSet and mirror pods): %1.").arg(skipped.join(QStringLiteral(", ")));
        PreviewedWriteDialog *dialog = open(node, std::move(steps), tr("Drain"), summary, tr("Drained."));
        if (done)
            done(dialog, {});
    });
}

PreviewedWriteDialog *NodeRepair::markRepaired(const QString &node)
{
    kube::KubeClient *client = m_session->client();
    const std::optional<nlohmann::json> object = m_session->watch() ? m_session->watch()->nodes()->object(node) : std::nullopt;
    if (!client || !object)
        return nullptr;
    // The pause goes first: it is written on the Node as read, and the
    // uncordon (a patch, as kubectl's) would change what was read.
    std::vector<pipeline::WriteStep> steps;
    QStringList undone;
    if (pauseOf(*object)) {
        steps.push_back(pipeline::pauseStep(*client, *object, std::nullopt));
        undone << tr("its maintenance pause is taken away");
    }
    const nlohmann::json *unschedulable = fields::find(*object, {"spec", "unschedulable"});
    if (unschedulable && unschedulable->is_boolean() && unschedulable->get<bool>()) {
        steps.push_back(pipeline::cordonStep(*client, *object, false));
        undone << tr("it is uncordoned");
    }
    if (steps.empty())
        return nullptr;
    return open(node, std::move(steps), tr("Mark Repaired"),
                tr("%1 goes back into service: %2. The pipeline recovers incidents on it as its mode says. A chip isolated "
                   "by hand stays isolated until released from its die's menu.")
                    .arg(node, undone.join(tr(", and "))),
                tr("Back in service."));
}

PreviewedWriteDialog *NodeRepair::open(const QString &node, std::vector<pipeline::WriteStep> steps, const QString &action,
                                       const QString &summary, const QString &done)
{
    if (m_dialog)
        m_dialog->close();
    const QString cluster = m_session->clusterLabel();
    m_dialog = openPreviewedWrite(m_runner, steps,
                                  {tr("%1: %2 on %3").arg(action, node, cluster), summary, action, tr("Writing..."),
                                   tr("%1 writes this on %2.").arg(action, cluster), done,
                                   tr("Not written: %1")},
                                  m_window, m_session->client());
    return m_dialog;
}

// Who pauses, signed as every person's act is.
QString NodeRepair::actor() const
{
    return m_session->client() ? pipeline::personAt(m_session->client()->connection()) : tr("operator");
}

} // namespace ascendops
