#include "formats/startscript.h"

#include "core/inputlimits.h"

#include <QFileInfo>
#include <QRegularExpression>

#include <tuple>

#include <algorithm>

namespace ascendops {
namespace {

// One physical-line-joined piece of shell: backslash continuations and
// quotes left open across lines are joined, as the shell joins them.
struct LogicalLine
{
    int line = 0;       // where it starts
    QString text;
};

// A word after quote removal; `text` has its ${NAME} references expanded.
struct Simple
{
    QStringList words;
    QList<QStringList> references;   // per word: the variables it names
};

bool isNameChar(QChar c, bool first)
{
    return c == QLatin1Char('_') || (c.isLetter() && c.unicode() < 128) || (!first && c.isDigit() && c.unicode() < 128);
}

bool isAssignment(const QString &word, QString *name, QString *value)
{
    const qsizetype eq = word.indexOf(QLatin1Char('='));
    if (eq <= 0)
        return false;
    for (qsizetype i = 0; i < eq; ++i)
        if (!isNameChar(word[i], i == 0))
            return false;
    *name = word.left(eq);
    *value = word.mid(eq + 1);
    return true;
}

// What a script's variables may expand to in all. Each expansion copies a
// value, so a few lines that each double one (`A=$A$A`) would otherwise
// ask for gigabytes; past this the references stay as written.
constexpr qsizetype kMaxExpandedChars = 1024 * 1024;

class ShellReader
{
public:
    ShellReader(StartScriptFacts &facts, const QHash<QString, QString> &environment)
        : m_facts(facts), m_vars(environment)
    {
    }

    void read(QByteArrayView text)
    {
        const QString all = QString::fromUtf8(text);
        const QStringList physical = all.split(QLatin1Char('\n'));
        QString heredocEnd;
        int heredocLine = 0;
        for (qsizetype i = 0; i < physical.size(); ++i) {
            QString line = physical[i];
            if (line.endsWith(QLatin1Char('\r')))
                line.chop(1);
            if (!heredocEnd.isEmpty()) {
                if (line.trimmed() == heredocEnd)
                    heredocEnd.clear();
                continue;
            }
            LogicalLine logical{int(i) + 1, line};
            // Join continuations and lines inside an open quote. The scan
            // resumes where the last join left it, so a quote left open over
            // many thousand lines is read once, not once per line.
            QuoteScan scan;
            while (i + 1 < physical.size()) {
                const bool continuation = endsInContinuation(scan, logical.text);
                if (!continuation && !scan.openAtEnd(logical.text))
                    break;
                QString next = physical[++i];
                if (next.endsWith(QLatin1Char('\r')))
                    next.chop(1);
                if (continuation)
                    logical.text.chop(1);
                else
                    logical.text += QLatin1Char('\n');
                logical.text += next;
            }
            if (scan.openAtEnd(logical.text)) {
                m_facts.problems.append(problemAt(logical.line,
                    QStringLiteral("a quote opened on this line is never closed: the rest of the script was not read")));
                return;
            }
            heredocEnd = heredocDelimiter(logical.text);
            if (!heredocEnd.isEmpty())
                heredocLine = logical.line;
            readLogical(logical);
        }
        if (!heredocEnd.isEmpty())
            m_facts.problems.append(problemAt(heredocLine, QStringLiteral("the here-document opened on this line never ends "
                                                                          "(no line %1): the rest of the script was not read")
                                                               .arg(heredocEnd)));
    }

private:
    // How far a logical line has been read for quotes: `next` is the first
    // character not read yet (past the end when the last one read escapes
    // it). A comment ends the reading: nothing after `#` opens a quote.
    struct QuoteScan {
        qsizetype next = 0;
        QChar quote;
        bool comment = false;

        void advance(const QString &text, qsizetype end)
        {
            for (; next < end && !comment; ++next) {
                const QChar c = text[next];
                if (quote.isNull()) {
                    if (c == QLatin1Char('\\'))
                        ++next;
                    else if (c == QLatin1Char('\'') || c == QLatin1Char('"'))
                        quote = c;
                    else if (c == QLatin1Char('#') && (next == 0 || text[next - 1].isSpace()))
                        comment = true;
                } else if (quote == QLatin1Char('"') && c == QLatin1Char('\\')) {
                    ++next;
                } else if (c == quote) {
                    quote = QChar();
                }
            }
        }

        // Whether a quote is still open at the end of `text`; the scan
        // itself stays before the last character, where the next join may
        // cut it.
        bool openAtEnd(const QString &text)
        {
            advance(text, text.size() - 1);
            QuoteScan whole = *this;
            whole.advance(text, text.size());
            return !whole.comment && !whole.quote.isNull();
        }
    };

    // The line ends in a backslash that escapes its newline: one read
    // outside quotes and comments and not itself escaped (the shell does
    // not continue a comment).
    static bool endsInContinuation(QuoteScan &scan, const QString &text)
    {
        if (!text.endsWith(QLatin1Char('\\')))
            return false;
        scan.advance(text, text.size() - 1);
        return scan.next == text.size() - 1 && !scan.comment && scan.quote.isNull();
    }

    // The delimiter of a here-document the line starts: an unquoted `<<WORD`
    // or `<< 'WORD'` outside comments, not `<<<` (a here-string) and not a
    // shift inside `$(( ))`.
    static QString heredocDelimiter(const QString &text)
    {
        static const QRegularExpression heredoc(QStringLiteral(R"(^<<-?\s*(['"]?)([A-Za-z_]\w*)\1)"));
        QChar quote;
        int arithmetic = 0;
        for (qsizetype i = 0; i < text.size(); ++i) {
            const QChar c = text[i];
            if (!quote.isNull()) {
                if (c == QLatin1Char('\\') && quote == QLatin1Char('"'))
                    ++i;
                else if (c == quote)
                    quote = QChar();
                continue;
            }
            if (c == QLatin1Char('\\')) {
                ++i;
            } else if (c == QLatin1Char('\'') || c == QLatin1Char('"')) {
                quote = c;
            } else if (c == QLatin1Char('#') && (i == 0 || text[i - 1].isSpace())) {
                return {};
            } else if (QStringView(text).mid(i).startsWith(QLatin1String("$(("))) {
                ++arithmetic;
                i += 2;
            } else if (arithmetic > 0 && QStringView(text).mid(i).startsWith(QLatin1String("))"))) {
                --arithmetic;
                ++i;
            } else if (arithmetic == 0 && QStringView(text).mid(i).startsWith(QLatin1String("<<"))) {
                if (QStringView(text).mid(i).startsWith(QLatin1String("<<<")))
                    return {};
                const QRegularExpressionMatch match = heredoc.match(text.mid(i));
                return match.hasMatch() ? match.captured(2) : QString();
            }
        }
        return {};
    }

    Problem problemAt(int line, const QString &message) const
    {
        Problem problem = Problem::error(m_facts.place(line).toStdString(), message);
        problem.line = line;
        return problem;
    }

    // ${NAME}, ${NAME:-default}, $NAME: the value the script knows, or the
    // reference as written; the names referenced are added to `names`. With
    // `fields` (unquoted text), a known value is split at whitespace as the
    // shell splits it: the pieces after the first go to `fields`, and the
    // text after the value continues the last piece.
    QString expand(const QString &text, QStringList *names = nullptr, QStringList *fields = nullptr)
    {
        static const QRegularExpression reference(QStringLiteral(R"(\$\{(\w+)(:?-([^}]*))?\}|\$(\w+))"));
        static const QRegularExpression whitespace(QStringLiteral("\\s+"));
        QString out;
        qsizetype last = 0;
        const auto append = [&](const QString &piece) {
            if (fields && !fields->isEmpty())
                fields->last() += piece;
            else
                out += piece;
        };
        auto it = reference.globalMatch(text);
        while (it.hasNext()) {
            const QRegularExpressionMatch match = it.next();
            append(text.mid(last, match.capturedStart() - last));
            const QString name = match.captured(1).isEmpty() ? match.captured(4) : match.captured(1);
            if (names)
                names->append(name);
            const auto known = m_vars.constFind(name);
            const bool pastBound = known != m_vars.cend() && m_expanded + known->size() > kMaxExpandedChars;
            m_expansionCut = m_expansionCut || pastBound;
            if (pastBound) {
                append(match.captured(0));   // known, but not copied again: not its default either
            } else if (known != m_vars.cend() && !(known->isEmpty() && match.captured(2).startsWith(QLatin1Char(':')))) {
                m_expanded += known->size();
                const QStringList pieces = fields ? known->split(whitespace, Qt::SkipEmptyParts)
                                                  : QStringList{*known};
                for (qsizetype p = 0; p < pieces.size(); ++p) {
                    if (p == 0)
                        append(pieces[p]);
                    else
                        fields->append(pieces[p]);
                }
            } else if (!match.captured(2).isEmpty()) {
                append(match.captured(3));
            } else {
                append(match.captured(0));
            }
            last = match.capturedEnd();
        }
        append(text.mid(last));
        return out;
    }

    // Splits a logical line into simple commands (at ; & | && || and
    // newlines), removing quotes and expanding references outside single quotes.
    std::vector<Simple> split(const QString &text)
    {
        std::vector<Simple> commands(1);
        QString word;
        QStringList names;  // the variables the word names
        bool inWord = false;
        QChar quote;
        const auto endWord = [&] {
            if (inWord) {
                commands.back().words << word;
                commands.back().references << names;
            }
            word.clear();
            names.clear();
            inWord = false;
        };
        QString pending;    // unquoted or double-quoted text waiting for expansion
        // Unquoted, a variable's value is split into words ($CMD running
        // "python -m torch.distributed.launch ..."); a command substitution
        // is kept whole, its value not being known.
        const auto flush = [&] {
            QStringList fields;
            const bool unquoted = quote.isNull() && !pending.contains(QLatin1String("$("));
            word += expand(pending, &names, unquoted ? &fields : nullptr);
            pending.clear();
            for (const QString &field : fields) {
                inWord = true;
                endWord();
                word = field;
                inWord = true;
            }
        };
        for (qsizetype i = 0; i < text.size(); ++i) {
            const QChar c = text[i];
            if (quote == QLatin1Char('\'')) {
                if (c == quote)
                    quote = QChar();
                else
                    word += c;
                continue;
            }
            if (c == QLatin1Char('$') && i + 1 < text.size() && (text[i + 1] == QLatin1Char('(') || text[i + 1] == QLatin1Char('`'))) {
                // A command substitution is one piece of a word, whatever
                // separators it holds; its value is not known here.
                const qsizetype end = substitutionEnd(text, i + 1);
                pending += text.mid(i, end - i);
                i = end - 1;
                inWord = true;
                continue;
            }
            if (quote == QLatin1Char('"')) {
                if (c == QLatin1Char('\\') && i + 1 < text.size()) {
                    pending += text[++i];
                } else if (c == quote) {
                    flush();
                    quote = QChar();
                } else {
                    pending += c;
                }
                continue;
            }
            if (c == QLatin1Char('\\') && i + 1 < text.size()) {
                flush();
                word += text[++i];
                inWord = true;
            } else if (c == QLatin1Char('\'') || c == QLatin1Char('"')) {
                flush();
                quote = c;
                inWord = true;
            } else if (c == QLatin1Char('#') && !inWord) {
                break;
            } else if (c.isSpace() && c != QLatin1Char('\n')) {
                flush();
                endWord();
            } else if (c == QLatin1Char(';') || c == QLatin1Char('&') || c == QLatin1Char('|') || c == QLatin1Char('\n')) {
                flush();
                endWord();
                if (!commands.back().words.isEmpty())
                    commands.emplace_back();
            } else {
                pending += c;
                inWord = true;
            }
        }
        flush();
        endWord();
        return commands;
    }

    // The end (one past) of the $( ... ) or $` ... ` starting at `open`.
    static qsizetype substitutionEnd(const QString &text, qsizetype open)
    {
        if (text[open] == QLatin1Char('`')) {
            const qsizetype close = text.indexOf(QLatin1Char('`'), open + 1);
            return close < 0 ? text.size() : close + 1;
        }
        int depth = 0;
        QChar quote;
        for (qsizetype i = open; i < text.size(); ++i) {
            const QChar c = text[i];
            if (!quote.isNull()) {
                if (c == QLatin1Char('\\'))
                    ++i;
                else if (c == quote)
                    quote = QChar();
            } else if (c == QLatin1Char('\'') || c == QLatin1Char('"')) {
                quote = c;
            } else if (c == QLatin1Char('(')) {
                ++depth;
            } else if (c == QLatin1Char(')') && --depth == 0) {
                return i + 1;
            }
        }
        return text.size();
    }

    // ROOT_PATH=$(cd "$(dirname "$0")"; pwd) and its kin name the script's
    // own directory, which is known when the script's path is.
    QString selfDirectory(const QString &value) const
    {
        if (!value.startsWith(QLatin1String("$(")) || !value.contains(QLatin1String("dirname"))
            || !(value.contains(QLatin1String("$0")) || value.contains(QLatin1String("BASH_SOURCE")))
            || !m_facts.file.startsWith(QLatin1Char('/')))
            return value;
        return QFileInfo(m_facts.file).path();
    }

    void readLogical(const LogicalLine &logical)
    {
        const bool wasCut = m_expansionCut;
        for (Simple &command : split(logical.text))
            readCommand(command.words, command.references, logical.line);
        if (m_expansionCut && !wasCut)
            m_facts.problems.append(problemAt(logical.line, QStringLiteral("the variables expand past %1 characters in all from "
                                                                          "this line on: the references after are kept as written")
                                                               .arg(kMaxExpandedChars)));
    }

    void record(const QString &name, const QString &value, int line, bool exported, const QStringList &references = {})
    {
        m_vars.insert(name, value);
        m_facts.exports.push_back({name, value, line, exported, references});
    }

    void readCommand(QStringList words, QList<QStringList> references, int line)
    {
        // Leading assignments: the shell's own variables, or the environment
        // of the one command that follows them.
        QString name, value;
        std::vector<std::tuple<QString, QString, QStringList>> assignments;
        while (!words.isEmpty() && isAssignment(words.front(), &name, &value)) {
            assignments.emplace_back(name, value, references.value(0));
            words.pop_front();
            if (!references.isEmpty())
                references.pop_front();
        }
        for (const auto &[n, v, r] : assignments)
            record(n, selfDirectory(v), line, !words.isEmpty(), r);
        // Wrappers that run the command after them.
        const auto popWord = [&] {
            words.pop_front();
            if (!references.isEmpty())
                references.pop_front();
        };
        while (!words.isEmpty()) {
            const QString &first = words.front();
            if (first == QLatin1String("nohup") || first == QLatin1String("exec") || first == QLatin1String("time")
                || first == QLatin1String("env") || first == QLatin1String("stdbuf")) {
                popWord();
                while (!words.isEmpty() && (words.front().startsWith(QLatin1Char('-'))
                                            || isAssignment(words.front(), &name, &value))) {
                    if (isAssignment(words.front(), &name, &value))
                        record(name, value, line, true, references.value(0));
                    popWord();
                }
                continue;
            }
            break;
        }
        if (words.isEmpty())
            return;
        const QString program = QFileInfo(words.front()).fileName();
        if (program == QLatin1String("export") || program == QLatin1String("declare")) {
            for (qsizetype i = 1; i < words.size(); ++i) {
                if (words[i].startsWith(QLatin1Char('-')))
                    continue;
                if (isAssignment(words[i], &name, &value))
                    record(name, value, line, true, references.value(i));
                else if (m_vars.contains(words[i]))
                    record(words[i], m_vars.value(words[i]), line, true);
            }
        } else if (program == QLatin1String("cd") && words.size() > 1) {
            m_facts.directories.push_back({words[1], line});
        } else if (program == QLatin1String("source") || program == QLatin1String(".")
                   || program == QLatin1String("bash") || program == QLatin1String("sh")) {
            for (qsizetype i = 1; i < words.size(); ++i) {
                if (words[i] == QLatin1String("-c"))
                    break;
                if (!words[i].startsWith(QLatin1Char('-'))) {
                    m_facts.scriptsRun.push_back({words[i], line, words.mid(i + 1)});
                    break;
                }
            }
        } else if (program.startsWith(QLatin1String("python"))) {
            readPython(words, line);
        } else if (program == QLatin1String("pip") || program == QLatin1String("pip3")) {
            readPipInstall(words.mid(1), line);
        } else if (program == QLatin1String("torchrun") || program == QLatin1String("torch_npu_run")
                   || program == QLatin1String("msrun")) {
            readLauncher(program, words.mid(1), line);
        }
    }

    void readPython(const QStringList &words, int line)
    {
        for (qsizetype i = 1; i < words.size(); ++i) {
            const QString &word = words[i];
            if (word == QLatin1String("-m") && i + 1 < words.size()) {
                const QString module = words[i + 1];
                if (module == QLatin1String("pip")) {
                    readPipInstall(words.mid(i + 2), line);
                    return;
                }
                if (module.startsWith(QLatin1String("torch.distributed.")))
                    readLauncher(module, words.mid(i + 2), line);
                else
                    m_facts.launches.push_back({QStringLiteral("python"), module, words.mid(i + 2), line});
                readMc2(words.mid(i + 2), line);
                return;
            }
            if (word.startsWith(QLatin1Char('-')))
                continue;
            if (word.endsWith(QLatin1String(".py"))) {
                if (QFileInfo(word).fileName() == QLatin1String("reset_process.py"))
                    m_facts.resetProcess = ScriptFact<bool>{true, line};
                else
                    launch(QStringLiteral("python"), word, words.mid(i + 1), line);
            }
            return;
        }
    }

    // A launcher's own options come first; the entry point is the first .py.
    void readLauncher(const QString &launcher, const QStringList &arguments, int line)
    {
        for (qsizetype i = 0; i < arguments.size(); ++i) {
            if (arguments[i].endsWith(QLatin1String(".py"))) {
                launch(launcher, arguments[i], arguments.mid(i + 1), line);
                return;
            }
        }
        launch(launcher, {}, {}, line);
    }

    void launch(const QString &launcher, const QString &entry, const QStringList &arguments, int line)
    {
        m_facts.launches.push_back({launcher, entry, arguments, line});
        if (!entry.isEmpty())
            m_facts.scriptsRun.push_back({entry, line, {}});
        readCheckpointInterval(arguments, line);
        readCheckpointSaveDir(arguments, line);
        readMc2(arguments, line);
    }

    // The torch_npu package a `pip install` puts in the image at start:
    // "torch_npu==2.1.0.post8", "torch-npu==2.1.0.post8" or a wheel
    // "torch_npu-2.1.0.post8-cp39-cp39-manylinux_2_17_aarch64.whl".
    void readPipInstall(QStringList arguments, int line)
    {
        while (!arguments.isEmpty() && arguments.front().startsWith(QLatin1Char('-')))   // pip -q install, ...
            arguments.pop_front();
        if (arguments.value(0) != QLatin1String("install"))
            return;
        static const QRegularExpression package(QStringLiteral(R"(^torch[-_]npu(?:==|-)(\d+\.\d+\.\d+(?:\.(?:post|rc)\d+)?)(?:$|-))"),
                                                QRegularExpression::CaseInsensitiveOption);
        for (const QString &word : arguments) {
            const QRegularExpressionMatch m = package.match(QFileInfo(word).fileName());
            if (m.hasMatch())
                m_facts.torchNpuPackage = ScriptFact<QString>{m.captured(1).toLower(), line};
        }
    }

    // MindSpeed's fused matmul and collective (mc2), which seed 003's scope
    // table does not retry: a flag of whatever the script launches.
    void readMc2(const QStringList &arguments, int line)
    {
        if (arguments.contains(QStringLiteral("--use-ascend-mc2")))
            m_facts.mc2 = ScriptFact<bool>{true, line};
        readMultimodal(arguments, line);
    }

    // MindSpeed-MM's options say the training is multimodal, which
    // MindCluster's process-level recovery does not support.
    void readMultimodal(const QStringList &arguments, int line)
    {
        for (const QString &word : arguments) {
            const QString option = word.section(QLatin1Char('='), 0, 0);
            if (option == QLatin1String("--mm-model") || option == QLatin1String("--mm-data")) {
                m_facts.multimodal = ScriptFact<QString>{option, line};
                return;
            }
        }
    }

    void readCheckpointSaveDir(const QStringList &arguments, int line)
    {
        for (qsizetype i = 0; i < arguments.size(); ++i) {
            const QString &word = arguments[i];
            QString dir;
            if (word.startsWith(QLatin1String("--save=")))
                dir = word.mid(7);
            else if (word == QLatin1String("--save") && i + 1 < arguments.size() && !arguments[i + 1].startsWith(QLatin1String("--")))
                dir = arguments[i + 1];
            if (!dir.isEmpty() && !dir.contains(QLatin1Char('$')))
                m_facts.checkpointSaveDir = ScriptFact<QString>{dir, line};
        }
    }

    void readCheckpointInterval(const QStringList &arguments, int line)
    {
        static const QStringList options{
            QStringLiteral("--save-interval"),       QStringLiteral("--save_interval"),
            QStringLiteral("--save_checkpoint_steps"), QStringLiteral("--save-checkpoint-steps"),
            QStringLiteral("--checkpoint-interval"), QStringLiteral("--checkpoint_interval"),
            QStringLiteral("--ckpt_interval"),       QStringLiteral("--save_steps")};
        for (qsizetype i = 0; i < arguments.size(); ++i) {
            QString option = arguments[i];
            QString text;
            const qsizetype eq = option.indexOf(QLatin1Char('='));
            if (eq > 0) {
                text = option.mid(eq + 1);
                option = option.left(eq);
            } else if (i + 1 < arguments.size()) {
                text = arguments[i + 1];
            }
            if (!options.contains(option))
                continue;
            bool ok = false;
            const long long steps = text.toLongLong(&ok);
            if (ok && steps > 0) {
                m_facts.checkpointInterval = ScriptFact<long long>{steps, line};
            } else if (text.contains(QLatin1Char('$'))) {
                // A variable the script does not set: the interval is unknown, not wrong.
                Problem note = problemAt(line, QStringLiteral("%1 %2: a variable the console could not expand").arg(option, text));
                note.severity = Problem::Severity::Note;
                m_facts.problems.append(note);
            } else {
                m_facts.problems.append(problemAt(line, QStringLiteral("%1 is not a number of steps: %2")
                                                             .arg(option, quotedForMessage(text))));
            }
        }
    }

    StartScriptFacts &m_facts;
    QHash<QString, QString> m_vars;
    qsizetype m_expanded = 0;   // characters the expansions copied so far
    bool m_expansionCut = false;
};

// Where each line starts, to turn an offset into a line number.
std::vector<qsizetype> lineStarts(const QString &text)
{
    std::vector<qsizetype> starts{0};
    for (qsizetype i = 0; i < text.size(); ++i)
        if (text[i] == QLatin1Char('\n'))
            starts.push_back(i + 1);
    return starts;
}

int lineAt(const std::vector<qsizetype> &starts, qsizetype offset)
{
    return int(std::upper_bound(starts.begin(), starts.end(), offset) - starts.begin());
}

// The text with comments blanked (offsets kept), so that a commented-out
// call is not read as made. Strings are kept: os.environ needs them.
QString withoutComments(const QString &text, int *unterminatedAt)
{
    QString code = text;
    QString quote;      // ', ", ''' or """
    for (qsizetype i = 0; i < code.size(); ++i) {
        const QChar c = code[i];
        if (!quote.isEmpty()) {
            if (c == QLatin1Char('\\')) {
                ++i;
            } else if (QStringView(code).mid(i).startsWith(quote)) {
                i += quote.size() - 1;
                quote.clear();
            } else if (c == QLatin1Char('\n') && quote.size() == 1) {
                quote.clear();   // a one-line string ends at the line's end
            }
            continue;
        }
        if (c == QLatin1Char('#')) {
            while (i < code.size() && code[i] != QLatin1Char('\n'))
                code[i++] = QLatin1Char(' ');
            --i;
        } else if (c == QLatin1Char('\'') || c == QLatin1Char('"')) {
            const QString triple(3, c);
            quote = QStringView(code).mid(i).startsWith(triple) ? triple : QString(c);
            if (quote.size() == 3)
                *unterminatedAt = int(i);
            i += quote.size() - 1;
        }
    }
    if (quote.size() != 3)
        *unterminatedAt = -1;
    return code;
}

// The Python facts, compiled once (static initialisation is thread-safe;
// the reader runs on the embedded cluster's thread and the console's).
QRegularExpression pythonPattern(const char *pattern)
{
    return QRegularExpression(QLatin1String(pattern), QRegularExpression::MultilineOption);
}

const QRegularExpression kCompileMode = pythonPattern(R"(set_compile_mode\s*\(\s*jit_compile\s*=\s*(True|False))");
const QRegularExpression kWatchdog = pythonPattern(R"(\bhccl_watchdog\s*=\s*(True|False))");
const QRegularExpression kMindio = pythonPattern(R"(\bmindio_acp\s*\.\s*(async_save|save|load)\s*\()");
const QRegularExpression kTorchair = pythonPattern(R"(^\s*(?:import\s+torchair\b|from\s+torchair\b))");
const QRegularExpression kSpawn = pythonPattern(R"(\b(?:mp|multiprocessing|torch\.multiprocessing)\s*\.\s*spawn\s*\()");
const QRegularExpression kEnviron = pythonPattern(R"(\bos\.environ\s*\[\s*["'](\w+)["']\s*\]\s*=\s*["']([^"'\n]*)["'])");
const QRegularExpression kImport = pythonPattern(R"(^\s*(?:import|from)\s+(torch_npu|torch|mindspore)\b)");

} // namespace

const ScriptExport *StartScriptFacts::exportOf(const QString &name) const
{
    for (auto it = exports.rbegin(); it != exports.rend(); ++it)
        if (it->exported && it->name == name)
            return &*it;
    return nullptr;
}

QString StartScriptFacts::place(int line) const
{
    return line > 0 ? file + QLatin1Char(':') + QString::number(line) : file;
}

StartScriptFacts readShellScript(const QString &file, QByteArrayView text, const QHash<QString, QString> &environment)
{
    StartScriptFacts facts;
    facts.file = file;
    ShellReader(facts, environment).read(text);
    return facts;
}

StartScriptFacts readPythonScript(const QString &file, QByteArrayView text)
{
    StartScriptFacts facts;
    facts.file = file;
    const QString source = QString::fromUtf8(text);
    int unterminated = -1;
    const QString code = withoutComments(source, &unterminated);
    const std::vector<qsizetype> starts = lineStarts(code);
    const auto each = [&](const QRegularExpression &expression, auto &&onMatch) {
        auto it = expression.globalMatch(code);
        while (it.hasNext()) {
            const QRegularExpressionMatch match = it.next();
            onMatch(match, lineAt(starts, match.capturedStart()));
        }
    };
    each(kCompileMode, [&](const auto &m, int line) {
        facts.jitCompile = ScriptFact<bool>{m.captured(1) == QLatin1String("True"), line};
    });
    each(kTorchair, [&](const auto &, int line) {
        if (!facts.graphMode)
            facts.graphMode = ScriptFact<bool>{true, line};
    });
    each(kWatchdog, [&](const auto &m, int line) {
        facts.hcclWatchdog = ScriptFact<bool>{m.captured(1) == QLatin1String("True"), line};
    });
    each(kMindio, [&](const auto &m, int line) {
        auto &fact = m.captured(1) == QLatin1String("load") ? facts.mindioLoad : facts.mindioSave;
        if (!fact)
            fact = ScriptFact<bool>{true, line};
    });
    each(kSpawn, [&](const auto &, int line) {
        facts.launches.push_back({QStringLiteral("mp.spawn"), {}, {}, line});
    });
    each(kEnviron, [&](const auto &m, int line) {
        facts.exports.push_back({m.captured(1), m.captured(2), line, true});
    });
    each(kImport, [&](const auto &m, int line) {
        if (!facts.framework)
            facts.framework = ScriptFact<QString>{m.captured(1) == QLatin1String("mindspore") ? QStringLiteral("mindspore")
                                                                                              : QStringLiteral("pytorch"),
                                                  line};
    });
    if (unterminated >= 0) {
        const int line = lineAt(starts, unterminated);
        Problem problem = Problem::error(facts.place(line).toStdString(),
                                         QStringLiteral("a triple-quoted string opened on this line is never closed"));
        problem.line = line;
        facts.problems.append(problem);
    }
    return facts;
}

StartScriptFacts readStartScript(const QString &file, QByteArrayView text, const QHash<QString, QString> &environment)
{
    // The shebang is the first line only: a shell script whose next line
    // runs python is still a shell script.
    const qsizetype end = text.indexOf('\n');
    const QByteArrayView shebang = text.first(end < 0 ? text.size() : end);
    const bool python = file.endsWith(QLatin1String(".py")) || (shebang.startsWith("#!") && shebang.contains("python"));
    return python ? readPythonScript(file, text) : readShellScript(file, text, environment);
}

} // namespace ascendops
