#include "naturalorder.h"

namespace ascendops {
namespace {

qsizetype digitsEnd(const QString &text, qsizetype from)
{
    while (from < text.size() && text[from].isDigit())
        ++from;
    return from;
}

} // namespace

bool naturalLess(const QString &a, const QString &b)
{
    qsizetype i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        if (a[i].isDigit() && b[j].isDigit()) {
            const qsizetype ei = digitsEnd(a, i), ej = digitsEnd(b, j);
            // Leading zeros do not count: 007 is 7.
            qsizetype zi = i, zj = j;
            while (zi + 1 < ei && a[zi] == QLatin1Char('0'))
                ++zi;
            while (zj + 1 < ej && b[zj] == QLatin1Char('0'))
                ++zj;
            const QStringView x = QStringView(a).mid(zi, ei - zi), y = QStringView(b).mid(zj, ej - zj);
            if (x.size() != y.size())
                return x.size() < y.size();
            if (const int c = x.compare(y); c != 0)
                return c < 0;
            i = ei;
            j = ej;
            continue;
        }
        if (a[i] != b[j])
            return a[i] < b[j];
        ++i;
        ++j;
    }
    return a.size() - i < b.size() - j;
}

} // namespace ascendops
