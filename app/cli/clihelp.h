#pragma once
// One table of every subcommand's help. `--help` after any command prints
// its entry (or the command's list of subcommands); usage errors end with a
// hint naming it, as kubectl's do; the shell completions and the manual page
// are generated from the same entries, so none of them can drift apart.
#include <QString>
#include <QStringList>

#include <span>

namespace ascendops::cli {

struct HelpEntry
{
    const char *command;      // "job"
    const char *subcommand;   // "profile"
    const char *summary;      // one line, translated in context "cli" when shown
    QString (*text)();        // usage, description, options and exit codes
    const char *example;      // command lines, one per line
};

std::span<const HelpEntry> helpEntries();
// The commands, in the order the overview lists them.
QStringList helpCommands();
// The entry of COMMAND SUBCOMMAND; null when there is none.
const HelpEntry *helpEntry(const QString &command, const QString &subcommand);
// An entry's whole help: its text, then its examples.
QString entryHelp(const HelpEntry &entry);
// The program's overview: usage, every subcommand with its summary, the
// global options and the exit codes.
QString overviewHelp();
// What `ascend-ops-cli COMMAND [SUBCOMMAND] ... --help` prints: the
// subcommand's help, else the command's list of subcommands; empty when
// COMMAND is not one.
QString helpFor(const QString &command, const QString &subcommand);
// Whether ARGS (the command's name first) ask for help anywhere.
bool asksForHelp(const QStringList &args);
// The options an entry's help names ("--json", "-o"), for the completions.
QStringList optionsOf(const HelpEntry &entry);

// COMMAND given without a subcommand, or with one it does not have: says
// so, lists its subcommands on stderr and returns the usage exit code.
int subcommandError(const QString &command, const QString &given);

// The command a usage error belongs to, set by main before it runs one:
// "job profile". usageError() names it in its hint.
void setCurrentCommand(const QString &command, const QString &subcommand);
// Prints MESSAGE and "See 'ascend-ops-cli COMMAND --help'." on stderr, and
// returns the usage exit code.
int usageError(const QString &message);

} // namespace ascendops::cli
