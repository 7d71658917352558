#include "retry/retryeditor.h"
#include "retry/boundedspinbox.h"

#include "model/jsonvalue.h"

#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGroupBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QHeaderView>
#include <QStyle>
#include <QTableWidget>
#include <QVBoxLayout>

#include <utility>

namespace ascendops {

RetryEditor::RetryEditor(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(buildTargetGroup());
    layout->addWidget(buildLevelGroup());
    layout->addWidget(buildImpactPanel());
    layout->addWidget(buildParamGroup());
    layout->addWidget(buildExportArea());
    m_problemList = new QListWidget(this);
    m_problemList->setObjectName(QStringLiteral("problemList"));
    m_problemList->setWordWrap(true);
    layout->addWidget(m_problemList, 1);
    m_notesLabel = new QLabel(this);
    m_notesLabel->setObjectName(QStringLiteral("uncheckedNotes"));
    m_notesLabel->setWordWrap(true);
    m_notesLabel->setTextFormat(Qt::PlainText);
    layout->addWidget(m_notesLabel);
    connectControls();
    showSettings();
    refresh();
}

QWidget *RetryEditor::buildTargetGroup()
{
    auto *group = new QGroupBox(tr("Where it runs"), this);
    auto *form = new QFormLayout(group);
    m_platform = new QComboBox(group);
    m_platform->setObjectName(QStringLiteral("platform"));
    m_platform->addItem(tr("MindCluster (environment variables)"), int(RetryPlatform::MindCluster));
    m_platform->addItem(tr("ModelArts (job annotation)"), int(RetryPlatform::ModelArts));
    m_hardware = new QComboBox(group);
    m_hardware->setObjectName(QStringLiteral("hardware"));
    m_hardware->addItem(tr("Not known (from the rank table)"), int(NpuHardware::Unknown));
    m_hardware->addItem(tr("Atlas A2"), int(NpuHardware::A2));
    m_hardware->addItem(tr("Atlas A3 super-node (Snt9B23)"), int(NpuHardware::A3));
    m_hardware->setToolTip(tr("Operator retry works on Snt9B23 (Atlas A3) super-nodes only."));
    form->addRow(tr("Platform:"), m_platform);
    form->addRow(tr("Hardware:"), m_hardware);
    return group;
}

// Seed 004's table, shown before a person switches retry on: it costs
// throughput, and on ModelArts it cannot be switched off again.
QWidget *RetryEditor::buildImpactPanel()
{
    m_impactPanel = new QGroupBox(tr("Measured cost of operator retry (seed 004, two super-nodes)"), this);
    m_impactPanel->setObjectName(QStringLiteral("impactPanel"));
    auto *layout = new QVBoxLayout(m_impactPanel);
    m_impactSummary = new QLabel(m_impactPanel);
    m_impactSummary->setObjectName(QStringLiteral("impactSummary"));
    m_impactSummary->setWordWrap(true);
    layout->addWidget(m_impactSummary);
    m_ineligible = new QLabel(m_impactPanel);
    m_ineligible->setObjectName(QStringLiteral("ineligible"));
    m_ineligible->setWordWrap(true);
    m_ineligible->setStyleSheet(QStringLiteral("color: #c62828"));
    layout->addWidget(m_ineligible);
    const auto cases = retryPerformanceImpact();
    auto *table = new QTableWidget(int(cases.size()), 4, m_impactPanel);
    table->setObjectName(QStringLiteral("impactTable"));
    table->setHorizontalHeaderLabels({tr("Model"), tr("FPS off"), tr("FPS on"), tr("Change")});
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int row = 0; row < int(cases.size()); ++row) {
        const RetryPerformanceCase &c = cases[std::size_t(row)];
        auto *model = new QTableWidgetItem(QString::fromLatin1(c.model));
        model->setToolTip(QString::fromLatin1(c.testCase));
        table->setItem(row, 0, model);
        table->setItem(row, 1, new QTableWidgetItem(QString::number(c.fpsOff, 'g', 10)));
        table->setItem(row, 2, new QTableWidgetItem(QString::number(c.fpsOn, 'g', 10)));
        table->setItem(row, 3, new QTableWidgetItem(QStringLiteral("%1%").arg(c.changePercent(), 0, 'f', 2)));
    }
    table->setMinimumHeight(table->fontMetrics().lineSpacing() * 8);
    layout->addWidget(table);
    auto *confirm = new QPushButton(tr("Enable Retry"), m_impactPanel);
    confirm->setObjectName(QStringLiteral("confirmEnable"));
    m_confirmEnable = confirm;
    auto *cancel = new QPushButton(tr("Keep It Off"), m_impactPanel);
    cancel->setObjectName(QStringLiteral("cancelEnable"));
    auto *row = new QHBoxLayout;
    row->addStretch(1);
    row->addWidget(cancel);
    row->addWidget(confirm);
    layout->addLayout(row);
    connect(confirm, &QPushButton::clicked, this, &RetryEditor::confirmEnable);
    connect(cancel, &QPushButton::clicked, this, &RetryEditor::cancelEnable);
    m_impactPanel->hide();
    return m_impactPanel;
}

QWidget *RetryEditor::buildLevelGroup()
{
    auto *group = new QGroupBox(tr("Retry levels (HCCL_OP_RETRY_ENABLE)"), this);
    auto *layout = new QVBoxLayout(group);
    const std::array<QString, 3> labels{tr("L0: within a server"), tr("L1: between servers"),
                                        tr("L2: between super-pods")};
    for (RetryLevel level : allRetryLevels) {
        auto *toggle = new QCheckBox(labels[std::size_t(level)], group);
        toggle->setObjectName(QStringLiteral("level%1").arg(QLatin1String(retryLevelName(level))));
        layout->addWidget(toggle);
        m_levelSwitches[std::size_t(level)] = toggle;
    }
    m_levelSwitches[0]->setToolTip(tr("Only older CANN releases (8.1 to 8.3) know L0."));
    m_levelSwitches[2]->setToolTip(tr("With L2 on, a failed die NIC can borrow the other die's NIC "
                                      "(backup_device_ip in a 1.2 rank table)."));
    m_showL0 = new QCheckBox(tr("Show L0 (older CANN)"), group);
    m_showL0->setObjectName(QStringLiteral("showL0"));
    layout->addWidget(m_showL0);
    return group;
}

QSpinBox *RetryEditor::makeSpinBox(const char *objectName, const RetryParamRange &range, bool milliseconds)
{
    auto *box = new BoundedSpinBox(this);
    box->setObjectName(QLatin1String(objectName));
    box->setRange(int(range.minimum), int(range.maximum));
    if (milliseconds) {
        box->setSuffix(tr(" ms"));
        box->setSingleStep(100);
    }
    return box;
}

QWidget *RetryEditor::buildParamGroup()
{
    auto *group = new QGroupBox(tr("Retry parameters (HCCL_OP_RETRY_PARAMS)"), this);
    auto *form = new QFormLayout(group);
    m_maxCnt = makeSpinBox("maxCnt", maxCntRange, false);
    m_holdTime = makeSpinBox("holdTime", holdTimeRange, true);
    m_intervalTime = makeSpinBox("intervalTime", intervalTimeRange, true);
    form->addRow(tr("Maximum retries (MaxCnt):"), m_maxCnt);
    form->addRow(tr("Wait before the first retry (HoldTime):"), m_holdTime);
    form->addRow(tr("Wait between retries (IntervalTime):"), m_intervalTime);
    m_refusal = new QLabel(group);
    m_refusal->setObjectName(QStringLiteral("paramRefusal"));
    m_refusal->setWordWrap(true);
    m_refusal->setStyleSheet(QStringLiteral("color: #c0392b;"));
    m_refusal->hide();
    form->addRow(m_refusal);
    const std::array<std::pair<QSpinBox *, const char *>, 3> keys{
        {{m_maxCnt, "MaxCnt"}, {m_holdTime, "HoldTime"}, {m_intervalTime, "IntervalTime"}}};
    for (const auto &entry : keys) {
        // Named copies: a structured binding cannot be captured before C++20 in clang 14.
        QSpinBox *box = entry.first;
        const char *key = entry.second;
        connect(static_cast<BoundedSpinBox *>(box), &BoundedSpinBox::refused, this,
                [this, box, key](const QString &typed) { showRefusal(box, QLatin1String(key), typed); });
    }
    m_holdLabel = new QLabel(group);
    m_holdLabel->setObjectName(QStringLiteral("holdTimeLabel"));
    m_holdLabel->setWordWrap(true);
    form->addRow(m_holdLabel);
    m_costLabel = new QLabel(group);
    m_costLabel->setObjectName(QStringLiteral("costLabel"));
    m_costLabel->setWordWrap(true);
    form->addRow(m_costLabel);
    return group;
}

QWidget *RetryEditor::buildExportArea()
{
    auto *area = new QWidget(this);
    auto *layout = new QVBoxLayout(area);
    layout->setContentsMargins(0, 0, 0, 0);
    m_exportTitle = new QLabel(area);
    m_exportTitle->setObjectName(QStringLiteral("exportTitle"));
    m_exportTitle->setWordWrap(true);
    layout->addWidget(m_exportTitle);
    m_exportText = new QPlainTextEdit(area);
    m_exportText->setObjectName(QStringLiteral("exportText"));
    m_exportText->setReadOnly(true);
    m_exportText->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_exportText->setMaximumHeight(m_exportText->fontMetrics().lineSpacing() * 4);
    m_copyButton = new QPushButton(tr("Copy"), area);
    m_copyButton->setObjectName(QStringLiteral("copyButton"));
    m_copyButton->setToolTip(tr("Copy what to put in the job to the clipboard"));
    auto *row = new QHBoxLayout;
    row->addStretch(1);
    row->addWidget(m_copyButton);
    layout->addWidget(m_exportText);
    layout->addLayout(row);
    return area;
}

void RetryEditor::connectControls()
{
    for (QCheckBox *toggle : m_levelSwitches)
        connect(toggle, &QCheckBox::toggled, this, &RetryEditor::onLevelToggled);
    for (QSpinBox *box : {m_maxCnt, m_holdTime, m_intervalTime})
        connect(box, &QSpinBox::valueChanged, this, &RetryEditor::onParamEdited);
    connect(m_showL0, &QCheckBox::toggled, this, &RetryEditor::onShowL0Toggled);
    connect(m_platform, &QComboBox::currentIndexChanged, this, &RetryEditor::refresh);
    connect(m_hardware, &QComboBox::currentIndexChanged, this, &RetryEditor::refresh);
    connect(m_copyButton, &QPushButton::clicked, this, &RetryEditor::copyExportText);
}

void RetryEditor::setPlatform(RetryPlatform platform)
{
    m_platform->setCurrentIndex(m_platform->findData(int(platform)));
}

RetryPlatform RetryEditor::platform() const
{
    return RetryPlatform(m_platform->currentData().toInt());
}

void RetryEditor::setHardware(NpuHardware hardware)
{
    m_hardware->setCurrentIndex(m_hardware->findData(int(hardware)));
}

// The chosen hardware, else what a 1.2 rank table says; the table's host
// IPs for the VPC-plane check.
RetryTarget RetryEditor::target() const
{
    RetryTarget t;
    t.platform = platform();
    t.hardware = NpuHardware(m_hardware->currentData().toInt());
    if (t.hardware != NpuHardware::Unknown)
        t.hardwareWhere = tr("chosen in the editor");
    else if (m_tableFacts && m_tableFacts->superPodMode) {
        t.hardware = NpuHardware::A3;
        t.hardwareWhere = tr("rank table version 1.2");
    }
    if (m_tableFacts)
        t.hostIps = m_tableFacts->hostIps;
    return t;
}

void RetryEditor::setSettings(const RetrySettings &settings)
{
    cancelEnable();   // what was asked about is no longer what is shown
    const bool changed = settings != m_settings;
    m_settings = settings;
    m_loadProblems.clear();
    showSettings();
    refresh();
    if (changed)
        emit settingsChanged();
}

bool RetryEditor::setEnvironmentStrings(const QString &enable, const QString &params)
{
    cancelEnable();
    RetrySettings next = m_settings;
    m_loadProblems.clear();
    const Parsed<RetrySettings> withLevels = parseRetryEnable(enable, next);
    if (withLevels)
        next = withLevels.value();
    for (const Problem &problem : withLevels.problems())
        m_loadProblems.append({RetryVariable::Enable, problem});
    const Parsed<RetrySettings> withParams = parseRetryParams(params, next);
    if (withParams)
        next = withParams.value();
    for (const Problem &problem : withParams.problems())
        m_loadProblems.append({RetryVariable::Params, problem});
    const bool changed = next != m_settings;
    m_settings = next;
    showSettings();
    refresh();
    if (changed)
        emit settingsChanged();
    for (const LoadProblem &load : m_loadProblems) {
        if (load.problem.isError())
            return false;
    }
    return true;
}

void RetryEditor::setRankTable(const JsonValue *rankTable)
{
    if (rankTable)
        m_tableFacts = retryRankTableFacts(*rankTable);
    else
        m_tableFacts.reset();
    refresh();
}

QString RetryEditor::exportText() const
{
    return m_exportText->toPlainText();
}

Problems RetryEditor::problems() const
{
    Problems all;
    for (const LoadProblem &load : m_loadProblems)
        all.append(load.problem);
    return all + m_crossProblems;
}

// Pushes m_settings into the controls without treating it as a user edit.
void RetryEditor::showSettings()
{
    m_showingSettings = true;
    for (RetryLevel level : allRetryLevels)
        m_levelSwitches[std::size_t(level)]->setChecked(m_settings.isEnabled(level));
    m_showL0->setChecked(m_settings.includeL0);
    m_levelSwitches[0]->setVisible(m_settings.includeL0);
    m_levelSwitches[0]->setEnabled(m_settings.includeL0);
    m_maxCnt->setValue(int(m_settings.maxCnt));
    m_holdTime->setValue(int(m_settings.holdTimeMs));
    m_intervalTime->setValue(int(m_settings.intervalTimeMs));
    m_showingSettings = false;
}

RetrySettings RetryEditor::settingsFromControls() const
{
    RetrySettings next = m_settings;
    for (RetryLevel level : allRetryLevels)
        next.setEnabled(level, m_levelSwitches[std::size_t(level)]->isChecked());
    next.maxCnt = std::uint32_t(m_maxCnt->value());
    next.holdTimeMs = std::uint32_t(m_holdTime->value());
    next.intervalTimeMs = std::uint32_t(m_intervalTime->value());
    return next;
}

void RetryEditor::onLevelToggled()
{
    if (m_showingSettings)
        return;
    const RetrySettings next = settingsFromControls();
    if (!m_settings.anyLevelEnabled() && next.anyLevelEnabled()) {
        // Switching retry on: its measured cost first, then a person's yes.
        m_pendingLevels = next.levels;
        showSettings();
        refresh();
        refreshEligibility(next);
        m_impactPanel->show();
        return;
    }
    applyUserEdit(next);
}

// Eligibility first (seeds 003, 004): where retry is known not to work, it
// cannot be enabled from here; the reasons are said above the button.
void RetryEditor::refreshEligibility(const RetrySettings &asked)
{
    QStringList errors;
    for (const Problem &problem : checkRetryEligibility(asked, target()))
        if (problem.isError())
            errors << problem.message;
    m_ineligible->setText(errors.isEmpty() ? QString()
                                           : tr("Operator retry cannot work here: %1").arg(errors.join(QStringLiteral("; "))));
    m_ineligible->setVisible(!errors.isEmpty());
    m_confirmEnable->setEnabled(errors.isEmpty());
}

void RetryEditor::confirmEnable()
{
    m_impactPanel->hide();
    if (!m_pendingLevels || !m_confirmEnable->isEnabled()) {
        m_pendingLevels.reset();
        return;
    }
    RetrySettings next = m_settings;
    next.levels = *std::exchange(m_pendingLevels, std::nullopt);
    applyUserEdit(next);
    showSettings();
}

void RetryEditor::cancelEnable()
{
    m_pendingLevels.reset();
    m_impactPanel->hide();
}

void RetryEditor::showRefusal(const QSpinBox *box, const QString &key, const QString &typed)
{
    m_refusal->setText(tr("%1 %2 was not taken: it must be %3 to %4%5. It stays %6.")
                           .arg(key, typed)
                           .arg(box->minimum())
                           .arg(box->maximum())
                           .arg(box->suffix())
                           .arg(box->text()));
    m_refusal->show();
}

void RetryEditor::onParamEdited()
{
    if (m_showingSettings)
        return;
    m_refusal->hide();
    RetrySettings next = settingsFromControls();
    next.paramsSet = true;   // the user chose parameters: they belong in the export
    applyUserEdit(next);
}

// Hiding L0 also switches it off: a level the export no longer names must
// not stay on behind the user's back.
void RetryEditor::onShowL0Toggled(bool show)
{
    if (m_showingSettings)
        return;
    RetrySettings next = settingsFromControls();
    next.includeL0 = show;
    if (!show)
        next.setEnabled(RetryLevel::L0, false);
    applyUserEdit(next);
    showSettings();
}

void RetryEditor::applyUserEdit(const RetrySettings &next)
{
    if (next == m_settings)
        return;
    m_settings = next;
    refresh();
    emit settingsChanged();
}

void RetryEditor::refresh()
{
    const bool modelArts = platform() == RetryPlatform::ModelArts;
    m_exportTitle->setText(modelArts ? tr("Put in the job's metadata (ModelArts does not read HCCL_OP_RETRY_ENABLE):")
                                     : tr("Export before the training starts:"));
    m_exportText->setPlainText((modelArts ? modelArtsRetryLines(m_settings) : retryExportLines(m_settings)).join(QLatin1Char('\n')));
    m_copyButton->setText(tr("Copy"));
    refreshHoldTime();
    refreshProblems();
    // The question open follows a change of where retry runs.
    if (m_pendingLevels) {
        RetrySettings asked = m_settings;
        asked.levels = *m_pendingLevels;
        refreshEligibility(asked);
    }
    const QString cost = modelArts ? tr("Costs %1, and cannot be switched off again on ModelArts.")
                                   : tr("Costs %1.");
    m_costLabel->setText(cost.arg(retryPerformanceSummary()));
    m_costLabel->setVisible(m_settings.anyLevelEnabled());
    m_impactSummary->setText(modelArts ? tr("With operator retry, these models ran %1. On ModelArts it cannot be "
                                        "switched off again once a job has it. Enable it?").arg(retryPerformanceSummary())
                                   : tr("With operator retry, these models ran %1; measure yours with it before "
                                        "relying on it. Enable it?").arg(retryPerformanceSummary()));
}

void RetryEditor::refreshHoldTime()
{
    if (!m_settings.anyLevelEnabled()) {
        m_holdLabel->setText(tr("Operator retry is off: a failed operator fails at once."));
        return;
    }
    m_holdLabel->setText(tr("Worst-case hold of a failed operator: %1 (HoldTime + (MaxCnt - 1) x IntervalTime)")
                             .arg(formatHoldDuration(worstCaseHoldMs(m_settings))));
}

// Errors and warnings in the list; the notes of what could not be checked
// under it, apart, so that the list stays what needs fixing.
void RetryEditor::refreshProblems()
{
    m_crossProblems = crossCheckRetryFacts(m_settings, m_tableFacts ? &*m_tableFacts : nullptr);
    m_crossProblems += checkRetryEligibility(m_settings, target());
    m_problemList->clear();
    for (const LoadProblem &load : m_loadProblems)
        addProblemItem(load.problem.severity, describe(load));
    QStringList notes;
    for (const Problem &problem : m_crossProblems) {
        if (problem.severity == Problem::Severity::Note && problem.pointer.empty())
            notes << QStringLiteral("• ") + problem.message;
        else
            addProblemItem(problem.severity, describeCrossCheck(problem));
    }
    m_notesLabel->setText(notes.isEmpty() ? QString() : tr("Not checked here:") + QLatin1Char('\n') + notes.join(QLatin1Char('\n')));
    m_notesLabel->setVisible(!notes.isEmpty());
}

QString RetryEditor::describe(const LoadProblem &load) const
{
    return tr("%1, column %2: %3")
        .arg(QLatin1String(retryVariableName(load.variable)), QString::number(load.problem.column),
             load.problem.message);
}

QString RetryEditor::describeCrossCheck(const Problem &problem) const
{
    if (problem.pointer.empty())
        return problem.message;
    return tr("Rank table %1: %2").arg(QString::fromStdString(problem.pointer), problem.message);
}

void RetryEditor::addProblemItem(Problem::Severity severity, const QString &text)
{
    QStyle::StandardPixmap icon = QStyle::SP_MessageBoxInformation;
    if (severity == Problem::Severity::Error)
        icon = QStyle::SP_MessageBoxCritical;
    else if (severity == Problem::Severity::Warning)
        icon = QStyle::SP_MessageBoxWarning;
    auto *item = new QListWidgetItem(style()->standardIcon(icon), text, m_problemList);
    item->setData(Qt::UserRole, int(severity));
}

void RetryEditor::copyExportText()
{
    QGuiApplication::clipboard()->setText(exportText());
}

} // namespace ascendops
