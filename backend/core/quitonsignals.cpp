#include "core/quitonsignals.h"

#include <QCoreApplication>
#include <QSocketNotifier>

#include <csignal>
#include <sys/socket.h>
#include <unistd.h>

namespace ascendops {
namespace {

// The handler writes a byte into its signal's socket pair; the event loop
// reads it.
int g_signalFds[NSIG][2];

void onSignalArrived(int signalNumber)
{
    const char byte = 1;
    [[maybe_unused]] const ssize_t written = ::write(g_signalFds[signalNumber][1], &byte, 1);
}

} // namespace

bool onSignal(int signalNumber, QObject *context, std::function<void()> action)
{
    if (signalNumber <= 0 || signalNumber >= NSIG || ::socketpair(AF_UNIX, SOCK_STREAM, 0, g_signalFds[signalNumber]) != 0)
        return false;
    const int readEnd = g_signalFds[signalNumber][0];
    auto *notifier = new QSocketNotifier(readEnd, QSocketNotifier::Read, context);
    QObject::connect(notifier, &QSocketNotifier::activated, context, [readEnd, action = std::move(action)] {
        char byte;
        [[maybe_unused]] const ssize_t read = ::read(readEnd, &byte, 1);
        action();
    });
    struct sigaction handler = {};
    handler.sa_handler = onSignalArrived;
    sigemptyset(&handler.sa_mask);
    handler.sa_flags = SA_RESTART;
    return ::sigaction(signalNumber, &handler, nullptr) == 0;
}

namespace {

bool g_stopRequested = false;

// Not quit(): that does nothing before the application's loop runs (a
// dialog shown at start-up), and in a GUI it first asks every window to
// close, which may ask a person. exit() ends the loops there are, and
// every loop started after it returns at once.
void stop()
{
    g_stopRequested = true;
    QCoreApplication::exit(0);
}

} // namespace

bool installQuitOnSignals(QObject *context)
{
    return onSignal(SIGTERM, context, stop) && onSignal(SIGINT, context, stop);
}

bool stopRequestedBySignal()
{
    return g_stopRequested;
}

} // namespace ascendops
