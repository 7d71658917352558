#include "incidents/clusterpipelinepanel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ascendops {

namespace {

enum Column { IdColumn, JobColumn, StateColumn, ReasonColumn, ColumnCount };

// The Lease lists at most kLeaseIncidentsListed: the table never needs to scroll far.
constexpr int kVisibleRows = 5;

} // namespace

ClusterPipelinePanel::ClusterPipelinePanel(QWidget *parent)
    : QWidget(parent)
    , m_headline(new QLabel(this))
    , m_table(new QTableWidget(0, ColumnCount, this))
    , m_approve(new QPushButton(tr("Approve…"), this))
    , m_decline(new QPushButton(tr("Decline…"), this))
    , m_status(new QLabel(this))
{
    setObjectName(QStringLiteral("clusterPipelinePanel"));
    m_headline->setWordWrap(true);
    m_headline->setObjectName(QStringLiteral("clusterPipelineHeadline"));
    m_table->setObjectName(QStringLiteral("clusterPipelineIncidents"));
    m_table->setHorizontalHeaderLabels({tr("Incident"), tr("Job"), tr("State"), tr("Reason")});
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->setWordWrap(false);
    m_table->horizontalHeader()->setSectionResizeMode(ReasonColumn, QHeaderView::Stretch);
    m_table->setColumnWidth(IdColumn, 190);
    m_table->setColumnWidth(JobColumn, 150);
    m_table->setColumnWidth(StateColumn, 140);
    m_table->setMaximumHeight(m_table->horizontalHeader()->sizeHint().height()
                              + kVisibleRows * m_table->verticalHeader()->defaultSectionSize() + 4);
    m_approve->setObjectName(QStringLiteral("clusterPipelineApprove"));
    m_decline->setObjectName(QStringLiteral("clusterPipelineDecline"));
    m_approve->setToolTip(tr("Send your approval to the cluster's pipeline, which then acts; this console writes nothing itself"));
    m_decline->setToolTip(tr("Tell the cluster's pipeline not to act; the incident stays open for a person"));
    m_status->setObjectName(QStringLiteral("clusterPipelineRequest"));
    m_status->setWordWrap(true);

    auto *answer = new QHBoxLayout;
    answer->addWidget(new QLabel(tr("Its selected incident:"), this));
    answer->addWidget(m_approve);
    answer->addWidget(m_decline);
    answer->addWidget(m_status, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 6);
    layout->addWidget(m_headline);
    layout->addWidget(m_table);
    layout->addLayout(answer);

    connect(m_table, &QTableWidget::itemSelectionChanged, this, &ClusterPipelinePanel::refreshButtons);
    connect(m_approve, &QPushButton::clicked, this, [this] {
        const int row = m_table->currentRow();
        emit approveRequested(selectedId(), row < 0 ? QString() : m_table->item(row, ReasonColumn)->text());
    });
    connect(m_decline, &QPushButton::clicked, this, [this] { emit declineRequested(selectedId()); });
    refreshButtons();
}

void ClusterPipelinePanel::showPipeline(const pipeline::ClusterPipeline &pipeline, const QString &readAt)
{
    m_headline->setText(tr("<b>The cluster's pipeline %1</b> (Lease %2) recovers this cluster%3 (read %4). This console "
                           "observes beside it and sends your answers to it.")
                            .arg(pipeline.holder.toHtmlEscaped(), pipeline.place.toHtmlEscaped(),
                                 pipeline::clusterPipelineState(pipeline).toHtmlEscaped(), readAt));
    const QString selected = selectedId();
    m_table->setRowCount(int(pipeline.incidents.size()));
    for (int row = 0; row < int(pipeline.incidents.size()); ++row) {
        const pipeline::ListedIncident &incident = pipeline.incidents[std::size_t(row)];
        const QString cells[ColumnCount] = {incident.id, incident.job, incident.state, incident.reason};
        for (int column = 0; column < ColumnCount; ++column) {
            auto *item = new QTableWidgetItem(cells[column]);
            item->setToolTip(cells[column]);
            if (column == IdColumn)
                item->setData(Qt::UserRole, incident.awaitsApproval());
            m_table->setItem(row, column, item);
        }
        if (incident.id == selected)
            m_table->selectRow(row);
    }
    if (m_table->currentRow() < 0 && m_table->rowCount() > 0)
        m_table->selectRow(0);   // what waits for a person is listed first
    refreshButtons();
}

void ClusterPipelinePanel::setRequestStatus(const QString &status)
{
    m_status->setText(status);
}

QString ClusterPipelinePanel::requestStatus() const
{
    return m_status->text();
}

void ClusterPipelinePanel::setSending(bool sending)
{
    m_sending = sending;
    refreshButtons();
}

QString ClusterPipelinePanel::selectedId() const
{
    const QList<QTableWidgetItem *> selected = m_table->selectedItems();
    return selected.isEmpty() ? QString() : m_table->item(selected.first()->row(), IdColumn)->text();
}

QString ClusterPipelinePanel::headline() const
{
    return m_headline->text();
}

void ClusterPipelinePanel::refreshButtons()
{
    const QList<QTableWidgetItem *> selected = m_table->selectedItems();
    const bool waits = !selected.isEmpty() && m_table->item(selected.first()->row(), IdColumn)->data(Qt::UserRole).toBool();
    m_approve->setEnabled(waits && !m_sending);
    m_decline->setEnabled(waits && !m_sending);
}

} // namespace ascendops
