#pragma once
// One line of an ssh_config file split the way ssh reads it.
#include <QString>
#include <QStringList>
#include <QStringView>

namespace ascendops::ssh {

struct ConfigLine
{
    QString keyword;   // lower-cased; empty for blank and comment lines
    QString spelling;  // the keyword as written, for messages
    QStringList args;  // unquoted
    int column = 0;    // 1-based column of the keyword
    QString error;     // set when the line cannot be split (unterminated quote)
};

// "Keyword value", "Keyword=value" and "Keyword = value"; arguments are
// separated by blanks, double quotes group blanks into one argument, a
// backslash makes the next quote, backslash or blank literal, and an unquoted
// argument starting with '#' ends the line.
ConfigLine splitConfigLine(QStringView line);

} // namespace ascendops::ssh
