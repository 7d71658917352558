#include "core/problem.h"

#include <QCoreApplication>

namespace ascendops {

QString Problem::location() const
{
    if (line > 0)
        return QStringLiteral("%1:%2").arg(line).arg(column);
    return QString::fromStdString(pointer.empty() ? std::string("/") : pointer);
}

QString Problem::toString() const
{
    return location() + QStringLiteral(": ") + message;
}

Problem Problem::error(std::string pointer, QString message)
{
    return Problem{Severity::Error, std::move(pointer), std::move(message), 0, 0};
}

Problem Problem::warning(std::string pointer, QString message)
{
    return Problem{Severity::Warning, std::move(pointer), std::move(message), 0, 0};
}

Problem Problem::note(std::string pointer, QString message)
{
    return Problem{Severity::Note, std::move(pointer), std::move(message), 0, 0};
}

bool hasErrors(const Problems &problems)
{
    for (const Problem &p : problems) {
        if (p.isError())
            return true;
    }
    return false;
}

QString severityName(Problem::Severity severity)
{
    switch (severity) {
    case Problem::Severity::Error: return QCoreApplication::translate("Problem", "error");
    case Problem::Severity::Warning: return QCoreApplication::translate("Problem", "warning");
    case Problem::Severity::Note: return QCoreApplication::translate("Problem", "note");
    }
    return {};
}

} // namespace ascendops
