// ascend-ops-cli: the headless side of Ascend Ops Console. Commands that only
// read and write files create a QCoreApplication (for translations) and never
// load GUI plugins, so they start in a few milliseconds.
#include "clicommands.h"
#include "clicommon.h"
#include "clihelp.h"

#include "language.h"

#include <QCoreApplication>
#include <QStringList>

#include <cstdio>
#include <cstdlib>

using namespace ascendops;
using namespace ascendops::cli;

namespace {

// Removes "--lang X" / "--lang=X" wherever it stands and returns X.
QString takeLanguage(QStringList &args)
{
    QString lang;
    for (int i = 1; i < args.size();) {
        if (args[i] == QLatin1String("--lang") && i + 1 < args.size()) {
            lang = args[i + 1];
            args.remove(i, 2);
        } else if (args[i].startsWith(QLatin1String("--lang="))) {
            lang = args[i].mid(7);
            args.remove(i);
        } else {
            ++i;
        }
    }
    return lang;
}

int showHelp(const QString &command, const QString &subcommand)
{
    if (command.isEmpty())
        return printOut(overviewHelp()), ExitOk;
    const QString help = helpFor(command, subcommand);
    if (help.isEmpty())
        return usageError(QCoreApplication::translate("cli", "ascend-ops-cli: unknown command '%1'").arg(command));
    printOut(help);
    return ExitOk;
}

// Once a command is done, the process ends without the exit handlers: what
// the command wrote is flushed, its objects are already gone (they live in
// its own scope), and what is left the system reclaims. Run, libcrypto's
// atexit cleanup raced libssh's and the TLS backend's teardown: a double
// free in OPENSSL_cleanup about one `nodes probe` in four under the address
// sanitizer, and the output still buffered was lost with it.
[[noreturn]] void endProcess(int exitCode)
{
    std::fflush(stdout);
    std::fflush(stderr);
    std::_Exit(exitCode);
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("ascend-ops-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ASCENDOPS_VERSION));
    QStringList args = QCoreApplication::arguments();
    installTranslations(takeLanguage(args));

    if (args.size() < 2) {
        printErr(overviewHelp());
        return ExitUsage;
    }
    const QString command = args[1];
    if (command == QLatin1String("--help") || command == QLatin1String("-h"))
        return printOut(overviewHelp()), ExitOk;
    if (command == QLatin1String("help"))    // `help job profile`, as `job profile --help`
        return showHelp(args.value(2), args.value(3));
    if (command == QLatin1String("--version")) {
        printOut(QStringLiteral("ascend-ops-cli %1\n").arg(QStringLiteral(ASCENDOPS_VERSION)));
        return ExitOk;
    }
    for (const CliCommand &run : commands()) {
        if (command != QLatin1String(run.name))
            continue;
        // --help anywhere after a command is its help, whatever else is
        // given: a person asking for help is never told their line is wrong.
        if (asksForHelp(args.mid(2)))
            return showHelp(command, args.value(2));
        setCurrentCommand(command, args.value(2));
        endProcess(run.run(args.mid(1)));   // the command name takes the program's place
    }
    if (const std::optional<int> code = runElsewhere(command, argv))
        return *code;
    return usageError(QCoreApplication::translate("cli", "ascend-ops-cli: unknown command '%1'").arg(command));
}
