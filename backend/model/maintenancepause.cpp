#include "model/maintenancepause.h"

#include "model/objectfields.h"

#include <QCoreApplication>

namespace ascendops {

using Json = nlohmann::json;

std::optional<MaintenancePause> pauseOf(const Json &node)
{
    const QString text = fields::text(node, {"metadata", "annotations", kRecoveryPausedAnnotation});
    if (text.isEmpty())
        return std::nullopt;
    const Json value = Json::parse(text.toStdString(), nullptr, false);
    if (!value.is_object())
        return MaintenancePause{text, {}, {}};
    MaintenancePause pause{fields::text(value, {"reason"}), fields::text(value, {"by"}), fields::text(value, {"since"})};
    if (pause.reason.isEmpty())
        pause.reason = QCoreApplication::translate("ascendops", "no reason given");
    return pause;
}

QString pauseAnnotation(const MaintenancePause &pause)
{
    Json value{{"reason", pause.reason.toStdString()}, {"by", pause.by.toStdString()}};
    if (!pause.since.isEmpty())
        value["since"] = pause.since.toStdString();
    return QString::fromStdString(value.dump());
}

QString pauseText(const MaintenancePause &pause)
{
    QString who;
    if (!pause.by.isEmpty())
        who += QCoreApplication::translate("ascendops", " by %1").arg(pause.by);
    if (!pause.since.isEmpty())
        who += QCoreApplication::translate("ascendops", " since %1").arg(pause.since);
    return QCoreApplication::translate("ascendops", "paused%1: %2").arg(who, pause.reason);
}

QString describePause(const QString &node, const MaintenancePause &pause)
{
    return QStringLiteral("%1 (%2)").arg(node, pauseText(pause));
}

} // namespace ascendops
