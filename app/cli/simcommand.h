#pragma once

#include <QStringList>

namespace ascendops::cli {

// `sim serve --listen HOST:PORT --preset NAME --kubeconfig-out FILE [--speed X]
// [--super-pods N] [--servers-per-super-pod N] [--devices-per-server N] [--spares-per-super-pod N]`:
// the embedded cluster behind a Kubernetes API over HTTPS, until SIGTERM/SIGINT.
// args[0] is "sim".
int runSimCommand(const QStringList &args);

} // namespace ascendops::cli
