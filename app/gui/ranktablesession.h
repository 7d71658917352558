#pragma once

#include "filewatch.h"

#include "model/filefingerprint.h"
#include "formats/ranktablefile.h"

#include <QObject>
#include <QString>

namespace ascendops {

// The file behind the rank table on screen: its path (none while untitled),
// what it held when loaded or last saved, and a watch on it. Loading and
// saving go through RankTableFile, so a save refuses to overwrite changes
// it has not seen.
class RankTableSession : public QObject
{
    Q_OBJECT

public:
    enum class DiskState { Same, Changed, Gone };

    explicit RankTableSession(QObject *parent = nullptr);

    bool isOpen() const { return m_open; }
    bool isUntitled() const { return m_path.isEmpty(); }
    QString path() const { return m_path; }
    // The file name, or "untitled".
    QString displayName() const;

    // Reads `path`. On success this session is that file's from now on; on
    // failure nothing changes. Synchronous: a 16k-rank table loads well
    // under 50 ms, below what a user notices.
    RankTableLoad open(const QString &path);
    // A table that belongs to no file yet (the demo): the first save asks where.
    void openUntitled();
    void close();

    // Saves to `path`: over what this session loaded when it is the same
    // file, otherwise only over nothing, unless `overwrite` is Always.
    RankTableSave save(const QString &path, const JsonValue &document, RankTableFile::Overwrite overwrite);

    // Whether the file differs from what was last loaded, saved or
    // acknowledged.
    DiskState diskState() const;
    // Stops diskState() from reporting what is on disk now, e.g. after the
    // user chose to keep their own version. Saves still refuse to overwrite
    // it without asking.
    void acknowledgeDisk();

signals:
    // Something happened to the file on disk; see diskState().
    void diskTouched();

private:
    void attach(const QString &path, const FileFingerprint &fingerprint);
    bool isCurrentPath(const QString &path) const;

    bool m_open = false;
    QString m_path;
    FileFingerprint m_base;       // what a save may overwrite without asking
    FileFingerprint m_lastSeen;   // what the user already knows about
    FileWatch m_watch;
};

} // namespace ascendops
