#pragma once
// ssh_config's host patterns: '*' matches any run of characters, '?' one
// character, a leading '!' negates.
#include <QStringList>
#include <QStringView>

namespace ascendops::ssh {

// Case-insensitive glob match of the whole name.
bool matchesGlob(QStringView name, QStringView pattern);

// A `Host` line's patterns: true when some positive pattern matches and no
// negated one does (a negated match alone never selects a host).
bool matchesHostPatterns(QStringView host, const QStringList &patterns);

} // namespace ascendops::ssh
