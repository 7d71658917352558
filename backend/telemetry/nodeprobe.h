#pragma once
// One round trip to a node: a single shell command that runs `npu-smi info`,
// reads hccn.conf for the node's devices and runs each hccn_tool query per
// device, printing section markers between them (formats/commandsections.h),
// and the reading of its combined output into per-die and per-device values.
// What one probe found decides what the next one asks (ProbePlan): the
// devices npu-smi lists when the node has no hccn.conf, and the health
// details of a die in Warning or Alarm.
#include "linksample.h"
#include "core/problem.h"
#include "formats/hccnlldp.h"
#include "formats/npusmiinfo.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace ascendops::telemetry {

// Where the tools are; empty: found on the remote PATH, then in their
// standard install directories.
struct ProbeTools
{
    QString npuSmi;
    QString hccnTool;
    QString hccnConf;   // empty: $ASCEND_HCCN_CONF, else /etc/hccn.conf
};

// What a probe asks beyond `npu-smi info`, hccn.conf and the queries of the
// devices hccn.conf lists.
struct ProbePlan
{
    // Queried when hccn.conf lists no device (containers, nodes set up by
    // other tools): the Phy-IDs the last `npu-smi info` listed.
    std::vector<int> fallbackDevices;
    // `npu-smi info -t health -i NPU -c CHIP` for these (NPU, chip) pairs.
    std::vector<std::pair<int, int>> healthQueries;

    bool isEmpty() const { return fallbackDevices.empty() && healthQueries.empty(); }
    bool operator==(const ProbePlan &) const = default;
};

QByteArray probeCommand(const ProbeTools &tools = {}, const ProbePlan &plan = {});

// How long one probe may take before the node is reported as timed out. A
// 16-NPU server answers over a hundred tool runs per probe; on a busy node
// (or ten nodes probed at once on a small machine) that is several seconds.
constexpr int kProbeTimeoutMs = 30000;

struct DieProbe
{
    NpuSmiDie info;                      // the row pair of `npu-smi info`, as read
    int phyId = 0;                       // the device id hccn_tool -i takes
    // `npu-smi info -t health` of a die not OK: its codes and their text;
    // absent when not asked (the die was OK in the last probe).
    std::optional<NpuSmiHealth> detail;
};

// Where the devices a probe queried came from.
enum class DeviceSource { None, HccnConf, NpuSmi };

struct DeviceProbe
{
    int device = 0;
    LinkSample sample;
    OpticalThresholds thresholds;
    std::vector<LinkChangeRecord> changes;
    bool opticalPresent = false;
    QString ipAddress;
    QString netmask;
    std::optional<int> speedMbps;
    // The switch port behind the NIC, when its switch answered LLDP;
    // otherwise lldpNote says why not (no answer, the tool failing).
    std::optional<HccnLldp> lldp;
    QString lldpNote;
};

struct NodeProbe
{
    std::int64_t timeMs = 0;             // when the answer arrived (the collector's clock)
    QString npuSmiVersion;
    std::vector<DieProbe> dies;
    std::vector<NpuSmiProcess> processes;
    std::vector<DeviceProbe> devices;
    DeviceSource deviceSource = DeviceSource::None;
    QString deviceSourceNote;            // why not hccn.conf, when it was not
    QStringList errors;                  // a tool missing or failing, per section
    Problems problems;                   // lines the parsers could not read
};

NodeProbe readNodeProbe(QByteArrayView output, std::int64_t timeMs);

// What the next probe of this node should ask, from what this one found.
ProbePlan planAfter(const NodeProbe &probe);

} // namespace ascendops::telemetry
