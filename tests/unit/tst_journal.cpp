// The pipeline's durable journal: records round-trip every field, survive
// reopening, a torn tail is detected and cut off before new appends, damage in
// the middle is named by file and offset without hiding later records,
// segments rotate in order, a failed write leaves nothing a reader would take
// for a record, and a writer killed mid-stream loses nothing it acknowledged.
#include "journal/crc32c.h"
#include "journal/journal.h"
#include "journal/journalsegment.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <cstdio>

#include <sys/resource.h>

using namespace ascendops::journal;

namespace {

const char kChildFlag[] = "--append-until-killed";
constexpr qint64 kChildSegmentLimit = 4096;   // the child crosses segments while it is killed
const QRegularExpression kCutOffWarning(QStringLiteral("cut off a torn tail of [0-9]+ bytes"));

QString incidentId(int index)
{
    return QStringLiteral("inc-20261123-%1").arg(index, 6, 10, QLatin1Char('0'));
}

// A record with every field set, text that needs escaping included.
JournalRecord sampleRecord(int index)
{
    JournalRecord record;
    record.timeMs = 1795428902345 + index * 1001;
    record.incidentId = incidentId(index);
    record.kind = RecordKind(index % 8);
    record.job = QStringLiteral("default/mindx-a3");
    record.node = QStringLiteral("node-%1").arg(index % 4);
    record.device = QString::number(index % 16);
    record.level = QStringLiteral("SeparateNPU");
    record.action = QStringLiteral("pod-reschedule");
    record.dryRun = index % 2 == 1;
    record.reason = QStringLiteral("die %1 reported 80E18402, \"link down\"\non the RoCE plane; 故障").arg(index);
    record.details = QJsonObject{{QStringLiteral("podUid"), QStringLiteral("6f1c-%1").arg(index)},
                                 {QStringLiteral("phasesMs"), QJsonArray{12, 340, 5210}},
                                 {QStringLiteral("retry"), QJsonObject{{QStringLiteral("count"), index}}}};
    return record;
}

QString segmentPath(const QString &dir, int number)
{
    return QDir(dir).filePath(segmentFileName(number));
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool appendBytes(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Append) && file.write(bytes) == bytes.size();
}

bool overwriteByte(const QString &path, qint64 offset, char value)
{
    QFile file(path);
    return file.open(QIODevice::ReadWrite) && file.seek(offset) && file.write(&value, 1) == 1;
}

// Appends records first..first+count-1, synced.
bool writeRecords(const QString &dir, int first, int count, qint64 segmentLimit = Journal::kDefaultSegmentLimit)
{
    Journal journal;
    QString error;
    if (!journal.open(dir, &error)) {
        qWarning("%s", qPrintable(error));
        return false;
    }
    journal.setSegmentLimit(segmentLimit);
    for (int i = first; i < first + count; ++i) {
        if (!journal.append(sampleRecord(i), true, &error)) {
            qWarning("%s", qPrintable(error));
            return false;
        }
    }
    return true;
}

QStringList incidentsOf(const std::vector<JournalRecord> &records)
{
    QStringList ids;
    for (const JournalRecord &record : records)
        ids << record.incidentId;
    return ids;
}

QStringList expectedIncidents(int first, int count)
{
    QStringList ids;
    for (int i = first; i < first + count; ++i)
        ids << incidentId(i);
    return ids;
}

// The child side of crashWhileAppending: appends synced records for ever and
// acknowledges each on stdout once append() has returned.
int appendUntilKilled(const QString &dir)
{
    Journal journal;
    QString error;
    if (!journal.open(dir, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 2;
    }
    journal.setSegmentLimit(kChildSegmentLimit);
    for (int i = 0;; ++i) {
        if (!journal.append(sampleRecord(i), true, &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
        std::fprintf(stdout, "acked %d\n", i);
        std::fflush(stdout);
    }
}

} // namespace

class TestJournal : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void crc32cCheckValue();
    void kindNames();
    void recordJsonRoundTrip();
    void recordFromJsonNamesTheBadKey_data();
    void recordFromJsonNamesTheBadKey();
    void lineFormat();
    void roundTripEveryField();
    void recordsSurviveReopen();
    void openNamesAnUnusablePath();
    void secondWriterRefused();
    void appendWhenClosedFails();
    void tornTailHalfRecord();
    void tornTailGarbage();
    void tornTailBadChecksum();
    void corruptMiddleRecord();
    void intactRecordOfUnknownKindIsKept();
    void segmentRotationKeepsOrder();
    void missingMiddleSegmentReported();
    void failedWriteLeavesNoHalfRecord();
    void crashWhileAppending();
    void readMissingDirectory();

private:
    QString journalDir() const { return m_tmp->filePath(QStringLiteral("journal")); }
    std::unique_ptr<QTemporaryDir> m_tmp;
};

void TestJournal::init()
{
    m_tmp = std::make_unique<QTemporaryDir>();
    QVERIFY(m_tmp->isValid());
}

void TestJournal::crc32cCheckValue()
{
    // The standard check value of CRC-32C (RFC 3720, B.4).
    QCOMPARE(crc32c("123456789"), 0xE3069283u);
    QCOMPARE(crc32c(QByteArray(32, '\0')), 0x8A9136AAu);
    QCOMPARE(crc32c(QByteArray()), 0u);
}

void TestJournal::kindNames()
{
    const QStringList names{QStringLiteral("detected"), QStringLiteral("classified"), QStringLiteral("decided"),
                            QStringLiteral("action"), QStringLiteral("verified"), QStringLiteral("escalated"),
                            QStringLiteral("resolved"), QStringLiteral("breaker")};
    for (int i = 0; i < names.size(); ++i) {
        QCOMPARE(QString::fromLatin1(recordKindName(RecordKind(i))), names[i]);
        QCOMPARE(recordKindFromName(names[i]), std::optional<RecordKind>(RecordKind(i)));
    }
    QVERIFY(!recordKindFromName(u"Detected"));
    QVERIFY(!recordKindFromName(u""));
}

void TestJournal::recordJsonRoundTrip()
{
    const JournalRecord record = sampleRecord(5);
    const QJsonObject json = toJson(record);
    QCOMPARE(json.value(QLatin1String("time")).toString(), QStringLiteral("2026-11-23T10:15:07.350Z"));
    QCOMPARE(json.value(QLatin1String("kind")).toString(), QStringLiteral("escalated"));
    QCOMPARE(json.value(QLatin1String("incident")).toString(), incidentId(5));
    QCOMPARE(json.value(QLatin1String("dryRun")).toBool(), true);
    QString error;
    const std::optional<JournalRecord> back = recordFromJson(json, &error);
    QVERIFY2(back, qPrintable(error));
    QVERIFY(*back == record);

    // Only time and kind are required.
    const std::optional<JournalRecord> minimal = recordFromJson(
        QJsonObject{{QStringLiteral("time"), QStringLiteral("1970-01-01T00:00:00.001Z")},
                    {QStringLiteral("kind"), QStringLiteral("breaker")}}, &error);
    QVERIFY2(minimal, qPrintable(error));
    QCOMPARE(minimal->timeMs, qint64(1));
    QCOMPARE(minimal->kind, RecordKind::Breaker);
    QVERIFY(minimal->incidentId.isEmpty());
    QVERIFY(!minimal->dryRun);
}

void TestJournal::recordFromJsonNamesTheBadKey_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("named");
    QTest::newRow("no time") << QStringLiteral("time") << QJsonValue(QJsonValue::Undefined) << QStringLiteral("time:");
    QTest::newRow("local time") << QStringLiteral("time") << QJsonValue(QStringLiteral("2026-11-23T10:15:07.350"))
                                << QStringLiteral("time:");
    QTest::newRow("number time") << QStringLiteral("time") << QJsonValue(1795428902345.0) << QStringLiteral("time:");
    QTest::newRow("unknown kind") << QStringLiteral("kind") << QJsonValue(QStringLiteral("rebooted"))
                                  << QStringLiteral("kind: unknown record kind 'rebooted'");
    QTest::newRow("numeric node") << QStringLiteral("node") << QJsonValue(3) << QStringLiteral("node:");
    QTest::newRow("dryRun text") << QStringLiteral("dryRun") << QJsonValue(QStringLiteral("yes"))
                                 << QStringLiteral("dryRun:");
    QTest::newRow("details array") << QStringLiteral("details") << QJsonValue(QJsonArray{1})
                                   << QStringLiteral("details:");
}

void TestJournal::recordFromJsonNamesTheBadKey()
{
    QFETCH(QString, key);
    QFETCH(QJsonValue, value);
    QFETCH(QString, named);
    QJsonObject json = toJson(sampleRecord(1));
    if (value.isUndefined())
        json.remove(key);
    else
        json.insert(key, value);
    QString error;
    QVERIFY(!recordFromJson(json, &error));
    QVERIFY2(error.startsWith(named), qPrintable(error));
}

void TestJournal::lineFormat()
{
    const QByteArray line = encodeRecordLine(sampleRecord(2));
    QVERIFY(line.endsWith('\n'));
    QCOMPARE(line.count('\n'), 1);   // the reason's newline is escaped
    const QList<QByteArray> parts = line.chopped(1).split(' ');
    const QByteArray payload = line.chopped(1).mid(parts[0].size() + 1 + parts[1].size() + 1);
    QCOMPARE(parts[0], QByteArray::number(crc32c(payload), 16).rightJustified(8, '0'));
    QCOMPARE(parts[1].toLongLong(), payload.size());
    QVERIFY(payload.startsWith('{') && payload.endsWith('}'));
}

void TestJournal::roundTripEveryField()
{
    QVERIFY(writeRecords(journalDir(), 0, 16));
    const JournalReadResult result = Journal::read(journalDir());
    QCOMPARE(result.problems, QStringList());
    QVERIFY(!result.tornTail);
    QVERIFY(result.ioErrors.isEmpty());
    QCOMPARE(result.segments, 1);
    QCOMPARE(int(result.records.size()), 16);
    for (int i = 0; i < 16; ++i) {
        const JournalRecord &record = result.records[std::size_t(i)];
        const JournalRecord expected = sampleRecord(i);
        QCOMPARE(record.timeMs, expected.timeMs);
        QCOMPARE(record.incidentId, expected.incidentId);
        QCOMPARE(record.kind, expected.kind);
        QCOMPARE(record.job, expected.job);
        QCOMPARE(record.node, expected.node);
        QCOMPARE(record.device, expected.device);
        QCOMPARE(record.level, expected.level);
        QCOMPARE(record.action, expected.action);
        QCOMPARE(record.dryRun, expected.dryRun);
        QCOMPARE(record.reason, expected.reason);
        QCOMPARE(record.details, expected.details);
    }
}

void TestJournal::recordsSurviveReopen()
{
    Journal journal;
    QString error;
    QVERIFY2(journal.open(journalDir(), &error), qPrintable(error));
    QVERIFY(journal.isOpen());
    QCOMPARE(journal.directory(), journalDir());
    QVERIFY2(journal.append(sampleRecord(0), false, &error), qPrintable(error));
    QVERIFY2(journal.append(sampleRecord(1), true, &error), qPrintable(error));
    journal.close();
    QVERIFY(!journal.isOpen());

    QVERIFY(writeRecords(journalDir(), 2, 3));
    const JournalReadResult result = Journal::read(journalDir());
    QCOMPARE(incidentsOf(result.records), expectedIncidents(0, 5));
    QVERIFY(result.problems.isEmpty());
    QVERIFY(!result.tornTail);
    QCOMPARE(QDir(journalDir()).entryList({QStringLiteral("journal-*.log")}),
             QStringList{QStringLiteral("journal-000001.log")});
}

void TestJournal::openNamesAnUnusablePath()
{
    const QString file = m_tmp->filePath(QStringLiteral("plain-file"));
    QVERIFY(appendBytes(file, "x"));
    Journal journal;
    QString error;
    QVERIFY(!journal.open(file, &error));
    QVERIFY(!journal.isOpen());
    QVERIFY2(error.contains(file), qPrintable(error));
}

void TestJournal::secondWriterRefused()
{
    Journal first;
    Journal second;
    QString error;
    QVERIFY2(first.open(journalDir(), &error), qPrintable(error));
    QVERIFY(!second.open(journalDir(), &error));
    QVERIFY2(error.contains(journalDir()) && error.contains(QLatin1String("another writer")), qPrintable(error));
    first.close();
    QVERIFY2(second.open(journalDir(), &error), qPrintable(error));
}

void TestJournal::appendWhenClosedFails()
{
    Journal journal;
    QString error;
    QVERIFY(!journal.append(sampleRecord(0), true, &error));
    QVERIFY(!error.isEmpty());
}

void TestJournal::tornTailHalfRecord()
{
    QVERIFY(writeRecords(journalDir(), 0, 5));
    const QString path = segmentPath(journalDir(), 1);
    const qint64 intactSize = QFileInfo(path).size();
    const QByteArray line = encodeRecordLine(sampleRecord(99));
    QVERIFY(appendBytes(path, line.left(line.size() / 2)));

    const JournalReadResult torn = Journal::read(journalDir());
    QVERIFY(torn.tornTail);
    QVERIFY(torn.problems.isEmpty());
    QCOMPARE(torn.tornTailLocation, QStringLiteral("%1:%2").arg(path).arg(intactSize));
    QCOMPARE(torn.tornTailBytes, qint64(line.size() / 2));
    QCOMPARE(incidentsOf(torn.records), expectedIncidents(0, 5));

    // Reopening cuts the tail off, so the next record is readable after the others.
    QTest::ignoreMessage(QtWarningMsg, qPrintable(QStringLiteral(
        "%1:%2: cut off a torn tail of %3 bytes left by an interrupted write").arg(path).arg(intactSize).arg(line.size() / 2)));
    QVERIFY(writeRecords(journalDir(), 5, 1));
    const JournalReadResult after = Journal::read(journalDir());
    QVERIFY(!after.tornTail);
    QVERIFY(after.problems.isEmpty());
    QCOMPARE(incidentsOf(after.records), expectedIncidents(0, 6));
    QCOMPARE(QFileInfo(path).size(), intactSize + encodeRecordLine(sampleRecord(5)).size());
}

void TestJournal::tornTailGarbage()
{
    QVERIFY(writeRecords(journalDir(), 0, 3));
    const QString path = segmentPath(journalDir(), 1);
    // What a power cut can leave: a zero-filled block and stray lines.
    QVERIFY(appendBytes(path, QByteArray("0badc0de 12 {\"time\":1}\n") + QByteArray(512, '\0') + "\nxyz"));
    const JournalReadResult torn = Journal::read(journalDir());
    QVERIFY(torn.tornTail);
    QVERIFY(torn.problems.isEmpty());
    QCOMPARE(incidentsOf(torn.records), expectedIncidents(0, 3));

    QTest::ignoreMessage(QtWarningMsg, kCutOffWarning);
    QVERIFY(writeRecords(journalDir(), 3, 2));
    const JournalReadResult after = Journal::read(journalDir());
    QVERIFY(!after.tornTail);
    QVERIFY(after.problems.isEmpty());
    QCOMPARE(incidentsOf(after.records), expectedIncidents(0, 5));
}

void TestJournal::tornTailBadChecksum()
{
    QVERIFY(writeRecords(journalDir(), 0, 4));
    const QString path = segmentPath(journalDir(), 1);
    const qint64 size = QFileInfo(path).size();
    const qint64 lastStart = size - encodeRecordLine(sampleRecord(3)).size();
    QVERIFY(overwriteByte(path, size - 5, 'Q'));   // inside the last record's JSON
    const JournalReadResult torn = Journal::read(journalDir());
    QVERIFY(torn.tornTail);
    QVERIFY(torn.problems.isEmpty());
    QCOMPARE(torn.tornTailLocation, QStringLiteral("%1:%2").arg(path).arg(lastStart));
    QCOMPARE(incidentsOf(torn.records), expectedIncidents(0, 3));
}

void TestJournal::corruptMiddleRecord()
{
    QVERIFY(writeRecords(journalDir(), 0, 6));
    const QString path = segmentPath(journalDir(), 1);
    qint64 thirdStart = 0;
    for (int i = 0; i < 2; ++i)
        thirdStart += encodeRecordLine(sampleRecord(i)).size();
    QVERIFY(overwriteByte(path, thirdStart + 40, '#'));   // one byte of record 2's JSON

    const JournalReadResult result = Journal::read(journalDir());
    QCOMPARE(result.problems, QStringList{QStringLiteral("%1:%2: checksum mismatch").arg(path).arg(thirdStart)});
    QVERIFY(!result.tornTail);
    QCOMPARE(incidentsOf(result.records), expectedIncidents(0, 2) + expectedIncidents(3, 3));

    // A damaged header is named too.
    QVERIFY(overwriteByte(path, 0, 'Z'));
    const JournalReadResult worse = Journal::read(journalDir());
    QCOMPARE(worse.problems.size(), 2);
    QCOMPARE(worse.problems[0], QStringLiteral("%1:0: malformed record header").arg(path));
    QCOMPARE(incidentsOf(worse.records), QStringList{incidentId(1)} + expectedIncidents(3, 3));

    // Reopening keeps the damaged records where they are and appends after the last one.
    QVERIFY(writeRecords(journalDir(), 6, 1));
    const JournalReadResult after = Journal::read(journalDir());
    QCOMPARE(after.problems, worse.problems);
    QCOMPARE(incidentsOf(after.records), QStringList{incidentId(1)} + expectedIncidents(3, 4));
}

void TestJournal::intactRecordOfUnknownKindIsKept()
{
    // A newer writer's record: its checksum is right, its kind unknown here.
    // It is a problem to report, not a torn tail to cut off.
    QVERIFY(writeRecords(journalDir(), 0, 2));
    const QString path = segmentPath(journalDir(), 1);
    const qint64 offset = QFileInfo(path).size();
    const QByteArray payload = R"({"time":"2026-11-23T10:00:00.000Z","kind":"rebooted"})";
    const QByteArray line = QByteArray::number(crc32c(payload), 16).rightJustified(8, '0') + ' '
        + QByteArray::number(payload.size()) + ' ' + payload + '\n';
    QVERIFY(appendBytes(path, line));

    const JournalReadResult result = Journal::read(journalDir());
    QVERIFY(!result.tornTail);
    QCOMPARE(result.problems,
             QStringList{QStringLiteral("%1:%2: kind: unknown record kind 'rebooted'").arg(path).arg(offset)});

    QVERIFY(writeRecords(journalDir(), 2, 1));
    QVERIFY(readAll(path).contains(line));
    QCOMPARE(incidentsOf(Journal::read(journalDir()).records), expectedIncidents(0, 3));
}

void TestJournal::segmentRotationKeepsOrder()
{
    constexpr qint64 limit = 1024;
    QVERIFY(writeRecords(journalDir(), 0, 20, limit));
    QVERIFY(writeRecords(journalDir(), 20, 20, limit));   // a reopen continues in the newest segment
    const QStringList segments = QDir(journalDir()).entryList({QStringLiteral("journal-*.log")}, QDir::Files,
                                                              QDir::Name);
    QVERIFY2(segments.size() >= 10, qPrintable(segments.join(QLatin1Char(' '))));
    for (int i = 0; i < segments.size(); ++i) {
        QCOMPARE(segments[i], segmentFileName(i + 1));
        const qint64 size = QFileInfo(QDir(journalDir()).filePath(segments[i])).size();
        QVERIFY2(size > 0 && size <= limit, qPrintable(QStringLiteral("%1: %2 bytes").arg(segments[i]).arg(size)));
    }
    const JournalReadResult result = Journal::read(journalDir());
    QCOMPARE(result.segments, segments.size());
    QVERIFY(result.problems.isEmpty());
    QVERIFY(!result.tornTail);
    QCOMPARE(incidentsOf(result.records), expectedIncidents(0, 40));

    // A record larger than the limit still goes in, alone in its segment.
    JournalRecord big = sampleRecord(40);
    big.reason = QString(3000, QLatin1Char('r'));
    Journal journal;
    QString error;
    QVERIFY2(journal.open(journalDir(), &error), qPrintable(error));
    journal.setSegmentLimit(limit);
    // What it holds on disk (ascendops_journal_bytes): every segment, the
    // closed ones and the one appended to, across rotations.
    const auto onDisk = [&] {
        qint64 total = 0;
        for (const QFileInfo &file : QDir(journalDir()).entryInfoList({QStringLiteral("journal-*.log")}, QDir::Files))
            total += file.size();
        return total;
    };
    QCOMPARE(journal.bytes(), onDisk());
    QVERIFY2(journal.append(big, true, &error), qPrintable(error));
    QVERIFY2(journal.append(sampleRecord(41), true, &error), qPrintable(error));
    QCOMPARE(journal.bytes(), onDisk());
    const JournalReadResult more = Journal::read(journalDir());
    QCOMPARE(incidentsOf(more.records), expectedIncidents(0, 42));
    QCOMPARE(more.segments, segments.size() + 2);
}

void TestJournal::missingMiddleSegmentReported()
{
    QVERIFY(writeRecords(journalDir(), 0, 12, 1024));
    const JournalReadResult before = Journal::read(journalDir());
    QVERIFY(before.segments >= 4);
    QVERIFY(QFile::remove(segmentPath(journalDir(), 2)));
    const JournalReadResult result = Journal::read(journalDir());
    QCOMPARE(result.problems.size(), 1);
    QVERIFY2(result.problems[0].startsWith(segmentPath(journalDir(), 3) + QLatin1Char(':'))
                 && result.problems[0].contains(segmentFileName(2)),
             qPrintable(result.problems[0]));
    QVERIFY(result.records.size() < before.records.size());
}

void TestJournal::failedWriteLeavesNoHalfRecord()
{
    // A file size limit makes a write stop part way, as a full disk would.
    QVERIFY(writeRecords(journalDir(), 0, 1));
    const QString path = segmentPath(journalDir(), 1);
    qint64 threeLines = 0;
    for (int i = 0; i < 3; ++i)
        threeLines += encodeRecordLine(sampleRecord(i)).size();
    rlimit saved{};
    QCOMPARE(getrlimit(RLIMIT_FSIZE, &saved), 0);
    const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN);
    Journal journal;
    QString error;
    QVERIFY2(journal.open(journalDir(), &error), qPrintable(error));
    rlimit small = saved;
    small.rlim_cur = rlim_t(threeLines + encodeRecordLine(sampleRecord(3)).size() / 2);
    QCOMPARE(setrlimit(RLIMIT_FSIZE, &small), 0);
    int acked = 1;
    while (acked < 10 && journal.append(sampleRecord(acked), true, &error))
        ++acked;
    const qint64 sizeAfterFailure = QFileInfo(path).size();
    QCOMPARE(setrlimit(RLIMIT_FSIZE, &saved), 0);
    std::signal(SIGXFSZ, oldHandler);

    QCOMPARE(acked, 3);
    QVERIFY2(error.contains(path), qPrintable(error));
    QCOMPARE(sizeAfterFailure, threeLines);   // the partial line was cut off
    QVERIFY(journal.isOpen());
    QVERIFY2(journal.append(sampleRecord(acked), true, &error), qPrintable(error));
    const JournalReadResult result = Journal::read(journalDir());
    QVERIFY(result.problems.isEmpty());
    QVERIFY(!result.tornTail);
    QCOMPARE(incidentsOf(result.records), expectedIncidents(0, 4));
}

void TestJournal::crashWhileAppending()
{
    QProcess child;
    child.setProcessChannelMode(QProcess::SeparateChannels);
    child.start(QCoreApplication::applicationFilePath(), {QLatin1String(kChildFlag), journalDir()});
    QVERIFY(child.waitForStarted());
    QByteArray out;
    while (out.count('\n') < 150) {
        QVERIFY2(child.state() == QProcess::Running, child.readAllStandardError().constData());
        child.waitForReadyRead(20000);
        out += child.readAllStandardOutput();
    }
    child.kill();   // SIGKILL: no destructor, no flush, in the middle of whatever it was doing
    QVERIFY(child.waitForFinished(20000));
    QCOMPARE(child.exitStatus(), QProcess::CrashExit);
    out += child.readAllStandardOutput();

    // Every line that ended was printed after append(sync) returned.
    const QList<QByteArray> lines = out.left(out.lastIndexOf('\n')).split('\n');
    for (int i = 0; i < lines.size(); ++i)
        QCOMPARE(lines[i], QByteArray("acked ") + QByteArray::number(i));
    const int acked = int(lines.size());

    const JournalReadResult result = Journal::read(journalDir());
    QVERIFY2(result.problems.isEmpty(), qPrintable(result.problems.join(QLatin1Char('\n'))));
    QVERIFY2(result.segments > 1, "the child should have rotated segments");
    // The record in flight may or may not have made it; nothing acknowledged is missing.
    QVERIFY2(int(result.records.size()) == acked || int(result.records.size()) == acked + 1,
             qPrintable(QStringLiteral("%1 records, %2 acknowledged").arg(result.records.size()).arg(acked)));
    for (int i = 0; i < int(result.records.size()); ++i)
        QVERIFY(result.records[std::size_t(i)] == sampleRecord(i));

    // The journal takes new records after the crash.
    const int next = int(result.records.size());
    if (result.tornTail)
        QTest::ignoreMessage(QtWarningMsg, kCutOffWarning);
    QVERIFY(writeRecords(journalDir(), next, 1, kChildSegmentLimit));
    const JournalReadResult after = Journal::read(journalDir());
    QVERIFY(after.problems.isEmpty());
    QVERIFY(!after.tornTail);
    QCOMPARE(incidentsOf(after.records), expectedIncidents(0, next + 1));
}

void TestJournal::readMissingDirectory()
{
    const QString missing = m_tmp->filePath(QStringLiteral("nowhere"));
    const JournalReadResult result = Journal::read(missing);
    QVERIFY(result.records.empty());
    QCOMPARE(result.ioErrors.size(), 1);
    QVERIFY(result.ioErrors[0].contains(missing));
    QCOMPARE(result.segments, 0);
}

int main(int argc, char *argv[])
{
    if (argc == 3 && qstrcmp(argv[1], kChildFlag) == 0)
        return appendUntilKilled(QString::fromLocal8Bit(argv[2]));
    QCoreApplication app(argc, argv);
    TestJournal test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_journal.moc"
