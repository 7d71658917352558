#include "kubecommand.h"

#include "clicommon.h"
#include "clihelp.h"

#include "clustermodel/clusterwatch.h"
#include "kube/kubeclient.h"
#include "kube/kubeconfig.h"
#include "kube/kubereply.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTimer>

#include <nlohmann/json.hpp>

#include <memory>

namespace ascendops::cli {

namespace {

using Json = nlohmann::json;


// Resident memory of this process, from /proc (VmRSS now, VmHWM its
// peak); 0 where there is no /proc.
qint64 residentKiB(const QByteArray &field = "VmRSS:")
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith(field))
            return line.mid(field.size()).trimmed().split(' ').first().toLongLong();
    }
    return 0;
}

Json faultOn(const QString &node)
{
    return {{"apiVersion", "sim.ascendops.io/v1alpha1"}, {"kind", "Fault"},
            {"metadata", {{"generateName", "bench-npu-fault-"}}},
            {"spec", {{"kind", "npu-fault"}, {"node", node.toStdString()}, {"device", 0},
                      {"faultCode", "80E18402"}}}};
}

class SyncRun : public QObject
{
public:
    SyncRun(const kube::ClusterConnection &connection, QString faultNode)
        : m_client(connection), m_watch(&m_client), m_faultNode(std::move(faultNode))
    {
        m_watch.setCoalesceInterval(0);
        connect(&m_watch, &clustermodel::ClusterWatch::synced, this, &SyncRun::onSynced);
        connect(m_watch.configMaps(), &kube::Informer::updated, this,
                [this](const QString &key, const Json &, const Json &) { onConfigMap(key); });
    }

    void start()
    {
        m_clock.start();
        m_watch.start();
    }

    int exitCode() const { return m_exitCode; }

private:
    void onSynced()
    {
        m_result = {{"synced_ms", m_clock.elapsed()}, {"rss_kib", residentKiB()}, {"peak_rss_kib", residentKiB("VmHWM:")},
                    {"nodes", m_watch.nodes()->size()}, {"pods", m_watch.pods()->size()},
                    {"configmaps", m_watch.configMaps()->size()}, {"jobs", int(m_watch.trainingJobs().size())},
                    {"devices", m_watch.topology().dieCount()}, {"unread", Json::array()}};
        // What could not be read, with its place: the same lines the console shows with each server.
        for (const TopologyServer &server : m_watch.topology().servers)
            for (const QString &problem : server.unread)
                m_result["unread"].push_back(problem.toStdString());
        if (m_faultNode.isEmpty())
            return finish(ExitOk);
        m_wantedKey = QStringLiteral("kube-system/mindx-dl-deviceinfo-") + m_faultNode;
        m_faultClock.start();
        kube::KubeReply *reply = m_client.create(kube::ResourceType::faults(), QStringLiteral("default"),
                                                 faultOn(m_faultNode));
        reply->then(this, [this](kube::KubeReply &done) {
            if (!done.isOk()) {
                printErr(QStringLiteral("ascend-ops-cli kube sync: creating the fault: %1\n").arg(done.error().toString()));
                finish(ExitInvalid);
            }
        });
    }

    void onConfigMap(const QString &key)
    {
        if (m_wantedKey.isEmpty() || key != m_wantedKey)
            return;
        m_result["fault_visible_ms"] = double(m_faultClock.nsecsElapsed()) / 1e6;
        m_wantedKey.clear();
        finish(ExitOk);
    }

    void finish(int code)
    {
        m_exitCode = code;
        if (code == ExitOk)
            printOut(QString::fromStdString(m_result.dump()) + QLatin1Char('\n'));
        m_watch.stop();
        QCoreApplication::exit(code);
    }

    kube::KubeClient m_client;
    clustermodel::ClusterWatch m_watch;
    QString m_faultNode;
    QString m_wantedKey;
    QElapsedTimer m_clock;
    QElapsedTimer m_faultClock;
    Json m_result;
    int m_exitCode = ExitUsage;
};

int sync(const QStringList &args)
{
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("kubeconfig"), QString(), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("context"), QString(), QStringLiteral("NAME")});
    parser.addOption({QStringLiteral("fault-node"), QString(), QStringLiteral("NODE")});
    parser.addOption({QStringLiteral("timeout"), QString(), QStringLiteral("S")});
    if (!parseOrComplain(parser, args))
        return ExitUsage;
    const std::optional<kube::ClusterConnection> connection = connectionFromOptions(parser);
    if (!connection)
        return ExitUsage;
    bool ok = true;
    const int timeoutS = parser.isSet(QStringLiteral("timeout")) ? parser.value(QStringLiteral("timeout")).toInt(&ok) : 60;
    if (!ok || timeoutS <= 0) {
        usageError(QStringLiteral("ascend-ops-cli kube sync: --timeout: expected a positive number of seconds\n"));
        return ExitUsage;
    }
    SyncRun run(*connection, parser.value(QStringLiteral("fault-node")));
    QTimer::singleShot(timeoutS * 1000, &run, [] {
        printErr(QStringLiteral("ascend-ops-cli kube sync: timed out\n"));
        QCoreApplication::exit(ExitInvalid);
    });
    run.start();
    return QCoreApplication::exec();
}

} // namespace

std::optional<kube::ClusterConnection> connectionFromOptions(const QCommandLineParser &parser)
{
    const kube::Kubeconfig config = parser.isSet(QStringLiteral("kubeconfig"))
        ? kube::Kubeconfig::load({parser.value(QStringLiteral("kubeconfig"))})
        : kube::Kubeconfig::loadDefault();
    const kube::Kubeconfig::Resolved resolved = config.resolve(parser.value(QStringLiteral("context")));
    if (config.isValid() && resolved.connection)
        return *resolved.connection;
    for (const auto &error : config.isValid() ? resolved.errors : config.errors())
        printErr(error.toString() + QLatin1Char('\n'));
    return std::nullopt;
}

int runKubeCommand(const QStringList &args)
{
    if (args.value(1) != QLatin1String("sync"))
        return subcommandError(QStringLiteral("kube"), args.value(1));
    return sync(args.mid(1));
}

} // namespace ascendops::cli
