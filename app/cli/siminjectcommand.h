#pragma once
#include <QStringList>

namespace ascendops::cli {

// `sim inject --kubeconfig FILE [--context C] --kind KIND --node NODE
// [--device N] [--fault-code CODE] [--duration SECONDS] [--name NAME]
// [--namespace NS]`: creates a Fault (sim.ascendops.io/v1alpha1) in an
// embedded cluster, which then plays it. args[0] is "inject".
int runSimInjectCommand(const QStringList &args);

} // namespace ascendops::cli
