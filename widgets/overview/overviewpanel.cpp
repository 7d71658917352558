#include "overview/overviewpanel.h"

#include "cluster/jobstate.h"
#include "look/colors.h"

#include <qcustomplot.h>

#include <QDateTime>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace ascendops {

namespace {

using pipeline::FleetOverview;
using pipeline::HealthTally;

// How many jobs the Jobs card lists; the Jobs tab has them all.
constexpr int kJobsListed = 6;

QString link(const QString &target, int count, const QColor &color = {})
{
    const QString style = color.isValid() ? QStringLiteral(" style=\"color:%1; font-weight:bold\"").arg(color.name()) : QString();
    return count == 0 ? QStringLiteral("0") : QStringLiteral("<a href=\"%1\"%2>%3</a>").arg(target, style).arg(count);
}

QString swatch(const QColor &color)
{
    return QStringLiteral("<span style=\"color:%1\">&#9632;</span>").arg(color.name());
}

// One row of the health table: what (servers, dies, links) by state, each
// count a link into the topology that selects the first such element.
QString healthRow(const QString &label, const char *what, const HealthTally &t)
{
    const QString base = QStringLiteral("topology:%1:").arg(QLatin1String(what));
    auto cell = [](const QString &text) { return QStringLiteral("<td align=\"right\">&nbsp;&nbsp;%1</td>").arg(text); };
    return QStringLiteral("<tr><td>%1</td>").arg(label.toHtmlEscaped()) + cell(QString::number(t.ok))
         + cell(link(base + QStringLiteral("warning"), t.warning, look::attention()))
         + cell(link(base + QStringLiteral("fault"), t.fault, look::failed()))
         + cell(link(base + QStringLiteral("unknown"), t.unknown))
         + cell(link(base + QStringLiteral("isolated"), t.isolated)) + QStringLiteral("</tr>");
}

QString healthHeader()
{
    auto head = [](const QString &text) { return QStringLiteral("<th align=\"right\">&nbsp;&nbsp;%1</th>").arg(text); };
    return QStringLiteral("<tr><th></th>") + head(swatch(healthColor(Health::Ok)) + OverviewPanel::tr("OK"))
         + head(swatch(healthColor(Health::Warning)) + OverviewPanel::tr("Warning"))
         + head(swatch(healthColor(Health::Fault)) + OverviewPanel::tr("Fault"))
         + head(swatch(healthColor(Health::Unknown)) + OverviewPanel::tr("Unknown"))
         + head(OverviewPanel::tr("Isolated")) + QStringLiteral("</tr>");
}

QString seconds(const std::optional<double> &value)
{
    if (!value)
        return OverviewPanel::tr("unknown");
    return *value >= 120 ? OverviewPanel::tr("%1 min").arg(*value / 60.0, 0, 'f', 1) : OverviewPanel::tr("%1 s").arg(qRound(*value));
}

// What the cluster can still take: NPUs by what they can do, and the
// super-pods a faulty pod could not move within (no healthy spare left).
QString capacityText(const ClusterCapacity &c)
{
    if (c.npus.total() == 0)
        return {};
    const NpuCount &n = c.npus;
    QString html = QStringLiteral("<p>") + OverviewPanel::tr("NPUs: %1 free &nbsp; %2 in use &nbsp; %3 isolated &nbsp; %4 faulty &nbsp; "
                                                             "%5 on servers down or cordoned &nbsp; %6 unknown")
                                               .arg(n.free).arg(n.used).arg(n.isolated).arg(n.faulty).arg(n.unavailable).arg(n.unknown);
    html += QStringLiteral("<br>") + OverviewPanel::tr("Spare servers: %1 healthy, %2 sub-healthy, %3 out of service, %4 unknown")
                                         .arg(c.spares.healthy).arg(c.spares.subHealthy).arg(c.spares.faulty).arg(c.spares.unknown);
    QStringList none;
    for (const SuperPodCapacity &pod : c.superPods)
        if (pod.id >= 0 && !pod.spares.canLand())
            none << QString::number(pod.id);
    if (!none.isEmpty())
        html += QStringLiteral("<br><span style=\"color:%1\">").arg(look::failed().name())
              + OverviewPanel::tr("No healthy spare left in super-pod %1: a faulty pod there cannot move.", nullptr, int(none.size()))
                    .arg(none.join(QStringLiteral(", ")))
              + QStringLiteral("</span>");
    return html + QStringLiteral("</p>");
}

QString healthCard(const FleetOverview &o)
{
    QString html = QStringLiteral("<table cellspacing=\"2\">") + healthHeader();
    html += healthRow(OverviewPanel::tr("Servers"), "servers", o.servers);
    html += healthRow(OverviewPanel::tr("Devices (dies)"), "dies", o.dies);
    html += healthRow(OverviewPanel::tr("RoCE links"), "roce", o.roceLinks);
    if (o.hccsLinks.total() > 0)
        html += healthRow(OverviewPanel::tr("HCCS links"), "hccs", o.hccsLinks);
    html += QStringLiteral("</table>");
    if (o.serversNotReady > 0)
        html += QStringLiteral("<p>") + OverviewPanel::tr("Servers not Ready: %1").arg(link(QStringLiteral("topology:servers:notready"), o.serversNotReady, look::failed()))
              + QStringLiteral("</p>");
    return html + capacityText(o.capacity);
}

QString portsCard(const FleetOverview &o)
{
    if (o.portsProbed == 0)
        return OverviewPanel::tr("No port probed over SSH yet: flapping links and dim optics show here once the nodes answer.");
    return OverviewPanel::tr("Ports probed: %1<br>Flapping: %2 &nbsp; Weak optics: %3 &nbsp; Unread: %4")
        .arg(link(QStringLiteral("links:worst"), o.portsProbed))
        .arg(link(QStringLiteral("links:flapping"), o.portsFlapping, look::attention()))
        .arg(link(QStringLiteral("links:optics"), o.portsWeakOptics, look::attention()))
        .arg(link(QStringLiteral("links:unread"), o.portsUnread));
}

QString incidentsCard(const FleetOverview &o)
{
    return OverviewPanel::tr("Open: %1<br>Waiting for approval: %2<br>Needing a person: %3<br>Recovering: %4")
        .arg(link(QStringLiteral("incidents:open"), o.incidentsOpen))
        .arg(link(QStringLiteral("incidents:approval"), o.incidentsAwaitingApproval, look::failed()))
        .arg(link(QStringLiteral("incidents:person"), o.incidentsNeedingPerson, look::failed()))
        .arg(link(QStringLiteral("incidents:recovering"), o.incidentsRecovering, look::attention()));
}

QString jobsCard(const FleetOverview &o)
{
    if (o.jobs.empty())
        return OverviewPanel::tr("No training job (Volcano Job or AscendJob) in the cluster.");
    QStringList counts;
    std::vector<std::pair<QString, int>> states(o.jobsByState.begin(), o.jobsByState.end());
    std::stable_sort(states.begin(), states.end(), [](const auto &a, const auto &b) { return jobStateRank(a.first) < jobStateRank(b.first); });
    for (const auto &[state, count] : states)
        counts << QStringLiteral("%1: %2").arg(jobStateText(state).toHtmlEscaped(), link(QStringLiteral("jobs:state:") + state, count, jobStateColor(state)));
    std::vector<const pipeline::FleetJob *> jobs;
    for (const pipeline::FleetJob &job : o.jobs)
        jobs.push_back(&job);
    // The worst state first, then the slowest to recover.
    std::stable_sort(jobs.begin(), jobs.end(), [](const pipeline::FleetJob *a, const pipeline::FleetJob *b) {
        if (jobStateRank(a->state.state) != jobStateRank(b->state.state))
            return jobStateRank(a->state.state) < jobStateRank(b->state.state);
        return a->recoverySeconds.value_or(-1) > b->recoverySeconds.value_or(-1);
    });
    if (o.goodput >= 0)
        counts << OverviewPanel::tr("goodput over 24 h: <b>%1%</b> (mean of %n job(s))", nullptr, o.goodputJobs)
                      .arg(o.goodput * 100, 0, 'f', 1);
    QString html = counts.join(QStringLiteral(" &nbsp; ")) + QStringLiteral("<table cellspacing=\"2\"><tr><th align=\"left\">%1</th><th align=\"left\">&nbsp;%2</th><th align=\"right\">&nbsp;%3</th></tr>")
                                                                  .arg(OverviewPanel::tr("Job"), OverviewPanel::tr("State"), OverviewPanel::tr("Est. recovery"));
    for (std::size_t i = 0; i < jobs.size() && i < std::size_t(kJobsListed); ++i) {
        const pipeline::FleetJob &job = *jobs[i];
        const QColor color = jobStateColor(job.state.state);
        const QString state = color.isValid() ? QStringLiteral("<span style=\"color:%1\">%2</span>").arg(color.name(), jobStateText(job.state.state).toHtmlEscaped())
                                              : jobStateText(job.state.state).toHtmlEscaped();
        html += QStringLiteral("<tr><td><a href=\"jobs:job:%1\">%2</a></td><td title=\"%3\">&nbsp;%4</td><td align=\"right\">&nbsp;%5</td></tr>")
                    .arg(job.key.toHtmlEscaped(), job.key.toHtmlEscaped(), job.state.why.toHtmlEscaped(), state, seconds(job.recoverySeconds));
    }
    html += QStringLiteral("</table>");
    if (jobs.size() > std::size_t(kJobsListed))
        html += OverviewPanel::tr("and %1 more in the <a href=\"jobs:all\">Jobs</a> tab").arg(jobs.size() - std::size_t(kJobsListed));
    return html;
}

QCustomPlot *makePlot(QWidget *parent, const char *objectName, const QString &title)
{
    auto *plot = new QCustomPlot(parent);
    plot->setObjectName(QLatin1String(objectName));
    plot->setMinimumHeight(160);
    plot->setNoAntialiasingOnDrag(true);
    plot->plotLayout()->insertRow(0);
    QFont bold = plot->font();
    bold.setBold(true);
    plot->plotLayout()->addElement(0, 0, new QCPTextElement(plot, title, bold));
    // Said over an empty plot, so that no data never reads as all fine.
    auto *empty = new QCPItemText(plot);
    empty->setObjectName(QStringLiteral("emptyNote"));
    empty->position->setType(QCPItemPosition::ptAxisRectRatio);
    empty->position->setCoords(0.5, 0.5);
    empty->setColor(look::quiet());
    return plot;
}

void setEmptyNote(QCustomPlot *plot, const QString &note)
{
    for (int i = 0; i < plot->itemCount(); ++i) {
        if (auto *text = qobject_cast<QCPItemText *>(plot->item(i)); text && text->objectName() == QLatin1String("emptyNote")) {
            text->setText(note);
            text->setVisible(!note.isEmpty());
        }
    }
}

// Local midnight of DAY, in seconds, as QCustomPlot's date axes count.
double dayKey(const QDate &day)
{
    return double(QDateTime(day, QTime(0, 0)).toSecsSinceEpoch());
}

} // namespace

OverviewPanel::OverviewPanel(QWidget *parent)
    : QWidget(parent)
    , m_pages(new QStackedWidget(this))
    , m_hint(new QLabel(this))
    , m_faultsPlot(nullptr)
    , m_recoveryPlot(nullptr)
{
    setObjectName(QStringLiteral("overviewPanel"));
    m_hint->setAlignment(Qt::AlignCenter);
    m_hint->setWordWrap(true);
    m_hint->setEnabled(false);
    m_pages->addWidget(m_hint);

    auto *page = new QWidget(m_pages);
    auto *grid = new QGridLayout;
    m_servers = card(tr("Health"), "overviewHealth", page, grid, 0, 0);
    m_links = card(tr("Ports (node telemetry)"), "overviewPorts", page, grid, 1, 0);
    m_incidents = card(tr("Incidents"), "overviewIncidents", page, grid, 0, 1);
    m_jobs = card(tr("Jobs"), "overviewJobs", page, grid, 1, 1);
    m_devices = m_servers;   // one table holds servers and dies
    grid->setColumnStretch(0, 3);
    grid->setColumnStretch(1, 2);

    m_faultsPlot = makePlot(page, "faultsPerDayPlot", tr("Faults per day, last 14 days"));
    m_recoveryPlot = makePlot(page, "recoveryTimePlot", tr("Time to recover per incident"));
    auto *plots = new QHBoxLayout;
    plots->addWidget(m_faultsPlot, 1);
    plots->addWidget(m_recoveryPlot, 1);

    auto *layout = new QVBoxLayout(page);
    layout->addLayout(grid);
    layout->addLayout(plots, 1);
    m_pages->addWidget(page);

    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(m_pages);
    clear(tr("Connect to a cluster (File > Connect to Cluster) to see its overview."));
}

QLabel *OverviewPanel::card(const QString &title, const char *objectName, QWidget *parent, QGridLayout *grid, int row, int column)
{
    auto *box = new QGroupBox(title, parent);
    auto *label = new QLabel(box);
    label->setObjectName(QLatin1String(objectName));
    label->setTextFormat(Qt::RichText);
    label->setWordWrap(true);
    label->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    label->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    connect(label, &QLabel::linkActivated, this, &OverviewPanel::linkActivated);
    auto *layout = new QVBoxLayout(box);
    layout->addWidget(label);
    layout->addStretch(1);
    grid->addWidget(box, row, column);
    return label;
}

void OverviewPanel::clear(const QString &hint)
{
    m_hint->setText(hint);
    m_pages->setCurrentWidget(m_hint);
}

void OverviewPanel::setOverview(const FleetOverview &overview)
{
    m_servers->setText(healthCard(overview));
    m_links->setText(portsCard(overview));
    m_incidents->setText(incidentsCard(overview));
    m_jobs->setText(jobsCard(overview));
    plotFaults(overview);
    plotRecoveries(overview);
    m_pages->setCurrentIndex(1);
    replotIfShown(m_faultsPlot);   // the page may have been hidden until now
    replotIfShown(m_recoveryPlot);
}

// A plot hidden has no paint buffer to draw into: it is drawn when shown,
// once laid out (queued: a page just made current has no size yet).
void OverviewPanel::replotIfShown(QCustomPlot *plot)
{
    if (plot->isVisible())
        plot->replot(QCustomPlot::rpQueuedReplot);
}

void OverviewPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    replotIfShown(m_faultsPlot);
    replotIfShown(m_recoveryPlot);
}

void OverviewPanel::plotFaults(const FleetOverview &o)
{
    QCustomPlot *plot = m_faultsPlot;
    plot->clearPlottables();
    auto *bars = new QCPBars(plot->xAxis, plot->yAxis);
    bars->setWidth(0.7 * 86400);
    bars->setBrush(healthColor(Health::Fault).lighter(130));
    bars->setPen(healthColor(Health::Fault));
    int most = 0;
    for (const auto &[day, count] : o.faultsPerDay) {
        bars->addData(dayKey(day) + 43200, count);   // centred on the day
        most = std::max(most, count);
    }
    auto ticker = QSharedPointer<QCPAxisTickerDateTime>::create();
    ticker->setDateTimeFormat(QStringLiteral("MM-dd"));
    ticker->setDateTimeSpec(Qt::LocalTime);
    ticker->setTickCount(7);
    plot->xAxis->setTicker(ticker);
    if (!o.faultsPerDay.empty())
        plot->xAxis->setRange(dayKey(o.faultsPerDay.front().first), dayKey(o.faultsPerDay.back().first) + 86400);
    auto counts = QSharedPointer<QCPAxisTickerFixed>::create();
    counts->setTickStep(1.0);
    counts->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
    plot->yAxis->setTicker(counts);
    plot->yAxis->setRange(0, std::max(most, 1) * 1.15);
    plot->yAxis->setLabel(tr("Incidents"));
    setEmptyNote(plot, most == 0 ? tr("No incident in these days (the journal's and this session's)") : QString());
    replotIfShown(plot);
}

void OverviewPanel::plotRecoveries(const FleetOverview &o)
{
    QCustomPlot *plot = m_recoveryPlot;
    plot->clearGraphs();
    QCPGraph *graph = plot->addGraph();
    graph->setLineStyle(QCPGraph::lsNone);
    graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, healthColor(Health::Ok).darker(130), 7));
    double longest = 0;
    for (const pipeline::FleetRecovery &r : o.recoveries) {
        graph->addData(double(r.resolvedMs) / 1000.0, r.seconds);
        longest = std::max(longest, r.seconds);
    }
    auto ticker = QSharedPointer<QCPAxisTickerDateTime>::create();
    ticker->setDateTimeFormat(QStringLiteral("MM-dd"));
    ticker->setDateTimeSpec(Qt::LocalTime);
    ticker->setTickCount(7);
    plot->xAxis->setTicker(ticker);
    if (!o.faultsPerDay.empty())
        plot->xAxis->setRange(dayKey(o.faultsPerDay.front().first), dayKey(o.faultsPerDay.back().first) + 86400);
    plot->yAxis->setRange(0, std::max(longest, 60.0) * 1.15);
    plot->yAxis->setLabel(tr("Seconds, from the fault to training again"));
    setEmptyNote(plot, o.recoveries.empty() ? tr("No incident resolved in these days") : QString());
    replotIfShown(plot);
}

} // namespace ascendops
