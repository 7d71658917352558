// Volcano's job-reschedule-reason records, read as MindCluster's Volcano
// plugin writes them, and what does not fit named by its place.
#include "formats/remainretrytimes.h"
#include "formats/reschedulerecords.h"

#include <QTest>

using namespace ascendops;

namespace {

// The example of MindCluster's Volcano API reference (job-reschedule-reason,
// tables 4 to 6, as quoted in reference/mindcluster-recovery.md §2.2), with
// the elided uid and JobID written out.
const char *const kDocumentedRecords = R"({"default/default-test-pytorch-141274b7-29e0-4a4b-9d1c-5f1e3f0e8a11":{"JobID":"default/default-test-pytorch-141274b7-29e0-4a4b-9d1c-5f1e3f0e8a11","TotalRescheduleTimes":1,"RescheduleRecords":[{"LogFileFormatTime":"I0908 11:36:10","RescheduleTimeStamp":1759683370,"ReasonOfTask":[{"RescheduleReason":"pod-failed","PodName":"default-test-pytorch-worker-0","NodeName":"node2","NodeRankIndex":"1"}]}]}})";

} // namespace

class TestRescheduleRecords : public QObject
{
    Q_OBJECT

private slots:
    void documentedExample()
    {
        const Parsed<std::map<QString, JobReschedules>> jobs = readRescheduleRecords(kDocumentedRecords);
        QVERIFY(jobs);
        QVERIFY(jobs.problems().isEmpty());
        const JobReschedules *job = volcanoJobEntry(*jobs, QStringLiteral("default"), QStringLiteral("default-test-pytorch"),
                                                    QStringLiteral("141274b7-29e0-4a4b-9d1c-5f1e3f0e8a11"));
        QVERIFY(job);
        QCOMPARE(job->total, 1);
        QCOMPARE(job->records.size(), std::size_t(1));
        QCOMPARE(job->records[0].timestamp, qint64(1759683370));
        QCOMPARE(job->records[0].tasks.size(), std::size_t(1));
        QCOMPARE(describeRescheduledTask(job->records[0].tasks[0]),
                 QStringLiteral("pod-failed on node2 (pod default-test-pytorch-worker-0, rank 1)"));
        // The job of a new uid (recreated): the one entry of its name is its PodGroup's.
        QVERIFY(volcanoJobEntry(*jobs, QStringLiteral("default"), QStringLiteral("default-test-pytorch"), QStringLiteral("other")));
        QVERIFY(!volcanoJobEntry(*jobs, QStringLiteral("default"), QStringLiteral("default-test"), QString()));
    }

    void whatDoesNotFitIsNamed()
    {
        QVERIFY(readRescheduleRecords("").value().empty());
        const Parsed<std::map<QString, JobReschedules>> notJson = readRescheduleRecords("[1]");
        QVERIFY(!notJson);
        QVERIFY(notJson.problems().front().message.contains(QLatin1String("recent-reschedule-records")));

        const Parsed<std::map<QString, JobReschedules>> mixed = readRescheduleRecords(
            R"({"ns/a-1":{"TotalRescheduleTimes":"two"},)"
            R"("ns/b-2":{"TotalRescheduleTimes":2,"RescheduleRecords":[{"ReasonOfTask":[{"PodName":"b-0"},)"
            R"({"RescheduleReason":"CardUnhealthy","PodName":"b-1","NodeName":"n1"}]},7]}})");
        QVERIFY(mixed);
        QCOMPARE(mixed->size(), std::size_t(1));
        const JobReschedules &b = mixed->at(QStringLiteral("ns/b-2"));
        QCOMPARE(b.total, 2);
        QCOMPARE(b.records.size(), std::size_t(1));
        QCOMPARE(b.records[0].tasks.size(), std::size_t(1));
        QCOMPARE(b.records[0].timestamp, qint64(0));
        QCOMPARE(describeRescheduledTask(b.records[0].tasks[0]), QStringLiteral("CardUnhealthy on n1 (pod b-1)"));
        QStringList places;
        for (const Problem &problem : mixed.problems())
            places << QString::fromStdString(problem.pointer);
        QCOMPARE(places, (QStringList{QStringLiteral("/ns~1a-1"), QStringLiteral("/ns~1b-2/RescheduleRecords/0/ReasonOfTask/0"),
                                      QStringLiteral("/ns~1b-2/RescheduleRecords/1")}));
    }
};

QTEST_APPLESS_MAIN(TestRescheduleRecords)
#include "tst_reschedulerecords.moc"
