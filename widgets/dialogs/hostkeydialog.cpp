#include "dialogs/hostkeydialog.h"

#include "ssh/sshtarget.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QTextDocument>
#include <QVBoxLayout>

namespace ascendops {
namespace {

QString unknownText(const QString &node, const ssh::HostKeyRefusal &key)
{
    return HostKeyDialog::tr("<p>The host key of <b>%1</b> is not known yet (probing node %2).</p>"
                             "<p>Key type: <b>%3</b><br>Fingerprint: <tt>%4</tt></p>"
                             "<p>Compare the fingerprint with the one the node's administrator gives you "
                             "(<tt>ssh-keygen -lf /etc/ssh/ssh_host_%5_key.pub</tt> on the node) before you accept it. "
                             "Remembered keys go to %6.</p>")
        .arg(key.host.toHtmlEscaped(), node.toHtmlEscaped(), key.keyType.toHtmlEscaped(), key.fingerprint.toHtmlEscaped(),
             key.keyType.startsWith(QLatin1String("ssh-")) ? key.keyType.mid(4) : QStringLiteral("*"),
             ssh::displayPath(key.knownHostsFile).toHtmlEscaped());
}

QString changedText(const QString &node, const ssh::HostKeyRefusal &key)
{
    const QString where = key.knownLine > 0
                              ? HostKeyDialog::tr("%1, line %2").arg(ssh::displayPath(key.knownHostsFile)).arg(key.knownLine)
                              : HostKeyDialog::tr("a global known_hosts file");
    return HostKeyDialog::tr("<p><b>The host key of %1 has CHANGED</b> (probing node %2). The connection was refused "
                             "and will be refused until the old key is removed: someone may be intercepting it, "
                             "or the node was reinstalled.</p>"
                             "<p>Known: <b>%3</b> <tt>%4</tt> (%5)<br>Offered: <b>%6</b> <tt>%7</tt></p>"
                             "<p>If the node was reinstalled, remove the old key with "
                             "<tt>ssh-keygen -R \"%8\" -f %9</tt> and probe again.</p>")
        .arg(key.host.toHtmlEscaped(), node.toHtmlEscaped(), key.knownKeyType.toHtmlEscaped(),
             key.knownFingerprint.toHtmlEscaped(), where.toHtmlEscaped(), key.keyType.toHtmlEscaped(),
             key.fingerprint.toHtmlEscaped(), key.knownHostsName.toHtmlEscaped(),
             ssh::displayPath(key.knownHostsFile).toHtmlEscaped());
}

} // namespace

HostKeyDialog::HostKeyDialog(const QString &node, const ssh::HostKeyRefusal &key, QWidget *parent)
    : QDialog(parent)
    , m_text(new QLabel(this))
{
    const bool changed = key.kind == ssh::HostKeyRefusal::Kind::Changed;
    setWindowTitle(changed ? tr("Host key changed: %1").arg(key.host) : tr("Unknown host key: %1").arg(key.host));
    m_text->setObjectName(QStringLiteral("hostKeyText"));
    m_text->setTextFormat(Qt::RichText);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_text->setText(changed ? changedText(node, key) : unknownText(node, key));
    auto *icon = new QLabel(this);
    icon->setPixmap(style()->standardIcon(changed ? QStyle::SP_MessageBoxCritical : QStyle::SP_MessageBoxQuestion).pixmap(48));
    auto *top = new QHBoxLayout;
    top->addWidget(icon, 0, Qt::AlignTop);
    top->addWidget(m_text, 1);

    auto *buttons = new QDialogButtonBox(this);
    if (changed) {
        // Never offered for acceptance: the only way on is removing the old key.
        m_refuse = buttons->addButton(tr("Close"), QDialogButtonBox::RejectRole);
    } else {
        m_acceptOnce = buttons->addButton(tr("Accept Once"), QDialogButtonBox::AcceptRole);
        m_remember = buttons->addButton(tr("Accept and Remember"), QDialogButtonBox::AcceptRole);
        m_refuse = buttons->addButton(tr("Refuse"), QDialogButtonBox::RejectRole);
        connect(m_acceptOnce, &QPushButton::clicked, this, [this] { answerWith(Answer::AcceptOnce); });
        connect(m_remember, &QPushButton::clicked, this, [this] { answerWith(Answer::AcceptAndRemember); });
    }
    m_refuse->setDefault(true);  // Enter never accepts a key by accident
    connect(m_refuse, &QPushButton::clicked, this, [this] { answerWith(Answer::Refuse); });

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(buttons);
    setMinimumWidth(560);
}

void HostKeyDialog::answerWith(Answer answer)
{
    m_answer = answer;
    done(answer == Answer::Refuse ? QDialog::Rejected : QDialog::Accepted);
}

QString HostKeyDialog::text() const
{
    QTextDocument document;
    document.setHtml(m_text->text());
    return document.toPlainText();
}

} // namespace ascendops
