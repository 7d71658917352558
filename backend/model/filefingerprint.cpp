#include "model/filefingerprint.h"

#include <QCryptographicHash>

namespace ascendops {

bool FileFingerprint::sameContent(const FileFingerprint &other) const
{
    return size == other.size && sha256 == other.sha256;
}

FileFingerprint FileFingerprint::ofBytes(const QByteArray &bytes, const QDateTime &modified)
{
    FileFingerprint print;
    print.size = bytes.size();
    print.modified = modified;
    print.sha256 = QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
    return print;
}

} // namespace ascendops
