#pragma once
// SIGTERM and SIGINT quit the application's event loop, from the loop and not
// inside the handler, so that a program stopped by its supervisor (systemd,
// Kubernetes, a terminal's ^C) shuts down as if asked: the embedded cluster
// stops its sshd and removes its folders, the journal closes its segment.

#include <QObject>

namespace ascendops {

// False when the signals could not be hooked. Call once per process.
bool installQuitOnSignals(QObject *context);

} // namespace ascendops
