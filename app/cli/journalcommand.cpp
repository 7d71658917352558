#include "journalcommand.h"

#include "clicommon.h"
#include "clihelp.h"

#include "journal/journal.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>

#include <algorithm>
#include <cstdio>

namespace ascendops::cli {
namespace {

using journal::JournalReadResult;
using journal::JournalRecord;

enum class ExportFormat { Jsonl, Csv };


QString complaint(const QString &message)
{
    return QStringLiteral("ascend-ops-cli journal export: %1\n").arg(message);
}

// RFC 4180: a field with a comma, a quote or a line break goes in quotes,
// with its quotes doubled.
QString csvField(QString value)
{
    static const QString special = QStringLiteral(",\"\r\n");
    if (std::none_of(value.cbegin(), value.cend(), [](QChar c) { return special.contains(c); }))
        return value;
    value.replace(QLatin1Char('"'), QLatin1String("\"\""));
    return QLatin1Char('"') + value + QLatin1Char('"');
}

QByteArray csvLine(const QStringList &fields)
{
    QStringList quoted;
    for (const QString &field : fields)
        quoted << csvField(field);
    return quoted.join(QLatin1Char(',')).toUtf8() + '\n';
}

QByteArray csvHeader()
{
    return "time,incident,kind,job,node,device,level,action,dry_run,reason\n";
}

QByteArray formatRecord(const JournalRecord &record, ExportFormat format)
{
    if (format == ExportFormat::Jsonl)
        return QJsonDocument(journal::toJson(record)).toJson(QJsonDocument::Compact) + '\n';
    return csvLine({journal::formatRecordTime(record.timeMs), record.incidentId,
                    QLatin1String(journal::recordKindName(record.kind)), record.job, record.node, record.device,
                    record.level, record.action, record.dryRun ? QStringLiteral("true") : QStringLiteral("false"),
                    record.reason});
}

// Writes the records to stdout; false when stdout would not take them (a full
// disk behind a redirection, say).
bool printRecords(const std::vector<JournalRecord> &records, ExportFormat format)
{
    QByteArray out = format == ExportFormat::Csv ? csvHeader() : QByteArray();
    for (const JournalRecord &record : records) {
        out += formatRecord(record, format);
        if (out.size() >= 64 * 1024) {   // in chunks: a journal can be large
            std::fwrite(out.constData(), 1, std::size_t(out.size()), stdout);
            out.clear();
        }
    }
    std::fwrite(out.constData(), 1, std::size_t(out.size()), stdout);
    return std::fflush(stdout) == 0 && !std::ferror(stdout);
}

// Damage to stderr, one line each; the exit code it calls for.
int reportDamage(const JournalReadResult &result)
{
    for (const QString &problem : result.problems)
        printErr(problem + QLatin1Char('\n'));
    if (result.tornTail)
        printErr(QCoreApplication::translate("journal",
                     "%1: warning: torn tail of %n byte(s) (a write cut short by a crash), ignored\n", nullptr,
                     int(result.tornTailBytes)).arg(result.tornTailLocation));
    return result.problems.isEmpty() ? ExitOk : ExitInvalid;
}

bool readFormat(const QString &name, ExportFormat *format)
{
    if (name == QLatin1String("jsonl"))
        *format = ExportFormat::Jsonl;
    else if (name == QLatin1String("csv"))
        *format = ExportFormat::Csv;
    else
        return false;
    return true;
}

int exportJournal(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption journalOption(QStringLiteral("journal"), QString(), QStringLiteral("DIR"));
    const QCommandLineOption formatOption(QStringLiteral("format"), QString(), QStringLiteral("jsonl|csv"),
                                          QStringLiteral("jsonl"));
    parser.addOptions({journalOption, formatOption});
    if (!parseOrComplain(parser, args))
        return ExitUsage;
    QString wrong;
    ExportFormat format = ExportFormat::Jsonl;
    if (!parser.isSet(journalOption))
        wrong = QCoreApplication::translate("journal", "--journal DIR is required");
    else if (!parser.positionalArguments().isEmpty())
        wrong = QCoreApplication::translate("journal", "unexpected argument '%1'").arg(parser.positionalArguments().first());
    else if (!readFormat(parser.value(formatOption), &format))
        wrong = QCoreApplication::translate("journal", "--format: expected jsonl or csv, not '%1'").arg(parser.value(formatOption));
    if (!wrong.isEmpty())
        return usageError(complaint(wrong));
    const QString dir = parser.value(journalOption);
    const JournalReadResult result = journal::Journal::read(dir);
    if (result.ioErrors.isEmpty() && result.segments == 0) {
        printErr(complaint(QCoreApplication::translate("journal", "%1: not a journal (no journal-NNNNNN.log in it)").arg(dir)));
        return ExitUsage;
    }
    if (!printRecords(result.records, format)) {
        printErr(complaint(QCoreApplication::translate("journal", "cannot write the output")));
        return ExitUsage;
    }
    const int damage = reportDamage(result);
    for (const QString &error : result.ioErrors)
        printErr(complaint(error));
    return result.ioErrors.isEmpty() ? damage : ExitUsage;
}

} // namespace

int runJournalCommand(const QStringList &args)
{
    if (args.value(1) != QLatin1String("export"))
        return subcommandError(QStringLiteral("journal"), args.value(1));
    return exportJournal(args.mid(1));
}

} // namespace ascendops::cli
