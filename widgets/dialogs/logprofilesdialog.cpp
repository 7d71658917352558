#include "dialogs/logprofilesdialog.h"

#include "clustermodel/jobprogresswatch.h"
#include "formats/traininglogreader.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace ascendops {
namespace {

// The shape of the JSON, shown while nothing is added.
constexpr const char *kExample =
    R"json({"profiles": [{"name": "my-trainer", "appliesTo": "my-trainer",
  "step": "step (?<step>\\d+)/(?<total>\\d+)", "checkpointSaved": "saved at step (?<step>\\d+)",
  "errors": ["FATAL"]}]})json";

// What a reader made of the sample, in one paragraph.
QString describeSummary(const TrainingLogSummary &read)
{
    if (!read.known())
        return LogProfilesDialog::tr("No profile reads a step here: %1").arg(read.unknownReason);
    QStringList said;
    said << (read.totalSteps > 0 ? LogProfilesDialog::tr("step %1 of %2").arg(read.lastStep).arg(read.totalSteps)
                                 : LogProfilesDialog::tr("step %1").arg(read.lastStep));
    if (read.stepSeconds >= 0)
        said << LogProfilesDialog::tr("%1 s a step").arg(read.stepSeconds, 0, 'f', 3);
    QStringList saved;
    for (qint64 step : read.checkpointsSaved)
        saved << QString::number(step);
    said << (saved.isEmpty() ? LogProfilesDialog::tr("no checkpoint saved")
                             : LogProfilesDialog::tr("checkpoints saved at %1").arg(saved.join(QStringLiteral(", "))));
    if (read.checkpointLoaded >= 0)
        said << LogProfilesDialog::tr("resumed from the checkpoint of step %1").arg(read.checkpointLoaded);
    if (!read.phase.isEmpty())
        said << LogProfilesDialog::tr("phase %1").arg(read.phase);
    if (!read.error.isEmpty())
        said << LogProfilesDialog::tr("ends in the error on line %1: %2").arg(read.errorLine).arg(read.error);
    return LogProfilesDialog::tr("Read by %1: %2").arg(read.framework, said.join(QStringLiteral("; ")));
}

QTreeWidgetItem *profileItem(const TrainingLogProfile &profile)
{
    auto *item = new QTreeWidgetItem({profile.name, profile.description, profile.step.pattern()});
    item->setToolTip(1, profile.description);
    item->setToolTip(2, profile.step.pattern());
    return item;
}

} // namespace

LogProfilesDialog::LogProfilesDialog(QWidget *parent)
    : QDialog(parent)
    , m_place(new QLabel(this))
    , m_builtIn(new QTreeWidget(this))
    , m_editor(new QPlainTextEdit(this))
    , m_problems(new QLabel(this))
    , m_sample(new QPlainTextEdit(this))
    , m_sampleResult(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Training Log Profiles"));
    auto *intro = new QLabel(tr("The console reads each running job's progress from the log of its first and last "
                                "ranks with the first profile that reads a step. A job's %1 annotation names its "
                                "profile; otherwise profiles whose appliesTo matches the job's framework label or "
                                "images go first, and the ones added here before the built-in ones.")
                                 .arg(QLatin1String(clustermodel::kLogProfileAnnotation)),
                             this);
    intro->setWordWrap(true);
    m_place->setWordWrap(true);
    m_builtIn->setObjectName(QStringLiteral("builtInProfiles"));
    m_builtIn->setHeaderLabels({tr("Built in"), tr("For"), tr("Step")});
    m_builtIn->setRootIsDecorated(false);
    m_builtIn->header()->setStretchLastSection(true);
    for (const TrainingLogProfile &profile : builtInTrainingLogProfiles())
        m_builtIn->addTopLevelItem(profileItem(profile));
    m_builtIn->resizeColumnToContents(0);
    const QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    m_editor->setObjectName(QStringLiteral("addedProfiles"));
    m_editor->setFont(fixed);
    m_editor->setPlaceholderText(QString::fromUtf8(kExample));
    m_problems->setObjectName(QStringLiteral("problems"));
    m_problems->setWordWrap(true);
    m_problems->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_sample->setObjectName(QStringLiteral("sampleLines"));
    m_sample->setFont(fixed);
    m_sample->setPlaceholderText(tr("Paste lines from a job's log to see what the profiles read in them."));
    m_sampleResult->setObjectName(QStringLiteral("sampleResult"));
    m_sampleResult->setWordWrap(true);
    m_sampleResult->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *added = new QWidget(this);
    auto *addedLayout = new QVBoxLayout(added);
    addedLayout->setContentsMargins(0, 0, 0, 0);
    addedLayout->addWidget(new QLabel(tr("Added (JSON, as pipeline serve --log-profiles takes it):"), added));
    addedLayout->addWidget(m_editor, 2);
    addedLayout->addWidget(m_problems);
    addedLayout->addWidget(new QLabel(tr("Try on log lines:"), added));
    addedLayout->addWidget(m_sample, 1);
    addedLayout->addWidget(m_sampleResult);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_builtIn);
    split->addWidget(added);
    split->setStretchFactor(1, 3);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_place);
    layout->addWidget(split, 1);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_editor, &QPlainTextEdit::textChanged, this, &LogProfilesDialog::check);
    connect(m_sample, &QPlainTextEdit::textChanged, this, &LogProfilesDialog::trySample);
    resize(820, 640);
    check();
}

void LogProfilesDialog::setText(const QString &json, const QString &place)
{
    m_place->setText(tr("Kept in %1.").arg(place));
    m_editor->setPlainText(json);
}

QString LogProfilesDialog::text() const
{
    return m_editor->toPlainText();
}

QString LogProfilesDialog::problemsText() const
{
    return m_problems->text();
}

QString LogProfilesDialog::sampleText() const
{
    return m_sampleResult->text();
}

// Read as the pipeline reads the file: what cannot be read is said with its
// place, and Save waits until nothing would be left out.
void LogProfilesDialog::check()
{
    m_profiles.clear();
    const QByteArray json = m_editor->toPlainText().toUtf8();
    bool refused = false;
    if (json.trimmed().isEmpty()) {
        m_problems->setText(tr("None added: the built-in profiles read every log."));
    } else {
        Parsed<std::vector<TrainingLogProfile>> read = readTrainingLogProfiles(std::string_view(json.constData(), json.size()));
        QStringList said;
        for (const Problem &problem : read.problems()) {
            said << problem.toString();
            refused = refused || problem.isError();
        }
        if (read.ok())
            m_profiles = read.take();
        if (said.isEmpty())
            said << tr("%n profile(s) read.", nullptr, int(m_profiles.size()));
        m_problems->setText(said.join(QLatin1Char('\n')));
        refused = refused || !read.ok();
    }
    m_buttons->button(QDialogButtonBox::Save)->setEnabled(!refused);
    m_buttons->button(QDialogButtonBox::Save)->setToolTip(refused ? tr("Mend or remove what cannot be read first.") : QString());
    trySample();
}

void LogProfilesDialog::trySample()
{
    const QString lines = m_sample->toPlainText();
    if (lines.trimmed().isEmpty()) {
        m_sampleResult->clear();
        return;
    }
    std::vector<TrainingLogProfile> all = m_profiles;
    all.insert(all.end(), builtInTrainingLogProfiles().begin(), builtInTrainingLogProfiles().end());
    TrainingLogReader reader(std::move(all));
    reader.feed(lines.toUtf8());
    reader.finish();
    m_sampleResult->setText(describeSummary(reader.summary()));
}

} // namespace ascendops
