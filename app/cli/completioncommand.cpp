// Shell completion from the help table: the commands, each command's
// subcommands, and each subcommand's options as its help names them. After
// a subcommand, a word that is not an option is left to the shell's own
// completion (files, mostly: rank tables, kubeconfigs, logs).
#include "completioncommand.h"

#include "clicommon.h"
#include "clihelp.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace ascendops::cli {
namespace {

QStringList subcommandsOf(const QString &command)
{
    QStringList names;
    for (const HelpEntry &entry : helpEntries()) {
        if (command == QLatin1String(entry.command) && *entry.subcommand)
            names << QLatin1String(entry.subcommand);
    }
    return names;
}

// The words offered after COMMAND [SUBCOMMAND], as a `case` over the
// subcommand in the shell's syntax: LIST turns words into an assignment.
QString caseTable(QString (*list)(const QStringList &))
{
    QString table;
    const QStringList commands = helpCommands();
    table += QStringLiteral("    '') %1 ;;\n").arg(list(commands + QStringList{QStringLiteral("help"), QStringLiteral("--lang"),
                                                                            QStringLiteral("--help"), QStringLiteral("--version")}));
    table += QStringLiteral("    help) %1 ;;\n").arg(list(commands));
    for (const QString &command : commands) {
        if (const HelpEntry *alone = helpEntry(command, QString())) {
            table += QStringLiteral("    %1) %2 ;;\n").arg(command, list(optionsOf(*alone)));
            continue;
        }
        table += QStringLiteral("    %1)\n        case $subcommand in\n        '') %2 ;;\n")
                     .arg(command, list(subcommandsOf(command)));
        for (const QString &sub : subcommandsOf(command))
            table += QStringLiteral("        %1) %2 ;;\n").arg(sub, list(optionsOf(*helpEntry(command, sub))));
        table += QStringLiteral("        esac ;;\n");
    }
    return table;
}

QString bashList(const QStringList &words)
{
    return QStringLiteral("words=\"%1\"").arg(words.join(QLatin1Char(' ')));
}

QString bashScript()
{
    return QStringLiteral(
        "# bash completion for ascend-ops-cli, made by `ascend-ops-cli completion bash`\n"
        "_ascend_ops_cli()\n"
        "{\n"
        "    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}\n"
        "    local command='' subcommand='' words='' i\n"
        "    for ((i = 1; i < COMP_CWORD; i++)); do\n"
        "        case ${COMP_WORDS[i]} in\n"
        "        --lang) ((i++)) ;;\n"
        "        -*) ;;\n"
        "        *) if [[ -z $command ]]; then command=${COMP_WORDS[i]}\n"
        "           elif [[ -z $subcommand ]]; then subcommand=${COMP_WORDS[i]}; fi ;;\n"
        "        esac\n"
        "    done\n"
        "    if [[ $prev == --lang ]]; then\n"
        "        COMPREPLY=($(compgen -W \"en zh_CN\" -- \"$cur\"))\n"
        "        return\n"
        "    fi\n"
        "    [[ -n $subcommand && $cur != -* ]] && return   # a file, a job, a value: the shell's own\n"
        "    case $command in\n"
        "%1"
        "    esac\n"
        "    COMPREPLY=($(compgen -W \"$words\" -- \"$cur\"))\n"
        "}\n"
        "complete -o default -F _ascend_ops_cli ascend-ops-cli\n").arg(caseTable(bashList));
}

// zsh runs the bash function through its bash-completion layer, as sourced
// completions of other command-line tools do.
QString zshScript()
{
    return QStringLiteral("# zsh completion for ascend-ops-cli, made by `ascend-ops-cli completion zsh`\n"
                          "autoload -U +X compinit && compinit\n"
                          "autoload -U +X bashcompinit && bashcompinit\n")
        + bashScript();
}

QString fishQuoted(const QString &text)
{
    QString escaped = text;
    escaped.replace(QLatin1Char('\\'), QLatin1String("\\\\")).replace(QLatin1Char('\''), QLatin1String("\\'"));
    return QLatin1Char('\'') + escaped + QLatin1Char('\'');
}

QString fishOption(const QString &option)
{
    return option.startsWith(QLatin1String("--")) ? QStringLiteral("-l %1").arg(option.mid(2))
                                                  : QStringLiteral("-s %1").arg(option.mid(1));
}

QString fishScript()
{
    const QString complete = QStringLiteral("complete -c ascend-ops-cli ");
    QString script = QStringLiteral("# fish completion for ascend-ops-cli, made by `ascend-ops-cli completion fish`\n")
        + complete + QStringLiteral("-l lang -x -a 'en zh_CN' -d 'language of messages'\n")
        + complete + QStringLiteral("-n __fish_use_subcommand -a help -d 'help of a command'\n");
    for (const QString &command : helpCommands()) {
        const QStringList subs = subcommandsOf(command);
        script += complete + QStringLiteral("-n __fish_use_subcommand -a %1\n").arg(command);
        for (const HelpEntry &entry : helpEntries()) {
            if (command != QLatin1String(entry.command))
                continue;
            const QString sub = QLatin1String(entry.subcommand);
            const QString here = sub.isEmpty() ? QStringLiteral("__fish_seen_subcommand_from %1").arg(command)
                                               : QStringLiteral("__fish_seen_subcommand_from %1; and __fish_seen_subcommand_from %2")
                                                     .arg(command, sub);
            if (!sub.isEmpty())
                script += complete + QStringLiteral("-n %1 -a %2 -d %3\n")
                              .arg(fishQuoted(QStringLiteral("__fish_seen_subcommand_from %1; and not __fish_seen_subcommand_from %2")
                                                  .arg(command, subs.join(QLatin1Char(' ')))),
                                   sub, fishQuoted(QCoreApplication::translate("cli", entry.summary)));
            for (const QString &option : optionsOf(entry))
                script += complete + QStringLiteral("-n %1 %2\n").arg(fishQuoted(here), fishOption(option));
        }
    }
    return script;
}

} // namespace

QString completionScript(const QString &shell)
{
    if (shell == QLatin1String("bash"))
        return bashScript();
    if (shell == QLatin1String("zsh"))
        return zshScript();
    if (shell == QLatin1String("fish"))
        return fishScript();
    return {};
}

int runCompletionCommand(const QStringList &args)
{
    QCommandLineParser parser;
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")}, QString(), QStringLiteral("FILE")});
    if (!parseOrComplain(parser, args))
        return ExitUsage;
    const QStringList shells = parser.positionalArguments();
    const QString script = completionScript(shells.value(0));
    if (shells.size() != 1 || script.isEmpty())
        return subcommandError(QStringLiteral("completion"), shells.value(0));
    if (parser.isSet(QStringLiteral("output")))
        return writeOutputFile(parser.value(QStringLiteral("output")), script.toUtf8()) ? ExitOk : ExitUsage;
    printOut(script);
    return ExitOk;
}

} // namespace ascendops::cli
