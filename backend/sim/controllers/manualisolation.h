#pragma once
// The two authorities that isolate a chip by hand's stead when a fault
// keeps coming back (reference mindcluster-recovery.md §4):
//   the device plugin applies its FaultFrequency rules (faultCustomization.json,
//   MindCluster's defaults): a code seen Times times on a chip within the
//   window puts the chip in device-info's ManuallySeparateNPU, with the
//   upgrade in UpgradeFaultReason;
//   ClusterD counts every fault above NotHandleFault and SubHealthFault per
//   chip and code: at fault_threshold (3) within fault_window_hours (24) it
//   adds the chip to clusterd-manual-info-cm's Total and Detail.
// Both keep the chip until a person releases it (or the release windows
// pass, which the embedded cluster does not play). ClusterD's filter of
// software faults (one code on several chips of a job within 30 s) is not
// played either.
#include "formats/faultcodetable.h"
#include "formats/frequencyrules.h"
#include "sim/store/objectstore.h"

#include <QtGlobal>

#include <deque>
#include <map>
#include <string>

namespace ascendops::sim {

class ManualIsolation
{
public:
    explicit ManualIsolation(ObjectStore &store);

    // The device plugin reported CODE (at LEVEL) on chip DIE of NODE.
    void faultReported(const std::string &node, int die, const std::string &code, FaultHandling level, qint64 nowMs);

private:
    void separateInDevicePlugin(const std::string &node, const std::string &chip, const std::string &code, qint64 nowMs);
    void separateInClusterD(const std::string &node, const std::string &chip, const std::string &code, qint64 nowMs);

    ObjectStore &m_store;
    FrequencyRules m_rules = FrequencyRules::builtIn();
    std::map<std::string, std::deque<qint64>> m_clusterdSeen;   // "node/chip/code" -> times (ms)
};

} // namespace ascendops::sim
