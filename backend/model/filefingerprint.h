#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QString>

namespace ascendops {

// What a file looked like when it was read or written: enough to tell later
// whether someone else has replaced it in between. Modification times are
// coarse on some file systems and tools like `touch` or `git checkout` move
// them without changing a byte, so the content hash decides; size and time
// are kept for messages and as a cheap first check.
struct FileFingerprint
{
    qint64 size = -1;
    QDateTime modified;
    QByteArray sha256;   // empty: no file was there (or nothing was read yet)

    bool isNull() const { return sha256.isEmpty(); }
    // Same bytes, whatever the modification times say.
    bool sameContent(const FileFingerprint &other) const;

    static FileFingerprint ofBytes(const QByteArray &bytes, const QDateTime &modified);
};

} // namespace ascendops
