#pragma once
// Asks the operator for the passphrase of an encrypted identity file the
// node collector met, one dialog at a time and once per key: the answer is
// tried on a worker thread (ssh::KeyRing decrypts the key and keeps it in
// memory only; the passphrase is wiped), a wrong one is asked again with
// the reason, and a key that opens makes every node be probed again at
// once. Cancel leaves the key locked for this run; its nodes say why. The
// collector's workers never wait for any of this.
#include <QInputDialog>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QStringList>

class QWidget;

namespace ascendops {

class ClusterSession;

class PassphrasePrompter : public QObject
{
    Q_OBJECT

public:
    PassphrasePrompter(ClusterSession *session, QWidget *window);

    // The dialog on screen, if any (for tests).
    QInputDialog *currentDialog() const { return m_dialog; }

signals:
    // A key was unlocked (or could not be: error says why).
    void keyTried(const QString &keyPath, const QString &error);

private:
    void watchNodes();
    void onNeeded(const QString &keyPath);
    void askNext(const QString &problem = {});
    void answered(int result);
    void tried(const QString &keyPath, const QString &error);

    ClusterSession *m_session;
    QWidget *m_window;
    QStringList m_pending;
    QSet<QString> m_settled;     // unlocked, or declined for this run
    QPointer<QInputDialog> m_dialog;
    QString m_current;
    bool m_trying = false;
};

} // namespace ascendops
