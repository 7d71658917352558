#include "jobgoodputcommand.h"

#include "clicommon.h"
#include "clihelp.h"
#include "jobprogresscommand.h"

#include "formats/traininglogreader.h"
#include "journal/journal.h"
#include "pipeline/jobgoodput.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QRegularExpression>

#include <nlohmann/json.hpp>

namespace ascendops::cli {

namespace {

using Json = nlohmann::json;


// "90m", "12h", "7d", "3600s" or seconds: milliseconds; -1 when not such a duration.
qint64 durationMs(const QString &text)
{
    static const QRegularExpression form(QStringLiteral("^(\\d+)([smhd]?)$"));
    const QRegularExpressionMatch match = form.match(text.trimmed());
    if (!match.hasMatch())
        return -1;
    const qint64 count = match.captured(1).toLongLong();
    const QString unit = match.captured(2);
    const qint64 scale = unit == QLatin1String("m") ? 60 : unit == QLatin1String("h") ? 3600 : unit == QLatin1String("d") ? 86400 : 1;
    return count * scale * 1000;
}

// The step time a training log prints; -1 when it prints none, -2 when it cannot be read.
double stepSecondsOfLog(const QString &path)
{
    TrainingLogReader reader;
    return readTrainingLogFile(path, reader) ? reader.summary().stepSeconds : -2;
}

void print(const pipeline::GoodputReport &report, bool json)
{
    if (json) {
        Json lost = Json::object();
        for (const auto &[cause, seconds] : report.lostSeconds)
            lost[cause.toStdString()] = seconds;
        Json notMeasured = Json::array();
        for (const QString &why : report.notMeasured)
            notMeasured.push_back(why.toStdString());
        Json phases = Json::object();
        for (const auto &[phase, seconds] : report.meanPhaseSeconds)
            phases[phase.toStdString()] = seconds;
        const Json out{{"job", report.job.toStdString()},
                       {"from", QDateTime::fromMSecsSinceEpoch(report.fromMs, Qt::UTC).toString(Qt::ISODate).toStdString()},
                       {"to", QDateTime::fromMSecsSinceEpoch(report.toMs, Qt::UTC).toString(Qt::ISODate).toStdString()},
                       {"goodput", report.goodput},
                       {"lost", lost},
                       {"incidents", report.incidents},
                       {"recoveriesMeasured", report.recoveriesMeasured},
                       {"meanPhaseSeconds", phases},
                       {"notMeasured", notMeasured}};
        printOut(QString::fromStdString(out.dump(2)) + QLatin1Char('\n'));
        return;
    }
    QString text = QStringLiteral("%1: goodput %2 over %3 h (%4 incident(s))\n")
                       .arg(report.job)
                       .arg(report.goodput, 0, 'f', 4)
                       .arg(double(report.toMs - report.fromMs) / 3'600'000.0, 0, 'f', 1)
                       .arg(report.incidents);
    for (const auto &[cause, seconds] : report.lostSeconds)
        text += QStringLiteral("  lost to %1: %2 s\n").arg(cause).arg(seconds, 0, 'f', 1);
    if (report.recoveriesMeasured > 0) {
        text += QStringLiteral("  a recovery, phase by phase (mean of %1):").arg(report.recoveriesMeasured);
        for (const auto &[phase, seconds] : report.meanPhaseSeconds)
            text += QStringLiteral(" %1 %2 s;").arg(phase).arg(seconds, 0, 'f', 1);
        text.chop(1);
        text += QLatin1Char('\n');
    }
    for (const QString &why : report.notMeasured)
        text += QStringLiteral("  not measured: %1\n").arg(why);
    printOut(text);
}

} // namespace

int runJobGoodput(const QStringList &args)
{
    QCommandLineParser parser;
    for (const char *option : {"journal", "since", "step-seconds", "log"})
        parser.addOption({QLatin1String(option), QString(), QStringLiteral("VALUE")});
    parser.addOption({QStringLiteral("json"), QString()});
    parser.addPositionalArgument(QStringLiteral("job"), QString());
    if (!parseOrComplain(parser, args))
        return ExitUsage;
    const QString job = parser.positionalArguments().value(0);
    if (parser.positionalArguments().size() != 1 || job.count(QLatin1Char('/')) != 1 || !parser.isSet(QStringLiteral("journal"))) {
        return usageError(QStringLiteral("ascend-ops-cli job goodput: give NAMESPACE/NAME and --journal DIR"));
    }
    const qint64 window = durationMs(parser.isSet(QStringLiteral("since")) ? parser.value(QStringLiteral("since")) : QStringLiteral("24h"));
    if (window <= 0) {
        usageError(QStringLiteral("ascend-ops-cli job goodput: --since: expected a duration such as 90m, 12h or 7d\n"));
        return ExitUsage;
    }
    double stepSeconds = -1;
    if (parser.isSet(QStringLiteral("step-seconds"))) {
        bool ok = false;
        stepSeconds = parser.value(QStringLiteral("step-seconds")).toDouble(&ok);
        if (!ok || stepSeconds <= 0) {
            usageError(QStringLiteral("ascend-ops-cli job goodput: --step-seconds: expected a positive number\n"));
            return ExitUsage;
        }
    } else if (parser.isSet(QStringLiteral("log"))) {
        stepSeconds = stepSecondsOfLog(parser.value(QStringLiteral("log")));
        if (stepSeconds < -1)
            return ExitUsage;
    }
    const QString dir = parser.value(QStringLiteral("journal"));
    const journal::JournalReadResult read = journal::Journal::read(dir);
    for (const QString &problem : read.problems)
        printErr(problem + QLatin1Char('\n'));
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    print(pipeline::jobGoodput(pipeline::groupJournalIncidents(read.records), job, now - window, now, stepSeconds),
          parser.isSet(QStringLiteral("json")));
    return ExitOk;
}

} // namespace ascendops::cli
