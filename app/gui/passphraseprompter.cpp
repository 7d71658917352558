#include "passphraseprompter.h"

#include "clustersession.h"
#include "ssh/keyring.h"
#include "telemetry/nodecollector.h"

#include <QFutureWatcher>
#include <QInputDialog>
#include <QLineEdit>
#include <QtConcurrent>

namespace ascendops {

PassphrasePrompter::PassphrasePrompter(ClusterSession *session, QWidget *window)
    : QObject(window)
    , m_session(session)
    , m_window(window)
{
    connect(session, &ClusterSession::nodesChanged, this, &PassphrasePrompter::watchNodes);
}

void PassphrasePrompter::watchNodes()
{
    if (telemetry::NodeCollector *nodes = m_session->nodes())
        connect(nodes, &telemetry::NodeCollector::passphraseNeeded, this, &PassphrasePrompter::onNeeded,
                Qt::UniqueConnection);
}

// Every node asks about the same key: once is enough.
void PassphrasePrompter::onNeeded(const QString &keyPath)
{
    if (m_settled.contains(keyPath) || m_pending.contains(keyPath) || m_current == keyPath
        || ssh::KeyRing::instance().holds(keyPath))
        return;
    m_pending.append(keyPath);
    if (!m_dialog && !m_trying)
        askNext();
}

void PassphrasePrompter::askNext(const QString &problem)
{
    if (problem.isEmpty()) {
        if (m_pending.isEmpty())
            return;
        m_current = m_pending.takeFirst();
    }
    m_dialog = new QInputDialog(m_window);
    m_dialog->setObjectName(QStringLiteral("passphraseDialog"));
    m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_dialog->setWindowTitle(tr("Key passphrase"));
    QString text = tr("Node logins use the key %1, which is encrypted.\n"
                      "Its passphrase unlocks it for this session; neither is stored.").arg(m_current);
    if (!problem.isEmpty())
        text += QStringLiteral("\n\n") + tr("Not unlocked: %1").arg(problem);
    m_dialog->setLabelText(text);
    m_dialog->setTextEchoMode(QLineEdit::Password);
    m_dialog->setOkButtonText(tr("Unlock"));
    connect(m_dialog, &QDialog::finished, this, &PassphrasePrompter::answered);
    m_dialog->open();   // window-modal, without a nested event loop
}

void PassphrasePrompter::answered(int result)
{
    QString passphrase = m_dialog ? m_dialog->textValue() : QString();
    if (m_dialog)
        m_dialog->setTextValue(QString());
    m_dialog = nullptr;
    if (result != QDialog::Accepted) {
        passphrase.fill(QChar(0));
        m_settled.insert(m_current);
        m_current.clear();
        return askNext();
    }
    // Decrypting takes a KDF's time: off the UI thread.
    m_trying = true;
    auto *watcher = new QFutureWatcher<QString>(this);
    const QString keyPath = m_current;
    connect(watcher, &QFutureWatcher<QString>::finished, this, [this, watcher, keyPath] {
        watcher->deleteLater();
        tried(keyPath, watcher->result());
    });
    watcher->setFuture(QtConcurrent::run([keyPath, passphrase = std::move(passphrase)]() mutable {
        return ssh::KeyRing::instance().unlock(keyPath, std::move(passphrase));
    }));
}

void PassphrasePrompter::tried(const QString &keyPath, const QString &error)
{
    m_trying = false;
    emit keyTried(keyPath, error);
    if (!error.isEmpty())
        return askNext(error);   // the same key again, with the reason
    m_settled.insert(keyPath);
    m_current.clear();
    if (telemetry::NodeCollector *nodes = m_session->nodes())
        nodes->retryNow();
    askNext();
}

} // namespace ascendops
