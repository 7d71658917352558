#include "terminalpassphrase.h"

#include "ssh/keyring.h"
#include "ssh/sshtarget.h"

#include <QByteArray>

#include <array>
#include <cerrno>
#include <csignal>

#include <fcntl.h>
#include <poll.h>
#include <termios.h>
#include <unistd.h>

namespace ascendops::cli {
namespace {

// While echo is off, a signal that ends the program must not leave the
// terminal silent: the handler puts it back and passes the signal on to
// what was there before. One question at a time (the KeyRing's lock), so
// one set of these is enough.
constexpr std::array<int, 4> kSignals = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};
int g_tty = -1;
termios g_saved{};
std::array<struct sigaction, kSignals.size()> g_previous{};
volatile sig_atomic_t g_interrupted = 0;

void onSignal(int signal, siginfo_t *info, void *context)
{
    g_interrupted = 1;
    if (g_tty >= 0)
        ::tcsetattr(g_tty, TCSANOW, &g_saved);
    for (std::size_t i = 0; i < kSignals.size(); ++i) {
        if (kSignals[i] != signal)
            continue;
        const struct sigaction &before = g_previous[i];
        if (before.sa_flags & SA_SIGINFO) {
            before.sa_sigaction(signal, info, context);
        } else if (before.sa_handler == SIG_DFL) {
            ::sigaction(signal, &before, nullptr);
            ::raise(signal);
        } else if (before.sa_handler != SIG_IGN) {
            before.sa_handler(signal);
        }
    }
}

void guardSignals(bool on)
{
    for (std::size_t i = 0; i < kSignals.size(); ++i) {
        if (on) {
            struct sigaction action{};
            action.sa_sigaction = onSignal;
            action.sa_flags = SA_SIGINFO;
            sigemptyset(&action.sa_mask);
            ::sigaction(kSignals[i], &action, &g_previous[i]);
        } else {
            ::sigaction(kSignals[i], &g_previous[i], nullptr);
        }
    }
}

// One line from the terminal; nothing at end of input or on a signal.
std::optional<QByteArray> readLine(int tty)
{
    QByteArray line;
    while (!g_interrupted) {
        pollfd ready{tty, POLLIN, 0};
        const int polled = ::poll(&ready, 1, 200);
        if (polled < 0 && errno != EINTR)
            break;
        if (polled <= 0)
            continue;
        char c = 0;
        const ssize_t n = ::read(tty, &c, 1);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        if (c == '\n' || c == '\r')
            return line;
        line.append(c);
    }
    ssh::wipeBytes(&line);
    return std::nullopt;
}

} // namespace

std::optional<QString> askPassphraseOnTerminal(const QString &keyPath)
{
    const int tty = ::open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (tty < 0)
        return std::nullopt;
    // A program in the background does not take the terminal from the
    // one in front of it (it would be stopped by SIGTTIN besides).
    if (::tcgetpgrp(tty) != ::getpgrp()) {
        ::close(tty);
        return std::nullopt;
    }
    const QByteArray prompt = QStringLiteral("Enter passphrase for key '%1': ").arg(ssh::displayPath(keyPath)).toUtf8();
    g_interrupted = 0;
    const bool canHide = ::tcgetattr(tty, &g_saved) == 0;
    if (canHide) {
        g_tty = tty;
        guardSignals(true);
        termios quiet = g_saved;
        quiet.c_lflag &= ~tcflag_t(ECHO);
        quiet.c_lflag |= ECHONL;
        ::tcsetattr(tty, TCSAFLUSH, &quiet);
    }
    std::optional<QByteArray> line;
    if (::write(tty, prompt.constData(), size_t(prompt.size())) == prompt.size())
        line = readLine(tty);
    if (canHide) {
        ::tcsetattr(tty, TCSAFLUSH, &g_saved);
        guardSignals(false);
        g_tty = -1;
    }
    ::close(tty);
    if (!line)
        return std::nullopt;
    QString passphrase = QString::fromUtf8(*line);
    ssh::wipeBytes(&*line);
    return passphrase;
}

} // namespace ascendops::cli
