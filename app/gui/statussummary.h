#pragma once

#include "core/problem.h"

#include <QObject>

class QLabel;
class QStatusBar;

namespace ascendops {

// The permanent right-hand part of the status bar: which file, which rank
// table version, how many problems, and whether there are unsaved changes.
// Transient messages keep the left-hand part.
class StatusSummary : public QObject
{
    Q_OBJECT

public:
    explicit StatusSummary(QStatusBar *bar);

    // Empty `path` with a `name`: an untitled table; both empty: nothing open.
    void setFile(const QString &path, const QString &name);
    void setVersion(const QString &version);
    void setProblems(const Problems &problems);
    void setModified(bool modified);
    void clear();

private:
    QLabel *m_file;
    QLabel *m_version;
    QLabel *m_problems;
    QLabel *m_modified;
};

} // namespace ascendops
