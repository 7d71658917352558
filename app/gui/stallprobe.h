#pragma once
// How late the console's event loop runs: a 10 ms timer on the GUI thread,
// each tick's lateness past its interval kept as a histogram, written as one
// JSON object to a file every second and when the console is asked to quit
// (--stall-report), which ends the measuring. A late
// tick is a stall a user feels: the window did not repaint or answer then.
// Used by tests/chaos/console_stall.py; off unless asked for.
#include <QElapsedTimer>
#include <QJsonObject>
#include <QObject>
#include <QString>
#include <QTimer>

#include <array>

namespace ascendops {

class StallProbe : public QObject
{
    Q_OBJECT
public:
    explicit StallProbe(QString reportPath, QObject *parent = nullptr);
    ~StallProbe() override;

    static constexpr int kIntervalMs = 10;

    qint64 ticks() const { return m_ticks; }
    qint64 worstMs() const { return m_worstMs; }
    // The lateness that PERCENT of ticks stay within, in whole ms.
    int percentileMs(double percent) const;
    // Notes the first time `moment` came, in seconds since the probe started
    // (the window showed and began connecting): "first_view_s" once the
    // first cluster's servers were drawn, "synced_s" once all was listed.
    void mark(const QString &moment);
    // Writes the report now; false when the file cannot be written.
    bool write() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void tick();

    QString m_path;
    QTimer m_tick;
    QTimer m_writer;
    QElapsedTimer m_clock;
    qint64 m_last = 0;
    qint64 m_ticks = 0;
    qint64 m_worstMs = 0;
    qint64 m_worstAtMs = 0;
    QJsonObject m_moments;
    std::array<qint64, 1001> m_histogram{};   // lateness in ms; the last bucket holds 1 s and more
};

} // namespace ascendops
