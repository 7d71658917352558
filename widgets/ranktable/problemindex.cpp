#include "ranktable/problemindex.h"

#include "look/colors.h"

#include <QApplication>
#include <QBrush>
#include <QColor>
#include <QIcon>
#include <QStyle>

namespace ascendops {
namespace {

// Severity enumerators run from the worst (Error) to the mildest (Note).
bool isWorse(Problem::Severity a, Problem::Severity b)
{
    return int(a) < int(b);
}

QVariant background(Problem::Severity severity)
{
    const QBrush tint = look::problemTint(severity);
    return tint.style() == Qt::NoBrush ? QVariant() : QVariant(tint);
}

} // namespace

void ProblemIndex::add(const std::string &key, const Problem &problem)
{
    auto [it, inserted] = m_entries.try_emplace(key);
    Entry &entry = it->second;
    if (inserted || isWorse(problem.severity, entry.worst))
        entry.worst = problem.severity;
    entry.messages.append(problem.message);
}

const ProblemIndex::Entry *ProblemIndex::find(const std::string &key) const
{
    const auto it = m_entries.find(key);
    return it == m_entries.end() ? nullptr : &it->second;
}

std::vector<std::string> ProblemIndex::keys() const
{
    std::vector<std::string> out;
    out.reserve(m_entries.size());
    for (const auto &[key, entry] : m_entries)
        out.push_back(key);
    return out;
}

QIcon ProblemIndex::severityIcon(Problem::Severity severity)
{
    const QStyle::StandardPixmap pixmap = severity == Problem::Severity::Error ? QStyle::SP_MessageBoxCritical
        : severity == Problem::Severity::Warning ? QStyle::SP_MessageBoxWarning
                                                 : QStyle::SP_MessageBoxInformation;
    return QApplication::style()->standardIcon(pixmap);
}

QVariant ProblemIndex::roleData(std::initializer_list<const Entry *> entries, int role)
{
    const Entry *worst = nullptr;
    QStringList messages;
    for (const Entry *entry : entries) {
        if (!entry)
            continue;
        if (!worst || isWorse(entry->worst, worst->worst))
            worst = entry;
        messages += entry->messages;
    }
    if (!worst)
        return {};
    switch (role) {
    case Qt::BackgroundRole: return background(worst->worst);
    case Qt::DecorationRole: return severityIcon(worst->worst);
    case Qt::ToolTipRole: return messages.join(QLatin1Char('\n'));
    default: break;
    }
    return {};
}

} // namespace ascendops
