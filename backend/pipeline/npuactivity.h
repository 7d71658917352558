#pragma once
// What `npu-smi info` last said of the NPUs a job runs on, as a second
// opinion on a hang its log shows. MindCluster calls a chip hung after
// minutes without AICore, HBM, RoCE or CPU activity; npu-smi gives the
// AICore share at the moment it ran and the processes holding each chip.
// AICore at 0 on every chip while the processes are still there agrees (they
// live and wait); AICore busy on some chip disagrees (the NPUs compute: a
// long step rather than a hang); no process left says the processes are
// gone. Only the job's own dies count (a server may hold another job), and
// only readings taken after the stall began: an older one says nothing of
// it. A node not probed, or probed before, is named as unread.
#include <QMap>
#include <QSet>
#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <vector>

namespace ascendops::telemetry {
class NodeCollector;
}

namespace ascendops::pipeline {

struct NpuActivity
{
    int probedNodes = 0;       // nodes of the job the collector probes at all
    int servers = 0;           // of them, read since the stall began
    int chips = 0;             // dies whose AICore share was read
    int busyChips = 0;         // AICore above 0
    int maxAiCorePercent = 0;
    int chipsWithProcesses = 0;
    qint64 oldestMs = 0;       // the oldest reading used
    QStringList unread;        // "node-3 (not probed)", each with why
};

// The job's dies by node: the device ids its running pods were given
// (their device plugin annotation; an empty set when a pod's is not read:
// every die of the node then).
using JobDevices = QMap<QString, QSet<int>>;
JobDevices jobDevicesOf(const std::vector<const nlohmann::json *> &pods);

// SINCE_MS: the stall's start.
NpuActivity readNpuActivity(const telemetry::NodeCollector &collector, const JobDevices &devices, qint64 sinceMs);
// "; npu-smi agrees: ...", "; npu-smi disagrees: ...", what was not read;
// "" when the collector probes no node of the job (nothing to say).
QString npuActivityWords(const NpuActivity &activity, qint64 nowMs);

} // namespace ascendops::pipeline
