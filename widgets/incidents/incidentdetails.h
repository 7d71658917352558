#pragma once
// The details of the selected incident: what the fault is (classification),
// the signals that make it up, every decision the pipeline took with its
// reason, the steps lost, and the recovery timeline chart. A journal entry
// shows its records instead. Values in, nothing read or written here.
#include "clustermodel/jobevents.h"
#include "pipeline/incident.h"
#include "pipeline/journalincident.h"

#include "recoverytime/jobprofile.h"

#include <QTimer>
#include <QWidget>

#include <functional>
#include <optional>

class QTextBrowser;

namespace ascendops {

class IncidentTimelineView;

class IncidentDetails : public QWidget
{
    Q_OBJECT

public:
    explicit IncidentDetails(QWidget *parent = nullptr);

    void showIncident(const pipeline::Incident &incident);
    void showHistory(const pipeline::JournalIncident &incident);
    void clear();
    // What the cluster said it did for the incident's job (its Events, the
    // app reads them), shown under the decisions while that incident is.
    void setClusterEvents(const QString &incidentId, std::vector<clustermodel::JobEvent> events, const QString &unread = {});

    // The text part as plain text (tests, accessibility).
    QString text() const;
    IncidentTimelineView *timeline() const { return m_timeline; }
    // Where the estimated phases of a job ("namespace/name") come from (the
    // app reads its recovery-time profile); shown under the measured ones.
    using EstimateSource = std::function<std::vector<recoverytime::Phase>(const QString &job)>;
    void setEstimateSource(EstimateSource source) { m_estimates = std::move(source); }

private:
    void showTimeline();
    QString attention(const pipeline::Incident &incident) const;
    QString clusterEvents() const;

    QTextBrowser *m_text;
    IncidentTimelineView *m_timeline;
    EstimateSource m_estimates;
    std::optional<pipeline::Incident> m_shown;   // the live incident on screen
    QString m_eventsOf;                          // the incident the Events below are of
    std::vector<clustermodel::JobEvent> m_events;
    QString m_eventsUnread;                      // why they could not be read; "" when they were
    QTimer m_tick;
};

} // namespace ascendops
