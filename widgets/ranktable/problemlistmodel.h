#pragma once

#include "core/problem.h"

#include <QAbstractTableModel>

namespace ascendops {

// Problems as rows: severity (with its icon), location, message.
class ProblemListModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { SeverityColumn, LocationColumn, MessageColumn, ColumnCount };

    explicit ProblemListModel(QObject *parent = nullptr);

    void setProblems(const Problems &problems);
    const Problems &problems() const { return m_problems; }
    const Problem &problemAt(int row) const { return m_problems.at(row); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    Problems m_problems;
};

} // namespace ascendops
