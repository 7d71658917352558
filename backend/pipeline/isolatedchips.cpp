#include "isolatedchips.h"

#include "formats/deviceinfocfg.h"
#include "kube/clusterwrites.h"
#include "model/objectfields.h"

#include <QCoreApplication>
#include <QDateTime>

namespace ascendops::pipeline {
namespace {

using Json = nlohmann::json;

QString tr(const char *text) { return QCoreApplication::translate("ascendops::pipeline", text); }

QString timeText(std::int64_t ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(Qt::ISODate);
}

QString mapName(const Json &configMap)
{
    return fields::text(configMap, {"metadata", "namespace"}) + QLatin1Char('/') + fields::text(configMap, {"metadata", "name"});
}

// The device plugin releases a chip a frequency rule isolated
// ReleaseTimeWindow after the fault last went away; a rule without one, or
// a chip a person isolated, stays until a person releases it.
QString devicePluginRelease(const std::vector<IsolationReason> &reasons, const FrequencyRules &rules)
{
    for (const IsolationReason &reason : reasons)
        for (const FrequencyRule &rule : rules.frequencyRules())
            if (rule.releaseSeconds > 0 && std::find(rule.codes.begin(), rule.codes.end(), reason.faultCode) != rule.codes.end())
                return tr("by the device plugin %1 s after %2 last clears (ReleaseTimeWindow of the built-in rules)")
                    .arg(rule.releaseSeconds).arg(QString::fromStdString(reason.faultCode));
    return tr("only by a person: no ReleaseTimeWindow applies");
}

QString clusterdRelease(const std::vector<IsolationReason> &reasons, const ClusterdReleasePolicy &policy, std::int64_t nowMs)
{
    if (policy.faultFreeHours < 0)
        return tr("only by a person (fault_free_hours -1, %1)").arg(policy.where);
    std::int64_t last = 0;
    for (const IsolationReason &reason : reasons)
        last = std::max(last, reason.timeMs);
    if (last <= 0)
        return tr("by ClusterD %1 h after its last separation, whose time is not recorded").arg(policy.faultFreeHours);
    const std::int64_t at = last + std::int64_t(policy.faultFreeHours) * 3600 * 1000;
    if (at <= nowMs)
        return tr("due since %1: ClusterD releases it within its 300 s re-read (fault_free_hours %2, %3)")
            .arg(timeText(at)).arg(policy.faultFreeHours).arg(policy.where);
    return tr("by ClusterD at %1 (fault_free_hours %2, %3)").arg(timeText(at)).arg(policy.faultFreeHours).arg(policy.where);
}

void addProblems(const Problems &problems, const QString &where, QStringList *notRead)
{
    for (const Problem &problem : problems)
        *notRead << QStringLiteral("%1 %2: %3").arg(where, QString::fromStdString(problem.pointer), problem.message);
}

void listDevicePlugin(const Json &configMap, const FrequencyRules &rules, IsolationList *list)
{
    const QString name = fields::text(configMap, {"metadata", "name"});
    const QString node = name.mid(int(kDeviceInfoPrefix.size()));
    const std::string separated = fields::text(configMap, {"data", "ManuallySeparateNPU"}).toStdString();
    if (separated.empty())
        return;
    ChipIsolationReasons reasons;
    if (const QString text = fields::text(configMap, {"data", kUpgradeFaultReasonKey}); !text.isEmpty()) {
        const Parsed<ChipIsolationReasons> read = decodeUpgradeFaultReason(text.toStdString());
        addProblems(read.problems(), mapName(configMap) + QStringLiteral(" ") + QLatin1String(kUpgradeFaultReasonKey), &list->notRead);
        if (read)
            reasons = read.value();
    }
    // Releasing no chip is the list read back trimmed, without empty names.
    const std::string cleared = releaseFromManuallySeparated(separated, "");
    for (const QString &chip : QString::fromStdString(cleared).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        IsolatedChip row{node, chip, dieOfChip(chip.toStdString()), IsolationAuthority::DevicePlugin,
                         reasons[chip.toStdString()], {}, configMap};
        row.releases = devicePluginRelease(row.reasons, rules);
        list->chips.push_back(std::move(row));
    }
}

void listClusterd(const Json &configMap, const ClusterdReleasePolicy &policy, std::int64_t nowMs, IsolationList *list)
{
    const Json data = configMap.value("data", Json::object());
    if (!data.is_object())
        return;
    for (const auto &[node, value] : data.items()) {
        if (!value.is_string())
            continue;
        const Parsed<ClusterdManualInfo> info = decodeClusterdManualInfo(value.get<std::string>());
        addProblems(info.problems(), mapName(configMap) + QStringLiteral(" key ") + QString::fromStdString(node), &list->notRead);
        if (!info)
            continue;
        for (const std::string &chip : info->total) {
            const auto reasons = info->detail.find(chip);
            IsolatedChip row{QString::fromStdString(node), QString::fromStdString(chip), dieOfChip(chip), IsolationAuthority::ClusterD,
                             reasons == info->detail.end() ? std::vector<IsolationReason>{} : reasons->second, {}, configMap};
            row.releases = clusterdRelease(row.reasons, policy, nowMs);
            list->chips.push_back(std::move(row));
        }
    }
}

} // namespace

const char *isolationAuthorityName(IsolationAuthority authority)
{
    return authority == IsolationAuthority::ClusterD ? "clusterd" : "device-plugin";
}

IsolationList listIsolatedChips(const std::vector<const Json *> &deviceInfoMaps, const Json *manualInfo,
                                const FrequencyRules &rules, const ClusterdReleasePolicy &policy, std::int64_t nowMs)
{
    IsolationList list;
    for (const Json *configMap : deviceInfoMaps)
        listDevicePlugin(*configMap, rules, &list);
    if (manualInfo)
        listClusterd(*manualInfo, policy, nowMs, &list);
    std::sort(list.chips.begin(), list.chips.end(), [](const IsolatedChip &a, const IsolatedChip &b) {
        return std::tie(a.node, a.die, a.chip, a.authority) < std::tie(b.node, b.die, b.chip, b.authority);
    });
    return list;
}

std::vector<WriteStep> planRelease(const IsolationList &list, const QString &node, int die, kube::ApiClient &client, QString *why)
{
    std::vector<WriteStep> steps;
    for (const IsolatedChip &row : list.chips) {
        if (row.node != node || row.die != die)
            continue;
        Json updated = row.configMap;
        const std::string chip = row.chip.toStdString();
        if (row.authority == IsolationAuthority::DevicePlugin) {
            updated["data"]["ManuallySeparateNPU"] =
                releaseFromManuallySeparated(fields::text(updated, {"data", "ManuallySeparateNPU"}).toStdString(), chip);
            steps.push_back({tr("release %1 on %2 in the device plugin's store (%3 ManuallySeparateNPU)").arg(row.chip, node, mapName(updated)),
                             row.configMap, [&client, updated](bool dryRun) { return kube::updateConfigMap(client, updated, dryRun); }});
        } else {
            const std::string key = node.toStdString();
            const Parsed<std::string> released = releaseFromClusterdManualInfo(updated["data"].value(key, std::string()), chip);
            if (!released) {
                *why = tr("%1 key %2 cannot be changed: %3").arg(mapName(updated), node, released.error());
                return {};
            }
            updated["data"][key] = released.value();
            steps.push_back({tr("release %1 on %2 in ClusterD's store (%3, out of Total)").arg(row.chip, node, mapName(updated)),
                             row.configMap, [&client, updated](bool dryRun) { return kube::updateConfigMap(client, updated, dryRun); }});
        }
    }
    if (steps.empty())
        *why = tr("no store isolates chip %1 of %2").arg(die).arg(node);
    return steps;
}

} // namespace ascendops::pipeline
