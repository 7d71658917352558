// The CLI helps like kubectl: --help on every command and subcommand exits 0
// with a usage line and an example, usage errors end with a hint naming the
// help to read, and the shell completions and the manual page are made from
// the same help. Every subcommand is taken from the overview the program
// prints, so a subcommand added there is checked here without a new line.
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

Run runProgram(const QString &program, const QStringList &args, const QByteArray &input = {})
{
    QProcess process;
    process.start(program, args);
    if (!input.isEmpty()) {
        process.write(input);
        process.closeWriteChannel();
    }
    if (!process.waitForFinished(60000))
        qFatal("%s did not finish", qPrintable(program));
    return Run{process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
               QString::fromUtf8(process.readAllStandardOutput()), QString::fromUtf8(process.readAllStandardError())};
}

Run runCli(const QStringList &args)
{
    return runProgram(QStringLiteral(CLI_PATH), QStringList{QStringLiteral("--lang"), QStringLiteral("en")} + args);
}

// "  job profile   what a job's ..." lines of the overview: {"job", "profile"}.
QList<QStringList> subcommandsInOverview()
{
    const Run overview = runCli({QStringLiteral("--help")});
    const QString commands = overview.out.section(QLatin1String("Commands:\n"), 1).section(QLatin1String("\n\n"), 0, 0);
    QList<QStringList> found;
    static const QRegularExpression line(QStringLiteral("^  ([a-z]+)(?: ([a-z]+))? "));
    for (const QString &text : commands.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const QRegularExpressionMatch match = line.match(text);
        if (match.hasMatch())
            found << (match.captured(2).isEmpty() ? QStringList{match.captured(1)} : QStringList{match.captured(1), match.captured(2)});
    }
    return found;
}

// The words the bash completion offers for LINE (the cursor at its end).
QStringList bashCompletes(const QString &script, const QString &line)
{
    const QString program = script + QStringLiteral(
        "\nCOMP_LINE=\"$1\"; read -ra COMP_WORDS <<<\"$1\"\n"
        "[[ $1 == *' ' ]] && COMP_WORDS+=('')\n"
        "COMP_CWORD=$((${#COMP_WORDS[@]} - 1))\n"
        "_ascend_ops_cli\nprintf '%s\\n' \"${COMPREPLY[@]}\"\n");
    const Run run = runProgram(QStringLiteral("bash"), {QStringLiteral("-c"), program, QStringLiteral("completion-test"), line});
    if (run.exitCode != 0)
        qWarning("bash: %s", qPrintable(run.err));
    return run.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

// The words zsh offers for WORDS (the cursor at the end of the last). The
// script works through bashcompinit; zsh's own compadd then keeps the words
// that begin with what was typed, which is done here by hand.
QStringList zshCompletes(const QString &script, const QStringList &words)
{
    const QString program = script + QStringLiteral(
        "\nsetopt ksharrays; COMP_WORDS=(\"$@\"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1))\n"
        "_ascend_ops_cli\nprint -rl -- \"${COMPREPLY[@]}\"\n");
    const Run run = runProgram(QStringLiteral("zsh"), QStringList{QStringLiteral("-c"), program, QStringLiteral("completion-test")} + words);
    if (run.exitCode != 0)
        qWarning("zsh: %s", qPrintable(run.err));
    QStringList offered;
    for (const QString &word : run.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        if (word.startsWith(words.last()))
            offered << word;
    return offered;
}

// The words fish offers for LINE, without their descriptions.
QStringList fishCompletes(const QString &script, const QString &line)
{
    const QString program = script + QStringLiteral("\ncomplete -C $argv[1]\n");
    const Run run = runProgram(QStringLiteral("fish"), {QStringLiteral("-c"), program, line});
    if (run.exitCode != 0)
        qWarning("fish: %s", qPrintable(run.err));
    QStringList offered;
    for (const QString &entry : run.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        offered << entry.section(QLatin1Char('\t'), 0, 0);
    return offered;
}

} // namespace

class TestCliHelp : public QObject
{
    Q_OBJECT

private slots:
    void everySubcommandHasHelp_data()
    {
        QTest::addColumn<QStringList>("words");
        const QList<QStringList> subcommands = subcommandsInOverview();
        QVERIFY2(subcommands.size() >= 20, "the overview lists the subcommands");
        for (const QStringList &words : subcommands)
            QTest::newRow(qPrintable(words.join(QLatin1Char(' ')))) << words;
    }

    void everySubcommandHasHelp()
    {
        QFETCH(QStringList, words);
        for (const QString &flag : {QStringLiteral("--help"), QStringLiteral("-h")}) {
            const Run run = runCli(words + QStringList{flag});
            QCOMPARE(run.exitCode, 0);
            QVERIFY2(run.out.startsWith(QLatin1String("Usage: ascend-ops-cli ") + words.first()), qPrintable(run.out.left(200)));
            QVERIFY2(run.out.contains(QLatin1String("\nExamples:\n  ")), qPrintable(run.out.right(300)));
            QVERIFY(run.err.isEmpty());
        }
        // `help X Y` is `X Y --help`, and --help wins over a line that is wrong.
        QCOMPARE(runCli(QStringList{QStringLiteral("help")} + words).out, runCli(words + QStringList{QStringLiteral("--help")}).out);
        const Run withJunk = runCli(words + QStringList{QStringLiteral("--no-such-option"), QStringLiteral("--help")});
        QCOMPARE(withJunk.exitCode, 0);
        QVERIFY(withJunk.out.contains(QLatin1String("Examples:")));
    }

    void everyCommandListsItsSubcommands()
    {
        QStringList seen;
        for (const QStringList &words : subcommandsInOverview()) {
            if (words.size() < 2 || seen.contains(words.first()))
                continue;
            seen << words.first();
            const Run help = runCli({words.first(), QStringLiteral("--help")});
            QCOMPARE(help.exitCode, 0);
            QVERIFY2(help.out.contains(words.join(QLatin1Char(' '))), qPrintable(help.out));
            // Without a subcommand it is a usage error that lists them.
            const Run bare = runCli({words.first()});
            QCOMPARE(bare.exitCode, 2);
            QVERIFY2(bare.err.contains(words.join(QLatin1Char(' '))), qPrintable(bare.err));
        }
        QVERIFY(seen.contains(QLatin1String("pipeline")));
    }

    void usageErrorsEndWithTheHelpHint_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("hint");
        QTest::newRow("unknown option") << QStringList{QStringLiteral("job"), QStringLiteral("profile"), QStringLiteral("--bogus")}
                                        << QStringLiteral("See 'ascend-ops-cli job profile --help'.");
        QTest::newRow("missing argument") << QStringList{QStringLiteral("retry"), QStringLiteral("check")}
                                          << QStringLiteral("See 'ascend-ops-cli retry check --help'.");
        QTest::newRow("bad value") << QStringList{QStringLiteral("ranktable"), QStringLiteral("generate"), QStringLiteral("--version"),
                                                  QStringLiteral("9"), QStringLiteral("--servers"), QStringLiteral("1"),
                                                  QStringLiteral("--devices-per-server"), QStringLiteral("8")}
                                   << QStringLiteral("See 'ascend-ops-cli ranktable generate --help'.");
        QTest::newRow("cluster command") << QStringList{QStringLiteral("sim"), QStringLiteral("inject"), QStringLiteral("--kind"), QStringLiteral("x")}
                                         << QStringLiteral("See 'ascend-ops-cli sim inject --help'.");
        QTest::newRow("unknown command") << QStringList{QStringLiteral("frobnicate")} << QStringLiteral("See 'ascend-ops-cli --help'.");
    }

    void usageErrorsEndWithTheHelpHint()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, hint);
        const Run run = runCli(args);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.trimmed().endsWith(hint), qPrintable(run.err));
    }

    void bashCompletionOffersCommandsSubcommandsAndOptions()
    {
        const Run run = runCli({QStringLiteral("completion"), QStringLiteral("bash")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(runProgram(QStringLiteral("bash"), {QStringLiteral("-n")}, run.out.toUtf8()).exitCode, 0);
        QCOMPARE(bashCompletes(run.out, QStringLiteral("ascend-ops-cli jo")), (QStringList{QStringLiteral("journal"), QStringLiteral("job")}));
        QCOMPARE(bashCompletes(run.out, QStringLiteral("ascend-ops-cli job pro")), (QStringList{QStringLiteral("profile"), QStringLiteral("progress")}));
        QCOMPARE(bashCompletes(run.out, QStringLiteral("ascend-ops-cli --lang zh_CN pipeline ")),
                 (QStringList{QStringLiteral("run"), QStringLiteral("serve"), QStringLiteral("status"), QStringLiteral("approve"),
                              QStringLiteral("decline")}));
        QCOMPARE(bashCompletes(run.out, QStringLiteral("ascend-ops-cli job profile --kube")), QStringList{QStringLiteral("--kubeconfig")});
        QVERIFY(bashCompletes(run.out, QStringLiteral("ascend-ops-cli sim serve --")).contains(QLatin1String("--fault-scheduling")));
        QCOMPARE(bashCompletes(run.out, QStringLiteral("ascend-ops-cli --lang z")), QStringList{QStringLiteral("zh_CN")});
        // A file's place is left to the shell's own completion.
        QCOMPARE(bashCompletes(run.out, QStringLiteral("ascend-ops-cli ranktable validate hc")), QStringList());
        const QStringList top = bashCompletes(run.out, QStringLiteral("ascend-ops-cli "));
        for (const QStringList &words : subcommandsInOverview())
            QVERIFY2(top.contains(words.first()), qPrintable(words.first()));
    }

    void zshAndFishCompletionsAreMadeFromTheSameTable()
    {
        // scripts/deps.sh installs both shells with the test dependencies: each
        // script is loaded by its own shell and asked for a completion.
        for (const char *shell : {"zsh", "fish"})
            QVERIFY2(!QStandardPaths::findExecutable(QLatin1String(shell)).isEmpty(), shell);
        const Run zsh = runCli({QStringLiteral("completion"), QStringLiteral("zsh")});
        QCOMPARE(zsh.exitCode, 0);
        QCOMPARE(runProgram(QStringLiteral("zsh"), {QStringLiteral("-n")}, zsh.out.toUtf8()).exitCode, 0);
        QCOMPARE(zshCompletes(zsh.out, {QStringLiteral("ascend-ops-cli"), QStringLiteral("job"), QStringLiteral("pro")}),
                 (QStringList{QStringLiteral("profile"), QStringLiteral("progress")}));
        QCOMPARE(zshCompletes(zsh.out, {QStringLiteral("ascend-ops-cli"), QStringLiteral("--lang"), QStringLiteral("z")}),
                 QStringList{QStringLiteral("zh_CN")});

        const Run fish = runCli({QStringLiteral("completion"), QStringLiteral("fish")});
        QCOMPARE(fish.exitCode, 0);
        for (const QString &line : fish.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            QVERIFY2(line.startsWith(QLatin1Char('#')) || line.startsWith(QLatin1String("complete -c ascend-ops-cli ")), qPrintable(line));
        QCOMPARE(runProgram(QStringLiteral("fish"), {QStringLiteral("--no-execute")}, fish.out.toUtf8()).exitCode, 0);
        QCOMPARE(fishCompletes(fish.out, QStringLiteral("ascend-ops-cli jo")), (QStringList{QStringLiteral("job"), QStringLiteral("journal")}));
        QCOMPARE(fishCompletes(fish.out, QStringLiteral("ascend-ops-cli job pro")), (QStringList{QStringLiteral("profile"), QStringLiteral("progress")}));
        QCOMPARE(fishCompletes(fish.out, QStringLiteral("ascend-ops-cli job profile --kube")), QStringList{QStringLiteral("--kubeconfig")});
        QCOMPARE(runCli({QStringLiteral("completion"), QStringLiteral("tcsh")}).exitCode, 2);
    }

    void manualPageHoldsEveryCommandsHelp()
    {
        const Run page = runCli({QStringLiteral("manpage")});
        QCOMPARE(page.exitCode, 0);
        QVERIFY(page.out.startsWith(QLatin1String(".TH ASCEND-OPS-CLI 1 ")));
        for (const QStringList &words : subcommandsInOverview())
            QVERIFY2(page.out.contains(QLatin1String("\n.SS ") + words.join(QLatin1Char(' ')) + QLatin1Char('\n')), qPrintable(words.join(QLatin1Char(' '))));
        // Help text is shown as written: no line of it is taken for a request.
        static const QRegularExpression stray(QStringLiteral("\n\\.(?!TH|SH|SS|nf|fi|BR)"));
        QVERIFY(!stray.match(page.out).hasMatch());
        QVERIFY(page.out.contains(QLatin1String("\\-\\-kubeconfig")));
    }
};

QTEST_GUILESS_MAIN(TestCliHelp)
#include "tst_cli_help.moc"
