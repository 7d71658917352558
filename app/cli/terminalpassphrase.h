#pragma once
// The CLI's passphrase question for an encrypted identity file, as ssh asks
// it: on the controlling terminal (/dev/tty, so that stdin and stdout stay
// the program's), without echo, which a signal ending the program restores.
// No terminal (CI, a pod) or not in the foreground: no answer, and the key
// is skipped with that reason. Called on the SSH workers' threads; one
// question at a time (ssh::KeyRing serializes them).
#include <QString>

#include <optional>

namespace ascendops::cli {

std::optional<QString> askPassphraseOnTerminal(const QString &keyPath);

} // namespace ascendops::cli
