#pragma once

#include <QList>
#include <QString>

#include <string>

namespace ascendops {

// One finding about an input: where it is (a JSON pointer, or a line and
// column when the text could not be parsed) and what is wrong, in words an
// operator can act on.
struct Problem
{
    enum class Severity { Error, Warning, Note };

    Severity severity = Severity::Error;
    std::string pointer;    // RFC 6901, "" for the whole document
    QString message;
    int line = 0;           // 1-based; 0 when the place is given by pointer only
    int column = 0;

    bool isError() const { return severity == Severity::Error; }
    // "POINTER: message", "LINE:COLUMN: message" or just the message.
    QString location() const;
    QString toString() const;

    static Problem error(std::string pointer, QString message);
    static Problem warning(std::string pointer, QString message);
    static Problem note(std::string pointer, QString message);
};

using Problems = QList<Problem>;

bool hasErrors(const Problems &problems);
QString severityName(Problem::Severity severity);

} // namespace ascendops
