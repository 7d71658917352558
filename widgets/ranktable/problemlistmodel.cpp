#include "ranktable/problemlistmodel.h"

#include "ranktable/problemindex.h"

namespace ascendops {

ProblemListModel::ProblemListModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void ProblemListModel::setProblems(const Problems &problems)
{
    beginResetModel();
    m_problems = problems;
    endResetModel();
}

int ProblemListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_problems.size());
}

int ProblemListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ProblemListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_problems.size())
        return {};
    const Problem &problem = m_problems.at(index.row());
    switch (index.column()) {
    case SeverityColumn:
        if (role == Qt::DecorationRole)
            return ProblemIndex::severityIcon(problem.severity);
        if (role == Qt::DisplayRole)
            return severityName(problem.severity);
        break;
    case LocationColumn:
        if (role == Qt::DisplayRole || role == Qt::ToolTipRole)
            return problem.location();
        break;
    case MessageColumn:
        // Long messages are cut in the column; the tool tip has all of it.
        if (role == Qt::DisplayRole || role == Qt::ToolTipRole)
            return problem.message;
        break;
    default: break;
    }
    return {};
}

QVariant ProblemListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case SeverityColumn: return tr("Severity");
    case LocationColumn: return tr("Location");
    case MessageColumn: return tr("Message");
    default: break;
    }
    return {};
}

} // namespace ascendops
