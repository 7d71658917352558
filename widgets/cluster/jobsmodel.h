#pragma once
// Training jobs as a tree: a row per job (its state: the phase, or what its
// pods and open incidents say of its training; retries, pods running, what
// its log says of training (step, step time, last checkpoint), rank table
// status, estimated time to recover), its pods beneath (phase, node, rank
// index, restarts). Sortable by any job column; the sort holds across
// updates.
#include "clustermodel/jobprogresswatch.h"
#include "model/jobsummary.h"
#include "pipeline/fleetoverview.h"
#include "pipeline/jobgoodput.h"

#include <QAbstractItemModel>
#include <QHash>

#include <vector>

namespace ascendops {

class JobsModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Column {
        NameColumn, PhaseColumn, RetriesColumn, PodsColumn, TrainingColumn, NodeColumn, RankTableColumn, RecoveryColumn,
        GoodputColumn, OwnerColumn, ColumnCount
    };

    explicit JobsModel(QObject *parent = nullptr);

    // Replaces the jobs; selection by name survives in the view because rows
    // are rebuilt only when the list of jobs or pods changed shape.
    void setJobs(std::vector<JobSummary> jobs);
    // Only the jobs whose namespace/name or state holds every word of TEXT
    // (any case) are listed; "" lists all.
    void setFilter(const QString &text);
    int unfilteredCount() const { return int(m_all.size()); }
    const std::vector<JobSummary> &jobs() const { return m_jobs; }
    // The incidents that say a job's training stopped or is being recovered
    // (pipeline::jobStateOf); kept until the next call.
    void setOpenIncidents(const std::map<QString, pipeline::Incident> &incidents);
    // What the job's log last said ("namespace/name"); shown in the Training column.
    void setTraining(const QString &jobKey, const clustermodel::JobProgress &progress);
    // Each job's goodput ("namespace/name"); a job without one says so.
    void setGoodput(QHash<QString, pipeline::GoodputReport> reports);
    // What the State column says of JOB: its phase, or Degraded, Stopped, Recovering.
    pipeline::JobState stateOf(const JobSummary &job) const;
    // The job at a job row or at one of its pod rows; nullptr otherwise.
    const JobSummary *jobAt(const QModelIndex &index) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

private:
    QVariant jobData(const JobSummary &job, int column) const;
    QVariant podData(const JobPodSummary &pod, int column) const;
    QString trainingText(const JobSummary &job) const;
    QString trainingToolTip(const JobSummary &job) const;
    QString goodputToolTip(const JobSummary &job) const;
    bool sameShape(const std::vector<JobSummary> &jobs) const;
    void sortJobs(std::vector<JobSummary> &jobs) const;

    std::vector<JobSummary> m_jobs;   // listed: those of m_all the filter lets through
    std::vector<JobSummary> m_all;
    QStringList m_filter;
    std::vector<JobSummary> filtered() const;
    QHash<QString, pipeline::JobIncidents> m_incidents;   // by "namespace/name"
    QHash<QString, clustermodel::JobProgress> m_training; // by "namespace/name"
    QHash<QString, pipeline::GoodputReport> m_goodput;    // by "namespace/name"
    int m_sortColumn = -1;      // -1: as given (namespace, then name)
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
};

} // namespace ascendops
