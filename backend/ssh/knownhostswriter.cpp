#include "ssh/knownhostswriter.h"

#include "core/atomicfile.h"

#include "ssh/sshlog.h"
#include "ssh/sshtarget.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace ascendops::ssh {

QString knownHostsLine(const HostKeyRefusal &key)
{
    return key.knownHostsName + QLatin1Char(' ') + key.keyType + QLatin1Char(' ') + key.publicKeyBase64;
}

bool recordKnownHost(const HostKeyRefusal &key, QString *error)
{
    if (key.kind == HostKeyRefusal::Kind::Changed) {
        *error = QStringLiteral("%1: a changed host key is never recorded").arg(key.host);
        return false;
    }
    if (key.knownHostsFile.isEmpty() || key.knownHostsName.isEmpty() || key.publicKeyBase64.isEmpty()) {
        *error = QStringLiteral("%1: nothing to record").arg(key.host);
        return false;
    }
    const QFileInfo info(key.knownHostsFile);
    QDir dir = info.absoluteDir();
    if (!dir.exists() && (!dir.mkpath(QStringLiteral("."))
                          || !QFile::setPermissions(dir.absolutePath(), QFileDevice::ReadOwner | QFileDevice::WriteOwner
                                                                            | QFileDevice::ExeOwner))) {
        *error = QStringLiteral("%1: cannot create %2").arg(key.host, displayPath(dir.absolutePath()));
        return false;
    }
    QByteArray content;
    QFile existing(key.knownHostsFile);
    if (existing.exists()) {
        if (!existing.open(QIODevice::ReadOnly)) {
            *error = QStringLiteral("%1: %2").arg(displayPath(key.knownHostsFile), existing.errorString());
            return false;
        }
        content = existing.readAll();
        if (!content.isEmpty() && !content.endsWith('\n'))
            content += '\n';
    }
    content += knownHostsLine(key).toUtf8() + '\n';
    QString reason;
    if (!writeFileAtomically(key.knownHostsFile, content, &reason)) {
        *error = QStringLiteral("%1: %2").arg(displayPath(key.knownHostsFile), reason);
        return false;
    }
    qCInfo(lcSsh).noquote() << "Permanently added" << key.knownHostsName << key.fingerprint << "to"
                            << displayPath(key.knownHostsFile);
    return true;
}

} // namespace ascendops::ssh
