#pragma once
// Cluster ▸ Node SSH Settings…: opens the settings dialog on the connected
// cluster's node SSH settings, with its ssh_config and nodes, and applies
// what the operator chose at once (saved per kubeconfig context).
#include <QObject>

class QAction;
class QMessageBox;
class QWidget;

namespace ascendops {

class ClusterSession;
class NodeSshDialog;

class NodeSshControl : public QObject
{
    Q_OBJECT

public:
    NodeSshControl(ClusterSession *session, QWidget *window);

    QAction *settingsAction() const { return m_action; }
    // Opens the dialog (window-modal, no nested event loop); returns it for tests.
    NodeSshDialog *openSettings();
    // A large cluster with no settings yet: probe all, choose, or not now.
    QMessageBox *askToProbe(int nodes);

private:
    void updateAction();

    ClusterSession *m_session;
    QWidget *m_window;
    QAction *m_action;
};

} // namespace ascendops
