#include "ranktablesession.h"

#include "prompter.h"

#include "ranktable/ranktabledocument.h"

#include <QDir>
#include <QFileInfo>
#include <QScopedValueRollback>

namespace ascendops {
namespace {

constexpr int kMessageMs = 6000;

QString nativePath(const QString &path)
{
    return QDir::toNativeSeparators(path);
}

} // namespace

RankTableSession::RankTableSession(RankTableDocument *document, Prompter *prompter, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_prompter(prompter)
{
    connect(&m_watch, &FileWatch::touched, this, &RankTableSession::onDiskTouched);
}

QString RankTableSession::displayName() const
{
    return isUntitled() ? tr("untitled") : QFileInfo(m_path).fileName();
}

// ---- opening and closing -------------------------------------------------

bool RankTableSession::open(const QString &path)
{
    return maybeKeepChanges() && load(path);
}

bool RankTableSession::openCopyOf(const QString &path)
{
    if (!maybeKeepChanges())
        return false;
    RankTableLoad load = RankTableFile::load(path);
    if (!load.document) {
        m_prompter->showError(tr("Cannot open rank table"), load.error());
        return false;
    }
    m_open = true;
    attach({}, {});
    m_document->setDocument(load.document.take(), true);
    emit shown();
    return true;
}

bool RankTableSession::reload()
{
    if (!m_open || isUntitled())
        return false;
    if (m_document->isModified() && !m_prompter->confirmReload(m_path, false))
        return false;
    return load(m_path);
}

bool RankTableSession::close()
{
    if (!maybeKeepChanges())
        return false;
    m_open = false;
    attach({}, {});
    m_document->setDocument(JsonValue(), true);
    emit closed();
    return true;
}

bool RankTableSession::load(const QString &path)
{
    RankTableLoad load = RankTableFile::load(path);
    if (!load.document) {
        if (!QFileInfo::exists(path))
            emit fileMissing(path);
        m_prompter->showError(tr("Cannot open rank table"), load.error());
        return false;
    }
    m_open = true;
    attach(path, load.fingerprint);
    m_document->setDocument(load.document.take(), true);
    emit shown();
    emit fileUsed(m_path);
    // The full path is in the status bar's permanent part already.
    emit message(tr("Opened %1").arg(displayName()), kMessageMs);
    return true;
}

// ---- saving --------------------------------------------------------------

bool RankTableSession::save()
{
    if (!m_open || !confirmErrors())
        return false;
    return isUntitled() ? askPathAndSave() : saveTo(m_path, false);
}

bool RankTableSession::saveAs()
{
    return m_open && confirmErrors() && askPathAndSave();
}

bool RankTableSession::confirmErrors()
{
    int errors = 0;
    const Problem *first = nullptr;
    for (const Problem &problem : m_document->problems()) {
        if (problem.isError() && errors++ == 0)
            first = &problem;
    }
    return errors == 0 || m_prompter->confirmSaveWithErrors(displayName(), errors, first->toString());
}

bool RankTableSession::askPathAndSave()
{
    const QString suggested = !m_path.isEmpty() || !m_suggestSavePath ? m_path : m_suggestSavePath();
    const QString path = m_prompter->askSavePath(suggested);
    if (path.isEmpty())
        return false;
    // The save dialog has asked before replacing another file; the file
    // this table came from is still protected by its fingerprint.
    return saveTo(path, !isCurrentPath(path));
}

bool RankTableSession::saveTo(const QString &path, bool overwriteConfirmed)
{
    const auto overwrite = overwriteConfirmed ? RankTableFile::Overwrite::Always : RankTableFile::Overwrite::IfUnchanged;
    const FileFingerprint expected = isCurrentPath(path) ? m_base : FileFingerprint{};
    const RankTableSave result = RankTableFile::save(path, m_document->json(), expected, overwrite);
    if (result.outcome == RankTableSave::Outcome::ChangedOnDisk)
        return resolveSaveConflict(path);
    if (!result.ok()) {
        m_prompter->showError(tr("Cannot save rank table"), result.error);
        return false;
    }
    attach(path, result.fingerprint);
    m_document->setClean();
    emit fileUsed(m_path);
    emit changed();
    emit message(result.backupPath.isEmpty()
                     ? tr("Saved %1").arg(nativePath(m_path))
                     : tr("Saved %1 (the previous version is in %2)").arg(nativePath(m_path), nativePath(result.backupPath)),
                 kMessageMs);
    return true;
}

bool RankTableSession::resolveSaveConflict(const QString &path)
{
    switch (m_prompter->askSaveConflict(path)) {
    case Prompter::ConflictChoice::Overwrite:
        return saveTo(path, true);
    case Prompter::ConflictChoice::Reload:
        // The user's edits are gone by their choice; what they were doing
        // (closing, quitting) does not go on as if the save had worked.
        load(path);
        return false;
    case Prompter::ConflictChoice::Cancel:
        break;
    }
    return false;
}

bool RankTableSession::maybeKeepChanges()
{
    if (!m_open || !m_document->isModified())
        return true;
    switch (m_prompter->askUnsaved(displayName())) {
    case Prompter::UnsavedChoice::Save:
        return save();
    case Prompter::UnsavedChoice::Discard:
        return true;
    case Prompter::UnsavedChoice::Cancel:
        break;
    }
    return false;
}

// ---- changes on disk -----------------------------------------------------

RankTableSession::DiskState RankTableSession::diskState() const
{
    if (!m_open || isUntitled())
        return DiskState::Same;
    if (!QFileInfo::exists(m_path))
        return DiskState::Gone;
    return RankTableFile::changedOnDisk(m_path, m_lastSeen) ? DiskState::Changed : DiskState::Same;
}

void RankTableSession::onDiskTouched()
{
    if (m_askingAboutDisk)
        return;
    const QString path = m_path;
    switch (diskState()) {
    case DiskState::Same:
        return;
    case DiskState::Gone:
        emit message(tr("%1 was moved or deleted on disk; Save writes it again.").arg(nativePath(path)), 0);
        return;
    case DiskState::Changed:
        break;
    }
    if (!m_document->isModified()) {
        // Nothing of the user's to lose: follow the file, and say so.
        if (load(path))
            emit message(tr("%1 changed on disk and was reloaded.").arg(nativePath(path)), kMessageMs);
        else
            acknowledgeDisk();
        return;
    }
    const QScopedValueRollback<bool> asking(m_askingAboutDisk, true);
    if (m_prompter->confirmReload(path, true)) {
        load(path);
        return;
    }
    acknowledgeDisk();
    emit message(tr("Kept your version of %1; Save will ask before replacing the file on disk.").arg(nativePath(path)), 0);
}

void RankTableSession::acknowledgeDisk()
{
    if (!isUntitled())
        m_lastSeen = RankTableFile::fingerprintOnDisk(m_path);
}

void RankTableSession::attach(const QString &path, const FileFingerprint &fingerprint)
{
    m_path = path.isEmpty() ? QString() : QFileInfo(path).absoluteFilePath();
    m_base = fingerprint;
    m_lastSeen = fingerprint;
    m_watch.watch(m_path);
}

bool RankTableSession::isCurrentPath(const QString &path) const
{
    return !m_path.isEmpty() && QFileInfo(path).absoluteFilePath() == m_path;
}

} // namespace ascendops
