// Frame times of the Topology view on an a3-fleet cluster (22 super-pods
// of 48 servers and a spare, 1,078 servers, 17,248 dies, a leaf switch per eight
// servers and two spines, every line drawn, a fault and an isolated die),
// painted at fit, at mid zoom, close in at die zoom, and while panning by
// mouse drags; against Qt's own QGraphicsView holding one rect item per
// server and per die (the usual way to draw such a picture in Qt), fitted
// to the same view, repainted the same way. Each frame is a synchronous
// paint of a 1280 x 760 widget into an image (QWidget::render).
//
// Prints one JSON object; bench/topology_frames.py runs it and adds the machine.
#include "cluster/topologyview.h"
#include "cluster/topologylayout.h"
#include "look/colors.h"
#include "model/clusterfabric.h"
#include "model/clustertopology.h"
#include "scaletopology.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMouseEvent>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace ascendops;

namespace {

constexpr int kPods = 22;
constexpr int kServersPerPod = 48;   // and one spare each: a3-fleet's 1,078 servers
constexpr int kServersPerLeaf = 8;
// FRAMES=N in the environment for a quicker look.
const int kFrames = qEnvironmentVariableIntValue("FRAMES") > 0 ? qEnvironmentVariableIntValue("FRAMES") : 300;
const QSize kViewSize(1280, 760);

ClusterTopology a3Fleet()
{
    ClusterTopology topology = superPodCluster(kPods, kServersPerPod);
    topology.servers[500].npus[3].dies[1].health = Health::Fault;
    topology.servers[500].updateHealth();
    topology.servers[700].npus[5].dies[0].roceLink = Health::Warning;
    topology.servers[700].updateHealth();
    topology.servers[800].npus[1].dies[1].isolated = true;
    return topology;
}

ClusterFabric leavesAndSpines(const ClusterTopology &topology)
{
    ClusterFabric fabric;
    fabric.switches.push_back({QStringLiteral("spine-0"), true, {}});
    fabric.switches.push_back({QStringLiteral("spine-1"), true, {}});
    fabric.serverLeaf.assign(topology.servers.size(), -1);
    for (const TopologySuperPod &pod : topology.superPods) {
        const int first = int(fabric.switches.size());
        const int leaves = (int(pod.servers.size()) + kServersPerLeaf - 1) / kServersPerLeaf;
        for (int l = 0; l < leaves; ++l)
            fabric.switches.push_back({QStringLiteral("leaf-%1-%2").arg(pod.id).arg(l), false, {0, 1}});
        for (std::size_t i = 0; i < pod.servers.size(); ++i) {
            const int server = pod.servers[i];
            const int leaf = first + int(i) / kServersPerLeaf;
            fabric.serverLeaf[std::size_t(server)] = leaf;
            const TopologyServer &s = topology.servers[std::size_t(server)];
            for (int n = 0; n < int(s.npus.size()); ++n)
                for (int d = 0; d < int(s.npus[std::size_t(n)].dies.size()); ++d)
                    fabric.ports.push_back({server, n, d, leaf, QStringLiteral("400GE1/0/%1").arg(n * 2 + d + 1)});
        }
    }
    return fabric;
}

struct Stats
{
    double medianMs = 0;
    double p99Ms = 0;
    double maxMs = 0;
};

Stats statsOf(std::vector<double> ms)
{
    std::sort(ms.begin(), ms.end());
    Stats s;
    s.medianMs = ms[ms.size() / 2];
    s.p99Ms = ms[std::min(ms.size() - 1, std::size_t(double(ms.size()) * 0.99))];
    s.maxMs = ms.back();
    return s;
}

// kFrames frames of WIDGET, BEFORE each (a pan step, say). A frame is
// WIDGET's paint into an image of its size in the raster backing store's
// format: what a repaint costs before the window system shows it (the
// offscreen platform's own flush, a copy of the whole window per paint,
// would be measured otherwise).
template<typename Before>
Stats frames(QWidget &widget, Before before)
{
    QImage image(widget.size(), QImage::Format_ARGB32_Premultiplied);
    std::vector<double> ms;
    QElapsedTimer timer;
    for (int i = 0; i < kFrames; ++i) {
        before(i);
        timer.start();
        widget.render(&image);
        ms.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    return statsOf(ms);
}

void drag(QWidget &view, QPoint from, QPoint to)
{
    QMouseEvent press(QEvent::MouseButtonPress, from, view.mapToGlobal(from), Qt::LeftButton, Qt::LeftButton, Qt::NoModifier);
    QMouseEvent move(QEvent::MouseMove, to, view.mapToGlobal(QPointF(to)), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
    QMouseEvent release(QEvent::MouseButtonRelease, to, view.mapToGlobal(QPointF(to)), Qt::LeftButton, Qt::NoButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&view, &press);
    QCoreApplication::sendEvent(&view, &move);
    QCoreApplication::sendEvent(&view, &release);
}

QJsonObject json(const Stats &s, const TopologyView &view)
{
    return {{QStringLiteral("median_ms"), s.medianMs}, {QStringLiteral("p99_ms"), s.p99Ms}, {QStringLiteral("max_ms"), s.maxMs},
            {QStringLiteral("servers_painted"), view.lastPaintedServers()}, {QStringLiteral("lines_painted"), view.lastPaintedFabricLines()}};
}

// The peer: a QGraphicsScene with a rect item per server frame and per
// die, in the console's layout and colours, fitted to the view.
Stats graphicsViewAtFit(const ClusterTopology &topology, const TopologyLayout &layout, int *items)
{
    QGraphicsScene scene;
    for (std::size_t s = 0; s < layout.servers().size(); ++s) {
        const ServerGeometry &g = layout.servers()[s];
        scene.addRect(g.frame, QPen(Qt::darkGray), QBrush(healthColor(topology.servers[s].health).lighter(160)));
        for (std::size_t n = 0; n < g.dies.size(); ++n)
            for (std::size_t d = 0; d < g.dies[n].size(); ++d)
                scene.addRect(g.dies[n][d], Qt::NoPen, QBrush(healthColor(topology.servers[s].npus[n].dies[d].health)));
    }
    *items = int(scene.items().size());
    QGraphicsView view(&scene);
    view.resize(kViewSize);
    view.show();
    view.fitInView(scene.itemsBoundingRect(), Qt::KeepAspectRatio);
    return frames(view, [](int) {});
}

} // namespace

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const ClusterTopology topology = a3Fleet();
    TopologyView view;
    view.resize(kViewSize);
    view.setTopology(topology);
    view.setFabric(leavesAndSpines(topology));
    view.show();
    QCoreApplication::processEvents();

    QJsonObject out;
    out.insert(QStringLiteral("dies"), topology.dieCount());
    out.insert(QStringLiteral("servers"), int(topology.servers.size()));
    view.fitAll();
    out.insert(QStringLiteral("fit"), json(frames(view, [](int) {}), view));
    // Mid zoom: a super-pod fills the view (dies drawn, no labels).
    view.reveal({500, -1, -1});
    view.setZoom(view.zoom() * 0.35, QPointF(kViewSize.width() / 2.0, kViewSize.height() / 2.0));
    out.insert(QStringLiteral("mid_zoom"), json(frames(view, [](int) {}), view));
    // Panning at mid zoom: a drag of 12 px per frame, back and forth.
    out.insert(QStringLiteral("pan_mid_zoom"), json(frames(view, [&view](int i) {
        const int dx = (i / 40) % 2 ? 12 : -12;
        drag(view, QPoint(640, 380), QPoint(640 + dx, 380 + dx / 3));
    }), view));
    // Close in: a die is readable, labels and links drawn.
    view.reveal({500, 3, 1});
    out.insert(QStringLiteral("die_zoom"), json(frames(view, [](int) {}), view));
    out.insert(QStringLiteral("pan_die_zoom"), json(frames(view, [&view](int i) {
        const int dx = (i / 40) % 2 ? 12 : -12;
        drag(view, QPoint(640, 380), QPoint(640 + dx, 380));
    }), view));
    int items = 0;
    const Stats peer = graphicsViewAtFit(topology, view.layout(), &items);
    out.insert(QStringLiteral("qgraphicsview_fit"), QJsonObject{{QStringLiteral("median_ms"), peer.medianMs}, {QStringLiteral("p99_ms"), peer.p99Ms}, {QStringLiteral("max_ms"), peer.maxMs}, {QStringLiteral("items"), items}});
    std::printf("%s\n", QJsonDocument(out).toJson(QJsonDocument::Compact).constData());
    return 0;
}
