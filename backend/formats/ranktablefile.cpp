#include "formats/ranktablefile.h"

#include "core/inputlimits.h"

#include "core/atomicfile.h"

#include "formats/jsonreader.h"
#include "formats/jsonwriter.h"

#include <QDir>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace ascendops {

namespace {

// What is on disk at one moment: whether a file is there and its bytes.
struct DiskState
{
    bool exists = false;
    QByteArray bytes;
    FileFingerprint fingerprint;
};

QString shown(const QString &path)
{
    return QDir::toNativeSeparators(path);
}

// Reads the whole file. A missing file is a state, not an error; a file that
// is there but cannot be read is an error (returned as false).
bool readDisk(const QString &path, DiskState *state, QString *reason)
{
    *state = DiskState{};
    if (!QFileInfo::exists(path))
        return true;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *reason = file.errorString();
        return false;
    }
    state->exists = true;
    if (const std::optional<QString> tooLarge = documentSizeProblem(file.size())) {
        *reason = QCoreApplication::translate("RankTableFile", "the file %1").arg(*tooLarge);
        return false;
    }
    state->bytes = file.readAll();
    if (file.error() != QFileDevice::NoError) {
        *reason = file.errorString();
        return false;
    }
    state->fingerprint = FileFingerprint::ofBytes(state->bytes, QFileInfo(path).lastModified());
    return true;
}

bool differsFromExpected(const DiskState &disk, const FileFingerprint &expected)
{
    if (!disk.exists)
        return false;   // vanished or never there: nothing to overwrite
    return expected.isNull() || !disk.fingerprint.sameContent(expected);
}

} // namespace

QString RankTableLoad::error() const
{
    if (document.ok() || document.problems().isEmpty())
        return {};
    const Problem &problem = document.problems().first();
    return problem.location().isEmpty() ? RankTableFile::tr("%1: %2").arg(shown(path), problem.message)
                                        : RankTableFile::tr("%1:%2").arg(shown(path), problem.toString());
}

RankTableLoad RankTableFile::load(const QString &path)
{
    DiskState disk;
    QString reason;
    if (!readDisk(path, &disk, &reason) || !disk.exists) {
        if (reason.isEmpty())
            reason = tr("No such file");
        return {Parsed<JsonValue>::failure(Problem::error({}, tr("cannot read the file: %1").arg(reason))), {}, path};
    }
    return {parseJson(std::string_view(disk.bytes.constData(), std::size_t(disk.bytes.size()))), disk.fingerprint, path};
}

RankTableSave RankTableFile::save(const QString &path, const JsonValue &document,
                                  const FileFingerprint &expected, Overwrite overwrite)
{
    RankTableSave result;
    DiskState disk;
    QString reason;
    if (!readDisk(path, &disk, &reason)) {
        result.error = tr("Cannot read %1 before replacing it: %2").arg(shown(path), reason);
        return result;
    }
    if (overwrite == Overwrite::IfUnchanged && differsFromExpected(disk, expected)) {
        result.outcome = RankTableSave::Outcome::ChangedOnDisk;
        result.error = expected.isNull()
            ? tr("%1 already exists").arg(shown(path))
            : tr("%1 was changed by someone else since it was opened").arg(shown(path));
        return result;
    }
    // The backup holds exactly the bytes just compared, not a re-read that
    // could already be newer.
    if (disk.exists) {
        const QString backup = backupPath(path);
        if (!writeFileAtomically(backup, disk.bytes, &reason)) {
            result.error = tr("Cannot write the backup %1 (%2 was left unchanged): %3")
                               .arg(shown(backup), shown(path), reason);
            return result;
        }
        result.backupPath = backup;
    }
    const std::string text = writeJson(document);
    const QByteArray bytes(text.data(), qsizetype(text.size()));
    if (!writeFileAtomically(path, bytes, &reason)) {
        result.error = tr("Cannot save %1: %2").arg(shown(path), reason);
        return result;
    }
    result.outcome = RankTableSave::Outcome::Saved;
    result.fingerprint = FileFingerprint::ofBytes(bytes, QFileInfo(path).lastModified());
    return result;
}

FileFingerprint RankTableFile::fingerprintOnDisk(const QString &path)
{
    DiskState disk;
    QString reason;
    if (!readDisk(path, &disk, &reason))
        return {};
    return disk.fingerprint;
}

bool RankTableFile::changedOnDisk(const QString &path, const FileFingerprint &fingerprint)
{
    const QFileInfo info(path);
    if (!info.exists())
        return !fingerprint.isNull();
    // Different sizes need no hashing.
    if (fingerprint.isNull() || info.size() != fingerprint.size)
        return true;
    const FileFingerprint now = fingerprintOnDisk(path);
    return now.isNull() || !now.sameContent(fingerprint);
}

QString RankTableFile::backupPath(const QString &path)
{
    return path + QStringLiteral(".bak");
}

} // namespace ascendops
