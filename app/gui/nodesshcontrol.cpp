#include "nodesshcontrol.h"

#include "clustersession.h"
#include "dialogs/nodesshdialog.h"

#include <QAction>
#include <QMessageBox>
#include <QPushButton>

namespace ascendops {

NodeSshControl::NodeSshControl(ClusterSession *session, QWidget *window)
    : QObject(window)
    , m_session(session)
    , m_window(window)
    , m_action(new QAction(tr("Node &SSH Settings…"), this))
{
    m_action->setObjectName(QStringLiteral("nodeSshSettingsAction"));
    m_action->setStatusTip(tr("How the console logs in to this cluster's nodes for link telemetry"));
    connect(m_action, &QAction::triggered, this, &NodeSshControl::openSettings);
    connect(session, &ClusterSession::stateChanged, this, &NodeSshControl::updateAction);
    connect(session, &ClusterSession::nodesChanged, this, &NodeSshControl::updateAction);
    connect(session, &ClusterSession::probeConsentNeeded, this, &NodeSshControl::askToProbe);
    updateAction();
}

// Window-modal without a nested loop: the console goes on while it waits.
QMessageBox *NodeSshControl::askToProbe(int nodes)
{
    auto *box = new QMessageBox(QMessageBox::Question, tr("Probe %1 nodes?").arg(nodes),
                                tr("%1 has %2 nodes and no node SSH settings yet.").arg(m_session->clusterLabel()).arg(nodes),
                                QMessageBox::NoButton, m_window);
    box->setObjectName(QStringLiteral("probeConsent"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setInformativeText(tr("Link telemetry logs in to each node over SSH (as ~/.ssh/config says) every %1 s. "
                               "Probe them all, choose which nodes and how, or leave it for now?")
                                .arg(ssh::NodeSshSettings::defaultProbeIntervalSec));
    QPushButton *all = box->addButton(tr("Probe All"), QMessageBox::AcceptRole);
    QPushButton *choose = box->addButton(tr("Choose…"), QMessageBox::ActionRole);
    box->addButton(tr("Not Now"), QMessageBox::RejectRole);
    box->setDefaultButton(choose);
    connect(box, &QMessageBox::buttonClicked, this, [this, all, choose, context = m_session->settingsContext()](QAbstractButton *button) {
        if (button == all)
            m_session->consentToProbe(context);
        else if (button == choose && m_session->settingsContext() == context)
            openSettings();
    });
    // Asked about this cluster only: a switch to another closes the question.
    connect(m_session, &ClusterSession::stateChanged, box, [this, box, context = m_session->settingsContext()] {
        if (m_session->settingsContext() != context)
            box->close();
    });
    box->open();
    return box;
}

// Settings belong to a cluster: off until there is one whose nodes are known.
void NodeSshControl::updateAction()
{
    const bool ready = !m_session->settingsContext().isEmpty() && !m_session->candidateNodes().isEmpty();
    m_action->setEnabled(ready);
    m_action->setToolTip(ready ? m_action->statusTip()
                               : tr("Connect to a cluster first; its nodes are listed once the console has read them."));
}

NodeSshDialog *NodeSshControl::openSettings()
{
    auto *dialog = new NodeSshDialog(m_window);
    dialog->setObjectName(QStringLiteral("nodeSshDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Node SSH Settings — %1").arg(m_session->clusterLabel()));
    dialog->setSshConfig(m_session->nodeSshConfig(), m_session->nodeSshConfigSource());
    dialog->setNodes(m_session->candidateNodes());
    dialog->setSettings(m_session->nodeSshSettings());
    connect(dialog, &QDialog::accepted, this, [this, dialog] { m_session->setNodeSshSettings(dialog->settings()); });
    dialog->open();
    return dialog;
}

} // namespace ascendops
