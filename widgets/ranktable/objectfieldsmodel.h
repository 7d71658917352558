#pragma once

#include "ranktable/problemindex.h"

#include <QAbstractTableModel>

#include <string>
#include <vector>

namespace ascendops {

class JsonValue;
class RankTableDocument;

// Every member of one object of the table (key, value, JSON type), in
// document order, unknown keys (container_ip, hardware_type) included.
// Scalar values edit in place through the document's undo commands; arrays
// and objects show a summary and are edited in the tree instead.
class ObjectFieldsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { KeyColumn, ValueColumn, TypeColumn, ColumnCount };

    explicit ObjectFieldsModel(RankTableDocument *document, QObject *parent = nullptr);

    // "" for the table's own members (status, version, counts).
    void setObjectPointer(const std::string &pointer);
    const std::string &objectPointer() const { return m_pointer; }
    // The object shown, or nullptr when the pointer names none.
    const JsonValue *object() const;
    std::string keyAt(int row) const;
    int rowOfKey(const std::string &key) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    const JsonValue *member(int row) const;
    std::vector<std::string> currentKeys() const;
    void reload();
    void onValueChanged(const std::string &pointer);
    void onProblemsChanged();
    void ensureProblems() const;

    RankTableDocument *m_document;
    std::string m_pointer;
    std::vector<std::string> m_keys;   // as last shown: tells an added or removed member from an edit

    mutable ProblemIndex m_problems;   // keyed by member key
    mutable quint64 m_problemsRevision = 0;
    mutable bool m_problemsValid = false;
};

} // namespace ascendops
