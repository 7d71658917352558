#pragma once
// The recovery side of the window: the Incidents tab fed from the
// connection's pipeline (live incidents, the journal's history, mode and
// breaker), the status-bar labels that show the pipeline's mode and the
// breaker at all times, the approve/decline answers, and the one-click
// actions from the Incidents tab and the Jobs tab's context menu.
#include <QObject>

class QLabel;
class QStatusBar;
class QWidget;

namespace ascendops {

class ClusterSession;
class IncidentsPanel;
class JobsPanel;
class ManualActions;

class Prompter;

class RecoveryViews : public QObject
{
    Q_OBJECT

public:
    RecoveryViews(ClusterSession *session, JobsPanel *jobs, QStatusBar *statusBar, QWidget *window);

    IncidentsPanel *incidents() const { return m_panel; }
    ManualActions *actions() const { return m_actions; }
    QLabel *modeLabel() const { return m_modeLabel; }
    QLabel *breakerLabel() const { return m_breakerLabel; }
    // Whether the console may quit: in auto mode with incidents open (or an
    // action in flight), recovery stops with it, so a person is asked first.
    bool mayStopRecovery(Prompter *prompter) const;

private:
    void attach();
    void showIncident(const QString &id);
    void showMode();
    void showBreaker();
    void showSituation();
    void showRefusals();
    void chooseMode(int mode);
    void requestAction(int action, const QString &incidentId);
    void showJobMenu(const QString &job, const QString &node, const QPoint &at);

    ClusterSession *m_session;
    QWidget *m_window;
    QStatusBar *m_statusBar;
    IncidentsPanel *m_panel;
    ManualActions *m_actions;
    QLabel *m_modeLabel;
    QLabel *m_breakerLabel;
};

} // namespace ascendops
