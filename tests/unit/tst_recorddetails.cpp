// What each kind of journal record carries, written and read back through
// the one definition both sides use: every field of every kind survives the
// record's JSON on disk, and a record from an older journal, without the
// newer keys, reads as "not said", never as a made-up value.
#include "journal/journalrecord.h"
#include "journal/recorddetails.h"

#include <QJsonArray>
#include <QTest>

using namespace ascendops::journal;

namespace {

// Through the record's JSON, as the journal writes and reads it.
QJsonObject throughTheJournal(RecordKind kind, const QJsonObject &details)
{
    JournalRecord record;
    record.timeMs = 1'700'000'000'000;
    record.incidentId = QStringLiteral("inc-20261129-021500-7");
    record.kind = kind;
    record.details = details;
    QString error;
    const std::optional<JournalRecord> read = recordFromJson(toJson(record), &error);
    if (!read) {
        qWarning("%s", qPrintable(error));
        return {};
    }
    return read->details;
}

} // namespace

class TestRecordDetails : public QObject
{
    Q_OBJECT

private slots:
    void detectedRoundTrips()
    {
        DetectedDetails written;
        written.signal = QStringLiteral("device-fault");
        written.node = QStringLiteral("node-3");
        written.die = 5;
        written.codes = QStringList{QStringLiteral("80E18402"), QStringLiteral("81078603")};
        written.handling = QStringLiteral("SeparateNPU");
        written.pod = QStringLiteral("default/mindx-a2-worker-1");
        written.detectionMs = 1234;
        written.stepAtFault = 4200;
        QCOMPARE(DetectedDetails::fromJson(throughTheJournal(RecordKind::Detected, written.toJson())), written);
        // A signal of no die and no server (a hang) says so.
        DetectedDetails hang;
        hang.signal = QStringLiteral("hang");
        hang.node = QString();
        hang.die = -1;
        const DetectedDetails read = DetectedDetails::fromJson(throughTheJournal(RecordKind::Detected, hang.toJson()));
        QCOMPARE(read, hang);
        QVERIFY(read.node.has_value());
    }

    void classifiedRoundTrips()
    {
        const ClassifiedDetails written{QStringLiteral("npu"), QStringLiteral("roce"),
                                        QStringList{QStringLiteral("L1"), QStringLiteral("L2")}, true,
                                        QStringList{QStringLiteral("node-1"), QStringLiteral("node-2")}};
        QCOMPARE(ClassifiedDetails::fromJson(throughTheJournal(RecordKind::Classified, written.toJson())), written);
    }

    void decidedRoundTrips()
    {
        DecidedDetails written;
        written.decision = true;
        written.mode = QStringLiteral("auto");
        written.isolateDevice = written.isolateNode = written.needsPerson = true;
        written.waitMs = 2500;
        written.platformOwned = written.manual = written.borrowedLane = written.awaitImpact = true;
        written.owner = QStringLiteral("mindcluster");
        written.personOnly = true;
        written.processStrategy = QStringLiteral("recover");
        written.confirmedRanks = QStringLiteral("3:1,5:0");
        written.strategyChoices = QStringList{QStringLiteral("retry"), QStringLiteral("recover")};
        written.ownerWaitMs = 31 * 60 * 1000;
        QCOMPARE(DecidedDetails::fromJson(throughTheJournal(RecordKind::Decided, written.toJson())), written);
        // Words on the decision in force carry none of its fields.
        DecidedDetails comment;
        comment.decision = false;
        comment.waitMs = 99;   // not written: it is the decision's, not the comment's
        const DecidedDetails read = DecidedDetails::fromJson(throughTheJournal(RecordKind::Decided, comment.toJson()));
        QCOMPARE(read.decision, std::optional<bool>(false));
        QCOMPARE(read.waitMs, qint64(0));
    }

    void actionRoundTrips()
    {
        const ActionDetails written{2000, QStringList{QStringLiteral("delete pod default/w-1: deleted")},
                                    QStringLiteral("rank-table")};
        QCOMPARE(ActionDetails::fromJson(throughTheJournal(RecordKind::Action, written.toJson())), written);
    }

    void resolvedRoundTrips()
    {
        ResolvedDetails written;
        written.phasesMs = {{QStringLiteral("detection"), 800}, {QStringLiteral("rescheduling"), 41000}};
        written.stepsLost = 37;
        written.recoveredBy = QStringLiteral("mindcluster");
        written.totalMs = 123456;
        QCOMPARE(ResolvedDetails::fromJson(throughTheJournal(RecordKind::Resolved, written.toJson())), written);
    }

    void theCommonFieldsGoOnAnyRecord()
    {
        const CommonDetails written{QStringLiteral("needs-person"), QStringLiteral("console-7"), QStringLiteral("inc-1"), true, 2300};
        for (RecordKind kind : {RecordKind::Detected, RecordKind::Decided, RecordKind::Action, RecordKind::Escalated}) {
            QJsonObject details = ActionDetails{500, {}, {}}.toJson();
            written.writeTo(details);
            const QJsonObject read = throughTheJournal(kind, details);
            QCOMPARE(CommonDetails::readFrom(read), written);
            QCOMPARE(ActionDetails::fromJson(read).waitMs, std::optional<qint64>(500));   // beside the kind's own
        }
    }

    // A journal written before a key existed: not said, never a default
    // that looks said.
    void anOlderRecordLacksTheNewerKeys()
    {
        const QJsonObject old{{QStringLiteral("signal"), QStringLiteral("pod-failed")}};
        const DetectedDetails detected = DetectedDetails::fromJson(old);
        QVERIFY(!detected.node);
        QVERIFY(!detected.die);
        QVERIFY(!detected.stepAtFault);
        QVERIFY(!detected.detectionMs);
        QVERIFY(!DecidedDetails::fromJson(old).decision);
        QVERIFY(!ActionDetails::fromJson(old).waitMs);
        QVERIFY(!ResolvedDetails::fromJson(old).stepsLost);
        QVERIFY(CommonDetails::readFrom(old).state.isEmpty());
        QVERIFY(!CommonDetails::readFrom(old).awaitReturn);
        QVERIFY(!CommonDetails::readFrom(old).checkpointStep);
    }

    // A value of the wrong type is not read as a value.
    void aWrongTypeIsNotRead()
    {
        const QJsonObject odd{{QStringLiteral("die"), QStringLiteral("three")},
                              {QStringLiteral("stepAtFault"), QJsonArray{1}},
                              {QStringLiteral("node"), 7},
                              {QStringLiteral("decision"), QStringLiteral("yes")}};
        const DetectedDetails detected = DetectedDetails::fromJson(odd);
        QVERIFY(!detected.die);
        QVERIFY(!detected.stepAtFault);
        QVERIFY(!detected.node);
        QVERIFY(!DecidedDetails::fromJson(odd).decision);
    }
};

QTEST_GUILESS_MAIN(TestRecordDetails)
#include "tst_recorddetails.moc"
