#include "cluster/jobchangedialog.h"

#include "look/colors.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTextCursor>
#include <QVBoxLayout>

namespace ascendops {

JobChangeDialog::JobChangeDialog(const QString &job, const recoverytime::Recommendation &recommendation,
                                 const QString &cluster, QWidget *parent)
    : QDialog(parent)
    , m_status(new QLabel(this))
    , m_preview(new QPlainTextEdit(this))
    , m_apply(new QPushButton(tr("Apply to the Job"), this))
    , m_cluster(cluster)
{
    setWindowTitle(tr("Change %1 on %2: %3").arg(job, cluster, recommendation.id));
    auto *summary = new QLabel(recommendation.change.summary, this);
    summary->setWordWrap(true);
    summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    if (recommendation.savesSeconds)
        summary->setText(tr("%1\n\nSaves about %2 s per recovery (model).")
                             .arg(recommendation.change.summary)
                             .arg(qRound(*recommendation.savesSeconds)));
    m_preview->setReadOnly(true);
    m_preview->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_preview->setPlainText(tr("JSON patch:\n%1\n\nAsking the cluster for a dry run...")
                                .arg(QString::fromStdString(recommendation.change.patch.dump(2))));
    m_status->setObjectName(QStringLiteral("changeStatus"));
    m_status->setWordWrap(true);
    m_apply->setEnabled(false);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_apply, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_apply, &QPushButton::clicked, this, [this] {
        m_apply->setEnabled(false);
        m_status->setText(tr("Applying..."));
        emit applyRequested();
    });
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(summary);
    layout->addWidget(m_preview, 1);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    resize(640, 420);
}

void JobChangeDialog::showPreview(const QStringList &changes, const QString &error, bool changed)
{
    if (!error.isEmpty()) {
        m_preview->appendPlainText(tr("\nThe dry run was refused: %1").arg(error));
        m_status->setText(tr("Nothing was changed. The change cannot be applied as it is."));
        return;
    }
    if (changed) {
        m_preview->appendPlainText(tr("\nThe job changed on %1 since the dry run above, and with it what Apply would "
                                      "write. Nothing was written. Server-side dry run on the job as it is now:\n%2")
                                       .arg(m_cluster, changes.join(QLatin1Char('\n'))));
        m_status->setText(tr("Not applied: the job changed since the preview. Apply writes the change shown last."));
    } else {
        m_preview->appendPlainText(tr("\nServer-side dry run (nothing was changed):\n%1").arg(changes.join(QLatin1Char('\n'))));
        m_status->setText(tr("Apply writes this to the job on %1; its pods take it when they are next created.").arg(m_cluster));
    }
    // The dry run's lines, not the patch above them, are what to read before Apply.
    m_preview->moveCursor(QTextCursor::End);
    m_preview->ensureCursorVisible();
    m_apply->setEnabled(true);
}

void JobChangeDialog::showApplied(const QString &error)
{
    if (error.isEmpty()) {
        m_status->setText(tr("Applied."));
        return;
    }
    m_status->setText(tr("Not applied: %1").arg(error));
    QPalette palette = m_status->palette();
    palette.setColor(QPalette::WindowText, look::failed());
    m_status->setPalette(palette);
}

QString JobChangeDialog::previewText() const
{
    return m_preview->toPlainText();
}

QString JobChangeDialog::statusText() const
{
    return m_status->text();
}

} // namespace ascendops
