#include "retry/retryeditor.h"

#include "model/jsonvalue.h"

#include <QCheckBox>
#include <QClipboard>
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
#include <QStyle>
#include <QVBoxLayout>

namespace ascendops {

RetryEditor::RetryEditor(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(buildLevelGroup());
    layout->addWidget(buildParamGroup());
    layout->addWidget(buildExportArea());
    m_problemList = new QListWidget(this);
    m_problemList->setObjectName(QStringLiteral("problemList"));
    m_problemList->setWordWrap(true);
    layout->addWidget(m_problemList, 1);
    connectControls();
    showSettings();
    refresh();
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
    auto *box = new QSpinBox(this);
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
    m_holdLabel = new QLabel(group);
    m_holdLabel->setObjectName(QStringLiteral("holdTimeLabel"));
    m_holdLabel->setWordWrap(true);
    form->addRow(m_holdLabel);
    return group;
}

QWidget *RetryEditor::buildExportArea()
{
    auto *area = new QWidget(this);
    auto *layout = new QVBoxLayout(area);
    layout->setContentsMargins(0, 0, 0, 0);
    m_exportText = new QPlainTextEdit(area);
    m_exportText->setObjectName(QStringLiteral("exportText"));
    m_exportText->setReadOnly(true);
    m_exportText->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_exportText->setMaximumHeight(m_exportText->fontMetrics().lineSpacing() * 4);
    m_copyButton = new QPushButton(tr("Copy"), area);
    m_copyButton->setObjectName(QStringLiteral("copyButton"));
    m_copyButton->setToolTip(tr("Copy the export lines to the clipboard"));
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
    connect(m_copyButton, &QPushButton::clicked, this, &RetryEditor::copyExportText);
}

void RetryEditor::setSettings(const RetrySettings &settings)
{
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
    if (!m_showingSettings)
        applyUserEdit(settingsFromControls());
}

void RetryEditor::onParamEdited()
{
    if (m_showingSettings)
        return;
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
    m_exportText->setPlainText(retryExportLines(m_settings).join(QLatin1Char('\n')));
    refreshHoldTime();
    refreshProblems();
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

void RetryEditor::refreshProblems()
{
    m_crossProblems = crossCheckRetryFacts(m_settings, m_tableFacts ? &*m_tableFacts : nullptr);
    m_problemList->clear();
    for (const LoadProblem &load : m_loadProblems)
        addProblemItem(load.problem.severity, describe(load));
    for (const Problem &problem : m_crossProblems)
        addProblemItem(problem.severity, describeCrossCheck(problem));
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
