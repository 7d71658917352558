#pragma once
// The recovery side of the window: the Incidents tab fed from the
// connection's pipeline (live incidents, the journal's history, mode and
// breaker), the status-bar labels that show the pipeline's mode and the
// breaker at all times, the approve/decline answers, and the one-click
// actions from the Incidents tab and the Jobs tab's context menu.
#include "incidents/incidentspanel.h"

#include <QObject>
#include <QPointer>
#include <QSet>

class QLabel;
class QStatusBar;
class QWidget;

namespace ascendops {

class ClusterPipelineAnswers;
class ClusterSession;
class IncidentEvents;
class IncidentsPanel;
class IsolationRelease;
class NodeRepair;
class ObjectInspection;
class PreviewedWriteDialog;
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
    IsolationRelease *isolation() const { return m_isolation; }
    NodeRepair *repair() const { return m_repair; }
    ObjectInspection *inspection() const { return m_inspection; }
    ClusterPipelineAnswers *clusterPipelineAnswers() const { return m_answers; }
    QLabel *modeLabel() const { return m_modeLabel; }
    QLabel *breakerLabel() const { return m_breakerLabel; }
    // Whether the console may quit: in auto mode with incidents open (or an
    // action in flight), recovery stops with it, so a person is asked first.
    bool mayStopRecovery(Prompter *prompter) const;
    // A person's act on incident ID (TEXT: the assignee, the note, the
    // reason to close, a snooze's minutes), signed with the operator's name;
    // empty when done, else why not.
    QString attend(IncidentsPanel::PersonAct act, const QString &id, const QString &text = {});
    // Approve's dialog: what it would write (the server's dry run) on which
    // cluster, then the person's yes. Null unless ID waits for approval.
    PreviewedWriteDialog *openApproval(const QString &id);
    // Opening the tab: an incident waiting for a person (approval, or no
    // automatic recovery left) is selected, unless one already is.
    void selectWaiting();

signals:
    // Open incidents and those waiting for a person; NEWLYWAITING says, in
    // words, which one started waiting just now (empty when none did).
    void attentionChanged(int open, int waiting, const QString &newlyWaiting);

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
    void askAndAttend(IncidentsPanel::PersonAct act, const QString &id);
    QString chosenStrategy(const QString &id, bool *ok);
    void showAttended(const QString &refusal);
    void countAttention(const QString &changedId);

    ClusterSession *m_session;
    JobsPanel *m_jobs;
    QWidget *m_window;
    QSet<QString> m_waiting;   // incidents last seen waiting for a person
    QStatusBar *m_statusBar;
    IncidentsPanel *m_panel;
    IncidentEvents *m_events;
    ManualActions *m_actions;
    IsolationRelease *m_isolation;
    NodeRepair *m_repair;
    ObjectInspection *m_inspection;
    ClusterPipelineAnswers *m_answers;
    QPointer<PreviewedWriteDialog> m_approval;
    QLabel *m_modeLabel;
    QLabel *m_breakerLabel;
};

} // namespace ascendops
