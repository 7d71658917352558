#pragma once

#include "ranktable/problemindex.h"
#include "ranktable/ranktablelayout.h"

#include <QAbstractItemModel>

#include <string>
#include <unordered_set>

namespace ascendops {

class RankTableDocument;

// The rank table as a tree (see RankTableLayout for its rows), one column
// per member the version defines. Cells of existing scalar members edit in
// place, keeping the JSON type; a cell for a missing optional member adds
// it (a string in 1.x, the schema's type in 2.0). Cells and rows with
// problems are tinted, carry the severity icon and list the messages in
// their tool tip. Reads the document on demand: nothing per cell is
// precomputed, so a 16k-device table costs only what is on screen.
class RankTableModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Role {
        PointerRole = Qt::UserRole + 1,   // QString: pointerForIndex()
        ObjectPointerRole,                // QString: the row's object
        SearchKeysRole,                   // QStringList: ids and addresses a search matches within
        RankIdRole,                       // QString: rank_id of a device or rank row (matched whole)
    };

    explicit RankTableModel(RankTableDocument *document, QObject *parent = nullptr);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // "/server_list/1/device/3/rank_id" -> that cell; a row's pointer -> its
    // row (column 0); a pointer the tree does not show -> its nearest shown
    // ancestor (an invalid index when that is the table itself).
    QModelIndex indexForPointer(const std::string &pointer) const;
    // The member a cell shows, or the row's object for derived cells.
    std::string pointerForIndex(const QModelIndex &index) const;
    std::string objectPointerForIndex(const QModelIndex &index) const;
    RankTableRowKind kindOf(const QModelIndex &index) const;
    RankTableDocument *document() const { return m_document; }

private:
    RankTableRow rowOf(const QModelIndex &index) const;
    QModelIndex indexOf(const RankTableRow &row, int column) const;
    const RankTableColumn *columnOf(const RankTableRow &row, int column) const;

    QVariant displayData(const RankTableRow &row, const RankTableColumn &column, int role) const;
    QVariant derivedData(const RankTableRow &row, RankTableColumn::Derived derived) const;
    QVariant problemData(const RankTableRow &row, int column, int role) const;
    QStringList searchKeys(const RankTableRow &row) const;
    QString rankRange(const RankTableRow &row) const;
    QString headerLabel(int section, bool full) const;

    void onAboutToRestructure();
    void onRestructured();
    void onValueChanged(const std::string &pointer);
    void onProblemsChanged();
    void ensureProblemIndex() const;
    std::string problemKey(const std::string &pointer) const;

    RankTableDocument *m_document;
    RankTableLayout m_layout;

    // Problems filed by the cell (or row) they show on; rebuilt lazily when
    // the document's problems or the rows change.
    mutable ProblemIndex m_problems;
    mutable quint64 m_problemsRevision = 0;
    mutable bool m_problemsValid = false;
    // Keys that may be painted with a problem: repainted when problems change.
    mutable std::unordered_set<std::string> m_paintedKeys;
};

} // namespace ascendops
