// The topology view: layout, level of detail, culling, selection, search.
#include "language.h"
#include "cluster/faultlist.h"
#include "cluster/topologypanel.h"
#include "cluster/topologyview.h"

#include "../support/scaletopology.h"

#include <QDateTime>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QContextMenuEvent>
#include <QTest>

using namespace ascendops;

namespace {

// The servers at INDICES, as the console hands changed servers to the view.
std::vector<std::pair<int, TopologyServer>> serversOf(const ClusterTopology &topology, const QList<int> &indices)
{
    std::vector<std::pair<int, TopologyServer>> servers;
    for (int index : indices)
        servers.emplace_back(index, topology.servers[std::size_t(index)]);
    return servers;
}

void breakDie(ClusterTopology &topology, int server, int npu, int die)
{
    TopologyServer &s = topology.servers[std::size_t(server)];
    s.npus[std::size_t(npu)].dies[std::size_t(die)].health = Health::Fault;
    s.npus[std::size_t(npu)].dies[std::size_t(die)].faults = QStringLiteral("80E18402");
    s.updateHealth();
}

// Two leaves per super-pod, server i of a pod under leaf i % 2 (so rank
// order crosses leaves at every hop), every leaf up to one spine.
ClusterFabric interleavedFabric(const ClusterTopology &topology)
{
    ClusterFabric fabric;
    fabric.switches.push_back({QStringLiteral("spine-0"), true, {}});
    fabric.serverLeaf.assign(topology.servers.size(), -1);
    for (const TopologySuperPod &pod : topology.superPods) {
        const int first = int(fabric.switches.size());
        for (int l = 0; l < 2; ++l)
            fabric.switches.push_back({QStringLiteral("leaf-%1-%2").arg(pod.id).arg(l), false, {0}});
        for (std::size_t i = 0; i < pod.servers.size(); ++i) {
            const int server = pod.servers[i];
            const int leaf = first + int(i % 2);
            fabric.serverLeaf[std::size_t(server)] = leaf;
            const TopologyServer &s = topology.servers[std::size_t(server)];
            for (int n = 0; n < int(s.npus.size()); ++n)
                for (int d = 0; d < int(s.npus[std::size_t(n)].dies.size()); ++d)
                    fabric.ports.push_back({server, n, d, leaf, QStringLiteral("400GE1/0/%1").arg(n * 2 + d + 1)});
        }
    }
    return fabric;
}

QPoint centreOf(const TopologyView &view, const QRectF &canvasRect)
{
    return view.toWidget(canvasRect.center()).toPoint();
}

QRect onScreen(const TopologyView &view, const QRectF &canvasRect)
{
    return QRectF(view.toWidget(canvasRect.topLeft()), view.toWidget(canvasRect.bottomRight())).toRect();
}

int pixelsOf(const QImage &image, const QRect &rect, const QColor &colour)
{
    int count = 0;
    for (int y = rect.top(); y <= rect.bottom(); ++y)
        for (int x = rect.left(); x <= rect.right(); ++x)
            count += image.pixelColor(x, y).rgb() == colour.rgb();
    return count;
}

} // namespace

class TestTopologyView : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QCOMPARE(installTranslations(QStringLiteral("en_US")), QStringLiteral("en_US")); }

    // The summary counts in English plurals: "1 super-pod · 1 server", never "1 servers".
    void theSummaryCountsInWords()
    {
        TopologyPanel panel;
        panel.setTopology(superPodCluster(1, 1));
        const QString summary = panel.findChild<QLabel *>(QStringLiteral("topologySummary"))->text();
        QVERIFY2(summary.startsWith(QStringLiteral("1 super-pod · 2 servers · 32 devices · 0 servers with faults")), qPrintable(summary));
    }

    // A die shows its rank; a spare's die its device id, marked, never read as a rank.
    void aSparesDieIsNotLabelledLikeARank()
    {
        TopologyDie ranked;
        ranked.deviceId = 3;
        ranked.rank = 11;
        QCOMPARE(dieLabel(ranked), QStringLiteral("11"));
        TopologyDie spare;
        spare.deviceId = 3;
        QCOMPARE(dieLabel(spare), QStringLiteral("#3"));
    }

    void layoutKeepsEveryElementInItsParent()
    {
        const ClusterTopology topology = superPodCluster(3, 5);
        TopologyLayout layout;
        layout.build(topology);
        QCOMPARE(layout.groupFrames().size(), std::size_t(3));
        QCOMPARE(layout.hccsBars().size(), std::size_t(3));
        for (std::size_t p = 0; p < topology.superPods.size(); ++p) {
            for (int s : topology.superPods[p].servers) {
                const ServerGeometry &g = layout.servers()[std::size_t(s)];
                QVERIFY(layout.groupFrames()[p].contains(g.frame));
                QVERIFY(!g.frame.intersects(layout.hccsBars()[p]));
                for (const auto &dies : g.dies)
                    for (const QRectF &die : dies)
                        QVERIFY(g.body.contains(die));
            }
        }
        for (std::size_t a = 0; a < layout.servers().size(); ++a)
            for (std::size_t b = a + 1; b < layout.servers().size(); ++b)
                QVERIFY(!layout.servers()[a].frame.intersects(layout.servers()[b].frame));
        QVERIFY(layout.bounds().contains(layout.roceBar()));
        const QRectF die = layout.servers()[7].dies[3][1];
        QCOMPARE(layout.placeAt(die.center()), (TopologyPlace{7, 3, 1}));
        QCOMPARE(layout.placeAt(layout.servers()[7].frame.topLeft() + QPointF(2, 2)), (TopologyPlace{7, -1, -1}));
        QVERIFY(!layout.placeAt(QPointF(-50, -50)).isValid());
    }

    void drawsTheWholeScalePresetWithFaultsVisible()
    {
        // 22 super-pods of up to 48 job servers: 1,024 job servers, 16,384 dies.
        ClusterTopology topology = superPodCluster(22, 47);
        QVERIFY(topology.dieCount() >= 16384);
        breakDie(topology, 500, 2, 1);
        TopologyView view;
        view.resize(1280, 760);
        view.setTopology(topology);
        view.fitAll();
        const QImage image = view.grab().toImage();
        QCOMPARE(view.lastPaintedServers(), int(topology.servers.size()));
        // Zoomed all the way out the faulty server is still painted in the fault colour.
        const QRect block = QRectF(view.toWidget(view.layout().servers()[500].frame.topLeft()),
                                   view.toWidget(view.layout().servers()[500].frame.bottomRight())).toRect();
        QVERIFY(block.width() >= 2);
        QCOMPARE(image.pixelColor(block.center()), healthColor(Health::Fault));
        const QRect healthy = QRectF(view.toWidget(view.layout().servers()[501].frame.topLeft()),
                                     view.toWidget(view.layout().servers()[501].frame.bottomRight())).toRect();
        QCOMPARE(image.pixelColor(healthy.center()), healthColor(Health::Ok));
    }

    // At a3-scale a server is one block: clicking the red one selects what
    // is wrong in it, wherever in the block the click lands; a right-click
    // selects it too and asks the app for its menu.
    void clickingARedBlockSelectsItsFault()
    {
        ClusterTopology topology = superPodCluster(22, 47);
        breakDie(topology, 500, 6, 1);
        topology.servers[501].npus[2].dies[0].isolated = true;
        TopologyView view;
        view.resize(1280, 760);
        view.setTopology(topology);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.fitAll();
        QVERIFY(view.zoom() * TopologyLayout::kDie < 3);   // blocks
        QTest::mouseClick(&view, Qt::LeftButton, {}, centreOf(view, view.layout().servers()[500].frame));
        QCOMPARE(view.selection(), (TopologyPlace{500, 6, 1}));
        QTest::mouseClick(&view, Qt::LeftButton, {}, centreOf(view, view.layout().servers()[501].frame));
        QCOMPARE(view.selection(), (TopologyPlace{501, 2, 0}));   // isolated
        QTest::mouseClick(&view, Qt::LeftButton, {}, centreOf(view, view.layout().servers()[502].frame));
        QCOMPARE(view.selection(), (TopologyPlace{502, -1, -1}));   // nothing amiss: the server

        QSignalSpy menu(&view, &TopologyView::placeMenuRequested);
        const QPoint at = centreOf(view, view.layout().servers()[500].frame);
        QContextMenuEvent event(QContextMenuEvent::Mouse, at, view.mapToGlobal(at));
        QCoreApplication::sendEvent(&view, &event);
        QCOMPARE(menu.size(), 1);
        QCOMPARE(menu.at(0).at(0).value<TopologyPlace>(), (TopologyPlace{500, 6, 1}));
        QCOMPARE(view.selection(), (TopologyPlace{500, 6, 1}));

        // Close in, a click means the die under it.
        view.reveal({500, 0, 0});
        QTest::mouseClick(&view, Qt::LeftButton, {}, centreOf(view, view.layout().rectOf({500, 0, 0})));
        QCOMPARE(view.selection(), (TopologyPlace{500, 0, 0}));
    }

    // Far out, where a server is one block, isolation is hatched as it is
    // on a die close in: the lower half of a server with a separated chip,
    // the whole block of a cordoned server, nothing on the others.
    void anIsolatedChipLooksIsolatedFarOut()
    {
        ClusterTopology topology = superPodCluster(22, 47);
        topology.servers[501].npus[2].dies[0].isolated = true;
        topology.servers[503].cordoned = true;
        TopologyView view;
        view.resize(1280, 760);
        view.setTopology(topology);
        view.fitAll();
        QVERIFY(view.zoom() * TopologyLayout::kDie < 3);   // blocks
        const QImage image = view.grab().toImage();
        const QColor hatch = look::isolatedHatch();
        const QRect separated = onScreen(view, view.layout().servers()[501].frame);
        QVERIFY(separated.height() >= 4);
        const QRect upper(separated.topLeft(), QSize(separated.width(), separated.height() / 2 - 1));
        const QRect lower(QPoint(separated.left(), separated.center().y() + 1), separated.bottomRight());
        QVERIFY(pixelsOf(image, lower, hatch) > 0);
        QCOMPARE(pixelsOf(image, upper, hatch), 0);
        QVERIFY(pixelsOf(image, onScreen(view, view.layout().servers()[503].frame).adjusted(0, 0, 0, -separated.height() / 2), hatch) > 0);
        QCOMPARE(pixelsOf(image, onScreen(view, view.layout().servers()[502].frame), hatch), 0);
    }

    // The line above the picture counts what the picture shows: as many
    // servers with faults as red blocks, with warnings as amber ones.
    void theSummaryCountsWhatIsDrawn()
    {
        ClusterTopology topology = superPodCluster(6, 20);
        breakDie(topology, 3, 0, 0);
        breakDie(topology, 40, 5, 1);
        topology.servers[70].npus[1].dies[1].roceLink = Health::Fault;   // a link fault alone
        topology.servers[70].updateHealth();
        topology.servers[90].npus[4].dies[0].hccsLink = Health::Warning;
        topology.servers[90].updateHealth();
        topology.servers[110].ready = false;
        topology.servers[110].updateHealth();
        TopologyPanel panel;
        panel.resize(1280, 760);
        panel.setTopology(topology);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        TopologyView *view = panel.view();
        view->fitAll();
        // Zoomed out about the middle, so the whole cluster stays in view as blocks.
        view->setZoom(std::min(view->zoom(), 2.5 / TopologyLayout::kDie), QPointF(view->rect().center()));
        const QImage image = view->grab().toImage();
        int red = 0;
        int amber = 0;
        for (const ServerGeometry &g : view->layout().servers()) {
            const QRect block = onScreen(*view, g.frame);
            QVERIFY(QRect(QPoint(0, 0), image.size()).contains(block.center()));
            const QRgb fill = image.pixelColor(block.center()).rgb();
            red += fill == healthColor(Health::Fault).rgb();
            amber += fill == healthColor(Health::Warning).rgb();
        }
        QCOMPARE(red, 4);
        QCOMPARE(amber, 1);
        const QString summary = panel.findChild<QLabel *>(QStringLiteral("topologySummary"))->text();
        QVERIFY2(summary.contains(QStringLiteral("%1 servers with faults · %2 with warnings").arg(red).arg(amber)), qPrintable(summary));
        QVERIFY2(summary.startsWith(QStringLiteral("%1 super-pod").arg(panel.view()->topology().superPods.size())) && !summary.contains(QLatin1String("(s)")),
                 qPrintable(summary));
    }

    // A server whose job pod failed names the pod and its state, and the
    // job's ring goes through the servers whose pods run.
    void aFailedPodsServerSaysSo()
    {
        ClusterTopology topology = superPodCluster(1, 4);
        topology.servers[1].podPhase = QStringLiteral("Failed");
        topology.servers[2].cordoned = true;
        TopologyPanel panel;
        panel.setTopology(topology);
        panel.view()->select({1, -1, -1});
        QString details = panel.detailsText();
        QVERIFY2(details.contains(QLatin1String("job-worker-1 (rankIndex 1): Failed, no longer running")), qPrintable(details));
        QVERIFY(!details.contains(QLatin1String("spare")));
        QCOMPARE(panel.rankOrderRing(), (std::vector<int>{0, 2, 3}));
        panel.view()->select({2, -1, -1});
        details = panel.detailsText();
        QVERIFY2(details.contains(QLatin1String("Ready, cordoned")), qPrintable(details));
    }

    // What could not be read about a server is in its details (its dies'
    // too), with its place, and the summary counts such servers; a server
    // read whole says nothing of it.
    void whatWasNotReadIsShownWithItsServer()
    {
        ClusterTopology topology = superPodCluster(1, 4);
        topology.servers[2].unread = {QStringLiteral("kube-system/mindx-dl-deviceinfo-x data.DeviceInfoCfg: at /: <not JSON>")};
        TopologyPanel panel;
        panel.setTopology(topology);
        const QString summary = panel.findChild<QLabel *>(QStringLiteral("topologySummary"))->text();
        QVERIFY2(summary.contains(QLatin1String("1 server with values not read")), qPrintable(summary));
        panel.view()->select({2, -1, -1});
        QString details = panel.detailsText();
        QVERIFY2(details.contains(QLatin1String("Not read")), qPrintable(details));
        QVERIFY2(details.contains(QLatin1String("mindx-dl-deviceinfo-x data.DeviceInfoCfg: at /: <not JSON>")), qPrintable(details));
        panel.view()->select({2, 0, 0});
        QVERIFY(panel.detailsText().contains(QLatin1String("data.DeviceInfoCfg")));
        panel.view()->select({1, -1, -1});
        QVERIFY(!panel.detailsText().contains(QLatin1String("Not read")));
        topology.servers[2].unread.clear();
        panel.setTopology(topology);
        QVERIFY(!panel.findChild<QLabel *>(QStringLiteral("topologySummary"))->text().contains(QLatin1String("not read")));
    }

    // NodeD's word on a host: in the server's details always (Unknown where
    // no map was read), and in the fault list when it is UnHealthy or
    // PreSeparate, with its fault devices.
    void nodeDsWordIsShownWithItsServer()
    {
        ClusterTopology topology = superPodCluster(1, 4);
        topology.servers[1].nodeStatus = QStringLiteral("UnHealthy");
        topology.servers[1].nodeHealth = Health::Fault;
        topology.servers[1].nodeFaults = {QStringLiteral("CPU 1: 00000011 (SeparateFault)")};
        topology.servers[1].updateHealth();
        topology.servers[2].nodeStatus = QStringLiteral("PreSeparate");
        topology.servers[2].nodeHealth = Health::Warning;
        topology.servers[2].updateHealth();
        topology.servers[3].nodeStatus = QStringLiteral("Healthy");
        topology.servers[3].nodeHealth = Health::Ok;
        TopologyPanel panel;
        panel.setTopology(topology);
        FaultList *list = panel.faultList();
        QTRY_COMPARE(list->topLevelItemCount(), 2);
        QCOMPARE(list->topLevelItem(0)->text(FaultList::PlaceColumn), QStringLiteral("node-1"));
        QCOMPARE(list->topLevelItem(0)->text(FaultList::WhatColumn), QStringLiteral("NodeD: UnHealthy; CPU 1: 00000011 (SeparateFault)"));
        QCOMPARE(list->topLevelItem(1)->text(FaultList::WhatColumn), QStringLiteral("NodeD: PreSeparate"));
        panel.view()->select({1, -1, -1});
        QString details = panel.detailsText();
        QVERIFY2(details.contains(QLatin1String("fault: UnHealthy")) && details.contains(QLatin1String("CPU 1: 00000011 (SeparateFault)")),
                 qPrintable(details));
        panel.view()->select({0, -1, -1});
        QVERIFY2(panel.detailsText().contains(QLatin1String("no NodeD map, or one that could not be read")), qPrintable(panel.detailsText()));
        panel.view()->select({3, -1, -1});
        QVERIFY(panel.detailsText().contains(QLatin1String(": Healthy")));
        QVERIFY(!panel.detailsText().contains(QLatin1String("no NodeD map")));
        // A click on the red block opens the server, not a lesser die in it.
        topology.servers[1].npus[0].dies[0].health = Health::Warning;
        QCOMPARE(worstPlaceInServer(topology, 1), (TopologyPlace{1, -1, -1}));
    }

    // The fault list holds what F8 walks, says what is wrong at each, and
    // follows the picture both ways; it is listed again after a change.
    void theFaultListListsWhatNextFaultWalks()
    {
        ClusterTopology topology = superPodCluster(2, 4);
        breakDie(topology, 1, 0, 0);
        topology.servers[3].ready = false;
        topology.servers[3].updateHealth();
        TopologyDie &isolated = topology.servers[5].npus[2].dies[1];
        isolated.isolated = isolated.isolatedByClusterd = true;
        topology.servers[7].npus[0].dies[0].roceLink = Health::Fault;
        topology.servers[7].updateHealth();
        TopologyPanel panel;
        panel.setTopology(topology);
        FaultList *list = panel.faultList();
        QTRY_COMPARE(list->topLevelItemCount(), 4);   // listed within 200 ms
        QCOMPARE(list->topLevelItemCount(), countInTopology(topology, TopologyLayer::Faulty));
        QCOMPARE(list->topLevelItem(0)->text(FaultList::PlaceColumn), QStringLiteral("node-1 device 0"));
        QVERIFY2(list->topLevelItem(0)->text(FaultList::WhatColumn).startsWith(QLatin1String("80E18402: on-chip memory multi-bit ECC error")),
                 qPrintable(list->topLevelItem(0)->text(FaultList::WhatColumn)));
        QCOMPARE(list->topLevelItem(1)->text(FaultList::PlaceColumn), QStringLiteral("node-3"));
        QCOMPARE(list->topLevelItem(1)->text(FaultList::WhatColumn), QStringLiteral("NotReady"));
        QCOMPARE(list->topLevelItem(2)->text(FaultList::WhatColumn), QStringLiteral("isolated by ClusterD"));
        QCOMPARE(list->topLevelItem(3)->text(FaultList::WhatColumn), QStringLiteral("RoCE link in fault"));
        QCOMPARE(panel.findChild<QLabel *>(QStringLiteral("faultListTitle"))->text(),
                 QStringLiteral("Faults and isolated devices: 4"));

        // A row chosen selects its place, and says where it stands among them.
        list->setCurrentItem(list->topLevelItem(2));
        QCOMPARE(panel.view()->selection(), (TopologyPlace{5, 2, 1}));
        QVERIFY(panel.detailsText().contains(QLatin1String("Isolated")));
        // Next Fault moves the list's row with the picture; a healthy place clears it.
        panel.nextFaultAction()->trigger();
        QCOMPARE(panel.view()->selection(), (TopologyPlace{7, 0, 0}));
        QCOMPARE(list->currentItem(), list->topLevelItem(3));
        panel.view()->select({0, -1, -1});
        QCOMPARE(list->currentItem(), nullptr);

        // The fault on node-1 clears: the list follows once updates pause.
        TopologyServer healed = panel.view()->topology().servers[1];
        healed.npus[0].dies[0].health = Health::Ok;
        healed.npus[0].dies[0].faults.clear();
        healed.updateHealth();
        panel.updateServer(1, healed, true);
        QTRY_COMPARE(list->topLevelItemCount(), 3);
        QCOMPARE(list->topLevelItem(0)->text(FaultList::PlaceColumn), QStringLiteral("node-3"));

        ClusterTopology healthy = superPodCluster(1, 2);
        panel.setTopology(healthy);
        QTRY_COMPARE(list->topLevelItemCount(), 0);
        QCOMPARE(panel.findChild<QLabel *>(QStringLiteral("faultListTitle"))->text(), QStringLiteral("No faults, nothing isolated"));
    }

    void zoomingInPaintsOnlyWhatIsVisibleInMoreDetail()
    {
        const ClusterTopology topology = superPodCluster(22, 47);
        TopologyView view;
        view.resize(1000, 700);
        view.setTopology(topology);
        view.reveal({300, 4, 0});
        QVERIFY(view.zoom() * TopologyLayout::kDie >= 20);   // readable
        const QImage image = view.grab().toImage();
        QVERIFY(view.lastPaintedServers() > 0);
        QVERIFY2(view.lastPaintedServers() < int(topology.servers.size()) / 20, qPrintable(QString::number(view.lastPaintedServers())));
        // The revealed die is in view, in its own colour.
        const QPoint die = centreOf(view, view.layout().rectOf({300, 4, 0}));
        QVERIFY(view.rect().contains(die));
        QCOMPARE(image.pixelColor(die + QPoint(0, -view.zoom() * 5)), healthColor(Health::Ok));
    }

    void clickingSelectsAndTheDetailsFollow()
    {
        TopologyPanel panel;
        panel.resize(1200, 700);
        ClusterTopology topology = superPodCluster(2, 4);
        breakDie(topology, 1, 3, 1);
        // Isolated by the device plugin's frequency rule, as it kept why.
        TopologyDie &broken = topology.servers[1].npus[3].dies[1];
        broken.isolated = broken.isolatedByDevicePlugin = true;
        broken.isolationReasons = {QStringLiteral("81978008 (FaultFrequency, 2026-02-07 02:59 UTC)")};
        panel.setTopology(topology);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        TopologyView *view = panel.view();
        view->reveal({1, 3, 1});
        QSignalSpy selected(view, &TopologyView::selectionChanged);
        const QPoint die = centreOf(*view, view->layout().rectOf({1, 3, 1}));
        QTest::mouseClick(view, Qt::LeftButton, {}, die);
        QCOMPARE(view->selection(), (TopologyPlace{1, 3, 1}));
        // Each fault code in words, with its handling level, what that level
        // does and what to do about it.
        QVERIFY2(panel.detailsText().contains(QLatin1String("80E18402: on-chip memory multi-bit ECC error with 64 rows isolated: "
                                                            "no spare rows are left. SeparateNPU, the chip is isolated and its job "
                                                            "rescheduled. To do: replace the NPU")),
                 qPrintable(panel.detailsText()));
        QVERIFY(panel.detailsText().contains(QLatin1String("192.0.1.7")));
        QVERIFY2(panel.detailsText().contains(QLatin1String("by the device plugin (device-info ManuallySeparateNPU), for 81978008 (FaultFrequency")),
                 qPrintable(panel.detailsText()));
        if (qEnvironmentVariableIsSet("ASCENDOPS_SHOTS"))
            panel.grab().save(qEnvironmentVariable("ASCENDOPS_SHOTS") + QStringLiteral("/topology-isolated-why.png"));
        // A drag pans instead of selecting.
        const QPointF before = view->toCanvas(QPointF(0, 0));
        QTest::mousePress(view, Qt::LeftButton, {}, QPoint(100, 100));
        QMouseEvent move(QEvent::MouseMove, QPointF(160, 130), view->mapToGlobal(QPointF(160, 130)), Qt::NoButton,
                         Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(view, &move);
        QTest::mouseRelease(view, Qt::LeftButton, {}, QPoint(160, 130));
        QVERIFY(view->toCanvas(QPointF(0, 0)) != before);
        QCOMPARE(view->selection(), (TopologyPlace{1, 3, 1}));
    }

    void searchRevealsRanksIpsAndNodes()
    {
        TopologyPanel panel;
        panel.resize(1200, 700);
        panel.setTopology(superPodCluster(2, 4));
        QVERIFY(panel.search(QStringLiteral("rank 37")));
        QCOMPARE(panel.view()->selection(), (TopologyPlace{2, 2, 1}));   // rankIndex 2 x 16 + 5
        QVERIFY(panel.detailsText().contains(QLatin1String("37")));
        QVERIFY(panel.search(QStringLiteral("node-9")));
        QCOMPARE(panel.view()->selection().server, 9);
        QVERIFY(panel.detailsText().contains(QLatin1String("spare")));
        QVERIFY(panel.search(QStringLiteral("192.1.0.3")));
        QCOMPARE(panel.view()->selection(), (TopologyPlace{5, 1, 1}));
        QVERIFY(!panel.search(QStringLiteral("no-such-node")));
    }

    void aHealthChangeRepaintsItsServer()
    {
        ClusterTopology topology = superPodCluster(1, 4);
        TopologyView view;
        view.resize(900, 500);
        view.setTopology(topology);
        view.fitAll();
        const QPoint die = centreOf(view, view.layout().rectOf({2, 0, 0}));
        QCOMPARE(view.grab().toImage().pixelColor(die), healthColor(Health::Ok));
        breakDie(topology, 2, 0, 0);
        view.updateServers(serversOf(topology, {2}));
        QCOMPARE(view.grab().toImage().pixelColor(die), healthColor(Health::Fault));
        QCOMPARE(view.topology().servers[2].health, Health::Fault);
    }

    void fabricSwitchesSitBelowAndAreSelectable()
    {
        TopologyPanel panel;
        panel.resize(1200, 700);
        const ClusterTopology topology = superPodCluster(2, 4);
        panel.setTopology(topology);
        panel.setFabric(interleavedFabric(topology));
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        TopologyView *view = panel.view();
        const FabricLayout &fabric = view->fabricLayout();
        QCOMPARE(fabric.switchRects().size(), std::size_t(5));
        const QRectF cluster = view->layout().bounds();
        for (std::size_t s = 0; s < fabric.switchRects().size(); ++s) {
            QVERIFY(fabric.switchRects()[s].top() > cluster.bottom());
            for (std::size_t t = s + 1; t < fabric.switchRects().size(); ++t)
                QVERIFY(!fabric.switchRects()[s].intersects(fabric.switchRects()[t]));
        }
        QVERIFY(fabric.switchRects()[0].top() > fabric.switchRects()[1].bottom());   // the spine below the leaves
        // Each leaf sits under its servers: leaf-0-0's servers are left of leaf-0-1's.
        QVERIFY(fabric.switchRects()[1].center().x() < fabric.switchRects()[2].center().x());
        // Far out a line per server and leaf; closer in one per die; the uplinks at both.
        view->setZoom(0.15);
        view->grab();
        QCOMPARE(view->lastPaintedFabricLines(), 10 + 4);
        view->fitAll();
        QVERIFY(view->rect().contains(centreOf(*view, fabric.switchRects()[0])));
        QVERIFY(view->zoom() * TopologyLayout::kDie >= 8);
        view->grab();
        QCOMPARE(view->lastPaintedFabricLines(), 160 + 4);
        // Dies as large, the leaves out of view: a line per server and leaf
        // again (each port's health marks its die), not a haze of one per die.
        view->setZoom(18.0 / TopologyLayout::kDie, view->toWidget(view->layout().servers()[0].frame.topLeft()));
        // Dragged down by 300 px: the servers in view, the leaves below it.
        const QPoint from(view->width() / 2, 100), to(view->width() / 2, 400);
        QMouseEvent press(QEvent::MouseButtonPress, from, view->mapToGlobal(from), Qt::LeftButton, Qt::LeftButton, Qt::NoModifier);
        QMouseEvent move(QEvent::MouseMove, to, view->mapToGlobal(to), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
        QMouseEvent release(QEvent::MouseButtonRelease, to, view->mapToGlobal(to), Qt::LeftButton, Qt::NoButton, Qt::NoModifier);
        for (QMouseEvent *event : {&press, &move, &release})
            QCoreApplication::sendEvent(view, event);
        view->grab();
        for (std::size_t s = 1; s < fabric.switchRects().size(); ++s)
            QVERIFY(!view->rect().contains(centreOf(*view, fabric.switchRects()[s])));
        QVERIFY2(view->lastPaintedFabricLines() > 0 && view->lastPaintedFabricLines() <= 10 + 4,
                 qPrintable(QString::number(view->lastPaintedFabricLines())));
        view->fitAll();

        QSignalSpy switched(view, &TopologyView::switchSelected);
        QTest::mouseClick(view, Qt::LeftButton, {}, centreOf(*view, fabric.switchRects()[2]));
        QCOMPARE(view->selectedSwitch(), 2);
        QCOMPARE(switched.count(), 1);
        QVERIFY2(panel.detailsText().contains(QLatin1String("leaf-0-1")), qPrintable(panel.detailsText()));
        QVERIFY(panel.detailsText().contains(QLatin1String("spine-0")));
        // Clicking a server selects it instead, and its die shows its switch port.
        view->reveal({0, 1, 0});
        QCOMPARE(view->selectedSwitch(), -1);
        QVERIFY2(panel.detailsText().contains(QLatin1String("leaf-0-0 400GE1/0/3")), qPrintable(panel.detailsText()));
    }

    void aPortFaultShowsOnItsLeafAtScale()
    {
        ClusterTopology topology = superPodCluster(22, 47);
        TopologyView view;
        view.resize(1280, 760);
        view.setTopology(topology);
        view.setFabric(interleavedFabric(topology));
        view.fitAll();
        const int leaf = view.fabric().serverLeaf[500];
        const QPoint leafCentre = centreOf(view, view.fabricLayout().switchRects()[std::size_t(leaf)]);
        QCOMPARE(view.grab().toImage().pixelColor(leafCentre).rgb(), healthColor(Health::Ok).lighter(140).rgb());
        topology.servers[500].npus[3].dies[0].roceLink = Health::Fault;
        topology.servers[500].updateHealth();
        view.updateServers(serversOf(topology, {500}));
        // Far out the leaf is a few pixels: its fault frame or its fill, red either way.
        const QRgb faulty = view.grab().toImage().pixelColor(leafCentre).rgb();
        QVERIFY(faulty == healthColor(Health::Fault).rgb() || faulty == healthColor(Health::Fault).lighter(140).rgb());
        // Close in, one line per die, and only those that cross the view
        // (the ports of the servers in view, and lines of others passing by).
        view.reveal({500, 3, 0});
        view.grab();
        QVERIFY(view.lastPaintedFabricLines() > 0);
        QVERIFY2(view.lastPaintedFabricLines() < int(view.fabric().ports.size()) / 10,
                 qPrintable(QString::number(view.lastPaintedFabricLines())));
    }

    void ringShowsItsLeafCrossingsBeforeAndAfterAPlan()
    {
        TopologyPanel panel;
        panel.resize(1200, 700);
        const ClusterTopology topology = superPodCluster(2, 4);
        panel.setTopology(topology);
        panel.setFabric(interleavedFabric(topology));
        const auto hops = [&](const std::vector<int> &ring) {
            int crossings = 0;
            for (std::size_t i = 0; i < ring.size(); ++i)
                crossings += panel.view()->fabric().serverLeaf[std::size_t(ring[i])]
                             != panel.view()->fabric().serverLeaf[std::size_t(ring[(i + 1) % ring.size()])];
            return crossings;
        };
        const std::vector<int> ranked = panel.rankOrderRing();
        QCOMPARE(ranked, (std::vector<int>{0, 1, 2, 3, 5, 6, 7, 8}));
        QCOMPARE(hops(ranked), 8);
        const std::vector<int> planned = panel.plannedRing();
        // Each pod's leaves together, pods kept apart: one crossing per leaf.
        QCOMPARE(planned, (std::vector<int>{0, 2, 1, 3, 5, 7, 6, 8}));
        QCOMPARE(hops(planned), 4);
        panel.showRing(TopologyPanel::Ring::RankOrder);
        QCOMPARE(panel.view()->ring(), ranked);
        TopologyView *view = panel.view();
        view->fitAll();
        // The hop from node-0 to node-1 changes leaf: drawn in the crossing colour.
        const QPointF middle = (view->layout().servers()[0].frame.center() + view->layout().servers()[1].frame.center()) / 2;
        QCOMPARE(view->grab().toImage().pixelColor(view->toWidget(middle).toPoint()).rgb(), look::ringCrossing().rgb());
        panel.showRing(TopologyPanel::Ring::None);
        QVERIFY(view->ring().empty());
    }

    // A restart moves a rank to the spare: the watch refreshes just the two
    // servers, and the ring drawn follows the rank.
    void aRankThatMovesToTheSpareMovesTheRing()
    {
        TopologyPanel panel;
        panel.resize(1200, 700);
        ClusterTopology topology = superPodCluster(2, 4);
        panel.setTopology(topology);
        panel.setFabric(interleavedFabric(topology));
        panel.showRing(TopologyPanel::Ring::RankOrder);
        QCOMPARE(panel.view()->ring(), (std::vector<int>{0, 1, 2, 3, 5, 6, 7, 8}));
        QVERIFY(topology.servers[4].spare);
        std::swap(topology.servers[3].rankIndex, topology.servers[4].rankIndex);
        std::swap(topology.servers[3].podName, topology.servers[4].podName);
        std::swap(topology.servers[3].spare, topology.servers[4].spare);
        panel.updateServers(serversOf(topology, {3, 4}));
        QCOMPARE(panel.view()->ring(), (std::vector<int>{0, 1, 2, 4, 5, 6, 7, 8}));
        // A change of health alone leaves the ring as it is.
        topology.servers[0].health = Health::Fault;
        panel.updateServers(serversOf(topology, {0}));
        QCOMPARE(panel.view()->ring(), (std::vector<int>{0, 1, 2, 4, 5, 6, 7, 8}));
        if (const QByteArray shot = qgetenv("ASCENDOPS_SHOT_DIR"); !shot.isEmpty())
            panel.grab().save(QString::fromLocal8Bit(shot) + QStringLiteral("/ring-moved.png"));
    }

    void telemetryFaultDrawsTheRoceLinkAndServerRed()
    {
        ClusterTopology topology = superPodCluster(1, 4);
        TopologyPanel panel;
        panel.resize(1200, 700);
        panel.setTopology(topology);
        TopologyView *view = panel.view();
        view->reveal({2, 1, 0});
        const QRectF dieRect = view->layout().rectOf({2, 1, 0});
        const QPoint stub = view->toWidget(QPointF(dieRect.center().x(), dieRect.bottom() + TopologyLayout::kStub / 2)).toPoint();
        QCOMPARE(view->grab().toImage().pixelColor(stub), healthColor(Health::Ok));

        // What the app merges from node telemetry: the link's verdict is Fault.
        TopologyServer server = topology.servers[2];
        TopologyDie &die = server.npus[1].dies[0];
        die.roceTelemetry = die.roceLink = Health::Fault;
        die.roceReasons = {QStringLiteral("link went down 2 times in 5 min")};
        die.roceProbedAtMs = QDateTime(QDate(2025, 3, 1), QTime(10, 20, 30)).toMSecsSinceEpoch();
        server.updateHealth();
        panel.updateServer(2, server, true);
        QCOMPARE(view->grab().toImage().pixelColor(stub), healthColor(Health::Fault));
        QCOMPARE(view->topology().servers[2].health, Health::Fault);
        const QString details = panel.detailsText();
        QVERIFY2(details.contains(QLatin1String("link went down 2 times in 5 min")), qPrintable(details));
        QVERIFY2(details.contains(QLatin1String("2025-03-01 10:20:30")), qPrintable(details));

        // Far out, the server is one block in its worst colour.
        view->fitAll();
        view->setZoom(0.2);  // a die under 3 px: servers are blocks
        const QRect block = QRectF(view->toWidget(view->layout().servers()[2].frame.topLeft()),
                                   view->toWidget(view->layout().servers()[2].frame.bottomRight())).toRect();
        QVERIFY(block.width() >= 3);
        const QImage far = view->grab().toImage();
        QCOMPARE(far.pixelColor(block.center()), healthColor(Health::Fault));
        // One faulty port marks the RoCE plane under its own die only, not a
        // stretch of the plane: under its server's other dies, and under
        // another server, the bar stays healthy.
        const double barY = view->layout().roceBar().center().y();
        const ServerGeometry &faulty = view->layout().servers()[2];
        const QRectF faultyDie = faulty.dies[1][0];
        const QRectF otherDie = faulty.dies[6][0];
        const QRectF otherFrame = view->layout().servers()[1].frame;
        QVERIFY(view->toWidget(otherDie.center()).x() - view->toWidget(faultyDie.center()).x() > 6);
        const auto under = [&](double x) { return view->toWidget(QPointF(x, barY)).toPoint(); };
        QCOMPARE(far.pixelColor(under(faultyDie.center().x())), healthColor(Health::Fault));
        const QRgb healthy = healthColor(Health::Ok).lighter(130).rgb();
        QCOMPARE(far.pixelColor(under(otherDie.center().x())).rgb(), healthy);
        QCOMPARE(far.pixelColor(under(otherFrame.center().x())).rgb(), healthy);
    }
};

QTEST_MAIN(TestTopologyView)
#include "tst_topologyview.moc"
