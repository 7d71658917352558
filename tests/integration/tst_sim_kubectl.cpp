// The embedded cluster under the real kubectl: `ascend-ops-cli sim serve`
// runs as a process on a free loopback port and /usr/bin/kubectl talks to it
// through the kubeconfig it writes, as an operator would.
#include "sim/apiserver/certificateauthority.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

namespace {

const QString kKubectl = QStringLiteral("/usr/bin/kubectl");

struct KubectlRun
{
    int exitCode = -1;
    QString out;
    QString err;
};

QStringList nonEmptyLines(const QString &text)
{
    return text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

} // namespace

class TestSimKubectl : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QProcess m_server;
    QString m_kubeconfig;

    QProcessEnvironment kubectlEnvironment() const
    {
        // Own HOME and cache so that runs never share discovery caches.
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), m_dir.path());
        env.insert(QStringLiteral("KUBECACHEDIR"), m_dir.filePath(QStringLiteral("kubecache")));
        env.remove(QStringLiteral("KUBECONFIG"));
        return env;
    }

    QStringList kubectlArgs(const QStringList &args, const QString &kubeconfig = {}) const
    {
        return QStringList{QStringLiteral("--kubeconfig"), kubeconfig.isEmpty() ? m_kubeconfig : kubeconfig,
                           QStringLiteral("--request-timeout=20s")} + args;
    }

    KubectlRun kubectl(const QStringList &args, const QString &kubeconfig = {}) const
    {
        QProcess process;
        process.setProcessEnvironment(kubectlEnvironment());
        process.start(kKubectl, kubectlArgs(args, kubeconfig));
        KubectlRun run;
        if (!process.waitForFinished(60000)) {
            process.kill();
            process.waitForFinished();
            run.err = QStringLiteral("kubectl did not finish within 60 s");
            return run;
        }
        run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
        run.out = QString::fromUtf8(process.readAllStandardOutput());
        run.err = QString::fromUtf8(process.readAllStandardError());
        return run;
    }

    // A name in the default namespace: the job's first pod.
    QString firstPod()
    {
        const KubectlRun run = kubectl({QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-o"),
                                        QStringLiteral("jsonpath={.items[0].metadata.name}")});
        return run.exitCode == 0 ? run.out.trimmed() : QString();
    }

    QString writeFile(const QString &name, const QByteArray &content)
    {
        QFile file(m_dir.filePath(name));
        if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size())
            return {};
        return file.fileName();
    }

    // The kubeconfig with one line's value replaced (CA data or a token).
    QString kubeconfigWith(const QString &name, const QByteArray &key, const QByteArray &value)
    {
        QFile file(m_kubeconfig);
        if (!file.open(QIODevice::ReadOnly))
            return {};
        QList<QByteArray> lines = file.readAll().split('\n');
        for (QByteArray &line : lines) {
            const qsizetype at = line.indexOf(key + ':');
            if (at >= 0)
                line = line.left(at) + key + ": " + value;
        }
        return writeFile(name, lines.join('\n'));
    }

private slots:
    void initTestCase()
    {
        if (!QFile::exists(kKubectl))
            QSKIP("/usr/bin/kubectl is not installed: the kubectl integration tests need the real kubectl");
        QVERIFY(m_dir.isValid());
        m_kubeconfig = m_dir.filePath(QStringLiteral("kubeconfig"));
        m_server.setProcessChannelMode(QProcess::SeparateChannels);
        m_server.start(QStringLiteral(CLI_PATH),
                       {QStringLiteral("sim"), QStringLiteral("serve"), QStringLiteral("--listen"),
                        QStringLiteral("127.0.0.1:0"), QStringLiteral("--preset"), QStringLiteral("a3-demo"),
                        QStringLiteral("--kubeconfig-out"), m_kubeconfig, QStringLiteral("--fabric-out"),
                        m_dir.filePath(QStringLiteral("fabric.json"))});
        QVERIFY2(m_server.waitForStarted(10000), qPrintable(m_server.errorString()));
        QTRY_VERIFY_WITH_TIMEOUT(m_server.canReadLine() || m_server.state() != QProcess::Running, 60000);
        const QString line = QString::fromUtf8(m_server.readLine()).trimmed();
        QVERIFY2(line.startsWith(QLatin1String("serving https://127.0.0.1:")),
                 qPrintable(line + QString::fromUtf8(m_server.readAllStandardError())));
        QVERIFY(QFile::exists(m_kubeconfig));
        QFile file(m_kubeconfig);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray config = file.readAll();
        QVERIFY(config.contains("server: " + line.mid(8).toUtf8()));
        QVERIFY(config.contains("current-context: sim-admin"));
    }

    void getNodes()
    {
        const KubectlRun run = kubectl({QStringLiteral("get"), QStringLiteral("nodes")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QStringList lines = nonEmptyLines(run.out);
        QVERIFY2(lines.size() >= 2, qPrintable(run.out));
        QVERIFY(lines[0].contains(QRegularExpression(QStringLiteral("^NAME\\s+STATUS\\s+ROLES\\s+AGE\\s+VERSION"))));
        for (const QString &row : lines.mid(1))
            QVERIFY2(row.contains(QLatin1String(" Ready")), qPrintable(row));
    }

    void getPodsAllNamespacesWide()
    {
        const KubectlRun nodes = kubectl({QStringLiteral("get"), QStringLiteral("nodes"), QStringLiteral("-o"), QStringLiteral("name")});
        QCOMPARE(nodes.exitCode, 0);
        const KubectlRun run = kubectl({QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-A"),
                                        QStringLiteral("-o"), QStringLiteral("wide")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QStringList lines = nonEmptyLines(run.out);
        QVERIFY2(lines.size() >= 2, qPrintable(run.out));
        QVERIFY(lines[0].contains(QRegularExpression(QStringLiteral("^NAMESPACE\\s+NAME\\s+READY\\s+STATUS.*\\sIP\\s+NODE"))));
        // Every pod runs on a node the cluster has (the last column).
        for (const QString &row : lines.mid(1)) {
            const QString node = row.split(QLatin1Char(' '), Qt::SkipEmptyParts).last();
            QVERIFY2(nodes.out.contains(QStringLiteral("node/") + node + QLatin1Char('\n')), qPrintable(row));
        }
    }

    // kubectl logs on a training pod: the lines its processes print, with
    // the kubelet's timestamps, the last ones only, and followed.
    void logsOfATrainingPod()
    {
        const KubectlRun pods = kubectl({QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-o"), QStringLiteral("name")});
        QVERIFY2(pods.exitCode == 0, qPrintable(pods.err));
        const QStringList names = nonEmptyLines(pods.out).filter(QStringLiteral("mindx-a3"));
        QVERIFY(!names.isEmpty());
        // The last rank's pod prints the steps (Megatron's print_rank_last).
        QString last;
        const auto findStepping = [&] {
            for (const QString &name : names)
                if (kubectl({QStringLiteral("logs"), name}).out.contains(QLatin1String(" iteration ")))
                    last = name;
            return !last.isEmpty();
        };
        QTRY_VERIFY_WITH_TIMEOUT(findStepping(), 20000);
        const KubectlRun tail = kubectl({QStringLiteral("logs"), last, QStringLiteral("--timestamps"), QStringLiteral("--tail=1")});
        QVERIFY2(tail.exitCode == 0, qPrintable(tail.err));
        const QStringList lines = nonEmptyLines(tail.out);
        QCOMPARE(lines.size(), 1);
        QVERIFY2(lines[0].contains(QRegularExpression(QStringLiteral("^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{9}Z  iteration"))),
                 qPrintable(lines[0]));
        const KubectlRun missing = kubectl({QStringLiteral("logs"), QStringLiteral("no-such-pod")});
        QVERIFY(missing.exitCode != 0);
        QVERIFY2(missing.err.contains(QLatin1String("not found")), qPrintable(missing.err));
    }

    void getVolcanoJobsByShortName()
    {
        const KubectlRun run = kubectl({QStringLiteral("get"), QStringLiteral("vcjob"), QStringLiteral("-A")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QStringList lines = nonEmptyLines(run.out);
        QVERIFY2(lines.size() >= 2, qPrintable(run.out));
        QVERIFY(lines[0].contains(QRegularExpression(QStringLiteral("^NAMESPACE\\s+NAME\\s+STATUS\\s+MINAVAILABLE\\s+RUNNINGS"))));
        const KubectlRun json = kubectl({QStringLiteral("get"), QStringLiteral("vj"), QStringLiteral("-A"), QStringLiteral("-o"),
                                         QStringLiteral("jsonpath={.items[0].kind} {.items[0].apiVersion}")});
        QCOMPARE(json.out, QStringLiteral("Job batch.volcano.sh/v1alpha1"));
    }

    // A cluster whose job is an AscendJob: kubectl lists it by its short
    // name with the operator's State column, and its pods by the labels the
    // Ascend Operator sets.
    void ascendJobClusterIsListedByKubectl()
    {
        QProcess server;
        const QString kubeconfig = m_dir.filePath(QStringLiteral("acjob.kubeconfig"));
        server.start(QStringLiteral(CLI_PATH), {QStringLiteral("sim"), QStringLiteral("serve"), QStringLiteral("--listen"),
                                                QStringLiteral("127.0.0.1:0"), QStringLiteral("--preset"), QStringLiteral("a2-small"),
                                                QStringLiteral("--job-kind"), QStringLiteral("ascendjob"),
                                                QStringLiteral("--kubeconfig-out"), kubeconfig});
        QVERIFY(server.waitForStarted(10000));
        QTRY_VERIFY_WITH_TIMEOUT(server.canReadLine() || server.state() != QProcess::Running, 60000);
        QVERIFY2(server.readLine().startsWith("serving https://"), server.readAllStandardError().constData());
        const KubectlRun jobs = kubectl({QStringLiteral("get"), QStringLiteral("acjob")}, kubeconfig);
        QVERIFY2(jobs.exitCode == 0, qPrintable(jobs.err));
        const QStringList lines = nonEmptyLines(jobs.out);
        QCOMPARE(lines.size(), 3);   // the running job and the queued AscendJob beside it
        QVERIFY2(lines[0].contains(QRegularExpression(QStringLiteral("^NAME\\s+STATE\\s+AGE"))), qPrintable(jobs.out));
        QVERIFY2(lines[1].contains(QRegularExpression(QStringLiteral("^mindx-a2\\s+Running\\s"))), qPrintable(jobs.out));
        QVERIFY2(lines[2].contains(QRegularExpression(QStringLiteral("^queued-llama-tuned\\s+Created\\s"))), qPrintable(jobs.out));
        const KubectlRun pods = kubectl({QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-l"),
                                         QStringLiteral("training.kubeflow.org/job-name=mindx-a2"), QStringLiteral("-o"),
                                         QStringLiteral("name")},
                                        kubeconfig);
        QVERIFY2(pods.exitCode == 0, qPrintable(pods.err));
        QVERIFY2(pods.out.contains(QLatin1String("pod/mindx-a2-master-0\n")) && pods.out.contains(QLatin1String("pod/mindx-a2-worker-2\n")),
                 qPrintable(pods.out));
        // A cluster without that job still serves the kind: an empty list.
        const KubectlRun none = kubectl({QStringLiteral("get"), QStringLiteral("acjob"), QStringLiteral("-A")});
        QVERIFY2(none.exitCode == 0, qPrintable(none.err));
        server.terminate();
        QVERIFY(server.waitForFinished(20000));
    }

    // The console's in-cluster install, with and without the Prometheus
    // Operator's objects, as `kubectl apply --dry-run=client -k` reads it
    // against a cluster: every object maps to a resource the server serves.
    void installerAppliesAsAClientDryRun()
    {
        const QString installer = QStringLiteral(TEST_DATA_DIR "/../../installer/");
        const QStringList base{QStringLiteral("namespace/ascend-ops"), QStringLiteral("serviceaccount/ascend-ops-pipeline"),
                               QStringLiteral("clusterrole.rbac.authorization.k8s.io/ascend-ops-pipeline"),
                               QStringLiteral("clusterrolebinding.rbac.authorization.k8s.io/ascend-ops-pipeline"),
                               QStringLiteral("role.rbac.authorization.k8s.io/ascend-ops-pipeline-requests"),
                               QStringLiteral("rolebinding.rbac.authorization.k8s.io/ascend-ops-pipeline-requests"),
                               QStringLiteral("role.rbac.authorization.k8s.io/ascend-ops-approver"),
                               QStringLiteral("role.rbac.authorization.k8s.io/ascend-ops-console-lead"),
                               QStringLiteral("configmap/ascend-ops-dashboard"), QStringLiteral("configmap/ascend-ops-log-profiles"),
                               QStringLiteral("service/ascend-ops-pipeline-metrics"),
                               QStringLiteral("persistentvolumeclaim/ascend-ops-journal"),
                               QStringLiteral("deployment.apps/ascend-ops-pipeline")};
        const QStringList monitoring{QStringLiteral("prometheusrule.monitoring.coreos.com/ascend-ops-pipeline"),
                                     QStringLiteral("servicemonitor.monitoring.coreos.com/ascend-ops-pipeline")};
        for (const auto &[dir, objects] : {std::pair{"kubernetes", base}, std::pair{"prometheus", base + monitoring}}) {
            const KubectlRun run = kubectl({QStringLiteral("apply"), QStringLiteral("--dry-run=client"), QStringLiteral("-k"),
                                            installer + QLatin1String(dir)});
            QVERIFY2(run.exitCode == 0, qPrintable(run.err));
            QCOMPARE(nonEmptyLines(run.out).size(), objects.size());
            for (const QString &object : objects)
                QVERIFY2(run.out.contains(object + QLatin1String(" created (dry run)")), qPrintable(run.out));
        }
    }

    void getConfigMapsInKubeSystem()
    {
        const KubectlRun run = kubectl({QStringLiteral("get"), QStringLiteral("cm"), QStringLiteral("-n"), QStringLiteral("kube-system")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.out.contains(QLatin1String("mindx-dl-deviceinfo-")), qPrintable(run.out));
        QVERIFY(nonEmptyLines(run.out)[0].contains(QRegularExpression(QStringLiteral("^NAME\\s+DATA\\s+AGE"))));
    }

    // The job's start scripts, where a real cluster keeps them: a ConfigMap
    // the job mounts, which the recovery-time profile reads back.
    void trainingScriptsAreAConfigMap()
    {
        const KubectlRun run = kubectl({QStringLiteral("get"), QStringLiteral("configmap"), QStringLiteral("train-scripts-mindx-a3"),
                                        QStringLiteral("-o"), QStringLiteral("jsonpath={.data.train_start\\.sh}")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.out.contains(QLatin1String("torchrun --nnodes=8 --nproc_per_node=16 ${ROOT_PATH}/train.py --save-interval 100")),
                 qPrintable(run.out));
        const KubectlRun mount = kubectl({QStringLiteral("get"), QStringLiteral("vcjob"), QStringLiteral("mindx-a3"), QStringLiteral("-o"),
                                          QStringLiteral("jsonpath={.spec.tasks[0].template.spec.volumes[?(@.name==\"code\")].configMap.name}")});
        QVERIFY2(mount.exitCode == 0, qPrintable(mount.err));
        QCOMPARE(mount.out, QStringLiteral("train-scripts-mindx-a3"));
    }

    // The cluster's fabric is not route-affine in list order: the job's own
    // rank table, read with kubectl, plans to one crossing per leaf. Read
    // while the job has the servers it was first given: the tests below
    // delete a pod and restart the job, and where the pods come back the
    // table plans otherwise (6 crossings, not 8, seen once under ASan).
    void theJobsRankTablePlansAgainstItsFabric()
    {
        QString table;
        QTRY_VERIFY_WITH_TIMEOUT((table = kubectl({QStringLiteral("get"), QStringLiteral("configmap"), QStringLiteral("rings-config-mindx-a3"),
                                                   QStringLiteral("-o"), QStringLiteral("jsonpath={.data.hccl\\.json}")}).out)
                                     .contains(QLatin1String("\"completed\"")), 60000);
        const QString path = writeFile(QStringLiteral("hccl.json"), table.toUtf8());
        QProcess plan;
        plan.start(QStringLiteral(CLI_PATH), {QStringLiteral("ranktable"), QStringLiteral("plan"), path, QStringLiteral("--topology"),
                                              m_dir.filePath(QStringLiteral("fabric.json")), QStringLiteral("--json")});
        QVERIFY(plan.waitForFinished(60000));
        const QByteArray err = plan.readAllStandardError();
        QVERIFY2(plan.exitCode() == 0, err.constData());
        const QJsonObject report = QJsonDocument::fromJson(plan.readAllStandardOutput()).object();
        // Two super-pods of four job servers, two leaves each, interleaved.
        QCOMPARE(report.value(QStringLiteral("cross_switch_hops")).toObject().value(QStringLiteral("before")).toInt(), 8);
        QCOMPARE(report.value(QStringLiteral("cross_switch_hops")).toObject().value(QStringLiteral("after")).toInt(), 4);
        QCOMPARE(report.value(QStringLiteral("servers")).toArray().at(1).toObject().value(QStringLiteral("switch")).toString(),
                 QStringLiteral("leaf-0-0"));
    }

    void watchPodsSeesAChange()
    {
        const QString pod = firstPod();
        QVERIFY(!pod.isEmpty());
        QProcess watch;
        watch.setProcessEnvironment(kubectlEnvironment());
        watch.start(kKubectl, kubectlArgs({QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-w")}));
        QVERIFY(watch.waitForStarted());
        QByteArray seen;
        QTRY_VERIFY_WITH_TIMEOUT((seen += watch.readAllStandardOutput()).contains(pod.toUtf8()), 30000);
        const int linesBefore = int(seen.count('\n'));
        const KubectlRun patch = kubectl({QStringLiteral("label"), QStringLiteral("pod"), pod, QStringLiteral("watched=yes")});
        QVERIFY2(patch.exitCode == 0, qPrintable(patch.err));
        // The label change arrives as a new row for the same pod.
        QTRY_VERIFY_WITH_TIMEOUT((seen += watch.readAllStandardOutput()).count('\n') > linesBefore, 30000);
        QVERIFY(seen.split('\n').last().isEmpty());
        QVERIFY(nonEmptyLines(QString::fromUtf8(seen)).last().startsWith(pod));
        watch.kill();
        watch.waitForFinished();
    }

    void deletePod()
    {
        const QString pod = firstPod();
        QVERIFY(!pod.isEmpty());
        const KubectlRun before = kubectl({QStringLiteral("get"), QStringLiteral("pod"), pod, QStringLiteral("-o"),
                                           QStringLiteral("jsonpath={.metadata.uid}")});
        QCOMPARE(before.exitCode, 0);
        // kubectl delete waits (through a watch) until the pod is gone.
        const KubectlRun run = kubectl({QStringLiteral("delete"), QStringLiteral("pod"), pod});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(run.out.trimmed(), QStringLiteral("pod \"%1\" deleted").arg(pod));
        // Gone, or recreated by the simulated controllers under the same name: then it is a new object.
        const KubectlRun after = kubectl({QStringLiteral("get"), QStringLiteral("pod"), pod, QStringLiteral("-o"),
                                          QStringLiteral("jsonpath={.metadata.uid}")});
        if (after.exitCode == 0)
            QVERIFY(after.out != before.out);
        else
            QVERIFY2(after.err.contains(QLatin1String("NotFound")), qPrintable(after.err));
    }

    // kubectl drain finds pods/eviction in discovery and evicts through it;
    // a server-side dry run (asked in the Eviction's deleteOptions) cordons
    // and evicts nothing.
    void drainDryRunEvicts()
    {
        const auto podsOn = [this] {
            return kubectl({QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-A"), QStringLiteral("--field-selector"),
                            QStringLiteral("spec.nodeName=node-3"), QStringLiteral("-o"), QStringLiteral("name")}).out;
        };
        const QString before = podsOn();
        QVERIFY(!before.trimmed().isEmpty());
        const KubectlRun run = kubectl({QStringLiteral("drain"), QStringLiteral("node-3"), QStringLiteral("--ignore-daemonsets"),
                                        QStringLiteral("--dry-run=server"), QStringLiteral("--timeout=20s")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.out.contains(QLatin1String("evicting pod default/")) && run.out.contains(QLatin1String("(server dry run)")),
                 qPrintable(run.out));
        const KubectlRun node = kubectl({QStringLiteral("get"), QStringLiteral("node"), QStringLiteral("node-3"), QStringLiteral("-o"),
                                         QStringLiteral("jsonpath={.spec.unschedulable}")});
        QCOMPARE(node.out.trimmed(), QString());
        QCOMPARE(podsOn(), before);
    }

    void createCommandAndFault()
    {
        const KubectlRun job = kubectl({QStringLiteral("get"), QStringLiteral("vcjob"), QStringLiteral("-o"),
                                        QStringLiteral("jsonpath={.items[0].metadata.name}")});
        QVERIFY(job.exitCode == 0 && !job.out.isEmpty());
        const QString command = writeFile(QStringLiteral("command.yaml"), QStringLiteral(
            "apiVersion: bus.volcano.sh/v1alpha1\n"
            "kind: Command\n"
            "metadata:\n"
            "  generateName: %1-restartjob-\n"
            "  namespace: default\n"
            "action: RestartJob\n"
            "target: {apiVersion: batch.volcano.sh/v1alpha1, kind: Job, name: %1}\n").arg(job.out).toUtf8());
        const KubectlRun created = kubectl({QStringLiteral("create"), QStringLiteral("-f"), command});
        QVERIFY2(created.exitCode == 0, qPrintable(created.err));
        QVERIFY2(created.out.contains(QRegularExpression(QStringLiteral("^command.bus.volcano.sh/%1-restartjob-[a-z0-9]{5} created").arg(job.out))),
                 qPrintable(created.out));

        const KubectlRun node = kubectl({QStringLiteral("get"), QStringLiteral("nodes"), QStringLiteral("-o"),
                                         QStringLiteral("jsonpath={.items[0].metadata.name}")});
        QVERIFY(node.exitCode == 0 && !node.out.isEmpty());
        const QString fault = writeFile(QStringLiteral("fault.yaml"), QStringLiteral(
            "apiVersion: sim.ascendops.io/v1alpha1\n"
            "kind: Fault\n"
            "metadata:\n"
            "  name: test-link-flap\n"
            "spec:\n"
            "  kind: link-flap\n"
            "  node: %1\n"
            "  device: 3\n"
            "  durationSeconds: 600\n").arg(node.out).toUtf8());
        const KubectlRun faultRun = kubectl({QStringLiteral("create"), QStringLiteral("-f"), fault});
        QVERIFY2(faultRun.exitCode == 0, qPrintable(faultRun.err));
        QCOMPARE(faultRun.out.trimmed(), QStringLiteral("fault.sim.ascendops.io/test-link-flap created"));
        const KubectlRun got = kubectl({QStringLiteral("get"), QStringLiteral("faults.sim.ascendops.io"), QStringLiteral("test-link-flap"),
                                        QStringLiteral("-o"), QStringLiteral("jsonpath={.spec.kind}/{.spec.device}")});
        QCOMPARE(got.out, QStringLiteral("link-flap/3"));
        const KubectlRun again = kubectl({QStringLiteral("create"), QStringLiteral("-f"), fault});
        QVERIFY(again.exitCode != 0);
        QVERIFY2(again.err.contains(QLatin1String("AlreadyExists")), qPrintable(again.err));
    }

    // The NPU Exporter's metrics through the API server's node proxy path;
    // a link-down Fault turns the die's link status to 0.
    void nodeMetricsThroughProxy()
    {
        const KubectlRun node = kubectl({QStringLiteral("get"), QStringLiteral("nodes"), QStringLiteral("-o"),
                                         QStringLiteral("jsonpath={.items[1].metadata.name}")});
        QVERIFY(node.exitCode == 0 && !node.out.isEmpty());
        const QString path = QStringLiteral("/api/v1/nodes/%1/proxy/metrics").arg(node.out);
        const KubectlRun before = kubectl({QStringLiteral("get"), QStringLiteral("--raw"), path});
        QVERIFY2(before.exitCode == 0, qPrintable(before.err));
        const QString up = QStringLiteral("npu_chip_info_link_status{id=\"5\",model_name=\"Ascend910\"} 1 ");
        QVERIFY2(before.out.contains(up), qPrintable(before.out.left(2000)));
        QVERIFY(before.out.contains(QLatin1String("# TYPE npu_chip_optical_rx_power_0 gauge")));
        QVERIFY(before.out.contains(QLatin1String("machine_npu_nums 8\n")));

        const QString fault = writeFile(QStringLiteral("metrics-fault.yaml"), QStringLiteral(
            "apiVersion: sim.ascendops.io/v1alpha1\n"
            "kind: Fault\n"
            "metadata:\n"
            "  name: metrics-link-down\n"
            "spec:\n"
            "  kind: link-down\n"
            "  node: %1\n"
            "  device: 5\n").arg(node.out).toUtf8());
        const KubectlRun created = kubectl({QStringLiteral("create"), QStringLiteral("-f"), fault});
        QVERIFY2(created.exitCode == 0, qPrintable(created.err));
        const QString down = QStringLiteral("npu_chip_info_link_status{id=\"5\",model_name=\"Ascend910\"} 0 ");
        QTRY_VERIFY_WITH_TIMEOUT(kubectl({QStringLiteral("get"), QStringLiteral("--raw"), path}).out.contains(down), 20000);

        const KubectlRun unknown = kubectl({QStringLiteral("get"), QStringLiteral("--raw"),
                                            QStringLiteral("/api/v1/nodes/no-such-node/proxy/metrics")});
        QVERIFY(unknown.exitCode != 0);
        QVERIFY2(unknown.err.contains(QLatin1String("NotFound")), qPrintable(unknown.err));
    }

    void patchNodeLabel()
    {
        const KubectlRun node = kubectl({QStringLiteral("get"), QStringLiteral("nodes"), QStringLiteral("-o"),
                                         QStringLiteral("jsonpath={.items[0].metadata.name}")});
        QVERIFY(node.exitCode == 0 && !node.out.isEmpty());
        const KubectlRun patch = kubectl({QStringLiteral("patch"), QStringLiteral("node"), node.out, QStringLiteral("-p"),
                                          QStringLiteral("{\"metadata\":{\"labels\":{\"a\":\"b\"}}}")});
        QVERIFY2(patch.exitCode == 0, qPrintable(patch.err));
        QCOMPARE(patch.out.trimmed(), QStringLiteral("node/%1 patched").arg(node.out));
        const KubectlRun got = kubectl({QStringLiteral("get"), QStringLiteral("node"), node.out, QStringLiteral("-o"),
                                        QStringLiteral("jsonpath={.metadata.labels.a}")});
        QCOMPARE(got.out, QStringLiteral("b"));
        const KubectlRun selected = kubectl({QStringLiteral("get"), QStringLiteral("nodes"), QStringLiteral("-l"),
                                             QStringLiteral("a=b"), QStringLiteral("-o"), QStringLiteral("name")});
        QCOMPARE(selected.out.trimmed(), QStringLiteral("node/") + node.out);
    }

    void readOnlyContextCannotDelete()
    {
        // The RestartJob command above took every pod down; the job
        // controller brings them back after the modeled deletion time.
        QString pod;
        QTRY_VERIFY_WITH_TIMEOUT(!(pod = firstPod()).isEmpty(), 30000);
        const KubectlRun run = kubectl({QStringLiteral("--context"), QStringLiteral("sim-readonly"), QStringLiteral("delete"),
                                        QStringLiteral("pod"), pod});
        QVERIFY(run.exitCode != 0);
        QVERIFY2(run.err.contains(QLatin1String("Forbidden")), qPrintable(run.err));
        const KubectlRun stillThere = kubectl({QStringLiteral("--context"), QStringLiteral("sim-readonly"), QStringLiteral("get"),
                                               QStringLiteral("pod"), pod, QStringLiteral("-o"), QStringLiteral("name")});
        QCOMPARE(stillThere.exitCode, 0);
        QCOMPARE(stillThere.out.trimmed(), QStringLiteral("pod/") + pod);
    }

    void wrongTokenIsUnauthorized()
    {
        const QString config = kubeconfigWith(QStringLiteral("badtoken.yaml"), "token", QByteArray(64, 'a'));
        const KubectlRun run = kubectl({QStringLiteral("get"), QStringLiteral("pods")}, config);
        QVERIFY(run.exitCode != 0);
        QVERIFY2(run.err.contains(QLatin1String("Unauthorized")) || run.err.contains(QLatin1String("logged in")), qPrintable(run.err));
    }

    void wrongCertificateAuthorityFailsTls()
    {
        QString error;
        const auto other = ascendops::sim::makeServingIdentity({QStringLiteral("127.0.0.1")}, {}, &error);
        QVERIFY2(other, qPrintable(error));
        const QString config = kubeconfigWith(QStringLiteral("wrongca.yaml"), "certificate-authority-data",
                                              other->caCertificate.toPem().toBase64());
        const KubectlRun run = kubectl({QStringLiteral("get"), QStringLiteral("nodes")}, config);
        QVERIFY(run.exitCode != 0);
        QVERIFY2(run.err.contains(QLatin1String("certificate signed by unknown authority")), qPrintable(run.err));
    }

    void cleanupTestCase()
    {
        if (m_server.state() != QProcess::Running)
            return;
        m_server.terminate();   // SIGTERM: the server must exit cleanly
        QVERIFY(m_server.waitForFinished(10000));
        QCOMPARE(m_server.exitStatus(), QProcess::NormalExit);
        QCOMPARE(m_server.exitCode(), 0);
    }
};

QTEST_GUILESS_MAIN(TestSimKubectl)
#include "tst_sim_kubectl.moc"
