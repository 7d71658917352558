#include "clustercapacitycommand.h"

#include "clicommon.h"
#include "clihelp.h"
#include "kubecommand.h"

#include "clustermodel/clusterwatch.h"
#include "kube/kubeclient.h"
#include "model/clustercapacity.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTimer>

#include <nlohmann/json.hpp>

namespace ascendops::cli {
namespace {

using Json = nlohmann::json;

Json sparesJson(const SpareCount &s)
{
    return {{"healthy", s.healthy}, {"subHealthy", s.subHealthy}, {"faulty", s.faulty}, {"unknown", s.unknown}};
}

QString superPodName(int id)
{
    return id >= 0 ? QString::number(id) : QStringLiteral("no super-pod");
}

QString sparesText(const SpareCount &s)
{
    return QStringLiteral("%1 healthy, %2 sub-healthy, %3 out of service, %4 unknown")
        .arg(s.healthy).arg(s.subHealthy).arg(s.faulty).arg(s.unknown);
}

// The servers that could not be read in full, with the place: a count the
// reader can trust says what it left out.
QStringList unreadOf(const ClusterTopology &topology)
{
    QStringList unread;
    for (const TopologyServer &server : topology.servers)
        for (const QString &problem : server.unread)
            unread << QStringLiteral("%1: %2").arg(server.nodeName, problem);
    return unread;
}

void print(const ClusterCapacity &c, const QStringList &unread, bool json)
{
    if (json) {
        Json superPods = Json::array();
        for (const SuperPodCapacity &pod : c.superPods)
            superPods.push_back({{"name", superPodName(pod.id).toStdString()},
                                 {"id", pod.id >= 0 ? Json(pod.id) : Json(nullptr)},
                                 {"spares", sparesJson(pod.spares)}});
        Json notRead = Json::array();
        for (const QString &why : unread)
            notRead.push_back(why.toStdString());
        const NpuCount &n = c.npus;
        const Json out{{"superPods", superPods}, {"spares", sparesJson(c.spares)},
                       {"npus", {{"free", n.free}, {"used", n.used}, {"isolated", n.isolated}, {"faulty", n.faulty},
                                 {"unavailable", n.unavailable}, {"unknown", n.unknown}, {"total", n.total()}}},
                       {"notRead", notRead}};
        printOut(QString::fromStdString(out.dump(2)) + QLatin1Char('\n'));
        return;
    }
    const NpuCount &n = c.npus;
    QString out = QStringLiteral("NPUs: %1 free, %2 in use, %3 isolated, %4 faulty, %5 on servers down or cordoned, "
                                 "%6 unknown (%7 in all)\n")
                      .arg(n.free).arg(n.used).arg(n.isolated).arg(n.faulty).arg(n.unavailable).arg(n.unknown).arg(n.total());
    out += QStringLiteral("spare servers: %1\n").arg(sparesText(c.spares));
    for (const SuperPodCapacity &pod : c.superPods)
        out += QStringLiteral("  super-pod %1: %2%3\n")
                   .arg(superPodName(pod.id), sparesText(pod.spares),
                        !pod.spares.canLand() ? QStringLiteral("  <- no healthy spare: a pod cannot move here") : QString());
    for (const QString &why : unread)
        out += QStringLiteral("not read: %1\n").arg(why);
    printOut(out);
}

class CapacityRun : public QObject
{
public:
    CapacityRun(const kube::ClusterConnection &connection, bool json) : m_client(connection), m_watch(&m_client), m_json(json)
    {
        m_watch.setCoalesceInterval(0);
        connect(&m_watch, &clustermodel::ClusterWatch::failed, this, [](const kube::KubeError &error) {
            printErr(QStringLiteral("ascend-ops-cli cluster capacity: %1\n").arg(error.summary));
            QCoreApplication::exit(ExitUsage);
        });
        connect(&m_watch, &clustermodel::ClusterWatch::synced, this, [this] {
            print(capacityOf(m_watch.topology()), unreadOf(m_watch.topology()), m_json);
            m_watch.stop();
            QCoreApplication::exit(ExitOk);
        });
    }

    void start() { m_watch.start(); }

private:
    kube::KubeClient m_client;
    clustermodel::ClusterWatch m_watch;
    bool m_json;
};

} // namespace

int runClusterCommand(const QStringList &args)
{
    if (args.value(1) != QLatin1String("capacity"))
        return subcommandError(QStringLiteral("cluster"), args.value(1));
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("kubeconfig"), QString(), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("context"), QString(), QStringLiteral("NAME")});
    parser.addOption({QStringLiteral("json"), QString()});
    if (!parseOrComplain(parser, args.mid(1)))
        return ExitUsage;
    if (!parser.positionalArguments().isEmpty())
        return usageError(QStringLiteral("ascend-ops-cli cluster capacity: takes no argument"));
    const std::optional<kube::ClusterConnection> connection = connectionFromOptions(parser);
    if (!connection)
        return ExitUsage;
    CapacityRun run(*connection, parser.isSet(QStringLiteral("json")));
    QTimer::singleShot(120'000, &run, [] {
        printErr(QStringLiteral("ascend-ops-cli cluster capacity: timed out\n"));
        QCoreApplication::exit(ExitUsage);
    });
    run.start();
    return QCoreApplication::exec();
}

} // namespace ascendops::cli
