#pragma once
// The CLI is two programs built from one main(). `ascend-ops-cli` runs the
// commands that only read and write files (rank tables, retry settings, the
// journal) and hands every other command to `ascend-ops-cli-cluster`, which
// runs them all. Validating a rank table in a script's loop then starts
// without loading the TLS, SSH, Kerberos and proxy libraries the cluster
// commands need: measured, they were a fifth of a 16k-rank validation.
#include <QString>
#include <QStringList>

#include <optional>
#include <span>

namespace ascendops::cli {

struct CliCommand
{
    const char *name;                       // "ranktable"
    int (*run)(const QStringList &args);    // args[0] is the command's name
};

// The commands this program runs itself.
std::span<const CliCommand> commands();
// A command this program does not run: another program's (the exit code of
// running it there), or an unknown one (nothing: the caller says so).
std::optional<int> runElsewhere(const QString &name, char **argv);

} // namespace ascendops::cli
