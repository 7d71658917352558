#include "linksamplescsv.h"

#include <QDateTime>
#include <QLocale>
#include <QStringList>

namespace ascendops::telemetry {
namespace {

QString csvNumber(const std::optional<double> &value)
{
    return value ? QString::number(*value, 'g', QLocale::FloatingPointShortest) : QString();
}

template<typename T>
QString csvInteger(const std::optional<T> &value)
{
    return value ? QString::number(*value) : QString();
}

QString csvText(const QString &text)
{
    static const QString special = QStringLiteral(",\"\r\n");
    for (QChar c : text) {
        if (special.contains(c)) {
            QString quoted = text;
            quoted.replace(QLatin1Char('"'), QLatin1String("\"\""));
            return QLatin1Char('"') + quoted + QLatin1Char('"');
        }
    }
    return text;
}

} // namespace

QByteArray linkSamplesCsv(const LinkSeries &series)
{
    // Column names are for scripts and spreadsheets: not translated.
    QStringList header = {QStringLiteral("time"), QStringLiteral("up"), QStringLiteral("up_count"),
                          QStringLiteral("net_health")};
    for (std::size_t lane = 0; lane < kOpticalLanes; ++lane)
        header << QStringLiteral("rx%1_mw").arg(lane);
    for (std::size_t lane = 0; lane < kOpticalLanes; ++lane)
        header << QStringLiteral("tx%1_mw").arg(lane);
    header << QStringLiteral("die_temp_c") << QStringLiteral("optical_temp_c") << QStringLiteral("rx_err_pkts")
           << QStringLiteral("tx_err_pkts");

    QString csv = header.join(QLatin1Char(',')) + QLatin1Char('\n');
    const auto &samples = series.samples();
    for (std::size_t i = 0; i < samples.size(); ++i) {
        const LinkSample &s = samples.at(i);
        QStringList row;
        row << QDateTime::fromMSecsSinceEpoch(s.timeMs).toUTC().toString(Qt::ISODateWithMs);
        row << (s.up ? QString::number(*s.up ? 1 : 0) : QString());
        row << csvInteger(s.upCount) << csvText(s.netHealth);
        for (std::size_t lane = 0; lane < kOpticalLanes; ++lane)
            row << csvNumber(s.rxPowerMw[lane]);
        for (std::size_t lane = 0; lane < kOpticalLanes; ++lane)
            row << csvNumber(s.txPowerMw[lane]);
        row << csvNumber(s.dieTemperatureC) << csvNumber(s.opticalTemperatureC) << csvInteger(s.rxErrPackets)
            << csvInteger(s.txErrPackets);
        csv += row.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return csv.toUtf8();
}

} // namespace ascendops::telemetry
