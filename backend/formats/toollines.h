#pragma once
// Line handling shared by the node-tool parsers: split output into trimmed
// lines (CR dropped) with their 1-based numbers, and report a line that
// could not be read, quoting it.
#include "core/problem.h"

#include <QByteArrayView>
#include <QString>

#include <vector>

namespace ascendops {

struct ToolLine
{
    int number = 0;
    QString text;           // trimmed
};

std::vector<ToolLine> toolLines(QByteArrayView output);
void reportUnread(Problems *problems, const QString &tool, const ToolLine &line, const QString &why = {});
// The line echoes the command (fixtures start with the command they ran).
bool isEchoedCommand(const QString &line, const char *tool);

} // namespace ascendops
