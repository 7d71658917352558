#include "cluster/topologyview.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace ascendops {

namespace {

constexpr double kMinZoom = 0.02;
constexpr double kMaxZoom = 8.0;
constexpr double kReadableDie = 22;   // die side in pixels when revealing a place

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

Health worstHccs(const TopologyServer &server)
{
    Health worst = Health::Unknown;
    for (const TopologyNpu &npu : server.npus)
        for (const TopologyDie &die : npu.dies)
            worst = worse(worst, die.hccsLink);
    return worst;
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
    if (m_selection.server >= int(m_topology.servers.size()))
        m_selection = {};
    if (!m_userMoved)
        fitAll();
    update();
}

void TopologyView::updateServers(const ClusterTopology &topology, const QList<int> &servers)
{
    m_topology = topology;
    repaintServers(servers);
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
        if (index >= 0 && index < int(m_layout.servers().size()))
            update(widgetRect(m_layout.servers()[std::size_t(index)].frame).adjusted(-2, -2, 2, 2));
    }
    // The plane bars summarize every server; they are thin and cheap.
    for (const QRectF &bar : m_layout.hccsBars())
        update(widgetRect(bar).adjusted(-2, -2, 2, 2));
    update(widgetRect(m_layout.roceBar()).adjusted(-2, -2, 2, 2));
}

void TopologyView::select(const TopologyPlace &place)
{
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

void TopologyView::fitAll()
{
    const QRectF bounds = m_layout.bounds().adjusted(-20, -20, 20, 20);
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
    for (std::size_t i = 0; i < m_layout.servers().size(); ++i) {
        if (m_layout.servers()[i].frame.intersects(visible)) {
            paintServer(painter, i);
            ++m_paintedServers;
        }
    }
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
        painter.setPen(QPen(palette().color(QPalette::Mid), 1.0 / m_zoom));
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
// plane, coloured by the worst link that joins them.
void TopologyView::paintPlanes(QPainter &painter, const QRectF &visible) const
{
    QFont font = painter.font();
    font.setPointSizeF(7);
    font.setBold(false);
    painter.setFont(font);
    const bool labels = m_zoom * TopologyLayout::kPlaneBar >= 8;
    for (std::size_t i = 0; i < m_layout.hccsBars().size() && i < m_topology.superPods.size(); ++i) {
        const QRectF bar = m_layout.hccsBars()[i];
        if (!bar.intersects(visible))
            continue;
        Health worst = Health::Unknown;
        for (int s : m_topology.superPods[i].servers)
            worst = worse(worst, worstHccs(m_topology.servers[std::size_t(s)]));
        painter.setPen(Qt::NoPen);
        painter.setBrush(healthColor(worst).lighter(130));
        painter.drawRoundedRect(bar, 3, 3);
        if (labels) {
            painter.setPen(Qt::black);
            painter.drawText(bar, Qt::AlignCenter, tr("HCCS plane"));
        }
    }
    const QRectF roce = m_layout.roceBar();
    if (roce.intersects(visible)) {
        Health worst = Health::Unknown;
        for (const TopologyServer &server : m_topology.servers)
            worst = worse(worst, worstRoce(server));
        painter.setPen(Qt::NoPen);
        painter.setBrush(healthColor(worst).lighter(130));
        painter.drawRoundedRect(roce, 3, 3);
        if (labels) {
            painter.setPen(Qt::black);
            painter.drawText(roce, Qt::AlignCenter, tr("RoCE parameter plane"));
        }
    }
}

void TopologyView::paintServer(QPainter &painter, std::size_t index) const
{
    const TopologyServer &server = m_topology.servers[index];
    const ServerGeometry &g = m_layout.servers()[index];
    const Detail detail = detailFor(m_zoom);
    const double hairline = 1.0 / m_zoom;
    if (detail == Detail::Blocks) {
        // One block in the server's worst colour; faulty servers get a frame
        // at least 3 px wide so they stand out even at 16k devices.
        QRectF block = g.frame;
        painter.setPen(server.health == Health::Fault ? QPen(healthColor(Health::Fault), 3.0 * hairline) : Qt::NoPen);
        painter.setBrush(server.spare ? healthColor(server.health).lighter(150) : healthColor(server.health));
        painter.drawRect(block);
        return;
    }
    QPen frame(server.ready ? palette().color(QPalette::Dark) : healthColor(Health::Fault), (server.ready ? 1 : 2.5) * hairline);
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
        if (server.spare)
            title += tr("  (spare)");
        else if (server.rankIndex >= 0)
            title += tr("  rankIndex %1").arg(server.rankIndex);
        if (!server.ready)
            title += tr("  NOT READY");
        painter.drawText(QRectF(g.frame.left() + 4, g.frame.top() + 1, g.frame.width() - 8, TopologyLayout::kHeader),
                         Qt::AlignLeft | Qt::AlignVCenter, title);
    }
    paintDies(painter, server, g);
}

void TopologyView::paintDies(QPainter &painter, const TopologyServer &server, const ServerGeometry &g) const
{
    const Detail detail = detailFor(m_zoom);
    const double hairline = 1.0 / m_zoom;
    for (std::size_t n = 0; n < server.npus.size() && n < g.npus.size(); ++n) {
        painter.setPen(QPen(palette().color(QPalette::Mid), hairline));
        painter.setBrush(Qt::NoBrush);
        if (detail >= Detail::Links)
            painter.drawRect(g.npus[n]);
        const auto &dies = server.npus[n].dies;
        for (std::size_t d = 0; d < dies.size() && d < g.dies[n].size(); ++d) {
            const TopologyDie &die = dies[d];
            const QRectF rect = g.dies[n][d];
            painter.setPen(die.rank >= 0 ? QPen(Qt::black, hairline) : Qt::NoPen);
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
                painter.setPen(QPen(healthColor(die.hccsLink), 2.0 * hairline));
                painter.drawLine(QPointF(x, rect.top() - TopologyLayout::kStub), QPointF(x, rect.top()));
            }
            painter.setPen(QPen(healthColor(die.roceLink), 2.0 * hairline));
            painter.drawLine(QPointF(x, rect.bottom()), QPointF(x, rect.bottom() + TopologyLayout::kStub));
            if (detail == Detail::Labels) {
                QFont font = painter.font();
                font.setPointSizeF(die.rank >= 100 ? 3.6 : 4.5);
                painter.setFont(font);
                painter.setPen(Qt::white);
                painter.drawText(rect, Qt::AlignCenter,
                                 die.rank >= 0 ? QString::number(die.rank) : QString::number(die.deviceId));
            }
        }
    }
}

void TopologyView::paintSelection(QPainter &painter) const
{
    const QRectF rect = m_layout.rectOf(m_selection);
    if (rect.isNull())
        return;
    painter.setPen(QPen(palette().color(QPalette::Highlight), 3.0 / m_zoom));
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
    if (!m_dragging)
        select(m_layout.placeAt(toCanvas(event->position())));
    m_dragging = false;
}

void TopologyView::keyPressEvent(QKeyEvent *event)
{
    const QPointF centre(width() / 2.0, height() / 2.0);
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal: setZoom(m_zoom * 1.25, centre); break;
    case Qt::Key_Minus: setZoom(m_zoom / 1.25, centre); break;
    case Qt::Key_0: fitAll(); break;
    case Qt::Key_Escape: select({}); break;
    default: QWidget::keyPressEvent(event);
    }
}

} // namespace ascendops
