#pragma once
// What running one command on a node gave.
#include "ssh/hostkeyrefusal.h"

#include <QByteArray>
#include <QMetaType>
#include <QString>

#include <optional>

namespace ascendops::ssh {

struct CommandResult
{
    int exitStatus = -1;          // -1: none (not run, timed out, cancelled, killed)
    QByteArray stdOut;
    QByteArray stdErr;
    bool timedOut = false;
    bool cancelled = false;
    bool started = false;         // the node accepted the command: it may have run
    bool connectionLost = false;  // the connection was found dead
    bool truncated = false;       // it printed past the size limit and was stopped there
    QString error;                // empty when the command ran to its end, whatever its exit status
    // Set when the connection ended at a host key: unknown (and the policy
    // is to ask) or changed. error says the same in words.
    std::optional<HostKeyRefusal> hostKey;

    bool ok() const { return error.isEmpty() && exitStatus == 0; }
};

} // namespace ascendops::ssh

Q_DECLARE_METATYPE(ascendops::ssh::CommandResult)
