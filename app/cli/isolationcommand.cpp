#include "isolationcommand.h"

#include "clicommon.h"
#include "clihelp.h"
#include "kubecommand.h"
#include "previewedwrites.h"

#include "clustermodel/clusterdisolation.h"
#include "formats/deviceinfocfg.h"
#include "kube/kubeclient.h"
#include "kube/kubereply.h"
#include "kube/resourcetype.h"
#include "kube/yamljson.h"
#include "model/objectfields.h"
#include "pipeline/isolatedchips.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QTimer>

#include <memory>

namespace ascendops::cli {
namespace {

using Json = nlohmann::json;
using pipeline::IsolatedChip;
using pipeline::IsolationList;


QString timeText(std::int64_t ms)
{
    return ms > 0 ? QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(Qt::ISODate) : QStringLiteral("-");
}

// fault_free_hours of clusterd-config-cm's manually_separate_policy.conf,
// when the map is there and says it.
pipeline::ClusterdReleasePolicy policyOf(const Json *configMap, QStringList *notRead)
{
    pipeline::ClusterdReleasePolicy policy;
    if (!configMap)
        return policy;
    const QString conf = fields::text(*configMap, {"data", "manually_separate_policy.conf"});
    const Parsed<std::vector<Json>> yaml = kube::yamlDocumentsToJson(conf.toUtf8());
    const Json *hours = yaml && !yaml->empty() ? fields::find(yaml->front(), {"release", "fault_free_hours"}) : nullptr;
    if (hours && hours->is_number_integer()) {
        policy.faultFreeHours = hours->get<int>();
        policy.where = QStringLiteral("cluster-system/clusterd-config-cm");
    } else if (!conf.isEmpty()) {
        *notRead << QStringLiteral("cluster-system/clusterd-config-cm manually_separate_policy.conf: no release.fault_free_hours "
                                   "read; ClusterD's default (48) assumed");
    }
    return policy;
}

Json reasonsJson(const std::vector<IsolationReason> &reasons)
{
    Json out = Json::array();
    for (const IsolationReason &r : reasons)
        out.push_back({{"faultCode", r.faultCode}, {"level", r.level}, {"rule", r.rule},
                       {"time", r.timeMs > 0 ? Json(timeText(r.timeMs).toStdString()) : Json(nullptr)}});
    return out;
}

void print(const IsolationList &list, bool json)
{
    if (json) {
        Json chips = Json::array();
        for (const IsolatedChip &c : list.chips)
            chips.push_back({{"node", c.node.toStdString()}, {"chip", c.chip.toStdString()}, {"device", c.die},
                             {"authority", pipeline::isolationAuthorityName(c.authority)}, {"reasons", reasonsJson(c.reasons)},
                             {"releases", c.releases.toStdString()}});
        Json notRead = Json::array();
        for (const QString &why : list.notRead)
            notRead.push_back(why.toStdString());
        printOut(QString::fromStdString(Json{{"chips", chips}, {"notRead", notRead}}.dump(2)) + QLatin1Char('\n'));
        return;
    }
    QString out = list.chips.empty() ? QStringLiteral("no chip is isolated by hand\n") : QString();
    for (const IsolatedChip &c : list.chips) {
        QStringList reasons;
        for (const IsolationReason &r : c.reasons)
            reasons << QStringLiteral("%1 %2%3 at %4").arg(QString::fromStdString(r.faultCode), QString::fromStdString(r.level),
                                                          r.rule.empty() ? QString() : QStringLiteral(" (%1)").arg(QString::fromStdString(r.rule)),
                                                          timeText(r.timeMs));
        out += QStringLiteral("%1 %2 device %3  %4\n    why: %5\n    releases: %6\n")
                   .arg(c.node, c.chip).arg(c.die).arg(QLatin1String(pipeline::isolationAuthorityName(c.authority)),
                                                       reasons.isEmpty() ? QStringLiteral("not recorded") : reasons.join(QStringLiteral("; ")),
                                                       c.releases);
    }
    for (const QString &why : list.notRead)
        out += QStringLiteral("not read: %1\n").arg(why);
    printOut(out);
}

// Reads the three places isolation lives (device-info in kube-system,
// ClusterD's two maps in cluster-system), then lists or releases.
class IsolationRun : public QObject
{
public:
    IsolationRun(const kube::ClusterConnection &connection, const QCommandLineParser &parser)
        : m_client(connection), m_parser(parser)
    {
    }

    void start()
    {
        m_pending = 3;
        const QString clusterd = QString::fromLatin1(kClusterdManualInfoNamespace);
        fetch(m_client.list(kube::ResourceType::configMaps(), QString::fromLatin1(kDeviceInfoNamespace)), &m_deviceInfo, {});
        fetch(m_client.get(kube::ResourceType::configMaps(), clusterd, QString::fromLatin1(kClusterdManualInfoName)), &m_manualInfo,
              clustermodel::clusterdManualInfoKey());
        fetch(m_client.get(kube::ResourceType::configMaps(), clusterd, QStringLiteral("clusterd-config-cm")), &m_clusterdConfig,
              clusterd + QStringLiteral("/clusterd-config-cm"));
    }

private:
    // OPTIONAL names a map that may be missing (404: none there) or not
    // readable (said with its name); without it, a failure ends the command.
    void fetch(kube::KubeReply *reply, Json *into, const QString &optional)
    {
        reply->then(this, [this, into, optional](kube::KubeReply &answer) {
            if (answer.isOk())
                *into = answer.object();
            else if (optional.isEmpty())
                m_errors << answer.error().toString();
            else if (answer.error().httpStatus != 404)
                m_unreadMaps << QStringLiteral("%1: %2").arg(optional, answer.error().toString());
            if (--m_pending == 0)
                fetched();
        });
    }

    void fetched()
    {
        if (!m_errors.isEmpty()) {
            printErr(QStringLiteral("ascend-ops-cli isolation: %1\n").arg(m_errors.join(QStringLiteral("; "))));
            return QCoreApplication::exit(ExitUsage);
        }
        std::vector<const Json *> deviceInfo;
        // Pointers into the list as held here (a copy would leave them dangling).
        static const Json none = Json::array();
        const Json *items = fields::find(m_deviceInfo, {"items"});
        const Json &list = items && items->is_array() ? *items : none;
        for (const Json &item : list)
            if (fields::text(item, {"metadata", "name"}).startsWith(QLatin1String(kDeviceInfoPrefix)))
                deviceInfo.push_back(&item);
        QStringList notRead;
        const pipeline::ClusterdReleasePolicy policy = policyOf(m_clusterdConfig.is_object() ? &m_clusterdConfig : nullptr, &notRead);
        m_list = pipeline::listIsolatedChips(deviceInfo, m_manualInfo.is_object() ? &m_manualInfo : nullptr,
                                             FrequencyRules::builtIn(), policy, QDateTime::currentMSecsSinceEpoch());
        m_list.notRead = m_unreadMaps + notRead + m_list.notRead;
        if (m_parser.positionalArguments().value(0) == QLatin1String("list")) {
            print(m_list, m_parser.isSet(QStringLiteral("json")));
            return QCoreApplication::exit(ExitOk);
        }
        release();
    }

    void release()
    {
        // A store not read is not released either: said before anything is.
        for (const QString &unread : m_unreadMaps)
            printErr(QStringLiteral("ascend-ops-cli isolation release: not read, so not released there: %1\n").arg(unread));
        QString why;
        const QString node = m_parser.value(QStringLiteral("node"));
        std::vector<pipeline::WriteStep> steps =
            pipeline::planRelease(m_list, node, m_parser.value(QStringLiteral("device")).toInt(), m_client, &why);
        if (steps.empty()) {
            printErr(QStringLiteral("ascend-ops-cli isolation release: %1\n").arg(why));
            return QCoreApplication::exit(ExitInvalid);
        }
        previewThenSend(m_runner, steps, m_parser.isSet(QStringLiteral("dry-run")));
    }

    kube::KubeClient m_client;
    const QCommandLineParser &m_parser;
    pipeline::ActionRunner m_runner;
    Json m_deviceInfo, m_manualInfo, m_clusterdConfig;
    IsolationList m_list;
    QStringList m_errors;
    QStringList m_unreadMaps;   // optional maps that could not be read, with why
    int m_pending = 0;
};

} // namespace

int runIsolationCommand(const QStringList &args)
{
    if (args.size() < 2)
        return subcommandError(QStringLiteral("isolation"), QString());
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("kubeconfig"), QString(), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("context"), QString(), QStringLiteral("NAME")});
    parser.addOption({QStringLiteral("json"), QString()});
    parser.addOption({QStringLiteral("node"), QString(), QStringLiteral("NODE")});
    parser.addOption({QStringLiteral("device"), QString(), QStringLiteral("N")});
    parser.addOption({QStringLiteral("dry-run"), QString()});
    parser.addPositionalArgument(QStringLiteral("subcommand"), QString());
    if (!parseOrComplain(parser, args))
        return ExitUsage;
    const QString sub = parser.positionalArguments().value(0);
    bool deviceOk = false;
    parser.value(QStringLiteral("device")).toInt(&deviceOk);
    if ((sub != QLatin1String("list") && sub != QLatin1String("release")) || parser.positionalArguments().size() != 1
        || (sub == QLatin1String("release") && (parser.value(QStringLiteral("node")).isEmpty() || !deviceOk))) {
        return usageError(QStringLiteral("ascend-ops-cli isolation: expected list, or release with --node NODE --device N"));
    }
    const std::optional<kube::ClusterConnection> connection = connectionFromOptions(parser);
    if (!connection)
        return ExitUsage;
    IsolationRun run(*connection, parser);
    QTimer::singleShot(60'000, &run, [] {
        printErr(QStringLiteral("ascend-ops-cli isolation: timed out\n"));
        QCoreApplication::exit(ExitUsage);
    });
    run.start();
    return QCoreApplication::exec();
}

} // namespace ascendops::cli
