// The console around the Incidents tab on the embedded demo cluster,
// offscreen: the Overview's counts lead to the fault, the circuit breaker
// trips and a person decides, a large cluster is not probed without asking, and a read-only context sees
// the actions off with the API server's reason.
#include "../support/consoledemo.h"
#include "objectinspection.h"

#include "cluster/objectinspector.h"
#include "kube/yamljson.h"
#include "model/objectfields.h"

#include <QRegularExpression>

using namespace ascendops;
using namespace ascendops::testing;

class TestIncidentsOverview : public QObject
{
    Q_OBJECT

    QTemporaryDir m_data;

private slots:
    void initTestCase() { QVERIFY(useDataDirsOf(m_data)); }

    // The overview is the first thing seen: its counts agree with the
    // cluster, and each leads to what it counts.
    void theOverviewCountsAndLeadsToTheFault()
    {
        MainWindow window(std::make_unique<QuietPrompter>());
        window.resize(1280, 800);
        window.show();
        QVERIFY(connectDemo(window, 1.0));
        QCOMPARE(window.currentView(), QStringLiteral("overview"));
        OverviewViews *overview = window.overview();
        overview->refresh();
        QVERIFY2(overview->panel()->serversLabel()->text().contains(QLatin1String("<td>Servers</td><td align=\"right\">&nbsp;&nbsp;5</td>")),
                 qPrintable(overview->panel()->serversLabel()->text()));
        QVERIFY(overview->panel()->incidentsLabel()->text().contains(QLatin1String("Open: 0")));
        QVERIFY(overview->panel()->jobsLabel()->text().contains(QLatin1String("default/mindx-a2")));

        QVERIFY(injectNpuFault(window.cluster()->client(), QStringLiteral("node-2"), 3));
        const pipeline::RecoveryPipeline &recovery = window.cluster()->pipeline()->pipeline();
        QTRY_VERIFY_WITH_TIMEOUT(!recovery.incidents().empty(), 20000);
        const TopologyView *view = window.clusterViews()->topology()->view();
        const int server = view->topology().serverIndex(QStringLiteral("node-2"));
        QTRY_COMPARE_WITH_TIMEOUT(view->topology().servers[std::size_t(server)].npus[3].dies[0].health, Health::Fault, 10000);
        overview->refresh();
        const QString health = overview->panel()->serversLabel()->text();
        QVERIFY2(health.contains(QLatin1String("href=\"topology:dies:fault\"")), qPrintable(health));
        QVERIFY(overview->panel()->incidentsLabel()->text().contains(QLatin1String("href=\"incidents:open\"")));

        // The fault count leads to the faulty die, selected in the topology,
        // whatever was selected before.
        window.clusterViews()->topology()->view()->select({0, 0, 0});
        QVERIFY(overview->follow(QStringLiteral("topology:dies:fault")));
        QCOMPARE(window.currentView(), QStringLiteral("topology"));
        QCOMPARE(view->selection(), (TopologyPlace{server, 3, 0}));
        // F8 from there walks on, and comes round to it again.
        const TopologyPlace start = view->selection();
        const int faulty = countInTopology(view->topology(), TopologyLayer::Faulty);
        QVERIFY(faulty >= 1);
        for (int step = 0; step < faulty; ++step)
            QVERIFY(window.clusterViews()->topology()->selectNext(TopologyLayer::Faulty, TopologyMark::Fault));
        QCOMPARE(view->selection(), start);
        // Its right-click menu: the recovery actions of the job on it.
        {
            QMenu menu;
            window.fillTopologyMenu(&menu, {server, 3, 0});
            QStringList items;
            for (const QAction *action : menu.actions())
                items << action->text();
            QVERIFY2(items.contains(QStringLiteral("node-2, device 3")), qPrintable(items.join(QLatin1Char('|'))));
            QVERIFY2(std::any_of(items.begin(), items.end(), [](const QString &t) { return t.contains(QLatin1String("Isolate")); }),
                     qPrintable(items.join(QLatin1Char('|'))));
        }
        // The open incident, in its tab.
        QVERIFY(overview->follow(QStringLiteral("incidents:open")));
        QCOMPARE(window.currentView(), QStringLiteral("incidents"));
        QCOMPARE(window.recoveryViews()->incidents()->selectedId(), recovery.incidents().begin()->first);
        // A job by name, in the Jobs tab.
        QVERIFY(overview->follow(QStringLiteral("jobs:job:default/mindx-a2")));
        QCOMPARE(window.currentView(), QStringLiteral("jobs"));
        QCOMPARE(window.clusterViews()->jobs()->currentJob(), QStringLiteral("default/mindx-a2"));
        // Nothing of that kind: said, not silently ignored.
        QVERIFY(!overview->follow(QStringLiteral("topology:dies:isolated")));
        QVERIFY(!overview->follow(QStringLiteral("topology:servers:notready")));   // every node Ready
        // Go To a pod: the pod itself, described as kubectl does, its YAML and its log.
        // The summaries follow the picture a pass or more later.
        QTRY_VERIFY(!window.cluster()->watch()->jobs().empty() && !window.cluster()->watch()->jobs().at(0).pods.empty());
        const JobPodSummary pod = window.cluster()->watch()->jobs().at(0).pods.back();
        ObjectInspection *inspection = window.recoveryViews()->inspection();
        QVERIFY(window.goTo()->go(QStringLiteral("pod"), pod.name));
        QCOMPARE(inspection->openInspectors().size(), qsizetype(1));
        ObjectInspector *inspector = inspection->openInspectors().front();
        const QRegularExpression onNode(QStringLiteral("\\nNode: +%1\\n").arg(pod.nodeName));
        QTRY_VERIFY2_WITH_TIMEOUT(inspector->descriptionText().contains(onNode), qPrintable(inspector->descriptionText()), 10000);
        QVERIFY(inspector->descriptionText().contains(QLatin1String("Restart Count:")));
        const auto yaml = kube::yamlDocumentsToJson(inspector->yamlText().toUtf8());
        QVERIFY(yaml.ok() && yaml.value().size() == 1);
        QCOMPARE(fields::text(yaml.value()[0], {"metadata", "name"}), pod.name);
        QCOMPARE(fields::text(yaml.value()[0], {"spec", "nodeName"}), pod.nodeName);
        inspector->tabs()->setCurrentIndex(3);   // Log: followed from now on
        QVERIFY(!inspector->chosenContainer().isEmpty());
        QTRY_VERIFY2_WITH_TIMEOUT(!inspector->logText().isEmpty(), qPrintable(inspector->logStatus()), 10000);
        QVERIFY2(inspector->logStatus().contains(QLatin1String("following")), qPrintable(inspector->logStatus()));
        QVERIFY(!window.goTo()->go(QStringLiteral("pod"), QStringLiteral("no-such-pod")));
        // The server's menu inspects its Node: the device plugin's Event of the fault is among its Events.
        {
            QMenu menu;
            window.fillTopologyMenu(&menu, {server, 3, 0});
            QAction *inspectNode = nullptr;
            for (QAction *action : menu.actions())
                if (action->menu() && action->text() == QLatin1String("Inspect"))
                    inspectNode = action->menu()->actions().value(0);
            QVERIFY(inspectNode && inspectNode->text() == QLatin1String("Node node-2"));
            inspectNode->trigger();
        }
        QCOMPARE(inspection->openInspectors().size(), qsizetype(2));
        ObjectInspector *node = inspection->openInspectors().back();
        const auto hasOccur = [node] {
            for (int row = 0; row < node->eventRows(); ++row)
                if (node->eventRowText(row).contains(QLatin1String("Occur ascend-device-plugin device fault, nodeName:node-2")))
                    return true;
            return false;
        };
        QTRY_VERIFY_WITH_TIMEOUT(hasOccur(), 10000);
        QVERIFY2(node->descriptionText().contains(QLatin1String("Warning  Occur")), qPrintable(node->descriptionText()));
        QVERIFY(node->problemText().isEmpty());
        const QString inspectorPng = QDir::temp().filePath(QStringLiteral("ascend-ops-inspector.png"));
        QVERIFY(inspector->grab().save(inspectorPng));
        qInfo("saved %s", qPrintable(inspectorPng));
        node->close();
        QTRY_COMPARE(inspection->openInspectors().size(), qsizetype(1));
        // The Jobs view's menu inspects the job, its PodGroup and its pod on the server clicked.
        {
            const QString job = window.cluster()->watch()->jobs().at(0).key();
            QMenu menu;
            inspection->fillJobMenu(&menu, job, pod.nodeName);
            QStringList items;
            QAction *podGroup = nullptr;
            for (QAction *action : menu.actions().value(0)->menu()->actions()) {
                items << action->text();
                if (action->text().startsWith(QLatin1String("PodGroup ")))
                    podGroup = action;
            }
            QVERIFY2(items.size() == 3 && items[0] == QLatin1String("Job ") + job && podGroup
                         && items[2] == QStringLiteral("Pod default/") + pod.name,
                     qPrintable(items.join(QLatin1Char('|'))));
            podGroup->trigger();
        }
        ObjectInspector *group = inspection->openInspectors().back();
        QTRY_VERIFY2_WITH_TIMEOUT(group->descriptionText().contains(QLatin1String("Min Member:")), qPrintable(group->descriptionText()), 10000);
        QVERIFY(group->descriptionText().contains(QLatin1String("Kind:            PodGroup (scheduling.volcano.sh/v1beta1)")));
        group->close();
        QTRY_COMPARE(inspection->openInspectors().size(), qsizetype(1));

        // Go To (Ctrl+K): a node by part of its name, then narrowed by kind.
        CommandPalette *palette = window.goTo()->open();
        QVERIFY(palette->isVisible());
        QTest::keyClicks(palette->input(), QStringLiteral("node-2"));
        QCOMPARE(palette->matches(palette->input()->text()).front()->name, QStringLiteral("node-2"));
        QTest::keyClick(palette->input(), Qt::Key_Return);
        QVERIFY(!palette->isVisible());
        QCOMPARE(window.currentView(), QStringLiteral("topology"));
        QCOMPARE(view->selection().server, server);
        palette = window.goTo()->open();
        const auto contexts = palette->matches(QStringLiteral(":ctx demo"));
        QVERIFY(!contexts.empty());
        for (const PaletteEntry *entry : contexts)
            QCOMPARE(entry->kind, QStringLiteral("ctx"));
        const auto pods = palette->matches(QStringLiteral("pod mindx"));
        QCOMPARE(pods.size(), std::size_t(4));   // the running job's four pods
        QVERIFY(palette->matches(QStringLiteral("job queued tuned")).front()->name == QStringLiteral("default/queued-llama-tuned"));
        palette->input()->setText(QStringLiteral("incidents"));
        QTest::keyClick(palette->input(), Qt::Key_Return);
        QCOMPARE(window.currentView(), QStringLiteral("incidents"));

        // The home view in a picture, for the documentation.
        QVERIFY(window.showView(QStringLiteral("overview")));
        QTest::qWait(300);
        const QString png = QDir::temp().filePath(QStringLiteral("ascend-ops-overview.png"));
        QVERIFY(window.grab().save(png));
        qInfo("saved %s", qPrintable(png));
        // Its connection closed, the pod's inspector (and its log) goes with it.
        QCOMPARE(inspection->openInspectors().size(), qsizetype(1));
        window.cluster()->disconnectFromCluster();
        QVERIFY(inspection->openInspectors().isEmpty());
    }

    // Auto mode, and faults on three of the five servers at once: the
    // breaker trips, the console says so in the status bar and on the tab,
    // nothing is written until a person answers, and Reset closes it again.
    void theBreakerTripsInTheConsoleAndAPersonDecides()
    {
        auto quiet = std::make_unique<QuietPrompter>();
        QuietPrompter *prompter = quiet.get();
        MainWindow window(std::move(quiet));
        window.resize(1280, 800);
        QVERIFY(connectDemo(window, 10.0, "external-force"));
        RecoveryViews *recovery = window.recoveryViews();
        IncidentsPanel *panel = recovery->incidents();
        // Auto mode is confirmed first, naming the cluster.
        bool asked = false;
        QTimer::singleShot(300, this, [&asked] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            asked = box && box->text().contains(QLatin1String("sim-admin"));
            if (box)
                box->button(QMessageBox::Yes)->click();
        });
        panel->modeBox()->setCurrentIndex(panel->modeBox()->findData(int(pipeline::PipelineMode::Auto)));
        emit panel->modeBox()->activated(panel->modeBox()->currentIndex());
        QVERIFY(asked);
        const pipeline::RecoveryPipeline &pipeline = window.cluster()->pipeline()->pipeline();
        QCOMPARE(pipeline.mode(), pipeline::PipelineMode::Auto);
        QCOMPARE(recovery->breakerLabel()->text(), QStringLiteral("Breaker: closed"));
        QVERIFY(!panel->resetBreakerButton()->isEnabled());

        QVERIFY(injectNpuFaultsAtOnce(window.cluster()->client(),
                                      {QStringLiteral("node-1"), QStringLiteral("node-2"), QStringLiteral("node-3")}, 2));
        QTRY_VERIFY_WITH_TIMEOUT(pipeline.breakerTripped(), 20000);
        QVERIFY2(recovery->breakerLabel()->text().contains(QLatin1String("Breaker: tripped")),
                 qPrintable(recovery->breakerLabel()->text()));
        QCOMPARE(recovery->breakerLabel()->toolTip(), pipeline.breakerReason());
        QVERIFY2(pipeline.breakerReason().contains(QLatin1String("3 nodes")), qPrintable(pipeline.breakerReason()));
        QVERIFY(panel->resetBreakerButton()->isEnabled());
        const IncidentsModel *model = panel->model();
        QTRY_VERIFY_WITH_TIMEOUT(model->liveCount() >= 1
                                     && model->incidentAt(0)->state == pipeline::IncidentState::AwaitingApproval, 10000);
        const pipeline::Incident *incident = model->incidentAt(0);
        QCOMPARE(incident->faultyNodes().size(), 3);
        QCOMPARE(incident->timeline.actedMs, 0);   // nothing written: a person decides
        // Selected (an incident an earlier test left open in the demo's
        // journal is picked up too), and enabled once the access reviews
        // answered (slower on a loaded machine).
        QVERIFY(panel->selectIncident(incident->id));
        QTRY_VERIFY2_WITH_TIMEOUT(panel->approveButton()->isEnabled(), qPrintable(panel->approveButton()->toolTip()), 15000);
        int breakerRecords = 0;
        for (const journal::JournalRecord &record : journal::Journal::read(window.cluster()->pipeline()->journalDirectory()).records)
            breakerRecords += record.incidentId == incident->id && record.kind == journal::RecordKind::Breaker;
        QCOMPARE(breakerRecords, 1);

        window.show();
        QVERIFY(window.showView(QStringLiteral("incidents")));
        QTest::qWait(300);
        const QString png = QDir::temp().filePath(QStringLiteral("ascend-ops-breaker.png"));
        QVERIFY(window.grab().save(png));
        qInfo("saved %s", qPrintable(png));

        // Quitting now would stop recovery: a person is asked, naming the cluster.
        prompter->quitWhileRecovering = false;
        QVERIFY(!window.close());
        QCOMPARE(prompter->quitQuestions, 1);
        QVERIFY2(prompter->lastQuitQuestion.contains(QLatin1String("sim-admin")), qPrintable(prompter->lastQuitQuestion));
        QVERIFY(window.isVisible());

        panel->declineButton()->click();
        panel->resetBreakerButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(!pipeline.breakerTripped(), 5000);
        QCOMPARE(recovery->breakerLabel()->text(), QStringLiteral("Breaker: closed"));
        QVERIFY(!panel->resetBreakerButton()->isEnabled());

        // In observe mode nothing recovers by itself: no question.
        panel->modeBox()->setCurrentIndex(panel->modeBox()->findData(int(pipeline::PipelineMode::Observe)));
        emit panel->modeBox()->activated(panel->modeBox()->currentIndex());
        QCOMPARE(pipeline.mode(), pipeline::PipelineMode::Observe);
        QVERIFY(window.close());
        QCOMPARE(prompter->quitQuestions, 1);
    }

    // A cluster larger than the threshold, with no node SSH settings for
    // its context: nothing is probed until a person says so, and once
    // agreed the question is not asked again for that context.
    void aLargeClusterIsNotProbedWithoutAsking()
    {
        QTemporaryDir dir;
        SimServer server(dir.filePath(QStringLiteral("kubeconfig")), QStringLiteral("a2-small"));
        QString error;
        QVERIFY2(server.start(0, &error), qPrintable(error));
        MainWindow window(std::make_unique<QuietPrompter>());
        ClusterSession *session = window.cluster();
        session->setProbeConsentAbove(3);   // the five nodes of a2-small stand for a thousand
        QSignalSpy asked(session, &ClusterSession::probeConsentNeeded);
        QVERIFY(connectThrough(window, server));
        QTRY_COMPARE_WITH_TIMEOUT(asked.size(), 1, 30000);
        QCOMPARE(asked.at(0).at(0).toInt(), 5);
        QVERIFY(session->nodes() == nullptr);   // nothing probed
        QVERIFY2(session->nodesProblem().contains(QLatin1String("none is probed until you choose")), qPrintable(session->nodesProblem()));
        auto *box = window.findChild<QMessageBox *>(QStringLiteral("probeConsent"));
        QVERIFY(box && box->isVisible());
        QVERIFY(box->text().contains(QLatin1String("5 nodes")));
        for (QAbstractButton *button : box->buttons())
            if (button->text() == QLatin1String("Probe All"))
                button->click();
        QVERIFY(session->nodes() != nullptr);
        QCOMPARE(session->nodes()->nodes().size(), 5);
        QVERIFY(ssh::NodeSshSettingsStore().contains(session->settingsContext()));
        // Asked once per context: connected again, it is not asked.
        window.cluster()->disconnectFromCluster();
        QVERIFY(connectThrough(window, server));
        QTRY_VERIFY_WITH_TIMEOUT(session->nodes() != nullptr, 30000);
        QCOMPARE(asked.size(), 1);
    }

    void aReadOnlyContextSeesTheActionsOffWithTheReason()
    {
        QTemporaryDir dir;
        SimServer server(dir.filePath(QStringLiteral("kubeconfig")), QStringLiteral("a2-small"));
        QString error;
        QVERIFY2(server.start(0, &error), qPrintable(error));
        MainWindow window(std::make_unique<QuietPrompter>());
        QVERIFY(connectThrough(window, server, QStringLiteral("sim-readonly")));
        QVERIFY(QTest::qWaitFor([&] { return window.cluster()->pipeline() != nullptr; }, 30000));
        const QString job = QStringLiteral("default/") + window.cluster()->watch()->jobs().at(0).name;
        ManualActions *actions = window.recoveryViews()->actions();
        QVERIFY(permissionsKnown(actions, job));
        for (RecoveryAction action : IncidentsPanel::oneClickActions()) {
            const QString why = actions->refusal(action, job);
            QVERIFY2(why.contains(QLatin1String("does not allow")), qPrintable(why));
        }
        QPushButton *rollback = window.recoveryViews()->incidents()->actionButton(RecoveryAction::Rollback);
        QVERIFY(!rollback->isEnabled());
        QVERIFY2(rollback->toolTip().contains(QLatin1String("sim-readonly")), qPrintable(rollback->toolTip()));
        QVERIFY(!actions->open(RecoveryAction::Rollback, job, {}, -1)->runButton()->isEnabled());
    }
};

QTEST_MAIN(TestIncidentsOverview)
#include "tst_incidentsoverview.moc"
