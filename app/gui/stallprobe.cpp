#include "stallprobe.h"

#include <QCoreApplication>
#include <QEvent>

#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <algorithm>

namespace ascendops {

StallProbe::StallProbe(QString reportPath, QObject *parent)
    : QObject(parent)
    , m_path(std::move(reportPath))
{
    m_tick.setTimerType(Qt::PreciseTimer);
    m_tick.setInterval(kIntervalMs);
    connect(&m_tick, &QTimer::timeout, this, &StallProbe::tick);
    m_writer.setInterval(1000);
    connect(&m_writer, &QTimer::timeout, this, [this] { write(); });
    m_clock.start();
    m_last = m_clock.elapsed();
    m_tick.start();
    m_writer.start();
    // What the console does once asked to quit (closing its windows, the
    // embedded cluster, the journal) is not measured: the window is going.
    QCoreApplication::instance()->installEventFilter(this);
}

bool StallProbe::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == QCoreApplication::instance() && event->type() == QEvent::Quit && m_tick.isActive()) {
        m_tick.stop();
        m_writer.stop();
        write();
    }
    return QObject::eventFilter(watched, event);
}

StallProbe::~StallProbe()
{
    write();
}

void StallProbe::tick()
{
    const qint64 now = m_clock.elapsed();
    const qint64 late = std::max<qint64>(0, now - m_last - kIntervalMs);
    m_last = now;
    ++m_ticks;
    ++m_histogram[std::size_t(std::min<qint64>(late, qint64(m_histogram.size()) - 1))];
    if (late > m_worstMs) {
        m_worstMs = late;
        m_worstAtMs = now;
    }
}

void StallProbe::mark(const QString &moment)
{
    if (!m_moments.contains(moment))
        m_moments.insert(moment, double(m_clock.elapsed()) / 1000.0);
}

int StallProbe::percentileMs(double percent) const
{
    const qint64 wanted = qint64(double(m_ticks) * percent / 100.0 + 0.5);
    qint64 seen = 0;
    for (std::size_t ms = 0; ms < m_histogram.size(); ++ms) {
        seen += m_histogram[ms];
        if (seen >= wanted && seen > 0)
            return int(ms);
    }
    return 0;
}

bool StallProbe::write() const
{
    qint64 over16 = 0, over50 = 0;
    for (std::size_t ms = 17; ms < m_histogram.size(); ++ms)
        over16 += m_histogram[ms];
    for (std::size_t ms = 51; ms < m_histogram.size(); ++ms)
        over50 += m_histogram[ms];
    QJsonObject report = m_moments;
    const QJsonObject measured{
        {QStringLiteral("interval_ms"), kIntervalMs},
        {QStringLiteral("seconds"), double(m_clock.elapsed()) / 1000.0},
        {QStringLiteral("ticks"), m_ticks},
        {QStringLiteral("worst_ms"), m_worstMs},
        {QStringLiteral("worst_at_s"), double(m_worstAtMs) / 1000.0},
        {QStringLiteral("p99_ms"), percentileMs(99)},
        {QStringLiteral("p999_ms"), percentileMs(99.9)},
        {QStringLiteral("over_16ms"), over16},
        {QStringLiteral("over_50ms"), over50},
    };
    for (auto it = measured.begin(); it != measured.end(); ++it)
        report.insert(it.key(), it.value());
    QSaveFile file(m_path);
    return file.open(QIODevice::WriteOnly) && file.write(QJsonDocument(report).toJson(QJsonDocument::Compact) + '\n') >= 0
        && file.commit();
}

} // namespace ascendops
