#include "configline.h"

namespace ascendops::ssh {
namespace {

bool isBlank(QChar c)
{
    return c == QLatin1Char(' ') || c == QLatin1Char('\t') || c == QLatin1Char('\r') || c == QLatin1Char('\n');
}

qsizetype skipBlanks(QStringView line, qsizetype at)
{
    while (at < line.size() && isBlank(line[at]))
        ++at;
    return at;
}

// Reads one argument starting at *at; false on an unterminated quote.
bool readArgument(QStringView line, qsizetype *at, QString *out)
{
    bool quoted = false;
    qsizetype i = *at;
    for (; i < line.size(); ++i) {
        const QChar c = line[i];
        if (c == QLatin1Char('\\') && i + 1 < line.size()
            && (line[i + 1] == QLatin1Char('"') || line[i + 1] == QLatin1Char('\\') || isBlank(line[i + 1]))) {
            out->append(line[++i]);
        } else if (c == QLatin1Char('"')) {
            quoted = !quoted;
        } else if (isBlank(c) && !quoted) {
            break;
        } else {
            out->append(c);
        }
    }
    *at = i;
    return !quoted;
}

} // namespace

ConfigLine splitConfigLine(QStringView line)
{
    ConfigLine result;
    qsizetype at = skipBlanks(line, 0);
    if (at >= line.size() || line[at] == QLatin1Char('#'))
        return result;
    result.column = int(at) + 1;
    const qsizetype keywordStart = at;
    while (at < line.size() && !isBlank(line[at]) && line[at] != QLatin1Char('='))
        ++at;
    result.spelling = line.mid(keywordStart, at - keywordStart).toString();
    result.keyword = result.spelling.toLower();
    at = skipBlanks(line, at);
    if (at < line.size() && line[at] == QLatin1Char('='))
        at = skipBlanks(line, at + 1);
    while (at < line.size()) {
        if (line[at] == QLatin1Char('#'))
            break;
        QString argument;
        if (!readArgument(line, &at, &argument)) {
            result.error = QStringLiteral("unterminated quoted argument");
            return result;
        }
        result.args.append(argument);
        at = skipBlanks(line, at);
    }
    return result;
}

} // namespace ascendops::ssh
