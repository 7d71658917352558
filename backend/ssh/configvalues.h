#pragma once
// Value syntaxes ssh_config shares between keywords: times, yes/no, '~' and
// '%' tokens in file names.
#include <QHash>
#include <QString>
#include <QStringView>

#include <optional>

namespace ascendops::ssh {

// Seconds from "30", "1m30s", "2h", "1w" (units s m h d w, case-insensitive).
std::optional<int> parseConfigTime(QStringView text);

// "yes"/"true" and "no"/"false", case-insensitive.
std::optional<bool> parseConfigFlag(QStringView text);

// "~" and "~/..." become the home directory, "~user/..." that user's home.
// Anything else is returned unchanged.
QString expandTilde(const QString &path);

// Replaces "%x" tokens by values[x] and "%%" by '%'. Returns nullopt and
// names the token in *error when a token has no value or the text ends in '%'.
std::optional<QString> expandTokens(QStringView text, const QHash<QChar, QString> &values, QString *error);

// The token letters IdentityFile and UserKnownHostsFile accept, mapped to
// placeholder values: enough to check a file's tokens before any host is known.
QHash<QChar, QString> tokenPlaceholders();

// The name of the local user ($USER, else the password database).
QString localUserName();

} // namespace ascendops::ssh
