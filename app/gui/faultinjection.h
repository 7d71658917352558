#pragma once
// Cluster > Inject Fault… on the demo cluster: creates one of the embedded
// cluster's Faults (sim/controllers/faultrequest.h), checked as `sim inject`
// checks it, through the session's own client. Off on other clusters: a
// production cluster has no Fault kind, and the console never pretends.
#include <QObject>

class QAction;
class QWidget;

namespace ascendops {

class ClusterSession;
class InjectFaultDialog;

class FaultInjection : public QObject
{
    Q_OBJECT

public:
    FaultInjection(ClusterSession *session, QWidget *window);

    QAction *action() const { return m_action; }
    // Opens the dialog (window-modal, no nested event loop); returns it for tests.
    InjectFaultDialog *open();

signals:
    // For the status bar: what was created, or why not.
    void message(const QString &text, int timeoutMs);

private:
    void updateAction();

    ClusterSession *m_session;
    QWidget *m_window;
    QAction *m_action;
};

} // namespace ascendops
