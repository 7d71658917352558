#include "faultinjection.h"

#include "core/naturalorder.h"

#include "clustersession.h"
#include "dialogs/injectfaultdialog.h"

#include "clustermodel/clusterwatch.h"
#include "kube/kubeclient.h"
#include "kube/kubereply.h"
#include "kube/resourcetype.h"
#include "sim/controllers/faultkinds.h"
#include "sim/controllers/faultrequest.h"

#include <QAction>

#include <algorithm>

namespace ascendops {
namespace {

constexpr int kMessageMs = 8000;

sim::FaultRequest requestOf(const InjectFaultChoice &choice)
{
    sim::FaultRequest request;
    request.kind = choice.kind;
    request.node = choice.node;
    if (choice.device >= 0)
        request.device = choice.device;
    request.faultCode = choice.faultCode;
    if (choice.durationSeconds > 0)
        request.durationSeconds = choice.durationSeconds;
    return request;
}

} // namespace

FaultInjection::FaultInjection(ClusterSession *session, QWidget *window)
    : QObject(window)
    , m_session(session)
    , m_window(window)
    , m_action(new QAction(tr("&Inject Fault…"), this))
{
    m_action->setObjectName(QStringLiteral("injectFaultAction"));
    m_action->setStatusTip(tr("Create a fault in the demo cluster, as sim inject does"));
    connect(m_action, &QAction::triggered, this, &FaultInjection::open);
    connect(session, &ClusterSession::stateChanged, this, &FaultInjection::updateAction);
    updateAction();
}

InjectFaultDialog *FaultInjection::open()
{
    if (!m_session->isDemo() || !m_session->client())
        return nullptr;
    QStringList kinds;
    for (const std::string &kind : sim::faultKinds())
        kinds << QString::fromStdString(kind);
    QStringList nodes;
    if (m_session->watch()) {
        for (const TopologyServer &server : m_session->watch()->topology().servers)
            nodes << server.nodeName;
    }
    std::sort(nodes.begin(), nodes.end(), naturalLess);   // node-2 before node-10
    QString kubeconfig = m_session->demoKubeconfig();
    if (kubeconfig.isEmpty()) {   // the shell line then names none, and the status bar says why
        kubeconfig = QStringLiteral("KUBECONFIG");
        emit message(m_session->demoKubeconfigProblem(), kMessageMs);
    }
    auto *dialog = new InjectFaultDialog(kinds, nodes, kubeconfig, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setCheck([](const InjectFaultChoice &choice) {
        QString error;
        return sim::faultObject(requestOf(choice), &error) ? QString() : error;
    });
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        QString error;
        const std::optional<nlohmann::json> fault = sim::faultObject(requestOf(dialog->choice()), &error);
        if (!fault || !m_session->client() || !m_session->isDemo())
            return;
        kube::KubeReply *reply = m_session->client()->create(kube::ResourceType::faults(), QStringLiteral("default"), *fault);
        reply->then(this, [this](kube::KubeReply &done) {
            if (!done.isOk()) {
                emit message(tr("The fault was not created: %1").arg(done.error().toString()), kMessageMs);
                return;
            }
            const std::string name = done.object().value("metadata", nlohmann::json::object()).value("name", "");
            emit message(tr("Fault %1 created in the demo cluster; the Incidents tab follows it.").arg(QString::fromStdString(name)),
                         kMessageMs);
        });
    });
    dialog->open();
    return dialog;
}

// Only the embedded cluster plays Faults, and only once it can be written to.
void FaultInjection::updateAction()
{
    const bool demo = m_session->isDemo() && m_session->client();
    m_action->setEnabled(demo);
    m_action->setToolTip(demo ? QString() : tr("Only on the demo cluster (ascend-ops --demo)"));
}

} // namespace ascendops
