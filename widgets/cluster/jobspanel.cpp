#include "cluster/jobspanel.h"

#include "cluster/jobrecoverypane.h"
#include "cluster/jobsmodel.h"

#include <QFontDatabase>
#include <QHeaderView>
#include <QEvent>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QTabWidget>
#include <QLineEdit>
#include <QTreeView>
#include <QVBoxLayout>

#include <nlohmann/json.hpp>

namespace ascendops {

namespace {

// The operator writes the table on one line; people read it indented, in the
// order it was written.
QString indented(const QString &text)
{
    const auto table = nlohmann::ordered_json::parse(text.toStdString(), nullptr, false);
    return table.is_discarded() ? text : QString::fromStdString(table.dump(2));
}

} // namespace

JobsPanel::JobsPanel(QWidget *parent)
    : QWidget(parent)
    , m_model(new JobsModel(this))
    , m_tree(new QTreeView(this))
    , m_filter(new QLineEdit(this))
    , m_rankTable(new QPlainTextEdit(this))
    , m_recovery(new JobRecoveryPane(this))
    , m_details(new QTabWidget(this))
{
    m_tree->setModel(m_model);
    // By name until a person clicks a header (the header's own default is descending).
    m_tree->header()->setSortIndicator(JobsModel::NameColumn, Qt::AscendingOrder);
    m_tree->setSortingEnabled(true);
    m_recovery->setObjectName(QStringLiteral("jobRecoveryPane"));
    m_tree->setUniformRowHeights(true);
    // The Recovery pane below is tall; the list keeps room for several jobs.
    m_tree->setMinimumHeight(m_tree->fontMetrics().height() * 10);
    m_tree->setAlternatingRowColors(true);
    // Sized to the first jobs once, then left to the reader: measuring
    // every row's text again at each change stalls the window at 300 jobs.
    m_tree->header()->setSectionResizeMode(QHeaderView::Interactive);
    m_rankTable->setReadOnly(true);
    m_rankTable->installEventFilter(this);
    m_rankTable->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_rankTable->setPlaceholderText(tr("Select a job to see its rank table (rings-config)."));

    auto *splitter = new QSplitter(Qt::Vertical, this);
    m_details->addTab(m_recovery, tr("Recovery"));
    m_details->addTab(m_rankTable, tr("Rank table"));
    splitter->addWidget(m_tree);
    splitter->addWidget(m_details);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 2);
    m_filter->setObjectName(QStringLiteral("jobsFilter"));
    m_filter->setPlaceholderText(tr("Filter jobs: namespace, name or state"));
    m_filter->setClearButtonEnabled(true);
    connect(m_filter, &QLineEdit::textChanged, m_model, &JobsModel::setFilter);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_filter);
    layout->addWidget(splitter);

    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) { showRankTableOf(current); });
    connect(m_model, &QAbstractItemModel::layoutChanged, this, [this] { showRankTableOf(m_tree->currentIndex()); });
    m_tree->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_tree, &QTreeView::customContextMenuRequested, this, [this](const QPoint &at) {
        const QModelIndex index = m_tree->indexAt(at);
        const JobSummary *job = m_model->jobAt(index);
        if (!job)
            return;
        const QString node = index.siblingAtColumn(JobsModel::NodeColumn).data().toString();
        emit actionMenuRequested(job->key(), node, m_tree->viewport()->mapToGlobal(at));
    });
    connect(m_tree, &QTreeView::activated, this, [this](const QModelIndex &index) {
        const QString node = index.siblingAtColumn(JobsModel::NodeColumn).data().toString();
        if (!node.isEmpty())
            emit nodeActivated(node);
    });
}

void JobsPanel::setJobs(std::vector<JobSummary> jobs)
{
    const bool sized = m_model->rowCount() > 0;
    m_model->setJobs(std::move(jobs));
    if (!sized && m_model->rowCount() > 0)
        for (int column = 0; column < m_model->columnCount(); ++column)
            m_tree->resizeColumnToContents(column);
    const bool first = !m_tree->currentIndex().isValid() && m_model->rowCount() > 0;
    if (first)
        m_tree->setCurrentIndex(m_model->index(0, 0));
    showRankTableOf(m_tree->currentIndex());
}

void JobsPanel::showRankTableOf(const QModelIndex &index)
{
    const JobSummary *job = m_model->jobAt(index);
    if (const QString current = currentJob(); current != m_currentJob) {
        m_currentJob = current;
        emit currentJobChanged(current);
    }
    const QString text = job ? job->rankTableText : QString();
    const QString key = job ? job->key() : QString();
    // Unchanged tables are not re-laid out, so the reader keeps their place.
    // The summaries share an unchanged table's text: its data tells first,
    // without comparing megabytes.
    const bool sameText = text.size() == m_tableText.size()
        && (text.constData() == m_tableText.constData() || text == m_tableText);
    if (key == m_shownJob && sameText)
        return;
    m_shownJob = key;
    m_tableText = text;
    m_tableDue = true;
    if (m_rankTable->isVisible())
        layOutRankTable();
}

void JobsPanel::layOutRankTable()
{
    m_tableDue = false;
    m_rankTable->setPlainText(m_tableText.isEmpty() ? QString() : indented(m_tableText));
}

bool JobsPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_rankTable && event->type() == QEvent::Show && m_tableDue)
        layOutRankTable();
    return QWidget::eventFilter(watched, event);
}

QString JobsPanel::currentJob() const
{
    const JobSummary *job = m_model->jobAt(m_tree->currentIndex());
    return job ? job->key() : QString();
}

bool JobsPanel::selectJob(const QString &key)
{
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const QModelIndex index = m_model->index(row, 0);
        const JobSummary *job = m_model->jobAt(index);
        if (job && job->key() == key) {
            m_tree->setCurrentIndex(index);
            m_tree->scrollTo(index);
            return true;
        }
    }
    return false;
}

QString JobsPanel::rankTableText() const
{
    if (m_tableDue)
        return m_tableText.isEmpty() ? QString() : indented(m_tableText);
    return m_rankTable->toPlainText();
}

} // namespace ascendops
