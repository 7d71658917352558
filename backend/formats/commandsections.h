#pragma once
// Several commands run in one SSH exec print marker lines of their own
// between their outputs, so one round trip answers many questions:
//   @@ascendops:section NAME     before a command's output
//   @@ascendops:exit N           after it, N its exit status
// A section without its exit line (the connection dropped) has no status.
#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <optional>
#include <vector>

namespace ascendops {

struct CommandSection
{
    QString name;
    QByteArray body;
    std::optional<int> exitStatus;
    int firstLine = 0;      // 1-based line of the body's first line in the whole output
};

std::vector<CommandSection> splitSections(QByteArrayView output);

} // namespace ascendops
