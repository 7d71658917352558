#include "incidents/recoveryactiondialog.h"

#include "incidents/pipelinewords.h"
#include "look/colors.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <tuple>

namespace ascendops {

using pipeline::IncidentState;
using pipeline::RecoveryAction;

namespace {

QString heading(const RecoveryActionTarget &t)
{
    switch (t.action) {
    case RecoveryAction::Rollback: return RecoveryActionDialog::tr("Roll back %1 to a checkpoint").arg(t.job);
    case RecoveryAction::PodReschedule: return RecoveryActionDialog::tr("Reschedule one pod of %1").arg(t.job);
    case RecoveryAction::JobReschedule: return RecoveryActionDialog::tr("Reschedule every pod of %1").arg(t.job);
    case RecoveryAction::Isolate: return RecoveryActionDialog::tr("Isolate a chip or a server");
    default: return words::action(t.action);
    }
}

// Still under way: the pipeline has not finished with the request.
bool underWay(IncidentState state)
{
    return state == IncidentState::Settling || state == IncidentState::Acting || state == IncidentState::Verifying;
}

} // namespace

namespace {

// What restarting training costs the job: the steps done again since its
// last checkpoint (as its log said them) and its recovery-time estimate;
// "" for an action that restarts nothing.
QString costWords(const RecoveryActionTarget &target)
{
    using pipeline::RecoveryAction;
    if (target.action != RecoveryAction::PodReschedule && target.action != RecoveryAction::JobReschedule
        && target.action != RecoveryAction::Rollback)
        return {};
    QString steps;
    if (target.stepNow < 0)
        steps = RecoveryActionDialog::tr("Cost: the job's log prints no step, so the steps lost are not known.");
    else if (target.lastCheckpointStep < 0)
        steps = RecoveryActionDialog::tr("Cost: the job is at step %1 and its log names no checkpoint saved: how far it "
                                         "goes back is not known.").arg(target.stepNow);
    else if (target.lastCheckpointStep >= target.stepNow)
        steps = RecoveryActionDialog::tr("Cost: training goes back to step %1, the checkpoint its log just saved: "
                                         "hardly a step is done again.").arg(target.lastCheckpointStep);
    else
        steps = RecoveryActionDialog::tr("Cost: training goes back to step %1, the last checkpoint its log saved; the "
                                         "%2 steps since (it is at step %3) are done again.")
                    .arg(target.lastCheckpointStep).arg(target.stepNow - target.lastCheckpointStep).arg(target.stepNow);
    if (!target.recoverySeconds)
        return steps + QLatin1Char(' ') + RecoveryActionDialog::tr("Its time to recover is not estimated.");
    return steps + QLatin1Char(' ')
        + RecoveryActionDialog::tr("Its recovery-time profile estimates about %1 s from the fault to training again.")
              .arg(std::lround(*target.recoverySeconds));
}

} // namespace

RecoveryActionDialog::RecoveryActionDialog(const RecoveryActionTarget &target, QWidget *parent)
    : QDialog(parent)
    , m_target(target)
    , m_preview(new QTreeWidget(this))
    , m_previewStatus(new QLabel(this))
    , m_confirm(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_status(new QLabel(this))
{
    setWindowTitle(words::action(target.action));
    setObjectName(QStringLiteral("recoveryActionDialog"));
    auto *title = new QLabel(heading(target), this);
    QFont bold = title->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.1);
    title->setFont(bold);

    m_preview->setObjectName(QStringLiteral("actionPreview"));
    m_preview->setHeaderHidden(true);
    m_preview->setRootIsDecorated(true);
    m_preview->setMinimumHeight(140);
    m_previewStatus->setWordWrap(true);
    auto *previewBox = new QGroupBox(tr("Dry run: what the API server says these writes would change"), this);
    auto *previewLayout = new QVBoxLayout(previewBox);
    previewLayout->addWidget(m_previewStatus);
    previewLayout->addWidget(m_preview);

    m_confirm->setObjectName(QStringLiteral("actionConfirmation"));
    m_confirm->setWordWrap(true);
    m_confirm->setTextFormat(Qt::RichText);
    m_confirm->setText(tr("Running this writes to <b>%1</b> through the context <b>%2</b> (user %3), and the pipeline "
                          "journals and verifies it like any incident.")
                           .arg(target.clusterLabel.toHtmlEscaped(), target.contextName.toHtmlEscaped(),
                                target.userName.isEmpty() ? tr("from the kubeconfig") : target.userName.toHtmlEscaped()));
    m_progress->setRange(0, 0);
    m_progress->setTextVisible(false);
    m_progress->hide();
    m_status->setObjectName(QStringLiteral("actionStatus"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *buttons = new QDialogButtonBox(this);
    m_run = buttons->addButton(tr("Run on %1").arg(target.contextName), QDialogButtonBox::AcceptRole);
    m_run->setObjectName(QStringLiteral("runAction"));
    m_run->setEnabled(false);
    m_close = buttons->addButton(QDialogButtonBox::Cancel);
    connect(m_run, &QPushButton::clicked, this, &RecoveryActionDialog::run);
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(title);
    layout->addWidget(buildChoices());
    if (const QString cost = costWords(target); !cost.isEmpty()) {
        auto *label = new QLabel(cost, this);
        label->setObjectName(QStringLiteral("recoveryCost"));
        label->setWordWrap(true);
        label->setTextFormat(Qt::PlainText);
        layout->addWidget(label);
    }
    if (!target.owner.isEmpty()) {
        auto *owner = new QLabel(target.owner, this);
        owner->setObjectName(QStringLiteral("recoveryOwner"));
        owner->setWordWrap(true);
        owner->setTextFormat(Qt::PlainText);
        layout->addWidget(owner);
    }
    if (!target.inFlight.isEmpty()) {
        // Two recoveries at once undo each other: only on purpose, said so.
        auto *inFlight = new QLabel(target.inFlight, this);
        inFlight->setObjectName(QStringLiteral("recoveryInFlight"));
        inFlight->setWordWrap(true);
        inFlight->setTextFormat(Qt::PlainText);
        layout->addWidget(inFlight);
        m_supersede = new QCheckBox(tr("Supersede the recovery in flight"), this);
        m_supersede->setObjectName(QStringLiteral("supersedeRecovery"));
        m_supersede->setToolTip(tr("The recovery in flight is journaled as superseded by this request; without this, "
                                   "the request is refused until it ends."));
        connect(m_supersede, &QCheckBox::toggled, this, [this] { m_run->setEnabled(runnable()); });
        layout->addWidget(m_supersede);
    }
    layout->addWidget(previewBox, 1);
    layout->addWidget(m_confirm);
    layout->addWidget(m_progress);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    resize(720, 520);
}

QWidget *RecoveryActionDialog::buildChoices()
{
    auto *box = new QGroupBox(tr("Target"), this);
    auto *layout = new QVBoxLayout(box);
    switch (m_target.action) {
    case RecoveryAction::Rollback: layout->addWidget(buildRollbackChoice(box)); break;
    case RecoveryAction::PodReschedule: layout->addWidget(buildPodChoice(box)); break;
    case RecoveryAction::Isolate: layout->addWidget(buildIsolateChoice(box)); break;
    default:
        layout->addWidget(new QLabel(tr("Volcano recreates every pod of the job (RestartJob); training resumes from "
                                        "the job's own checkpoint."), box));
        break;
    }
    m_choices = box;
    return box;
}

QWidget *RecoveryActionDialog::buildRollbackChoice(QWidget *parent)
{
    auto *widget = new QWidget(parent);
    auto *layout = new QVBoxLayout(widget);
    layout->setContentsMargins(0, 0, 0, 0);
    m_rollbackGroup = new QButtonGroup(widget);
    auto *latest = new QRadioButton(tr("The latest checkpoint the job finds"), widget);
    auto *step = new QRadioButton(widget);
    if (m_target.lastCheckpointStep >= 0) {
        step->setText(tr("Step %1, the job's last checkpoint as it recorded it").arg(m_target.lastCheckpointStep));
    } else {
        step->setText(tr("A recorded step (the job records no checkpoint step)"));
        step->setEnabled(false);
    }
    m_rollbackGroup->addButton(latest, 0);
    m_rollbackGroup->addButton(step, 1);
    latest->setChecked(true);
    layout->addWidget(latest);
    layout->addWidget(step);
    connect(m_rollbackGroup, &QButtonGroup::idClicked, this, &RecoveryActionDialog::requestPreview);
    return widget;
}

// The pods a person most likely means first: those on faulty servers, then
// by rank; rank 0 last, since every rank connects to it and moving it is
// pod-level rescheduling's worst case.
std::vector<RecoveryActionTarget::Pod> podChoiceOrder(std::vector<RecoveryActionTarget::Pod> pods)
{
    std::stable_sort(pods.begin(), pods.end(), [](const RecoveryActionTarget::Pod &a, const RecoveryActionTarget::Pod &b) {
        const auto key = [](const RecoveryActionTarget::Pod &pod) {
            return std::tuple(!pod.faulty, pod.rank == 0, pod.rank < 0, pod.rank);
        };
        return key(a) < key(b);
    });
    return pods;
}

QWidget *RecoveryActionDialog::buildPodChoice(QWidget *parent)
{
    auto *widget = new QWidget(parent);
    auto *form = new QFormLayout(widget);
    form->setContentsMargins(0, 0, 0, 0);
    m_pods = new QComboBox(widget);
    m_pods->setObjectName(QStringLiteral("podChoice"));
    for (const RecoveryActionTarget::Pod &pod : podChoiceOrder(m_target.pods)) {
        QString label = pod.rank >= 0 ? tr("%1 on %2 (rank %3)").arg(pod.name, pod.node).arg(pod.rank)
                                      : tr("%1 on %2").arg(pod.name, pod.node);
        if (pod.faulty)
            label += tr(", its server is faulty");
        if (pod.rank == 0)
            label += tr(", rank 0: every rank connects to it, the job's links are set up again");
        m_pods->addItem(label, pod.node);
        if (pod.node == m_target.node)
            m_pods->setCurrentIndex(m_pods->count() - 1);
    }
    form->addRow(tr("&Pod:"), m_pods);
    form->addRow(new QLabel(tr("It is deleted and Volcano recreates it, on a spare server when its own is faulty."), widget));
    m_landing = new QLabel(widget);
    m_landing->setObjectName(QStringLiteral("podLanding"));
    m_landing->setWordWrap(true);
    form->addRow(tr("Lands:"), m_landing);
    connect(m_pods, &QComboBox::currentIndexChanged, this, &RecoveryActionDialog::showLanding);
    connect(m_pods, &QComboBox::currentIndexChanged, this, &RecoveryActionDialog::requestPreview);
    showLanding();
    return widget;
}

// Where the chosen pod would land, red where it cannot: the scheduler would
// hold it Pending.
void RecoveryActionDialog::showLanding()
{
    const std::vector<RecoveryActionTarget::Pod> pods = podChoiceOrder(m_target.pods);
    const int at = m_pods->currentIndex();
    if (at < 0 || at >= int(pods.size()))
        return m_landing->clear();
    const RecoveryActionTarget::Pod &pod = pods[std::size_t(at)];
    m_landing->setText(pod.landing);
    m_landing->setStyleSheet(pod.canLand ? QString() : QStringLiteral("color: %1").arg(look::failed().name()));
}

QWidget *RecoveryActionDialog::buildIsolateChoice(QWidget *parent)
{
    auto *widget = new QWidget(parent);
    auto *form = new QFormLayout(widget);
    form->setContentsMargins(0, 0, 0, 0);
    m_nodes = new QComboBox(widget);
    m_nodes->setObjectName(QStringLiteral("nodeChoice"));
    m_nodes->addItems(m_target.nodes);
    m_nodes->setCurrentText(m_target.node);
    m_wholeServer = new QRadioButton(tr("The whole server: cordon it and label it isolated"), widget);
    m_oneChip = new QRadioButton(tr("One chip: add it to the device plugin's ManuallySeparateNPU list"), widget);
    m_die = new QSpinBox(widget);
    m_die->setRange(0, m_target.maxDie);
    m_die->setPrefix(QStringLiteral("Ascend910-"));
    m_die->setValue(std::max(m_target.die, 0));
    for (auto [button, refusal] : {std::pair{m_wholeServer, m_target.serverRefusal}, {m_oneChip, m_target.chipRefusal}}) {
        button->setEnabled(refusal.isEmpty());
        button->setToolTip(refusal);
    }
    const bool chip = (m_target.die >= 0 && m_target.chipRefusal.isEmpty()) || !m_target.serverRefusal.isEmpty();
    (chip ? m_oneChip : m_wholeServer)->setChecked(true);
    m_die->setEnabled(chip);
    auto *chipRow = new QHBoxLayout;
    chipRow->addWidget(m_oneChip);
    chipRow->addWidget(m_die);
    chipRow->addStretch(1);
    m_serverNote = new QLabel(widget);
    m_serverNote->setWordWrap(true);
    form->addRow(tr("&Server:"), m_nodes);
    form->addRow(m_serverNote);
    form->addRow(m_wholeServer);
    form->addRow(chipRow);
    connect(m_nodes, &QComboBox::currentIndexChanged, this, &RecoveryActionDialog::requestPreview);
    connect(m_nodes, &QComboBox::currentIndexChanged, this, [this] { m_serverNote->setText(serverNote()); });
    m_serverNote->setText(serverNote());
    connect(m_die, &QSpinBox::valueChanged, this, &RecoveryActionDialog::requestPreview);
    connect(m_oneChip, &QRadioButton::toggled, this, [this](bool on) {
        m_die->setEnabled(on);
        requestPreview();
    });
    return widget;
}

// Isolating the server moves what the job runs there: its rank-0 pod above
// all, since every rank connects to it and the job's links are set up again.
QString RecoveryActionDialog::serverNote() const
{
    if (!m_nodes)
        return {};
    QStringList runs;
    for (const RecoveryActionTarget::Pod &pod : m_target.pods) {
        if (pod.node != m_nodes->currentText())
            continue;
        if (pod.rank == 0)
            return tr("%1 runs the job's rank-0 pod %2: every rank connects to it; isolating the whole server moves it, and "
                      "the job's links are set up again.").arg(pod.node, pod.name);
        runs << (pod.rank >= 0 ? tr("%1 (rank %2)").arg(pod.name).arg(pod.rank) : pod.name);
    }
    return runs.isEmpty() ? tr("No pod of the job runs there.") : tr("It runs %1 of the job.").arg(runs.join(QStringLiteral(", ")));
}

pipeline::ManualRequest RecoveryActionDialog::request() const
{
    pipeline::ManualRequest request;
    request.action = m_target.action;
    request.job = m_target.job;
    request.supersede = m_supersede && m_supersede->isChecked();
    switch (m_target.action) {
    case RecoveryAction::Rollback:
        request.rollbackStep = m_rollbackGroup->checkedId() == 1 ? m_target.lastCheckpointStep : -1;
        break;
    case RecoveryAction::PodReschedule:
        request.node = m_pods->currentData().toString();
        break;
    case RecoveryAction::Isolate:
        // An isolation is about the server, not a job: it is done once written.
        request.job.clear();
        request.node = m_nodes->currentText();
        request.die = m_oneChip->isChecked() ? m_die->value() : -1;
        break;
    default:
        break;
    }
    return request;
}

void RecoveryActionDialog::requestPreview()
{
    if (!m_incidentId.isEmpty())
        return;
    ++m_generation;
    m_previewOk = false;
    m_run->setEnabled(false);
    m_preview->clear();
    m_previewStatus->setText(tr("Asking the API server for a dry run…"));
    emit previewRequested(request(), m_generation);
}

void RecoveryActionDialog::showPreview(int generation, const pipeline::ActionOutcome &preview)
{
    if (generation != m_generation || !m_incidentId.isEmpty())
        return;
    m_preview->clear();
    for (const pipeline::StepOutcome &step : preview.steps) {
        auto *item = new QTreeWidgetItem(m_preview, {(step.ok ? QStringLiteral("✓ ") : QStringLiteral("✗ ")) + step.description});
        if (!step.ok)
            item->setForeground(0, look::failed());
        if (!step.ok && !step.error.isEmpty())
            new QTreeWidgetItem(item, {step.error});
        for (const QString &line : step.diff)
            new QTreeWidgetItem(item, {line});
    }
    m_preview->expandAll();
    m_previewOk = preview.ok && !preview.steps.empty();
    if (preview.steps.empty())
        m_previewStatus->setText(tr("Nothing to write for this choice: the target has no object to change."));
    else if (preview.ok)
        m_previewStatus->setText(tr("The API server accepted every write (dryRun=All); nothing is stored yet."));
    else
        m_previewStatus->setText(tr("The dry run was refused: %1").arg(preview.error));
    m_run->setEnabled(runnable());
}

bool RecoveryActionDialog::runnable() const
{
    return m_previewOk && m_incidentId.isEmpty() && (!m_supersede || m_supersede->isChecked());
}

void RecoveryActionDialog::run()
{
    if (!runnable())
        return;
    setChoicesEnabled(false);
    if (m_supersede)
        m_supersede->setEnabled(false);
    m_run->setEnabled(false);
    m_progress->show();
    m_status->setText(tr("Handing the request to the pipeline…"));
    emit runRequested(request());
}

void RecoveryActionDialog::showStarted(const QString &incidentId)
{
    m_incidentId = incidentId;
    m_close->setText(tr("Close"));
    m_status->setText(tr("Incident %1: started.").arg(incidentId));
}

void RecoveryActionDialog::showHandedOver(const QString &words, bool final)
{
    m_close->setText(tr("Close"));
    m_status->setText(tr("The cluster's pipeline: %1").arg(words));
    if (!final)
        return;
    m_finished = true;   // that pipeline follows it: its incidents are listed in the Incidents tab
    m_progress->setRange(0, 1);
    m_progress->setValue(1);
}

void RecoveryActionDialog::showRefused(const QString &why)
{
    m_status->setText(tr("Not run: %1").arg(why));
}

void RecoveryActionDialog::showProgress(const pipeline::Incident &incident)
{
    if (incident.id != m_incidentId || m_finished)
        return;
    const QString line = tr("Incident %1: %2. %3").arg(incident.id, words::stateOf(incident), incident.outcome);
    if (underWay(incident.state)) {
        m_status->setText(line);
        return;
    }
    m_finished = true;
    m_progress->setRange(0, 1);
    m_progress->setValue(1);
    const bool good = incident.state == IncidentState::Resolved;
    m_status->setStyleSheet(QStringLiteral("color:%1").arg(good ? QStringLiteral("#2e7d32") : QStringLiteral("#c62828")));
    m_status->setText(line);
}

void RecoveryActionDialog::setChoicesEnabled(bool enabled)
{
    if (m_choices)
        m_choices->setEnabled(enabled);
}

QString RecoveryActionDialog::previewText() const
{
    QStringList lines;
    for (int i = 0; i < m_preview->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *step = m_preview->topLevelItem(i);
        lines << step->text(0);
        for (int j = 0; j < step->childCount(); ++j)
            lines << QStringLiteral("  ") + step->child(j)->text(0);
    }
    return lines.join(QLatin1Char('\n'));
}

QString RecoveryActionDialog::statusText() const
{
    return m_status->text();
}

} // namespace ascendops
