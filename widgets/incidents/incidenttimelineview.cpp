#include "incidents/incidenttimelineview.h"

#include "incidents/pipelinewords.h"

#include <qcustomplot.h>

#include <QLabel>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>
#include <array>

namespace ascendops {

namespace {

// The rows, top to bottom, by the names Incident::phases() gives.
const auto &kPhases = pipeline::kTimelinePhases;
const std::array<QColor, kPhases.size()> kPhaseColours = {
    QColor(0x8e, 0x8e, 0x8e), QColor(0xd9, 0x7b, 0x00), QColor(0x1f, 0x77, 0xb4), QColor(0x17, 0xa2, 0xa2),
    QColor(0x2c, 0xa0, 0x2c), QColor(0xbc, 0xbd, 0x22), QColor(0x94, 0x67, 0xbd)};
constexpr double kBarWidth = 0.6;

int rowOf(const QString &phase)
{
    for (std::size_t row = 0; row < kPhases.size(); ++row)
        if (phase == QLatin1String(kPhases[row]))
            return int(row);
    return -1;
}

QString lengthText(double seconds)
{
    return seconds < 10 ? IncidentTimelineView::tr("%1 s").arg(seconds, 0, 'f', 1)
                        : IncidentTimelineView::tr("%1 s").arg(qRound(seconds));
}

} // namespace

IncidentTimelineView::IncidentTimelineView(QWidget *parent)
    : QWidget(parent)
    , m_summary(new QLabel(this))
    , m_pages(new QStackedWidget(this))
    , m_hint(new QLabel(this))
    , m_plot(new QCustomPlot(this))
{
    m_summary->setObjectName(QStringLiteral("timelineSummary"));
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_hint->setAlignment(Qt::AlignCenter);
    m_hint->setWordWrap(true);
    m_hint->setEnabled(false);
    m_pages->addWidget(m_hint);
    m_pages->addWidget(m_plot);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_summary);
    layout->addWidget(m_pages, 1);
    buildAxes();
    clear(tr("Select an incident to see its recovery timeline."));
}

void IncidentTimelineView::buildAxes()
{
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    for (std::size_t row = 0; row < kPhases.size(); ++row)
        ticker->addTick(double(row), words::phase(QLatin1String(kPhases[row])));
    m_plot->yAxis->setTicker(ticker);
    m_plot->yAxis->setRange(-0.6, double(kPhases.size()) - 0.4);
    m_plot->yAxis->setRangeReversed(true);   // detection on top, as it happens first
    m_plot->yAxis->grid()->setVisible(false);
    m_plot->yAxis->setSubTicks(false);
    m_plot->yAxis->setTickLength(0, 0);
    m_plot->xAxis->setLabel(tr("Seconds after the fault"));
    m_plot->setBackground(palette().base());
}

void IncidentTimelineView::clear(const QString &message)
{
    m_hint->setText(message);
    m_summary->clear();
    m_summary->hide();
    m_plot->clearPlottables();
    m_plot->clearItems();
    m_bars = 0;
    m_estimateBars = 0;
    m_pages->setCurrentWidget(m_hint);
}

// A phase is a transparent bar up to its start with its own bar stacked on
// top: QCPBars draws from zero, and stacking moves the visible part along.
void IncidentTimelineView::addPhaseBar(int row, double startS, double endS)
{
    auto *offset = new QCPBars(m_plot->yAxis, m_plot->xAxis);
    offset->setPen(Qt::NoPen);
    offset->setBrush(Qt::NoBrush);
    offset->setWidth(kBarWidth);
    offset->addData(row, startS);
    offset->setSelectable(QCP::stNone);
    auto *bar = new QCPBars(m_plot->yAxis, m_plot->xAxis);
    bar->setObjectName(QLatin1String(kPhases[std::size_t(row)]));
    const QColor colour = kPhaseColours[std::size_t(row)];
    bar->setPen(QPen(colour.darker(130), 1));
    bar->setBrush(colour);
    bar->setWidth(kBarWidth);
    bar->moveAbove(offset);
    // An instant still gets a sliver, so a phase that took no time is seen as passed.
    bar->addData(row, std::max(endS - startS, 0.0));
    auto *label = new QCPItemText(m_plot);
    label->position->setType(QCPItemPosition::ptPlotCoords);
    label->position->setAxes(m_plot->xAxis, m_plot->yAxis);
    label->position->setCoords(endS, row);
    label->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    label->setPadding(QMargins(4, 0, 0, 0));
    label->setText(lengthText(endS - startS));
    label->setColor(palette().color(QPalette::Text));
    ++m_bars;
}

void IncidentTimelineView::setTimeline(const std::vector<pipeline::TimelinePhase> &phases, qint64 stepsLost, bool finished)
{
    if (phases.empty()) {
        clear(tr("No phase of the recovery has been reached yet."));
        return;
    }
    m_plot->clearPlottables();
    m_plot->clearItems();
    m_bars = 0;
    m_estimateBars = 0;
    m_plot->xAxis->setLabel(tr("Seconds after the fault"));
    qint64 origin = phases.front().startMs;
    qint64 end = origin;
    for (const pipeline::TimelinePhase &phase : phases) {
        origin = std::min(origin, phase.startMs);
        end = std::max(end, phase.endMs);
    }
    for (const pipeline::TimelinePhase &phase : phases)
        if (const int row = rowOf(phase.name); row >= 0)
            addPhaseBar(row, double(phase.startMs - origin) / 1000.0, double(phase.endMs - origin) / 1000.0);
    const double totalS = double(end - origin) / 1000.0;
    // Room on the right for the last bar's label.
    m_plot->xAxis->setRange(0, std::max(totalS, 1.0) * 1.18);
    QString summary = finished ? tr("Recovery took %1").arg(lengthText(totalS)) : tr("Recovery so far: %1").arg(lengthText(totalS));
    if (stepsLost >= 0)
        summary += tr(" · training steps lost: %1").arg(stepsLost);
    m_summary->setText(summary);
    m_summary->show();
    m_pages->setCurrentWidget(m_plot);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

// The profile names phases as the recovery-time documents do
// ("link-setup"); the chart's rows as the incident does ("link setup").
double IncidentTimelineView::addEstimateBars(const std::vector<recoverytime::Phase> &phases, double offset, double width,
                                             bool filled)
{
    double at = 0;
    for (const recoverytime::Phase &phase : phases) {
        const int row = rowOf(QString(phase.phase).replace(QLatin1Char('-'), QLatin1Char(' ')));
        if (row < 0)
            continue;
        auto *start = new QCPBars(m_plot->yAxis, m_plot->xAxis);
        start->setPen(Qt::NoPen);
        start->setBrush(Qt::NoBrush);
        start->setWidth(width);
        start->addData(row + offset, at);
        start->setSelectable(QCP::stNone);
        auto *bar = new QCPBars(m_plot->yAxis, m_plot->xAxis);
        bar->setObjectName(QStringLiteral("estimate ") + phase.phase);
        const QColor colour = kPhaseColours[std::size_t(row)];
        bar->setPen(QPen(colour.darker(130), 1, filled ? Qt::SolidLine : Qt::DashLine));
        bar->setBrush(filled ? QBrush(colour) : QBrush(colour.lighter(160), Qt::BDiagPattern));
        bar->setWidth(width);
        bar->moveAbove(start);
        bar->addData(row + offset, phase.seconds);
        if (filled) {
            auto *label = new QCPItemText(m_plot);
            label->position->setType(QCPItemPosition::ptPlotCoords);
            label->position->setAxes(m_plot->xAxis, m_plot->yAxis);
            label->position->setCoords(at + phase.seconds, row + offset);
            label->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
            label->setPadding(QMargins(4, 0, 0, 0));
            label->setText(lengthText(phase.seconds));
            label->setColor(palette().color(QPalette::Text));
        }
        at += phase.seconds;
        ++m_estimateBars;
    }
    return at;
}

void IncidentTimelineView::addEstimate(const std::vector<recoverytime::Phase> &phases)
{
    if (phases.empty() || m_pages->currentWidget() != m_plot)
        return;
    const double total = addEstimateBars(phases, 0.38, 0.16, false);
    m_plot->xAxis->setRange(0, std::max(m_plot->xAxis->range().upper, total * 1.05));
    m_summary->setText(m_summary->text() + tr(" · this job's estimate (model): %1 (hatched)").arg(lengthText(total)));
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void IncidentTimelineView::setEstimate(const std::vector<recoverytime::Phase> &phases, std::optional<double> stepsLost)
{
    m_plot->clearPlottables();
    m_plot->clearItems();
    m_bars = 0;
    m_estimateBars = 0;
    const double total = addEstimateBars(phases, 0, kBarWidth, true);
    m_plot->xAxis->setRange(0, std::max(total, 1.0) * 1.18);
    m_plot->xAxis->setLabel(tr("Seconds after a fault (estimate)"));
    QString summary = tr("Estimated recovery: %1 (model)").arg(lengthText(total));
    if (stepsLost)
        summary += tr(" · training steps lost: %1 on average").arg(*stepsLost);
    m_summary->setText(summary);
    m_summary->show();
    m_pages->setCurrentWidget(m_plot);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void IncidentTimelineView::setMeasuredAgainstEstimate(const std::vector<std::pair<QString, double>> &measured,
                                                      int recoveries, const std::vector<recoverytime::Phase> &estimate)
{
    m_plot->clearPlottables();
    m_plot->clearItems();
    std::vector<recoverytime::Phase> means;
    for (const auto &[phase, seconds] : measured)
        means.push_back({phase, seconds, {}});
    m_estimateBars = 0;
    const double measuredTotal = addEstimateBars(means, 0, kBarWidth, true);
    m_bars = std::exchange(m_estimateBars, 0);
    const double estimateTotal = addEstimateBars(estimate, 0.38, 0.16, false);
    m_plot->xAxis->setRange(0, std::max({measuredTotal, estimateTotal, 1.0}) * 1.18);
    m_plot->xAxis->setLabel(tr("Seconds after a fault"));
    m_summary->setText(tr("Measured: %1 on average over %n recovery(s) of this job · estimate (model): %2 (hatched)", nullptr,
                          recoveries)
                           .arg(lengthText(measuredTotal), lengthText(estimateTotal)));
    m_summary->show();
    m_pages->setCurrentWidget(m_plot);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

QString IncidentTimelineView::summaryText() const
{
    return m_summary->text();
}

} // namespace ascendops
