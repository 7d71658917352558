#include "formats/versionorder.h"

#include <QStringList>

#include <algorithm>
#include <utility>

namespace ascendops {

int compareVersions(const QString &a, const QString &b)
{
    const QStringList left = a.toUpper().split(QLatin1Char('.'));
    const QStringList right = b.toUpper().split(QLatin1Char('.'));
    // A release number ranks above any RC of it; an RC by its number.
    const auto rank = [](const QString &part) -> std::pair<int, long long> {
        bool ok = false;
        const long long number = part.toLongLong(&ok);
        if (ok)
            return {1, number};
        if (part.startsWith(QLatin1String("RC")))
            return {0, part.mid(2).toLongLong()};
        return {0, 0};
    };
    for (qsizetype i = 0; i < std::max(left.size(), right.size()); ++i) {
        const auto l = rank(i < left.size() ? left[i] : QStringLiteral("0"));
        const auto r = rank(i < right.size() ? right[i] : QStringLiteral("0"));
        if (l != r)
            return l < r ? -1 : 1;
    }
    return 0;
}

} // namespace ascendops
