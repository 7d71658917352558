// The in-cluster manifests: the ClusterRole grants every read and write the
// pipeline makes (informers, recovery writes, Leases) and nothing beyond
// them, the Deployment runs `pipeline serve` under that account, unprivileged,
// with a journal per replica; the alerts and the dashboard ask for metrics
// the pipeline exports; both kustomizations build under the real kubectl.
#include "formats/traininglogprofile.h"
#include "pipeline/pipelinemetrics.h"
#include "../support/pipelinebench.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

#include <yaml-cpp/yaml.h>

#include <set>
#include <string>
#include <tuple>

using namespace ascendops;
using namespace ascendops::testing;

namespace {

using Grant = std::tuple<std::string, std::string, std::string>;   // group, resource, verb

const std::set<Grant> &needed()
{
    static const std::set<Grant> grants{
        // Informers (kube/clusterwatch.cpp): list and watch; get for single reads.
        {"", "nodes", "get"}, {"", "nodes", "list"}, {"", "nodes", "watch"},
        {"", "pods", "get"}, {"", "pods", "list"}, {"", "pods", "watch"}, {"", "pods/log", "get"},
        {"", "configmaps", "get"}, {"", "configmaps", "list"}, {"", "configmaps", "watch"},
        {"batch.volcano.sh", "jobs", "get"}, {"batch.volcano.sh", "jobs", "list"}, {"batch.volcano.sh", "jobs", "watch"},
        {"mindxdl.gitee.com", "ascendjobs", "get"}, {"mindxdl.gitee.com", "ascendjobs", "list"},
        {"mindxdl.gitee.com", "ascendjobs", "watch"},
        // ClusterD's process-recovery hook on the PodGroups (clustermodel/clusterwatch.cpp).
        {"scheduling.volcano.sh", "podgroups", "get"}, {"scheduling.volcano.sh", "podgroups", "list"},
        {"scheduling.volcano.sh", "podgroups", "watch"},
        // The device plugin's alarm Events (pipeline/signaldetector.cpp), and
        // the pipeline's own on the objects it acts on (kube/eventrecorder.cpp).
        {"", "events", "list"}, {"", "events", "watch"}, {"", "events", "create"}, {"", "events", "patch"},
        // Recovery writes (pipeline/recoveryplan.cpp).
        {"", "pods", "delete"}, {"", "nodes", "patch"}, {"", "configmaps", "update"},
        {"bus.volcano.sh", "commands", "create"}, {"batch.volcano.sh", "jobs", "patch"},
        {"mindxdl.gitee.com", "ascendjobs", "patch"},
        {"scheduling.volcano.sh", "podgroups", "patch"},
        // Fencing and leader election (kube/leaselock.cpp).
        {"coordination.k8s.io", "leases", "get"}, {"coordination.k8s.io", "leases", "create"},
        {"coordination.k8s.io", "leases", "update"},
    };
    return grants;
}

} // namespace

class TestInstallManifests : public QObject
{
    Q_OBJECT

    std::vector<YAML::Node> m_documents;
    std::vector<YAML::Node> m_monitoring;

    // The metric families a pipeline exports: every "# TYPE" of a scrape.
    static std::map<QString, QString> exportedFamilies()
    {
        PipelineBench bench(a2(false), PipelineMode::Observe);
        const pipeline::PipelineMetrics metrics(*bench.pipeline);
        std::map<QString, QString> families;
        for (const QString &line : metrics.exposition().split(QLatin1Char('\n')))
            if (line.startsWith(QLatin1String("# TYPE ")))
                families[line.section(QLatin1Char(' '), 2, 2)] = line.section(QLatin1Char(' '), 3, 3);
        return families;
    }

    // Every ascendops_* name in EXPRESSION is an exported family (a
    // histogram's also with _bucket, _sum or _count); "" when so.
    static QString unknownMetricIn(const QString &expression, const std::map<QString, QString> &families)
    {
        static const QRegularExpression name(QStringLiteral("ascendops_[a-z_]+"));
        for (const QRegularExpressionMatch &m : name.globalMatch(expression)) {
            QString family = m.captured();
            if (!families.count(family))
                for (const char *suffix : {"_bucket", "_sum", "_count"})
                    if (family.endsWith(QLatin1String(suffix)) && families.count(family.chopped(qsizetype(qstrlen(suffix))))
                        && families.at(family.chopped(qsizetype(qstrlen(suffix)))) == QLatin1String("histogram"))
                        family.chop(qsizetype(qstrlen(suffix)));
            if (!families.count(family))
                return m.captured();
        }
        return {};
    }

    YAML::Node find(const std::string &kind) const
    {
        for (const YAML::Node &document : m_documents)
            if (document["kind"].as<std::string>() == kind)
                return document;
        return {};
    }

private slots:
    void initTestCase()
    {
        m_documents = YAML::LoadAllFromFile(TEST_DATA_DIR "/../../installer/kubernetes/ascend-ops-pipeline.yaml");
        m_monitoring = YAML::LoadAllFromFile(TEST_DATA_DIR "/../../installer/prometheus/ascend-ops-monitoring.yaml");
        // namespace, account, role, binding, the requests' role and binding, the approvers' role, volume, log
        // profiles, deployment, service
        QCOMPARE(m_documents.size(), std::size_t(12));   // and the leading console's role
    }

    // Requests from people (pipeline/pipelinerequest.h) in the pipeline's
    // own namespace: it writes outcomes and clears answered ones there only;
    // the approvers' Role, bound to no one, grants what a sender does.
    void requestRolesGrantWhatRequestsTake()
    {
        const auto grants = [&](const char *name) {
            std::set<std::pair<std::string, std::string>> granted;   // resource, verb
            for (const YAML::Node &document : m_documents)
                if (document["kind"].as<std::string>() == "Role" && document["metadata"]["name"].as<std::string>() == name) {
                    granted.insert({"namespace", document["metadata"]["namespace"].as<std::string>()});
                    for (const YAML::Node &rule : document["rules"])
                        for (const YAML::Node &resource : rule["resources"])
                            for (const YAML::Node &verb : rule["verbs"])
                                granted.insert({resource.as<std::string>(), verb.as<std::string>()});
                }
            return granted;
        };
        using Grants = std::set<std::pair<std::string, std::string>>;
        QVERIFY(grants("ascend-ops-pipeline-requests") == (Grants{{"namespace", "ascend-ops"}, {"configmaps", "patch"}, {"configmaps", "delete"}}));
        QVERIFY(grants("ascend-ops-approver")
                == (Grants{{"namespace", "ascend-ops"}, {"leases", "get"}, {"configmaps", "create"}, {"configmaps", "get"}, {"configmaps", "list"},
                           {"configmaps", "watch"}, {"configmaps", "delete"}}));
        QVERIFY(grants("ascend-ops-console-lead")
                == (Grants{{"namespace", "ascend-ops"}, {"leases", "get"}, {"leases", "create"}, {"leases", "update"},
                           {"configmaps", "list"}, {"configmaps", "watch"}, {"configmaps", "patch"}, {"configmaps", "delete"}}));
        int bindings = 0;
        for (const YAML::Node &document : m_documents)
            if (document["kind"].as<std::string>() == "RoleBinding") {
                ++bindings;
                QCOMPARE(QString::fromStdString(document["roleRef"]["name"].as<std::string>()), QStringLiteral("ascend-ops-pipeline-requests"));
                QCOMPARE(QString::fromStdString(document["subjects"][0]["name"].as<std::string>()), QStringLiteral("ascend-ops-pipeline"));
            }
        QCOMPARE(bindings, 1);
    }

    void roleGrantsExactlyWhatThePipelineUses()
    {
        const YAML::Node role = find("ClusterRole");
        QVERIFY(role);
        std::set<Grant> granted;
        for (const YAML::Node &rule : role["rules"])
            for (const YAML::Node &group : rule["apiGroups"])
                for (const YAML::Node &resource : rule["resources"])
                    for (const YAML::Node &verb : rule["verbs"]) {
                        QVERIFY2(verb.as<std::string>() != "*" && resource.as<std::string>() != "*", "no wildcards");
                        granted.insert({group.as<std::string>(), resource.as<std::string>(), verb.as<std::string>()});
                    }
        for (const Grant &grant : needed())
            QVERIFY2(granted.count(grant), (std::get<1>(grant) + " " + std::get<2>(grant) + " is not granted").c_str());
        for (const Grant &grant : granted)
            QVERIFY2(needed().count(grant), (std::get<1>(grant) + " " + std::get<2>(grant) + " is granted but unused").c_str());
    }

    void deploymentRunsServeUnderTheAccount()
    {
        const YAML::Node deployment = find("Deployment");
        QVERIFY(deployment);
        const YAML::Node pod = deployment["spec"]["template"]["spec"];
        QCOMPARE(QString::fromStdString(pod["serviceAccountName"].as<std::string>()), QStringLiteral("ascend-ops-pipeline"));
        QCOMPARE(QString::fromStdString(find("ClusterRoleBinding")["subjects"][0]["name"].as<std::string>()),
                 QStringLiteral("ascend-ops-pipeline"));
        QVERIFY(pod["securityContext"]["runAsNonRoot"].as<bool>());
        const YAML::Node container = pod["containers"][0];
        QVERIFY(container["securityContext"]["readOnlyRootFilesystem"].as<bool>());
        QVERIFY(!container["securityContext"]["allowPrivilegeEscalation"].as<bool>());
        QStringList args;
        for (const YAML::Node &arg : container["args"])
            args << QString::fromStdString(arg.as<std::string>());
        QCOMPARE(args.mid(0, 2), (QStringList{QStringLiteral("pipeline"), QStringLiteral("serve")}));
        QCOMPARE(args.at(args.indexOf(QStringLiteral("--mode")) + 1), QStringLiteral("observe"));
        // Two replicas never share a journal: each writes under its pod name.
        QVERIFY(args.at(args.indexOf(QStringLiteral("--journal")) + 1).endsWith(QLatin1String("$(POD_NAME)")));
        QVERIFY(deployment["spec"]["replicas"].as<int>() >= 2);
    }

    // The operator's log layouts come from a ConfigMap mounted where
    // --log-profiles reads them, and the file as shipped reads.
    void logProfilesFromTheirConfigMap()
    {
        const YAML::Node pod = find("Deployment")["spec"]["template"]["spec"];
        QStringList args;
        for (const YAML::Node &arg : pod["containers"][0]["args"])
            args << QString::fromStdString(arg.as<std::string>());
        const QString file = args.at(args.indexOf(QStringLiteral("--log-profiles")) + 1);
        QString mountedFrom;
        for (const YAML::Node &mount : pod["containers"][0]["volumeMounts"])
            if (file.startsWith(QString::fromStdString(mount["mountPath"].as<std::string>()) + QLatin1Char('/')))
                mountedFrom = QString::fromStdString(mount["name"].as<std::string>());
        QString mapName;
        for (const YAML::Node &volume : pod["volumes"])
            if (QString::fromStdString(volume["name"].as<std::string>()) == mountedFrom && volume["configMap"])
                mapName = QString::fromStdString(volume["configMap"]["name"].as<std::string>());
        QCOMPARE(mapName, QStringLiteral("ascend-ops-log-profiles"));
        const YAML::Node map = find("ConfigMap");
        QCOMPARE(map["metadata"]["name"].as<std::string>(), std::string("ascend-ops-log-profiles"));
        const std::string text = map["data"][file.section(QLatin1Char('/'), -1).toStdString()].as<std::string>();
        const auto profiles = readTrainingLogProfiles(text);
        QVERIFY2(profiles.ok(), qPrintable(profiles.error()));
        QVERIFY(profiles.value().empty());
    }

    // The kubelet probes the pipeline and Prometheus scrapes it, on the port
    // serve listens on.
    void probesAndMetricsOnTheServePort()
    {
        const YAML::Node container = find("Deployment")["spec"]["template"]["spec"]["containers"][0];
        QStringList args;
        for (const YAML::Node &arg : container["args"])
            args << QString::fromStdString(arg.as<std::string>());
        const QString listen = args.at(args.indexOf(QStringLiteral("--metrics-listen")) + 1);
        QCOMPARE(listen, QStringLiteral("0.0.0.0:9464"));
        QCOMPARE(container["ports"][0]["containerPort"].as<int>(), 9464);
        QCOMPARE(QString::fromStdString(container["livenessProbe"]["httpGet"]["path"].as<std::string>()), QStringLiteral("/healthz"));
        QCOMPARE(QString::fromStdString(container["readinessProbe"]["httpGet"]["path"].as<std::string>()), QStringLiteral("/readyz"));
        const YAML::Node service = find("Service");
        QVERIFY(service);
        QCOMPARE(service["spec"]["ports"][0]["port"].as<int>(), 9464);
        QCOMPARE(QString::fromStdString(service["metadata"]["annotations"]["prometheus.io/scrape"].as<std::string>()), QStringLiteral("true"));
    }

    // Every alert and every dashboard panel asks for metrics the pipeline
    // exports, and there is an alert for each of the conditions.
    void alertsAndDashboardNameExportedMetrics()
    {
        const std::map<QString, QString> families = exportedFamilies();
        QVERIFY(families.size() >= 10);
        QStringList alerts;
        int expressions = 0;
        for (const YAML::Node &document : m_monitoring) {
            if (document["kind"].as<std::string>() != "PrometheusRule")
                continue;
            for (const YAML::Node &group : document["spec"]["groups"])
                for (const YAML::Node &rule : group["rules"]) {
                    const QString expr = QString::fromStdString(rule["expr"].as<std::string>());
                    QVERIFY2(unknownMetricIn(expr, families).isEmpty(), qPrintable(expr));
                    QVERIFY2(expr.contains(QLatin1String("ascendops_")), qPrintable(expr));
                    alerts << QString::fromStdString(rule["alert"].as<std::string>());
                    ++expressions;
                }
        }
        QCOMPARE(alerts, (QStringList{QStringLiteral("AscendOpsIncidentWaitingForPerson"), QStringLiteral("AscendOpsCircuitBreakerTripped"),
                                      QStringLiteral("AscendOpsNoLeader"), QStringLiteral("AscendOpsJournalFailing"),
                                      QStringLiteral("AscendOpsRecoveryFailed")}));
        QFile file(QStringLiteral(TEST_DATA_DIR "/../../installer/kubernetes/ascend-ops-dashboard.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const nlohmann::json dashboard = nlohmann::json::parse(file.readAll().toStdString(), nullptr, false);
        QVERIFY(dashboard.is_object());
        for (const nlohmann::json &panel : dashboard["panels"])
            for (const nlohmann::json &target : panel["targets"]) {
                const QString expr = QString::fromStdString(target.value("expr", ""));
                QVERIFY2(expr.contains(QLatin1String("ascendops_")) && unknownMetricIn(expr, families).isEmpty(), qPrintable(expr));
                ++expressions;
            }
        QVERIFY(expressions > 10);
        // A name the pipeline does not export is caught.
        QCOMPARE(unknownMetricIn(QStringLiteral("rate(ascendops_recovery_seconds_bucket[5m]) + ascendops_made_up"), families),
                 QStringLiteral("ascendops_made_up"));
    }

    // The real kubectl builds both kustomizations: the pipeline with its
    // dashboard, and with the Prometheus Operator's objects on top.
    void kustomizationsBuild()
    {
        if (!QFile::exists(QStringLiteral("/usr/bin/kubectl")))
            QSKIP("/usr/bin/kubectl is not installed");
        for (const auto &[dir, kinds] : {std::pair{"kubernetes", QStringList{QStringLiteral("ConfigMap"), QStringLiteral("Deployment")}},
                                         std::pair{"prometheus", QStringList{QStringLiteral("ServiceMonitor"), QStringLiteral("PrometheusRule"),
                                                                             QStringLiteral("Deployment")}}}) {
            QProcess kubectl;
            kubectl.start(QStringLiteral("/usr/bin/kubectl"),
                          {QStringLiteral("kustomize"), QStringLiteral(TEST_DATA_DIR "/../../installer/") + QLatin1String(dir)});
            QVERIFY(kubectl.waitForFinished(60000));
            QVERIFY2(kubectl.exitCode() == 0, kubectl.readAllStandardError().constData());
            QStringList built;
            for (const YAML::Node &object : YAML::LoadAll(kubectl.readAllStandardOutput().toStdString())) {
                built << QString::fromStdString(object["kind"].as<std::string>());
                if (built.last() == QLatin1String("ConfigMap") && object["metadata"]["name"].as<std::string>() == "ascend-ops-dashboard") {
                    QCOMPARE(object["metadata"]["labels"]["grafana_dashboard"].as<std::string>(), std::string("1"));
                    QVERIFY(object["data"]["ascend-ops-dashboard.json"]);
                }
            }
            for (const QString &kind : kinds)
                QVERIFY2(built.contains(kind), qPrintable(QLatin1String(dir) + QLatin1Char(' ') + built.join(QLatin1Char(','))));
        }
    }
};

QTEST_GUILESS_MAIN(TestInstallManifests)
#include "tst_installmanifests.moc"
