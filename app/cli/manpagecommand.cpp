// Manual pages made from the help text the programs print, at build time,
// so that `man ascend-ops-cli` says what `--help` says.
#include "manpagecommand.h"

#include "clicommon.h"
#include "clihelp.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QProcess>

namespace ascendops::cli {
namespace {

// Text shown as it is (.nf): a backslash is troff's escape, and a line
// starting with a dot or an apostrophe would be read as a request.
QString verbatim(const QString &text)
{
    QString out = QStringLiteral(".nf\n");
    for (QString line : text.split(QLatin1Char('\n'))) {
        line.replace(QLatin1Char('\\'), QLatin1String("\\e")).replace(QLatin1Char('-'), QLatin1String("\\-"));
        if (line.startsWith(QLatin1Char('.')) || line.startsWith(QLatin1Char('\'')))
            line.prepend(QLatin1String("\\&"));
        out += line + QLatin1Char('\n');
    }
    return out + QStringLiteral(".fi\n");
}

QString header(const QString &name, const QString &summary)
{
    return QStringLiteral(".TH %1 1 \"\" \"%2 %3\" \"User Commands\"\n.SH NAME\n%2 \\- %4\n")
        .arg(name.toUpper(), name, QStringLiteral(ASCENDOPS_VERSION), summary);
}

QString footer(const QString &other)
{
    return QStringLiteral(".SH EXIT STATUS\n0 success, 1 invalid input or a failed check, 2 a usage or I/O error.\n"
                          ".SH SEE ALSO\n.BR %1 (1),\n.BR kubectl (1),\n.BR ssh (1)\n").arg(other);
}

} // namespace

QString cliManPage()
{
    QString page = header(QStringLiteral("ascend-ops-cli"),
                          QStringLiteral("the command line of Ascend Ops Console, for Ascend NPU training clusters"))
        + QStringLiteral(".SH SYNOPSIS\n") + verbatim(overviewHelp().section(QLatin1Char('\n'), 0, 0))
        + QStringLiteral(".SH DESCRIPTION\n") + verbatim(overviewHelp().section(QLatin1Char('\n'), 2))
        + QStringLiteral(".SH COMMANDS\n");
    for (const HelpEntry &entry : helpEntries()) {
        const QString name = QStringLiteral("%1 %2").arg(QLatin1String(entry.command), QLatin1String(entry.subcommand)).trimmed();
        page += QStringLiteral(".SS %1\n").arg(name) + verbatim(entryHelp(entry));
    }
    return page + footer(QStringLiteral("ascend-ops"));
}

QString programManPage(const QString &name, const QString &help)
{
    return header(name, QStringLiteral("Ascend Ops Console, a desktop console for Ascend NPU training clusters"))
        + QStringLiteral(".SH SYNOPSIS\n") + verbatim(help.section(QLatin1Char('\n'), 0, 0))
        + QStringLiteral(".SH DESCRIPTION\n") + verbatim(help.section(QLatin1Char('\n'), 1).trimmed())
        + footer(QStringLiteral("ascend-ops-cli"));
}

int runManpageCommand(const QStringList &args)
{
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("of"), QString(), QStringLiteral("PROGRAM")});
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")}, QString(), QStringLiteral("FILE")});
    if (!parseOrComplain(parser, args))
        return ExitUsage;
    if (!parser.positionalArguments().isEmpty())
        return usageError(QStringLiteral("ascend-ops-cli manpage: unexpected argument '%1'").arg(parser.positionalArguments().first()));
    QString page = cliManPage();
    if (parser.isSet(QStringLiteral("of"))) {
        const QString program = parser.value(QStringLiteral("of"));
        QProcess process;
        process.start(program, {QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--help")});
        if (!process.waitForFinished(30'000) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
            printErr(QStringLiteral("ascend-ops-cli manpage: %1 --help failed: %2\n").arg(program, process.errorString()));
            return ExitUsage;
        }
        // Qt's help names the program as it was started: a path in the build tree.
        const QString name = QFileInfo(program).fileName();
        page = programManPage(name, QString::fromUtf8(process.readAllStandardOutput()).replace(program, name));
    }
    if (parser.isSet(QStringLiteral("output")))
        return writeOutputFile(parser.value(QStringLiteral("output")), page.toUtf8()) ? ExitOk : ExitUsage;
    printOut(page);
    return ExitOk;
}

} // namespace ascendops::cli
