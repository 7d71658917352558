#include "hostkeyprompter.h"

#include "clustersession.h"
#include "dialogs/hostkeydialog.h"
#include "telemetry/nodecollector.h"

#include <QMessageBox>

namespace ascendops {
namespace {

QString keyOf(const ssh::HostKeyRefusal &key)
{
    return QString::number(int(key.kind)) + QLatin1Char(' ') + key.knownHostsName + QLatin1Char(' ') + key.fingerprint;
}

} // namespace

HostKeyPrompter::HostKeyPrompter(ClusterSession *session, QWidget *window)
    : QObject(window)
    , m_session(session)
    , m_window(window)
{
    connect(session, &ClusterSession::nodesChanged, this, &HostKeyPrompter::watchNodes);
}

void HostKeyPrompter::watchNodes()
{
    if (telemetry::NodeCollector *nodes = m_session->nodes())
        connect(nodes, &telemetry::NodeCollector::hostKeyRefused, this, &HostKeyPrompter::onRefused,
                Qt::UniqueConnection);
}

// Every node behind one bastion meets the bastion's key: it is asked about
// once, for the first of them.
void HostKeyPrompter::onRefused(const QString &node, const ssh::HostKeyRefusal &key)
{
    const QString id = keyOf(key);
    if (m_seen.contains(id))
        return;
    m_seen.insert(id);
    m_pending.append({node, key});
    askNext();
}

void HostKeyPrompter::askNext()
{
    if (m_dialog || m_pending.isEmpty())
        return;
    m_current = m_pending.takeFirst();
    m_dialog = new HostKeyDialog(m_current.node, m_current.key, m_window);
    m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_dialog, &QDialog::finished, this, &HostKeyPrompter::answered);
    m_dialog->open();  // window-modal, without a nested event loop
}

void HostKeyPrompter::answered()
{
    const HostKeyDialog::Answer answer = m_dialog ? m_dialog->answer() : HostKeyDialog::Answer::Refuse;
    m_dialog = nullptr;
    const bool unknown = m_current.key.kind == ssh::HostKeyRefusal::Kind::Unknown;
    if (unknown && answer == HostKeyDialog::Answer::AcceptOnce) {
        m_session->acceptHostKeyOnce(m_current.key);
    } else if (unknown && answer == HostKeyDialog::Answer::AcceptAndRemember) {
        QString error;
        if (!m_session->rememberHostKey(m_current.key, &error)) {
            QMessageBox::warning(m_window, tr("Host key not recorded"),
                                 tr("%1\nThe key is accepted for this session only.").arg(error));
            m_session->acceptHostKeyOnce(m_current.key);
        }
    }
    askNext();
}

} // namespace ascendops
