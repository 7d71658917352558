#include "ranktable/problemspanel.h"

#include "ranktable/problemlistmodel.h"

#include <QHeaderView>
#include <QLabel>
#include <QTreeView>
#include <QVBoxLayout>

namespace ascendops {

ProblemsPanel::ProblemsPanel(QWidget *parent)
    : QWidget(parent), m_model(new ProblemListModel(this)), m_view(new QTreeView(this)), m_summary(new QLabel(this))
{
    m_summary->setObjectName(QStringLiteral("problemsSummary"));
    m_view->setObjectName(QStringLiteral("problemsView"));
    m_view->setModel(m_model);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);   // a broken 16k-rank table lists thousands
    m_view->setAlternatingRowColors(true);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->header()->setStretchLastSection(true);
    m_view->header()->setSectionResizeMode(ProblemListModel::SeverityColumn, QHeaderView::ResizeToContents);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_summary);
    layout->addWidget(m_view, 1);
    connect(m_view, &QTreeView::clicked, this, &ProblemsPanel::activate);
    connect(m_view, &QTreeView::activated, this, &ProblemsPanel::activate);
    updateSummary();
}

void ProblemsPanel::setProblems(const Problems &problems)
{
    m_model->setProblems(problems);
    m_view->resizeColumnToContents(ProblemListModel::LocationColumn);
    updateSummary();
}

const Problems &ProblemsPanel::problems() const
{
    return m_model->problems();
}

QString ProblemsPanel::summaryText() const
{
    return m_summary->text();
}

void ProblemsPanel::activate(const QModelIndex &index)
{
    if (index.isValid())
        emit problemActivated(m_model->problemAt(index.row()).pointer);
}

// Counts after labels rather than plural nouns, as in the status bar: reads
// the same in every language without plural forms.
void ProblemsPanel::updateSummary()
{
    int errors = 0;
    int warnings = 0;
    int notes = 0;
    for (const Problem &problem : problems()) {
        errors += problem.severity == Problem::Severity::Error;
        warnings += problem.severity == Problem::Severity::Warning;
        notes += problem.severity == Problem::Severity::Note;
    }
    if (errors + warnings + notes == 0) {
        m_summary->setText(tr("No problems"));
        return;
    }
    QString text = tr("Errors: %1, warnings: %2").arg(errors).arg(warnings);
    if (notes > 0)
        text += tr(", notes: %1").arg(notes);
    m_summary->setText(text);
}

} // namespace ascendops
