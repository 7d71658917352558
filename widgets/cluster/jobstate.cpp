#include "cluster/jobstate.h"

#include "look/colors.h"

#include <QCoreApplication>
#include <QStringList>

namespace ascendops {

QString jobStateText(const QString &state)
{
    // The console's own states; a phase is shown as the cluster says it.
    if (state == QLatin1String("Degraded"))
        return QCoreApplication::translate("JobState", "Degraded");
    if (state == QLatin1String("Recovering"))
        return QCoreApplication::translate("JobState", "Recovering");
    if (state == QLatin1String("Stopped"))
        return QCoreApplication::translate("JobState", "Stopped");
    if (state.isEmpty())
        return QCoreApplication::translate("JobState", "(no phase)");
    return state;
}

QColor jobStateColor(const QString &state)
{
    if (state == QLatin1String("Stopped") || state == QLatin1String("Failed") || state == QLatin1String("Aborted"))
        return look::failed();
    if (state == QLatin1String("Degraded") || state == QLatin1String("Recovering") || state == QLatin1String("Restarting")
        || state == QLatin1String("Pending"))
        return look::attention();
    return {};
}

int jobStateRank(const QString &state)
{
    static const QStringList order{QStringLiteral("Stopped"), QStringLiteral("Failed"), QStringLiteral("Aborted"),
                                   QStringLiteral("Degraded"), QStringLiteral("Recovering"), QStringLiteral("Restarting"),
                                   QStringLiteral("Pending")};
    const qsizetype at = order.indexOf(state);
    return at < 0 ? int(order.size()) : int(at);
}

} // namespace ascendops
