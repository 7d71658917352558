#include "incidents/incidentsmodel.h"

#include "incidents/pipelinewords.h"
#include "look/colors.h"

#include <QBrush>
#include <QDateTime>
#include <QFont>

#include <algorithm>

namespace ascendops {

using pipeline::Incident;
using pipeline::IncidentState;
using pipeline::JournalIncident;

namespace {

const QString kSeparator = QStringLiteral(" · ");

// States where the pipeline waits for someone: they stand out in the list.
bool wantsAttention(IncidentState state)
{
    return state == IncidentState::AwaitingApproval || state == IncidentState::NeedsPerson;
}

QString dash(const QString &text)
{
    return text.isEmpty() ? QStringLiteral("—") : text;
}

} // namespace

QString affectedText(const Incident &incident)
{
    QStringList parts;
    const QStringList nodes = incident.faultyNodes();
    if (!nodes.isEmpty())
        parts << nodes.join(QStringLiteral(", "));
    if (!incident.pod.isEmpty())
        parts << IncidentsModel::tr("pod %1").arg(incident.pod);
    QStringList dies;
    for (const pipeline::FaultSignal &signal : incident.evidence)
        if (signal.die >= 0 && !dies.contains(QString::number(signal.die)))
            dies << QString::number(signal.die);
    if (!dies.isEmpty())
        parts << IncidentsModel::tr("die %1").arg(dies.join(QStringLiteral(", ")));
    return parts.join(kSeparator);
}

QString shortTime(qint64 utcMs)
{
    if (utcMs <= 0)
        return {};
    const QDateTime when = QDateTime::fromMSecsSinceEpoch(utcMs).toLocalTime();
    const bool today = when.date() == QDate::currentDate();
    return when.toString(today ? QStringLiteral("HH:mm:ss") : QStringLiteral("yyyy-MM-dd HH:mm:ss"));
}

IncidentsModel::IncidentsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void IncidentsModel::setIncident(const Incident &incident)
{
    const auto same = [&](const Incident &shown) { return shown.id == incident.id; };
    if (const auto it = std::find_if(m_live.begin(), m_live.end(), same); it != m_live.end()) {
        *it = incident;
        const int row = int(it - m_live.begin());
        emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
        return;
    }
    dropHistory(incident.id);
    // Newest first by detection time; an incident opened later goes on top.
    const auto at = std::find_if(m_live.begin(), m_live.end(), [&](const Incident &shown) {
        return shown.timeline.detectedMs < incident.timeline.detectedMs;
    });
    const int row = int(at - m_live.begin());
    beginInsertRows({}, row, row);
    m_live.insert(at, incident);
    endInsertRows();
}

void IncidentsModel::setHistory(std::vector<JournalIncident> history)
{
    std::erase_if(history, [this](const JournalIncident &past) {
        return std::any_of(m_live.begin(), m_live.end(), [&](const Incident &live) { return live.id == past.id; });
    });
    const int first = liveCount();
    if (!m_history.empty()) {
        beginRemoveRows({}, first, first + historyCount() - 1);
        m_history.clear();
        endRemoveRows();
    }
    if (history.empty())
        return;
    beginInsertRows({}, first, first + int(history.size()) - 1);
    m_history = std::move(history);
    endInsertRows();
}

void IncidentsModel::dropHistory(const QString &id)
{
    const auto it = std::find_if(m_history.begin(), m_history.end(), [&](const JournalIncident &past) { return past.id == id; });
    if (it == m_history.end())
        return;
    const int row = liveCount() + int(it - m_history.begin());
    beginRemoveRows({}, row, row);
    m_history.erase(it);
    endRemoveRows();
}

void IncidentsModel::clear()
{
    beginResetModel();
    m_live.clear();
    m_history.clear();
    endResetModel();
}

const Incident *IncidentsModel::incidentAt(int row) const
{
    return row >= 0 && row < liveCount() ? &m_live[std::size_t(row)] : nullptr;
}

const JournalIncident *IncidentsModel::historyAt(int row) const
{
    const int at = row - liveCount();
    return at >= 0 && at < historyCount() ? &m_history[std::size_t(at)] : nullptr;
}

int IncidentsModel::rowOf(const QString &id) const
{
    for (int row = 0; row < rowCount(); ++row) {
        const Incident *live = incidentAt(row);
        if ((live && live->id == id) || (!live && historyAt(row)->id == id))
            return row;
    }
    return -1;
}

int IncidentsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : liveCount() + historyCount();
}

int IncidentsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant IncidentsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    if (const Incident *live = incidentAt(index.row()))
        return liveData(*live, index.column(), role);
    return historyData(*historyAt(index.row()), index.column(), role);
}

QVariant IncidentsModel::liveData(const Incident &incident, int column, int role) const
{
    if (role == IncidentIdRole)
        return incident.id;
    if (role == FromJournalRole)
        return false;
    if (role == Qt::ForegroundRole && column == SeverityColumn)
        return QBrush(words::severityColour(incident.severity()));
    if (role == Qt::FontRole && (column == SeverityColumn || (column == StateColumn && wantsAttention(incident.state)))) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    if (role == Qt::ToolTipRole && (column == ReasonColumn || column == OutcomeColumn))
        return column == ReasonColumn ? incident.decision.reason : incident.outcome;
    if (role == Qt::ToolTipRole && column == DetectedColumn)
        return QDateTime::fromMSecsSinceEpoch(incident.timeline.detectedMs).toLocalTime().toString(Qt::ISODateWithMs);
    if (role != Qt::DisplayRole)
        return {};
    switch (column) {
    case IdColumn: return incident.id;
    case SeverityColumn: return words::severity(incident.severity());
    case StateColumn: return words::stateOf(incident);
    case JobColumn: return dash(incident.job);
    case AffectedColumn: return dash(affectedText(incident));
    case ActionColumn: return incident.decision.reason.isEmpty() ? tr("deciding…") : words::decisionOf(incident.decision);
    case ReasonColumn: return incident.decision.reason;
    case DetectedColumn: return shortTime(incident.timeline.detectedMs);
    case OutcomeColumn: return incident.outcome;
    default: return {};
    }
}

QVariant IncidentsModel::historyData(const JournalIncident &incident, int column, int role) const
{
    if (role == IncidentIdRole)
        return incident.id;
    if (role == FromJournalRole)
        return true;
    if (role == Qt::ForegroundRole)   // the past, greyed
        return QBrush(look::quiet());
    if (role == Qt::ToolTipRole && column == StateColumn)
        return incident.kindSequence();
    if (role == Qt::ToolTipRole && (column == ReasonColumn || column == OutcomeColumn))
        return column == ReasonColumn ? incident.reason : incident.outcome;
    if (role != Qt::DisplayRole)
        return {};
    QStringList affected;
    if (!incident.node.isEmpty())
        affected << incident.node;
    if (!incident.device.isEmpty())
        affected << tr("die %1").arg(incident.device);
    switch (column) {
    case IdColumn: return incident.id;
    case SeverityColumn: return {};
    case StateColumn:
        return incident.resolved     ? tr("resolved (journal)")
             : incident.dryRunOnly   ? tr("observed, not acted on (journal)")
                                     : tr("open when last seen (journal)");
    case JobColumn: return dash(incident.job);
    case AffectedColumn: return dash(affected.join(kSeparator));
    case ActionColumn: return incident.action.isEmpty() ? QString() : words::actionNamed(incident.action);
    case ReasonColumn: return incident.reason;
    case DetectedColumn: return shortTime(incident.firstMs);
    case OutcomeColumn: return incident.outcome;
    default: return {};
    }
}

QVariant IncidentsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case IdColumn: return tr("Incident");
    case SeverityColumn: return tr("Severity");
    case StateColumn: return tr("State");
    case JobColumn: return tr("Job");
    case AffectedColumn: return tr("Servers, pods, devices");
    case ActionColumn: return tr("Decision");
    case ReasonColumn: return tr("Reason");
    case DetectedColumn: return tr("Detected");
    case OutcomeColumn: return tr("Outcome");
    default: return {};
    }
}

} // namespace ascendops
