#include "toollines.h"

namespace ascendops {

std::vector<ToolLine> toolLines(QByteArrayView output)
{
    std::vector<ToolLine> lines;
    int number = 0;
    for (const QString &line : QString::fromUtf8(output).split(QLatin1Char('\n'))) {
        ++number;
        const QString text = line.trimmed();
        if (!text.isEmpty())
            lines.push_back({number, text});
    }
    return lines;
}

void reportUnread(Problems *problems, const QString &tool, const ToolLine &line, const QString &why)
{
    if (!problems)
        return;
    Problem problem = Problem::warning({}, QStringLiteral("%1: cannot read \"%2\"%3")
                                               .arg(tool, line.text.left(120),
                                                    why.isEmpty() ? QString() : QStringLiteral(": ") + why));
    problem.line = line.number;
    problems->append(problem);
}

bool isEchoedCommand(const QString &line, const char *tool)
{
    // Every reader asks this of every line, so the first word is looked at in place, not copied out.
    const QStringView text(line);
    const qsizetype space = text.indexOf(QLatin1Char(' '));
    const QStringView first = space < 0 ? text : text.first(space);
    const QLatin1String name(tool);
    return first.endsWith(name) && (first.startsWith(QLatin1Char('/')) || first == name);
}

} // namespace ascendops
