#include "cluster/topologyview.h"

#include "cluster/jobstate.h"
#include "model/clustercapacity.h"

#include <QKeyEvent>
#include <QLineF>
#include <QContextMenuEvent>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QFontMetricsF>
#include <QPainter>
#include <QWheelEvent>

#include <algorithm>
#include <array>
#include <cmath>

namespace ascendops {

namespace {

constexpr double kMinZoom = 0.02;
constexpr double kMaxZoom = 8.0;
constexpr double kReadableDie = 22;   // die side in pixels when revealing a place

// A pen N screen pixels wide at any zoom. Cosmetic: thin lines take the
// raster engine's line drawer instead of being stroked as paths, which on
// a fabric of 16,000 lines is the difference between a frame in a few
// milliseconds and one in a hundred.
QPen pixels(const QColor &color, double width, Qt::PenStyle style = Qt::SolidLine)
{
    QPen pen(color, width, style);
    pen.setCosmetic(true);
    return pen;
}

// Level of detail from a die's size on screen.
enum class Detail { Blocks, Dies, Links, Labels };

Detail detailFor(double zoom)
{
    const double die = TopologyLayout::kDie * zoom;
    if (die < 3)
        return Detail::Blocks;
    if (die < 8)
        return Detail::Dies;
    if (die < 20)
        return Detail::Links;
    return Detail::Labels;
}

Health worstRoce(const TopologyServer &server)
{
    Health worst = Health::Unknown;
    for (const TopologyNpu &npu : server.npus)
        for (const TopologyDie &die : npu.dies)
            worst = worse(worst, die.roceLink);
    return worst;
}

Health roceOf(const TopologyDie &die)
{
    return die.roceLink;
}

Health hccsOf(const TopologyDie &die)
{
    return die.hccsLink;
}

} // namespace

TopologyView::TopologyView(QWidget *parent)
    : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(false);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setAccessibleName(tr("Cluster topology"));
}

void TopologyView::setTopology(const ClusterTopology &topology)
{
    m_topology = topology;
    m_layout.build(m_topology);
    // A fabric made for another shape would point at the wrong servers.
    if (!m_fabric.empty() && m_fabric.serverLeaf.size() != m_topology.servers.size())
        m_fabric = {};
    m_fabricLayout.build(m_fabric, m_layout);
    if (m_selectedSwitch >= int(m_fabric.switches.size()))
        m_selectedSwitch = -1;
    std::erase_if(m_ring, [this](int server) { return server >= int(m_topology.servers.size()); });
    if (m_selection.server >= int(m_topology.servers.size()))
        m_selection = {};
    if (!m_userMoved)
        fitAll();
    update();
}

void TopologyView::setFabric(const ClusterFabric &fabric)
{
    m_fabric = fabric;
    if (m_fabric.serverLeaf.size() != m_topology.servers.size())
        m_fabric = {};
    m_fabricLayout.build(m_fabric, m_layout);
    if (m_selectedSwitch >= int(m_fabric.switches.size()))
        m_selectedSwitch = -1;
    if (!m_userMoved)
        fitAll();
    update();
}

void TopologyView::setRing(const std::vector<int> &servers)
{
    m_ring.clear();
    for (int server : servers)
        if (server >= 0 && server < int(m_topology.servers.size()))
            m_ring.push_back(server);
    update();
}

void TopologyView::selectSwitch(int index)
{
    if (index >= int(m_fabric.switches.size()))
        index = -1;
    if (index == m_selectedSwitch)
        return;
    if (index >= 0)
        select({});
    m_selectedSwitch = index;
    update();
    emit switchSelected(index);
}

void TopologyView::updateServers(const std::vector<std::pair<int, TopologyServer>> &servers)
{
    QList<int> changed;
    for (const auto &[index, server] : servers) {
        if (index < 0 || index >= int(m_topology.servers.size()))
            continue;
        m_topology.servers[std::size_t(index)] = server;
        changed.append(index);
    }
    repaintServers(changed);
}

void TopologyView::updateServer(int index, const TopologyServer &server, bool repaint)
{
    if (index < 0 || index >= int(m_topology.servers.size()))
        return;
    m_topology.servers[std::size_t(index)] = server;
    if (repaint)
        repaintServers({index});
}

void TopologyView::repaintServers(const QList<int> &servers)
{
    for (int index : servers) {
        if (index < 0 || index >= int(m_layout.servers().size()))
            continue;
        const QRectF frame = m_layout.servers()[std::size_t(index)].frame;
        update(widgetRect(frame).adjusted(-2, -2, 2, 2));
        // Its lines to its leaves and the leaves' colours follow its ports.
        for (int e : m_fabricLayout.edgesFrom(index)) {
            const QRectF leaf = m_fabricLayout.switchRects()[std::size_t(m_fabricLayout.edges()[std::size_t(e)].switchIndex)];
            update(widgetRect(QRectF(frame.bottomLeft(), leaf.topRight()).normalized()
                              | QRectF(frame.bottomRight(), leaf.topLeft()).normalized() | leaf).adjusted(-4, -4, 4, 4));
        }
    }
    // The plane bars summarize every server; they are thin and cheap.
    for (const QRectF &bar : m_layout.hccsBars())
        update(widgetRect(bar).adjusted(-2, -2, 2, 2));
    update(widgetRect(m_layout.roceBar()).adjusted(-2, -2, 2, 2));
}

void TopologyView::select(const TopologyPlace &place)
{
    if (place.isValid() && m_selectedSwitch >= 0) {
        m_selectedSwitch = -1;
        update();
    }
    if (place == m_selection)
        return;
    const QRectF before = m_layout.rectOf(m_selection);
    m_selection = place;
    update(widgetRect(before).adjusted(-4, -4, 4, 4));
    update(widgetRect(m_layout.rectOf(place)).adjusted(-4, -4, 4, 4));
    emit selectionChanged(place);
}

void TopologyView::reveal(const TopologyPlace &place)
{
    if (!place.isValid())
        return;
    select(place);
    const QRectF rect = m_layout.rectOf(place);
    if (place.isDie())
        m_zoom = std::max(m_zoom, kReadableDie / TopologyLayout::kDie);
    else
        m_zoom = std::max(m_zoom, std::min(width() / (rect.width() * 1.5), 2.0));
    m_offset = rect.center() - QPointF(width() / 2.0, height() / 2.0) / m_zoom;
    m_userMoved = true;
    update();
}

void TopologyView::setZoom(double zoom, QPointF anchor)
{
    zoom = std::clamp(zoom, kMinZoom, kMaxZoom);
    const QPointF canvasAnchor = toCanvas(anchor);
    m_zoom = zoom;
    m_offset = canvasAnchor - anchor / m_zoom;
    m_userMoved = true;
    update();
}

QRectF TopologyView::canvasBounds() const
{
    return m_fabricLayout.isEmpty() ? m_layout.bounds() : m_layout.bounds() | m_fabricLayout.bounds();
}

void TopologyView::fitAll()
{
    const QRectF bounds = canvasBounds().adjusted(-20, -20, 20, 20);
    if (bounds.isEmpty() || width() <= 0 || height() <= 0)
        return;
    m_zoom = std::clamp(std::min(width() / bounds.width(), height() / bounds.height()), kMinZoom, kMaxZoom);
    // Centre the picture.
    m_offset = bounds.center() - QPointF(width() / 2.0, height() / 2.0) / m_zoom;
    m_userMoved = false;
    update();
}

QPointF TopologyView::toCanvas(QPointF widgetPoint) const
{
    return m_offset + widgetPoint / m_zoom;
}

QPointF TopologyView::toWidget(QPointF canvasPoint) const
{
    return (canvasPoint - m_offset) * m_zoom;
}

QRect TopologyView::widgetRect(const QRectF &canvasRect) const
{
    if (canvasRect.isNull())
        return {};
    return QRectF(toWidget(canvasRect.topLeft()), toWidget(canvasRect.bottomRight())).toAlignedRect();
}

void TopologyView::paintEvent(QPaintEvent *event)
{
    QPainter painter(this);
    painter.fillRect(event->rect(), palette().color(QPalette::Base));
    m_paintedServers = 0;
    m_paintedFabricLines = 0;
    if (m_topology.servers.empty()) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(rect(), Qt::AlignCenter, tr("No cluster connected"));
        return;
    }
    const QRectF visible(toCanvas(event->rect().topLeft()), toCanvas(event->rect().bottomRight() + QPoint(1, 1)));
    painter.translate(-m_offset * m_zoom);
    painter.scale(m_zoom, m_zoom);
    paintGroups(painter, visible);
    paintPlanes(painter, visible);
    paintFabricLines(painter, visible);
    for (std::size_t i = 0; i < m_layout.servers().size(); ++i) {
        if (m_layout.servers()[i].frame.intersects(visible)) {
            paintServer(painter, i);
            ++m_paintedServers;
        }
    }
    paintSwitches(painter, visible);
    paintRing(painter, visible);
    paintSelection(painter);
}

void TopologyView::paintGroups(QPainter &painter, const QRectF &visible) const
{
    const bool labels = m_zoom * 12 >= 7;
    QFont font = painter.font();
    font.setPointSizeF(9);
    font.setBold(true);
    painter.setFont(font);
    for (std::size_t g = 0; g < m_layout.groupFrames().size(); ++g) {
        const QRectF frame = m_layout.groupFrames()[g];
        if (!frame.intersects(visible))
            continue;
        painter.setPen(pixels(palette().color(QPalette::Mid), 1));
        painter.setBrush(palette().color(QPalette::AlternateBase));
        painter.drawRoundedRect(frame, 6, 6);
        if (labels) {
            const int id = m_layout.groupIds()[g];
            painter.setPen(palette().color(QPalette::Text));
            painter.drawText(frame.adjusted(10, 2, -10, 0), Qt::AlignLeft | Qt::AlignTop,
                             id >= 0 ? tr("Super-pod %1").arg(id) : tr("Servers (no super-pod)"));
        }
    }
}

// The planes as bars: each super-pod's HCCS plane and the RoCE parameter
// plane. A bar is in the plane's own state (unknown until one of its links
// was read, healthy after), and a link in warning or fault marks it below
// its own die: one faulty port is a narrow mark under that port, never a
// stretch of the plane (nor its whole server's width).
void TopologyView::paintPlaneBar(QPainter &painter, const QRectF &bar, const std::vector<int> &servers,
                                 Health (*linkOf)(const TopologyDie &), const QString &label) const
{
    bool read = false;
    for (int s : servers)
        for (const TopologyNpu &npu : m_topology.servers[std::size_t(s)].npus)
            for (const TopologyDie &die : npu.dies)
                read = read || linkOf(die) != Health::Unknown;
    painter.setPen(Qt::NoPen);
    painter.setBrush(healthColor(read ? Health::Ok : Health::Unknown).lighter(130));
    painter.drawRoundedRect(bar, 3, 3);
    const double narrowest = 2.0 / m_zoom;   // a mark stays visible zoomed far out
    for (int s : servers) {
        const TopologyServer &server = m_topology.servers[std::size_t(s)];
        const ServerGeometry &g = m_layout.servers()[std::size_t(s)];
        for (std::size_t n = 0; n < server.npus.size() && n < g.dies.size(); ++n) {
            for (std::size_t d = 0; d < server.npus[n].dies.size() && d < g.dies[n].size(); ++d) {
                const Health health = linkOf(server.npus[n].dies[d]);
                if (health < Health::Warning)
                    continue;
                const QRectF die = g.dies[n][d];
                const double width = std::max(die.width(), narrowest);
                painter.setBrush(healthColor(health));
                painter.drawRect(QRectF(die.center().x() - width / 2, bar.top(), width, bar.height()));
            }
        }
    }
    if (m_zoom * TopologyLayout::kPlaneBar >= 8) {
        painter.setPen(Qt::black);
        painter.drawText(bar, Qt::AlignCenter, label);
    }
}

void TopologyView::paintPlanes(QPainter &painter, const QRectF &visible) const
{
    QFont font = painter.font();
    font.setPointSizeF(7);
    font.setBold(false);
    // A label's line fits in the bar whatever the script: CJK fonts' lines
    // are taller than Latin ones, and "RoCE 参数面" was clipped at 7 pt.
    if (const double line = QFontMetricsF(font).height(); line > TopologyLayout::kPlaneBar)
        font.setPointSizeF(font.pointSizeF() * TopologyLayout::kPlaneBar / line);
    painter.setFont(font);
    for (std::size_t i = 0; i < m_layout.hccsBars().size() && i < m_topology.superPods.size(); ++i) {
        if (m_layout.hccsBars()[i].intersects(visible))
            paintPlaneBar(painter, m_layout.hccsBars()[i], m_topology.superPods[i].servers, hccsOf, tr("HCCS plane"));
    }
    if (m_layout.roceBar().intersects(visible)) {
        std::vector<int> all(m_topology.servers.size());
        for (std::size_t s = 0; s < all.size(); ++s)
            all[s] = int(s);
        paintPlaneBar(painter, m_layout.roceBar(), all, roceOf, tr("RoCE parameter plane"));
    }
}

void TopologyView::paintServer(QPainter &painter, std::size_t index) const
{
    const TopologyServer &server = m_topology.servers[index];
    const ServerGeometry &g = m_layout.servers()[index];
    const Detail detail = detailFor(m_zoom);
    if (detail == Detail::Blocks) {
        // One block in the server's worst colour; faulty servers get a frame
        // at least 3 px wide so they stand out even at 16k devices.
        QRectF block = g.frame;
        painter.setPen(server.health == Health::Fault ? pixels(healthColor(Health::Fault), 3.0) : Qt::NoPen);
        painter.setBrush(server.spare ? healthColor(server.health).lighter(150) : healthColor(server.health));
        painter.drawRect(block);
        paintIsolatedBlock(painter, server, block);
        return;
    }
    // The frame is the host's own state: Ready, and NodeD's word on it.
    const Health host = server.hostHealth();
    const bool hostBad = host == Health::Fault || host == Health::Warning;
    QPen frame = pixels(hostBad ? healthColor(host) : palette().color(QPalette::Dark), hostBad ? 2.5 : 1);
    if (server.spare)
        frame.setStyle(Qt::DashLine);
    painter.setPen(frame);
    painter.setBrush(palette().color(QPalette::Base));
    painter.drawRect(g.frame);
    // The RoCE link summary along the bottom edge, the HCCS one along the top.
    painter.setPen(Qt::NoPen);
    painter.setBrush(healthColor(worstRoce(server)));
    painter.drawRect(QRectF(g.frame.left(), g.frame.bottom() - 2, g.frame.width(), 2));
    if (detail >= Detail::Links || m_zoom * TopologyLayout::kHeader >= 7) {
        QFont font = painter.font();
        font.setPointSizeF(7.5);
        font.setBold(false);
        painter.setFont(font);
        painter.setPen(palette().color(QPalette::Text));
        QString title = server.nodeName;
        // An idle server by what it is: "(spare)" only where a pod could land.
        if (server.spare)
            title += tr("  (%1)").arg(roleName(roleOf(server)));
        else if (server.rankIndex >= 0)
            title += tr("  rankIndex %1").arg(server.rankIndex);
        if (!server.podPhase.isEmpty())
            title += tr("  pod %1").arg(jobStateText(server.podPhase));
        if (!server.ready)
            title += tr("  NOT READY");
        if (server.nodeDFlagged())
            title += tr("  NodeD: %1").arg(server.nodeStatus);
        if (server.cordoned)
            title += tr("  CORDONED");
        if (!server.recoveryPaused.isEmpty())
            title += tr("  RECOVERY PAUSED");
        // A title longer than its server ends in an ellipsis: cut short
        // without one, a state at its end would look absent.
        const QRectF titleBox(g.frame.left() + 4, g.frame.top() + 1, g.frame.width() - 8, TopologyLayout::kHeader);
        const QString shown = painter.fontMetrics().elidedText(title, Qt::ElideRight, int(titleBox.width()));
        painter.drawText(titleBox, Qt::AlignLeft | Qt::AlignVCenter, shown);
    }
    paintDies(painter, server, g);
}

// Far out a server is one block, so isolation is hatched over its colour
// as a die's is close in: the whole block when the server is cordoned,
// its lower half when some of its dies are separated.
void TopologyView::paintIsolatedBlock(QPainter &painter, const TopologyServer &server, const QRectF &block) const
{
    const bool someIsolated = std::any_of(server.npus.begin(), server.npus.end(), [](const TopologyNpu &npu) {
        return std::any_of(npu.dies.begin(), npu.dies.end(), [](const TopologyDie &die) { return die.isolated; });
    });
    if (!server.cordoned && !someIsolated)
        return;
    QRectF band = block;
    if (!server.cordoned)
        band.setTop(block.center().y());
    painter.setPen(Qt::NoPen);
    painter.setBrush(QBrush(look::isolatedHatch(), Qt::DiagCrossPattern));
    painter.drawRect(band);
}

void TopologyView::paintDies(QPainter &painter, const TopologyServer &server, const ServerGeometry &g) const
{
    const Detail detail = detailFor(m_zoom);
    for (std::size_t n = 0; n < server.npus.size() && n < g.npus.size(); ++n) {
        painter.setPen(pixels(palette().color(QPalette::Mid), 1));
        painter.setBrush(Qt::NoBrush);
        if (detail >= Detail::Links)
            painter.drawRect(g.npus[n]);
        const auto &dies = server.npus[n].dies;
        for (std::size_t d = 0; d < dies.size() && d < g.dies[n].size(); ++d) {
            const TopologyDie &die = dies[d];
            const QRectF rect = g.dies[n][d];
            painter.setPen(die.rank >= 0 ? pixels(Qt::black, 1) : Qt::NoPen);
            painter.setBrush(healthColor(die.health));
            painter.drawRect(rect);
            if (die.isolated) {
                // Hatched over its health: out of service, whatever its faults say.
                painter.setPen(Qt::NoPen);
                painter.setBrush(QBrush(look::isolatedHatch(), Qt::DiagCrossPattern));
                painter.drawRect(rect);
            }
            if (detail < Detail::Links)
                continue;
            // Link stubs: HCCS above (to the super-pod's plane), RoCE below.
            const double x = rect.center().x();
            if (die.hccsLink != Health::Unknown) {
                painter.setPen(pixels(healthColor(die.hccsLink), 2.0));
                painter.drawLine(QPointF(x, rect.top() - TopologyLayout::kStub), QPointF(x, rect.top()));
            }
            painter.setPen(pixels(healthColor(die.roceLink), 2.0));
            painter.drawLine(QPointF(x, rect.bottom()), QPointF(x, rect.bottom() + TopologyLayout::kStub));
            if (detail == Detail::Labels) {
                QFont font = painter.font();
                font.setPointSizeF(die.rank >= 100 ? 3.6 : 4.5);
                painter.setFont(font);
                painter.setPen(Qt::white);
                // A rank as a number; a die no rank runs on (a spare's, a free
                // one's) by its device id, marked so it is not read as a rank.
                painter.drawText(rect, Qt::AlignCenter, dieLabel(die));
            }
        }
    }
}

QString dieLabel(const TopologyDie &die)
{
    return die.rank >= 0 ? QString::number(die.rank) : QStringLiteral("#%1").arg(die.deviceId);
}

Health TopologyView::portHealth(const FabricDiePort &port) const
{
    const TopologyServer &server = m_topology.servers[std::size_t(port.server)];
    if (port.npu < 0 || port.npu >= int(server.npus.size()) || port.die < 0
        || port.die >= int(server.npus[std::size_t(port.npu)].dies.size()))
        return Health::Unknown;
    return server.npus[std::size_t(port.npu)].dies[std::size_t(port.die)].roceLink;
}

// A leaf: the worst of the ports that reach it. (A spine has no health:
// no telemetry reads the links between switches.)
Health TopologyView::switchHealth(int index) const
{
    Health worst = Health::Unknown;
    for (int e : m_fabricLayout.edgesOf(index))
        for (int p : m_fabricLayout.edges()[std::size_t(e)].ports)
            worst = worse(worst, portHealth(m_fabric.ports[std::size_t(p)]));
    return worst;
}

namespace {

// Whether the segment crosses the visible rect: long lines from far-off
// servers to their leaf pass by most views and are not painted.
bool lineVisible(const QPointF &a, const QPointF &b, const QRectF &visible)
{
    const QRectF area = visible.adjusted(-2, -2, 2, 2);
    if (!QRectF(a, b).normalized().adjusted(-1, -1, 1, 1).intersects(area))
        return false;
    if (area.contains(a) || area.contains(b))
        return true;
    const QLineF line(a, b);
    const QLineF edges[] = {{area.topLeft(), area.topRight()}, {area.topRight(), area.bottomRight()},
                            {area.bottomRight(), area.bottomLeft()}, {area.bottomLeft(), area.topLeft()}};
    for (const QLineF &edge : edges)
        if (line.intersects(edge) == QLineF::BoundedIntersection)
            return true;
    return false;
}

// Lines in their health's colour; a fault or warning thick and opaque,
// healthy and unknown ones thin and faint, so that a bad port stands out.
QPen linePen(Health health, const QColor &background)
{
    QColor colour = healthColor(health);
    const bool bad = health == Health::Fault || health == Health::Warning;
    if (!bad) {
        // Faint by mixing toward the background, not by transparency: an
        // opaque line is drawn several times faster than a blended one
        // (docs/PERFORMANCE.md).
        constexpr float kKeep = 0.45f;
        const auto mix = [&](float c, float b) { return c * kKeep + b * (1 - kKeep); };
        colour = QColor::fromRgbF(mix(colour.redF(), background.redF()), mix(colour.greenF(), background.greenF()),
                                  mix(colour.blueF(), background.blueF()));
    }
    return pixels(colour, bad ? 2.5 : 1.0);
}

} // namespace

// Far out one line per server and leaf, in the worst of its ports; closer in
// one line per die from its RoCE stub; then each leaf's uplinks.
void TopologyView::paintFabricLines(QPainter &painter, const QRectF &visible) const
{
    if (m_fabricLayout.isEmpty())
        return;
    const Detail detail = detailFor(m_zoom);
    const auto &rects = m_fabricLayout.switchRects();
    // Gathered by health and drawn in one call per colour: a pen change per
    // line costs more than the line.
    std::array<std::vector<QLineF>, 4> byHealth;   // indexed by Health
    for (const FabricLayout::Edge &edge : m_fabricLayout.edges()) {
        const QPointF leafTop(rects[std::size_t(edge.switchIndex)].center().x(), rects[std::size_t(edge.switchIndex)].top());
        const ServerGeometry &g = m_layout.servers()[std::size_t(edge.server)];
        // A line per die where its fan can be followed: with its switch in
        // view, or close in with its server in view. Else one per server and
        // switch, in its worst port's colour (each port's own health marks
        // its die): sixteen lines a server, from servers or to switches out
        // of view, were a haze that took most of a frame at a fleet's mid zoom.
        const bool perDie = (detail >= Detail::Links && rects[std::size_t(edge.switchIndex)].intersects(visible))
            || (detail >= Detail::Labels && g.frame.intersects(visible));
        if (!perDie) {
            Health worst = Health::Unknown;
            for (int p : edge.ports)
                worst = worse(worst, portHealth(m_fabric.ports[std::size_t(p)]));
            const QPointF from(g.frame.center().x(), g.frame.bottom());
            if (lineVisible(from, leafTop, visible))
                byHealth[std::size_t(worst)].emplace_back(from, leafTop);
            continue;
        }
        for (int p : edge.ports) {
            const FabricDiePort &port = m_fabric.ports[std::size_t(p)];
            if (port.npu >= int(g.dies.size()) || port.die >= int(g.dies[std::size_t(port.npu)].size()))
                continue;
            const QRectF die = g.dies[std::size_t(port.npu)][std::size_t(port.die)];
            const QPointF from(die.center().x(), die.bottom() + TopologyLayout::kStub);
            if (lineVisible(from, leafTop, visible))
                byHealth[std::size_t(portHealth(port))].emplace_back(from, leafTop);
        }
    }
    // Bad lines last, so that healthy ones never cover them.
    for (Health health : {Health::Unknown, Health::Ok, Health::Warning, Health::Fault}) {
        const std::vector<QLineF> &lines = byHealth[std::size_t(health)];
        if (lines.empty())
            continue;
        painter.setPen(linePen(health, palette().color(QPalette::Base)));
        painter.drawLines(lines.data(), int(lines.size()));
        m_paintedFabricLines += int(lines.size());
    }
    // Uplinks are many on a large fabric: all of them up to a few thousand,
    // else the selected switch's only.
    std::size_t uplinks = 0;
    for (const FabricSwitchNode &node : m_fabric.switches)
        uplinks += node.uplinks.size();
    painter.setPen(pixels(palette().color(QPalette::Mid), 1));
    for (std::size_t s = 0; s < m_fabric.switches.size(); ++s) {
        if (uplinks > 4000 && int(s) != m_selectedSwitch)
            continue;
        for (int up : m_fabric.switches[s].uplinks) {
            const QPointF from(rects[s].center().x(), rects[s].bottom());
            const QPointF to(rects[std::size_t(up)].center().x(), rects[std::size_t(up)].top());
            if (!lineVisible(from, to, visible))
                continue;
            painter.drawLine(from, to);
            ++m_paintedFabricLines;
        }
    }
}

void TopologyView::paintSwitches(QPainter &painter, const QRectF &visible) const
{
    const auto &rects = m_fabricLayout.switchRects();
    const bool labels = m_zoom * FabricLayout::kSwitchHeight >= 9;
    QFont font = painter.font();
    font.setPointSizeF(6.5);
    font.setBold(false);
    painter.setFont(font);
    for (std::size_t s = 0; s < rects.size(); ++s) {
        if (!rects[s].intersects(visible))
            continue;
        if (m_fabric.switches[s].spine) {
            // Nothing reads a spine: drawn as not monitored (no fill, a
            // dashed outline), not in the grey of a state that could not be read.
            painter.setPen(pixels(palette().color(QPalette::Dark), 1, Qt::DashLine));
            painter.setBrush(palette().color(QPalette::Base));
        } else {
            const Health health = switchHealth(int(s));
            painter.setPen(health == Health::Fault ? pixels(healthColor(Health::Fault), 3.0) : pixels(palette().color(QPalette::Dark), 1));
            painter.setBrush(healthColor(health).lighter(140));
        }
        painter.drawRoundedRect(rects[s], 3, 3);
        if (labels) {
            painter.setPen(Qt::black);
            painter.drawText(rects[s].adjusted(2, 0, -2, 0), Qt::AlignCenter, m_fabric.switches[s].name);
        }
    }
}

// The ring through the servers' centres; a hop to another leaf thick in the
// highlight colour, one under the same leaf thin, one whose leaf is not
// known dashed.
void TopologyView::paintRing(QPainter &painter, const QRectF &visible) const
{
    if (m_ring.size() < 2)
        return;
    for (std::size_t i = 0; i < m_ring.size(); ++i) {
        const int a = m_ring[i], b = m_ring[(i + 1) % m_ring.size()];
        const QPointF from = m_layout.servers()[std::size_t(a)].frame.center();
        const QPointF to = m_layout.servers()[std::size_t(b)].frame.center();
        if (!lineVisible(from, to, visible))
            continue;
        const int leafA = a < int(m_fabric.serverLeaf.size()) ? m_fabric.serverLeaf[std::size_t(a)] : -1;
        const int leafB = b < int(m_fabric.serverLeaf.size()) ? m_fabric.serverLeaf[std::size_t(b)] : -1;
        QPen pen;
        if (leafA < 0 || leafB < 0)
            pen = pixels(palette().color(QPalette::Text), 1.5, Qt::DashLine);
        else if (leafA != leafB)
            pen = pixels(look::ringCrossing(), 3.0);
        else
            pen = pixels(palette().color(QPalette::Text), 1.5);
        painter.setPen(pen);
        painter.drawLine(from, to);
    }
}

void TopologyView::paintSelection(QPainter &painter) const
{
    if (m_selectedSwitch >= 0 && m_selectedSwitch < int(m_fabricLayout.switchRects().size())) {
        painter.setPen(pixels(palette().color(QPalette::Highlight), 3.0));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(m_fabricLayout.switchRects()[std::size_t(m_selectedSwitch)].adjusted(-1, -1, 1, 1));
    }
    const QRectF rect = m_layout.rectOf(m_selection);
    if (rect.isNull())
        return;
    painter.setPen(pixels(palette().color(QPalette::Highlight), 3.0));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(rect.adjusted(-1, -1, 1, 1));
}

void TopologyView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // Until the user zooms or pans, the whole cluster stays in view.
    if (!m_userMoved)
        fitAll();
}

void TopologyView::wheelEvent(QWheelEvent *event)
{
    const double steps = event->angleDelta().y() / 120.0;
    setZoom(m_zoom * std::pow(1.25, steps), event->position());
    event->accept();
}

void TopologyView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return QWidget::mousePressEvent(event);
    m_pressAt = event->position().toPoint();
    m_pressOffset = m_offset;
    m_dragging = false;
}

void TopologyView::mouseMoveEvent(QMouseEvent *event)
{
    if (!(event->buttons() & Qt::LeftButton))
        return;
    const QPoint delta = event->position().toPoint() - m_pressAt;
    if (!m_dragging && delta.manhattanLength() < 4)
        return;
    m_dragging = true;
    m_userMoved = true;
    setCursor(Qt::ClosedHandCursor);
    m_offset = m_pressOffset - QPointF(delta) / m_zoom;
    update();
}

void TopologyView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return QWidget::mouseReleaseEvent(event);
    unsetCursor();
    if (!m_dragging) {
        const QPointF at = toCanvas(event->position());
        if (const int switchIndex = m_fabricLayout.switchAt(at); switchIndex >= 0)
            selectSwitch(switchIndex);
        else
            select(clickedPlace(at));
    }
    m_dragging = false;
}

// Far out a server is one block in its worst colour: a click on it means
// what made it that colour, not the die that happens to lie under the pixel.
TopologyPlace TopologyView::clickedPlace(const QPointF &canvas) const
{
    const TopologyPlace place = m_layout.placeAt(canvas);
    if (place.isValid() && detailFor(m_zoom) == Detail::Blocks)
        return worstPlaceInServer(m_topology, place.server);
    return place;
}

void TopologyView::contextMenuEvent(QContextMenuEvent *event)
{
    const QPointF at = toCanvas(event->pos());
    if (m_fabricLayout.switchAt(at) >= 0)
        return QWidget::contextMenuEvent(event);
    const TopologyPlace place = clickedPlace(at);
    if (!place.isValid())
        return QWidget::contextMenuEvent(event);
    select(place);
    emit placeMenuRequested(place, event->globalPos());
}

void TopologyView::keyPressEvent(QKeyEvent *event)
{
    const QPointF centre(width() / 2.0, height() / 2.0);
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal: setZoom(m_zoom * 1.25, centre); break;
    case Qt::Key_Minus: setZoom(m_zoom / 1.25, centre); break;
    case Qt::Key_0: fitAll(); break;
    case Qt::Key_Escape:
        select({});
        selectSwitch(-1);
        break;
    default: QWidget::keyPressEvent(event);
    }
}

} // namespace ascendops
