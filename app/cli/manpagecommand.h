#pragma once
#include <QString>
#include <QStringList>

namespace ascendops::cli {

// ascend-ops-cli's manual page (troff): every subcommand's help, in English
// when the caller set no other language.
QString cliManPage();
// The page of another program of the console, NAME, from what it prints
// for --help.
QString programManPage(const QString &name, const QString &help);
// ascend-ops-cli manpage [--of PROGRAM] [-o FILE]
int runManpageCommand(const QStringList &args);

} // namespace ascendops::cli
