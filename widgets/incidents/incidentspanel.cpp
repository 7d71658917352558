#include "incidents/incidentspanel.h"

#include "incidents/clusterpipelinepanel.h"
#include "incidents/incidentdetails.h"
#include "incidents/incidentsmodel.h"
#include "incidents/pipelinewords.h"

#include <QComboBox>
#include <QFrame>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace ascendops {

using pipeline::Incident;
using pipeline::IncidentState;
using pipeline::PipelineMode;
using pipeline::RecoveryAction;

namespace {

QString buttonText(RecoveryAction action)
{
    switch (action) {
    case RecoveryAction::Rollback: return IncidentsPanel::tr("Roll back to checkpoint…");
    case RecoveryAction::PodReschedule: return IncidentsPanel::tr("Reschedule pod…");
    case RecoveryAction::JobReschedule: return IncidentsPanel::tr("Reschedule job…");
    case RecoveryAction::Isolate: return IncidentsPanel::tr("Isolate device or node…");
    default: return words::action(action);
    }
}

QString buttonHint(RecoveryAction action)
{
    switch (action) {
    case RecoveryAction::Rollback: return IncidentsPanel::tr("Restart the job from its latest or a chosen checkpoint");
    case RecoveryAction::PodReschedule: return IncidentsPanel::tr("Recreate one pod of the job, on a spare server if its own is faulty");
    case RecoveryAction::JobReschedule: return IncidentsPanel::tr("Recreate every pod of the job (Volcano RestartJob)");
    case RecoveryAction::Isolate: return IncidentsPanel::tr("Take a chip or a whole server out of service");
    default: return {};
    }
}

QFrame *separator(QWidget *parent)
{
    auto *line = new QFrame(parent);
    line->setFrameShape(QFrame::VLine);
    line->setFrameShadow(QFrame::Sunken);
    return line;
}

} // namespace

const std::vector<RecoveryAction> &IncidentsPanel::oneClickActions()
{
    static const std::vector<RecoveryAction> actions{RecoveryAction::Rollback, RecoveryAction::PodReschedule,
                                                     RecoveryAction::JobReschedule, RecoveryAction::Isolate};
    return actions;
}

IncidentsPanel::IncidentsPanel(QWidget *parent)
    : QWidget(parent)
    , m_model(new IncidentsModel(this))
    , m_table(new QTableView(this))
    , m_details(new IncidentDetails(this))
    , m_clusterPipeline(new ClusterPipelinePanel(this))
    , m_pages(new QStackedWidget(this))
    , m_empty(new QLabel(this))
    , m_mode(new QComboBox(this))
    , m_breaker(new QLabel(this))
    , m_resetBreaker(new QPushButton(tr("Reset breaker"), this))
    , m_summary(new QLabel(this))
    , m_approve(new QPushButton(tr("Approve"), this))
    , m_decline(new QPushButton(tr("Decline"), this))
{
    m_table->setObjectName(QStringLiteral("incidentsTable"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    // The reason and the outcome are sentences: they share what the rest leave.
    m_table->horizontalHeader()->setSectionResizeMode(IncidentsModel::ReasonColumn, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(IncidentsModel::OutcomeColumn, QHeaderView::Stretch);
    for (auto [column, width] : {std::pair{IncidentsModel::IdColumn, 170}, {IncidentsModel::SeverityColumn, 64},
                                 {IncidentsModel::StateColumn, 145}, {IncidentsModel::JobColumn, 130},
                                 {IncidentsModel::AffectedColumn, 190}, {IncidentsModel::ActionColumn, 150},
                                 {IncidentsModel::DetectedColumn, 70}})
        m_table->setColumnWidth(column, width);

    m_empty->setObjectName(QStringLiteral("incidentsEmpty"));
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    QFont emptyFont = m_empty->font();
    emptyFont.setPointSizeF(emptyFont.pointSizeF() * 1.2);
    m_empty->setFont(emptyFont);
    m_empty->setMargin(24);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_table);
    splitter->addWidget(m_details);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    m_pages->addWidget(m_empty);
    m_pages->addWidget(splitter);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(buildModeBar());
    layout->addWidget(buildActionBar());
    layout->addWidget(m_clusterPipeline);
    m_clusterPipeline->hide();
    layout->addWidget(m_pages, 1);

    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &IncidentsPanel::showSelected);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &IncidentsPanel::refreshPage);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &IncidentsPanel::refreshPage);
    connect(m_model, &QAbstractItemModel::modelReset, this, &IncidentsPanel::refreshPage);
    setPipelineAvailable(false, tr("Not connected to a cluster."));
    setBreaker(false, {});
    refreshPage();
}

QWidget *IncidentsPanel::buildModeBar()
{
    auto *bar = new QWidget(this);
    for (PipelineMode mode : {PipelineMode::Observe, PipelineMode::Approve, PipelineMode::Auto}) {
        m_mode->addItem(words::mode(mode), int(mode));
        m_mode->setItemData(m_mode->count() - 1, words::modeExplained(mode), Qt::ToolTipRole);
    }
    m_mode->setObjectName(QStringLiteral("pipelineMode"));
    auto *modeLabel = new QLabel(tr("Pipeline &mode:"), bar);
    modeLabel->setBuddy(m_mode);
    m_breaker->setObjectName(QStringLiteral("breakerState"));
    m_breaker->setTextFormat(Qt::RichText);
    m_resetBreaker->setObjectName(QStringLiteral("resetBreaker"));
    m_resetBreaker->setToolTip(tr("Close the circuit breaker again once you have looked at why it tripped"));
    m_summary->setObjectName(QStringLiteral("incidentsSummary"));
    m_summary->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_summary->setWordWrap(true);   // gives way rather than widen the window
    auto *row = new QHBoxLayout(bar);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(modeLabel);
    row->addWidget(m_mode);
    row->addSpacing(12);
    row->addWidget(separator(bar));
    row->addWidget(m_breaker);
    row->addWidget(m_resetBreaker);
    row->addStretch(1);
    row->addWidget(m_summary);
    connect(m_mode, &QComboBox::activated, this, [this] { emit modeChosen(mode()); });
    connect(m_resetBreaker, &QPushButton::clicked, this, &IncidentsPanel::resetBreakerRequested);
    return bar;
}

// The alarm workflow's acts, after the answer: each journaled with who.
void IncidentsPanel::addPersonButtons(QHBoxLayout *row, QWidget *bar)
{
    const std::pair<PersonAct, QString> acts[] = {{PersonAct::Acknowledge, tr("Acknowledge")}, {PersonAct::Assign, tr("Assign…")},
                                                  {PersonAct::Snooze, tr("Snooze")}, {PersonAct::Note, tr("Note…")},
                                                  {PersonAct::Close, tr("Close…")}, {PersonAct::Strategy, tr("Strategy…")}};
    for (const auto &entry : acts) {
        const PersonAct act = entry.first;   // a copy: a lambda cannot capture a structured binding in C++20 on clang
        auto *button = new QPushButton(entry.second, bar);
        button->setObjectName(QStringLiteral("person-%1").arg(int(act)));
        m_personButtons.insert(int(act), button);
        row->addWidget(button);
        if (act != PersonAct::Snooze) {
            connect(button, &QPushButton::clicked, this, [this, act] { emit personActRequested(act, selectedId()); });
            continue;
        }
        auto *menu = new QMenu(button);
        for (const auto &[minutes, label] : {std::pair{15, tr("15 minutes")}, {60, tr("1 hour")}, {240, tr("4 hours")}, {1440, tr("1 day")}})
            menu->addAction(label, this, [this, minutes = minutes] { emit snoozeRequested(selectedId(), minutes); });
        button->setMenu(menu);
    }
}

// Two rows, the answer to the pipeline's question and the one-click
// actions, so that the tab (and the window) stays usable at 1024 px.
QWidget *IncidentsPanel::buildActionBar()
{
    auto *bar = new QWidget(this);
    auto *rows = new QVBoxLayout(bar);
    rows->setContentsMargins(0, 0, 0, 0);
    auto *answer = new QHBoxLayout;
    m_approve->setObjectName(QStringLiteral("approveIncident"));
    m_decline->setObjectName(QStringLiteral("declineIncident"));
    answer->addWidget(new QLabel(tr("Selected incident:"), bar));
    answer->addWidget(m_approve);
    answer->addWidget(m_decline);
    answer->addWidget(separator(bar));
    addPersonButtons(answer, bar);
    answer->addStretch(1);
    rows->addLayout(answer);
    auto *row = new QHBoxLayout;
    rows->addLayout(row);
    for (RecoveryAction action : oneClickActions()) {
        auto *button = new QPushButton(buttonText(action), bar);
        button->setObjectName(QStringLiteral("action-") + QLatin1String(pipeline::recoveryActionName(action)));
        m_actionButtons.insert(int(action), button);
        row->addWidget(button);
        connect(button, &QPushButton::clicked, this, [this, action] { emit actionRequested(action, selectedId()); });
    }
    row->addStretch(1);
    connect(m_approve, &QPushButton::clicked, this, [this] { emit approveRequested(selectedId()); });
    connect(m_decline, &QPushButton::clicked, this, [this] { emit declineRequested(selectedId()); });
    return bar;
}

void IncidentsPanel::setPipelineAvailable(bool available, const QString &why)
{
    m_unavailable = available ? QString() : why;
    m_mode->setEnabled(available && m_modeLock.isEmpty());
    m_mode->setToolTip(available ? (m_modeLock.isEmpty() ? words::modeExplained(mode()) : m_modeLock) : why);
    refreshButtons();
}

void IncidentsPanel::setMode(PipelineMode mode)
{
    const QSignalBlocker quiet(m_mode);
    m_mode->setCurrentIndex(m_mode->findData(int(mode)));
    if (m_modeLock.isEmpty() && m_unavailable.isEmpty())
        m_mode->setToolTip(words::modeExplained(mode));
}

PipelineMode IncidentsPanel::mode() const
{
    return PipelineMode(m_mode->currentData().toInt());
}

void IncidentsPanel::setModeLocked(const QString &why)
{
    m_modeLock = why;
    setPipelineAvailable(m_unavailable.isEmpty(), m_unavailable);
}

void IncidentsPanel::setBreaker(bool tripped, const QString &reason)
{
    m_breaker->setText(tripped ? QStringLiteral("<b style='color:#c62828'>%1</b>").arg(tr("Circuit breaker tripped").toHtmlEscaped())
                               : tr("Circuit breaker closed").toHtmlEscaped());
    m_breaker->setToolTip(tripped ? reason : tr("Automatic actions may go ahead; the breaker trips when one would touch too many nodes."));
    m_resetBreaker->setEnabled(tripped);
}

void IncidentsPanel::setSummary(const QString &summary)
{
    m_summary->setText(summary);
}

void IncidentsPanel::setEmptyMessage(const QString &message)
{
    m_empty->setText(message);
}

QString IncidentsPanel::emptyMessage() const
{
    return m_empty->text();
}

bool IncidentsPanel::showsEmptyMessage() const
{
    return m_pages->currentWidget() == m_empty;
}

void IncidentsPanel::showIncident(const Incident &incident)
{
    m_model->setIncident(incident);
    // A live incident takes the selection from nothing or from the journal's
    // past; one live incident never takes it from another.
    const bool onLive = m_model->incidentAt(m_table->currentIndex().row()) != nullptr;
    if (selectedId() == incident.id)
        showSelected();
    else if (!onLive)
        selectIncident(incident.id);
    refreshButtons();
}

void IncidentsPanel::setHistory(std::vector<pipeline::JournalIncident> history)
{
    const QString selected = selectedId();
    m_model->setHistory(std::move(history));
    if (!selected.isEmpty())
        selectIncident(selected);
    else if (m_model->rowCount() > 0)
        m_table->selectRow(0);
}

void IncidentsPanel::clearIncidents()
{
    m_model->clear();
    m_details->clear();
    refreshButtons();
}

void IncidentsPanel::setActionRefusal(RecoveryAction action, const QString &why)
{
    m_refusals.insert(int(action), why);
    refreshButtons();
}

QString IncidentsPanel::selectedId() const
{
    const QModelIndex current = m_table->currentIndex();
    return current.isValid() ? current.data(IncidentsModel::IncidentIdRole).toString() : QString();
}

bool IncidentsPanel::selectIncident(const QString &id)
{
    const int row = m_model->rowOf(id);
    if (row < 0)
        return false;
    m_table->selectRow(row);
    m_table->setCurrentIndex(m_model->index(row, 0));
    return true;
}

QString IncidentsPanel::selectedJob() const
{
    const int row = m_table->currentIndex().row();
    if (const Incident *live = m_model->incidentAt(row))
        return live->job;
    const pipeline::JournalIncident *past = m_model->historyAt(row);
    return past ? past->job : QString();
}

QString IncidentsPanel::selectedNode() const
{
    const int row = m_table->currentIndex().row();
    if (const Incident *live = m_model->incidentAt(row))
        return live->faultyNodes().value(0);
    const pipeline::JournalIncident *past = m_model->historyAt(row);
    return past ? past->node : QString();
}

int IncidentsPanel::selectedDie() const
{
    const int row = m_table->currentIndex().row();
    if (const Incident *live = m_model->incidentAt(row))
        return live->first.die;
    const pipeline::JournalIncident *past = m_model->historyAt(row);
    bool ok = false;
    const int die = past ? past->device.toInt(&ok) : -1;
    return ok ? die : -1;
}

void IncidentsPanel::showSelected()
{
    const int row = m_table->currentIndex().row();
    if (const Incident *live = m_model->incidentAt(row))
        m_details->showIncident(*live);
    else if (const pipeline::JournalIncident *past = m_model->historyAt(row))
        m_details->showHistory(*past);
    else
        m_details->clear();
    refreshButtons();
    if (selectedId() != m_shownId) {
        m_shownId = selectedId();
        emit currentIncidentChanged(m_shownId);
    }
}

QString IncidentsPanel::selectionRefusal(RecoveryAction action) const
{
    const int row = m_table->currentIndex().row();
    const Incident *live = m_model->incidentAt(row);
    const pipeline::JournalIncident *past = m_model->historyAt(row);
    if (!live && !past)
        return tr("Select an incident first.");
    const QString job = live ? live->job : past->job;
    const bool hasNode = live ? !live->faultyNodes().isEmpty() : !past->node.isEmpty();
    if (action == RecoveryAction::Isolate)
        return hasNode ? QString() : tr("The incident names no server.");
    if (job.isEmpty())
        return tr("The incident affects no job.");
    if (action == RecoveryAction::PodReschedule && !hasNode)
        return tr("The incident names no server whose pod could move.");
    return {};
}

void IncidentsPanel::refreshButtons()
{
    for (auto it = m_actionButtons.cbegin(); it != m_actionButtons.cend(); ++it) {
        const auto action = RecoveryAction(it.key());
        QString why = m_unavailable;
        if (why.isEmpty())
            why = m_refusals.value(it.key());
        if (why.isEmpty())
            why = selectionRefusal(action);
        it.value()->setEnabled(why.isEmpty());
        it.value()->setToolTip(why.isEmpty() ? buttonHint(action) : why);
    }
    const Incident *live = m_model->incidentAt(m_table->currentIndex().row());
    const bool awaiting = live && live->state == IncidentState::AwaitingApproval;
    QString approveWhy = m_unavailable;
    if (approveWhy.isEmpty() && !awaiting)
        approveWhy = tr("The selected incident is not waiting for approval.");
    if (approveWhy.isEmpty())
        approveWhy = m_refusals.value(int(live->decision.action));
    m_approve->setEnabled(approveWhy.isEmpty());
    m_approve->setToolTip(approveWhy.isEmpty() ? tr("Let the pipeline take %1").arg(words::action(live->decision.action)) : approveWhy);
    m_decline->setEnabled(awaiting && m_unavailable.isEmpty());
    const bool attendable = live && pipeline::isOpen(live->state) && m_unavailable.isEmpty();
    const QString notOpen = m_unavailable.isEmpty() ? tr("Select an open incident first.") : m_unavailable;
    const std::pair<PersonAct, QString> hints[] = {
        {PersonAct::Acknowledge, tr("Say you have taken it on: it no longer counts as waiting for you")},
        {PersonAct::Assign, tr("Name who handles it")},
        {PersonAct::Snooze, tr("Not counted as waiting for a while; the pipeline recovers it as before")},
        {PersonAct::Note, tr("Add a note to its journal")},
        {PersonAct::Close, tr("Close it by hand with a reason; no recovery time is counted")}};
    for (const auto &[act, hint] : hints) {
        m_personButtons.value(int(act))->setEnabled(attendable);
        m_personButtons.value(int(act))->setToolTip(attendable ? hint : notOpen);
    }
    // Only where ClusterD asks and the job allows more than one answer.
    QPushButton *strategy = m_personButtons.value(int(PersonAct::Strategy));
    const bool choosable = awaiting && m_unavailable.isEmpty() && live->decision.strategyChoices.size() > 1;
    strategy->setEnabled(choosable);
    strategy->setToolTip(choosable ? tr("Answer ClusterD with another strategy the job allows (%1); Approve then writes it")
                                         .arg(live->decision.strategyChoices.join(QStringLiteral(", ")))
                                   : tr("Only for ClusterD's question on a job that allows more than one strategy."));
    if (attendable && live->state == IncidentState::Acting) {
        m_personButtons.value(int(PersonAct::Close))->setEnabled(false);
        m_personButtons.value(int(PersonAct::Close))->setToolTip(tr("Its writes are being sent: close it once they are."));
    }
    m_decline->setToolTip(awaiting ? tr("Leave the incident to a person; nothing is written")
                                   : tr("The selected incident is not waiting for approval."));
}

void IncidentsPanel::refreshPage()
{
    m_pages->setCurrentIndex(m_model->rowCount() > 0 ? 1 : 0);
    if (m_model->rowCount() > 0 && !m_table->currentIndex().isValid())
        m_table->selectRow(0);
    refreshButtons();
}

} // namespace ascendops
