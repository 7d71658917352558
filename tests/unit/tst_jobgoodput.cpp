// A job's goodput from the journal: each recovery's measured phases, a
// hang's wait, the steps rolled back at the job's step time, an incident
// still open, the window's edges, and what cannot be measured said.
#include "journal/recorddetails.h"
#include "pipeline/jobgoodput.h"

#include <QTest>

using namespace ascendops;
using namespace ascendops::pipeline;
using journal::JournalRecord;
using journal::RecordKind;

namespace {

constexpr qint64 kHour = 3'600'000;

JournalRecord record(const char *id, RecordKind kind, qint64 atMs, QJsonObject details = {})
{
    JournalRecord r;
    r.incidentId = QString::fromLatin1(id);
    r.kind = kind;
    r.timeMs = atMs;
    r.job = QStringLiteral("default/llm");
    r.details = std::move(details);
    return r;
}

// A resolved incident of the job: detected at ATMS as SIGNAL, its phases (ms) and steps lost.
std::vector<JournalRecord> recovery(const char *id, qint64 atMs, const char *signal, std::map<QString, qint64> phases,
                                    qint64 stepsLost)
{
    journal::DetectedDetails detected;
    detected.signal = QString::fromLatin1(signal);
    journal::ResolvedDetails resolved;
    resolved.phasesMs = std::move(phases);
    resolved.stepsLost = stepsLost;
    return {record(id, RecordKind::Detected, atMs, detected.toJson()),
            record(id, RecordKind::Resolved, atMs + 60'000, resolved.toJson())};
}

} // namespace

class TestJobGoodput : public QObject
{
    Q_OBJECT

private slots:
    void lostTimeByCauseOverTheWindow()
    {
        std::vector<JournalRecord> records;
        for (auto &r : recovery("inc-1", 2 * kHour, "device-fault",
                                {{QStringLiteral("detection"), 1000}, {QStringLiteral("rescheduling"), 30000},
                                 {QStringLiteral("link setup"), 5000}, {QStringLiteral("checkpoint load"), 20000},
                                 {QStringLiteral("compile"), 24000}},
                                50))
            records.push_back(r);
        for (auto &r : recovery("inc-2", 5 * kHour, "hang", {{QStringLiteral("detection"), 120000}, {QStringLiteral("rescheduling"), 10000}}, 0))
            records.push_back(r);
        // Another job's recovery does not count.
        auto other = recovery("inc-3", 3 * kHour, "device-fault", {{QStringLiteral("rescheduling"), 99000}}, 0);
        for (auto &r : other) {
            r.job = QStringLiteral("default/other");
            records.push_back(r);
        }
        const GoodputReport report = jobGoodput(groupJournalIncidents(records), QStringLiteral("default/llm"), 0, 10 * kHour, 2.0);
        QCOMPARE(report.incidents, 2);
        QCOMPARE(report.lostSeconds.at(QStringLiteral("detection")), 1.0);
        QCOMPARE(report.lostSeconds.at(QStringLiteral("hang")), 120.0);   // the hang's wait until it was seen
        QCOMPARE(report.lostSeconds.at(QStringLiteral("rescheduling")), 40.0);
        QCOMPARE(report.lostSeconds.at(QStringLiteral("steps rolled back")), 100.0);   // 50 steps of 2 s
        QCOMPARE(report.lostTotal(), 1 + 30 + 5 + 20 + 24 + 100 + 120 + 10.0);
        QCOMPARE(report.goodput, 1.0 - report.lostTotal() / 36000.0);
        QVERIFY(report.notMeasured.isEmpty());
        // Phase by phase, a recovery on average: what the estimate is set against.
        // A phase one recovery skipped counts 0 there; one neither had is left out.
        QCOMPARE(report.recoveriesMeasured, 2);
        const std::vector<std::pair<QString, double>> means{
            {QStringLiteral("detection"), 60.5}, {QStringLiteral("rescheduling"), 20.0}, {QStringLiteral("link setup"), 2.5},
            {QStringLiteral("checkpoint load"), 10.0}, {QStringLiteral("compile"), 12.0}};
        QCOMPARE(report.meanPhaseSeconds, means);
    }

    void anOpenIncidentAndAnUnknownStepTime()
    {
        std::vector<JournalRecord> records = recovery("inc-1", 1 * kHour, "device-fault", {{QStringLiteral("rescheduling"), 30000}}, 40);
        records.push_back(record("inc-2", RecordKind::Detected, 9 * kHour));   // still open at the window's end
        const GoodputReport report = jobGoodput(groupJournalIncidents(records), QStringLiteral("default/llm"), 0, 10 * kHour, 0);
        QCOMPARE(report.lostSeconds.at(QStringLiteral("still recovering")), 3600.0);
        QVERIFY(!report.lostSeconds.count(QStringLiteral("steps rolled back")));
        QCOMPARE(report.notMeasured.size(), 1);
        QVERIFY(report.notMeasured[0].contains(QLatin1String("40 steps rolled back")));
        // A window that ends before the incident began sees nothing of it.
        const GoodputReport before = jobGoodput(groupJournalIncidents(records), QStringLiteral("default/llm"), 0, kHour / 2, 1);
        QCOMPARE(before.incidents, 0);
        QCOMPARE(before.goodput, 1.0);
    }

    // Two incidents of one job whose recoveries overlap (a second fault while
    // the first restart runs) lose the job that time once, counted for the
    // incident that began first; before, it was counted twice.
    void overlappingIncidentsLoseTheJobTheirTimeOnce()
    {
        std::vector<JournalRecord> records = recovery("inc-1", 2 * kHour, "device-fault", {{QStringLiteral("rescheduling"), 60000}}, 0);
        for (auto &r : recovery("inc-2", 2 * kHour + 30'000, "device-fault", {{QStringLiteral("checkpoint load"), 60000}}, 0))
            records.push_back(r);
        const GoodputReport report = jobGoodput(groupJournalIncidents(records), QStringLiteral("default/llm"), 0, 10 * kHour, 1);
        QCOMPARE(report.incidents, 2);
        QCOMPARE(report.lostSeconds.at(QStringLiteral("rescheduling")), 60.0);
        QCOMPARE(report.lostSeconds.at(QStringLiteral("checkpoint load")), 30.0);   // its first half was already lost
        QCOMPARE(report.lostTotal(), 90.0);
    }

    // In a running console the incidents of this run count beside the
    // journal's earlier ones: a resolved one by its phases, an open one by
    // the phases it reached up to now; one in both is taken as it is live.
    void thisRunsIncidentsCountBesideTheJournals()
    {
        const std::vector<JournalRecord> records = recovery("inc-1", 1 * kHour, "device-fault", {{QStringLiteral("rescheduling"), 30000}}, 0);
        std::map<QString, Incident> live;
        Incident open;
        open.job = QStringLiteral("default/llm");
        open.state = IncidentState::Acting;
        open.first.kind = SignalKind::DeviceFault;
        open.timeline.occurredMs = 9 * kHour;
        open.timeline.detectedMs = 9 * kHour + 2'000;
        open.timeline.decidedMs = 9 * kHour + 3'000;
        open.timeline.actedMs = 9 * kHour + 3'000;
        live.emplace(QStringLiteral("inc-2"), open);
        const GoodputReport report = jobGoodput(groupJournalIncidents(records), live, QStringLiteral("default/llm"), 0,
                                                9 * kHour + 63'000, 1);
        QCOMPARE(report.incidents, 2);
        QCOMPARE(report.lostSeconds.at(QStringLiteral("rescheduling")), 30.0 + 60.0);   // the journal's, and the one under way
        QCOMPARE(report.lostSeconds.at(QStringLiteral("detection")), 2.0);
        QCOMPARE(report.lostSeconds.at(QStringLiteral("decision")), 1.0);
        QCOMPARE(fleetGoodput({report}), report.goodput);
        QCOMPARE(fleetGoodput({}), -1.0);
    }
};

QTEST_GUILESS_MAIN(TestJobGoodput)
#include "tst_jobgoodput.moc"
