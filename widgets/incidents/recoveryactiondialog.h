#pragma once
// One recovery action a person asks for (rollback, pod or job rescheduling,
// isolation): the target to choose, the server-side dry run of exactly the
// writes it would send, a confirmation that names the cluster and the
// context it writes through, then progress and the outcome. The dialog asks
// (previewRequested, runRequested) and shows what it is told; the app runs
// the pipeline.
#include "pipeline/actionrunner.h"
#include "pipeline/incident.h"
#include "pipeline/recoverypipeline.h"

#include <QDialog>

#include <optional>
#include <vector>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QRadioButton;
class QSpinBox;
class QTreeWidget;

namespace ascendops {

struct RecoveryActionTarget
{
    struct Pod
    {
        QString name;                 // "namespace/name"
        QString node;
        int rank = -1;                // hccl/rankIndex; -1 unknown
        bool faulty = false;          // its server is in an open incident of the job
        // Where it lands when it must leave its server, in words ("2 healthy
        // spares in super-pod 0"), and whether it can.
        QString landing;
        bool canLand = true;
    };

    pipeline::RecoveryAction action = pipeline::RecoveryAction::None;
    QString job;                      // "namespace/name"; empty when isolating a server no job needs
    QString clusterLabel;             // "demo cluster (a3-demo)"
    QString contextName;              // the kubeconfig context written through
    QString userName;                 // its user
    std::vector<Pod> pods;            // the job's pods (pod rescheduling)
    QStringList nodes;                // servers to choose from (isolation)
    QString node;                     // preselected server
    int die = -1;                     // preselected chip; -1 none
    int maxDie = 15;                  // highest die index a server has
    qint64 lastCheckpointStep = -1;   // the job's last checkpoint, as its log said; -1 none
    qint64 stepNow = -1;              // the last step its log printed; -1 none read
    std::optional<double> recoverySeconds;   // the job's recovery-time estimate, fault to training again
    QString chipRefusal;              // why a chip may not be isolated; empty: it may
    QString serverRefusal;            // the same for a whole server
    QString inFlight;                 // a recovery of the job under way, in words; empty: none
    QString owner;                    // who recovers the job when not the console, in words; empty: the console
};

// The pods in the order the pod choice offers them: on faulty servers first,
// then by rank, rank 0 last.
std::vector<RecoveryActionTarget::Pod> podChoiceOrder(std::vector<RecoveryActionTarget::Pod> pods);

class RecoveryActionDialog : public QDialog
{
    Q_OBJECT

public:
    explicit RecoveryActionDialog(const RecoveryActionTarget &target, QWidget *parent = nullptr);

    // The request the current choices make (requestedBy left to the caller).
    pipeline::ManualRequest request() const;
    // Asks for a dry run of the current choices (again).
    void requestPreview();
    // The dry run for the request of `generation`; older ones are ignored.
    void showPreview(int generation, const pipeline::ActionOutcome &preview);
    // The request was handed to the pipeline as this incident.
    void showStarted(const QString &incidentId);
    // The request was not run, and why (a recovery of the job is in flight).
    void showRefused(const QString &why);
    // The request went to the pipeline that recovers the cluster (another
    // one): what came of it in words; finished with the last word.
    void showHandedOver(const QString &words, bool final);
    // The incident moved on; the dialog is finished once it stops acting and verifying.
    void showProgress(const pipeline::Incident &incident);

    QString incidentId() const { return m_incidentId; }
    bool isFinished() const { return m_finished; }
    QString previewText() const;
    // Isolate: what the chosen server runs of the job (its rank-0 pod said so).
    QString serverNote() const;
    QString statusText() const;
    QPushButton *runButton() const { return m_run; }

signals:
    void previewRequested(const ascendops::pipeline::ManualRequest &request, int generation);
    void runRequested(const ascendops::pipeline::ManualRequest &request);

private:
    QWidget *buildChoices();
    QWidget *buildRollbackChoice(QWidget *parent);
    QWidget *buildPodChoice(QWidget *parent);
    void showLanding();
    QWidget *buildIsolateChoice(QWidget *parent);
    void setChoicesEnabled(bool enabled);
    bool runnable() const;
    void run();

    RecoveryActionTarget m_target;
    QWidget *m_choices = nullptr;
    QButtonGroup *m_rollbackGroup = nullptr;
    QComboBox *m_pods = nullptr;
    QComboBox *m_nodes = nullptr;
    QLabel *m_serverNote = nullptr;
    QLabel *m_landing = nullptr;
    QRadioButton *m_wholeServer = nullptr;
    QRadioButton *m_oneChip = nullptr;
    QSpinBox *m_die = nullptr;
    QCheckBox *m_supersede = nullptr;
    QTreeWidget *m_preview;
    QLabel *m_previewStatus;
    QLabel *m_confirm;
    QProgressBar *m_progress;
    QLabel *m_status;
    QPushButton *m_run;
    QPushButton *m_close;
    int m_generation = 0;
    bool m_previewOk = false;
    QString m_incidentId;
    bool m_finished = false;
};

} // namespace ascendops
