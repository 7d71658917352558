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
// Both keep the chip until a person releases it or their release window
// passes: the device plugin's rule's ReleaseTimeWindow after the fault last
// cleared, ClusterD's fault_free_hours (48) after LastSeparateTime. ClusterD
// does not count a code seen on another chip of the same job within 30 s:
// that is a software fault.
#include "formats/faultcodetable.h"
#include "formats/frequencyrules.h"
#include "sim/simclock.h"
#include "sim/store/objectstore.h"

#include <QtGlobal>

#include <deque>
#include <map>
#include <string>

namespace ascendops::sim {

class ManualIsolation
{
public:
    // Release windows run on CLOCK while CONTEXT (the owner) lives.
    ManualIsolation(ObjectStore &store, SimClock clock, QObject *context);

    // The device plugin reported CODE (at LEVEL) on chip DIE of NODE.
    void faultReported(const std::string &node, int die, const std::string &code, FaultHandling level, qint64 nowMs);
    // ... and no longer reports it.
    void faultCleared(const std::string &node, int die, const std::string &code, qint64 nowMs);

private:
    std::string jobOfChip(const std::string &node) const;
    bool softwareFault(const std::string &job, const std::string &chip, const std::string &code, qint64 atMs);
    void countInClusterD(const std::string &node, const std::string &chip, const std::string &code, qint64 atMs);
    void separateInDevicePlugin(const std::string &node, const std::string &chip, const std::string &code, qint64 nowMs);
    void separateInClusterD(const std::string &node, const std::string &chip, const std::string &code, qint64 nowMs);
    void releaseInDevicePlugin(const std::string &node, const std::string &chip, const std::string &code);
    void releaseInClusterD(const std::string &node, const std::string &chip);

    ObjectStore &m_store;
    SimClock m_clock;
    QObject *m_context;
    FrequencyRules m_rules = FrequencyRules::builtIn();
    std::map<std::string, std::deque<qint64>> m_clusterdSeen;   // "node/chip/code" -> times (ms)
    // "ns/job/code" -> the chips ("node/chip") that reported it, and when
    // (for ClusterD's software-fault filter)
    std::map<std::string, std::deque<std::pair<std::string, qint64>>> m_byJob;
    std::map<std::string, qint64> m_lastReportedMs;             // "node/chip/code" -> when
};

} // namespace ascendops::sim
