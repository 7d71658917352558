#pragma once
// The Incidents tab: the pipeline's mode (changeable) and circuit breaker
// (with its reset) in a bar on top; the approve/decline answers and the
// one-click recovery actions for the selected incident; the incidents table
// (live, then from the journal) with the selected one's details below it;
// and, while there is nothing to list, a sentence that says what the
// pipeline is doing. The app pushes values and answers the signals.
#include "pipeline/incident.h"
#include "pipeline/journalincident.h"
#include "pipeline/recoveryaction.h"
#include "pipeline/recoverypipeline.h"

#include <QHash>
#include <QWidget>

#include <vector>

class QComboBox;
class QLabel;
class QHBoxLayout;
class QPushButton;
class QStackedWidget;
class QTableView;

namespace ascendops {

class ClusterPipelinePanel;
class IncidentDetails;
class IncidentsModel;

class IncidentsPanel : public QWidget
{
    Q_OBJECT

public:
    // The one-click actions the panel offers, in button order.
    static const std::vector<pipeline::RecoveryAction> &oneClickActions();

    explicit IncidentsPanel(QWidget *parent = nullptr);

    IncidentsModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    IncidentDetails *details() const { return m_details; }
    // Above the table, shown while another pipeline recovers the cluster (hidden otherwise).
    ClusterPipelinePanel *clusterPipeline() const { return m_clusterPipeline; }

    // Without a pipeline (no cluster, caches not synced) nothing can be changed; `why` says so.
    void setPipelineAvailable(bool available, const QString &why = {});
    void setMode(pipeline::PipelineMode mode);
    pipeline::PipelineMode mode() const;
    // A non-empty reason keeps the mode at what it is (e.g. the journal cannot be written).
    void setModeLocked(const QString &why);
    void setBreaker(bool tripped, const QString &reason);
    // "Watching 10 nodes · 2 open incidents": beside the mode.
    void setSummary(const QString &summary);
    // Shown instead of the table while it has no rows.
    void setEmptyMessage(const QString &message);
    QString emptyMessage() const;
    bool showsEmptyMessage() const;

    void showIncident(const pipeline::Incident &incident);
    void setHistory(std::vector<pipeline::JournalIncident> history);
    void clearIncidents();

    // Why `action` cannot be taken now (permissions, read-only, no pipeline); empty: it can.
    void setActionRefusal(pipeline::RecoveryAction action, const QString &why);
    QPushButton *actionButton(pipeline::RecoveryAction action) const { return m_actionButtons.value(int(action)); }
    QPushButton *approveButton() const { return m_approve; }
    QPushButton *declineButton() const { return m_decline; }
    // A person's attention to the selected open incident (the alarm workflow).
    // Strategy: another answer to ClusterD's question, before approving.
    enum class PersonAct { Acknowledge, Assign, Snooze, Note, Close, Strategy };
    QPushButton *personButton(PersonAct act) const { return m_personButtons.value(int(act)); }
    QPushButton *resetBreakerButton() const { return m_resetBreaker; }
    QComboBox *modeBox() const { return m_mode; }

    QString selectedId() const;
    // The job and first server of the selected incident, live or from the journal.
    QString selectedJob() const;
    QString selectedNode() const;
    int selectedDie() const;
    bool selectIncident(const QString &id);

signals:
    void modeChosen(ascendops::pipeline::PipelineMode mode);
    void resetBreakerRequested();
    void approveRequested(const QString &incidentId);
    void declineRequested(const QString &incidentId);
    // Acknowledge, Assign, Note, Close (the app asks what it needs); a
    // snooze comes with its minutes.
    void personActRequested(ascendops::IncidentsPanel::PersonAct act, const QString &incidentId);
    void snoozeRequested(const QString &incidentId, int minutes);
    void actionRequested(ascendops::pipeline::RecoveryAction action, const QString &incidentId);
    // Another row became the current one (empty: none).
    void currentIncidentChanged(const QString &incidentId);

private:
    QWidget *buildModeBar();
    QWidget *buildActionBar();
    void addPersonButtons(QHBoxLayout *row, QWidget *bar);
    void showSelected();
    void refreshButtons();
    void refreshPage();
    // Why the selection does not suit `action`; empty when it does.
    QString selectionRefusal(pipeline::RecoveryAction action) const;

    IncidentsModel *m_model;
    QTableView *m_table;
    IncidentDetails *m_details;
    ClusterPipelinePanel *m_clusterPipeline;
    QStackedWidget *m_pages;
    QLabel *m_empty;
    QComboBox *m_mode;
    QLabel *m_breaker;
    QPushButton *m_resetBreaker;
    QLabel *m_summary;
    QPushButton *m_approve;
    QPushButton *m_decline;
    QHash<int, QPushButton *> m_actionButtons;     // by RecoveryAction
    QHash<int, QPushButton *> m_personButtons;     // by PersonAct
    QHash<int, QString> m_refusals;                // by RecoveryAction
    QString m_unavailable;                         // why there is no pipeline
    QString m_modeLock;
    QString m_shownId;                             // the incident the details show
};

} // namespace ascendops
