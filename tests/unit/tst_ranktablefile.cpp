// RankTableFile: what the console relies on so that saving a rank table
// never loses anybody's work, neither the user's nor a colleague's.
#include "formats/jsonreader.h"
#include "formats/ranktablefile.h"

#include <QDir>
#include <QFile>
#include <QFileDevice>
#include <QFileInfo>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

using namespace ascendops;

namespace {

const QByteArray kTable = R"({
    "status": "completed",
    "version": "1.0",
    "server_count": "1",
    "server_list": [
        {"server_id": "node_0", "device": [
            {"device_id": "0", "device_ip": "192.168.1.8", "rank_id": "0"}]}
    ]
})";

QByteArray readAll(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

// Sets the modification time the way `touch -d` would.
void setModified(const QString &path, const QDateTime &time)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadWrite) || !file.setFileTime(time, QFileDevice::FileModificationTime))
        qFatal("cannot set a file time");
}

void writeAll(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(bytes) != bytes.size())
        qFatal("cannot write a test file");
}

// The loaded table with its status changed, so a save has something to write.
JsonValue edited(const JsonValue &document, const char *status)
{
    JsonValue copy = document;
    copy.setMember("status", JsonValue::string(status));
    return copy;
}

} // namespace

class TestRankTableFile : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_serial = 0;

    // A fresh file per test so that backups of one test never meet another.
    QString fixture(const QByteArray &content = kTable)
    {
        const QString path = m_dir.filePath(QStringLiteral("hccl-%1.json").arg(++m_serial));
        writeAll(path, content);
        return path;
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void loadSaveRoundTrip()
    {
        const QString path = fixture();
        const RankTableLoad loaded = RankTableFile::load(path);
        QVERIFY2(loaded.document.ok(), qPrintable(loaded.error()));
        QVERIFY(!loaded.fingerprint.isNull());
        QCOMPARE(loaded.fingerprint.size, qint64(kTable.size()));
        QVERIFY(!RankTableFile::changedOnDisk(path, loaded.fingerprint));

        const RankTableSave saved = RankTableFile::save(path, *loaded.document, loaded.fingerprint);
        QVERIFY2(saved.ok(), qPrintable(saved.error));
        const RankTableLoad again = RankTableFile::load(path);
        QVERIFY(again.document.ok());
        QVERIFY(*again.document == *loaded.document);
        QVERIFY(again.fingerprint.sameContent(saved.fingerprint));
        QVERIFY(!RankTableFile::changedOnDisk(path, saved.fingerprint));
    }

    void backupHoldsTheOldContent()
    {
        const QString path = fixture();
        const QString backup = RankTableFile::backupPath(path);
        writeAll(backup, "an older backup that must be replaced");
        const RankTableLoad loaded = RankTableFile::load(path);
        QVERIFY(loaded.document.ok());

        const RankTableSave saved = RankTableFile::save(path, edited(*loaded.document, "initializing"), loaded.fingerprint);
        QVERIFY2(saved.ok(), qPrintable(saved.error));
        QCOMPARE(saved.backupPath, backup);
        QCOMPARE(readAll(backup), kTable);
        QVERIFY(readAll(path).contains("\"status\": \"initializing\""));
        // Only the target and its backup: no temporary files left behind.
        const QStringList left = QDir(m_dir.path()).entryList({QFileInfo(path).fileName() + QStringLiteral("*")}, QDir::Files);
        QCOMPARE(left.size(), 2);
    }

    void externalChangeIsRefused()
    {
        const QString path = fixture();
        const RankTableLoad loaded = RankTableFile::load(path);
        QVERIFY(loaded.document.ok());
        // Same size and possibly the same second: only the hash can tell.
        QByteArray theirs = kTable;
        theirs.replace("node_0", "node_9");
        writeAll(path, theirs);
        setModified(path, loaded.fingerprint.modified);
        QVERIFY(RankTableFile::changedOnDisk(path, loaded.fingerprint));

        const RankTableSave saved = RankTableFile::save(path, edited(*loaded.document, "initializing"), loaded.fingerprint);
        QCOMPARE(saved.outcome, RankTableSave::Outcome::ChangedOnDisk);
        QVERIFY(saved.error.contains(QDir::toNativeSeparators(path)));
        QCOMPARE(readAll(path), theirs);
        QVERIFY(!QFile::exists(RankTableFile::backupPath(path)));
    }

    void touchedButUnchangedIsNotAChange()
    {
        const QString path = fixture();
        const RankTableLoad loaded = RankTableFile::load(path);
        QVERIFY(loaded.document.ok());
        setModified(path, loaded.fingerprint.modified.addSecs(3600));
        QVERIFY(!RankTableFile::changedOnDisk(path, loaded.fingerprint));
        QVERIFY(RankTableFile::save(path, *loaded.document, loaded.fingerprint).ok());
    }

    void forcedSaveOverwrites()
    {
        const QString path = fixture();
        const RankTableLoad loaded = RankTableFile::load(path);
        QVERIFY(loaded.document.ok());
        const QByteArray theirs = kTable + "\n\n";
        writeAll(path, theirs);

        const RankTableSave saved = RankTableFile::save(path, edited(*loaded.document, "initializing"),
                                                        loaded.fingerprint, RankTableFile::Overwrite::Always);
        QVERIFY2(saved.ok(), qPrintable(saved.error));
        // Their version is not lost: it is the backup.
        QCOMPARE(readAll(RankTableFile::backupPath(path)), theirs);
        QVERIFY(readAll(path).contains("\"status\": \"initializing\""));
    }

    void newFileNeedsNoFingerprint()
    {
        const QString path = m_dir.filePath(QStringLiteral("new.json"));
        QVERIFY(!RankTableFile::changedOnDisk(path, {}));
        const RankTableSave saved = RankTableFile::save(path, parseJson(kTable.toStdString()).value(), {});
        QVERIFY2(saved.ok(), qPrintable(saved.error));
        QVERIFY(saved.backupPath.isEmpty());
        // A second save as "new" must not silently replace what is now there.
        QCOMPARE(RankTableFile::save(path, JsonValue::object(), {}).outcome, RankTableSave::Outcome::ChangedOnDisk);
    }

    void unwritableDirectoryFailsAndKeepsTheOriginal()
    {
        QTemporaryDir locked;
        QVERIFY(locked.isValid());
        const QString path = locked.filePath(QStringLiteral("hccl.json"));
        writeAll(path, kTable);
        const RankTableLoad loaded = RankTableFile::load(path);
        QVERIFY(loaded.document.ok());
        QFile::setPermissions(locked.path(), QFileDevice::ReadOwner | QFileDevice::ExeOwner);
        const auto unlock = qScopeGuard([&] {
            QFile::setPermissions(locked.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        });
        QFile probe(locked.filePath(QStringLiteral("probe")));
        if (probe.open(QIODevice::WriteOnly))
            QSKIP("running with privileges that ignore directory permissions (root)");

        const RankTableSave saved = RankTableFile::save(path, edited(*loaded.document, "initializing"), loaded.fingerprint);
        QCOMPARE(saved.outcome, RankTableSave::Outcome::Failed);
        QVERIFY2(saved.error.contains(QDir::toNativeSeparators(path)), qPrintable(saved.error));
        QCOMPARE(readAll(path), kTable);
    }

    void missingDirectoryFails()
    {
        const QString path = m_dir.filePath(QStringLiteral("no-such-dir/hccl.json"));
        const RankTableSave saved = RankTableFile::save(path, JsonValue::object(), {});
        QCOMPARE(saved.outcome, RankTableSave::Outcome::Failed);
        QVERIFY2(saved.error.contains(QDir::toNativeSeparators(path)), qPrintable(saved.error));
    }

    // The same guarantee where directory permissions cannot be taken away
    // (root): the backup cannot be written because a directory is in its way.
    void failedBackupKeepsTheOriginal()
    {
        const QString path = fixture();
        QVERIFY(QDir().mkdir(RankTableFile::backupPath(path)));
        const RankTableLoad loaded = RankTableFile::load(path);
        QVERIFY(loaded.document.ok());

        const RankTableSave saved = RankTableFile::save(path, edited(*loaded.document, "initializing"), loaded.fingerprint);
        QCOMPARE(saved.outcome, RankTableSave::Outcome::Failed);
        QVERIFY2(saved.error.contains(QDir::toNativeSeparators(RankTableFile::backupPath(path))), qPrintable(saved.error));
        QCOMPARE(readAll(path), kTable);
    }

    void syntaxErrorHasLineAndColumn()
    {
        const QString path = fixture("{\n    \"version\": \"1.0\"\n    \"status\": \"completed\"\n}\n");
        const RankTableLoad loaded = RankTableFile::load(path);
        QVERIFY(!loaded.document.ok());
        QCOMPARE(loaded.document.problems().first().line, 3);
        QCOMPARE(loaded.document.problems().first().column, 5);
        QVERIFY2(loaded.error().startsWith(QDir::toNativeSeparators(path) + QStringLiteral(":3:5: ")), qPrintable(loaded.error()));
        QVERIFY(!loaded.fingerprint.isNull());
    }

    void missingFileNamesTheFile()
    {
        const QString path = m_dir.filePath(QStringLiteral("absent.json"));
        const RankTableLoad loaded = RankTableFile::load(path);
        QVERIFY(!loaded.document.ok());
        QVERIFY(loaded.error().startsWith(QDir::toNativeSeparators(path)));
        QVERIFY(loaded.fingerprint.isNull());
    }

    void deletedFileCountsAsChanged()
    {
        const QString path = fixture();
        const RankTableLoad loaded = RankTableFile::load(path);
        QVERIFY(QFile::remove(path));
        QVERIFY(RankTableFile::changedOnDisk(path, loaded.fingerprint));
    }
};

QTEST_GUILESS_MAIN(TestRankTableFile)
#include "tst_ranktablefile.moc"
