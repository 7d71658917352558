#pragma once

#include "core/problem.h"

#include <QWidget>

#include <string>

class QLabel;
class QModelIndex;
class QTreeView;

namespace ascendops {

class ProblemListModel;

// The list of what is wrong with the table being edited, with a count of
// errors and warnings on top. Clicking or activating a problem asks (via
// problemActivated) for its place to be shown; the main window connects
// that to RankTableEditor::selectPointer().
class ProblemsPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ProblemsPanel(QWidget *parent = nullptr);

    void setProblems(const Problems &problems);
    const Problems &problems() const;
    // "No problems", or the counts as shown.
    QString summaryText() const;
    QTreeView *view() const { return m_view; }

signals:
    void problemActivated(const std::string &pointer);

private:
    void activate(const QModelIndex &index);
    void updateSummary();

    ProblemListModel *m_model = nullptr;
    QTreeView *m_view = nullptr;
    QLabel *m_summary = nullptr;
};

} // namespace ascendops
