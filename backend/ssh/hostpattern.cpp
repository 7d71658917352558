#include "hostpattern.h"

namespace ascendops::ssh {

bool matchesGlob(QStringView name, QStringView pattern)
{
    // Iterative matcher with one backtracking point for the last '*': linear
    // in practice and never recursive, whatever the pattern.
    qsizetype n = 0;
    qsizetype p = 0;
    qsizetype starP = -1;
    qsizetype starN = 0;
    while (n < name.size()) {
        if (p < pattern.size() && pattern[p] == QLatin1Char('*')) {
            starP = p++;
            starN = n;
        } else if (p < pattern.size()
                   && (pattern[p] == QLatin1Char('?') || pattern[p].toCaseFolded() == name[n].toCaseFolded())) {
            ++p;
            ++n;
        } else if (starP >= 0) {
            p = starP + 1;
            n = ++starN;
        } else {
            return false;
        }
    }
    while (p < pattern.size() && pattern[p] == QLatin1Char('*'))
        ++p;
    return p == pattern.size();
}

bool matchesHostPatterns(QStringView host, const QStringList &patterns)
{
    bool matched = false;
    for (const QString &pattern : patterns) {
        const bool negated = pattern.startsWith(QLatin1Char('!'));
        if (!matchesGlob(host, negated ? QStringView(pattern).mid(1) : QStringView(pattern)))
            continue;
        if (negated)
            return false;
        matched = true;
    }
    return matched;
}

} // namespace ascendops::ssh
