#include "configvalues.h"

#include <QDir>

#include <pwd.h>
#include <unistd.h>

namespace ascendops::ssh {

std::optional<int> parseConfigTime(QStringView text)
{
    if (text.isEmpty())
        return std::nullopt;
    qint64 total = 0;
    qsizetype at = 0;
    while (at < text.size()) {
        const qsizetype start = at;
        while (at < text.size() && text[at].isDigit())
            ++at;
        if (at == start)
            return std::nullopt;
        const qint64 number = text.mid(start, at - start).toLongLong();
        qint64 unit = 1;
        if (at < text.size()) {
            switch (text[at].toLower().unicode()) {
            case 's': unit = 1; break;
            case 'm': unit = 60; break;
            case 'h': unit = 3600; break;
            case 'd': unit = 86400; break;
            case 'w': unit = 604800; break;
            default: return std::nullopt;
            }
            ++at;
        }
        total += number * unit;
        if (number > 1'000'000'000 || total > 1'000'000'000)
            return std::nullopt;
    }
    return int(total);
}

std::optional<bool> parseConfigFlag(QStringView text)
{
    if (text.compare(QLatin1String("yes"), Qt::CaseInsensitive) == 0
        || text.compare(QLatin1String("true"), Qt::CaseInsensitive) == 0)
        return true;
    if (text.compare(QLatin1String("no"), Qt::CaseInsensitive) == 0
        || text.compare(QLatin1String("false"), Qt::CaseInsensitive) == 0)
        return false;
    return std::nullopt;
}

QString expandTilde(const QString &path)
{
    if (!path.startsWith(QLatin1Char('~')))
        return path;
    qsizetype slash = path.indexOf(QLatin1Char('/'));
    if (slash < 0)
        slash = path.size();
    const QString user = path.mid(1, slash - 1);
    QString home;
    if (user.isEmpty()) {
        home = QDir::homePath();
    } else {
        const passwd *entry = getpwnam(user.toLocal8Bit().constData());
        if (!entry)
            return path;
        home = QString::fromLocal8Bit(entry->pw_dir);
    }
    return home + path.mid(slash);
}

std::optional<QString> expandTokens(QStringView text, const QHash<QChar, QString> &values, QString *error)
{
    QString out;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] != QLatin1Char('%')) {
            out.append(text[i]);
            continue;
        }
        if (i + 1 >= text.size()) {
            if (error)
                *error = QStringLiteral("'%' at the end of \"%1\"").arg(text);
            return std::nullopt;
        }
        const QChar token = text[++i];
        if (token == QLatin1Char('%')) {
            out.append(token);
            continue;
        }
        const auto value = values.constFind(token);
        if (value == values.constEnd()) {
            if (error)
                *error = QStringLiteral("unknown token %%1 in \"%2\"").arg(token).arg(text);
            return std::nullopt;
        }
        out.append(*value);
    }
    return out;
}

QHash<QChar, QString> tokenPlaceholders()
{
    QHash<QChar, QString> values;
    for (char c : {'d', 'h', 'p', 'r', 'u', 'n', 'l', 'L', 'i'})
        values.insert(QLatin1Char(c), QString());
    return values;
}

QString localUserName()
{
    const QString fromEnvironment = qEnvironmentVariable("USER");
    if (!fromEnvironment.isEmpty())
        return fromEnvironment;
    const passwd *entry = getpwuid(getuid());
    return entry ? QString::fromLocal8Bit(entry->pw_name) : QString();
}

} // namespace ascendops::ssh
