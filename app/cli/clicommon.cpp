#include "clicommon.h"
#include "clihelp.h"

#include "core/inputlimits.h"

#include "core/atomicfile.h"
#include "formats/jsonreader.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>

#include <cstdio>
#include <vector>


namespace ascendops::cli {

void printOut(const QString &text)
{
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stdout);
}

void printErr(const QString &text)
{
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stderr);
}

bool parseOrComplain(QCommandLineParser &parser, const QStringList &args)
{
    if (parser.parse(args))
        return true;
    usageError(parser.errorText());
    return false;
}

bool readFile(const QString &path, std::string *out)
{
    QFile file(path);
    if (file.open(QIODevice::ReadOnly)) {
        if (const std::optional<QString> tooLarge = documentSizeProblem(file.size())) {
            printErr(QCoreApplication::translate("cli", "%1: not read: the file %2\n").arg(path, *tooLarge));
            return false;
        }
        out->reserve(std::size_t(file.size()) + kJsonReadPadding);   // parsed in place without a copy
        out->resize(std::size_t(file.size()));
        const qint64 read = file.read(out->data(), qint64(out->size()));
        if (read == qint64(out->size()) && file.atEnd())
            return true;
        if (read >= 0 && !file.atEnd()) {    // a file that grew, or a pipe: read the rest
            out->resize(std::size_t(read));
            const QByteArray rest = file.readAll();
            out->append(rest.constData(), std::size_t(rest.size()));
            return true;
        }
    }
    printErr(QCoreApplication::translate("cli", "%1: cannot read: %2\n").arg(path, file.errorString()));
    return false;
}

bool writeOutputFile(const QString &path, const QByteArray &data)
{
    QString reason;
    if (!ascendops::writeFileAtomically(path, data, &reason)) {
        printErr(QCoreApplication::translate("cli", "%1: cannot write: %2\n").arg(path, reason));
        return false;
    }
    return true;
}

void releaseAtExit(JsonValue &&document)
{
    static auto *kept = new std::vector<JsonValue>;   // never deleted, by design
    kept->push_back(std::move(document));
}

QString formatProblem(const QString &file, const Problem &problem)
{
    return QStringLiteral("%1:%2: %3: %4\n")
        .arg(file, problem.location(), severityName(problem.severity), problem.message);
}

JsonValue problemJson(const char *whereKey, const QString &where, const Problem &problem)
{
    const char *severity = problem.severity == Problem::Severity::Error     ? "error"
                         : problem.severity == Problem::Severity::Warning ? "warning"
                                                                         : "note";
    JsonValue entry = JsonValue::object();
    entry.appendMember(whereKey, JsonValue::string(where.toStdString()));
    entry.appendMember("severity", JsonValue::string(severity));
    entry.appendMember("pointer", JsonValue::string(problem.pointer));
    if (problem.line > 0)
        entry.appendMember("line", JsonValue::number(problem.line));
    if (problem.column > 0)
        entry.appendMember("column", JsonValue::number(problem.column));
    entry.appendMember("message", JsonValue::string(problem.message.toStdString()));
    return entry;
}

} // namespace ascendops::cli
