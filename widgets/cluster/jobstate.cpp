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
    // The phases Volcano Jobs and AscendJobs report, in the reader's
    // language (the tooltip keeps the cluster's word); any other is shown
    // as the cluster says it.
    static const char *const phases[] = {
        QT_TRANSLATE_NOOP("JobState", "Pending"),    QT_TRANSLATE_NOOP("JobState", "Running"),
        QT_TRANSLATE_NOOP("JobState", "Created"),    QT_TRANSLATE_NOOP("JobState", "Restarting"),
        QT_TRANSLATE_NOOP("JobState", "Completing"), QT_TRANSLATE_NOOP("JobState", "Completed"),
        QT_TRANSLATE_NOOP("JobState", "Succeeded"),  QT_TRANSLATE_NOOP("JobState", "Failed"),
        QT_TRANSLATE_NOOP("JobState", "Aborting"),   QT_TRANSLATE_NOOP("JobState", "Aborted"),
        QT_TRANSLATE_NOOP("JobState", "Terminating"), QT_TRANSLATE_NOOP("JobState", "Terminated"),
        QT_TRANSLATE_NOOP("JobState", "Inqueue"),    QT_TRANSLATE_NOOP("JobState", "Unknown")};
    for (const char *phase : phases)
        if (state == QLatin1String(phase))
            return QCoreApplication::translate("JobState", phase);
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
