#include "hccnconf.h"

#include "toollines.h"

#include <QRegularExpression>

namespace ascendops {

Parsed<HccnConf> parseHccnConf(QByteArrayView text)
{
    Problems found;
    Problems *problems = &found;
    static const QRegularExpression entry(QStringLiteral("^([A-Za-z][A-Za-z_]*?)_(\\d+)\\s*=\\s*(.*)$"));
    HccnConf conf;
    for (const ToolLine &line : toolLines(text)) {
        if (line.text.startsWith(QLatin1Char('#')))
            continue;
        const QRegularExpressionMatch m = entry.match(line.text);
        if (m.hasMatch())
            conf[m.captured(2).toInt()].insert(m.captured(1), m.captured(3).trimmed());
        else
            reportUnread(problems, QStringLiteral("hccn.conf"), line, QStringLiteral("expected key_N=value"));
    }
    return Parsed<HccnConf>(conf, std::move(found));
}

} // namespace ascendops
