#pragma once

#include "core/problem.h"

#include <QIcon>
#include <QStringList>
#include <QVariant>

#include <initializer_list>
#include <string>
#include <unordered_map>
#include <vector>

namespace ascendops {

// Problems filed under keys (a cell's JSON pointer, say) so that a view can
// ask "what is wrong here?" per painted cell in constant time, and the
// colours, icons and tool tips that answer it. Built once when the problems
// change, never per paint.
class ProblemIndex
{
public:
    struct Entry
    {
        Problem::Severity worst = Problem::Severity::Note;
        QStringList messages;
    };

    void clear() { m_entries.clear(); }
    bool isEmpty() const { return m_entries.empty(); }
    void add(const std::string &key, const Problem &problem);
    // nullptr when nothing is filed under `key`.
    const Entry *find(const std::string &key) const;
    std::vector<std::string> keys() const;

    // Background (red for errors, yellow for warnings), severity icon or
    // tool tip of the worst of `entries` (null ones are skipped); an invalid
    // QVariant for other roles or when all are null.
    static QVariant roleData(std::initializer_list<const Entry *> entries, int role);
    static QIcon severityIcon(Problem::Severity severity);

private:
    std::unordered_map<std::string, Entry> m_entries;
};

} // namespace ascendops
