// The link-health view: what the plots hold for a series with a flap and a
// degraded lane, thresholds, the time window, one replot per burst of
// updates, and the PNG and CSV exports.
#include "cluster/linkhealthview.h"
#include "cluster/linkspanel.h"
#include "telemetry/linkhealth.h"
#include "telemetry/linkseries.h"

#include <qcustomplot.h>

#include <QComboBox>
#include <QImage>
#include <QPushButton>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QTest>
#include <QTreeWidget>

#include <cmath>

using namespace ascendops;
using namespace ascendops::telemetry;

namespace {

constexpr std::int64_t kStartMs = 1700000000000;   // 2023-11-14T22:13:20Z
constexpr std::int64_t kStepMs = 10 * 1000;
constexpr int kSamples = 10;
constexpr int kDownSample = 4;                      // down for one probe, back up at the next

double dbm(double milliwatt)
{
    return 10.0 * std::log10(milliwatt);
}

double seconds(std::int64_t timeMs)
{
    return double(timeMs) / 1000.0;
}

OpticalThresholds moduleThresholds()
{
    OpticalThresholds t;
    t.rxLowMw = 0.1445;
    t.rxHighMw = 3.5481;
    t.txLowMw = 0.2818;
    t.txHighMw = 2.5;
    return t;
}

// Ten probes 10 s apart: the link drops at probe 4, lane 2's receive power
// falls below the module's low threshold from probe 6 on, RX errors grow by
// 10 per probe, the die temperature is missing at probe 3.
LinkSeries flappingSeries(int count = kSamples)
{
    LinkSeries series;
    series.setThresholds(moduleThresholds());
    for (int i = 0; i < count; ++i) {
        LinkSample s;
        s.timeMs = kStartMs + i * kStepMs;
        s.up = i != kDownSample;
        s.upCount = i <= kDownSample ? 3 : 4;
        s.netHealth = i == kDownSample ? QStringLiteral("Receive timeout") : QStringLiteral("Success");
        for (std::size_t lane = 0; lane < kOpticalLanes; ++lane) {
            s.rxPowerMw[lane] = 1.0;
            s.txPowerMw[lane] = 1.25;
        }
        if (i >= 6)
            s.rxPowerMw[2] = 0.1;
        if (i != 3)
            s.dieTemperatureC = 50.0 + i;
        s.opticalTemperatureC = 40.5;
        s.rxErrPackets = std::uint64_t(10 * i);
        s.txErrPackets = 7;
        series.append(s);
    }
    series.mergeChanges({{kStartMs + kDownSample * kStepMs, false}, {kStartMs + (kDownSample + 1) * kStepMs, true}});
    return series;
}

LinkHealth verdictOf(const LinkSeries &series)
{
    return assessLink(series, series.latest() ? series.latest()->timeMs : 0);
}

QCPGraph *graph(const LinkHealthView &view, const char *name)
{
    auto *plot = view.findChild<QCustomPlot *>();
    return plot ? plot->findChild<QCPGraph *>(QString::fromLatin1(name)) : nullptr;
}

QCPRange timeRange(const LinkHealthView &view, const char *rect)
{
    auto *axisRect = view.findChild<QCustomPlot *>()->findChild<QCPAxisRect *>(QString::fromLatin1(rect));
    return axisRect->axis(QCPAxis::atBottom)->range();
}

// Feeds the view and waits for the frame that draws it.
void show(LinkHealthView &view, const LinkSeries &series)
{
    const int before = view.replotCount();
    view.setLink(QStringLiteral("node-3 · die 5 · RoCE port"), series, verdictOf(series));
    QTRY_COMPARE(view.replotCount(), before + 1);
}

} // namespace

class TestLinkHealthView : public QObject
{
    Q_OBJECT

private slots:
    void plotsHoldTheSeries()
    {
        LinkHealthView view;
        show(view, flappingSeries());

        QCPGraph *up = graph(view, "up");
        QVERIFY(up);
        QCOMPARE(up->dataCount(), kSamples);
        QCOMPARE(up->data()->at(kDownSample)->value, 0.0);
        QCOMPARE(up->data()->at(kDownSample + 1)->value, 1.0);
        QCOMPARE(up->data()->at(0)->key, seconds(kStartMs));

        // One flap, at the dated down record.
        QCPGraph *flaps = graph(view, "flaps");
        QCOMPARE(flaps->dataCount(), 1);
        QCOMPARE(flaps->data()->at(0)->key, seconds(kStartMs + kDownSample * kStepMs));

        // Power in dBm: 1 mW is 0 dBm; the degraded lane sits at -10 dBm.
        QCPGraph *rx2 = graph(view, "rx2");
        QCOMPARE(rx2->dataCount(), kSamples);
        QCOMPARE(rx2->data()->at(5)->value, 0.0);
        QCOMPARE(rx2->data()->at(kSamples - 1)->value, -10.0);
        QCOMPARE(graph(view, "rx0")->data()->at(kSamples - 1)->value, 0.0);
        QVERIFY(qFuzzyCompare(graph(view, "tx3")->data()->at(0)->value, dbm(1.25)));

        // A missing reading is a gap, not a zero.
        QCPGraph *die = graph(view, "dieTemperature");
        QVERIFY(std::isnan(die->data()->at(3)->value));
        QCOMPARE(die->data()->at(9)->value, 59.0);
        QCOMPARE(graph(view, "opticalTemperature")->data()->at(0)->value, 40.5);

        // 10 error packets per 10 s probe: 1 per second; the first has no rate.
        QCPGraph *rxErrors = graph(view, "rxErrors");
        QVERIFY(std::isnan(rxErrors->data()->at(0)->value));
        QCOMPARE(rxErrors->data()->at(1)->value, 1.0);
        QCOMPARE(rxErrors->data()->at(9)->value, 1.0);
        QCOMPARE(graph(view, "txErrors")->data()->at(5)->value, 0.0);

        // The verdict names the fault and why.
        QVERIFY2(view.verdictText().contains(QStringLiteral("Fault")), qPrintable(view.verdictText()));
        QVERIFY2(view.verdictText().contains(QStringLiteral("lane 2 RX power")), qPrintable(view.verdictText()));
    }

    void flapsComeFromSamplesWithoutRecords()
    {
        LinkSeries series(100);
        for (int i = 0; i < 6; ++i) {
            LinkSample s;
            s.timeMs = kStartMs + i * kStepMs;
            s.up = i != 2 && i != 4;
            series.append(s);
        }
        LinkHealthView view;
        show(view, series);
        QCPGraph *flaps = graph(view, "flaps");
        QCOMPARE(flaps->dataCount(), 2);
        QCOMPARE(flaps->data()->at(1)->key, seconds(kStartMs + 4 * kStepMs));
    }

    void thresholdLinesSitAtTheThresholds()
    {
        LinkHealthView view;
        show(view, flappingSeries());
        const OpticalThresholds t = moduleThresholds();
        const QCPRange time = timeRange(view, "opticalRect");
        const std::pair<const char *, double> lines[] = {
            {"rxLow", *t.rxLowMw}, {"rxHigh", *t.rxHighMw}, {"txLow", *t.txLowMw}, {"txHigh", *t.txHighMw}};
        auto *optical = view.findChild<QCustomPlot *>()->findChild<QCPAxisRect *>(QStringLiteral("opticalRect"));
        for (const auto &[name, milliwatt] : lines) {
            QCPGraph *line = graph(view, name);
            QVERIFY2(line, name);
            QCOMPARE(line->dataCount(), 2);
            QVERIFY(qFuzzyCompare(line->data()->at(0)->value, dbm(milliwatt)));
            QVERIFY(qFuzzyCompare(line->data()->at(1)->value, dbm(milliwatt)));
            // Across the whole visible time, and inside the value range.
            QCOMPARE(line->data()->at(0)->key, time.lower);
            QCOMPARE(line->data()->at(1)->key, time.upper);
            QVERIFY2(optical->axis(QCPAxis::atLeft)->range().contains(dbm(milliwatt)), name);
            QCOMPARE(line->pen().style(), Qt::DashLine);
        }

        // A module that reports no thresholds draws no lines.
        LinkSeries bare = flappingSeries();
        bare.setThresholds({});
        show(view, bare);
        QCOMPARE(graph(view, "rxLow")->dataCount(), 0);
        QCOMPARE(graph(view, "txHigh")->dataCount(), 0);
    }

    void windowSetsTheTimeRange()
    {
        LinkHealthView view;
        show(view, flappingSeries());
        const double newest = seconds(kStartMs + (kSamples - 1) * kStepMs);
        QCOMPARE(view.windowSeconds(), 15 * 60);
        QCOMPARE(timeRange(view, "errorRect").upper, newest);
        QCOMPARE(timeRange(view, "errorRect").lower, newest - 15 * 60);

        auto *combo = view.findChild<QComboBox *>();
        QVERIFY(combo);
        const int before = view.replotCount();
        combo->setCurrentIndex(combo->findData(5 * 60));
        QTRY_COMPARE(view.replotCount(), before + 1);
        QCOMPARE(view.windowSeconds(), 5 * 60);
        for (const char *rect : {"linkRect", "opticalRect", "temperatureRect", "errorRect"}) {
            QCOMPARE(timeRange(view, rect).lower, newest - 5 * 60);
            QCOMPARE(timeRange(view, rect).upper, newest);
        }

        // All: from the oldest sample kept to the newest.
        combo->setCurrentIndex(combo->findData(0));
        QTRY_COMPARE(view.replotCount(), before + 2);
        QCOMPARE(timeRange(view, "linkRect").lower, seconds(kStartMs));
        QCOMPARE(timeRange(view, "linkRect").upper, newest);
    }

    void burstOfUpdatesIsOneReplot()
    {
        LinkHealthView view;
        view.resize(1000, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTest::qWait(50);   // let the first frame and the resize settle
        const int before = view.replotCount();
        for (int i = 1; i <= 100; ++i) {
            const LinkSeries series = flappingSeries(1 + i % kSamples);
            view.setLink(QStringLiteral("node-3 · die 5 · RoCE port"), series, verdictOf(series));
        }
        QCOMPARE(view.replotCount(), before);   // nothing drawn inside the burst
        QTRY_COMPARE(view.replotCount(), before + 1);
        QTest::qWait(100);
        QCOMPARE(view.replotCount(), before + 1);
        // The frame shows the last update (100 % 10 + 1 samples).
        QCOMPARE(graph(view, "up")->dataCount(), 1);
    }

    void csvHasOneRowPerSample()
    {
        LinkHealthView view;
        view.setLink(QStringLiteral("node-3 · die 5 · RoCE port"), flappingSeries(), {});
        const QList<QByteArray> lines = view.toCsv().split('\n');
        QCOMPARE(lines.size(), kSamples + 2);   // header, rows, and the final newline
        QVERIFY(lines.last().isEmpty());
        QCOMPARE(lines[0], QByteArray("time,up,up_count,net_health,rx0_mw,rx1_mw,rx2_mw,rx3_mw,"
                                      "tx0_mw,tx1_mw,tx2_mw,tx3_mw,die_temp_c,optical_temp_c,rx_err_pkts,tx_err_pkts"));
        QCOMPARE(lines[1], QByteArray("2023-11-14T22:13:20.000Z,1,3,Success,1,1,1,1,1.25,1.25,1.25,1.25,50,40.5,0,7"));
        // The missing die temperature is an empty cell.
        QCOMPARE(lines[4], QByteArray("2023-11-14T22:13:50.000Z,1,3,Success,1,1,1,1,1.25,1.25,1.25,1.25,,40.5,30,7"));
        QCOMPARE(lines[5], QByteArray("2023-11-14T22:14:00.000Z,0,3,Receive timeout,1,1,1,1,1.25,1.25,1.25,1.25,54,40.5,40,7"));
        QCOMPARE(lines[10], QByteArray("2023-11-14T22:14:50.000Z,1,4,Success,1,1,0.1,1,1.25,1.25,1.25,1.25,59,40.5,90,7"));

        // Empty readings stay empty; text with a comma is quoted.
        LinkSeries sparse;
        LinkSample s;
        s.timeMs = kStartMs + 7;
        s.netHealth = QStringLiteral("Fault, \"port\"");
        sparse.append(s);
        view.setLink(QStringLiteral("x"), sparse, {});
        QCOMPARE(view.toCsv().split('\n').at(1),
                 QByteArray("2023-11-14T22:13:20.007Z,,,\"Fault, \"\"port\"\"\",,,,,,,,,,,,"));
    }

    void pngIsTheRenderedStack()
    {
        LinkHealthView view;
        view.resize(1000, 700);
        show(view, flappingSeries());
        const QByteArray png = view.toPng();
        QVERIFY(png.startsWith(QByteArray("\x89PNG\r\n\x1a\n", 8)));
        QVERIFY2(png.size() > 10000, QByteArray::number(png.size()).constData());
        const QImage image = QImage::fromData(png, "PNG");
        QVERIFY(!image.isNull());
        QVERIFY(image.width() >= 900);
        QVERIFY(image.height() >= 560);
        // Not blank: the verdict's fault colour and the plot lines are drawn.
        int coloured = 0;
        for (int y = 0; y < image.height(); y += 2)
            for (int x = 0; x < image.width(); x += 2)
                coloured += image.pixelColor(x, y).saturation() > 80;
        QVERIFY2(coloured > 200, QByteArray::number(coloured).constData());
    }

    // The Links tab: nodes by their worst link (a fault first, then a
    // warning, then what could not be read, then the healthy), re-sorted as
    // verdicts change with the selection kept, and it opens on the worst.
    void nodesSortByHealthAndTheWorstIsSelected()
    {
        LinksPanel panel;
        auto verdict = [](Health health) {
            telemetry::LinkHealth h;
            h.health = health;
            return h;
        };
        panel.setDeviceHealth(QStringLiteral("node-a"), 0, verdict(Health::Ok));
        panel.setDeviceHealth(QStringLiteral("node-b"), 1, verdict(Health::Ok));
        panel.setDeviceHealth(QStringLiteral("node-b"), 2, verdict(Health::Fault));
        panel.setDeviceHealth(QStringLiteral("node-c"), 0, verdict(Health::Warning));
        panel.setNodeError(QStringLiteral("node-d"), QStringLiteral("timed out"));
        auto *tree = panel.findChild<QTreeWidget *>();
        auto order = [tree] {
            QStringList names;
            for (int i = 0; i < tree->topLevelItemCount(); ++i)
                names << tree->topLevelItem(i)->text(0);
            return names;
        };
        QCOMPARE(order(), (QStringList{QStringLiteral("node-b"), QStringLiteral("node-c"), QStringLiteral("node-d"), QStringLiteral("node-a")}));
        QVERIFY(panel.selectWorst());
        QString node;
        int device = -1;
        QVERIFY(panel.selected(&node, &device));
        QCOMPARE(node, QStringLiteral("node-b"));
        QCOMPARE(device, 2);
        // node-a turns faulty: it moves up, the selection stays where it was.
        panel.setDeviceHealth(QStringLiteral("node-a"), 0, verdict(Health::Fault));
        QCOMPARE(order(), (QStringList{QStringLiteral("node-a"), QStringLiteral("node-b"), QStringLiteral("node-c"), QStringLiteral("node-d")}));
        QVERIFY(panel.selected(&node, &device));
        QCOMPARE(node, QStringLiteral("node-b"));
        QCOMPARE(device, 2);
        // An unreachable node says why in its row; names sort by their numbers.
        QCOMPARE(tree->topLevelItem(3)->text(1), QStringLiteral("unreachable: timed out"));
        panel.setDeviceHealth(QStringLiteral("node-10"), 0, verdict(Health::Ok));
        panel.setDeviceHealth(QStringLiteral("node-2"), 0, verdict(Health::Ok));
        QCOMPARE(order().mid(4), (QStringList{QStringLiteral("node-2"), QStringLiteral("node-10")}));
    }

    void clearShowsTheHintAndExportsAsk()
    {
        LinkHealthView view;
        show(view, flappingSeries());
        auto *pages = view.findChild<QStackedWidget *>();
        QCOMPARE(pages->currentWidget(), static_cast<QWidget *>(view.findChild<QCustomPlot *>()));

        QPushButton *png = nullptr;
        QPushButton *csv = nullptr;
        for (QPushButton *button : view.findChildren<QPushButton *>()) {
            if (button->text() == QStringLiteral("Export PNG…"))
                png = button;
            else if (button->text() == QStringLiteral("Export CSV…"))
                csv = button;
        }
        QVERIFY(png && csv);
        QSignalSpy pngAsked(&view, &LinkHealthView::exportPngRequested);
        QSignalSpy csvAsked(&view, &LinkHealthView::exportCsvRequested);
        png->click();
        csv->click();
        QCOMPARE(pngAsked.count(), 1);
        QCOMPARE(csvAsked.count(), 1);

        const int before = view.replotCount();
        view.clear(QStringLiteral("No telemetry for this device yet."));
        QTRY_COMPARE(view.replotCount(), before + 1);
        auto *hint = qobject_cast<QLabel *>(pages->currentWidget());
        QVERIFY(hint);
        QCOMPARE(hint->text(), QStringLiteral("No telemetry for this device yet."));
        QVERIFY(!png->isEnabled());
        QVERIFY(!csv->isEnabled());
        QCOMPARE(view.toCsv().count('\n'), 1);   // the header only
        QCOMPARE(graph(view, "up")->dataCount(), 0);
    }
};

QTEST_MAIN(TestLinkHealthView)
#include "tst_linkhealthview.moc"
