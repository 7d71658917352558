#include "terminalpassphrase.h"

#include "ssh/keyring.h"
#include "ssh/sshtarget.h"

#include <QByteArray>

#include <cstdio>

#include <fcntl.h>
#include <termios.h>
#include <unistd.h>

namespace ascendops::cli {

std::optional<QString> askPassphraseOnTerminal(const QString &keyPath)
{
    const int tty = ::open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (tty < 0)
        return std::nullopt;
    const QByteArray prompt = QStringLiteral("Enter passphrase for key '%1': ").arg(ssh::displayPath(keyPath)).toUtf8();
    termios saved{};
    const bool canHide = ::tcgetattr(tty, &saved) == 0;
    if (canHide) {
        termios quiet = saved;
        quiet.c_lflag &= ~tcflag_t(ECHO);
        quiet.c_lflag |= ECHONL;
        ::tcsetattr(tty, TCSAFLUSH, &quiet);
    }
    bool answered = ::write(tty, prompt.constData(), size_t(prompt.size())) == prompt.size();
    QByteArray line;
    char c = 0;
    while (answered) {
        const ssize_t n = ::read(tty, &c, 1);
        if (n <= 0) {
            answered = false;   // end of input: no answer
            break;
        }
        if (c == '\n' || c == '\r')
            break;
        line.append(c);
    }
    c = 0;
    if (canHide)
        ::tcsetattr(tty, TCSAFLUSH, &saved);
    ::close(tty);
    if (!answered) {
        ssh::wipeBytes(&line);
        return std::nullopt;
    }
    QString passphrase = QString::fromUtf8(line);
    ssh::wipeBytes(&line);
    return passphrase;
}

} // namespace ascendops::cli
