#include "ranktable/ranktablefiltermodel.h"

#include "ranktable/ranktablemodel.h"

namespace ascendops {

RankTableFilterModel::RankTableFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setRecursiveFilteringEnabled(true);
    setAutoAcceptChildRows(true);
    // A row the user is editing must not vanish because its new value no
    // longer matches; the search applies when it is typed.
    setDynamicSortFilter(false);
}

void RankTableFilterModel::setSearchText(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed == m_text)
        return;
    m_text = trimmed;
    invalidateFilter();
}

bool RankTableFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (m_text.isEmpty())
        return true;
    const QModelIndex row = sourceModel()->index(sourceRow, 0, sourceParent);
    if (row.data(RankTableModel::RankIdRole).toString() == m_text)
        return true;
    const QStringList keys = row.data(RankTableModel::SearchKeysRole).toStringList();
    return std::any_of(keys.begin(), keys.end(),
                       [this](const QString &key) { return key.contains(m_text, Qt::CaseInsensitive); });
}

} // namespace ascendops
