#pragma once
// ClusterD's store of chips isolated by hand (cluster-system/
// clusterd-manual-info-cm: one key per node, its Total the chips) drawn on
// the topology beside the device plugin's: a die in either store is out of
// service, and the capacity, the spares and the views count it so
// (reference mindcluster-recovery.md §4).
#include "formats/chipisolation.h"
#include "model/clustertopology.h"

#include <nlohmann/json.hpp>

#include <QList>

namespace ascendops::clustermodel {

// "cluster-system/clusterd-manual-info-cm", as the ConfigMap cache keys it.
QString clusterdManualInfoKey();
bool isClusterdManualInfo(const nlohmann::json &configMap);

// Marks the dies of SERVER that MAP (null: none, or gone) lists for its
// node, with ClusterD's reasons, and clears those it no longer lists. A
// value that cannot be read is said in the server's unread list with its
// place and changes no mark (never a release: what ClusterD holds is then
// not known): the server keeps its own, or takes WAS's (the same server as
// it was before it was read afresh). What of a readable value cannot be
// used (a chip without a die number, one the server does not have) is said
// too. True when a die or the unread list changed.
bool applyClusterdIsolation(TopologyServer &server, const nlohmann::json *map, const TopologyServer *was = nullptr);
// Every server of TOPOLOGY (WAS: the topology before, by node name); the
// indices of those that changed.
QList<int> applyClusterdIsolation(ClusterTopology &topology, const nlohmann::json *map, const ClusterTopology *was = nullptr);

// "8C084E00 (2026-02-11 12:08 UTC)", one per reason; RULE first in the
// brackets when the store keeps one (the device plugin's FaultFrequency).
QStringList isolationReasonsInWords(const std::vector<IsolationReason> &reasons);

} // namespace ascendops::clustermodel
