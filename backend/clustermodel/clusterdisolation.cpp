#include "clusterdisolation.h"

#include "formats/deviceinfocfg.h"
#include "model/objectfields.h"

#include <QDateTime>
#include <QSet>
#include <QTimeZone>

#include <optional>

namespace ascendops::clustermodel {

namespace {

using Json = nlohmann::json;

QString mapPlace()
{
    return clusterdManualInfoKey() + QLatin1Char(' ');
}

} // namespace

QString clusterdManualInfoKey()
{
    return QString::fromLatin1(kClusterdManualInfoNamespace) + QLatin1Char('/') + QString::fromLatin1(kClusterdManualInfoName);
}

bool isClusterdManualInfo(const Json &configMap)
{
    return fields::text(configMap, {"metadata", "namespace"}) == QLatin1String(kClusterdManualInfoNamespace)
        && fields::text(configMap, {"metadata", "name"}) == QLatin1String(kClusterdManualInfoName);
}

QStringList isolationReasonsInWords(const std::vector<IsolationReason> &reasons)
{
    QStringList out;
    for (const IsolationReason &reason : reasons) {
        QStringList how;
        if (!reason.rule.empty())
            how << QString::fromStdString(reason.rule);
        if (reason.timeMs > 0)
            how << QDateTime::fromMSecsSinceEpoch(reason.timeMs, QTimeZone::utc()).toString(QStringLiteral("yyyy-MM-dd hh:mm 'UTC'"));
        out << QString::fromStdString(reason.faultCode)
                   + (how.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(how.join(QStringLiteral(", "))));
    }
    return out;
}

namespace {

// The value ClusterD keeps for NODE: nothing held without a map or a key;
// null when it cannot be read (PROBLEMS says why, with its place).
std::optional<ClusterdManualInfo> heldFor(const QString &node, const Json *map, QStringList *problems)
{
    const std::string key = node.toStdString();
    const Json *value = map ? fields::find(*map, {"data", key.c_str()}) : nullptr;
    if (!value)
        return ClusterdManualInfo{};
    const QString place = mapPlace() + QStringLiteral("data.%1: ").arg(node);
    if (!value->is_string()) {
        *problems << place + QStringLiteral("not a string; what ClusterD isolates here is not known");
        return std::nullopt;
    }
    Parsed<ClusterdManualInfo> read = decodeClusterdManualInfo(value->get<std::string>());
    for (const Problem &problem : read.problems())
        *problems << place + problem.toString();
    return read ? std::optional(read.take()) : std::nullopt;
}

// DIE's marks as they were on WAS (a server of the same node), or none.
void keepMarks(TopologyDie &die, const TopologyServer &was)
{
    for (const TopologyNpu &npu : was.npus)
        for (const TopologyDie &before : npu.dies)
            if (before.deviceId == die.deviceId) {
                die.isolatedByClusterd = before.isolatedByClusterd;
                die.clusterdIsolationReasons = before.clusterdIsolationReasons;
            }
}

} // namespace

bool applyClusterdIsolation(TopologyServer &server, const Json *map, const TopologyServer *was)
{
    QStringList problems;
    const std::optional<ClusterdManualInfo> held = heldFor(server.nodeName, map, &problems);
    QSet<int> dies;
    for (const TopologyNpu &npu : server.npus)
        for (const TopologyDie &die : npu.dies)
            dies.insert(die.deviceId);
    for (const std::string &chip : held ? held->total : std::vector<std::string>{})
        if (!dies.contains(dieOfChip(chip)))
            problems << mapPlace() + QStringLiteral("data.%1: Total names %2, which this server does not have")
                                         .arg(server.nodeName, QString::fromStdString(chip));
    const QStringList unreadBefore = server.unread;
    server.unread.removeIf([](const QString &p) { return p.startsWith(mapPlace()); });
    server.unread += problems;
    bool changed = server.unread != unreadBefore;
    for (TopologyNpu &npu : server.npus) {
        for (TopologyDie &die : npu.dies) {
            const bool wasMarked = die.isolatedByClusterd;
            const QStringList wasWhy = die.clusterdIsolationReasons;
            if (!held) {
                if (was)
                    keepMarks(die, *was);
            } else {
                die.isolatedByClusterd = false;
                die.clusterdIsolationReasons.clear();
                for (const std::string &chip : held->total) {
                    if (dieOfChip(chip) != die.deviceId)
                        continue;
                    die.isolatedByClusterd = true;
                    if (const auto detail = held->detail.find(chip); detail != held->detail.end())
                        die.clusterdIsolationReasons = isolationReasonsInWords(detail->second);
                }
            }
            die.isolated = die.isolatedByDevicePlugin || die.isolatedByClusterd;
            changed = changed || wasMarked != die.isolatedByClusterd || wasWhy != die.clusterdIsolationReasons;
        }
    }
    return changed;
}

QList<int> applyClusterdIsolation(ClusterTopology &topology, const Json *map, const ClusterTopology *was)
{
    QList<int> changed;
    for (std::size_t s = 0; s < topology.servers.size(); ++s) {
        const int before = was ? was->serverIndex(topology.servers[s].nodeName) : -1;
        if (applyClusterdIsolation(topology.servers[s], map, before >= 0 ? &was->servers[std::size_t(before)] : nullptr))
            changed.append(int(s));
    }
    return changed;
}

} // namespace ascendops::clustermodel
