#include "sshspec.h"

namespace ascendops::ssh {
namespace {

bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

bool parsePort(QStringView text, int *port, QString *error)
{
    bool ok = false;
    const int value = text.toInt(&ok);
    if (!ok || value < 1 || value > 65535)
        return fail(error, QStringLiteral("port \"%1\" is not a number from 1 to 65535").arg(text));
    *port = value;
    return true;
}

// HOST[:PORT] with IPv6 in brackets.
bool parseHostPort(QStringView text, SshSpec *spec, QString *error)
{
    if (text.startsWith(QLatin1Char('['))) {
        const qsizetype close = text.indexOf(QLatin1Char(']'));
        if (close < 0)
            return fail(error, QStringLiteral("\"[\" without \"]\" in \"%1\"").arg(text));
        spec->host = text.mid(1, close - 1).toString();
        const QStringView rest = text.mid(close + 1);
        if (rest.isEmpty())
            return !spec->host.isEmpty() || fail(error, QStringLiteral("empty host name"));
        if (!rest.startsWith(QLatin1Char(':')))
            return fail(error, QStringLiteral("unexpected \"%1\" after \"]\"").arg(rest));
        return parsePort(rest.mid(1), &spec->port, error);
    }
    const qsizetype colon = text.indexOf(QLatin1Char(':'));
    if (colon >= 0 && text.lastIndexOf(QLatin1Char(':')) == colon) {
        spec->host = text.left(colon).toString();
        if (!parsePort(text.mid(colon + 1), &spec->port, error))
            return false;
    } else {
        spec->host = text.toString();  // a name, or IPv6 without a port
    }
    return !spec->host.isEmpty() || fail(error, QStringLiteral("empty host name"));
}

} // namespace

QString SshSpec::toString() const
{
    QString out = user.isEmpty() ? QString() : user + QLatin1Char('@');
    const bool bracket = host.contains(QLatin1Char(':'));
    out += bracket && port ? QLatin1Char('[') + host + QLatin1Char(']') : host;
    if (port)
        out += QLatin1Char(':') + QString::number(port);
    return out;
}

std::optional<SshSpec> parseSshSpec(QStringView text, QString *error)
{
    QStringView rest = text.trimmed();
    if (rest.startsWith(QLatin1String("ssh://")))
        rest = rest.mid(6);
    if (rest.isEmpty()) {
        fail(error, QStringLiteral("empty host"));
        return std::nullopt;
    }
    for (QChar c : rest) {
        if (c.isSpace() || c == QLatin1Char(',')) {
            fail(error, QStringLiteral("\"%1\" is not a [USER@]HOST[:PORT]").arg(rest));
            return std::nullopt;
        }
    }
    SshSpec spec;
    const qsizetype at = rest.lastIndexOf(QLatin1Char('@'));
    if (at >= 0) {
        spec.user = rest.left(at).toString();
        if (spec.user.isEmpty()) {
            fail(error, QStringLiteral("empty user name before \"@\" in \"%1\"").arg(rest));
            return std::nullopt;
        }
        rest = rest.mid(at + 1);
    }
    if (!parseHostPort(rest, &spec, error))
        return std::nullopt;
    return spec;
}

std::optional<QList<SshSpec>> parseJumpList(QStringView text, QString *error)
{
    QList<SshSpec> hops;
    if (text.trimmed().compare(QLatin1String("none"), Qt::CaseInsensitive) == 0)
        return hops;
    for (QStringView item : text.split(QLatin1Char(','))) {
        QString itemError;
        const std::optional<SshSpec> hop = parseSshSpec(item, &itemError);
        if (!hop) {
            fail(error, QStringLiteral("jump host %1: %2").arg(hops.size() + 1).arg(itemError));
            return std::nullopt;
        }
        hops.append(*hop);
    }
    return hops;
}

} // namespace ascendops::ssh
