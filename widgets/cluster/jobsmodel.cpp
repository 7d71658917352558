#include "cluster/jobsmodel.h"

#include "look/colors.h"

#include <QBrush>
#include <QColor>

namespace ascendops {

namespace {

// Internal ids: 0 marks a job row; job row + 1 marks a pod row of that job.
constexpr quintptr kJobRow = 0;

QColor phaseColour(const QString &phase)
{
    if (phase == QLatin1String("Failed") || phase == QLatin1String("Aborted"))
        return look::failed();
    if (phase == QLatin1String("Restarting") || phase == QLatin1String("Pending"))
        return look::attention();
    return {};
}

} // namespace

JobsModel::JobsModel(QObject *parent)
    : QAbstractItemModel(parent)
{
}

bool JobsModel::sameShape(const std::vector<JobSummary> &jobs) const
{
    if (jobs.size() != m_jobs.size())
        return false;
    for (std::size_t i = 0; i < jobs.size(); ++i) {
        if (jobs[i].name != m_jobs[i].name || jobs[i].nameSpace != m_jobs[i].nameSpace
            || jobs[i].pods.size() != m_jobs[i].pods.size())
            return false;
    }
    return true;
}

void JobsModel::setJobs(std::vector<JobSummary> jobs)
{
    // Same rows: say what changed and keep the view's selection and expansion.
    if (sameShape(jobs)) {
        m_jobs = std::move(jobs);
        if (!m_jobs.empty())
            emit dataChanged(index(0, 0), index(int(m_jobs.size()) - 1, ColumnCount - 1));
        for (int row = 0; row < int(m_jobs.size()); ++row) {
            const QModelIndex job = index(row, 0);
            if (const int pods = rowCount(job); pods > 0)
                emit dataChanged(index(0, 0, job), index(pods - 1, ColumnCount - 1, job));
        }
        return;
    }
    beginResetModel();
    m_jobs = std::move(jobs);
    endResetModel();
}

const JobSummary *JobsModel::jobAt(const QModelIndex &index) const
{
    if (!index.isValid())
        return nullptr;
    const std::size_t row = index.internalId() == kJobRow ? std::size_t(index.row()) : index.internalId() - 1;
    return row < m_jobs.size() ? &m_jobs[row] : nullptr;
}

QModelIndex JobsModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount || row >= rowCount(parent))
        return {};
    return createIndex(row, column, parent.isValid() ? quintptr(parent.row()) + 1 : kJobRow);
}

QModelIndex JobsModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == kJobRow)
        return {};
    return createIndex(int(child.internalId() - 1), 0, kJobRow);
}

int JobsModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_jobs.size());
    if (parent.internalId() != kJobRow || parent.column() != 0)
        return 0;
    return int(m_jobs[std::size_t(parent.row())].pods.size());
}

int JobsModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant JobsModel::data(const QModelIndex &index, int role) const
{
    const JobSummary *job = jobAt(index);
    if (!job)
        return {};
    const bool jobRow = index.internalId() == kJobRow;
    const JobPodSummary *pod = jobRow ? nullptr : &job->pods[std::size_t(index.row())];
    if (role == Qt::ForegroundRole && index.column() == PhaseColumn) {
        const QColor colour = phaseColour(jobRow ? job->phase : pod->phase);
        return colour.isValid() ? QVariant(QBrush(colour)) : QVariant();
    }
    if (role == Qt::ToolTipRole && jobRow && index.column() == NameColumn)
        return tr("%1 %2/%3").arg(jobKindName(job->kind), job->nameSpace, job->name);
    if (role != Qt::DisplayRole)
        return {};
    return jobRow ? jobData(*job, index.column()) : podData(*pod, index.column());
}

QVariant JobsModel::jobData(const JobSummary &job, int column) const
{
    switch (column) {
    case NameColumn:
        // The kind is said where it is the less common one.
        return job.kind == JobKind::AscendJob ? tr("%1/%2 (AscendJob)").arg(job.nameSpace, job.name)
                                              : QStringLiteral("%1/%2").arg(job.nameSpace, job.name);
    case PhaseColumn: return job.phase;
    case RetriesColumn:
        return job.maxRetry < 0 ? tr("%1 (no limit)").arg(job.retryCount) : tr("%1 of %2").arg(job.retryCount).arg(job.maxRetry);
    case PodsColumn: return tr("%1 running of %2").arg(job.runningPods).arg(job.pods.size());
    case NodeColumn: return {};
    case RankTableColumn: return job.rankTableStatus.isEmpty() ? tr("none") : job.rankTableStatus;
    default: return {};
    }
}

QVariant JobsModel::podData(const JobPodSummary &pod, int column) const
{
    switch (column) {
    case NameColumn: return pod.name;
    case PhaseColumn: return pod.phase;
    case RetriesColumn: return pod.restarts > 0 ? tr("restarts: %1").arg(pod.restarts) : QString();
    case PodsColumn: return pod.rankIndex >= 0 ? tr("rank index %1").arg(pod.rankIndex) : QString();
    case NodeColumn: return pod.nodeName;
    default: return {};
    }
}

QVariant JobsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn: return tr("Job / pod");
    case PhaseColumn: return tr("Phase");
    case RetriesColumn: return tr("Retries");
    case PodsColumn: return tr("Pods");
    case NodeColumn: return tr("Node");
    case RankTableColumn: return tr("Rank table");
    default: return {};
    }
}

} // namespace ascendops
