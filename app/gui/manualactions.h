#pragma once
// The one-click recovery actions, from a button in the Incidents tab or the
// Jobs tab's context menu: fills the dialog's choices from what the watch
// sees (the job's pods, the servers, the job's last checkpoint step), runs
// its dry run through RecoveryPipeline::previewManual, hands the confirmed
// request to runManual and follows the incident it became until it is done.
#include "pipeline/recoveryaction.h"
#include "clusterpipelineanswers.h"
#include "incidents/recoveryactiondialog.h"

#include <QObject>
#include <QPointer>

class QMenu;
class QWidget;

namespace ascendops {

class ClusterSession;

class ManualActions : public QObject
{
    Q_OBJECT

public:
    ManualActions(ClusterSession *session, QWidget *window);

    // Why `action` on `job` cannot be run now; empty when it can.
    QString refusal(pipeline::RecoveryAction action, const QString &job) const;
    // The recovery of the job under way, in words; empty when none.
    QString inFlight(const QString &job) const;
    // Opens the dialog (non-modal) for `action` on `job`, the server `node`
    // and chip `die` preselected; null (having said nothing) without a pipeline.
    RecoveryActionDialog *open(pipeline::RecoveryAction action, const QString &job, const QString &node, int die);
    // The actions for a job (and one of its servers) as a menu, each off with
    // its reason in the tooltip when it cannot run.
    void fillMenu(QMenu *menu, const QString &job, const QString &node, int die = -1);
    RecoveryActionDialog *dialog() const { return m_dialog; }
    // While another pipeline recovers the cluster, a confirmed request goes to it through these.
    void setClusterPipelineAnswers(ClusterPipelineAnswers *answers) { m_answers = answers; }

private:
    RecoveryActionTarget targetFor(pipeline::RecoveryAction action, const QString &job, const QString &node, int die) const;
    qint64 lastCheckpointStep(const QString &job) const;
    void landingOf(RecoveryActionTarget::Pod &pod) const;
    void wire(RecoveryActionDialog *dialog);

    ClusterSession *m_session;
    QWidget *m_window;
    QPointer<RecoveryActionDialog> m_dialog;
    QPointer<ClusterPipelineAnswers> m_answers;
};

} // namespace ascendops
