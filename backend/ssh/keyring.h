#pragma once
// Private keys unlocked with their passphrase in this process, as ssh-agent
// holds them: in memory only, never written anywhere; the passphrase itself
// is wiped as soon as the key is decrypted. Every session of the process
// draws on it, so that hundreds of nodes and their reconnects cost the
// operator one answer per key.
#include <QByteArray>
#include <QHash>
#include <QString>

#include <functional>
#include <mutex>

namespace ascendops::ssh {

class KeyRing
{
public:
    static KeyRing &instance();
    ~KeyRing();

    // Decrypts the key at KEYPATH with PASSPHRASE (wiped here, whatever the
    // outcome) and keeps it; "" on success, else why not ("wrong
    // passphrase", "... not a private key ...").
    QString unlock(const QString &keyPath, QString passphrase);
    bool holds(const QString &keyPath) const;
    // A key whose question went unanswered (or was answered wrong three
    // times) is not asked about again in this process: WHY says what
    // happened. An unlock() that succeeds lifts it.
    void decline(const QString &keyPath, const QString &why);
    QString declined(const QString &keyPath) const;
    // Calls USE with the unlocked key in OpenSSH's base64 form when it is
    // held; false when it is not.
    bool withKey(const QString &keyPath, const std::function<void(const QByteArray &base64)> &use) const;
    // Wipes and drops every key.
    void forget();

    // Held while a passphrase is asked for, so that workers that meet the
    // same locked key ask one at a time and the later ones find it unlocked.
    std::mutex &askMutex() { return m_askMutex; }

private:
    KeyRing() = default;

    mutable std::mutex m_mutex;
    QHash<QString, QByteArray> m_keys;   // canonical key path -> unencrypted base64
    QHash<QString, QString> m_declined;  // canonical key path -> why it stays locked
    std::mutex m_askMutex;
};

// Overwrites BYTES before it is freed.
void wipeBytes(QByteArray *bytes);

} // namespace ascendops::ssh
