#include "cluster/linkhealthview.h"

#include "telemetry/linksamplescsv.h"
#include "cluster/topologyview.h"

#include <qcustomplot.h>

#include <QBuffer>
#include <QComboBox>
#include <QDateTime>
#include <QHBoxLayout>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QStackedWidget>
#include <QTextDocument>
#include <QVBoxLayout>

#include <array>
#include <cmath>
#include <limits>

namespace ascendops {

using telemetry::kOpticalLanes;
using telemetry::LinkChangeRecord;
using telemetry::LinkSample;

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
// A dark lane reads 0 mW, which has no dBm; modules report such a lane at
// -40 dBm, and so does the plot, so it shows as a plunge rather than a gap.
constexpr double kDarkDbm = -40.0;
constexpr int kFrameMs = 16;

// Lane colours, the same for RX and TX of a lane.
const std::array<QColor, kOpticalLanes> kLaneColors = {QColor(0x1f, 0x77, 0xb4), QColor(0xff, 0x7f, 0x0e),
                                                       QColor(0x17, 0xa2, 0xa2), QColor(0x94, 0x67, 0xbd)};

double toDbm(double milliwatt)
{
    return milliwatt > 0 ? 10.0 * std::log10(milliwatt) : kDarkDbm;
}

double seconds(std::int64_t timeMs)
{
    return double(timeMs) / 1000.0;
}

template<typename T>
double orNaN(const std::optional<T> &value)
{
    return value ? double(*value) : kNaN;
}

QString healthName(Health health)
{
    switch (health) {
    case Health::Ok: return LinkHealthView::tr("Healthy");
    case Health::Warning: return LinkHealthView::tr("Warning");
    case Health::Fault: return LinkHealthView::tr("Fault");
    case Health::Unknown: break;
    }
    return LinkHealthView::tr("Unknown");
}

QPen pen(const QColor &color, double width, Qt::PenStyle style = Qt::SolidLine)
{
    QPen p(color, width, style);
    p.setCapStyle(Qt::FlatCap);
    return p;
}

// Value range of the rect's graphs over the visible keys.
QCPRange visibleValues(QCPAxisRect *rect, const QCPRange &keys, bool &found)
{
    QCPRange range;
    found = false;
    for (QCPGraph *graph : rect->graphs()) {
        bool graphFound = false;
        const QCPRange r = graph->getValueRange(graphFound, QCP::sdBoth, keys);
        if (!graphFound)
            continue;
        range = found ? QCPRange(std::min(range.lower, r.lower), std::max(range.upper, r.upper)) : r;
        found = true;
    }
    return range;
}

void fitValueAxis(QCPAxisRect *rect, const QCPRange &keys, QCPRange fallback, double minSpan)
{
    bool found = false;
    QCPRange range = visibleValues(rect, keys, found);
    if (!found)
        range = fallback;
    if (range.size() < minSpan) {
        const double centre = range.center();
        range = QCPRange(centre - minSpan / 2, centre + minSpan / 2);
    }
    const double pad = range.size() * 0.08;
    rect->axis(QCPAxis::atLeft)->setRange(range.lower - pad, range.upper + pad);
}

} // namespace

struct LinkHealthView::Plots
{
    // Rows of the stack, top to bottom.
    enum Row { kLink, kOptical, kTemperature, kErrors, kRows };
    std::array<QCPAxisRect *, kRows> rects{};
    std::array<QCPLegend *, kRows> legends{};
    QCPGraph *up = nullptr;
    QCPGraph *flaps = nullptr;
    std::array<QCPGraph *, kOpticalLanes> rx{};
    std::array<QCPGraph *, kOpticalLanes> tx{};
    QCPGraph *rxLow = nullptr;
    QCPGraph *rxHigh = nullptr;
    QCPGraph *txLow = nullptr;
    QCPGraph *txHigh = nullptr;
    QCPGraph *dieTemperature = nullptr;
    QCPGraph *opticalTemperature = nullptr;
    QCPGraph *rxErrors = nullptr;
    QCPGraph *txErrors = nullptr;
};

LinkHealthView::LinkHealthView(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_verdict(new QLabel(this))
    , m_window(new QComboBox(this))
    , m_exportPng(new QPushButton(tr("Export PNG…"), this))
    , m_exportCsv(new QPushButton(tr("Export CSV…"), this))
    , m_pages(new QStackedWidget(this))
    , m_hint(new QLabel(this))
    , m_plot(new QCustomPlot(this))
    , m_parts(std::make_unique<Plots>())
{
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.15);
    m_title->setFont(titleFont);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_verdict->setTextFormat(Qt::RichText);
    m_verdict->setWordWrap(true);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_window->addItem(tr("5 min"), 5 * 60);
    m_window->addItem(tr("15 min"), 15 * 60);
    m_window->addItem(tr("1 h"), 60 * 60);
    m_window->addItem(tr("6 h"), 6 * 60 * 60);
    m_window->addItem(tr("All"), 0);
    m_window->setCurrentIndex(1);
    m_window->setToolTip(tr("Time shown, ending at the newest sample"));
    auto *windowLabel = new QLabel(tr("&Window:"), this);
    windowLabel->setBuddy(m_window);
    m_exportPng->setToolTip(tr("Save the plots as an image"));
    m_exportCsv->setToolTip(tr("Save every sample kept as comma-separated values"));

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_title, 1);
    bar->addWidget(windowLabel);
    bar->addWidget(m_window);
    bar->addSpacing(8);
    bar->addWidget(m_exportPng);
    bar->addWidget(m_exportCsv);

    m_hint->setAlignment(Qt::AlignCenter);
    m_hint->setWordWrap(true);
    m_hint->setEnabled(false);   // greyed: a hint, not content
    m_pages->addWidget(m_hint);
    m_pages->addWidget(m_plot);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_verdict);
    layout->addWidget(m_pages, 1);

    buildPlots();

    m_frame.setSingleShot(true);
    m_frame.setInterval(kFrameMs);
    connect(&m_frame, &QTimer::timeout, this, &LinkHealthView::renderFrame);
    connect(m_window, &QComboBox::currentIndexChanged, this, &LinkHealthView::schedule);
    connect(m_exportPng, &QPushButton::clicked, this, &LinkHealthView::exportPngRequested);
    connect(m_exportCsv, &QPushButton::clicked, this, &LinkHealthView::exportCsvRequested);

    clear(tr("Select a device to see the health of its link."));
}

LinkHealthView::~LinkHealthView() = default;

void LinkHealthView::buildPlots()
{
    m_plot->setAutoAddPlottableToLegend(false);
    m_plot->plotLayout()->clear();
    m_plot->plotLayout()->setRowSpacing(0);
    m_plot->plotLayout()->setColumnSpacing(4);
    buildRows();
    buildGraphs();
}

void LinkHealthView::buildRows()
{
    Plots &p = *m_parts;
    auto ticker = QSharedPointer<QCPAxisTickerDateTime>::create();
    ticker->setDateTimeFormat(QStringLiteral("HH:mm:ss"));
    ticker->setDateTimeSpec(Qt::LocalTime);
    ticker->setTickCount(6);
    auto *group = new QCPMarginGroup(m_plot);
    QFont legendFont = font();
    legendFont.setPointSizeF(legendFont.pointSizeF() * 0.9);

    const std::array<QString, Plots::kRows> labels = {tr("Link"), tr("Power (dBm)"), tr("Temp. (°C)"), tr("Errors (pkt/s)")};
    const std::array<QString, Plots::kRows> names = {QStringLiteral("linkRect"), QStringLiteral("opticalRect"),
                                                     QStringLiteral("temperatureRect"), QStringLiteral("errorRect")};
    const std::array<double, Plots::kRows> heights = {0.55, 1.5, 1.0, 0.9};
    for (int row = 0; row < Plots::kRows; ++row) {
        const auto i = std::size_t(row);
        auto *rect = new QCPAxisRect(m_plot);
        rect->setObjectName(names[i]);
        m_plot->plotLayout()->addElement(row, 0, rect);
        m_plot->plotLayout()->setRowStretchFactor(row, heights[i]);
        rect->setMarginGroup(QCP::msLeft | QCP::msRight, group);
        QCPAxis *x = rect->axis(QCPAxis::atBottom);
        x->setTicker(ticker);
        if (row < Plots::kRows - 1) {
            // One time axis for the stack: only the bottom plot labels it.
            x->setTickLabels(false);
            rect->setAutoMargins(QCP::msLeft | QCP::msRight | QCP::msTop);
            rect->setMargins(QMargins(0, 0, 0, 6));
        } else {
            x->setLabel(tr("Time (local)"));
        }
        rect->axis(QCPAxis::atLeft)->setLabel(labels[i]);
        p.rects[i] = rect;

        // The legend beside its plot, at the top of a column that stretches
        // below it, so it never covers data.
        auto *side = new QCPLayoutGrid;
        m_plot->plotLayout()->addElement(row, 1, side);
        auto *legend = new QCPLegend;
        side->addElement(0, 0, legend);
        side->addElement(1, 0, new QCPLayoutElement(m_plot));
        side->setRowStretchFactor(0, 0.001);
        side->setMargins(QMargins(0, 6, 2, 0));   // room for the legend's right border
        legend->setLayer(QStringLiteral("legend"));
        legend->setFont(legendFont);
        legend->setBorderPen(QPen(QColor(0xc8, 0xc8, 0xc8)));
        legend->setRowSpacing(0);
        p.legends[i] = legend;
    }
    m_plot->plotLayout()->setColumnStretchFactor(1, 0.001);
}

QCPGraph *LinkHealthView::addGraph(int row, const QString &objectName, const QString &name, const QPen &linePen,
                                   bool inLegend)
{
    QCPAxisRect *rect = m_parts->rects[std::size_t(row)];
    QCPGraph *graph = m_plot->addGraph(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    graph->setObjectName(objectName);   // stable handle for tests, whatever the language
    graph->setName(name);
    graph->setPen(linePen);
    if (inLegend)
        graph->addToLegend(m_parts->legends[std::size_t(row)]);
    return graph;
}

void LinkHealthView::buildGraphs()
{
    Plots &p = *m_parts;
    // Link: up as a step that holds until the next sample, downs as marks.
    const QColor up = healthColor(Health::Ok);
    const QColor fault = healthColor(Health::Fault);
    p.up = addGraph(Plots::kLink, QStringLiteral("up"), tr("Link up"), pen(up.darker(115), 1.6));
    p.up->setLineStyle(QCPGraph::lsStepLeft);
    p.up->setBrush(QColor(up.red(), up.green(), up.blue(), 50));
    p.flaps = addGraph(Plots::kLink, QStringLiteral("flaps"), tr("Went down"), pen(fault, 1.5));
    p.flaps->setLineStyle(QCPGraph::lsNone);
    p.flaps->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssTriangleInverted, fault, fault, 9));
    auto states = QSharedPointer<QCPAxisTickerText>::create();
    states->addTick(0, tr("down"));
    states->addTick(1, tr("up"));
    QCPAxis *state = p.rects[Plots::kLink]->axis(QCPAxis::atLeft);
    state->setTicker(states);
    state->setRange(-0.3, 1.45);

    // Optical power: lanes by colour, RX solid, TX dotted; the thresholds
    // dashed across the whole plot, one legend entry for each pair.
    const QColor rxThreshold = fault;
    const QColor txThreshold(0x70, 0x70, 0x70);
    for (std::size_t lane = 0; lane < kOpticalLanes; ++lane)
        p.rx[lane] = addGraph(Plots::kOptical, QStringLiteral("rx%1").arg(lane), tr("RX lane %1").arg(lane),
                              pen(kLaneColors[lane], 1.6));
    p.rxLow = addGraph(Plots::kOptical, QStringLiteral("rxLow"), tr("RX thresholds"), pen(rxThreshold, 1.2, Qt::DashLine));
    p.rxHigh = addGraph(Plots::kOptical, QStringLiteral("rxHigh"), tr("RX high threshold"),
                        pen(rxThreshold, 1.2, Qt::DashLine), false);
    for (std::size_t lane = 0; lane < kOpticalLanes; ++lane)
        p.tx[lane] = addGraph(Plots::kOptical, QStringLiteral("tx%1").arg(lane), tr("TX lane %1").arg(lane),
                              pen(kLaneColors[lane], 1.4, Qt::DotLine));
    p.txLow = addGraph(Plots::kOptical, QStringLiteral("txLow"), tr("TX thresholds"), pen(txThreshold, 1.2, Qt::DashLine));
    p.txHigh = addGraph(Plots::kOptical, QStringLiteral("txHigh"), tr("TX high threshold"),
                        pen(txThreshold, 1.2, Qt::DashLine), false);

    p.dieTemperature = addGraph(Plots::kTemperature, QStringLiteral("dieTemperature"), tr("Die"),
                                pen(QColor(0xc0, 0x39, 0x2b), 1.6));
    p.opticalTemperature = addGraph(Plots::kTemperature, QStringLiteral("opticalTemperature"), tr("Optical module"),
                                    pen(QColor(0x2c, 0x6f, 0xbb), 1.6));

    // A rate holds for the interval that ends at its sample.
    p.rxErrors = addGraph(Plots::kErrors, QStringLiteral("rxErrors"), tr("RX error packets"), pen(QColor(0xd3, 0x54, 0x00), 1.6));
    p.rxErrors->setLineStyle(QCPGraph::lsStepRight);
    p.txErrors = addGraph(Plots::kErrors, QStringLiteral("txErrors"), tr("TX error packets"), pen(QColor(0x6c, 0x3a, 0x9c), 1.6));
    p.txErrors->setLineStyle(QCPGraph::lsStepRight);
}

void LinkHealthView::setLink(const QString &title, const telemetry::LinkSeries &series, const telemetry::LinkHealth &health)
{
    m_linkTitle = title;
    m_series = series;
    m_health = health;
    m_hasLink = true;
    schedule();
}

void LinkHealthView::clear(const QString &message)
{
    m_hint->setText(message);
    m_linkTitle.clear();
    m_series = telemetry::LinkSeries();
    m_health = {};
    m_hasLink = false;
    schedule();
}

int LinkHealthView::windowSeconds() const
{
    return m_window->currentData().toInt();
}

void LinkHealthView::setWindowSeconds(int seconds)
{
    const int index = m_window->findData(seconds);
    if (index >= 0)
        m_window->setCurrentIndex(index);
}

void LinkHealthView::schedule()
{
    m_dirty = true;
    if (!m_frame.isActive())
        m_frame.start();
}

void LinkHealthView::renderFrame()
{
    if (m_dirty)
        rebuild();
    m_plot->replot();
    ++m_replots;
}

void LinkHealthView::rebuild() const
{
    m_dirty = false;
    m_title->setText(m_linkTitle);
    m_verdict->setText(verdictHtml());
    m_verdict->setVisible(m_hasLink);
    m_exportPng->setEnabled(m_hasLink);
    m_exportCsv->setEnabled(m_hasLink);
    m_pages->setCurrentWidget(m_hasLink ? static_cast<QWidget *>(m_plot) : m_hint);
    fillGraphs();
    applyWindow();
}

void LinkHealthView::fillGraphs() const
{
    const Plots &p = *m_parts;
    const auto &samples = m_series.samples();
    const qsizetype n = qsizetype(samples.size());
    QVector<double> keys(n);
    QVector<double> up(n), dieTemperature(n), opticalTemperature(n), rxErrors(n), txErrors(n);
    std::array<QVector<double>, kOpticalLanes> rx, tx;
    for (std::size_t lane = 0; lane < kOpticalLanes; ++lane) {
        rx[lane].resize(n);
        tx[lane].resize(n);
    }
    // Rates against the last sample that had the counter; a counter that went
    // backwards (driver reload) counts from zero, as the series does.
    struct Counter { double timeS = 0; std::uint64_t value = 0; bool seen = false; };
    auto rate = [](Counter &last, double timeS, const std::optional<std::uint64_t> &value) {
        if (!value)
            return kNaN;
        double result = kNaN;
        if (last.seen && timeS > last.timeS)
            result = double(*value >= last.value ? *value - last.value : *value) / (timeS - last.timeS);
        last = {timeS, *value, true};
        return result;
    };
    Counter rxCounter, txCounter;
    QVector<double> flapKeys;
    std::optional<bool> previousUp;
    for (qsizetype i = 0; i < n; ++i) {
        const LinkSample &s = samples.at(std::size_t(i));
        const double t = seconds(s.timeMs);
        keys[i] = t;
        up[i] = s.up ? (*s.up ? 1.0 : 0.0) : kNaN;
        for (std::size_t lane = 0; lane < kOpticalLanes; ++lane) {
            rx[lane][i] = s.rxPowerMw[lane] ? toDbm(*s.rxPowerMw[lane]) : kNaN;
            tx[lane][i] = s.txPowerMw[lane] ? toDbm(*s.txPowerMw[lane]) : kNaN;
        }
        dieTemperature[i] = orNaN(s.dieTemperatureC);
        opticalTemperature[i] = orNaN(s.opticalTemperatureC);
        rxErrors[i] = rate(rxCounter, t, s.rxErrPackets);
        txErrors[i] = rate(txCounter, t, s.txErrPackets);
        // Without dated records, a down is an up sample followed by a down one.
        if (s.up) {
            if (previousUp && *previousUp && !*s.up)
                flapKeys << t;
            previousUp = s.up;
        }
    }
    const auto &changes = m_series.changes();
    if (!changes.empty()) {
        flapKeys.clear();
        for (std::size_t i = 0; i < changes.size(); ++i)
            if (!changes.at(i).up)
                flapKeys << seconds(changes.at(i).timeMs);
    }

    p.up->setData(keys, up);
    p.flaps->setData(flapKeys, QVector<double>(flapKeys.size(), 0.0));
    for (std::size_t lane = 0; lane < kOpticalLanes; ++lane) {
        p.rx[lane]->setData(keys, rx[lane]);
        p.tx[lane]->setData(keys, tx[lane]);
    }
    p.dieTemperature->setData(keys, dieTemperature);
    p.opticalTemperature->setData(keys, opticalTemperature);
    p.rxErrors->setData(keys, rxErrors);
    p.txErrors->setData(keys, txErrors);
}

void LinkHealthView::applyWindow() const
{
    const Plots &p = *m_parts;
    const auto &samples = m_series.samples();
    QCPRange keys;
    if (samples.empty()) {
        const double now = seconds(QDateTime::currentMSecsSinceEpoch());
        keys = QCPRange(now - 15 * 60, now);
    } else {
        // The newest sample sits at the right edge.
        const double newest = seconds(samples.back().timeMs);
        const int window = windowSeconds();
        const double oldest = window > 0 ? newest - window : seconds(samples.at(0).timeMs);
        keys = QCPRange(oldest < newest ? oldest : newest - 60, newest);
    }
    for (QCPAxisRect *rect : p.rects)
        rect->axis(QCPAxis::atBottom)->setRange(keys);

    const telemetry::OpticalThresholds &t = m_series.thresholds();
    auto level = [&keys](QCPGraph *graph, const std::optional<double> &milliwatt) {
        if (milliwatt && *milliwatt > 0)
            graph->setData({keys.lower, keys.upper}, {toDbm(*milliwatt), toDbm(*milliwatt)}, true);
        else
            graph->data()->clear();
    };
    level(p.rxLow, t.rxLowMw);
    level(p.rxHigh, t.rxHighMw);
    level(p.txLow, t.txLowMw);
    level(p.txHigh, t.txHighMw);

    fitValueAxis(p.rects[Plots::kOptical], keys, QCPRange(-10, 5), 3.0);
    fitValueAxis(p.rects[Plots::kTemperature], keys, QCPRange(30, 60), 6.0);
    bool found = false;
    const QCPRange errors = visibleValues(p.rects[Plots::kErrors], keys, found);
    p.rects[Plots::kErrors]->axis(QCPAxis::atLeft)->setRange(0, found ? std::max(1.0, errors.upper * 1.15) : 1.0);
}

QString LinkHealthView::verdictHtml() const
{
    if (!m_hasLink)
        return {};
    const QColor color = healthColor(m_health.health);
    QString html = QStringLiteral("<span style='color:%1'>&#9632;&nbsp;<b>%2</b></span>")
                       .arg(color.darker(115).name(), healthName(m_health.health).toHtmlEscaped());
    if (!m_health.reasons.isEmpty()) {
        QStringList reasons;
        for (const QString &reason : m_health.reasons)
            reasons << reason.toHtmlEscaped();
        html += QStringLiteral(" — ") + reasons.join(QStringLiteral(" · "));
    }
    for (const QString &note : m_health.notes)
        html += QStringLiteral("<br><i>%1</i>").arg(note.toHtmlEscaped());
    if (const LinkSample *latest = m_series.latest()) {
        QStringList facts;
        if (latest->up)
            facts << (*latest->up ? tr("link up") : tr("link down"));
        if (latest->upCount)
            facts << tr("up count %1").arg(*latest->upCount);
        if (!latest->netHealth.isEmpty())
            facts << tr("net health %1").arg(latest->netHealth.toHtmlEscaped());
        facts << tr("last sample %1").arg(QDateTime::fromMSecsSinceEpoch(latest->timeMs).toString(QStringLiteral("HH:mm:ss")));
        facts << tr("%n sample(s) kept", nullptr, int(m_series.samples().size()));
        html += QStringLiteral("<br><span style='color:#666'>%1</span>").arg(facts.join(QStringLiteral(" · ")));
    } else {
        html += QStringLiteral(" — ") + tr("no samples yet").toHtmlEscaped();
    }
    return html;
}

QString LinkHealthView::verdictText() const
{
    QTextDocument document;
    document.setHtml(verdictHtml());
    return document.toPlainText();
}

QByteArray LinkHealthView::toPng() const
{
    if (m_dirty)
        rebuild();
    const int width = std::max(m_plot->width(), 900);
    const int height = std::max(m_plot->height(), 560);

    // Title and verdict above the plots, so the image says what it shows.
    QTextDocument header;
    header.setDefaultFont(font());
    header.setHtml(QStringLiteral("<div style='font-size:large'><b>%1</b></div><div>%2</div>")
                       .arg(m_linkTitle.toHtmlEscaped(), verdictHtml()));
    header.setTextWidth(width - 16);
    const int headerHeight = int(std::ceil(header.size().height())) + 8;

    QImage image(width, headerHeight + height, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.translate(8, 4);
    header.drawContents(&painter);
    painter.resetTransform();
    painter.drawPixmap(0, headerHeight, m_plot->toPixmap(width, height));
    painter.end();

    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

QByteArray LinkHealthView::toCsv() const
{
    return telemetry::linkSamplesCsv(m_series);
}

} // namespace ascendops
