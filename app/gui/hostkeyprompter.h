#pragma once
// Asks the operator about host keys the node collector met, one dialog at a
// time and never twice for the same key in one run: an unknown key may be
// accepted once, accepted and recorded in known_hosts, or refused; a changed
// key is shown and refused. The collector's workers never wait for this:
// their connection ended with the refusal, and an accepted key is let in on
// the next attempt, started at once.
#include "dialogs/hostkeydialog.h"
#include "ssh/hostkeyrefusal.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QSet>

class QWidget;

namespace ascendops {

class ClusterSession;

class HostKeyPrompter : public QObject
{
    Q_OBJECT

public:
    HostKeyPrompter(ClusterSession *session, QWidget *window);

    // The dialog on screen, if any (for tests).
    HostKeyDialog *currentDialog() const { return m_dialog; }

private:
    void watchNodes();
    void onRefused(const QString &node, const ssh::HostKeyRefusal &key);
    void askNext();
    void answered();

    struct Pending
    {
        QString node;
        ssh::HostKeyRefusal key;
    };

    ClusterSession *m_session;
    QWidget *m_window;
    QList<Pending> m_pending;
    QSet<QString> m_seen;  // kind, known_hosts name and fingerprint of every key asked about
    QPointer<HostKeyDialog> m_dialog;
    Pending m_current;
};

} // namespace ascendops
