#pragma once
// Every chip isolated by hand in either of MindCluster's two stores
// (formats/chipisolation.h): the device plugin's (device-info
// ManuallySeparateNPU, with UpgradeFaultReason) and ClusterD's
// (clusterd-manual-info-cm), each with its reasons and when it releases by
// itself; and the writes that release one, in the store that holds it (both
// when both do), each a PUT preconditioned on the map's resourceVersion.
#include "formats/chipisolation.h"
#include "actionrunner.h"
#include "formats/frequencyrules.h"

#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <vector>

namespace ascendops::kube {
class ApiClient;
}

namespace ascendops::pipeline {

enum class IsolationAuthority { DevicePlugin, ClusterD };
const char *isolationAuthorityName(IsolationAuthority authority);   // device-plugin, clusterd

struct IsolatedChip
{
    QString node;
    QString chip;                       // "Ascend910-3"
    int die = -1;
    IsolationAuthority authority = IsolationAuthority::DevicePlugin;
    std::vector<IsolationReason> reasons;   // none when the store says none
    QString releases;                   // when it releases by itself, in words
    nlohmann::json configMap;           // the map that holds it, as read
};

struct IsolationList
{
    std::vector<IsolatedChip> chips;    // by node, chip, authority
    QStringList notRead;                // what could not be read, each with its map and place
};

// ClusterD's release policy (clusterd-config-cm manually_separate_policy.conf):
// fault_free_hours after LastSeparateTime; -1 never. 48 by default.
struct ClusterdReleasePolicy
{
    int faultFreeHours = 48;
    QString where = QStringLiteral("ClusterD's default");
};

// deviceInfoMaps: the mindx-dl-deviceinfo-<node> ConfigMaps; manualInfo:
// clusterd-manual-info-cm, null when absent; rules: the device plugin's
// frequency rules (their ReleaseTimeWindow); nowMs: the time, to say a
// release already due.
IsolationList listIsolatedChips(const std::vector<const nlohmann::json *> &deviceInfoMaps, const nlohmann::json *manualInfo,
                                const FrequencyRules &rules, const ClusterdReleasePolicy &policy, std::int64_t nowMs);

// The writes that release NODE's chip DIE in every store that holds it;
// empty (and *why) when none does.
std::vector<WriteStep> planRelease(const IsolationList &list, const QString &node, int die, kube::ApiClient &client,
                                   QString *why);

} // namespace ascendops::pipeline
