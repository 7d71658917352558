#include "demokubeconfig.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QLockFile>
#include <QSaveFile>
#include <QStandardPaths>

namespace ascendops {

DemoKubeconfig::DemoKubeconfig() = default;

DemoKubeconfig::~DemoKubeconfig()
{
    remove();
}

QString DemoKubeconfig::directory()
{
    return QStandardPaths::writableLocation(QStandardPaths::RuntimeLocation) + QStringLiteral("/ascend-ops");
}

bool DemoKubeconfig::write(const QByteArray &yaml, QString *error)
{
    remove();
    const QDir dir(directory());
    if (!dir.mkpath(QStringLiteral("."))) {
        *error = QCoreApplication::translate("DemoKubeconfig", "cannot create %1").arg(dir.path());
        return false;
    }
    // Each demo holds a lock on its name while it runs; a console that
    // crashed leaves a stale lock, which QLockFile takes over.
    for (int n = 1; n <= 64; ++n) {
        const QString name = n == 1 ? QStringLiteral("demo.kubeconfig") : QStringLiteral("demo-%1.kubeconfig").arg(n);
        auto lock = std::make_unique<QLockFile>(dir.filePath(name + QStringLiteral(".lock")));
        if (!lock->tryLock(0))
            continue;
        QSaveFile file(dir.filePath(name));
        // Owner-only before a byte of it is written: it holds the demo's credentials.
        if (!file.open(QIODevice::WriteOnly) || !file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner)
            || file.write(yaml) != yaml.size() || !file.commit()) {
            *error = QStringLiteral("%1: %2").arg(file.fileName(), file.errorString());
            return false;
        }
        m_lock = std::move(lock);
        m_path = file.fileName();
        return true;
    }
    *error = QCoreApplication::translate("DemoKubeconfig", "every name in %1 is taken by another demo").arg(dir.path());
    return false;
}

void DemoKubeconfig::remove()
{
    if (!m_path.isEmpty())
        QFile::remove(m_path);
    m_path.clear();
    m_lock.reset();   // unlocks and removes the lock file
}

} // namespace ascendops
