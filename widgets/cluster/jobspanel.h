#pragma once
// The jobs view: Volcano jobs and their pods above, the selected job's rank
// table below, as the Ascend Operator wrote it into rings-config-<job>.
#include "model/jobsummary.h"

#include <QWidget>

#include <vector>

class QPlainTextEdit;
class QTreeView;

namespace ascendops {

class JobsModel;

class JobsPanel : public QWidget
{
    Q_OBJECT

public:
    explicit JobsPanel(QWidget *parent = nullptr);

    void setJobs(std::vector<JobSummary> jobs);
    JobsModel *model() const { return m_model; }
    QTreeView *tree() const { return m_tree; }
    // The rank table shown for the selected job, indented; empty without one.
    QString rankTableText() const;

signals:
    // A pod row was activated: the topology can show its node.
    void nodeActivated(const QString &nodeName);
    // The context menu of a job row (node empty) or a pod row: the app
    // offers the recovery actions for that job and server.
    void actionMenuRequested(const QString &job, const QString &node, const QPoint &globalPos);

private:
    void showRankTableOf(const QModelIndex &index);

    JobsModel *m_model;
    QTreeView *m_tree;
    QPlainTextEdit *m_rankTable;
    QString m_shownJob;
};

} // namespace ascendops
