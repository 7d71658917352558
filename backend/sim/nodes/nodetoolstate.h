#pragma once
// What one simulated node's `npu-smi` and `hccn_tool` would read from its
// driver, gathered from the embedded cluster: every die's telemetry, the
// device IP its Node publishes, the fault codes the device plugin lists for
// its chip, and the training process of the job pod running on the node.
// A plain value, so that rendering the tools' output (nodetoolreport.h) is a
// pure function of it.
#include "formats/faultcodetable.h"
#include "sim/store/objectstore.h"
#include "sim/nodes/telemetry.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace ascendops::sim {

// One entry of the device plugin's fault list for the chip.
struct ChipFault
{
    std::string faultType;             // CardUnhealthy, CardNetworkUnhealthy
    std::vector<std::string> codes;    // upper-case hex, as fault_code lists them
    FaultHandling level = FaultHandling::NotHandleFault;
};

struct DieToolState
{
    int die = 0;                 // physical id: hccn_tool -i, address_<die> in hccn.conf
    int npu = 0;                 // npu-smi's NPU id (-i)
    int chip = 0;                // chip within the NPU (-c): 0, or 0/1 on A3
    std::uint64_t seed = 0;      // stable per node and die: small differences between modules
    DeviceTelemetry telemetry;
    std::string deviceIp;        // "" when the node publishes none for the die
    // The leaf port the NIC is cabled to, from the Node's fabric annotation;
    // empty switchName: no LLDP neighbour.
    std::string switchName;
    std::string switchChassisId;
    std::string switchManagementAddress;
    std::string switchPort;
    std::vector<ChipFault> faults;
    int processId = 0;           // the training process on the die; 0 when none runs
    int processMemoryMb = 0;
    bool computing = false;      // the process runs kernels (not waiting in a hang): AICore busy
};

struct NodeToolState
{
    std::string node;
    bool superPodServer = false;   // A3: two dies per NPU, the Phy-ID column
    int diesPerNpu = 1;
    std::vector<DieToolState> dies;   // by die id

    const DieToolState *die(int id) const;
    const DieToolState *chip(int npu, int chip) const;
};

// The state of each named node, in that order; a node the telemetry does
// not know comes back with no dies. The pods are listed once for all nodes.
std::vector<NodeToolState> readNodeToolStates(const ObjectStore &store, const TelemetryStore &telemetry,
                                              const std::vector<std::string> &nodes);
NodeToolState readNodeToolState(const ObjectStore &store, const TelemetryStore &telemetry, const std::string &node);

} // namespace ascendops::sim
