#include "nodecommand.h"

#include "clicommon.h"
#include "clihelp.h"
#include "kubecommand.h"
#include "previewedwrites.h"

#include "clustermodel/clusterwatch.h"
#include "kube/kubeclient.h"
#include "kube/kubereply.h"
#include "kube/resourcetype.h"
#include "model/maintenancepause.h"
#include "model/objectfields.h"
#include "pipeline/actionrunner.h"
#include "pipeline/personname.h"
#include "pipeline/repairwrites.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QTimer>

#include <memory>

namespace ascendops::cli {
namespace {

using Json = nlohmann::json;

// Who acts, as the journal and the pause name people: the OS user and the
// kubeconfig user.
// Reads the servers named (or those of a super-pod, from a synced picture
// of the cluster), then previews the writes and sends them.
class NodeRun : public QObject
{
public:
    NodeRun(const kube::ClusterConnection &connection, const QCommandLineParser &parser)
        : m_connection(connection), m_client(connection), m_parser(parser), m_verb(parser.positionalArguments().value(0))
    {
    }

    void start()
    {
        const QStringList named = m_parser.positionalArguments().mid(1);
        if (m_parser.isSet(QStringLiteral("super-pod")))
            return fromSuperPod(m_parser.value(QStringLiteral("super-pod")).toInt());
        m_pending = int(named.size());
        for (const QString &node : named)
            m_client.get(kube::ResourceType::nodes(), QString(), node)->then(this, [this, node](kube::KubeReply &r) {
                if (r.isOk())
                    m_nodes.push_back(r.object());
                else
                    m_errors << QStringLiteral("%1: %2").arg(node, r.error().toString());
                if (--m_pending == 0)
                    read();
            });
    }

private:
    void fromSuperPod(int superPod)
    {
        m_watch = std::make_unique<clustermodel::ClusterWatch>(&m_client);
        m_watch->setCoalesceInterval(0);
        connect(m_watch.get(), &clustermodel::ClusterWatch::failed, this, [this](const kube::KubeError &error) {
            fail(error.summary);
        });
        connect(m_watch.get(), &clustermodel::ClusterWatch::synced, this, [this, superPod] {
            for (const TopologyServer &server : m_watch->topology().servers)
                if (server.superPodId == superPod)
                    if (std::optional<Json> node = m_watch->nodes()->object(server.nodeName))
                        m_nodes.push_back(std::move(*node));
            m_watch->stop();
            if (m_nodes.empty())
                m_errors << QStringLiteral("super-pod %1: no server of it was found").arg(superPod);
            read();
        });
        m_watch->start();
    }

    void read()
    {
        if (!m_errors.isEmpty())
            return fail(m_errors.join(QStringLiteral("; ")));
        if (m_verb == QLatin1String("drain"))
            return listPods();
        std::vector<pipeline::WriteStep> steps;
        for (const Json &node : m_nodes)
            steps.push_back(stepFor(node));
        previewThenSend(m_runner, steps, m_parser.isSet(QStringLiteral("dry-run")));
    }

    // The pods bound to each server, in every namespace, as kubectl drain lists them.
    void listPods()
    {
        m_pending = int(m_nodes.size());
        m_pods.resize(m_nodes.size());
        for (std::size_t i = 0; i < m_nodes.size(); ++i) {
            kube::ListOptions options;
            options.fieldSelector = QStringLiteral("spec.nodeName=") + fields::text(m_nodes[i], {"metadata", "name"});
            m_client.list(kube::ResourceType::pods(), QString(), options)->then(this, [this, i](kube::KubeReply &r) {
                const Json *items = r.isOk() ? fields::find(r.object(), {"items"}) : nullptr;
                if (items && items->is_array())
                    m_pods[i] = items->get<std::vector<Json>>();
                else
                    m_errors << QStringLiteral("pods of %1: %2").arg(fields::text(m_nodes[i], {"metadata", "name"}), r.error().toString());
                if (--m_pending == 0)
                    drain();
            });
        }
    }

    void drain()
    {
        if (!m_errors.isEmpty())
            return fail(m_errors.join(QStringLiteral("; ")));
        std::vector<pipeline::WriteStep> steps;
        QStringList skipped;
        for (std::size_t i = 0; i < m_nodes.size(); ++i)
            for (pipeline::WriteStep &step : pipeline::drainSteps(m_client, m_nodes[i], m_pods[i], &skipped))
                steps.push_back(std::move(step));
        if (!skipped.isEmpty())
            printOut(QStringLiteral("left in place: %1\n").arg(skipped.join(QStringLiteral(", "))));
        previewThenSend(m_runner, steps, m_parser.isSet(QStringLiteral("dry-run")));
    }

    pipeline::WriteStep stepFor(const Json &node)
    {
        if (m_verb == QLatin1String("cordon") || m_verb == QLatin1String("uncordon"))
            return pipeline::cordonStep(m_client, node, m_verb == QLatin1String("cordon"));
        std::optional<MaintenancePause> pause;   // resume: the pause taken away
        if (m_verb == QLatin1String("pause"))
            pause = MaintenancePause{m_parser.value(QStringLiteral("reason")), pipeline::personAt(m_connection),
                                     QDateTime::currentDateTimeUtc().toString(Qt::ISODate)};
        return pipeline::pauseStep(m_client, node, pause);
    }

    void fail(const QString &why)
    {
        printErr(QStringLiteral("ascend-ops-cli node %1: %2\n").arg(m_verb, why));
        QCoreApplication::exit(ExitUsage);
    }

    kube::ClusterConnection m_connection;
    kube::KubeClient m_client;
    const QCommandLineParser &m_parser;
    QString m_verb;
    std::unique_ptr<clustermodel::ClusterWatch> m_watch;
    pipeline::ActionRunner m_runner;
    std::vector<Json> m_nodes;
    std::vector<std::vector<Json>> m_pods;   // drain: the pods bound to each of m_nodes
    QStringList m_errors;
    int m_pending = 0;
};

} // namespace

int runNodeCommand(const QStringList &args)
{
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("kubeconfig"), QString(), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("context"), QString(), QStringLiteral("NAME")});
    parser.addOption({QStringLiteral("super-pod"), QString(), QStringLiteral("ID")});
    parser.addOption({QStringLiteral("reason"), QString(), QStringLiteral("TEXT")});
    parser.addOption({QStringLiteral("dry-run"), QString()});
    parser.addPositionalArgument(QStringLiteral("subcommand"), QString());
    if (!parseOrComplain(parser, args))
        return ExitUsage;
    const QStringList positional = parser.positionalArguments();
    const QString verb = positional.value(0);
    if (!QStringList{QStringLiteral("cordon"), QStringLiteral("uncordon"), QStringLiteral("drain"), QStringLiteral("pause"),
                     QStringLiteral("resume")}.contains(verb))
        return subcommandError(QStringLiteral("node"), verb);
    bool superPodOk = true;
    if (parser.isSet(QStringLiteral("super-pod")))
        parser.value(QStringLiteral("super-pod")).toInt(&superPodOk);
    if (!superPodOk || (positional.size() < 2) == !parser.isSet(QStringLiteral("super-pod")))
        return usageError(QStringLiteral("ascend-ops-cli node %1: expected NODE... or --super-pod ID, not both").arg(verb));
    if (verb == QLatin1String("pause") && parser.value(QStringLiteral("reason")).trimmed().isEmpty())
        return usageError(QStringLiteral("ascend-ops-cli node pause: --reason TEXT says why, for whoever finds the pause"));
    const std::optional<kube::ClusterConnection> connection = connectionFromOptions(parser);
    if (!connection)
        return ExitUsage;
    NodeRun run(*connection, parser);
    QTimer::singleShot(120'000, &run, [] {
        printErr(QStringLiteral("ascend-ops-cli node: timed out\n"));
        QCoreApplication::exit(ExitUsage);
    });
    run.start();
    return QCoreApplication::exec();
}

} // namespace ascendops::cli
