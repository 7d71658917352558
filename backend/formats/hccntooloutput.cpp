#include "hccntooloutput.h"

#include "toollines.h"

#include <QLocale>
#include <QRegularExpression>
#include <QTimeZone>

namespace ascendops {
namespace {

// The value after "key:" when the line starts with the key (any case).
std::optional<QString> valueAfter(const QString &line, QLatin1String key)
{
    if (!line.startsWith(key, Qt::CaseInsensitive))
        return std::nullopt;
    const qsizetype colon = line.indexOf(QLatin1Char(':'), key.size());
    if (colon < 0 || !line.mid(key.size(), colon - key.size()).trimmed().isEmpty())
        return std::nullopt;
    return line.mid(colon + 1).trimmed();
}

// "[devid 0]link up count : 2" -> "link up count : 2"; drivers also write
// "[device 0]".
QString withoutDevid(const QString &line)
{
    static const QRegularExpression prefix(QStringLiteral("^\\[(devid|device)\\s*\\d+\\]"));
    return line.mid(prefix.match(line).capturedLength());
}

QDateTime toolTime(const QString &text)
{
    // "Tue Aug  1 14:44:40 2022": the weekday is not checked (printed ones
    // are not always right), the rest must be.
    const QStringList parts = text.simplified().split(QLatin1Char(' '));
    if (parts.size() != 5)
        return {};
    QDateTime time = QLocale::c().toDateTime(parts.mid(1).join(QLatin1Char(' ')), QStringLiteral("MMM d HH:mm:ss yyyy"));
    time.setTimeSpec(Qt::UTC);
    return time;
}

bool isMissing(const QString &value)
{
    return value.isEmpty() || value == QLatin1String("NA") || value.compare(QLatin1String("not supported"), Qt::CaseInsensitive) == 0;
}

} // namespace

Parsed<std::optional<bool>> parseHccnLink(QByteArrayView output)
{
    Problems found;
    Problems *problems = &found;
    std::optional<bool> up;
    for (const ToolLine &line : toolLines(output)) {
        if (isEchoedCommand(line.text, "hccn_tool"))
            continue;
        const std::optional<QString> status = valueAfter(line.text, QLatin1String("link status"));
        if (status && status->compare(QLatin1String("UP"), Qt::CaseInsensitive) == 0)
            up = true;
        else if (status && status->compare(QLatin1String("DOWN"), Qt::CaseInsensitive) == 0)
            up = false;
        else
            reportUnread(problems, QStringLiteral("hccn_tool -link"), line);
    }
    return Parsed<std::optional<bool>>(up, std::move(found));
}

Parsed<HccnLinkStat> parseHccnLinkStat(QByteArrayView output)
{
    Problems found;
    Problems *problems = &found;
    static const QRegularExpression record(QStringLiteral("^(\\w{3}\\s+\\w{3}\\s+\\d{1,2}\\s+\\d{2}:\\d{2}:\\d{2}\\s+\\d{4})\\s+LINK\\s+(UP|DOWN)$"),
                                           QRegularExpression::CaseInsensitiveOption);
    const QString tool = QStringLiteral("hccn_tool -link_stat");
    HccnLinkStat stat;
    const auto readCount = [&](const QString &text, std::optional<int> *into, const ToolLine &line) {
        bool ok = false;
        const int value = text.toInt(&ok);
        if (ok)
            *into = value;
        else
            reportUnread(problems, tool, line);
    };
    for (const ToolLine &line : toolLines(output)) {
        if (isEchoedCommand(line.text, "hccn_tool"))
            continue;
        const QString text = withoutDevid(line.text).trimmed();
        if (const auto now = valueAfter(text, QLatin1String("current time"))) {
            stat.currentTime = toolTime(*now);
            if (!stat.currentTime.isValid())
                reportUnread(problems, tool, line, QStringLiteral("the device's current time cannot be read, so its records cannot be dated"));
        } else if (const auto count = valueAfter(text, QLatin1String("link up count"))) {
            readCount(*count, &stat.upCount, line);
        } else if (const auto downs = valueAfter(text, QLatin1String("link down count"))) {
            readCount(*downs, &stat.downCount, line);
        } else if (valueAfter(text, QLatin1String("link change records"))) {
            continue;
        } else if (const QRegularExpressionMatch m = record.match(text); m.hasMatch() && toolTime(m.captured(1)).isValid()) {
            stat.changes.push_back({toolTime(m.captured(1)), m.captured(2).compare(QLatin1String("UP"), Qt::CaseInsensitive) == 0});
        } else {
            reportUnread(problems, tool, line);
        }
    }
    return Parsed<HccnLinkStat>(stat, std::move(found));
}

Parsed<QString> parseHccnNetHealth(QByteArrayView output)
{
    Problems found;
    Problems *problems = &found;
    QString status;
    for (const ToolLine &line : toolLines(output)) {
        if (isEchoedCommand(line.text, "hccn_tool"))
            continue;
        if (const auto value = valueAfter(line.text, QLatin1String("net health status")))
            status = *value;
        else
            reportUnread(problems, QStringLiteral("hccn_tool -net_health"), line);
    }
    return Parsed<QString>(status, std::move(found));
}

std::optional<QString> HccnOptical::value(const QString &key) const
{
    for (const auto &[k, v] : fields)
        if (k.compare(key, Qt::CaseInsensitive) == 0)
            return v;
    return std::nullopt;
}

std::optional<double> HccnOptical::number(const QString &key) const
{
    const std::optional<QString> text = value(key);
    if (!text)
        return std::nullopt;
    bool ok = false;
    const double n = text->section(QLatin1Char(' '), 0, 0).toDouble(&ok);
    return ok ? std::optional<double>(n) : std::nullopt;
}

bool HccnOptical::present() const
{
    return value(QStringLiteral("present")).value_or(QString()) == QLatin1String("present");
}

// "Rx Power0".."Rx Power3"; a single-lane module prints "Rx Power", lane 0.
std::optional<double> HccnOptical::lanePower(const char *key, int lane) const
{
    const std::optional<double> numbered = number(QStringLiteral("%1%2").arg(QLatin1String(key)).arg(lane));
    return numbered || lane != 0 ? numbered : number(QLatin1String(key));
}

std::optional<double> HccnOptical::rxPowerMw(int lane) const
{
    return lanePower("Rx Power", lane);
}

std::optional<double> HccnOptical::txPowerMw(int lane) const
{
    return lanePower("Tx Power", lane);
}

Parsed<HccnOptical> parseHccnOptical(QByteArrayView output)
{
    Problems found;
    Problems *problems = &found;
    HccnOptical optical;
    for (const ToolLine &line : toolLines(output)) {
        if (isEchoedCommand(line.text, "hccn_tool") || line.text == QLatin1String("optical info:"))
            continue;
        const qsizetype colon = line.text.indexOf(QLatin1Char(':'));
        if (colon <= 0) {
            reportUnread(problems, QStringLiteral("hccn_tool -optical"), line);
            continue;
        }
        const QString value = line.text.mid(colon + 1).trimmed();
        if (!isMissing(value))
            optical.fields.emplace_back(line.text.left(colon).trimmed(), value);
    }
    return Parsed<HccnOptical>(optical, std::move(found));
}

Parsed<HccnIp> parseHccnIp(QByteArrayView output)
{
    Problems found;
    Problems *problems = &found;
    HccnIp ip;
    for (const ToolLine &line : toolLines(output)) {
        if (isEchoedCommand(line.text, "hccn_tool"))
            continue;
        if (const auto address = valueAfter(line.text, QLatin1String("ipaddr")))
            ip.address = *address;
        else if (const auto mask = valueAfter(line.text, QLatin1String("netmask")))
            ip.netmask = *mask;
        else
            reportUnread(problems, QStringLiteral("hccn_tool -ip"), line);
    }
    return Parsed<HccnIp>(ip, std::move(found));
}

Parsed<QMap<QString, std::uint64_t>> parseHccnStat(QByteArrayView output)
{
    Problems found;
    Problems *problems = &found;
    QMap<QString, std::uint64_t> counters;
    for (const ToolLine &line : toolLines(output)) {
        if (isEchoedCommand(line.text, "hccn_tool") || line.text.endsWith(QLatin1String("statistics:")))
            continue;
        const qsizetype colon = line.text.indexOf(QLatin1Char(':'));
        bool ok = false;
        const std::uint64_t value = colon > 0 ? line.text.mid(colon + 1).trimmed().toULongLong(&ok) : 0;
        if (ok)
            counters.insert(line.text.left(colon).trimmed(), value);
        else
            reportUnread(problems, QStringLiteral("hccn_tool -stat"), line);
    }
    return Parsed<QMap<QString, std::uint64_t>>(counters, std::move(found));
}

Parsed<std::optional<int>> parseHccnSpeed(QByteArrayView output)
{
    Problems found;
    Problems *problems = &found;
    static const QRegularExpression speed(QStringLiteral("^Speed:\\s*(\\d+)\\s*Mb/s$"), QRegularExpression::CaseInsensitiveOption);
    std::optional<int> result;
    for (const ToolLine &line : toolLines(output)) {
        if (isEchoedCommand(line.text, "hccn_tool") || line.text.contains(QLatin1String("Unknown!")))
            continue;
        if (const QRegularExpressionMatch m = speed.match(line.text); m.hasMatch())
            result = m.captured(1).toInt();
        else
            reportUnread(problems, QStringLiteral("hccn_tool -speed"), line);
    }
    return Parsed<std::optional<int>>(result, std::move(found));
}

} // namespace ascendops
