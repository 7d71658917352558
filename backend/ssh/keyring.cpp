#include "ssh/keyring.h"

#include "ssh/libsshptr.h"

#include <QFile>
#include <QFileInfo>

namespace ascendops::ssh {
namespace {

// One key under every name it is given by (~/.ssh/id_x, a symlink to it).
QString canonical(const QString &path)
{
    const QString resolved = QFileInfo(path).canonicalFilePath();
    return resolved.isEmpty() ? path : resolved;
}

} // namespace

void wipeBytes(QByteArray *bytes)
{
    volatile char *p = bytes->data();
    for (qsizetype i = 0; i < bytes->size(); ++i)
        p[i] = 0;
    bytes->clear();
}

KeyRing &KeyRing::instance()
{
    static KeyRing ring;
    return ring;
}

KeyRing::~KeyRing()
{
    forget();
}

QString KeyRing::unlock(const QString &keyPath, QString passphrase)
{
    QByteArray secret = passphrase.toUtf8();
    passphrase.fill(QChar(0));
    ssh_key raw = nullptr;
    const int rc = ssh_pki_import_privkey_file(QFile::encodeName(keyPath).constData(), secret.constData(), nullptr,
                                               nullptr, &raw);
    wipeBytes(&secret);
    // A key that is not encrypted at all opens without it; what is left is a
    // wrong passphrase, or a file that is no key.
    if (rc != SSH_OK
        && ssh_pki_import_privkey_file(QFile::encodeName(keyPath).constData(), nullptr,
                                       [](const char *, char *, size_t, int, int, void *) { return -1; }, nullptr,
                                       &raw) != SSH_OK)
        return QFile::exists(keyPath) ? QStringLiteral("wrong passphrase") : QStringLiteral("%1: no such file").arg(keyPath);
    const KeyHandle key(raw);
    char *exported = nullptr;
    if (ssh_pki_export_privkey_base64(key.get(), nullptr, nullptr, nullptr, &exported) != SSH_OK || !exported)
        return QStringLiteral("%1: the key could not be kept in memory").arg(keyPath);
    QByteArray base64(exported);
    volatile char *p = exported;
    for (std::size_t i = 0; exported[i]; ++i)
        p[i] = 0;
    ssh_string_free_char(exported);
    std::lock_guard lock(m_mutex);
    m_declined.remove(canonical(keyPath));
    QByteArray &slot = m_keys[canonical(keyPath)];
    wipeBytes(&slot);
    slot = std::move(base64);
    return {};
}

bool KeyRing::holds(const QString &keyPath) const
{
    std::lock_guard lock(m_mutex);
    return m_keys.contains(canonical(keyPath));
}

void KeyRing::decline(const QString &keyPath, const QString &why)
{
    std::lock_guard lock(m_mutex);
    m_declined.insert(canonical(keyPath), why);
}

QString KeyRing::declined(const QString &keyPath) const
{
    std::lock_guard lock(m_mutex);
    return m_declined.value(canonical(keyPath));
}

bool KeyRing::withKey(const QString &keyPath, const std::function<void(const QByteArray &)> &use) const
{
    std::lock_guard lock(m_mutex);
    const auto it = m_keys.constFind(canonical(keyPath));
    if (it == m_keys.constEnd())
        return false;
    use(it.value());
    return true;
}

void KeyRing::forget()
{
    std::lock_guard lock(m_mutex);
    for (QByteArray &key : m_keys)
        wipeBytes(&key);
    m_keys.clear();
    m_declined.clear();
}

} // namespace ascendops::ssh
