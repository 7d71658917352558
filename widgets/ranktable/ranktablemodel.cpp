#include "ranktable/ranktablemodel.h"

#include "formats/jsonpointer.h"
#include "ranktable/jsonscalartext.h"
#include "ranktable/ranktabledocument.h"

#include <algorithm>
#include <optional>

namespace ascendops {
namespace {

static_assert(sizeof(quintptr) >= 8, "the row encoding needs 64-bit internal ids");

// An index's internal id names its parent row: the depth in the top two
// bits, then up to two row numbers of 31 bits each.
constexpr int kRowBits = 31;
constexpr quint64 kRowMask = (quint64(1) << kRowBits) - 1;
constexpr int kDepthShift = 62;

// Above this many cells whose problems changed, one repaint of everything
// is cheaper than a signal per cell.
constexpr std::size_t kCellSignalLimit = 256;

quintptr encodeParent(const RankTableRow &parent)
{
    quint64 id = quint64(parent.depth) << kDepthShift;
    if (parent.depth >= 1)
        id |= quint64(parent.rows[0]) << kRowBits;
    if (parent.depth >= 2)
        id |= quint64(parent.rows[1]);
    return quintptr(id);
}

RankTableRow decodeParent(quintptr id)
{
    RankTableRow row;
    row.depth = int(quint64(id) >> kDepthShift);
    row.rows[0] = row.depth >= 1 ? int((quint64(id) >> kRowBits) & kRowMask) : 0;
    row.rows[1] = row.depth >= 2 ? int(quint64(id) & kRowMask) : 0;
    return row;
}

QString fromKey(std::string_view key)
{
    return QString::fromUtf8(key.data(), qsizetype(key.size()));
}

QString derivedLabel(RankTableColumn::Derived derived)
{
    switch (derived) {
    case RankTableColumn::Derived::DeviceCount: return RankTableModel::tr("devices");
    case RankTableColumn::Derived::RankRange: return RankTableModel::tr("ranks");
    case RankTableColumn::Derived::ServerCount: return RankTableModel::tr("servers");
    case RankTableColumn::Derived::GroupLabel: return RankTableModel::tr("super-pod");
    case RankTableColumn::Derived::None: break;
    }
    return {};
}

QString columnLabel(const RankTableColumn &column)
{
    return column.isField() ? fromKey(column.key) : derivedLabel(column.derived);
}

} // namespace

RankTableModel::RankTableModel(RankTableDocument *document, QObject *parent)
    : QAbstractItemModel(parent), m_document(document)
{
    m_layout.rebuild(document->json());
    connect(document, &RankTableDocument::aboutToRestructure, this, &RankTableModel::onAboutToRestructure);
    connect(document, &RankTableDocument::restructured, this, &RankTableModel::onRestructured);
    connect(document, &RankTableDocument::valueChanged, this, &RankTableModel::onValueChanged);
    connect(document, &RankTableDocument::problemsChanged, this, &RankTableModel::onProblemsChanged);
}

RankTableRow RankTableModel::rowOf(const QModelIndex &index) const
{
    if (!index.isValid())
        return {};
    return decodeParent(index.internalId()).child(index.row());
}

QModelIndex RankTableModel::indexOf(const RankTableRow &row, int column) const
{
    if (row.depth == 0)
        return {};
    return createIndex(row.row(), column, encodeParent(row.parent()));
}

const RankTableColumn *RankTableModel::columnOf(const RankTableRow &row, int column) const
{
    const std::vector<RankTableColumn> &columns = m_layout.columns(row);
    return column >= 0 && std::size_t(column) < columns.size() ? &columns[std::size_t(column)] : nullptr;
}

QModelIndex RankTableModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= columnCount(parent) || row >= rowCount(parent))
        return {};
    const RankTableRow up = rowOf(parent);
    if (up.depth >= RankTableRow::kMaxDepth)
        return {};
    return createIndex(row, column, encodeParent(up));
}

QModelIndex RankTableModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    return indexOf(decodeParent(child.internalId()), 0);
}

int RankTableModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() && parent.column() != 0)
        return 0;
    return m_layout.rowCount(rowOf(parent));
}

int RankTableModel::columnCount(const QModelIndex &) const
{
    return m_layout.columnCount();
}

QVariant RankTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const RankTableRow row = rowOf(index);
    switch (role) {
    case Qt::BackgroundRole:
    case Qt::DecorationRole:
        return problemData(row, index.column(), role);
    case Qt::ToolTipRole: {
        const QVariant problems = problemData(row, index.column(), role);
        if (problems.isValid())
            return problems;
        const RankTableColumn *column = columnOf(row, index.column());
        return column ? columnLabel(*column) : QVariant();
    }
    case PointerRole: return QString::fromStdString(pointerForIndex(index));
    case ObjectPointerRole: return QString::fromStdString(m_layout.objectPointer(row));
    case SearchKeysRole: return searchKeys(row);
    case RankIdRole: {
        const int rankColumn = RankTableSchema::columnOf(m_layout.kindOf(row), m_layout.version(), "rank_id");
        const RankTableColumn *column = columnOf(row, rankColumn);
        return column ? displayData(row, *column, Qt::DisplayRole) : QVariant();
    }
    case Qt::DisplayRole:
    case Qt::EditRole: {
        const RankTableColumn *column = columnOf(row, index.column());
        return column ? displayData(row, *column, role) : QVariant();
    }
    default: break;
    }
    return {};
}

QVariant RankTableModel::displayData(const RankTableRow &row, const RankTableColumn &column, int role) const
{
    if (!column.isField())
        return role == Qt::DisplayRole ? derivedData(row, column.derived) : QVariant();
    const JsonValue *object = m_layout.object(row);
    const JsonValue *value = object && object->isObject() ? object->find(column.key) : nullptr;
    if (!value)
        return role == Qt::EditRole ? QVariant(QString()) : QVariant();
    // A bare "0" among server ids or rank ids would not say what it is.
    if (role == Qt::DisplayRole && column.key == m_layout.columns(row).front().key) {
        if (m_layout.kindOf(row) == RankTableRowKind::SuperPod)
            return tr("Super-pod %1").arg(JsonScalarText::display(*value));
        if (m_layout.kindOf(row) == RankTableRowKind::Level)
            return tr("Layer %1").arg(JsonScalarText::display(*value));
    }
    // Server, layer and address rows share the columns of the rows they
    // hold, whose keys the header names; their own values carry their key.
    const RankTableRowKind kind = m_layout.kindOf(row);
    const bool headedElsewhere = kind == RankTableRowKind::Server || kind == RankTableRowKind::Level
        || kind == RankTableRowKind::Address;
    if (role == Qt::DisplayRole && headedElsewhere && column.key != m_layout.columns(row).front().key)
        return QStringLiteral("%1: %2").arg(fromKey(column.key), JsonScalarText::display(*value));
    return JsonScalarText::display(*value);
}

QVariant RankTableModel::derivedData(const RankTableRow &row, RankTableColumn::Derived derived) const
{
    switch (derived) {
    // Counts after a label, as elsewhere in the console: no plural forms needed.
    case RankTableColumn::Derived::DeviceCount: return tr("devices: %1").arg(m_layout.rowCount(row));
    case RankTableColumn::Derived::ServerCount: return tr("servers: %1").arg(m_layout.rowCount(row));
    case RankTableColumn::Derived::RankRange: {
        const QString range = rankRange(row);
        return range.isEmpty() ? QString() : tr("ranks: %1").arg(range);
    }
    case RankTableColumn::Derived::GroupLabel: return tr("(no super-pod)");
    case RankTableColumn::Derived::None: break;
    }
    return {};
}

// "8–15" for a server's block of ranks; a single id, or nothing.
QString RankTableModel::rankRange(const RankTableRow &row) const
{
    const JsonValue *object = m_layout.object(row);
    const JsonValue *devices = object && object->isObject() ? object->find("device") : nullptr;
    std::optional<long long> low;
    std::optional<long long> high;
    for (std::size_t d = 0; devices && devices->isArray() && d < devices->size(); ++d) {
        const JsonValue *rank = devices->at(d).isObject() ? devices->at(d).find("rank_id") : nullptr;
        long long value = 0;
        if (!rank || !rank->toInteger(&value))
            continue;
        low = low ? std::min(*low, value) : value;
        high = high ? std::max(*high, value) : value;
    }
    if (!low)
        return {};
    return *low == *high ? QString::number(*low) : QStringLiteral("%1\u2013%2").arg(*low).arg(*high);
}

QStringList RankTableModel::searchKeys(const RankTableRow &row) const
{
    static const std::vector<std::string_view> keys{"server_id", "host_ip", "device_ip", "backup_device_ip",
                                                    "super_pod_id", "addr", "net_instance_id"};
    const JsonValue *object = m_layout.object(row);
    QStringList found;
    for (std::string_view key : keys) {
        const JsonValue *value = object && object->isObject() ? object->find(key) : nullptr;
        if (value && value->isScalar())
            found.append(QString::fromStdString(value->text()));
    }
    return found;
}

QVariant RankTableModel::problemData(const RankTableRow &row, int column, int role) const
{
    ensureProblemIndex();
    if (m_problems.isEmpty())
        return {};
    const RankTableColumn *spec = columnOf(row, column);
    const std::string object = m_layout.objectPointer(row);
    const ProblemIndex::Entry *cell =
        spec && spec->isField() ? m_problems.find(JsonPointer::append(object, spec->key)) : nullptr;
    const bool rowLevel = column == 0 && m_layout.kindOf(row) != RankTableRowKind::Unpodded;
    const ProblemIndex::Entry *whole = rowLevel ? m_problems.find(object) : nullptr;
    return ProblemIndex::roleData({cell, whole}, role);
}

bool RankTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || role != Qt::EditRole)
        return false;
    const RankTableRow row = rowOf(index);
    const RankTableColumn *column = columnOf(row, index.column());
    const JsonValue *object = m_layout.object(row);
    if (!column || !column->isField() || !object || !object->isObject())
        return false;
    const std::string objectPointer = m_layout.objectPointer(row);
    const std::string key(column->key);
    const QString text = value.toString();
    if (object->find(key))
        return m_document->setValueText(JsonPointer::append(objectPointer, key), text);
    if (text.isEmpty())
        return false;
    std::optional<JsonValue> typed = JsonScalarText::parse(RankTableSchema::fieldType(m_layout.version(), key), text);
    return typed && m_document->addField(objectPointer, key, std::move(*typed));
}

Qt::ItemFlags RankTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    const RankTableRow row = rowOf(index);
    const RankTableColumn *column = columnOf(row, index.column());
    const JsonValue *object = m_layout.object(row);
    if (!column || !column->isField() || !object || !object->isObject())
        return flags;
    const JsonValue *value = object->find(column->key);
    if (!value || value->isScalar())
        flags |= Qt::ItemIsEditable;
    return flags;
}

QString RankTableModel::headerLabel(int section, bool full) const
{
    using Kind = RankTableRowKind;
    const bool ranks = m_layout.version() == RankTableVersion::V2_0;
    const std::vector<Kind> kinds = ranks ? std::vector<Kind>{Kind::Rank, Kind::Level, Kind::Address}
        : m_layout.isGrouped()            ? std::vector<Kind>{Kind::SuperPod, Kind::Server, Kind::Device}
                                          : std::vector<Kind>{Kind::Server, Kind::Device};
    QStringList labels;
    for (Kind kind : kinds) {
        const auto &columns = RankTableSchema::columns(kind, m_layout.version());
        if (std::size_t(section) < columns.size())
            labels.append(columnLabel(columns[std::size_t(section)]));
    }
    labels.removeDuplicates();
    if (labels.isEmpty())
        return {};
    // Short: the label of the rows most of the table is made of (devices or
    // ranks); column 0 also names the server it groups them by.
    if (full)
        return labels.join(QStringLiteral(" / "));
    const QString &main = ranks ? labels.first() : labels.last();
    return section == 0 && !ranks ? QStringLiteral("server_id / %1").arg(main) : main;
}

QVariant RankTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole)
        return headerLabel(section, false);
    if (role == Qt::ToolTipRole)
        return headerLabel(section, true);
    return {};
}

QModelIndex RankTableModel::indexForPointer(const std::string &pointer) const
{
    std::vector<std::string> tokens;
    if (!JsonPointer::split(pointer, &tokens))
        return {};
    std::size_t used = 0;
    const RankTableRow row = m_layout.rowFor(tokens, &used);
    if (row.depth == 0)
        return {};
    int column = 0;
    if (used < tokens.size())
        column = std::max(0, RankTableSchema::columnOf(m_layout.kindOf(row), m_layout.version(), tokens[used]));
    return indexOf(row, column);
}

std::string RankTableModel::pointerForIndex(const QModelIndex &index) const
{
    const RankTableRow row = rowOf(index);
    const std::string object = m_layout.objectPointer(row);
    const RankTableColumn *column = columnOf(row, index.column());
    return column && column->isField() ? JsonPointer::append(object, column->key) : object;
}

std::string RankTableModel::objectPointerForIndex(const QModelIndex &index) const
{
    return m_layout.objectPointer(rowOf(index));
}

RankTableRowKind RankTableModel::kindOf(const QModelIndex &index) const
{
    return m_layout.kindOf(rowOf(index));
}

void RankTableModel::onAboutToRestructure()
{
    beginResetModel();
}

void RankTableModel::onRestructured()
{
    m_layout.rebuild(m_document->json());
    m_problemsValid = false;
    m_paintedKeys.clear();
    endResetModel();
}

void RankTableModel::onValueChanged(const std::string &pointer)
{
    const QModelIndex cell = indexForPointer(pointer);
    if (!cell.isValid())
        return;
    emit dataChanged(cell, cell);
    // A device's rank id shows in its server's rank range.
    const QModelIndex up = cell.parent();
    if (up.isValid())
        emit dataChanged(up.siblingAtColumn(0), up.siblingAtColumn(columnCount() - 1));
}

void RankTableModel::onProblemsChanged()
{
    std::unordered_set<std::string> changed = std::move(m_paintedKeys);
    ensureProblemIndex();
    m_paintedKeys.clear();
    for (std::string &key : m_problems.keys()) {
        changed.insert(key);
        m_paintedKeys.insert(std::move(key));
    }
    const QList<int> roles{Qt::BackgroundRole, Qt::DecorationRole, Qt::ToolTipRole};
    if (changed.size() > kCellSignalLimit) {
        const int rows = rowCount();
        if (rows > 0)
            emit dataChanged(index(0, 0), index(rows - 1, columnCount() - 1), roles);
        return;
    }
    for (const std::string &key : changed) {
        const QModelIndex cell = indexForPointer(key);
        if (cell.isValid())
            emit dataChanged(cell, cell, roles);
    }
}

void RankTableModel::ensureProblemIndex() const
{
    const quint64 revision = m_document->problemsRevision();
    if (m_problemsValid && revision == m_problemsRevision)
        return;
    m_problems.clear();
    for (const Problem &problem : m_document->problems()) {
        const std::string key = problemKey(problem.pointer);
        if (!key.empty())
            m_problems.add(key, problem);
    }
    m_problemsRevision = revision;
    m_problemsValid = true;
    for (std::string &key : m_problems.keys())
        m_paintedKeys.insert(std::move(key));
}

// The cell (member pointer) or row (object pointer) a problem shows on;
// empty for problems of the table itself (status, version, counts).
std::string RankTableModel::problemKey(const std::string &pointer) const
{
    std::vector<std::string> tokens;
    if (!JsonPointer::split(pointer, &tokens))
        return {};
    std::size_t used = 0;
    const RankTableRow row = m_layout.rowFor(tokens, &used);
    if (row.depth == 0)
        return {};
    const std::string object = m_layout.objectPointer(row);
    if (used < tokens.size() && RankTableSchema::columnOf(m_layout.kindOf(row), m_layout.version(), tokens[used]) >= 0)
        return JsonPointer::append(object, tokens[used]);
    return object;
}

} // namespace ascendops
