#pragma once

#include "filewatch.h"

#include "formats/ranktablefile.h"
#include "model/filefingerprint.h"

#include <QObject>
#include <QString>

#include <functional>

namespace ascendops {

class Prompter;
class RankTableDocument;

// The rank table on screen and the file behind it, and the rules that keep
// the user's work safe, as an editor's document keeps them: unsaved edits
// are never dropped without asking, a file someone else changed is never
// overwritten without asking (a save goes through RankTableFile, which
// refuses to overwrite changes it has not seen), and a change on disk is
// noticed: followed when nothing of the user's would be lost, asked about
// otherwise. The window only shows what the session says.
class RankTableSession : public QObject
{
    Q_OBJECT

public:
    enum class DiskState { Same, Changed, Gone };

    RankTableSession(RankTableDocument *document, Prompter *prompter, QObject *parent = nullptr);

    bool isOpen() const { return m_open; }
    bool isUntitled() const { return m_path.isEmpty(); }
    QString path() const { return m_path; }
    // The file name, or "untitled".
    QString displayName() const;

    // Each asks about unsaved changes first where they would be lost, and
    // returns false when the user cancels or it fails (having said why).
    // Synchronous: a 16k-rank table loads well under 50 ms, below what a
    // user notices; bigger inputs would move to a worker thread.
    bool open(const QString &path);
    // A table read from `path` (the demo, a template) that belongs to no
    // file: the first save asks where.
    bool openCopyOf(const QString &path);
    bool reload();
    bool save();
    bool saveAs();
    bool close();
    // Unsaved edits: save, drop or keep them (false: the user keeps them and
    // what was about to happen must not).
    bool maybeKeepChanges();

    // Whether the file differs from what was last loaded, saved or
    // acknowledged.
    DiskState diskState() const;
    // Where the save dialog starts for a table with no file yet.
    void setSaveSuggestion(std::function<QString()> suggest) { m_suggestSavePath = std::move(suggest); }

signals:
    // A table was put into the document: show it.
    void shown();
    // The document was emptied.
    void closed();
    // Opened or saved there (the recent files list), or found missing.
    void fileUsed(const QString &path);
    void fileMissing(const QString &path);
    // Saved or reloaded: the window title and the actions change.
    void changed();
    // Words for the status bar; 0: until the next message.
    void message(const QString &text, int timeoutMs);

private:
    bool load(const QString &path);
    // A table with errors is saved only once the user said so.
    bool confirmErrors();
    bool askPathAndSave();
    bool saveTo(const QString &path, bool overwriteConfirmed);
    bool resolveSaveConflict(const QString &path);
    void onDiskTouched();
    // Stops diskState() from reporting what is on disk now (the user chose
    // their own version); saves still ask before replacing it.
    void acknowledgeDisk();
    void attach(const QString &path, const FileFingerprint &fingerprint);
    bool isCurrentPath(const QString &path) const;

    RankTableDocument *m_document;
    Prompter *m_prompter;
    bool m_open = false;
    bool m_askingAboutDisk = false;
    QString m_path;
    FileFingerprint m_base;       // what a save may overwrite without asking
    FileFingerprint m_lastSeen;   // what the user already knows about
    FileWatch m_watch;
    std::function<QString()> m_suggestSavePath;
};

} // namespace ascendops
