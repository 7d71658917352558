#pragma once
// The history of one die's RoCE link as four stacked plots on one time axis:
// up/down with its flaps, RX/TX optical power per lane against the module's
// thresholds, die and module temperature, and the RoCE error packet rate;
// above them the link's verdict with its reasons. Telemetry arrives many
// times a second: each update only stores its data, and one timer per frame
// rebuilds and replots, so a burst costs one repaint. Exports go out as bytes
// through signals; the app layer picks the file and writes it.
#include "telemetry/linkhealth.h"
#include "telemetry/linkseries.h"

#include <QByteArray>
#include <QTimer>
#include <QWidget>

#include <memory>

class QCPAxisRect;
class QCPGraph;
class QCPLegend;
class QComboBox;
class QCustomPlot;
class QLabel;
class QPen;
class QPushButton;
class QStackedWidget;

namespace ascendops {

class LinkHealthView : public QWidget
{
    Q_OBJECT

public:
    explicit LinkHealthView(QWidget *parent = nullptr);
    ~LinkHealthView() override;

    // Shows this link (title like "node-3 · die 5 · RoCE port"). Cheap: copies
    // the series and asks for a rebuild at the next frame.
    void setLink(const QString &title, const telemetry::LinkSeries &series, const telemetry::LinkHealth &health);
    // Nothing to show (no selection, no telemetry yet): a centred hint instead.
    void clear(const QString &message);

    // The time window in seconds, 0 for all samples kept.
    int windowSeconds() const;
    void setWindowSeconds(int seconds);

    // The whole plot stack with the title and verdict above it, as PNG.
    QByteArray toPng() const;
    // One row per sample kept: UTC ISO-8601 time, then every reading, empty
    // where the probe read nothing.
    QByteArray toCsv() const;

    // Rebuild+replot passes done so far (bursts of updates count once).
    int replotCount() const { return m_replots; }
    // The verdict line as plain text (for tests and accessibility).
    QString verdictText() const;

    QSize sizeHint() const override { return {1000, 700}; }

signals:
    void exportPngRequested();
    void exportCsvRequested();

private:
    struct Plots;

    void buildPlots();
    void buildRows();
    void buildGraphs();
    QCPGraph *addGraph(int row, const QString &objectName, const QString &name, const QPen &linePen, bool inLegend = true);
    void schedule();
    void renderFrame();
    void rebuild() const;
    void fillGraphs() const;
    void applyWindow() const;
    QString verdictHtml() const;

    QLabel *m_title;
    QLabel *m_verdict;
    QComboBox *m_window;
    QPushButton *m_exportPng;
    QPushButton *m_exportCsv;
    QStackedWidget *m_pages;
    QLabel *m_hint;
    QCustomPlot *m_plot;
    std::unique_ptr<Plots> m_parts;   // pointers into m_plot, which owns them

    QString m_linkTitle;
    telemetry::LinkSeries m_series;
    telemetry::LinkHealth m_health;
    bool m_hasLink = false;

    QTimer m_frame;              // 16 ms single shot: one rebuild per frame
    mutable bool m_dirty = false;
    int m_replots = 0;
};

} // namespace ascendops
