#include "pipelineanswercommand.h"

#include "clicommon.h"
#include "clihelp.h"
#include "kubecommand.h"

#include "kube/kubeclient.h"
#include "kube/kubereply.h"
#include "pipeline/clusterpipeline.h"
#include "pipeline/personname.h"
#include "pipeline/pipelinerequest.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QTimer>

namespace ascendops::cli {
namespace {

using Json = nlohmann::json;

void addConnectionOptions(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("kubeconfig"), QString(), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("context"), QString(), QStringLiteral("NAME")});
    parser.addOption({QStringLiteral("lease-namespace"), QString(), QStringLiteral("NS")});
    parser.addOption({QStringLiteral("json"), QString()});
}

QString leaseNamespace(const QCommandLineParser &parser)
{
    return parser.isSet(QStringLiteral("lease-namespace")) ? parser.value(QStringLiteral("lease-namespace"))
                                                           : QLatin1String(pipeline::kClusterPipelineNamespace);
}

void printStatus(const std::optional<pipeline::ClusterPipeline> &read, const QString &place, bool json)
{
    if (json) {
        Json out{{"lease", place.toStdString()}, {"held", bool(read)}};
        if (read) {
            Json incidents = Json::array();
            for (const pipeline::ListedIncident &i : read->incidents)
                incidents.push_back({{"id", i.id.toStdString()}, {"job", i.job.toStdString()}, {"state", i.state.toStdString()},
                                     {"reason", i.reason.toStdString()}});
            out.update({{"holder", read->holder.toStdString()}, {"live", read->live}, {"mode", read->mode.toStdString()},
                        {"open", read->open}, {"waitingForPerson", read->waitingForPerson}, {"incidents", incidents},
                        {"notRead", read->unread.isEmpty() ? Json(nullptr) : Json(read->unread.toStdString())}});
        }
        return printOut(QString::fromStdString(out.dump(2)) + QLatin1Char('\n'));
    }
    if (!read)
        return printOut(QStringLiteral("no pipeline holds the Lease %1: a console on this cluster runs its own\n").arg(place));
    QString out = pipeline::clusterPipelineWords(*read) + QLatin1Char('\n');
    for (const pipeline::ListedIncident &incident : read->incidents)
        out += QStringLiteral("  ") + incident.words() + QLatin1Char('\n');
    printOut(out);
}

std::optional<kube::ClusterConnection> parseConnection(QCommandLineParser &parser, const QStringList &args, int positionals,
                                                        const QString &usage)
{
    addConnectionOptions(parser);
    parser.addPositionalArgument(QStringLiteral("args"), QString());
    if (!parseOrComplain(parser, args))
        return std::nullopt;
    if (parser.positionalArguments().size() != positionals) {
        usageError(usage);
        return std::nullopt;
    }
    return connectionFromOptions(parser);
}

} // namespace

int runPipelineStatus(const QStringList &args)
{
    QCommandLineParser parser;
    const auto connection = parseConnection(parser, args, 0, QStringLiteral("ascend-ops-cli pipeline status: takes no arguments"));
    if (!connection)
        return ExitUsage;
    kube::KubeClient client(*connection);
    const QString ns = leaseNamespace(parser), place = ns + QLatin1Char('/') + QLatin1String(pipeline::kClusterPipelineLease);
    client.get(kube::ResourceType::leases(), ns, QLatin1String(pipeline::kClusterPipelineLease))->then(&client, [&](kube::KubeReply &reply) {
        if (!reply.isOk() && reply.error().httpStatus != 404) {
            printErr(QStringLiteral("ascend-ops-cli pipeline status: the Lease %1 could not be read: %2\n").arg(place, reply.error().toString()));
            return QCoreApplication::exit(ExitUsage);
        }
        const auto read = reply.isOk() ? pipeline::readClusterPipeline(reply.object(), QDateTime::currentMSecsSinceEpoch())
                                       : std::nullopt;
        printStatus(read, place, parser.isSet(QStringLiteral("json")));
        QCoreApplication::exit(ExitOk);
    });
    return QCoreApplication::exec();
}

int runPipelineAnswer(const QStringList &args)
{
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("timeout"), QString(), QStringLiteral("SECONDS"), QStringLiteral("30")});
    const QString verb = args.value(0);
    const auto connection = parseConnection(parser, args, 1, QStringLiteral("ascend-ops-cli pipeline %1: expected one INCIDENT").arg(verb));
    if (!connection)
        return ExitUsage;
    bool ok = false;
    const int timeoutS = parser.value(QStringLiteral("timeout")).toInt(&ok);
    // Past the requests' lifetime a pipeline refuses the answer anyway.
    const int longest = int(pipeline::kRequestLifetimeMs / 1000);
    if (!ok || timeoutS <= 0 || timeoutS > longest)
        return usageError(QStringLiteral("ascend-ops-cli pipeline %1: --timeout takes whole seconds from 1 to %2").arg(verb).arg(longest));
    const QString incident = parser.positionalArguments().value(0), ns = leaseNamespace(parser);
    const QString tag = QStringLiteral("ascend-ops-cli pipeline %1").arg(verb);
    kube::KubeClient client(*connection);
    pipeline::PipelineRequestSender sender(client, ns);
    QObject::connect(&sender, &pipeline::PipelineRequestSender::created, &sender, [&](const QString &name) {
        printErr(QStringLiteral("%1: request %2 sent; waiting for the cluster's pipeline\n").arg(tag, name));
    });
    QObject::connect(&sender, &pipeline::PipelineRequestSender::failed, &sender, [&](const QString &why) {
        printErr(QStringLiteral("%1: %2\n").arg(tag, why));
        QCoreApplication::exit(ExitInvalid);
    });
    QObject::connect(&sender, &pipeline::PipelineRequestSender::answered, &sender, [&](const QString &outcome) {
        printOut(QStringLiteral("%1: %2\n").arg(incident, outcome));
        const bool done = outcome == QLatin1String("approved") || outcome == QLatin1String("declined");
        QCoreApplication::exit(done ? ExitOk : ExitInvalid);
    });
    // No answer: the request is withdrawn, so that a pipeline that comes
    // later does not act on an answer its sender gave up on.
    QObject::connect(&sender, &pipeline::PipelineRequestSender::withdrawn, &sender, [] { QCoreApplication::exit(ExitInvalid); });
    // Given up while the Lease is read: the sender ends withdrawn, and sends nothing after.
    QTimer::singleShot(timeoutS * 1000, &sender, [&] {
        printErr(QStringLiteral("%1: no answer within %2 s, the request is withdrawn\n").arg(tag).arg(timeoutS));
        sender.withdraw();
    });
    // The answer is for the pipeline that holds the Lease now, as `status` says.
    client.get(kube::ResourceType::leases(), ns, QLatin1String(pipeline::kClusterPipelineLease))->then(&sender, [&](kube::KubeReply &reply) {
        const auto read = reply.isOk() ? pipeline::readClusterPipeline(reply.object(), QDateTime::currentMSecsSinceEpoch())
                                       : std::nullopt;
        if (!read || !read->live) {
            printErr(QStringLiteral("%1: no pipeline holds the Lease %2/%3 (%4): there is none to answer\n")
                         .arg(tag, ns, QLatin1String(pipeline::kClusterPipelineLease),
                              reply.isOk() ? (read ? QStringLiteral("its holder stopped renewing it") : QStringLiteral("no holder"))
                                           : reply.error().toString()));
            return QCoreApplication::exit(ExitInvalid);
        }
        pipeline::PipelineRequest request = pipeline::answerRequest(
            incident, verb == QLatin1String("decline") ? pipeline::RequestAnswer::Decline : pipeline::RequestAnswer::Approve);
        request.holder = read->holder;
        request.person = pipeline::personAt(*connection);
        sender.send(request);
    });
    return QCoreApplication::exec();
}

} // namespace ascendops::cli
