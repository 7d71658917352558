#include "ssh/hostkeycheck.h"

#include "ssh/knownhosts.h"
#include "ssh/libsshptr.h"
#include "ssh/sshlog.h"

#include <QList>

namespace ascendops::ssh {
namespace {

// The known key to show next to the offered one: the same type if there is
// one, else whatever the file has, else what libssh found (global file).
KnownHostKey knownKeyFor(ssh_session session, const SshHost &host, const QString &offeredType)
{
    const QList<KnownHostKey> keys = knownKeysInFile(host.knownHostsFile, host.knownHostsName());
    for (const KnownHostKey &key : keys) {
        if (key.keyType == offeredType)
            return key;
    }
    if (!keys.isEmpty())
        return keys.first();
    ssh_knownhosts_entry *raw = nullptr;
    ssh_session_get_known_hosts_entry(session, &raw);
    const KnownHostsEntryHandle entry(raw);
    if (entry && entry->publickey)
        return KnownHostKey{keyTypeName(entry->publickey), sha256Fingerprint(entry->publickey), 0};
    return KnownHostKey{QStringLiteral("unknown"), QStringLiteral("(unknown)"), 0};
}

QString changedKeyMessage(ssh_session session, const SshHost &host, const HostKeyRefusal &offered,
                          HostKeyRefusal *refusal)
{
    const QString &offeredType = offered.keyType;
    const QString &offeredFingerprint = offered.fingerprint;
    const KnownHostKey known = knownKeyFor(session, host, offeredType);
    if (refusal) {
        *refusal = offered;
        refusal->kind = HostKeyRefusal::Kind::Changed;
        refusal->knownKeyType = known.keyType;
        refusal->knownFingerprint = known.fingerprint;
        refusal->knownLine = known.line;
    }
    const QString where = known.line > 0
                              ? QStringLiteral("%1:%2").arg(displayPath(host.knownHostsFile)).arg(known.line)
                              : QStringLiteral("a global known_hosts file");
    return QStringLiteral("%1: host key has CHANGED, refusing to connect: known %2 key %3 (%4), offered %5 key %6. "
                          "If the node was reinstalled, remove the old key with: ssh-keygen -R \"%7\" -f %8")
        .arg(host.label(), known.keyType, known.fingerprint, where, offeredType, offeredFingerprint,
             host.knownHostsName(), displayPath(host.knownHostsFile));
}

void recordKey(ssh_session session, const SshHost &host, const QString &fingerprint)
{
    if (ssh_session_update_known_hosts(session) != SSH_OK) {
        qCWarning(lcSsh).noquote() << host.label() << "could not record the host key in"
                                   << displayPath(host.knownHostsFile) << ":" << libsshError(session);
        return;
    }
    qCInfo(lcSsh).noquote() << "Permanently added" << host.knownHostsName() << fingerprint << "to"
                            << displayPath(host.knownHostsFile);
}

QString unknownKey(ssh_session session, const SshHost &host, const HostKeyQuestionCallback &ask,
                   const HostKeyRefusal &offered, HostKeyRefusal *refusal)
{
    const QString &offeredType = offered.keyType;
    const QString &offeredFingerprint = offered.fingerprint;
    const QString shown = offeredType + QLatin1Char(' ') + offeredFingerprint;
    // Accepted by the user for this run only: not written anywhere.
    if (host.acceptedHostKeys.contains(offeredFingerprint))
        return {};
    switch (host.hostKeyChecking) {
    case HostKeyChecking::AcceptNew:
    case HostKeyChecking::No:
        recordKey(session, host, offeredFingerprint);
        return {};
    case HostKeyChecking::Yes:
        return QStringLiteral("%1: host key is not known (%2) and StrictHostKeyChecking is yes; "
                              "add it to %3 or allow accept-new")
            .arg(host.label(), shown, displayPath(host.knownHostsFile));
    case HostKeyChecking::Ask:
        break;
    }
    if (refusal)
        *refusal = offered;  // an answer may come later, for the next attempt
    if (!ask)
        return QStringLiteral("%1: host key is not known (%2) and nobody can be asked; "
                              "add it to %3 or allow accept-new")
            .arg(host.label(), shown, displayPath(host.knownHostsFile));
    const HostKeyQuestion question{host.label(), host.knownHostsName(), offeredType, offeredFingerprint,
                                   host.knownHostsFile};
    if (!ask(question))
        return QStringLiteral("%1: host key %2 was not accepted").arg(host.label(), shown);
    if (refusal)
        *refusal = {};
    recordKey(session, host, offeredFingerprint);
    return {};
}

QString publicKeyBase64(ssh_key key)
{
    char *raw = nullptr;
    if (ssh_pki_export_pubkey_base64(key, &raw) != SSH_OK || !raw)
        return {};
    const LibsshString text(raw);
    return QString::fromLatin1(text.get());
}

} // namespace

QString keyTypeName(ssh_key_struct *key)
{
    const char *name = ssh_key_type_to_char(ssh_key_type(key));
    return name ? QString::fromLatin1(name) : QStringLiteral("unknown");
}

QString sha256Fingerprint(ssh_key_struct *key)
{
    unsigned char *hash = nullptr;
    size_t length = 0;
    if (!key || ssh_get_publickey_hash(key, SSH_PUBLICKEY_HASH_SHA256, &hash, &length) != SSH_OK)
        return QStringLiteral("(unknown)");
    const LibsshString text(ssh_get_fingerprint_hash(SSH_PUBLICKEY_HASH_SHA256, hash, length));
    ssh_clean_pubkey_hash(&hash);
    return text ? QString::fromLatin1(text.get()) : QStringLiteral("(unknown)");
}

QString verifyHostKey(ssh_session_struct *session, const SshHost &host, const HostKeyQuestionCallback &ask,
                      HostKeyRefusal *refusal)
{
    ssh_key raw = nullptr;
    if (ssh_get_server_publickey(session, &raw) != SSH_OK)
        return QStringLiteral("%1: cannot read the server's host key: %2").arg(host.label(), libsshError(session));
    const KeyHandle offered(raw);
    HostKeyRefusal details;
    details.host = host.label();
    details.knownHostsName = host.knownHostsName();
    details.keyType = keyTypeName(offered.get());
    details.fingerprint = sha256Fingerprint(offered.get());
    details.publicKeyBase64 = publicKeyBase64(offered.get());
    details.knownHostsFile = host.knownHostsFile;

    switch (ssh_session_is_known_server(session)) {
    case SSH_KNOWN_HOSTS_OK:
        return {};
    case SSH_KNOWN_HOSTS_CHANGED:
    case SSH_KNOWN_HOSTS_OTHER:  // only a key of another type is known: as suspicious as a change
        return changedKeyMessage(session, host, details, refusal);
    case SSH_KNOWN_HOSTS_UNKNOWN:
    case SSH_KNOWN_HOSTS_NOT_FOUND:
        return unknownKey(session, host, ask, details, refusal);
    case SSH_KNOWN_HOSTS_ERROR:
        break;
    }
    return QStringLiteral("%1: cannot check %2: %3")
        .arg(host.label(), displayPath(host.knownHostsFile), libsshError(session));
}

} // namespace ascendops::ssh
