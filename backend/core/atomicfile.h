#pragma once
// Writing a file whole or not at all. The bytes go to a temporary file beside
// the target, which is renamed over it only after every byte is written, so a
// reader (HCCL, sshd, an editor, the Ascend Operator) sees the old file or the
// new one and never a mix, and a full disk or a crash leaves the old file.

#include <QByteArrayView>
#include <QString>

namespace ascendops {

// False with `reason` (the system's words, without the path) when the file
// could not be written; the file at `path` is then unchanged.
[[nodiscard]] bool writeFileAtomically(const QString &path, QByteArrayView bytes, QString *reason = nullptr);

} // namespace ascendops
