// `ascend-ops-cli node` on the embedded cluster over HTTPS: cordon and
// uncordon, a drain through the Eviction API that a PodDisruptionBudget can
// refuse, a maintenance pause of automatic recovery and its resume, each
// shown as a server-side dry run first; a dry run and a refused write change
// nothing; `cluster capacity` then counts a cordoned spare as out of service.
#include "../support/clirun.h"
#include "../support/simserver.h"

#include "kube/kubeclient.h"
#include "kube/kubeconfig.h"
#include "kube/kubereply.h"
#include "kube/resourcetype.h"
#include "model/maintenancepause.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace ascendops;
using Json = nlohmann::json;

class TestCliNode : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    static Json nodeObject(kube::KubeClient &client, const char *name)
    {
        kube::KubeReply *reply = client.get(kube::ResourceType::nodes(), QString(), QLatin1String(name));
        QSignalSpy done(reply, &kube::KubeReply::finished);
        return (reply->isFinished() || done.wait(10000)) && reply->isOk() ? reply->object() : Json();
    }

    static bool cordoned(const Json &node) { return node.value("spec", Json::object()).value("unschedulable", false); }

private slots:
    void repairCycle()
    {
        SimServer server(m_dir.filePath(QStringLiteral("kubeconfig")), QStringLiteral("a2-small"));
        QString error;
        QVERIFY2(server.start(0, &error), qPrintable(error));
        const auto resolved = kube::Kubeconfig::load({server.kubeconfig()}).resolve(QStringLiteral("sim-admin"));
        QVERIFY(resolved.connection);
        kube::KubeClient client(*resolved.connection);
        const QStringList common{QStringLiteral("--kubeconfig"), server.kubeconfig()};
        const auto node = [&common](const QStringList &args) { return runCli(QStringList{QStringLiteral("node")} + args + common); };

        // The spare (node-4) cordoned: a dry run first, which changes nothing.
        CliRun run = node({QStringLiteral("cordon"), QStringLiteral("node-4"), QStringLiteral("--dry-run")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err.join(QLatin1Char('\n'))));
        QVERIFY(run.rawOut.contains("server-side dry run:\n  cordon node node-4 (spec.unschedulable true): ok"));
        QVERIFY(run.rawOut.contains("+ /spec/unschedulable: true"));
        QVERIFY(!cordoned(nodeObject(client, "node-4")));
        run = node({QStringLiteral("cordon"), QStringLiteral("node-4")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.rawOut.contains("sent:"));
        QVERIFY(cordoned(nodeObject(client, "node-4")));
        run = runCli(QStringList{QStringLiteral("cluster"), QStringLiteral("capacity"), QStringLiteral("--json")} + common);
        const Json capacity = Json::parse(run.rawOut.toStdString(), nullptr, false);
        QVERIFY2(capacity.is_object() && capacity["spares"] == Json::parse(R"({"healthy":0,"subHealthy":0,"faulty":1,"unknown":0})")
                     && capacity["npus"]["unavailable"] == 8,
                 run.rawOut.constData());

        // A pause needs its reason; it records who and when.
        run = node({QStringLiteral("pause"), QStringLiteral("node-2")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.join(QLatin1Char(' ')).contains(QLatin1String("--reason TEXT")));
        run = node({QStringLiteral("pause"), QStringLiteral("node-2"), QStringLiteral("node-3"), QStringLiteral("--reason"),
                    QStringLiteral("replacing optics")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err.join(QLatin1Char('\n'))));
        for (const char *name : {"node-2", "node-3"}) {
            const std::optional<MaintenancePause> pause = pauseOf(nodeObject(client, name));
            QVERIFY2(pause, name);
            QCOMPARE(pause->reason, QStringLiteral("replacing optics"));
            QVERIFY(pause->by.contains(QLatin1String("kubeconfig user sim-admin")));
            QVERIFY(!pause->since.isEmpty());
        }

        // A context that may only read: refused at the dry run, nothing sent.
        run = node({QStringLiteral("resume"), QStringLiteral("node-2"), QStringLiteral("--context"), QStringLiteral("sim-readonly")});
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.rawOut.toLower().contains("forbidden"));
        QVERIFY(!run.rawOut.contains("sent:"));
        QVERIFY(pauseOf(nodeObject(client, "node-2")));

        run = node({QStringLiteral("resume"), QStringLiteral("node-2")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(!pauseOf(nodeObject(client, "node-2")));
        QVERIFY(pauseOf(nodeObject(client, "node-3")));
        run = node({QStringLiteral("uncordon"), QStringLiteral("node-4")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(!cordoned(nodeObject(client, "node-4")));

        // A drain evicts through the Eviction API: a PodDisruptionBudget that
        // allows no disruption refuses it at the dry run, and nothing is sent.
        const kube::ResourceType budgets{QStringLiteral("policy"), QStringLiteral("v1"), QStringLiteral("poddisruptionbudgets"),
                                         QStringLiteral("PodDisruptionBudget"), true};
        const Json budget{{"apiVersion", "policy/v1"}, {"kind", "PodDisruptionBudget"},
                          {"metadata", {{"name", "mindx-a2"}, {"namespace", "default"}}},
                          {"spec", {{"minAvailable", 4}, {"selector", {{"matchLabels", {{"volcano.sh/job-name", "mindx-a2"}}}}}}}};
        kube::KubeReply *created = client.create(budgets, QStringLiteral("default"), budget);
        QSignalSpy made(created, &kube::KubeReply::finished);
        QVERIFY((created->isFinished() || made.wait(10000)) && created->isOk());
        const auto podOn = [&client](const char *nodeName) {
            kube::ListOptions options;
            options.fieldSelector = QStringLiteral("spec.nodeName=") + QLatin1String(nodeName);
            kube::KubeReply *listed = client.list(kube::ResourceType::pods(), QString(), options);
            QSignalSpy done(listed, &kube::KubeReply::finished);
            return (listed->isFinished() || done.wait(10000)) && listed->isOk() ? listed->object()["items"].size() : std::size_t(99);
        };
        QCOMPARE(podOn("node-1"), std::size_t(1));
        run = node({QStringLiteral("drain"), QStringLiteral("node-1")});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.rawOut.contains("evict pod default/mindx-a2-worker-1 (its PodDisruptionBudgets permitting): ")
                     && run.rawOut.contains("disruption budget"),
                 run.rawOut.constData());
        QVERIFY(!run.rawOut.contains("sent:"));
        QVERIFY(!cordoned(nodeObject(client, "node-1")));
        QCOMPARE(podOn("node-1"), std::size_t(1));
        // With room in the budget (minAvailable 3), the pod goes and the server is cordoned.
        kube::KubeReply *eased = client.patch(budgets, QStringLiteral("default"), QStringLiteral("mindx-a2"), kube::PatchType::Merge,
                                              Json{{"spec", {{"minAvailable", 3}}}});
        QSignalSpy patched(eased, &kube::KubeReply::finished);
        QVERIFY((eased->isFinished() || patched.wait(10000)) && eased->isOk());
        run = node({QStringLiteral("drain"), QStringLiteral("node-1")});
        QVERIFY2(run.exitCode == 0, run.rawOut.constData());
        QVERIFY(run.rawOut.contains("sent:\n  cordon node node-1 (spec.unschedulable true): ok"));
        QVERIFY(cordoned(nodeObject(client, "node-1")));
        QCOMPARE(podOn("node-1"), std::size_t(0));

        // A server that is not there, or none named: said, nothing written.
        run = node({QStringLiteral("cordon"), QStringLiteral("node-9")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.join(QLatin1Char(' ')).contains(QLatin1String("node-9")));
        QCOMPARE(node({QStringLiteral("cordon")}).exitCode, 2);
        QCOMPARE(node({QStringLiteral("drain-all"), QStringLiteral("node-1")}).exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestCliNode)
#include "tst_cli_node.moc"
