#pragma once
// Asks the operator about a node's host key: an unknown key is shown with
// its type and SHA256 fingerprint, to accept once, accept and remember in
// known_hosts, or refuse; a changed key is shown with both fingerprints and
// only ever refused. The dialog only asks; recording the key is the caller's.
#include "ssh/hostkeyrefusal.h"

#include <QDialog>

class QLabel;
class QPushButton;

namespace ascendops {

class HostKeyDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Answer { Refuse, AcceptOnce, AcceptAndRemember };

    // NODE is the cluster node whose login met the key (the key may be a
    // jump host's: KEY.host names that hop).
    HostKeyDialog(const QString &node, const ssh::HostKeyRefusal &key, QWidget *parent = nullptr);

    Answer answer() const { return m_answer; }
    // The explanation shown (plain text, for tests).
    QString text() const;
    QPushButton *acceptOnceButton() const { return m_acceptOnce; }
    QPushButton *rememberButton() const { return m_remember; }
    QPushButton *refuseButton() const { return m_refuse; }

private:
    void answerWith(Answer answer);

    QLabel *m_text;
    QPushButton *m_acceptOnce = nullptr;
    QPushButton *m_remember = nullptr;
    QPushButton *m_refuse = nullptr;
    Answer m_answer = Answer::Refuse;
};

} // namespace ascendops
