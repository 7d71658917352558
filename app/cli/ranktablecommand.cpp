#include "ranktablecommand.h"

#include "clicommon.h"
#include "clihelp.h"
#include "oneshotarena.h"

#include "formats/fabrictopology.h"
#include "formats/jsonreader.h"
#include "formats/jsonwriter.h"
#include "formats/ranktablegenerator.h"
#include "formats/ranktabletemplate2.h"
#include "formats/ranktablevalidator.h"
#include "formats/routingplan.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace ascendops::cli {
namespace {

// Syntax problems and rank-table problems of one file, or false on I/O error.
bool checkFile(const QString &path, Problems *problems)
{
    std::string bytes;
    if (!readFile(path, &bytes))
        return false;
    Parsed<JsonValue> parsed = parseJsonInPlace(std::move(bytes));
    if (!parsed) {
        problems->append(parsed.problems());
        return true;
    }
    *problems = validateRankTable(parsed.value());
    releaseAtExit(parsed.take());
    return true;
}

int validate(const QStringList &args)
{
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("json"), QCoreApplication::translate("ranktable", "Print the problems as JSON on stdout.")});
    parser.addPositionalArgument(QStringLiteral("FILE"), QCoreApplication::translate("ranktable", "Rank tables to check."));
    if (!parseOrComplain(parser, args))
        return ExitUsage;
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty()) {
        usageError(QCoreApplication::translate("ranktable", "ranktable validate: name at least one FILE\n"));
        return ExitUsage;
    }
    const bool json = parser.isSet(QStringLiteral("json"));
    OneShotArena::enable();     // validate ends the process
    bool ioError = false;
    bool invalid = false;
    JsonValue report = JsonValue::array();
    for (const QString &file : files) {
        Problems problems;
        if (!checkFile(file, &problems)) {
            ioError = true;
            continue;
        }
        invalid = invalid || hasErrors(problems);
        for (const Problem &problem : problems) {
            if (json)
                report.append(problemJson("file", file, problem));
            else
                printErr(formatProblem(file, problem));
        }
    }
    if (json)
        printOut(QString::fromStdString(writeJson(report, 2)));
    if (ioError)
        return ExitUsage;
    return invalid ? ExitInvalid : ExitOk;
}

// --to 1.0: a template-2 table becomes a 1.0 one; a 1.0 table stays as it is.
bool convertForFormat(const QString &file, JsonValue *table)
{
    const RankTableVersion version = rankTableVersion(*table);
    if (version == RankTableVersion::V1_0)
        return true;
    if (version == RankTableVersion::V1_2 || version == RankTableVersion::V2_0) {
        printErr(QCoreApplication::translate("ranktable", "%1: --to 1.0 converts legacy template-2 tables; this one is version %2\n")
                     .arg(file, QLatin1String(rankTableVersionName(version))));
        return false;
    }
    Parsed<JsonValue> converted = convertTemplate2To10(*table);
    for (const Problem &problem : converted.problems())
        printErr(formatProblem(file, problem));
    if (!converted)
        return false;
    *table = converted.take();
    return true;
}

int format(const QStringList &args)
{
    QCommandLineParser parser;
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")}, QCoreApplication::translate("ranktable", "Write to OUT instead of stdout."), QStringLiteral("OUT")});
    parser.addOption({QStringLiteral("to"), QCoreApplication::translate("ranktable", "Convert to this version first: 1.0 (from a template-2 table)."), QStringLiteral("VERSION")});
    parser.addPositionalArgument(QStringLiteral("FILE"), QCoreApplication::translate("ranktable", "Rank table to rewrite."));
    if (!parseOrComplain(parser, args))
        return ExitUsage;
    if (parser.positionalArguments().size() != 1) {
        usageError(QCoreApplication::translate("ranktable", "ranktable fmt: name exactly one FILE\n"));
        return ExitUsage;
    }
    const QString target = parser.value(QStringLiteral("to"));
    if (parser.isSet(QStringLiteral("to")) && target != QLatin1String("1.0")) {
        usageError(QCoreApplication::translate("ranktable", "ranktable fmt: --to takes 1.0 (a template-2 table converted to version 1.0)\n"));
        return ExitUsage;
    }
    const QString file = parser.positionalArguments().constFirst();
    std::string bytes;
    if (!readFile(file, &bytes))
        return ExitUsage;
    Parsed<JsonValue> parsed = parseJsonInPlace(std::move(bytes));
    if (!parsed) {
        for (const Problem &problem : parsed.problems())
            printErr(formatProblem(file, problem));
        return ExitInvalid;
    }
    if (!target.isEmpty() && !convertForFormat(file, &parsed.value()))
        return ExitInvalid;
    const std::string text = writeJson(parsed.value());
    const QByteArray out(text.data(), qsizetype(text.size()));
    if (parser.isSet(QStringLiteral("o")))
        return writeOutputFile(parser.value(QStringLiteral("o")), out) ? ExitOk : ExitUsage;
    printOut(QString::fromUtf8(out));
    return ExitOk;
}

bool parseCount(const QCommandLineParser &parser, const QString &name, int min, int max, int *out)
{
    bool ok = false;
    const int value = parser.value(name).toInt(&ok);
    if (!ok || value < min || value > max) {
        usageError(QCoreApplication::translate("ranktable", "ranktable generate: --%1 must be a whole number from %2 to %3\n").arg(name).arg(min).arg(max));
        return false;
    }
    *out = value;
    return true;
}

int generate(const QStringList &args)
{
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("version"), QCoreApplication::translate("ranktable", "Rank table version: 1.0, 1.2 or 2.0."), QStringLiteral("V")});
    parser.addOption({QStringLiteral("servers"), QCoreApplication::translate("ranktable", "Number of servers."), QStringLiteral("N")});
    parser.addOption({QStringLiteral("devices-per-server"), QCoreApplication::translate("ranktable", "Devices (ranks) per server."), QStringLiteral("K")});
    parser.addOption({QStringLiteral("super-pod-size"), QCoreApplication::translate("ranktable", "Servers per super-pod (1.2)."), QStringLiteral("S"), QStringLiteral("0")});
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")}, QCoreApplication::translate("ranktable", "Write to OUT instead of stdout."), QStringLiteral("OUT")});
    if (!parseOrComplain(parser, args))
        return ExitUsage;
    RankTableSpec spec;
    const QString version = parser.value(QStringLiteral("version"));
    if (version == QLatin1String("1.0"))
        spec.version = RankTableVersion::V1_0;
    else if (version == QLatin1String("1.2"))
        spec.version = RankTableVersion::V1_2;
    else if (version == QLatin1String("2.0"))
        spec.version = RankTableVersion::V2_0;
    else {
        usageError(QCoreApplication::translate("ranktable", "ranktable generate: --version must be 1.0, 1.2 or 2.0\n"));
        return ExitUsage;
    }
    const int maxDevices = spec.version == RankTableVersion::V2_0 ? 65 : 64;
    if (!parseCount(parser, QStringLiteral("servers"), 1, 65536, &spec.servers)
        || !parseCount(parser, QStringLiteral("devices-per-server"), 1, maxDevices, &spec.devicesPerServer)
        || !parseCount(parser, QStringLiteral("super-pod-size"), 0, 65536, &spec.superPodSize))
        return ExitUsage;
    if (spec.version == RankTableVersion::V2_0 && spec.servers * spec.devicesPerServer > 65536) {
        printErr(QCoreApplication::translate("ranktable", "ranktable generate: a 2.0 table holds at most 65536 ranks\n"));
        return ExitUsage;
    }
    const std::string text = writeJson(generateRankTable(spec));
    const QByteArray out(text.data(), qsizetype(text.size()));
    if (parser.isSet(QStringLiteral("o")))
        return writeOutputFile(parser.value(QStringLiteral("o")), out) ? ExitOk : ExitUsage;
    printOut(QString::fromUtf8(out));
    return ExitOk;
}

// The file's JSON, or nothing with its problems printed (*ioError on I/O).
std::optional<JsonValue> readJsonFile(const QString &file, bool *ioError)
{
    std::string bytes;
    if (!readFile(file, &bytes)) {
        *ioError = true;
        return std::nullopt;
    }
    Parsed<JsonValue> parsed = parseJsonInPlace(std::move(bytes));
    for (const Problem &problem : parsed.problems())
        printErr(formatProblem(file, problem));
    if (!parsed)
        return std::nullopt;
    return parsed.take();
}

JsonValue planReport(const RoutingPlan &plan)
{
    JsonValue hops = JsonValue::object();
    hops.appendMember("before", JsonValue::number(plan.hopsBefore));
    hops.appendMember("after", JsonValue::number(plan.hopsAfter));
    JsonValue servers = JsonValue::array();
    for (const RoutingServer &server : plan.servers) {
        JsonValue entry = JsonValue::object();
        entry.appendMember("server_id", JsonValue::string(server.serverId.toStdString()));
        if (!server.superPod.isEmpty())
            entry.appendMember("super_pod_id", JsonValue::string(server.superPod.toStdString()));
        entry.appendMember("switch", JsonValue::string(server.switchName.toStdString()));
        entry.appendMember("rank_after_acc", JsonValue::number(server.rankAfterAcc));
        servers.append(std::move(entry));
    }
    JsonValue report = JsonValue::object();
    report.appendMember("planned", JsonValue::boolean(!plan.skipped));
    if (plan.skipped)
        report.appendMember("skipped", JsonValue::string(plan.skipReason.toStdString()));
    report.appendMember("changed", JsonValue::boolean(plan.changed));
    report.appendMember("leaves", JsonValue::number(plan.leaves));
    report.appendMember("cross_switch_hops", std::move(hops));
    report.appendMember("servers", std::move(servers));
    return report;
}

QString planSummary(const QString &file, const RoutingPlan &plan)
{
    if (plan.skipped)
        return QCoreApplication::translate("ranktable", "%1: not planned: %2\n").arg(file, plan.skipReason);
    return QCoreApplication::translate("ranktable", "%1: %2 servers under %3 leaf switches; leaf crossings of the ring in rank order: %4 before, %5 after%6\n")
        .arg(file).arg(plan.servers.size()).arg(plan.leaves).arg(plan.hopsBefore).arg(plan.hopsAfter)
        .arg(plan.changed ? QString() : QCoreApplication::translate("ranktable", " (the order was already the best; nothing changed)"));
}

int plan(const QStringList &args)
{
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("topology"), QCoreApplication::translate("ranktable", "The fabric topology (fabric discover writes it)."), QStringLiteral("TOPOLOGY")});
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")}, QCoreApplication::translate("ranktable", "Write the renumbered table to OUT (without it, to stdout unless --json)."), QStringLiteral("OUT")});
    parser.addOption({QStringLiteral("json"), QCoreApplication::translate("ranktable", "Print the plan (cross_switch_hops, each server's switch and rank_after_acc) as JSON on stdout.")});
    parser.addPositionalArgument(QStringLiteral("FILE"), QCoreApplication::translate("ranktable", "Rank table (1.0, 1.2 or 2.0) to renumber."));
    if (!parseOrComplain(parser, args))
        return ExitUsage;
    if (parser.positionalArguments().size() != 1 || !parser.isSet(QStringLiteral("topology"))) {
        usageError(QCoreApplication::translate("ranktable", "ranktable plan: name exactly one FILE and --topology TOPOLOGY\n"));
        return ExitUsage;
    }
    const QString file = parser.positionalArguments().constFirst();
    const QString topologyFile = parser.value(QStringLiteral("topology"));
    bool ioError = false;
    std::optional<JsonValue> table = readJsonFile(file, &ioError);
    std::string topologyText;
    if (!readFile(topologyFile, &topologyText))
        ioError = true;
    if (ioError)
        return ExitUsage;
    if (!table)
        return ExitInvalid;
    const Problems tableProblems = validateRankTable(*table);
    for (const Problem &problem : tableProblems)
        if (problem.isError())
            printErr(formatProblem(file, problem));
    const Parsed<FabricTopology> topology = parseFabricTopology(topologyText);
    for (const Problem &problem : topology.problems())
        printErr(formatProblem(topologyFile, problem));
    if (hasErrors(tableProblems) || !topology)
        return ExitInvalid;
    Parsed<RoutingPlan> planned = planRouting(*table, topology.value());
    for (const Problem &problem : planned.problems())
        printErr(formatProblem(file, problem));
    if (!planned)
        return ExitInvalid;
    const bool json = parser.isSet(QStringLiteral("json"));
    if (parser.isSet(QStringLiteral("o")) || !json) {
        const std::string text = writeJson(planned->table);
        const QByteArray out(text.data(), qsizetype(text.size()));
        if (parser.isSet(QStringLiteral("o"))) {
            if (!writeOutputFile(parser.value(QStringLiteral("o")), out))
                return ExitUsage;
        } else {
            printOut(QString::fromUtf8(out));
        }
    }
    if (json)
        printOut(QString::fromStdString(writeJson(planReport(planned.value()), 2)));
    else
        printErr(planSummary(file, planned.value()));
    return ExitOk;
}

} // namespace

int runRankTableCommand(const QStringList &args)
{
    const QString sub = args.value(1);
    const QStringList rest = args.mid(1);
    if (sub == QLatin1String("validate"))
        return validate(rest);
    if (sub == QLatin1String("fmt"))
        return format(rest);
    if (sub == QLatin1String("generate"))
        return generate(rest);
    if (sub == QLatin1String("plan"))
        return plan(rest);
    return subcommandError(QStringLiteral("ranktable"), sub);
}

} // namespace ascendops::cli
