#pragma once
// The Incidents table: the pipeline's live incidents, newest first, then the
// incidents read back from the journal (earlier sessions), newest first. The
// app layer feeds plain values (Incident, JournalIncident); nothing here
// reads or writes anything. A live incident that is also in the journal
// history is shown once, live.
#include "pipeline/incident.h"
#include "pipeline/journalincident.h"

#include <QAbstractTableModel>

#include <vector>

namespace ascendops {

class IncidentsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        IdColumn, SeverityColumn, StateColumn, JobColumn, AffectedColumn, ActionColumn, ReasonColumn,
        DetectedColumn, OutcomeColumn, ColumnCount
    };
    enum Role {
        IncidentIdRole = Qt::UserRole,   // QString, every column
        FromJournalRole,                 // bool: a history row
    };

    explicit IncidentsModel(QObject *parent = nullptr);

    // Adds the incident, or updates its row if it is shown already.
    void setIncident(const pipeline::Incident &incident);
    // Replaces the journal rows.
    void setHistory(std::vector<pipeline::JournalIncident> history);
    void clear();

    int liveCount() const { return int(m_live.size()); }
    int historyCount() const { return int(m_history.size()); }
    // The values behind a row; null when the row is of the other kind.
    const pipeline::Incident *incidentAt(int row) const;
    const pipeline::JournalIncident *historyAt(int row) const;
    // -1 when no row has this id.
    int rowOf(const QString &id) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant liveData(const pipeline::Incident &incident, int column, int role) const;
    QVariant historyData(const pipeline::JournalIncident &incident, int column, int role) const;
    void dropHistory(const QString &id);

    std::vector<pipeline::Incident> m_live;             // newest first
    std::vector<pipeline::JournalIncident> m_history;   // newest first
};

// "node-2 · pod default/job-worker-1 · die 3": the servers, the job's pod
// and the dies an incident touches.
QString affectedText(const pipeline::Incident &incident);
// "14:03:27" today, "2026-11-21 14:03:27" on other days, in local time.
QString shortTime(qint64 utcMs);

} // namespace ascendops
