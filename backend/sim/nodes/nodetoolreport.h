#pragma once
// The text a simulated node's `npu-smi` and `hccn_tool` print, rendered from
// the node's state (nodetoolstate.h) in the real tools' layouts (domain §3):
// the npu-smi table with its fixed column widths (A2: `Chip`, name 910B1;
// A3: `Chip  Phy-ID`, Ascend910, the second die's power `-`), `-t health`
// with tab-indented `key : value` lines, hccn_tool's `[devid N]` link
// history newest first, `-optical` with powers in mW and the module's
// thresholds, and /etc/hccn.conf. Pure functions: the same state gives the
// same bytes.
#include "sim/nodes/nodetoolstate.h"

#include <QDateTime>

#include <string>

namespace ascendops::sim {

// "Tue Aug  1 14:44:40 2022": the C locale's date, day padded with a space.
std::string nodeToolDate(const QDateTime &time);

// `npu-smi info`.
std::string npuSmiInfo(const NodeToolState &node);
// `npu-smi info -i <npu> -c <chip> -t health` for the die.
std::string npuSmiHealth(const DieToolState &die);
// The Health column: OK, Warning (the chip's faults leave it in service) or
// Alarm (a fault takes it out of service, makesChipUnhealthy).
std::string npuHealth(const DieToolState &die);

// `hccn_tool -i <die> ... -g`.
std::string hccnLink(const DieToolState &die);
std::string hccnLinkStat(const DieToolState &die, const QDateTime &now);
std::string hccnNetHealth(const DieToolState &die);
std::string hccnOptical(const DieToolState &die);
std::string hccnIp(const DieToolState &die);   // empty when the die has no IP, as on an unconfigured device
std::string hccnStat(const DieToolState &die);
std::string hccnSpeed(const DieToolState &die);
// `-lldp`: the leaf's TLVs in the layout of reference 7.4; nothing when the
// die is cabled to no switch, as a port without an LLDP neighbour prints.
std::string hccnLldp(const DieToolState &die);

// /etc/hccn.conf: address_/netmask_/netdetect_/gateway_/send_arp_status_<die>.
std::string hccnConf(const NodeToolState &node);

} // namespace ascendops::sim
