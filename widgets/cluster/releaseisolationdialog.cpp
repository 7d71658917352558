#include "cluster/releaseisolationdialog.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace ascendops {

ReleaseIsolationDialog::ReleaseIsolationDialog(const QString &chip, const QString &summary, const QString &cluster, QWidget *parent)
    : QDialog(parent)
    , m_status(new QLabel(this))
    , m_preview(new QPlainTextEdit(this))
    , m_release(new QPushButton(tr("Release"), this))
    , m_cluster(cluster)
{
    setWindowTitle(tr("Release %1 on %2").arg(chip, cluster));
    auto *about = new QLabel(summary, this);
    about->setWordWrap(true);
    about->setTextInteractionFlags(Qt::TextSelectableByMouse);
    about->setTextFormat(Qt::PlainText);
    m_preview->setReadOnly(true);
    m_preview->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_preview->setPlainText(tr("Asking the cluster for a dry run..."));
    m_status->setObjectName(QStringLiteral("releaseStatus"));
    m_status->setWordWrap(true);
    m_release->setObjectName(QStringLiteral("releaseIsolation"));
    m_release->setEnabled(false);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_release, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_release, &QPushButton::clicked, this, [this] {
        m_release->setEnabled(false);
        m_status->setText(tr("Releasing..."));
        emit releaseRequested();
    });
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(about);
    layout->addWidget(m_preview, 1);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    resize(720, 460);
}

void ReleaseIsolationDialog::showPreview(const QStringList &changes, const QString &error)
{
    m_preview->setPlainText(tr("Server-side dry run (nothing was changed):\n%1").arg(changes.join(QLatin1Char('\n'))));
    if (!error.isEmpty()) {
        m_status->setText(tr("The dry run was refused: %1. Nothing was changed.").arg(error));
        return;
    }
    m_status->setText(tr("Release writes this on %1, on the maps as read: a map changed since is refused, not overwritten.")
                          .arg(m_cluster));
    m_release->setEnabled(true);
}

void ReleaseIsolationDialog::showReleased(const QStringList &changes, const QString &error)
{
    m_preview->appendPlainText(tr("\nWritten:\n%1").arg(changes.join(QLatin1Char('\n'))));
    m_status->setText(error.isEmpty() ? tr("Released. The device plugin reports the chip again within its report cycle; "
                                           "ClusterD takes it back within about 15 s.")
                                      : tr("Not released: %1").arg(error));
}

QString ReleaseIsolationDialog::previewText() const
{
    return m_preview->toPlainText();
}

QString ReleaseIsolationDialog::statusText() const
{
    return m_status->text();
}

} // namespace ascendops
