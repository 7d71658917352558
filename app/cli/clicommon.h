#pragma once

#include "model/jsonvalue.h"
#include "core/problem.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

class QCommandLineParser;
class QObject;

namespace ascendops::cli {

// Exit codes every subcommand keeps (DESIGN.md): 0 success, 1 the input is
// invalid or a check failed, 2 usage or I/O error.
enum ExitCode { ExitOk = 0, ExitInvalid = 1, ExitUsage = 2 };

void printOut(const QString &text);
void printErr(const QString &text);
// Parses `args` (program name first), printing the parser's error on failure.
bool parseOrComplain(QCommandLineParser &parser, const QStringList &args);
// Reads a whole file; on failure prints "FILE: reason" and returns false.
// A std::string, not a QByteArray: its memory comes from operator new, and so
// from the one-shot arena when that is on, and it can be parsed in place.
bool readFile(const QString &path, std::string *out);
// Writes the whole file or none of it (core/atomicfile.h); says why on stderr.
bool writeOutputFile(const QString &path, const QByteArray &data);
// Hands a document over to be reclaimed with the process: the operating
// system frees a multi-megabyte tree at exit far faster than the tree frees
// itself node by node (a fifth of a large table's validation time).
void releaseAtExit(JsonValue &&document);
// "FILE:LOCATION: severity: message"
QString formatProblem(const QString &file, const Problem &problem);
// A problem as JSON, the one shape every command writes: what was read
// under `whereKey` ("file": a file's path, "source": a variable's name),
// then severity (error, warning, note; never translated), pointer (a JSON
// pointer, "" for the whole input), line and column when the place has them,
// and the message.
JsonValue problemJson(const char *whereKey, const QString &where, const Problem &problem);

} // namespace ascendops::cli
