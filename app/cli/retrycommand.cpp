#include "retrycommand.h"

#include "clicommon.h"
#include "clihelp.h"

#include "formats/jsonreader.h"
#include "formats/jsonwriter.h"
#include "formats/retrycrosscheck.h"
#include "formats/retryeligibility.h"
#include "formats/retryparams.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <optional>

namespace ascendops::cli {
namespace {


// A problem together with what it is about: a variable name, the rank table
// file, or the check as a whole.
struct Finding
{
    QString source;
    Problem problem;
};

// What one `retry check` run found and produced.
struct CheckResult
{
    RetrySettings settings;
    RetryTarget target;
    QList<Finding> findings;

    bool valid() const
    {
        for (const Finding &finding : findings) {
            if (finding.problem.isError())
                return false;
        }
        return true;
    }
};

void addFindings(CheckResult *result, const QString &source, const Problems &problems)
{
    for (const Problem &problem : problems)
        result->findings.append({source, problem});
}

QString variableName(RetryVariable variable)
{
    return QLatin1String(retryVariableName(variable));
}

QString findingLine(const Finding &finding)
{
    const Problem &p = finding.problem;
    if (p.line > 0 || !p.pointer.empty())
        return formatProblem(finding.source, p);
    return QStringLiteral("%1: %2: %3\n").arg(finding.source, severityName(p.severity), p.message);
}


JsonValue parseJsonOrNull(const QString &text)
{
    Parsed<JsonValue> parsed = parseJsonInPlace(text.toStdString());
    return parsed ? parsed.take() : JsonValue();
}

JsonValue performanceJson()
{
    JsonValue cases = JsonValue::array();
    for (const RetryPerformanceCase &c : retryPerformanceImpact()) {
        JsonValue entry = JsonValue::object();
        entry.appendMember("model", JsonValue::string(c.model));
        entry.appendMember("case", JsonValue::string(c.testCase));
        entry.appendMember("fps_off", JsonValue::number(QString::number(c.fpsOff, 'g', 12).toStdString()));
        entry.appendMember("fps_on", JsonValue::number(QString::number(c.fpsOn, 'g', 12).toStdString()));
        entry.appendMember("change_percent", JsonValue::number(QString::number(c.changePercent(), 'f', 2).toStdString()));
        cases.append(entry);
    }
    return cases;
}

JsonValue resultToJson(const CheckResult &result)
{
    JsonValue report = JsonValue::object();
    const bool valid = result.valid();
    report.appendMember("valid", JsonValue::boolean(valid));
    if (valid) {
        const RetrySettings &s = result.settings;
        report.appendMember("enable", JsonValue::string(formatRetryEnable(s).toStdString()));
        report.appendMember("params", JsonValue::string(formatRetryParams(s).toStdString()));
        report.appendMember("platform", JsonValue::string(retryPlatformName(result.target.platform)));
        report.appendMember("hardware", JsonValue::string(npuHardwareName(result.target.hardware)));
        if (result.target.platform == RetryPlatform::ModelArts) {
            report.appendMember("annotation", parseJsonOrNull(modelArtsRetryAnnotation(s.anyLevelEnabled())));
            if (s.paramsSet && s.anyLevelEnabled()) {
                JsonValue exports = JsonValue::array();
                exports.append(JsonValue::string(modelArtsRetryLines(s).constLast().toStdString()));
                report.appendMember("exports", exports);
            }
        } else {
            JsonValue exports = JsonValue::array();
            for (const QString &line : retryExportLines(s))
                exports.append(JsonValue::string(line.toStdString()));
            report.appendMember("exports", exports);
        }
        report.appendMember("retry_enabled", JsonValue::boolean(s.anyLevelEnabled()));
        report.appendMember("worst_case_hold_ms", JsonValue::number((long long)worstCaseHoldMs(s)));
        report.appendMember("worst_case_hold", JsonValue::string(formatHoldDuration(worstCaseHoldMs(s)).toStdString()));
        if (s.anyLevelEnabled())
            report.appendMember("performance_impact", performanceJson());
    }
    JsonValue problems = JsonValue::array();
    for (const Finding &finding : result.findings)
        problems.append(problemJson("source", finding.source, finding.problem));
    report.appendMember("problems", problems);
    return report;
}

QString holdTimeComment(const RetrySettings &s)
{
    if (!s.anyLevelEnabled())
        return QCoreApplication::translate("retry", "# operator retry is off on every level\n");
    return QCoreApplication::translate("retry",
               "# worst-case hold of a failed operator: %1 (HoldTime %2 ms + (MaxCnt %3 - 1) x IntervalTime %4 ms)\n")
        .arg(formatHoldDuration(worstCaseHoldMs(s)))
        .arg(s.holdTimeMs).arg(s.maxCnt).arg(s.intervalTimeMs);
}

void printText(const CheckResult &result)
{
    for (const Finding &finding : result.findings)
        printErr(findingLine(finding));
    if (!result.valid())
        return;
    if (result.target.platform == RetryPlatform::ModelArts) {
        printOut(QCoreApplication::translate("retry", "# ModelArts: put this in the job's metadata (not the environment)\n"));
        printOut(modelArtsRetryLines(result.settings).join(QLatin1Char('\n')) + QLatin1Char('\n'));
    } else {
        printOut(retryExportLines(result.settings).join(QLatin1Char('\n')) + QLatin1Char('\n'));
    }
    printOut(holdTimeComment(result.settings));
    if (result.settings.anyLevelEnabled())
        printOut(QCoreApplication::translate("retry", "# enabling retry costs performance: %1\n").arg(retryPerformanceSummary()));
}

// Reads and parses --ranktable into *table. False when the file cannot be
// read (an I/O error); a syntax error is a finding and leaves *table empty.
bool loadRankTable(const QString &path, std::optional<JsonValue> *table, CheckResult *result)
{
    std::string bytes;
    if (!readFile(path, &bytes))
        return false;
    Parsed<JsonValue> parsed = parseJsonInPlace(std::move(bytes));
    if (parsed)
        *table = parsed.take();
    for (const Problem &problem : parsed.problems())
        result->findings.append({path, problem});
    return true;
}

void parseVariables(const QCommandLineParser &parser, CheckResult *result)
{
    const Parsed<RetrySettings> enable = parseRetryEnable(parser.value(QStringLiteral("enable")), result->settings);
    if (enable)
        result->settings = enable.value();
    const Parsed<RetrySettings> params = parseRetryParams(parser.value(QStringLiteral("params")), result->settings);
    if (params)
        result->settings = params.value();
    addFindings(result, variableName(RetryVariable::Enable), enable.problems());
    addFindings(result, variableName(RetryVariable::Params), params.problems());
}

// --platform and --hardware into the target; false on a value that is
// neither name.
bool readTarget(const QCommandLineParser &parser, RetryTarget *target)
{
    if (parser.isSet(QStringLiteral("platform"))) {
        const std::optional<RetryPlatform> platform = retryPlatformFromName(parser.value(QStringLiteral("platform")));
        if (!platform) {
            usageError(QCoreApplication::translate("retry", "retry check: --platform is mindcluster or modelarts, not '%1'\n")
                         .arg(parser.value(QStringLiteral("platform"))));
            return false;
        }
        target->platform = *platform;
    }
    if (parser.isSet(QStringLiteral("hardware"))) {
        const std::optional<NpuHardware> hardware = npuHardwareFromName(parser.value(QStringLiteral("hardware")));
        if (!hardware) {
            usageError(QCoreApplication::translate("retry", "retry check: --hardware is a2 or a3, not '%1'\n")
                         .arg(parser.value(QStringLiteral("hardware"))));
            return false;
        }
        target->hardware = *hardware;
        target->hardwareWhere = QStringLiteral("--hardware");
    }
    return true;
}

// What the table says of where retry runs: a 1.2 table is an A3 super-pod
// job (unless --hardware said otherwise, which then disagrees with it), and
// its servers' host IPs are the ones retry negotiates over.
void targetFromTable(const RetryRankTableFacts &facts, const QString &path, CheckResult *result)
{
    RetryTarget &target = result->target;
    if (facts.superPodMode) {
        if (target.hardware == NpuHardware::A2)
            result->findings.append({path, Problem::error("/version",
                QCoreApplication::translate("retry", "version 1.2 is an Atlas A3 super-pod table, but --hardware says a2"))});
        else if (target.hardware == NpuHardware::Unknown) {
            target.hardware = NpuHardware::A3;
            target.hardwareWhere = path + QStringLiteral(": version 1.2");
        }
    }
    target.hostIps = facts.hostIps;
}

bool checkUsage(const QCommandLineParser &parser)
{
    if (!parser.positionalArguments().isEmpty()) {
        usageError(QCoreApplication::translate("retry", "retry check: unexpected argument '%1'\n")
                       .arg(parser.positionalArguments().constFirst()));
        return false;
    }
    if (!parser.isSet(QStringLiteral("enable")) && !parser.isSet(QStringLiteral("params"))) {
        usageError(QCoreApplication::translate("retry", "retry check: give --enable, --params or both\n"));
        return false;
    }
    return true;
}

int check(const QStringList &args)
{
    QCommandLineParser parser;
    // Option descriptions stay untranslated here: clihelptext.cpp holds the help.
    parser.addOption({QStringLiteral("enable"), QString(), QStringLiteral("STR")});
    parser.addOption({QStringLiteral("params"), QString(), QStringLiteral("STR")});
    parser.addOption({QStringLiteral("ranktable"), QString(), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("platform"), QString(), QStringLiteral("P")});
    parser.addOption({QStringLiteral("hardware"), QString(), QStringLiteral("H")});
    parser.addOption({QStringLiteral("json"), QString()});
    if (!parseOrComplain(parser, args))
        return ExitUsage;
    CheckResult result;
    if (!checkUsage(parser) || !readTarget(parser, &result.target))
        return ExitUsage;

    parseVariables(parser, &result);
    std::optional<JsonValue> table;
    if (parser.isSet(QStringLiteral("ranktable"))) {
        if (!loadRankTable(parser.value(QStringLiteral("ranktable")), &table, &result))
            return ExitUsage;
    }
    // Cross-checks of settings that failed to parse would judge defaults the
    // user never asked for, so they run only on clean input.
    if (result.valid()) {
        const QString tableSource = parser.value(QStringLiteral("ranktable"));
        std::optional<RetryRankTableFacts> facts;
        if (table) {
            facts = retryRankTableFacts(*table);
            targetFromTable(*facts, tableSource, &result);
        }
        Problems problems = crossCheckRetryFacts(result.settings, facts ? &*facts : nullptr);
        problems += checkRetryEligibility(result.settings, result.target);
        for (const Problem &problem : problems)
            result.findings.append({problem.pointer.empty() ? QStringLiteral("retry check") : tableSource, problem});
    }

    if (parser.isSet(QStringLiteral("json")))
        printOut(QString::fromStdString(writeJson(resultToJson(result), 2)));
    else
        printText(result);
    return result.valid() ? ExitOk : ExitInvalid;
}

} // namespace

int runRetryCommand(const QStringList &args)
{
    const QString sub = args.value(1);
    if (sub == QLatin1String("check"))
        return check(args.mid(1));
    return subcommandError(QStringLiteral("retry"), sub);
}

} // namespace ascendops::cli
