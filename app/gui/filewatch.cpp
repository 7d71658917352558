#include "filewatch.h"

#include <QFileInfo>

namespace ascendops {

namespace {

// Long enough to span a save in a few writes, short enough to feel immediate.
constexpr int kSettleMs = 250;

} // namespace

FileWatch::FileWatch(QObject *parent)
    : QObject(parent)
{
    m_settle.setSingleShot(true);
    m_settle.setInterval(kSettleMs);
    connect(&m_settle, &QTimer::timeout, this, &FileWatch::settle);
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, this, &FileWatch::onEvent);
    connect(&m_watcher, &QFileSystemWatcher::directoryChanged, this, &FileWatch::onEvent);
}

void FileWatch::watch(const QString &path)
{
    m_settle.stop();
    if (!m_watcher.files().isEmpty())
        m_watcher.removePaths(m_watcher.files());
    if (!m_watcher.directories().isEmpty())
        m_watcher.removePaths(m_watcher.directories());
    m_path = path.isEmpty() ? QString() : QFileInfo(path).absoluteFilePath();
    if (m_path.isEmpty())
        return;
    m_watcher.addPath(QFileInfo(m_path).absolutePath());
    rewatch();
}

void FileWatch::onEvent()
{
    // A change to a sibling file also wakes the directory watch; the timer
    // coalesces those, and the receiver's fingerprint check ignores them.
    rewatch();
    m_settle.start();
}

void FileWatch::settle()
{
    rewatch();
    emit touched(m_path);
}

void FileWatch::rewatch()
{
    if (!m_path.isEmpty() && !m_watcher.files().contains(m_path) && QFileInfo::exists(m_path))
        m_watcher.addPath(m_path);
}

} // namespace ascendops
