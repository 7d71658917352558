// A known_hosts file, read for the keys it holds for a few names: two the
// console uses ("node-1", "[127.0.0.1]:2201") and the first field of each
// of the first lines, so that hashed and pattern host fields are matched too.
#include "ssh/knownhosts.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace ascendops::ssh;
    const QByteArray text(reinterpret_cast<const char *>(data), qsizetype(size));
    QList<QString> names{QStringLiteral("node-1"), QStringLiteral("[127.0.0.1]:2201")};
    for (const QByteArray &line : text.split('\n').mid(0, 3)) {
        const QByteArray field = line.trimmed().split(' ').value(0);
        if (!field.isEmpty() && !field.startsWith('|'))
            names.append(QString::fromUtf8(field.split(',').value(0)));
    }
    for (const QString &name : names) {
        for (const KnownHostKey &key : knownKeysInText(text, name)) {
            if (key.line < 1 || key.fingerprint.isEmpty())
                __builtin_trap();   // a key is found on a line and has a fingerprint
        }
    }
    return 0;
}
