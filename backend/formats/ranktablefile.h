#pragma once

#include "model/filefingerprint.h"
#include "model/jsonvalue.h"
#include "core/problem.h"
#include "core/result.h"

#include <QCoreApplication>
#include <QString>

namespace ascendops {

struct RankTableLoad
{
    // The table, or why not: the file unreadable, or a syntax error with
    // its line and column.
    Parsed<JsonValue> document;
    // Of the bytes read; set whenever the file could be read, even if it
    // did not parse, so a caller can still watch it for a fix.
    FileFingerprint fingerprint;
    QString path;

    // "FILE:LINE:COLUMN: message" or "FILE: message"; "" when loaded.
    QString error() const;
};

struct RankTableSave
{
    enum class Outcome { Saved, ChangedOnDisk, Failed };

    Outcome outcome = Outcome::Failed;
    QString error;                 // names the file; empty when saved
    FileFingerprint fingerprint;   // of the new file when saved
    QString backupPath;            // empty when there was no old file to keep

    bool ok() const { return outcome == Outcome::Saved; }
};

// Reading and writing a rank table on disk, for an editor that keeps the
// table open while other people and tools (the Ascend Operator, scripts,
// a colleague's editor) may rewrite the same file. A save never clobbers a
// change it has not seen, keeps the replaced content in FILE.bak, and never
// leaves a half-written file or backup behind.
class RankTableFile
{
    Q_DECLARE_TR_FUNCTIONS(RankTableFile)

public:
    enum class Overwrite { IfUnchanged, Always };

    static RankTableLoad load(const QString &path);

    // Writes `document` in the canonical layout. `expected` is the
    // fingerprint of what the caller loaded or last saved there (null: the
    // caller expects no file). With Overwrite::IfUnchanged a file whose
    // content differs from `expected` is left alone and the outcome is
    // ChangedOnDisk. A file that has vanished meanwhile is simply written:
    // there is nothing left on disk to lose.
    static RankTableSave save(const QString &path, const JsonValue &document,
                              const FileFingerprint &expected,
                              Overwrite overwrite = Overwrite::IfUnchanged);

    // The fingerprint of what is at `path` now; null when no file is there
    // or it cannot be read.
    static FileFingerprint fingerprintOnDisk(const QString &path);

    // True when the content at `path` is no longer what `fingerprint`
    // describes: edited, replaced, deleted, or (for a null fingerprint) created.
    static bool changedOnDisk(const QString &path, const FileFingerprint &fingerprint);

    static QString backupPath(const QString &path);
};

} // namespace ascendops
