// `ascend-ops-cli journal export`, run as a process on journals written here:
// JSON lines and CSV that parse back to the records written, a torn tail as a
// warning (exit 0), damaged records named on stderr (exit 1), and usage or
// I/O errors (exit 2).
#include "journal/journal.h"
#include "journal/journalsegment.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "../support/clirun.h"

using namespace ascendops::journal;

namespace {

using Run = CliRun;

QStringList exportArgs(const QString &dir, const QStringList &more = {})
{
    return QStringList{QStringLiteral("journal"), QStringLiteral("export"), QStringLiteral("--journal"), dir} + more;
}

JournalRecord makeRecord(int index)
{
    JournalRecord record;
    record.timeMs = 1795428902345 + index;
    record.incidentId = index == 3 ? QString() : QStringLiteral("inc-20261123-%1").arg(index, 6, 10, QLatin1Char('0'));
    record.kind = index == 3 ? RecordKind::Breaker : RecordKind(index % 7);
    record.job = QStringLiteral("default/mindx-a3");
    record.node = QStringLiteral("node-%1").arg(index);
    record.device = QString::number(index);
    record.level = QStringLiteral("RestartRequest");
    record.action = QStringList{QStringLiteral("op-retry-wait"), QStringLiteral("process-recover"),
                                QStringLiteral("pod-reschedule"), QStringLiteral("none")}[index % 4];
    record.dryRun = index % 2 == 0;
    // Commas, quotes, a line break and non-ASCII: everything CSV must quote.
    record.reason = QStringLiteral("link %1 down, \"optical\" power low\nsecond line, 光模块").arg(index);
    record.details = QJsonObject{{QStringLiteral("podUid"), QStringLiteral("uid-%1").arg(index)},
                                 {QStringLiteral("phasesMs"), QJsonArray{index, 2 * index}}};
    return record;
}

// One CSV document into rows of fields (RFC 4180: quoted fields may hold
// commas, doubled quotes and line breaks).
QList<QStringList> parseCsv(const QString &text)
{
    QList<QStringList> rows;
    QStringList row;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == QLatin1Char('"') && i + 1 < text.size() && text[i + 1] == QLatin1Char('"'))
                field += text[++i];
            else if (c == QLatin1Char('"'))
                quoted = false;
            else
                field += c;
        } else if (c == QLatin1Char('"')) {
            quoted = true;
        } else if (c == QLatin1Char(',')) {
            row << field;
            field.clear();
        } else if (c == QLatin1Char('\n')) {
            rows << (row << field);
            row.clear();
            field.clear();
        } else {
            field += c;
        }
    }
    return rows;
}

} // namespace

class TestCliJournal : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void jsonLines();
    void jsonLinesIsTheDefault();
    void csv();
    void tornTailWarnsAndExitsZero();
    void corruptMiddleExitsOne();
    void missingDirectoryExitsTwo();
    void directoryWithoutSegmentsExitsTwo();
    void usageErrors_data();
    void usageErrors();
    void help();

private:
    bool writeJournal(int count);
    QString dir() const { return m_tmp->filePath(QStringLiteral("journal")); }
    QString firstSegment() const { return QDir(dir()).filePath(segmentFileName(1)); }
    std::unique_ptr<QTemporaryDir> m_tmp;
};

void TestCliJournal::init()
{
    m_tmp = std::make_unique<QTemporaryDir>();
    QVERIFY(m_tmp->isValid());
}

bool TestCliJournal::writeJournal(int count)
{
    Journal journal;
    QString error;
    bool ok = journal.open(dir(), &error);
    for (int i = 0; ok && i < count; ++i)
        ok = journal.append(makeRecord(i), true, &error);
    if (!ok)
        qWarning("%s", qPrintable(error));
    return ok;
}

void TestCliJournal::jsonLines()
{
    QVERIFY(writeJournal(4));
    const Run run = runCli(exportArgs(dir(), {QStringLiteral("--format"), QStringLiteral("jsonl")}));
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.err, QStringList());
    QVERIFY(run.rawOut.endsWith('\n'));
    const QList<QByteArray> lines = run.rawOut.chopped(1).split('\n');
    QCOMPARE(lines.size(), 4);
    for (int i = 0; i < lines.size(); ++i) {
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(lines[i], &error);
        QVERIFY2(document.isObject(), qPrintable(error.errorString()));
        const QJsonObject object = document.object();
        const JournalRecord expected = makeRecord(i);
        QCOMPARE(object.value(QLatin1String("time")).toString(),
                 QStringLiteral("2026-11-23T10:15:02.%1Z").arg(345 + i));
        QCOMPARE(object.value(QLatin1String("incident")).toString(), expected.incidentId);
        QCOMPARE(object.value(QLatin1String("kind")).toString(), QLatin1String(recordKindName(expected.kind)));
        QCOMPARE(object.value(QLatin1String("job")).toString(), expected.job);
        QCOMPARE(object.value(QLatin1String("node")).toString(), expected.node);
        QCOMPARE(object.value(QLatin1String("device")).toString(), expected.device);
        QCOMPARE(object.value(QLatin1String("level")).toString(), expected.level);
        QCOMPARE(object.value(QLatin1String("action")).toString(), expected.action);
        QCOMPARE(object.value(QLatin1String("dryRun")), QJsonValue(expected.dryRun));
        QCOMPARE(object.value(QLatin1String("reason")).toString(), expected.reason);
        QCOMPARE(object.value(QLatin1String("details")).toObject(), expected.details);
        QCOMPARE(object.size(), 11);
    }
    QCOMPARE(QJsonDocument::fromJson(lines[3]).object().value(QLatin1String("kind")).toString(),
             QStringLiteral("breaker"));
}

void TestCliJournal::jsonLinesIsTheDefault()
{
    QVERIFY(writeJournal(2));
    const Run jsonl = runCli(exportArgs(dir(), {QStringLiteral("--format=jsonl")}));
    const Run plain = runCli(exportArgs(dir()));
    QCOMPARE(plain.exitCode, 0);
    QCOMPARE(plain.rawOut, jsonl.rawOut);
}

void TestCliJournal::csv()
{
    QVERIFY(writeJournal(4));
    const Run run = runCli(exportArgs(dir(), {QStringLiteral("--format"), QStringLiteral("csv")}));
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.err, QStringList());
    QVERIFY(run.rawOut.startsWith("time,incident,kind,job,node,device,level,action,dry_run,reason\n"));
    const QList<QStringList> rows = parseCsv(QString::fromUtf8(run.rawOut));
    QCOMPARE(rows.size(), 5);
    for (int i = 0; i < 4; ++i) {
        const JournalRecord expected = makeRecord(i);
        QCOMPARE(rows[i + 1], (QStringList{QStringLiteral("2026-11-23T10:15:02.%1Z").arg(345 + i), expected.incidentId,
                                           QLatin1String(recordKindName(expected.kind)), expected.job, expected.node,
                                           expected.device, expected.level, expected.action,
                                           expected.dryRun ? QStringLiteral("true") : QStringLiteral("false"),
                                           expected.reason}));
    }
    // Fields without special characters stay unquoted.
    QVERIFY(run.rawOut.contains(",default/mindx-a3,node-1,1,RestartRequest,process-recover,false,\"link 1 down, "));
}

void TestCliJournal::tornTailWarnsAndExitsZero()
{
    QVERIFY(writeJournal(3));
    const qint64 intact = QFileInfo(firstSegment()).size();
    QFile segment(firstSegment());
    QVERIFY(segment.open(QIODevice::WriteOnly | QIODevice::Append));
    const QByteArray line = encodeRecordLine(makeRecord(9));
    QVERIFY(segment.write(line.left(line.size() - 20)) > 0);
    segment.close();

    const Run run = runCli(exportArgs(dir()));
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.rawOut.count('\n'), 3);
    QCOMPARE(run.err.size(), 1);
    QVERIFY2(run.err[0].startsWith(QStringLiteral("%1:%2: warning: torn tail").arg(firstSegment()).arg(intact)),
             qPrintable(run.err[0]));
}

void TestCliJournal::corruptMiddleExitsOne()
{
    QVERIFY(writeJournal(5));
    const qint64 secondStart = encodeRecordLine(makeRecord(0)).size();
    QFile segment(firstSegment());
    QVERIFY(segment.open(QIODevice::ReadWrite));
    QVERIFY(segment.seek(secondStart + 30));
    QVERIFY(segment.write("~", 1) == 1);
    segment.close();

    for (const QString &format : {QStringLiteral("jsonl"), QStringLiteral("csv")}) {
        const Run run = runCli(exportArgs(dir(), {QStringLiteral("--format"), format}));
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.err, QStringList{QStringLiteral("%1:%2: checksum mismatch").arg(firstSegment()).arg(secondStart)});
        // Four records; in CSV a header, and each reason's line break stays a line break.
        const bool csv = format == QLatin1String("csv");
        QCOMPARE(int(run.rawOut.count('\n')), csv ? 1 + 4 * 2 : 4);
    }
    const Run jsonl = runCli(exportArgs(dir()));
    QStringList incidents;
    for (const QByteArray &line : jsonl.rawOut.chopped(1).split('\n'))
        incidents << QJsonDocument::fromJson(line).object().value(QLatin1String("incident")).toString();
    QCOMPARE(incidents, (QStringList{makeRecord(0).incidentId, makeRecord(2).incidentId, makeRecord(3).incidentId,
                                     makeRecord(4).incidentId}));
}

void TestCliJournal::missingDirectoryExitsTwo()
{
    const QString missing = m_tmp->filePath(QStringLiteral("no-such-journal"));
    const Run run = runCli(exportArgs(missing));
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.rawOut.isEmpty());
    QCOMPARE(run.err.size(), 1);
    QVERIFY2(run.err[0].contains(missing), qPrintable(run.err[0]));
}

void TestCliJournal::directoryWithoutSegmentsExitsTwo()
{
    const Run run = runCli(exportArgs(m_tmp->path()));
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.rawOut.isEmpty());
    QCOMPARE(run.err.size(), 1);
    QVERIFY2(run.err[0].contains(m_tmp->path()), qPrintable(run.err[0]));
}

void TestCliJournal::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("no subcommand") << QStringList{QStringLiteral("journal")};
    QTest::newRow("unknown subcommand") << QStringList{QStringLiteral("journal"), QStringLiteral("import")};
    QTest::newRow("no --journal") << QStringList{QStringLiteral("journal"), QStringLiteral("export")};
    QTest::newRow("bad format") << QStringList{QStringLiteral("journal"), QStringLiteral("export"),
                                               QStringLiteral("--journal"), QStringLiteral("/tmp"),
                                               QStringLiteral("--format"), QStringLiteral("xml")};
    QTest::newRow("stray argument") << QStringList{QStringLiteral("journal"), QStringLiteral("export"),
                                                   QStringLiteral("--journal"), QStringLiteral("/tmp"),
                                                   QStringLiteral("extra")};
    QTest::newRow("unknown option") << QStringList{QStringLiteral("journal"), QStringLiteral("export"),
                                                   QStringLiteral("--since"), QStringLiteral("1h")};
}

void TestCliJournal::usageErrors()
{
    QFETCH(QStringList, args);
    const Run run = runCli(args);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.rawOut.isEmpty());
    QVERIFY(!run.err.isEmpty());
}

void TestCliJournal::help()
{
    const Run run = runCli({QStringLiteral("journal"), QStringLiteral("export"), QStringLiteral("--help")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.rawOut.contains("--format jsonl|csv"));
    const Run top = runCli({QStringLiteral("--help")});
    QCOMPARE(top.exitCode, 0);
    QVERIFY(top.rawOut.contains("journal export       print the recovery pipeline's journal"));
}

QTEST_GUILESS_MAIN(TestCliJournal)
#include "tst_cli_journal.moc"
