#pragma once
// Test support: one `ascend-ops-cli` run as a process, in English and UTF-8,
// with its exit code and output.
#include <QProcess>
#include <QStringList>

struct CliRun
{
    int exitCode = -1;        // -1: it did not finish normally within 30 s
    QByteArray rawOut;        // stdout as written
    QStringList out;          // stdout lines
    QStringList err;          // stderr lines
};

inline CliRun runCli(const QStringList &args)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(CLI_PATH), QStringList{QStringLiteral("--lang"), QStringLiteral("en")} + args);
    CliRun run;
    if (!process.waitForFinished(30000) || process.exitStatus() != QProcess::NormalExit)
        return run;
    run.exitCode = process.exitCode();
    run.rawOut = process.readAllStandardOutput();
    run.out = QString::fromUtf8(run.rawOut).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    run.err = QString::fromUtf8(process.readAllStandardError()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    return run;
}
