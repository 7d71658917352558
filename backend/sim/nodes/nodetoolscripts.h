#pragma once
// The `npu-smi` and `hccn_tool` programs of the simulated nodes: POSIX sh
// scripts that parse their arguments as the real tools do (options in any
// order) and print the state file of the node named by ASCEND_SIM_NODE.
// Unknown devices, chips and flags get an error message and exit code 1.
// They read this layout under ROOT (nodetooldir.h writes it):
//   nodes/<node>/npu-smi/info                `npu-smi info`
//   nodes/<node>/npu-smi/health-<npu>-<chip> `npu-smi info -t health -i <npu> -c <chip>`
//   nodes/<node>/hccn/<die>/<command>        `hccn_tool -i <die> -<command> -g`, command one of
//                                            link link_stat net_health optical ip stat speed
//   nodes/<node>/hccn.conf                   /etc/hccn.conf
// The `current time` of -link_stat is the clock's when the tool runs.
// Two variables give a node the quirks of real ones: ASCEND_SIM_CLOCK_AHEAD
// (seconds, may be negative) puts its device clock off UTC, current time and
// records alike; ASCEND_SIM_SILENT_DEVICES ("3 5") makes hccn_tool fail for
// those devices as for one that stopped answering.
#include <string>
#include <vector>

namespace ascendops::sim {

// hccn_tool's commands that have a state file, without the dash.
const std::vector<std::string> &hccnToolCommands();

// The scripts, with ROOT (an absolute path) written into them.
std::string npuSmiScript(const std::string &root);
std::string hccnToolScript(const std::string &root);

} // namespace ascendops::sim
