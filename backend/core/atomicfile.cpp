#include "core/atomicfile.h"

#include <QSaveFile>

namespace ascendops {

bool writeFileAtomically(const QString &path, QByteArrayView bytes, QString *reason)
{
    QSaveFile file(path);
    const qint64 size = bytes.size();
    if (file.open(QIODevice::WriteOnly) && file.write(bytes.data(), size) == size && file.commit())
        return true;
    if (reason)
        *reason = file.errorString();
    file.cancelWriting();
    return false;
}

} // namespace ascendops
