#pragma once

#include <QSortFilterProxyModel>

namespace ascendops {

// The editor's search: keeps rows whose server id, host or NIC address
// contains the text, or whose rank id is the text, with their ancestors
// (to show where they are) and their children (a matching server keeps its
// devices). An empty text keeps everything.
class RankTableFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit RankTableFilterModel(QObject *parent = nullptr);

    QString searchText() const { return m_text; }
    void setSearchText(const QString &text);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_text;
};

} // namespace ascendops
