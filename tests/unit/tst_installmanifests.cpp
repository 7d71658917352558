// The in-cluster manifests: the ClusterRole grants every read and write the
// pipeline makes (informers, recovery writes, Leases) and nothing beyond
// them, the Deployment runs `pipeline serve` under that account, unprivileged,
// with a journal per replica.
#include <QTest>

#include <yaml-cpp/yaml.h>

#include <set>
#include <string>
#include <tuple>

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
        QCOMPARE(m_documents.size(), std::size_t(7));   // namespace, account, role, binding, volume, deployment, service
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
};

QTEST_GUILESS_MAIN(TestInstallManifests)
#include "tst_installmanifests.moc"
