#include "cluster/jobrecoverypane.h"

#include "incidents/incidenttimelineview.h"
#include "incidents/pipelinewords.h"
#include "formats/retryparams.h"
#include "look/colors.h"

#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <tuple>

namespace ascendops {
namespace {

using recoverytime::SettingState;

QColor stateColour(SettingState state)
{
    switch (state) {
    case SettingState::On: return healthColor(Health::Ok);
    case SettingState::Conflict: return look::failed();
    case SettingState::Off: return look::attention();
    case SettingState::Unknown: break;
    }
    return healthColor(Health::Unknown);
}

QString stateText(SettingState state)
{
    switch (state) {
    case SettingState::On: return JobRecoveryPane::tr("on");
    case SettingState::Off: return JobRecoveryPane::tr("off");
    case SettingState::Conflict: return JobRecoveryPane::tr("conflict");
    case SettingState::Unknown: break;
    }
    return JobRecoveryPane::tr("unknown");
}

QColor rungStateColour(RungState state)
{
    switch (state) {
    case RungState::Eligible: return healthColor(Health::Ok);
    case RungState::Blocked: return look::failed();
    case RungState::Off: return look::attention();
    case RungState::Unknown: break;
    }
    return healthColor(Health::Unknown);
}

QString rungStateText(RungState state)
{
    switch (state) {
    case RungState::Eligible: return JobRecoveryPane::tr("eligible");
    case RungState::Blocked: return JobRecoveryPane::tr("blocked");
    case RungState::Off: return JobRecoveryPane::tr("off");
    case RungState::Unknown: break;
    }
    return JobRecoveryPane::tr("unknown");
}

QTreeWidget *makeTree(QWidget *parent, const QStringList &headers)
{
    auto *tree = new QTreeWidget(parent);
    tree->setHeaderLabels(headers);
    tree->setRootIsDecorated(false);
    tree->setAlternatingRowColors(true);
    tree->setUniformRowHeights(true);
    tree->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    tree->header()->setStretchLastSection(true);
    return tree;
}

} // namespace

QString recoveryDurationText(double seconds)
{
    if (seconds < 100)
        return JobRecoveryPane::tr("%1 s").arg(qRound(seconds));
    const int minutes = qRound(seconds / 60);
    if (minutes < 60)
        return JobRecoveryPane::tr("%1 min").arg(minutes);
    return JobRecoveryPane::tr("%1 h %2 min").arg(minutes / 60).arg(minutes % 60);
}

JobRecoveryPane::JobRecoveryPane(QWidget *parent)
    : QWidget(parent)
    , m_summary(new QLabel(this))
    , m_goodput(new QLabel(this))
    , m_estimate(new IncidentTimelineView(this))
    , m_settings(makeTree(this, {tr("Setting"), tr("State"), tr("Evidence"), tr("Note")}))
    , m_recommendations(makeTree(this, {tr("Saves"), tr("Setting"), tr("Change")}))
    , m_details(new QPlainTextEdit(this))
    , m_preview(new QPushButton(tr("Preview Change..."), this))
{
    m_summary->setObjectName(QStringLiteral("recoverySummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_settings->setObjectName(QStringLiteral("recoverySettings"));
    m_recommendations->setObjectName(QStringLiteral("recoveryRecommendations"));
    m_details->setReadOnly(true);
    m_details->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_details->setPlaceholderText(tr("Select a recommendation to see the exact change."));
    m_preview->setEnabled(false);
    m_preview->setToolTip(tr("Send the change to the cluster as a server-side dry run and show what it would change. "
                             "Nothing is applied without your confirmation."));

    auto *changes = new QWidget(this);
    auto *changesLayout = new QVBoxLayout(changes);
    changesLayout->setContentsMargins(0, 0, 0, 0);
    changesLayout->addWidget(new QLabel(tr("Changes that shorten the recovery, largest saving first:"), changes));
    changesLayout->addWidget(m_recommendations, 2);
    changesLayout->addWidget(m_details, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_preview);
    changesLayout->addLayout(buttons);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_settings);
    splitter->addWidget(changes);
    auto *vertical = new QSplitter(Qt::Vertical, this);
    vertical->addWidget(m_estimate);
    vertical->addWidget(splitter);
    vertical->setStretchFactor(1, 2);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_summary);
    layout->addWidget(m_goodput);
    layout->addWidget(vertical, 1);
    m_goodput->setObjectName(QStringLiteral("recoveryGoodput"));
    m_goodput->setWordWrap(true);
    m_goodput->hide();

    connect(m_recommendations, &QTreeWidget::currentItemChanged, this, &JobRecoveryPane::showSelectedRecommendation);
    connect(m_preview, &QPushButton::clicked, this, [this] {
        if (const QTreeWidgetItem *item = m_recommendations->currentItem())
            emit previewRequested(m_profile.job, item->data(0, Qt::UserRole).toString());
    });
    clear(tr("Select a job to see what a fault would cost it."));
}

// Beside the model's estimate, what the job really lost, by cause.
void JobRecoveryPane::setGoodput(const pipeline::GoodputReport *report)
{
    m_goodput->setVisible(report != nullptr);
    // Refreshed every few seconds: the chart is drawn again only when what it shows changed.
    const auto chartOf = [](const std::optional<pipeline::GoodputReport> &r) {
        return r ? std::make_tuple(r->job, r->recoveriesMeasured, r->meanPhaseSeconds)
                 : std::make_tuple(QString(), 0, std::vector<std::pair<QString, double>>());
    };
    const auto before = chartOf(m_measured);
    m_measured = report ? std::optional<pipeline::GoodputReport>(*report) : std::nullopt;
    if (!m_shown.isEmpty() && chartOf(m_measured) != before)
        showEstimate();
    if (!report)
        return;
    QStringList lost;
    for (const auto &[cause, seconds] : report->lostSeconds)
        lost << tr("%1 %2").arg(words::phase(cause), recoveryDurationText(seconds));
    const QString hours = QString::number(double(report->toMs - report->fromMs) / 3'600'000.0, 'f', 0);
    QString text = lost.isEmpty()
        ? tr("Measured over the last %1 h: trained %2% of it; no time lost to a recovery.").arg(hours).arg(report->goodput * 100, 0, 'f', 1)
        : tr("Measured over the last %1 h: trained %2% of it; lost %3 (%4).")
              .arg(hours).arg(report->goodput * 100, 0, 'f', 1)
              .arg(recoveryDurationText(report->lostTotal()), lost.join(QStringLiteral(", ")));
    if (!report->notMeasured.isEmpty())
        text += tr(" Not measured: %1.").arg(report->notMeasured.join(QStringLiteral("; ")));
    m_goodput->setText(text);
}

QString JobRecoveryPane::goodputText() const
{
    return m_goodput->isHidden() ? QString() : m_goodput->text();
}

void JobRecoveryPane::showEstimate()
{
    if (m_measured && m_measured->job == m_profile.job && m_measured->recoveriesMeasured > 0)
        m_estimate->setMeasuredAgainstEstimate(m_measured->meanPhaseSeconds, m_measured->recoveriesMeasured, m_profile.phases);
    else
        m_estimate->setEstimate(m_profile.phases, m_profile.stepsLost);
}

void JobRecoveryPane::clear(const QString &message)
{
    m_shown.clear();
    m_profile = {};
    m_summary->setText(message);
    m_estimate->clear(message);
    m_settings->clear();
    m_recommendations->clear();
    m_details->clear();
    m_preview->setEnabled(false);
}

// What the pipeline takes operator retry to be for this job: the same
// reading as the settings above, so the two never disagree.
QString JobRecoveryPane::pipelineRetryText(const std::optional<recoverytime::RetryReading> &reading)
{
    if (!reading)
        return tr("The pipeline reads operator retry from the pod template's literal values only: the job's own "
                  "setting could not be read.");
    QStringList levels;
    for (RetryLevel level : {RetryLevel::L1, RetryLevel::L2})
        if (reading->settings.isEnabled(level))
            levels << QLatin1String(retryLevelName(level));
    if (levels.isEmpty())
        return tr("The pipeline takes operator retry as off for this job.");
    if (!reading->blockers.isEmpty())
        return tr("The job switches operator retry on (%1), but it cannot work there, so the pipeline waits for no retry: %2")
            .arg(reading->where.toHtmlEscaped(), reading->blockers.first().toHtmlEscaped());
    return tr("On a link fault of a level retry covers (%1 on, %2), the pipeline waits up to %3 ms for it before it acts, "
              "once the job has been profiled.")
        .arg(levels.join(QStringLiteral(", ")), reading->where.toHtmlEscaped())
        .arg(worstCaseHoldMs(reading->settings));
}

void JobRecoveryPane::setProfile(const recoverytime::JobProfile &profile)
{
    const QByteArray shown = QByteArray::fromStdString(recoverytime::profileToJson(profile).dump());
    if (shown == m_shown)
        return;
    const QString selected = m_recommendations->currentItem() ? m_recommendations->currentItem()->data(0, Qt::UserRole).toString()
                                                              : QString();
    m_shown = shown;
    m_profile = profile;
    int errors = 0;
    for (const Problem &problem : profile.problems)
        errors += problem.isError() ? 1 : 0;
    // ModelArts is said, with what says so: its jobs restart and switch retry on differently.
    const QString framework = profile.platformWhere.isEmpty()
        ? profile.framework
        : tr("%1, %2").arg(profile.framework, profile.platformWhere.toHtmlEscaped());
    QString summary = tr("<b>%1</b> (%2, %3): a fault costs about <b>%4</b> (model)")
                          .arg(profile.job.toHtmlEscaped(), jobKindName(profile.kind), framework,
                               recoveryDurationText(profile.totalSeconds));
    if (profile.stepsLost)
        summary += tr(", and %1 training steps on average (a checkpoint every %2 steps)")
                       .arg(*profile.stepsLost).arg(*profile.checkpointInterval);
    if (const std::optional<recoverytime::LastCheckpoint> &last = profile.lastCheckpoint)
        summary += last->step ? tr("; its last complete checkpoint is step <b>%1</b> (%2)").arg(*last->step).arg(last->tracker.toHtmlEscaped())
                              : tr("; the step a restart resumes from is not known (%1)").arg(last->why.toHtmlEscaped());
    if (profile.measured)
        summary += profile.measured->scope == QLatin1String("job")
            ? tr("; measured: %n recovery(s) of this job in the journal, %1 on average", nullptr, profile.measured->incidents)
                  .arg(recoveryDurationText(profile.measured->meanSeconds))
            : tr("; measured: %n recovery(s) of the cluster's jobs in the journal, %1 on average", nullptr,
                 profile.measured->incidents)
                  .arg(recoveryDurationText(profile.measured->meanSeconds));
    if (errors > 0)
        summary += tr(". <span style='color:%1'>%n error(s) in its settings.</span>", nullptr, errors).arg(look::failed().name());
    summary += tr("<br>Recovered by <b>%1</b>: %2.").arg(recoveryOwnerTitle(profile.ladder.owner.owner),
                                                        profile.ladder.owner.why.toHtmlEscaped());
    if (profile.ladder.owner.owner != RecoveryOwner::Console)
        summary += tr(" The console's pipeline watches its recoveries and does not act as a second recoverer.");
    summary += QStringLiteral("<br>") + pipelineRetryText(profile.retryReading);
    m_summary->setText(summary);
    showEstimate();

    m_settings->clear();
    for (const recoverytime::Setting &setting : profile.settings) {
        auto *item = new QTreeWidgetItem(m_settings, {setting.id, stateText(setting.state), setting.evidence, setting.note});
        item->setForeground(1, stateColour(setting.state));
        item->setToolTip(3, setting.note);
        item->setToolTip(2, setting.evidence);
    }
    // MindCluster's ladder, finest first: which rungs the job has and why not.
    for (const LadderRung &rung : profile.ladder.rungs) {
        const QString reasons = rung.reasons.join(QStringLiteral("; "));
        auto *item = new QTreeWidgetItem(m_settings, {tr("rung %1").arg(rung.id), rungStateText(rung.state), QString(), reasons});
        item->setForeground(1, rungStateColour(rung.state));
        item->setToolTip(3, reasons);
    }
    for (const Problem &problem : profile.problems) {
        auto *item = new QTreeWidgetItem(m_settings, {tr("problem"), severityName(problem.severity),
                                                      QString::fromStdString(problem.pointer), problem.message});
        item->setBackground(1, look::problemTint(problem.severity));
        item->setToolTip(3, problem.message);
    }

    m_recommendations->clear();
    for (const recoverytime::Recommendation &r : profile.recommendations) {
        auto *item = new QTreeWidgetItem(m_recommendations, {r.savesSeconds ? recoveryDurationText(*r.savesSeconds) : tr("not published"),
                                                             r.id, r.change.summary});
        item->setData(0, Qt::UserRole, r.id);
        item->setToolTip(2, r.change.summary);
        if (r.id == selected)
            m_recommendations->setCurrentItem(item);
    }
    showSelectedRecommendation();
}

void JobRecoveryPane::showSelectedRecommendation()
{
    const QTreeWidgetItem *item = m_recommendations->currentItem();
    const QString id = item ? item->data(0, Qt::UserRole).toString() : QString();
    const recoverytime::Recommendation *shown = nullptr;
    for (const recoverytime::Recommendation &r : m_profile.recommendations)
        if (r.id == id)
            shown = &r;
    m_preview->setEnabled(shown && !shown->change.patch.is_null());
    if (!shown) {
        m_details->clear();
        return;
    }
    QString text = shown->change.summary + QLatin1Char('\n');
    if (!shown->change.patch.is_null())
        text += tr("\nJSON patch of the job:\n") + QString::fromStdString(shown->change.patch.dump(2)) + QLatin1Char('\n');
    if (!shown->change.scriptLines.isEmpty())
        text += tr("\nLines for %1:\n").arg(shown->change.scriptFile) + shown->change.scriptLines.join(QLatin1Char('\n'))
            + QLatin1Char('\n');
    m_details->setPlainText(text);
}

QString JobRecoveryPane::summaryText() const
{
    return m_summary->text();
}

QString JobRecoveryPane::detailsText() const
{
    return m_details->toPlainText();
}

} // namespace ascendops
