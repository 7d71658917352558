#include "incidents/incidentdetails.h"

#include "incidents/incidentsmodel.h"
#include "incidents/incidenttimelineview.h"
#include "incidents/pipelinewords.h"

#include <QDateTime>
#include <QHBoxLayout>
#include <QSplitter>
#include <QTextBrowser>

namespace ascendops {

using pipeline::Incident;
using pipeline::JournalIncident;

namespace {

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

QString section(const QString &title)
{
    return QStringLiteral("<p style='margin-top:8px; margin-bottom:2px'><b>%1</b></p>").arg(escaped(title));
}

QString classification(const Incident &incident)
{
    if (incident.decision.reason.isEmpty())
        return IncidentDetails::tr("Not classified yet: signals that arrive together are still joining.");
    QString text = escaped(incident.fault.describe(incident.first));
    if (!incident.fault.escalation.isEmpty())
        text += QStringLiteral("<br>") + escaped(IncidentDetails::tr("Raised by a rule: %1").arg(incident.fault.escalation));
    if (incident.fault.mayBeTransient)
        text += QStringLiteral("<br>") + escaped(IncidentDetails::tr("May pass by itself within the HCCL operator-retry window."));
    return text;
}

QString evidence(const Incident &incident)
{
    QString items;
    for (const pipeline::FaultSignal &signal : incident.evidence) {
        QString where = signal.node;
        if (signal.die >= 0)
            where += IncidentDetails::tr(" die %1").arg(signal.die);
        if (!signal.pod.isEmpty())
            where += IncidentDetails::tr(" pod %1").arg(signal.pod);
        if (!signal.codes.isEmpty())
            where += QStringLiteral(" [%1]").arg(signal.codes.join(QStringLiteral(", ")));
        where = where.trimmed();
        items += QStringLiteral("<li>%1 <code>%2</code>%3: %4</li>")
                     .arg(shortTime(signal.observedMs), QLatin1String(pipeline::signalKindName(signal.kind)),
                          where.isEmpty() ? QString() : QLatin1Char(' ') + escaped(where), escaped(signal.message));
    }
    return QStringLiteral("<ul style='margin-top:0'>%1</ul>").arg(items);
}

QString decisions(const Incident &incident)
{
    QString items;
    for (const pipeline::Decision &earlier : incident.history)
        items += QStringLiteral("<li><s>%1</s>: %2</li>").arg(escaped(words::decisionOf(earlier)), escaped(earlier.reason));
    if (!incident.decision.reason.isEmpty())
        items += QStringLiteral("<li><b>%1</b>: %2</li>").arg(escaped(words::decisionOf(incident.decision)),
                                                             escaped(incident.decision.reason));
    if (items.isEmpty())
        return escaped(IncidentDetails::tr("None yet."));
    return QStringLiteral("<ol style='margin-top:0'>%1</ol>").arg(items);
}

QString steps(const Incident &incident)
{
    QStringList parts;
    if (incident.stepAtFault >= 0)
        parts << IncidentDetails::tr("training was at step %1").arg(incident.stepAtFault);
    if (incident.checkpointStep >= 0)
        parts << IncidentDetails::tr("last checkpoint at step %1").arg(incident.checkpointStep);
    if (incident.stepsLost >= 0)
        parts << IncidentDetails::tr("steps lost: %1").arg(incident.stepsLost);
    return parts.isEmpty() ? IncidentDetails::tr("No step counter for this job.") : parts.join(QStringLiteral("; "));
}

} // namespace

IncidentDetails::IncidentDetails(QWidget *parent)
    : QWidget(parent)
    , m_text(new QTextBrowser(this))
    , m_timeline(new IncidentTimelineView(this))
{
    m_tick.setInterval(1000);
    connect(&m_tick, &QTimer::timeout, this, &IncidentDetails::showTimeline);
    m_text->setObjectName(QStringLiteral("incidentText"));
    m_text->setOpenLinks(false);
    m_timeline->setObjectName(QStringLiteral("incidentTimeline"));
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_text);
    splitter->addWidget(m_timeline);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);
    clear();
}

void IncidentDetails::showIncident(const Incident &incident)
{
    QString html = QStringLiteral("<p><b>%1</b> · <span style='color:%2'>%3</span> · %4</p>")
                       .arg(escaped(incident.id), words::severityColour(incident.severity()).name(),
                            escaped(words::severity(incident.severity())), escaped(words::stateOf(incident)));
    if (const QString attended = attention(incident); !attended.isEmpty())
        html += section(tr("People")) + attended;
    html += section(tr("Classification")) + classification(incident);
    html += section(tr("Signals")) + evidence(incident);
    html += section(tr("Decisions, oldest first")) + decisions(incident);
    if (!incident.writesSent.isEmpty())
        html += section(tr("Writes sent")) + escaped(incident.writesSent.join(QLatin1Char('\n'))).replace(QLatin1Char('\n'), QStringLiteral("<br>"));
    if (m_eventsOf == incident.id && !incident.job.isEmpty())
        html += section(tr("What the cluster said it did (the job's Events)")) + clusterEvents();
    // Incidents of one job that share a recovery say so both ways.
    if (!incident.coveredBy.isEmpty())
        html += section(tr("Shares a recovery")) + escaped(tr("Covered by %1: its recovery recreates this incident's pods.").arg(incident.coveredBy));
    if (!incident.linked.isEmpty())
        html += section(tr("Shares a recovery")) + escaped(tr("Covers %1.").arg(incident.linked.join(QStringLiteral(", "))));
    if (incident.pickedUp)
        html += section(tr("Restart")) + escaped(tr("Picked up from the journal when the pipeline started again."));
    html += section(tr("Training steps")) + escaped(steps(incident));
    if (!incident.outcome.isEmpty())
        html += section(tr("Latest")) + escaped(incident.outcome);
    m_text->setHtml(html);
    m_shown = incident;
    showTimeline();
    // An open incident's phase under way grows: the chart follows it each second.
    if (pipeline::isOpen(incident.state))
        m_tick.start();
    else
        m_tick.stop();
}

// Who took it on, whom it is assigned to, until when it is snoozed, the notes.
QString IncidentDetails::attention(const pipeline::Incident &incident) const
{
    const pipeline::IncidentAttention &a = incident.attention;
    QStringList lines;
    if (!a.approvedBy.isEmpty())
        lines << escaped(tr("Approved by %1").arg(a.approvedBy));
    if (!a.acknowledgedBy.isEmpty())
        lines << escaped(tr("Acknowledged by %1 at %2").arg(a.acknowledgedBy, shortTime(a.acknowledgedMs)));
    if (!a.assignee.isEmpty())
        lines << escaped(tr("Assigned to %1").arg(a.assignee));
    if (a.snoozedUntilMs > QDateTime::currentMSecsSinceEpoch())
        lines << escaped(tr("Snoozed until %1: not counted as waiting, still recovered as before").arg(shortTime(a.snoozedUntilMs)));
    if (!a.closedBy.isEmpty())
        lines << escaped(tr("Closed by hand by %1").arg(a.closedBy));
    for (const QString &note : a.notes)
        lines << escaped(tr("Note: %1").arg(note));
    return lines.join(QStringLiteral("<br>"));
}

void IncidentDetails::setClusterEvents(const QString &incidentId, std::vector<clustermodel::JobEvent> events, const QString &unread)
{
    m_eventsOf = incidentId;
    m_events = std::move(events);
    m_eventsUnread = unread;
    if (m_shown && m_shown->id == incidentId)
        showIncident(*m_shown);
}

QString IncidentDetails::clusterEvents() const
{
    if (!m_eventsUnread.isEmpty())
        return escaped(tr("Not read: %1").arg(m_eventsUnread));
    if (m_events.empty())
        return escaped(tr("None since the fault."));
    QString rows;
    for (const clustermodel::JobEvent &event : m_events)
        rows += QStringLiteral("<tr><td>%1</td><td>%2</td><td><b>%3</b></td><td>%4</td><td>%5</td><td>%6</td></tr>")
                    .arg(event.timeMs ? shortTime(event.timeMs) : QStringLiteral("-"), escaped(event.type), escaped(event.reason),
                         escaped(event.object), escaped(event.reporter), escaped(event.message));
    return QStringLiteral("<table cellspacing='0' cellpadding='2'>%1</table>").arg(rows);
}

void IncidentDetails::showTimeline()
{
    if (!m_shown)
        return;
    m_timeline->setTimeline(m_shown->phases(QDateTime::currentMSecsSinceEpoch()), m_shown->stepsLost,
                            m_shown->state == pipeline::IncidentState::Resolved);
    if (m_estimates && !m_shown->job.isEmpty())
        m_timeline->addEstimate(m_estimates(m_shown->job));
}

void IncidentDetails::showHistory(const JournalIncident &incident)
{
    m_eventsOf.clear();
    m_shown.reset();
    m_tick.stop();
    QString html = QStringLiteral("<p><b>%1</b> · %2</p>")
                       .arg(escaped(incident.id), escaped(tr("from the journal, read-only")));
    html += section(tr("Records")) + escaped(incident.kindSequence());
    QString rows;
    for (const journal::JournalRecord &record : incident.records) {
        // Before the decision the record's action is only a placeholder.
        const bool decided = record.kind != journal::RecordKind::Detected && record.kind != journal::RecordKind::Classified;
        rows += QStringLiteral("<tr><td>%1</td><td><code>%2</code></td><td>%3</td><td>%4</td></tr>")
                    .arg(shortTime(record.timeMs), QLatin1String(journal::recordKindName(record.kind)),
                         decided ? escaped(words::actionNamed(record.action)) : QString(), escaped(record.reason));
    }
    html += QStringLiteral("<table cellspacing='0' cellpadding='2'>%1</table>").arg(rows);
    m_text->setHtml(html);
    if (incident.phases.empty())
        m_timeline->clear(tr("The journal has no timeline for this incident: it was not resolved."));
    else
        m_timeline->setTimeline(incident.phases, incident.stepsLost, incident.resolved);
    if (m_estimates && !incident.job.isEmpty() && !incident.phases.empty())
        m_timeline->addEstimate(m_estimates(incident.job));
}

void IncidentDetails::clear()
{
    m_shown.reset();
    m_tick.stop();
    m_text->setHtml(QStringLiteral("<p style='color:gray'>%1</p>").arg(escaped(tr("Select an incident to see its details."))));
    m_timeline->clear(tr("Select an incident to see its recovery timeline."));
}

QString IncidentDetails::text() const
{
    return m_text->toPlainText();
}

} // namespace ascendops
