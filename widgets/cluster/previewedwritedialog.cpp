#include "cluster/previewedwritedialog.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace ascendops {

PreviewedWriteDialog::PreviewedWriteDialog(const PreviewedWrite &words, QWidget *parent)
    : QDialog(parent)
    , m_words(words)
    , m_status(new QLabel(this))
    , m_preview(new QPlainTextEdit(this))
    , m_confirm(new QPushButton(words.action, this))
{
    setWindowTitle(words.title);
    auto *about = new QLabel(words.summary, this);
    about->setWordWrap(true);
    about->setTextInteractionFlags(Qt::TextSelectableByMouse);
    about->setTextFormat(Qt::PlainText);
    m_preview->setReadOnly(true);
    m_preview->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_preview->setPlainText(tr("Asking the cluster for a dry run..."));
    m_status->setObjectName(QStringLiteral("writeStatus"));
    m_status->setWordWrap(true);
    m_confirm->setObjectName(QStringLiteral("confirmWrite"));
    m_confirm->setEnabled(false);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_confirm, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_confirm, &QPushButton::clicked, this, [this] {
        m_confirm->setEnabled(false);
        m_status->setText(m_words.sending);
        emit confirmed();
    });
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(about);
    layout->addWidget(m_preview, 1);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    resize(720, 460);
}

void PreviewedWriteDialog::showPreview(const QStringList &changes, const QString &error)
{
    m_preview->setPlainText(tr("Server-side dry run (nothing was changed):\n%1").arg(changes.join(QLatin1Char('\n'))));
    if (!error.isEmpty()) {
        m_status->setText(tr("The dry run was refused: %1. Nothing was changed.").arg(error));
        return;
    }
    m_status->setText(m_words.ready);
    m_confirm->setEnabled(true);
}

void PreviewedWriteDialog::showWritten(const QStringList &changes, const QString &error)
{
    m_preview->appendPlainText(tr("\nWritten:\n%1").arg(changes.join(QLatin1Char('\n'))));
    m_status->setText(error.isEmpty() ? m_words.done : m_words.notDone.arg(error));
}

QString PreviewedWriteDialog::previewText() const
{
    return m_preview->toPlainText();
}

QString PreviewedWriteDialog::statusText() const
{
    return m_status->text();
}

} // namespace ascendops
