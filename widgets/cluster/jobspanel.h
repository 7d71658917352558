#pragma once
// The jobs view: training jobs and their pods above (sortable, with each
// job's estimated time to recover); below, the selected job's Recovery pane
// (its recovery-time profile, filled by the app) and its rank table, as the
// Ascend Operator wrote it into rings-config-<job>.
#include "model/jobsummary.h"

#include <QWidget>

#include <vector>

class QPlainTextEdit;
class QTabWidget;
class QLineEdit;
class QTreeView;

namespace ascendops {

class JobRecoveryPane;
class JobsModel;

class JobsPanel : public QWidget
{
    Q_OBJECT

public:
    explicit JobsPanel(QWidget *parent = nullptr);

    void setJobs(std::vector<JobSummary> jobs);
    JobsModel *model() const { return m_model; }
    QTreeView *tree() const { return m_tree; }
    JobRecoveryPane *recoveryPane() const { return m_recovery; }
    QTabWidget *details() const { return m_details; }
    // "namespace/name" of the job at the current row (a job or one of its pods).
    QString currentJob() const;
    // Makes the job "namespace/name" the current row; false when it is not listed.
    bool selectJob(const QString &key);
    // The rank table shown for the selected job, indented; empty without one.
    QString rankTableText() const;

signals:
    // A pod row was activated: the topology can show its node.
    void nodeActivated(const QString &nodeName);
    // The context menu of a job row (node empty) or a pod row: the app
    // offers the recovery actions for that job and server.
    void actionMenuRequested(const QString &job, const QString &node, const QPoint &globalPos);
    // The current row moved to another job ("" for none): the app fills the Recovery pane.
    void currentJobChanged(const QString &job);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void showRankTableOf(const QModelIndex &index);
    void layOutRankTable();

    JobsModel *m_model;
    QTreeView *m_tree;
    QLineEdit *m_filter;
    QPlainTextEdit *m_rankTable;
    JobRecoveryPane *m_recovery;
    QTabWidget *m_details;
    QString m_shownJob;
    // The selected job's rank table, laid out only when its tab is seen: at
    // 16k ranks that is megabytes of text, and the table changes with every
    // pod a restart replaces.
    QString m_tableText;
    bool m_tableDue = false;
    QString m_currentJob;
};

} // namespace ascendops
