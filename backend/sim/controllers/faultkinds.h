#pragma once
// The kinds of Fault (sim.ascendops.io/v1alpha1 spec.kind) the embedded
// cluster can play; the CLI validates against the same list.
#include <string>
#include <vector>

namespace ascendops::sim {

// link-flap, link-down, npu-fault, node-down, hang, optical-degrade, process-crash, switch-fault
const std::vector<std::string> &faultKinds();
bool isFaultKind(const std::string &kind);
// "link-flap, link-down, ..." for messages.
std::string faultKindList();

} // namespace ascendops::sim
