#include "sim/seed/builtobject.h"

#include "sim/store/objectmeta.h"

#include <QDateTime>

namespace ascendops::sim {
namespace {

std::string rfc3339(const QDateTime &time)
{
    return time.toString(Qt::ISODate).toStdString();
}

} // namespace

BuildTimes BuildTimes::current()
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    BuildTimes times;
    times.clusterCreated = rfc3339(now.addDays(-30));
    times.jobStarted = rfc3339(now.addSecs(-2 * 3600));
    times.now = rfc3339(now);
    times.nowMicro = now.toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss.zzz000Z")).toStdString();
    times.nowSeconds = now.toSecsSinceEpoch();
    return times;
}

nlohmann::json builtObject(const char *apiVersion, const char *kind, const std::string &name, const std::string &ns,
                           const std::string &created)
{
    nlohmann::json meta{{"name", name}};
    if (!ns.empty())
        meta["namespace"] = ns;
    meta["uid"] = newUid();
    meta["creationTimestamp"] = created;
    return {{"apiVersion", apiVersion}, {"kind", kind}, {"metadata", std::move(meta)}};
}

} // namespace ascendops::sim
