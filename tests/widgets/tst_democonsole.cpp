// The console on the embedded demo cluster, offscreen: the cluster starts on
// its own thread behind HTTPS, the console's client lists and watches it,
// and the topology and jobs views fill in; a fault created through the API
// reaches the topology; a bad kubeconfig is refused with its file named.
#include "clustersession.h"
#include "clusterviews.h"
#include "cluster/jobchangedialog.h"
#include "cluster/jobrecoverypane.h"
#include "cluster/jobsmodel.h"
#include "jobrecoveryviews.h"
#include "cluster/jobspanel.h"
#include "mainwindow.h"
#include "demokubeconfig.h"
#include "faultinjection.h"
#include "goodputviews.h"
#include "dialogs/injectfaultdialog.h"
#include "overviewviews.h"
#include "overview/overviewpanel.h"
#include "cluster/topologypanel.h"
#include "cluster/topologyview.h"

#include "formats/fabrictopology.h"
#include "clustermodel/clusterwatch.h"
#include "kube/kubeclient.h"
#include "kube/kubereply.h"
#include "kube/resourcetype.h"
#include "sim/seed/simpreset.h"

#include "../support/brokenkubeconfig.h"
#include "../support/quietprompter.h"

#include <QAction>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QLabel>
#include <QSignalSpy>
#include <QStatusBar>
#include <QPushButton>
#include <QTreeWidget>
#include <QTreeView>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include <memory>

using namespace ascendops;

class TestDemoConsole : public QObject
{
    Q_OBJECT

    QTemporaryDir m_data;

private slots:
    void initTestCase()
    {
        // The console's recovery journal goes to the test's directory, not the user's data.
        QVERIFY(m_data.isValid());
        qputenv("XDG_DATA_HOME", m_data.path().toUtf8());
    }

    void theDemoClusterFillsTheViews()
    {
        QStringList errors;
        MainWindow window(std::make_unique<QuietPrompter>(&errors));
        window.resize(1280, 800);
        QSignalSpy synced(window.cluster(), &ClusterSession::synced);
        window.connectToDemo(*sim::findPreset("a2-small"), 1.0);
        QCOMPARE(window.currentView(), QStringLiteral("overview"));   // the home view comes first
        QVERIFY(synced.wait(30000));
        QCOMPARE(window.cluster()->state(), ClusterSession::State::Connected);
        QVERIFY(window.clusterViews()->statusLabel()->text().contains(QLatin1String("Connected to demo cluster (a2-small)")));
        // The window says which cluster it shows.
        QCOMPARE(window.windowTitle(), QStringLiteral("demo cluster (a2-small) — Ascend Ops Console"));

        const ClusterTopology &topology = window.clusterViews()->topology()->view()->topology();
        QCOMPARE(topology.servers.size(), std::size_t(5));   // 4 job servers and a spare
        QCOMPARE(topology.dieCount(), 40);
        int spares = 0;
        for (const TopologyServer &server : topology.servers)
            spares += server.spare;
        QCOMPARE(spares, 1);
        QVERIFY(window.clusterViews()->topology()->search(QStringLiteral("rank 31")));

        const std::vector<JobSummary> &jobs = window.cluster()->watch()->jobs();
        // The running job, then three queued ones whose recovery settings
        // differ, one of them a ModelArts job.
        QCOMPARE(jobs.size(), std::size_t(4));
        QCOMPARE(jobs[0].pods.size(), std::size_t(4));
        QCOMPARE(jobs[0].rankTableStatus, QStringLiteral("completed"));
        QCOMPARE(jobs[1].name, QStringLiteral("queued-llama-bare"));
        QCOMPARE(jobs[2].name, QStringLiteral("queued-llama-tuned"));
        QCOMPARE(jobs[3].name, QStringLiteral("queued-modelarts-llama"));
        // The estimates are made off the GUI thread and follow the summaries.
        QTRY_VERIFY(jobs.size() == 4 && jobs[0].recoverySeconds && jobs[1].recoverySeconds && jobs[2].recoverySeconds);
        QCOMPARE(*jobs[1].recoverySeconds, 1800.0 + 30 + 5 + 130 + 120);   // the watchdog off, no cache
        QCOMPARE(*jobs[2].recoverySeconds, 30.0 + 5 + 5 + 2 + 12);         // everything on
        // The running job's log, read through the API as its pods print it.
        const JobsModel *model = window.clusterViews()->jobs()->model();
        QTRY_VERIFY_WITH_TIMEOUT(model->index(0, JobsModel::TrainingColumn).data().toString().startsWith(QLatin1String("step ")), 10000);
        QVERIFY(errors.isEmpty());
        QVERIFY(window.showView(QStringLiteral("jobs")));
        window.show();
        QTest::qWait(300);
        const QString png = QDir::temp().filePath(QStringLiteral("ascend-ops-jobs-training.png"));
        QVERIFY(window.grab().save(png));
        qInfo("saved %s", qPrintable(png));
    }

    void aFaultReachesTheTopology()
    {
        QStringList errors;
        MainWindow window(std::make_unique<QuietPrompter>(&errors));
        QSignalSpy synced(window.cluster(), &ClusterSession::synced);
        window.connectToDemo(*sim::findPreset("a2-small"), 1.0);
        QVERIFY(synced.wait(30000));
        const QString node = QStringLiteral("node-2");
        const nlohmann::json fault = {{"apiVersion", "sim.ascendops.io/v1alpha1"}, {"kind", "Fault"},
                                      {"metadata", {{"name", "gui-npu-fault"}}},
                                      {"spec", {{"kind", "npu-fault"}, {"node", node.toStdString()}, {"device", 3},
                                                {"faultCode", "80E18402"}}}};
        kube::KubeReply *reply = window.cluster()->client()->create(kube::ResourceType::faults(), QStringLiteral("default"), fault);
        QSignalSpy finished(reply, &kube::KubeReply::finished);
        QVERIFY(finished.wait(10000));
        QVERIFY2(reply->isOk(), qPrintable(reply->error().toString()));
        const TopologyView *view = window.clusterViews()->topology()->view();
        const int server = view->topology().serverIndex(node);
        QVERIFY(server >= 0);
        QTRY_COMPARE_WITH_TIMEOUT(view->topology().servers[std::size_t(server)].health, Health::Fault, 10000);
        QCOMPARE(view->topology().servers[std::size_t(server)].npus[3].dies[0].health, Health::Fault);

        // From the fault on the job loses time: the Jobs view's goodput says
        // by what, and so does the Recovery pane of the selected job.
        JobsPanel *jobs = window.clusterViews()->jobs();
        QVERIFY(jobs->selectJob(QStringLiteral("default/mindx-a2")));
        const QModelIndex goodput = jobs->model()->index(jobs->tree()->currentIndex().row(), JobsModel::GoodputColumn);
        QTRY_VERIFY_WITH_TIMEOUT((window.goodput()->refresh(), goodput.data(Qt::ToolTipRole).toString().contains(QLatin1String("Lost: "))),
                                 20000);
        QVERIFY2(goodput.data().toString().endsWith(QLatin1Char('%')), qPrintable(goodput.data().toString()));
        QVERIFY2(jobs->recoveryPane()->goodputText().startsWith(QLatin1String("Measured over the last 24 h")),
                 qPrintable(jobs->recoveryPane()->goodputText()));
        if (qEnvironmentVariableIsSet("ASCENDOPS_SHOTS")) {
            window.resize(1280, 800);
            window.showView(QStringLiteral("jobs"));
            QCoreApplication::processEvents();
            window.grab().save(qEnvironmentVariable("ASCENDOPS_SHOTS") + QStringLiteral("/jobs-goodput.png"));
        }
        window.overview()->refresh();
        QVERIFY2(window.overview()->panel()->jobsLabel()->text().contains(QLatin1String("goodput over 24 h")),
                 qPrintable(window.overview()->panel()->jobsLabel()->text()));
    }

    // The fabric: the demo's cabling plan at once; with a loaded file that
    // lists no link, what LLDP on the probed nodes answers; exported with
    // the loaded file's spine kept; a broken file refused with its place.
    void theFabricComesFromTheNodesLldp()
    {
        if (!QFile::exists(QStringLiteral("/usr/sbin/sshd")))
            QSKIP("sshd not found at /usr/sbin/sshd: the demo's nodes answer over SSH");
        QStringList errors;
        MainWindow window(std::make_unique<QuietPrompter>(&errors));
        QSignalSpy synced(window.cluster(), &ClusterSession::synced);
        window.connectToDemo(*sim::findPreset("a2-small"), 1.0);
        QVERIFY(synced.wait(30000));
        const TopologyView *view = window.clusterViews()->topology()->view();
        QTRY_COMPARE_WITH_TIMEOUT(view->fabric().switches.size(), std::size_t(4), 10000);   // two leaves, two spines
        QCOMPARE(view->fabric().ports.size(), std::size_t(40));

        QTemporaryDir dir;
        const QString spineOnly = dir.filePath(QStringLiteral("spine.json"));
        QFile file(spineOnly);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"switches": [{"name": "spine-x", "tier": "spine"}], "links": []})");
        file.close();
        QVERIFY(window.loadFabric(spineOnly));
        // Every node's probe answers LLDP for its 8 devices.
        QTRY_COMPARE_WITH_TIMEOUT(window.clusterViews()->fabric().links.size(), std::size_t(40), 30000);
        QTRY_COMPARE_WITH_TIMEOUT(view->fabric().ports.size(), std::size_t(40), 5000);
        const FabricTopology shown = window.clusterViews()->fabric();
        QCOMPARE(shown.links.front().server, QStringLiteral("node-0"));   // in node order
        QCOMPARE(shown.links.front().device, 0);
        QCOMPARE(shown.links.front().switchName, QStringLiteral("leaf-0-0"));
        QVERIFY(!shown.links.front().deviceIp.isEmpty());

        const QString exported = dir.filePath(QStringLiteral("fabric.json"));
        QVERIFY(window.exportFabric(exported));
        QFile written(exported);
        QVERIFY(written.open(QIODevice::ReadOnly));
        const Parsed<FabricTopology> again = parseFabricTopology(written.readAll().toStdString());
        QVERIFY2(again, qPrintable(again.error()));
        QCOMPARE(again->links.size(), std::size_t(40));
        QVERIFY(again->switchIndex(QStringLiteral("spine-x")) >= 0);

        const QString broken = dir.filePath(QStringLiteral("broken.json"));
        QFile bad(broken);
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write(R"({"links": [{"server": "node-0", "switch": "leaf"}]})");
        bad.close();
        QVERIFY(!window.loadFabric(broken));
        QVERIFY2(!errors.isEmpty() && errors.last().startsWith(broken + QStringLiteral(":/links/0:")), qPrintable(errors.join(u'\n')));
    }

    void aBrokenKubeconfigIsRefusedWithItsFileNamed()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("config"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("apiVersion: v1\nclusters: [oops\n");
        file.close();
        qputenv("KUBECONFIG", path.toUtf8());
        QStringList errors;
        MainWindow window(std::make_unique<QuietPrompter>(&errors));
        QVERIFY(!window.connectToContext(QString()));
        qunsetenv("KUBECONFIG");
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors[0].contains(path), qPrintable(errors[0]));
        QCOMPARE(window.cluster()->state(), ClusterSession::State::Disconnected);
    }

    // One context entry without its body is named once and left out; the
    // file's other contexts connect, as kubectl uses them. Connecting to the
    // broken one says why on the page a person sees first.
    void aBrokenContextEntryLeavesTheOthersUsable()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("config"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(ascendops::testing::brokenContextKubeconfig());
        file.close();
        qputenv("KUBECONFIG", path.toUtf8());
        QStringList errors;
        MainWindow window(std::make_unique<QuietPrompter>(&errors));
        QVERIFY(!window.connectToContext(QString()));   // current-context is the broken one
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors[0].contains(path) && errors[0].contains(QLatin1String("contexts[0]")), qPrintable(errors[0]));
        QCOMPARE(window.currentView(), QStringLiteral("overview"));
        const QString page = window.overview()->panel()->hintLabel()->text();
        QVERIFY2(page.startsWith(QLatin1String("Cannot connect:")) && page.contains(QLatin1String("contexts[0]")), qPrintable(page));

        QVERIFY(window.connectToContext(QStringLiteral("good")));
        qunsetenv("KUBECONFIG");
        QCOMPARE(errors.size(), 1);
        QVERIFY2(window.statusBar()->currentMessage().contains(QLatin1String("contexts[0]")),
                 qPrintable(window.statusBar()->currentMessage()));
        QVERIFY(window.cluster()->state() != ClusterSession::State::Disconnected);
        QVERIFY(!window.overview()->panel()->hintLabel()->text().contains(QLatin1String("Cannot connect")));
        window.cluster()->disconnectFromCluster();
    }

    // The demo writes its kubeconfig where the README says (owner-only, gone
    // with the demo); Cluster > Inject Fault creates a Fault through the
    // console, checked as sim inject checks it, and `sim inject` with that
    // kubeconfig reaches the same cluster from a shell.
    void theDemoTakesFaultsFromTheConsoleAndFromAShell()
    {
        MainWindow window(std::make_unique<QuietPrompter>());
        QVERIFY(!window.faultInjection()->action()->isEnabled());
        QSignalSpy synced(window.cluster(), &ClusterSession::synced);
        window.connectToDemo(*sim::findPreset("a2-small"), 1.0);
        QVERIFY(synced.wait(30000));
        const QString kubeconfig = window.cluster()->demoKubeconfig();
        QVERIFY2(kubeconfig.startsWith(DemoKubeconfig::directory() + QStringLiteral("/demo")), qPrintable(kubeconfig));
        QCOMPARE(QFileInfo(kubeconfig).permissions() & ~(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadUser
                                                          | QFileDevice::WriteUser),
                 QFileDevice::Permissions());
        QVERIFY(window.faultInjection()->action()->isEnabled());

        InjectFaultDialog *dialog = window.faultInjection()->open();
        QVERIFY(dialog && dialog->isVisible());
        dialog->setChoice({QStringLiteral("npu-fault"), QStringLiteral("node-2"), 3, QStringLiteral("not-a-code"), 0});
        dialog->accept();
        QVERIFY2(dialog->isVisible(), "a wrong code keeps the dialog open, saying why");
        if (qEnvironmentVariableIsSet("ASCENDOPS_SHOTS"))
            QCoreApplication::processEvents(), dialog->grab().save(qEnvironmentVariable("ASCENDOPS_SHOTS") + QStringLiteral("/inject-fault.png"));
        dialog->setChoice({QStringLiteral("npu-fault"), QStringLiteral("node-2"), 3, QStringLiteral("80E18402"), 0});
        QCOMPARE(dialog->shellCommand(), QStringLiteral("ascend-ops-cli sim inject --kubeconfig %1 --kind npu-fault --node node-2 "
                                                        "--device 3 --fault-code 80E18402").arg(kubeconfig));
        QSignalSpy messages(window.faultInjection(), &FaultInjection::message);
        dialog->accept();
        QVERIFY(messages.wait(10000));
        QVERIFY2(messages.last().at(0).toString().startsWith(QLatin1String("Fault npu-fault-")), qPrintable(messages.last().at(0).toString()));

        QProcess shell;
        shell.start(QStringLiteral(CLI_PATH), {QStringLiteral("sim"), QStringLiteral("inject"), QStringLiteral("--kubeconfig"), kubeconfig,
                                               QStringLiteral("--kind"), QStringLiteral("link-flap"), QStringLiteral("--node"),
                                               QStringLiteral("node-1")});
        QVERIFY(shell.waitForFinished(30000));
        QVERIFY2(shell.exitCode() == 0, shell.readAllStandardError().constData());
        QVERIFY(shell.readAllStandardOutput().startsWith("fault.sim.ascendops.io/link-flap-"));

        window.cluster()->disconnectFromCluster();
        QVERIFY(!QFile::exists(kubeconfig));
        QVERIFY(!window.faultInjection()->action()->isEnabled());
    }

    // The Recovery pane on the demo job: a recommended change is previewed as
    // a server-side dry run, applied only when Apply is pressed, and the
    // profile read again from the cluster shows the setting on.
    void aRecommendedChangeIsPreviewedThenApplied()
    {
        MainWindow window(std::make_unique<QuietPrompter>());
        window.resize(1280, 800);
        QSignalSpy synced(window.cluster(), &ClusterSession::synced);
        window.connectToDemo(*sim::findPreset("a2-small"), 1.0);
        QVERIFY(synced.wait(30000));
        JobsPanel *jobs = window.clusterViews()->jobs();
        jobs->tree()->setCurrentIndex(jobs->model()->index(0, 0));
        JobRecoveryPane *pane = jobs->recoveryPane();
        QTreeWidget *changes = pane->recommendationsTree();
        // The profile is made off the GUI thread: the pane says it is working until it comes.
        QTRY_VERIFY(pane->summaryText().contains(QLatin1String("default/mindx-a2")) && changes->topLevelItemCount() > 0);
        QTreeWidgetItem *cache = nullptr;
        for (int i = 0; i < changes->topLevelItemCount(); ++i)
            if (changes->topLevelItem(i)->text(1) == QLatin1String("graph-compile-cache"))
                cache = changes->topLevelItem(i);
        QVERIFY(cache);
        changes->setCurrentItem(cache);
        QVERIFY(pane->previewButton()->isEnabled());
        pane->previewButton()->click();
        JobChangeDialog *dialog = window.jobRecovery()->changeDialog();
        QVERIFY(dialog);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->applyButton()->isEnabled(), 20000);
        QVERIFY2(dialog->previewText().contains(QLatin1String("MS_COMPILER_CACHE_ENABLE")), qPrintable(dialog->previewText()));
        // Nothing was written by the preview.
        const nlohmann::json *job = window.cluster()->watch()->trainingJob(QStringLiteral("default/mindx-a2"));
        QVERIFY(job && job->dump().find("MS_COMPILER_CACHE_ENABLE") == std::string::npos);
        // A person reads the preview while someone else writes to the job
        // (a label set with kubectl): Apply still writes the change shown.
        const auto version = [&window] {
            const nlohmann::json *now = window.cluster()->watch()->trainingJob(QStringLiteral("default/mindx-a2"));
            return now ? (*now)["metadata"].value("resourceVersion", "") : std::string();
        };
        const std::string seen = version();
        window.cluster()->client()->patch(kube::ResourceType::volcanoJobs(), QStringLiteral("default"), QStringLiteral("mindx-a2"),
                                          kube::PatchType::Merge, {{"metadata", {{"labels", {{"team", "llm"}}}}}});
        QTRY_VERIFY_WITH_TIMEOUT(version() != seen, 10000);
        dialog->applyButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(dialog->statusText(), QStringLiteral("Applied."), 20000);
        QTRY_VERIFY_WITH_TIMEOUT(pane->settingsTree()->findItems(QStringLiteral("graph-compile-cache"), Qt::MatchExactly).value(0)
                                     && pane->settingsTree()->findItems(QStringLiteral("graph-compile-cache"), Qt::MatchExactly)[0]->text(1)
                                            == QLatin1String("on"),
                                 20000);
        dialog->close();
    }
};

QTEST_MAIN(TestDemoConsole)
#include "tst_democonsole.moc"
