#include "cluster/jobsmodel.h"

#include "cluster/jobrecoverypane.h"
#include "cluster/jobstate.h"
#include "incidents/pipelinewords.h"
#include "look/colors.h"

#include <QBrush>
#include <QColor>
#include <QLocale>

#include <algorithm>
#include <tuple>

namespace ascendops {

namespace {

// Internal ids: 0 marks a job row; job row + 1 marks a pod row of that job.
constexpr quintptr kJobRow = 0;

} // namespace

JobsModel::JobsModel(QObject *parent)
    : QAbstractItemModel(parent)
{
}

pipeline::JobState JobsModel::stateOf(const JobSummary &job) const
{
    return pipeline::jobStateOf(job, m_incidents.value(job.key()));
}

void JobsModel::setOpenIncidents(const std::map<QString, pipeline::Incident> &incidents)
{
    m_incidents = pipeline::jobIncidentsOf(incidents);
    if (m_sortColumn == PhaseColumn)
        sort(m_sortColumn, m_sortOrder);   // the order by state moves with the states
    if (!m_jobs.empty())
        emit dataChanged(index(0, PhaseColumn), index(int(m_jobs.size()) - 1, PhaseColumn));
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
    // What was read of jobs that are gone goes with them.
    QSet<QString> present;
    present.reserve(qsizetype(jobs.size()));
    for (const JobSummary &job : jobs)
        present.insert(job.key());
    m_training.removeIf([&present](const auto &entry) { return !present.contains(entry.key()); });
    sortJobs(jobs);
    m_all = std::move(jobs);
    jobs = filtered();
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

std::vector<JobSummary> JobsModel::filtered() const
{
    if (m_filter.isEmpty())
        return m_all;
    std::vector<JobSummary> kept;
    for (const JobSummary &job : m_all) {
        const QString text = job.key() + QLatin1Char(' ') + job.phase + QLatin1Char(' ') + jobStateText(stateOf(job).state);
        if (std::all_of(m_filter.cbegin(), m_filter.cend(),
                        [&text](const QString &word) { return text.contains(word, Qt::CaseInsensitive); }))
            kept.push_back(job);
    }
    return kept;
}

void JobsModel::setFilter(const QString &text)
{
    const QStringList words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words == m_filter)
        return;
    m_filter = words;
    beginResetModel();
    m_jobs = filtered();
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
        const QColor colour = jobStateColor(jobRow ? stateOf(*job).state : pod->phase);
        return colour.isValid() ? QVariant(QBrush(colour)) : QVariant();
    }
    if (role == Qt::ToolTipRole && jobRow && index.column() == PhaseColumn) {
        const pipeline::JobState state = stateOf(*job);
        const QString phase = tr("Phase: %1").arg(job->phase.isEmpty() ? tr("none") : job->phase);
        return state.why.isEmpty() ? phase : tr("%1\n%2").arg(state.why, phase);
    }
    if (role == Qt::ToolTipRole && !jobRow && index.column() == PhaseColumn) {
        const QString phase = tr("Phase: %1").arg(pod->phase.isEmpty() ? tr("none") : pod->phase);
        // Why Pending, in the scheduler's words.
        return pod->unschedulable.isEmpty() ? phase : tr("%1\nThe scheduler cannot place it: %2").arg(phase, pod->unschedulable);
    }
    if (role == Qt::ToolTipRole && jobRow && index.column() == NameColumn)
        return tr("%1 %2/%3").arg(jobKindName(job->kind), job->nameSpace, job->name);
    if (role == Qt::ToolTipRole && jobRow && index.column() == TrainingColumn)
        return trainingToolTip(*job);
    if (role == Qt::ToolTipRole && jobRow && index.column() == RecoveryColumn)
        return tr("From a fault to training again, estimated from the job's recovery settings (the Recovery tab "
                  "below says how and what would shorten it)");
    if (role == Qt::ToolTipRole && jobRow && index.column() == GoodputColumn)
        return goodputToolTip(*job);
    if (role == Qt::ToolTipRole && jobRow && index.column() == OwnerColumn)
        return job->ladder.known() ? job->ladder.owner.why : tr("The job's settings are not read yet");
    if (role == Qt::ForegroundRole && jobRow && index.column() == RecoveryColumn && job->recoveryErrors > 0)
        return QBrush(look::failed());
    if (role != Qt::DisplayRole)
        return {};
    return jobRow ? jobData(*job, index.column()) : podData(*pod, index.column());
}

QVariant JobsModel::jobData(const JobSummary &job, int column) const
{
    switch (column) {
    case NameColumn:
        // The kind is said where it is the less common one.
        return job.kind == JobKind::AscendJob ? tr("%1 (AscendJob)").arg(job.key()) : job.key();
    case PhaseColumn: return jobStateText(stateOf(job).state);
    case RetriesColumn:
        return job.maxRetry < 0 ? tr("%1 (no limit)").arg(job.retryCount) : tr("%1 of %2").arg(job.retryCount).arg(job.maxRetry);
    case PodsColumn: return tr("%1 running of %2").arg(job.runningPods).arg(job.pods.size());
    case TrainingColumn: return trainingText(job);
    case NodeColumn: return {};
    case RankTableColumn: return job.rankTableStatus.isEmpty() ? tr("none") : job.rankTableStatus;
    case RecoveryColumn:
        if (!job.recoverySeconds)
            return tr("unknown");
        return job.recoveryErrors > 0 ? tr("%1 (%n error(s))", nullptr, job.recoveryErrors).arg(recoveryDurationText(*job.recoverySeconds))
                                      : recoveryDurationText(*job.recoverySeconds);
    case GoodputColumn: {
        const auto it = m_goodput.constFind(job.key());
        return it == m_goodput.constEnd() ? tr("not measured") : tr("%1%").arg(it->goodput * 100, 0, 'f', 1);
    }
    case OwnerColumn: return job.ladder.known() ? recoveryOwnerTitle(job.ladder.owner.owner) : tr("not read yet");
    default: return {};
    }
}

void JobsModel::setGoodput(QHash<QString, pipeline::GoodputReport> reports)
{
    m_goodput = std::move(reports);
    if (!m_jobs.empty())
        emit dataChanged(index(0, GoodputColumn), index(int(m_jobs.size()) - 1, GoodputColumn), {Qt::DisplayRole, Qt::ToolTipRole});
}

// "Trained 98.7% of the last 24 h. Lost: rescheduling 40 s, ..."; what was not measured, and why.
QString JobsModel::goodputToolTip(const JobSummary &job) const
{
    const auto it = m_goodput.constFind(job.key());
    if (it == m_goodput.constEnd())
        return tr("Not measured: the job has no pod yet, or the recovery pipeline is not running for this cluster.");
    QStringList lines{tr("Trained %1% of the last %2 h (%n incident(s)).", nullptr, it->incidents)
                          .arg(it->goodput * 100, 0, 'f', 1)
                          .arg(double(it->toMs - it->fromMs) / 3'600'000.0, 0, 'f', 0)};
    QStringList lost;
    for (const auto &[cause, seconds] : it->lostSeconds)
        lost << tr("%1 %2").arg(words::phase(cause), recoveryDurationText(seconds));
    if (!lost.isEmpty())
        lines << tr("Lost: %1").arg(lost.join(QStringLiteral(", ")));
    for (const QString &why : it->notMeasured)
        lines << tr("Not measured: %1").arg(why);
    return lines.join(QLatin1Char('\n'));
}

void JobsModel::setTraining(const QString &jobKey, const clustermodel::JobProgress &progress)
{
    m_training.insert(jobKey, progress);
    for (std::size_t row = 0; row < m_jobs.size(); ++row)
        if (m_jobs[row].key() == jobKey) {
            const QModelIndex cell = index(int(row), TrainingColumn);
            emit dataChanged(cell, cell, {Qt::DisplayRole, Qt::ToolTipRole});
        }
}

// "step 1,200 / 100,000 · 1.0 s a step · checkpoint 1,100"; what is not known is left out.
QString JobsModel::trainingText(const JobSummary &job) const
{
    const auto it = m_training.constFind(job.key());
    if (it == m_training.constEnd() || (it->pods.isEmpty() && it->lastStep < 0))
        return tr("not read");
    if (!it->known())
        return tr("log layout unknown");
    QStringList parts;
    const QLocale locale;
    if (it->lastStep >= 0)
        parts << (it->totalSteps > 0 ? tr("step %1 / %2").arg(locale.toString(it->lastStep), locale.toString(it->totalSteps))
                                     : tr("step %1").arg(locale.toString(it->lastStep)));
    if (it->stepSeconds > 0)
        parts << tr("%1 s a step").arg(it->stepSeconds, 0, 'f', it->stepSeconds < 10 ? 1 : 0);
    if (it->lastCheckpoint() >= 0)
        parts << tr("checkpoint %1").arg(locale.toString(it->lastCheckpoint()));
    if (!it->phase.isEmpty() && it->phase != QLatin1String("training"))
        parts << it->phase;
    if (!it->error.isEmpty())
        parts << tr("ended in an error");
    return parts.join(QStringLiteral(" · "));
}

QString JobsModel::trainingToolTip(const JobSummary &job) const
{
    const auto it = m_training.constFind(job.key());
    if (it == m_training.constEnd())
        return tr("The job's log has not been read: no pod of it runs, or the pipeline is not on.");
    QStringList lines;
    if (!it->framework.isEmpty())
        lines << tr("Read as %1 from %2").arg(it->framework, it->pods.join(QStringLiteral(", ")));
    if (!it->unknownReason.isEmpty())
        lines << it->unknownReason;
    if (!it->notRead.isEmpty())
        lines << it->notRead;
    if (!it->error.isEmpty())
        lines << tr("The log ends in: %1 (%2)").arg(it->error, it->errorPod);
    return lines.join(QLatin1Char('\n'));
}

QVariant JobsModel::podData(const JobPodSummary &pod, int column) const
{
    switch (column) {
    case NameColumn: return pod.name;
    case PhaseColumn:
        return pod.unschedulable.isEmpty() ? jobStateText(pod.phase) : tr("%1 (no server can take it)").arg(jobStateText(pod.phase));
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
    case PhaseColumn: return tr("State");
    case RetriesColumn: return tr("Retries");
    case TrainingColumn: return tr("Training (from its log)");
    case PodsColumn: return tr("Pods");
    case NodeColumn: return tr("Node");
    case RankTableColumn: return tr("Rank table");
    case RecoveryColumn: return tr("Recovery (est.)");
    case GoodputColumn: return tr("Goodput (24 h)");
    case OwnerColumn: return tr("Recovered by");
    default: return {};
    }
}

void JobsModel::sortJobs(std::vector<JobSummary> &jobs) const
{
    if (m_sortColumn < 0)
        return;
    // A job's state reads its pods: once per job, not once per comparison.
    QHash<QString, int> stateRank;
    if (m_sortColumn == PhaseColumn)
        for (const JobSummary &job : jobs)
            stateRank.insert(job.key(), jobStateRank(stateOf(job).state));
    const auto less = [this, &stateRank](const JobSummary &a, const JobSummary &b) {
        switch (m_sortColumn) {
        case PhaseColumn: return stateRank.value(a.key()) < stateRank.value(b.key());
        case RetriesColumn: return a.retryCount < b.retryCount;
        case PodsColumn: return a.runningPods < b.runningPods;
        case TrainingColumn: return m_training.value(a.key()).lastStep < m_training.value(b.key()).lastStep;
        case RankTableColumn: return a.rankTableStatus < b.rankTableStatus;
        case RecoveryColumn: return a.recoverySeconds.value_or(0) < b.recoverySeconds.value_or(0);
        case GoodputColumn: return m_goodput.value(a.key()).goodput < m_goodput.value(b.key()).goodput;
        case OwnerColumn: return int(a.ladder.owner.owner) < int(b.ladder.owner.owner);
        default: return std::tie(a.nameSpace, a.name) < std::tie(b.nameSpace, b.name);
        }
    };
    // Jobs without an estimate sort last either way: they are the ones to look at.
    std::stable_sort(jobs.begin(), jobs.end(), [&](const JobSummary &a, const JobSummary &b) {
        if (m_sortColumn == RecoveryColumn && a.recoverySeconds.has_value() != b.recoverySeconds.has_value())
            return a.recoverySeconds.has_value();
        return m_sortOrder == Qt::AscendingOrder ? less(a, b) : less(b, a);
    });
}

void JobsModel::sort(int column, Qt::SortOrder order)
{
    m_sortColumn = column;
    m_sortOrder = order;
    emit layoutAboutToBeChanged();
    sortJobs(m_all);   // filtered again later in this order
    std::vector<JobSummary> sorted = m_jobs;
    sortJobs(sorted);
    // Where each job row went, so selections and expansions follow it.
    QHash<QString, int> sortedRow;
    for (std::size_t to = 0; to < sorted.size(); ++to)
        sortedRow.insert(sorted[to].key(), int(to));
    std::vector<int> rowOf(m_jobs.size());
    for (std::size_t from = 0; from < m_jobs.size(); ++from)
        rowOf[from] = sortedRow.value(m_jobs[from].key());
    QModelIndexList before = persistentIndexList();
    QModelIndexList after;
    for (const QModelIndex &index : before) {
        if (index.internalId() == kJobRow)
            after << createIndex(rowOf[std::size_t(index.row())], index.column(), kJobRow);
        else
            after << createIndex(index.row(), index.column(), quintptr(rowOf[index.internalId() - 1]) + 1);
    }
    m_jobs = std::move(sorted);
    changePersistentIndexList(before, after);
    emit layoutChanged();
}

} // namespace ascendops
