// Goodput from a day's journal: writes a journal of INCIDENTS recoveries
// (each detected, classified, decided, acted on, verified and resolved with
// its six measured phases and its steps lost) spread over 24 hours and over
// JOBS training jobs, one in 30 of them of one 1,024-server job (96 a day),
// then times what the console does with it: reading and grouping the
// journal once at start, the Jobs view's refresh every 5 s (jobGoodput for
// every job), and the 1,024-server job's figure alone.
//
//   goodput_bench DIR [INCIDENTS] [JOBS]    (DIR is written and kept)
// Prints one JSON object; bench/goodput.py runs it.
#include "journal/journal.h"
#include "journal/recorddetails.h"
#include "pipeline/jobgoodput.h"
#include "pipeline/journalincident.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace ascendops;
using journal::JournalRecord;
using journal::RecordKind;

namespace {

constexpr qint64 kDayMs = 24 * 3'600'000;
// The window goodput is measured over: the day and an hour (`job goodput --since 25h`).
constexpr qint64 kWindowMs = 25 * 3'600'000;
const QString kBigJob = QStringLiteral("default/mindx-a3-scale");

QString jobOf(int incident, int jobs)
{
    return incident % 30 == 0 ? kBigJob : QStringLiteral("team-%1/job-%2").arg(incident % 7).arg(incident % std::max(jobs - 1, 1));
}

bool writeJournal(const QString &dir, int incidents, int jobs, qint64 endMs, QString *error)
{
    journal::Journal out;
    if (!out.open(dir, error))
        return false;
    const qint64 spacing = kDayMs / std::max(incidents, 1);
    for (int i = 0; i < incidents; ++i) {
        const qint64 at = endMs - kDayMs + i * spacing;
        const QString id = QStringLiteral("inc-20261130-%1").arg(i, 6, 10, QLatin1Char('0'));
        const auto record = [&](RecordKind kind, qint64 offsetMs, const QString &reason, QJsonObject details) {
            JournalRecord r;
            r.timeMs = at + offsetMs;
            r.incidentId = id;
            r.kind = kind;
            r.job = jobOf(i, jobs);
            r.node = QStringLiteral("node-%1").arg(i % 1024);
            r.device = QString::number(i % 16);
            r.level = QStringLiteral("SeparateNPU");
            r.action = QStringLiteral("pod-reschedule");
            r.reason = reason;
            r.details = std::move(details);
            return out.append(r, false, error);
        };
        journal::DetectedDetails detected;
        detected.signal = QStringLiteral("device-fault");
        detected.codes = {QStringLiteral("80E18402")};
        journal::ResolvedDetails resolved;
        resolved.phasesMs = {{QStringLiteral("detection"), 1200}, {QStringLiteral("decision"), 300},
                             {QStringLiteral("rescheduling"), 31000}, {QStringLiteral("link setup"), 6000},
                             {QStringLiteral("checkpoint load"), 21000}, {QStringLiteral("compile"), 24000}};
        resolved.stepsLost = 50;
        resolved.totalMs = 83500;
        if (!record(RecordKind::Detected, 0, QStringLiteral("80E18402 on Ascend910-3"), detected.toJson())
            || !record(RecordKind::Classified, 1, QStringLiteral("die fault, RoCE plane"), {})
            || !record(RecordKind::Decided, 1500, QStringLiteral("move the pod off the server"), {})
            || !record(RecordKind::Action, 1600, QStringLiteral("delete pod"), {})
            || !record(RecordKind::Verified, 83000, QStringLiteral("training steps advancing"), {})
            || !record(RecordKind::Resolved, 83500, QStringLiteral("recovered"), resolved.toJson()))
            return false;
    }
    return true;
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values.empty() ? 0 : values[values.size() / 2];
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 2) {
        std::fprintf(stderr, "usage: goodput_bench DIR [INCIDENTS] [JOBS]\n");
        return 2;
    }
    const QString dir = args[1];
    const int incidents = args.size() > 2 ? args[2].toInt() : 2880;
    const int jobs = args.size() > 3 ? args[3].toInt() : 300;
    // The day ends a minute ago: `job goodput --since 25h` run after it sees it all.
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    QString error;
    QDir(dir).removeRecursively();
    if (!writeJournal(dir, incidents, jobs, now - 60'000 - 84'000, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    QElapsedTimer clock;
    clock.start();
    const journal::JournalReadResult read = journal::Journal::read(dir);
    const std::vector<pipeline::JournalIncident> history = pipeline::groupJournalIncidents(read.records);
    const double readMs = double(clock.nsecsElapsed()) / 1e6;

    QStringList keys{kBigJob};
    for (int i = 0; i < incidents && keys.size() < jobs; ++i)
        if (!keys.contains(jobOf(i, jobs)))
            keys << jobOf(i, jobs);
    std::vector<double> refreshes, bigJob;
    double goodput = 0;
    int recoveries = 0;
    for (int round = 0; round < 30; ++round) {
        clock.restart();
        for (const QString &key : keys)
            (void)pipeline::jobGoodput(history, {}, key, now - kWindowMs, now, 1.0);
        refreshes.push_back(double(clock.nsecsElapsed()) / 1e6);
    }
    for (int round = 0; round < 200; ++round) {
        clock.restart();
        const pipeline::GoodputReport report = pipeline::jobGoodput(history, {}, kBigJob, now - kWindowMs, now, 1.0);
        bigJob.push_back(double(clock.nsecsElapsed()) / 1e6);
        goodput = report.goodput;
        recoveries = report.recoveriesMeasured;
    }
    const QJsonObject result{{QStringLiteral("incidents"), int(history.size())},
                             {QStringLiteral("records"), int(read.records.size())},
                             {QStringLiteral("jobs"), int(keys.size())},
                             {QStringLiteral("read_ms"), readMs},
                             {QStringLiteral("refresh_all_jobs_ms"), median(refreshes)},
                             {QStringLiteral("big_job_ms"), median(bigJob)},
                             {QStringLiteral("big_job_recoveries"), recoveries},
                             {QStringLiteral("big_job_goodput"), goodput}};
    std::printf("%s\n", QJsonDocument(result).toJson(QJsonDocument::Compact).constData());
    return 0;
}
