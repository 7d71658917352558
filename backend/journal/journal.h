#pragma once
// The pipeline's durable journal: every incident's detection, classification,
// decision, action, verification, escalation and resolution, and every
// circuit-breaker change, appended in order and kept across crashes. The
// pipeline appends with sync before it sends an action to the cluster, so what
// it did can always be read back, even when it died right after.
//
// On disk (format 1): a directory of segments journal-000001.log,
// journal-000002.log, ... (number grows by one; a new segment starts once the
// current one would pass the segment limit, 16 MiB by default), plus
// journal.lock, which the writer holds with flock() so that two processes never
// append to (or cut back) the same journal. Each segment is a sequence of lines,
// one record per line:
//
//   <crc32c> <length> <payload>\n
//
// crc32c is the CRC-32C of the payload as 8 lowercase hex digits, length its
// size in bytes in decimal, payload the record as compact JSON (toJson(), which
// never contains a raw newline). A line is an intact record only if it ends in
// a newline and both length and checksum match.
//
// Reading: a damaged line inside the journal is reported (file and byte
// offset) and skipped; the lines after it are read, since each line stands on
// its own. Damage after the last intact line of the newest segment is a torn
// tail, the mark of a crash in the middle of a write: it is ignored and flagged.
// Opening for append cuts a torn tail off (nothing in it was ever acknowledged:
// append() returns only after the whole line is written) so that new records
// never land after garbage.
#include "journal/journalrecord.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace ascendops::journal {

struct JournalReadResult
{
    std::vector<JournalRecord> records;   // every intact record, in order
    bool tornTail = false;                // the last segment ends in an incomplete or corrupt record (a crash mid-write); it is ignored
    QStringList problems;                 // each names the file and the byte offset / line, e.g. "DIR/journal-000001.log:1234: checksum mismatch"
    QString tornTailLocation;             // "FILE:OFFSET" where the ignored tail starts, when tornTail
    qint64 tornTailBytes = 0;             // how many bytes it has
    QStringList ioErrors;                 // the directory or a segment that could not be read at all
    int segments = 0;                     // segment files found
};

// The writer. One per journal directory (the lock makes sure), used from one
// thread at a time.
class Journal
{
public:
    static constexpr qint64 kDefaultSegmentLimit = 16 * 1024 * 1024;

    Journal() = default;
    ~Journal();
    Journal(const Journal &) = delete;
    Journal &operator=(const Journal &) = delete;

    // Opens (creating) the journal directory; appends go to the newest segment. On failure returns false and says why (naming the path).
    bool open(const QString &dir, QString *error);
    bool isOpen() const { return m_fd >= 0; }
    QString directory() const { return m_dir; }
    void close();
    // Appends one record and, when `sync` is true, makes it durable (fsync / fdatasync of the file) before returning.
    // Returns false with the reason on any I/O failure; a failed append never leaves a half record that a reader would take as valid.
    bool append(const JournalRecord &record, bool sync, QString *error);
    // Reads every segment of a journal directory (no need to open it for writing).
    static JournalReadResult read(const QString &dir);

    // A segment is closed and the next one started before an append would take
    // it past this size (a record larger than the limit gets a segment alone).
    void setSegmentLimit(qint64 bytes) { m_segmentLimit = bytes; }
    qint64 segmentLimit() const { return m_segmentLimit; }
    // What the open journal holds on disk: its closed segments and the
    // intact part of the current one.
    qint64 bytes() const { return m_closedBytes + m_size; }

private:
    bool lockDirectory(QString *error);
    bool openNewestSegment(QString *error);
    bool startSegment(qint64 number, QString *error);
    bool rotate(QString *error);
    bool undoPartialAppend(const QString &why, QString *error);
    QString segmentPath(qint64 number) const;

    QString m_dir;
    int m_fd = -1;              // the current segment, write-only, O_APPEND
    int m_lockFd = -1;
    qint64 m_segment = 0;       // its number
    qint64 m_size = 0;          // its size: the end of its last intact record
    qint64 m_closedBytes = 0;   // the segments before it
    qint64 m_segmentLimit = kDefaultSegmentLimit;
};

} // namespace ascendops::journal
