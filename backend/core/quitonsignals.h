#pragma once
// SIGTERM and SIGINT quit the application's event loop, from the loop and not
// inside the handler, so that a program stopped by its supervisor (systemd,
// Kubernetes, a terminal's ^C) shuts down as if asked: the embedded cluster
// stops its sshd and removes its folders, the journal closes its segment.

#include <QObject>

#include <functional>

namespace ascendops {

// False when the signals could not be hooked. Call once per process. A
// signal ends every event loop running, a modal dialog's included, and
// makes those started later return at once; before the application's own
// loop runs, the caller asks stopRequestedBySignal() and does not start it.
bool installQuitOnSignals(QObject *context);
bool stopRequestedBySignal();

// ACTION runs on CONTEXT's event loop each time SIGNALNUMBER arrives (never
// inside the handler). False when it could not be hooked. Once per signal.
bool onSignal(int signalNumber, QObject *context, std::function<void()> action);

} // namespace ascendops
