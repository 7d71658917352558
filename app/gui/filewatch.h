#pragma once

#include <QFileSystemWatcher>
#include <QObject>
#include <QString>
#include <QTimer>

namespace ascendops {

// Tells when something may have happened to one file. Editors and tools
// usually replace a file (write a temporary, rename it over) rather than
// write into it, and the rename ends an inotify watch; so the directory is
// watched too and the file is watched again whenever it reappears. Bursts
// of events (a tool writing in chunks) come out as one signal. Whether the
// content really changed is for the receiver to decide, by fingerprint.
class FileWatch : public QObject
{
    Q_OBJECT

public:
    explicit FileWatch(QObject *parent = nullptr);

    // Starts watching `path` (empty: stops watching).
    void watch(const QString &path);
    QString path() const { return m_path; }

signals:
    void touched(const QString &path);

private:
    void onEvent();
    void settle();
    void rewatch();

    QFileSystemWatcher m_watcher;
    QTimer m_settle;
    QString m_path;
};

} // namespace ascendops
