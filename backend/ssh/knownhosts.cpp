#include "ssh/knownhosts.h"

#include "core/inputlimits.h"
#include "ssh/hostkeycheck.h"
#include "ssh/libsshptr.h"

#include <QFile>

namespace ascendops::ssh {

QList<KnownHostKey> knownKeysInText(const QByteArray &text, const QString &name)
{
    QList<KnownHostKey> keys;
    const QByteArray host = name.toUtf8();
    const QList<QByteArray> lines = text.split('\n');
    for (int i = 0; i < lines.size(); ++i) {
        // libssh reads up to the first NUL; a line holding one is not a line ssh would use.
        const QByteArray line = lines[i].trimmed();
        if (line.isEmpty() || line.startsWith('#') || line.contains('\0'))
            continue;
        ssh_knownhosts_entry *raw = nullptr;
        if (ssh_known_hosts_parse_line(host.constData(), line.constData(), &raw) != SSH_OK || !raw)
            continue;
        const KnownHostsEntryHandle entry(raw);
        if (entry->publickey)
            keys.append(KnownHostKey{keyTypeName(entry->publickey), sha256Fingerprint(entry->publickey), i + 1});
    }
    return keys;
}

QList<KnownHostKey> knownKeysInFile(const QString &file, const QString &name)
{
    QFile in(file);
    if (!in.open(QIODevice::ReadOnly) || documentSizeProblem(in.size()))
        return {};
    return knownKeysInText(in.readAll(), name);
}

} // namespace ascendops::ssh
