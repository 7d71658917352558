#include "ranktable/objectfieldsmodel.h"

#include "formats/jsonpointer.h"
#include "ranktable/jsonscalartext.h"
#include "ranktable/ranktabledocument.h"

namespace ascendops {
namespace {

// A problem deeper than a member shows on it only when the member is a list
// of scalars (ports): problems inside servers or devices belong to those.
bool showsDeeperProblems(const JsonValue &value)
{
    return value.isArray() && value.size() > 0 && value.at(0).isScalar();
}

} // namespace

ObjectFieldsModel::ObjectFieldsModel(RankTableDocument *document, QObject *parent)
    : QAbstractTableModel(parent), m_document(document)
{
    connect(document, &RankTableDocument::aboutToRestructure, this, &ObjectFieldsModel::beginResetModel);
    connect(document, &RankTableDocument::restructured, this, [this] {
        m_keys = currentKeys();
        m_problemsValid = false;
        endResetModel();
    });
    connect(document, &RankTableDocument::valueChanged, this, &ObjectFieldsModel::onValueChanged);
    connect(document, &RankTableDocument::problemsChanged, this, &ObjectFieldsModel::onProblemsChanged);
    m_keys = currentKeys();
}

void ObjectFieldsModel::setObjectPointer(const std::string &pointer)
{
    if (pointer == m_pointer && m_keys == currentKeys())
        return;
    beginResetModel();
    m_pointer = pointer;
    m_keys = currentKeys();
    m_problemsValid = false;
    endResetModel();
}

const JsonValue *ObjectFieldsModel::object() const
{
    const JsonValue *value = JsonPointer::resolve(m_document->json(), m_pointer);
    return value && value->isObject() ? value : nullptr;
}

const JsonValue *ObjectFieldsModel::member(int row) const
{
    const JsonValue *shown = object();
    return shown && row >= 0 && std::size_t(row) < shown->size() ? &shown->at(std::size_t(row)) : nullptr;
}

std::vector<std::string> ObjectFieldsModel::currentKeys() const
{
    const JsonValue *shown = object();
    return shown ? shown->keys() : std::vector<std::string>();
}

std::string ObjectFieldsModel::keyAt(int row) const
{
    return row >= 0 && std::size_t(row) < m_keys.size() ? m_keys[std::size_t(row)] : std::string();
}

int ObjectFieldsModel::rowOfKey(const std::string &key) const
{
    for (std::size_t i = 0; i < m_keys.size(); ++i) {
        if (m_keys[i] == key)
            return int(i);
    }
    return -1;
}

int ObjectFieldsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_keys.size());
}

int ObjectFieldsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ObjectFieldsModel::data(const QModelIndex &index, int role) const
{
    const JsonValue *value = member(index.row());
    if (!index.isValid() || !value)
        return {};
    if (index.column() == ValueColumn && (role == Qt::BackgroundRole || role == Qt::DecorationRole || role == Qt::ToolTipRole)) {
        ensureProblems();
        return ProblemIndex::roleData({m_problems.find(keyAt(index.row()))}, role);
    }
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    switch (index.column()) {
    case KeyColumn: return QString::fromStdString(keyAt(index.row()));
    case ValueColumn: return JsonScalarText::display(*value);
    case TypeColumn: return QString::fromLatin1(jsonTypeName(value->type()));
    default: break;
    }
    return {};
}

bool ObjectFieldsModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || index.column() != ValueColumn || role != Qt::EditRole)
        return false;
    return m_document->setValueText(JsonPointer::append(m_pointer, keyAt(index.row())), value.toString());
}

Qt::ItemFlags ObjectFieldsModel::flags(const QModelIndex &index) const
{
    const JsonValue *value = member(index.row());
    if (!index.isValid() || !value)
        return Qt::NoItemFlags;
    Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (index.column() == ValueColumn && value->isScalar())
        flags |= Qt::ItemIsEditable;
    return flags;
}

QVariant ObjectFieldsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case KeyColumn: return tr("Field");
    case ValueColumn: return tr("Value");
    case TypeColumn: return tr("Type");
    default: break;
    }
    return {};
}

// A member of the shown object changed: repaint its row, or reload when
// members came or went.
void ObjectFieldsModel::onValueChanged(const std::string &pointer)
{
    const std::string prefix = m_pointer + '/';
    if (!pointer.starts_with(prefix) || pointer.find('/', prefix.size()) != std::string::npos)
        return;
    if (currentKeys() != m_keys) {
        reload();
        return;
    }
    std::vector<std::string> tokens;
    if (!JsonPointer::split(pointer, &tokens) || tokens.empty())
        return;
    const int row = rowOfKey(tokens.back());
    if (row >= 0)
        emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

void ObjectFieldsModel::reload()
{
    beginResetModel();
    m_keys = currentKeys();
    m_problemsValid = false;
    endResetModel();
}

void ObjectFieldsModel::onProblemsChanged()
{
    m_problemsValid = false;
    if (!m_keys.empty())
        emit dataChanged(index(0, ValueColumn), index(int(m_keys.size()) - 1, ValueColumn));
}

void ObjectFieldsModel::ensureProblems() const
{
    const quint64 revision = m_document->problemsRevision();
    if (m_problemsValid && revision == m_problemsRevision)
        return;
    m_problems.clear();
    const JsonValue *shown = object();
    const std::string prefix = m_pointer + '/';
    std::vector<std::string> tokens;
    for (const Problem &problem : m_document->problems()) {
        if (!shown || !problem.pointer.starts_with(prefix))
            continue;
        if (!JsonPointer::split(std::string_view(problem.pointer).substr(m_pointer.size()), &tokens) || tokens.empty())
            continue;
        const JsonValue *value = shown->find(tokens.front());
        if (value && (tokens.size() == 1 || showsDeeperProblems(*value)))
            m_problems.add(tokens.front(), problem);
    }
    m_problemsRevision = revision;
    m_problemsValid = true;
}

} // namespace ascendops
