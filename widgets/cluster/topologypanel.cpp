#include "cluster/topologypanel.h"

#include "cluster/faultlist.h"
#include "cluster/jobstate.h"
#include "cluster/topologyview.h"
#include "formats/routingplan.h"
#include "model/clustercapacity.h"
#include "incidents/pipelinewords.h"

#include <QAction>

#include <algorithm>
#include <QComboBox>
#include <QDateTime>
#include <QSet>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTextDocument>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace ascendops {

namespace {

QString healthName(Health health)
{
    switch (health) {
    case Health::Ok: return TopologyPanel::tr("healthy");
    case Health::Warning: return TopologyPanel::tr("warning");
    case Health::Fault: return TopologyPanel::tr("fault");
    case Health::Unknown: break;
    }
    return TopologyPanel::tr("unknown");
}

QString swatch(Health health)
{
    return QStringLiteral("<span style='color:%1'>&#9632;</span> %2").arg(healthColor(health).name(), healthName(health));
}

QString row(const QString &key, const QString &value)
{
    return QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>").arg(key, value);
}

QWidget *legend(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setText(QStringLiteral("%1 &nbsp; %2 &nbsp; %3 &nbsp; %4 &nbsp; <i>%5</i>")
                       .arg(swatch(Health::Ok), swatch(Health::Warning), swatch(Health::Fault), swatch(Health::Unknown),
                            TopologyPanel::tr("in a die: its rank, or #device id when no rank runs there · dashed: spare · hatched: isolated · above a die: HCCS link · below: RoCE port · lines below: RoCE ports to their leaf switches · a switch outlined in dashes: a spine, not monitored")));
    // Wrapped rather than widening the window past a laptop's screen.
    label->setWordWrap(true);
    return label;
}

QString summaryOf(const ClusterTopology &topology)
{
    int faulty = 0;
    int warned = 0;
    for (const TopologyServer &server : topology.servers) {
        faulty += server.health == Health::Fault;
        warned += server.health == Health::Warning;
    }
    // Each count a message of its own, so that "1 server" reads right.
    QString summary = QStringList{TopologyPanel::tr("%n super-pod(s)", nullptr, int(topology.superPods.size())),
                                  TopologyPanel::tr("%n server(s)", nullptr, int(topology.servers.size())),
                                  TopologyPanel::tr("%n device(s)", nullptr, topology.dieCount()),
                                  TopologyPanel::tr("%n server(s) with faults", nullptr, faulty),
                                  TopologyPanel::tr("%n with warnings", nullptr, warned)}
                          .join(QStringLiteral(" · "));
    if (const int isolated = topology.isolatedDieCount())
        summary += TopologyPanel::tr(" · %n device(s) isolated", nullptr, isolated);
    const auto unread = std::count_if(topology.servers.begin(), topology.servers.end(),
                                      [](const TopologyServer &server) { return !server.unread.isEmpty(); });
    if (unread > 0)
        summary += TopologyPanel::tr(" · %n server(s) with values not read (select one for what and where)", nullptr, int(unread));
    return summary;
}

// What hccn_tool on the node said about the die's RoCE link, and when.
QString roceTelemetryRows(const TopologyDie &die)
{
    if (die.roceProbedAtMs <= 0)
        return row(TopologyPanel::tr("Link telemetry"), TopologyPanel::tr("not probed over SSH"));
    QString verdict = swatch(die.roceTelemetry);
    for (const QString &reason : die.roceReasons)
        verdict += QStringLiteral("<br>· ") + reason.toHtmlEscaped();
    const QString when = QDateTime::fromMSecsSinceEpoch(die.roceProbedAtMs).toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
    return row(TopologyPanel::tr("Link telemetry"), verdict) + row(TopologyPanel::tr("Last probe"), when);
}

// Which of MindCluster's two stores hold the die, and why each says so.
QString isolationWords(const TopologyDie &die)
{
    QStringList held;
    if (die.isolatedByDevicePlugin) {
        QString words = TopologyPanel::tr("by the device plugin (device-info ManuallySeparateNPU)");
        if (!die.isolationReasons.isEmpty())
            words += TopologyPanel::tr(", for %1").arg(die.isolationReasons.join(QStringLiteral("; ")).toHtmlEscaped());
        held << words;
    }
    if (die.isolatedByClusterd) {
        QString words = TopologyPanel::tr("by ClusterD (clusterd-manual-info-cm)");
        if (!die.clusterdIsolationReasons.isEmpty())
            words += TopologyPanel::tr(", for %1").arg(die.clusterdIsolationReasons.join(QStringLiteral("; ")).toHtmlEscaped());
        held << words;
    }
    if (held.isEmpty())   // set by a caller that names no store
        held << TopologyPanel::tr("by hand");
    return TopologyPanel::tr("yes, %1; out of service until released (Release Isolation)").arg(held.join(QStringLiteral("<br>")));
}

} // namespace

QString describePlace(const ClusterTopology &topology, const TopologyPlace &place, const ClusterFabric &fabric)
{
    if (!place.isValid() || place.server >= int(topology.servers.size()))
        return TopologyPanel::tr("Click a server or device, or search for a node, pod, IP or rank.");
    const TopologyServer &server = topology.servers[std::size_t(place.server)];
    QString html = QStringLiteral("<table cellspacing='4'>");
    html += row(TopologyPanel::tr("Node"), server.nodeName.toHtmlEscaped());
    html += row(TopologyPanel::tr("Host IP"), server.hostIp.toHtmlEscaped());
    if (server.superPodId >= 0)
        html += row(TopologyPanel::tr("Super-pod"), QString::number(server.superPodId));
    QString state = server.ready ? TopologyPanel::tr("Ready") : TopologyPanel::tr("NotReady");
    if (server.cordoned)
        state += TopologyPanel::tr(", cordoned (spec.unschedulable): nothing new is placed on it");
    html += row(TopologyPanel::tr("Node state"), state);
    if (!server.recoveryPaused.isEmpty())
        html += row(TopologyPanel::tr("Recovery"), TopologyPanel::tr("automatic recovery %1").arg(server.recoveryPaused.toHtmlEscaped()));
    QString noded = swatch(server.nodeHealth);
    noded += server.nodeStatus.isEmpty() ? TopologyPanel::tr(" (no NodeD map, or one that could not be read)")
                                         : QStringLiteral(": ") + server.nodeStatus.toHtmlEscaped();
    for (const QString &fault : server.nodeFaults)
        noded += QStringLiteral("<br>") + fault.toHtmlEscaped();
    html += row(TopologyPanel::tr("NodeD"), noded);
    QString pod = server.spare ? TopologyPanel::tr("none; the server is %1").arg(roleName(roleOf(server)))
                               : TopologyPanel::tr("%1 (rankIndex %2)").arg(server.podName.toHtmlEscaped()).arg(server.rankIndex);
    if (!server.podPhase.isEmpty())
        pod += TopologyPanel::tr(": %1, no longer running; its ranks are with the job's running pods").arg(jobStateText(server.podPhase));
    html += row(TopologyPanel::tr("Pod"), pod);
    if (!server.unread.isEmpty()) {
        QStringList problems;
        for (const QString &problem : server.unread)
            problems << problem.toHtmlEscaped();
        html += row(TopologyPanel::tr("Not read"), problems.join(QStringLiteral("<br>")));
    }
    if (const TopologyDie *die = dieAt(topology, place)) {
        const int npu = server.npus[std::size_t(place.npu)].index;
        html += row(TopologyPanel::tr("Device"), TopologyPanel::tr("%1 (NPU %2, die %3)").arg(die->deviceId).arg(npu).arg(place.die));
        if (die->superDeviceId >= 0)
            html += row(TopologyPanel::tr("Super device id"), QString::number(die->superDeviceId));
        html += row(TopologyPanel::tr("Device IP"), die->deviceIp.isEmpty() ? QStringLiteral("—") : die->deviceIp.toHtmlEscaped());
        html += row(TopologyPanel::tr("Rank"), die->rank >= 0 ? QString::number(die->rank) : TopologyPanel::tr("not in the job"));
        html += row(TopologyPanel::tr("Health"), swatch(die->health));
        if (die->isolated)
            html += row(TopologyPanel::tr("Isolated"), isolationWords(*die));
        html += row(TopologyPanel::tr("HCCS link"), swatch(die->hccsLink));
        html += row(TopologyPanel::tr("RoCE port"), swatch(die->roceLink));
        html += roceTelemetryRows(*die);
        for (const FabricDiePort &port : fabric.ports)
            if (port.server == place.server && port.npu == place.npu && port.die == place.die)
                html += row(TopologyPanel::tr("Switch port"), QStringLiteral("%1 %2").arg(
                    fabric.switches[std::size_t(port.switchIndex)].name.toHtmlEscaped(), port.port.toHtmlEscaped()));
        QStringList codes;
        for (const QString &code : die->faults.split(QLatin1Char(','), Qt::SkipEmptyParts))
            codes << words::faultCode(code).toHtmlEscaped();
        html += row(TopologyPanel::tr("Faults"), codes.isEmpty() ? TopologyPanel::tr("none") : codes.join(QStringLiteral("<br>")));
    } else {
        html += row(TopologyPanel::tr("Health"), swatch(server.health));
        int devices = 0;
        QStringList faulty;
        QStringList isolated;
        for (const TopologyNpu &npu : server.npus) {
            for (const TopologyDie &die : npu.dies) {
                ++devices;
                if (die.health == Health::Fault || die.roceLink == Health::Fault || die.hccsLink == Health::Fault)
                    faulty << QString::number(die.deviceId);
                if (die.isolated)
                    isolated << QString::number(die.deviceId);
            }
        }
        html += row(TopologyPanel::tr("Devices"), QString::number(devices));
        html += row(TopologyPanel::tr("Faulty devices"), faulty.isEmpty() ? TopologyPanel::tr("none") : faulty.join(QStringLiteral(", ")));
        if (!isolated.isEmpty())
            html += row(TopologyPanel::tr("Isolated devices"), isolated.join(QStringLiteral(", ")));
    }
    return html + QStringLiteral("</table>");
}

QString describeSwitch(const ClusterTopology &topology, const ClusterFabric &fabric, int index)
{
    if (index < 0 || index >= int(fabric.switches.size()))
        return describePlace(topology, {});
    const FabricSwitchNode &node = fabric.switches[std::size_t(index)];
    QString html = QStringLiteral("<table cellspacing='4'>");
    html += row(TopologyPanel::tr("Switch"), node.name.toHtmlEscaped());
    html += row(TopologyPanel::tr("Tier"), node.spine ? TopologyPanel::tr("spine") : TopologyPanel::tr("leaf"));
    QStringList uplinks, below;
    for (int up : node.uplinks)
        uplinks << fabric.switches[std::size_t(up)].name.toHtmlEscaped();
    for (std::size_t s = 0; s < fabric.switches.size(); ++s)
        for (int up : fabric.switches[s].uplinks)
            if (up == index)
                below << fabric.switches[s].name.toHtmlEscaped();
    if (!uplinks.isEmpty())
        html += row(TopologyPanel::tr("Uplinks"), uplinks.join(QStringLiteral(", ")));
    if (!below.isEmpty())
        html += row(TopologyPanel::tr("Leaves below"), QString::number(below.size()));
    QSet<int> servers;
    int ports = 0;
    QStringList bad;
    for (const FabricDiePort &port : fabric.ports) {
        if (port.switchIndex != index)
            continue;
        ++ports;
        servers.insert(port.server);
        const TopologyDie *die = dieAt(topology, {port.server, port.npu, port.die});
        if (!die)
            continue;
        const TopologyServer &server = topology.servers[std::size_t(port.server)];
        if (die->roceLink >= Health::Warning)
            bad << QStringLiteral("%1 %2 · %3 device %4").arg(swatch(die->roceLink), port.port.toHtmlEscaped(),
                                                            server.nodeName.toHtmlEscaped()).arg(die->deviceId);
    }
    if (!node.spine) {
        html += row(TopologyPanel::tr("Servers"), QString::number(servers.size()));
        html += row(TopologyPanel::tr("Ports"), QString::number(ports));
        html += row(TopologyPanel::tr("Ports not healthy"), bad.isEmpty() ? TopologyPanel::tr("none") : bad.join(QStringLiteral("<br>")));
    } else {
        html += row(TopologyPanel::tr("Health"), TopologyPanel::tr("not monitored: no telemetry reads a spine or the links between switches"));
    }
    return html + QStringLiteral("</table>");
}

TopologyPanel::TopologyPanel(QWidget *parent)
    : QWidget(parent)
    , m_view(new TopologyView(this))
    , m_search(new QLineEdit(this))
    , m_searchResult(new QLabel(this))
    , m_summary(new QLabel(this))
    , m_details(new QLabel(this))
    , m_ring(new QComboBox(this))
    , m_ringHops(new QLabel(this))
    , m_nextFault(new QAction(tr("Next Fault"), this))
    , m_previousFault(new QAction(tr("Previous Fault"), this))
    , m_faults(new FaultList(this))
    , m_faultsTitle(new QLabel(this))
    , m_faultsDue(new QTimer(this))
{
    m_summary->setObjectName(QStringLiteral("topologySummary"));
    m_search->setPlaceholderText(tr("Find node, pod, host IP, device IP or rank…"));
    m_search->setClearButtonEnabled(true);
    auto *fit = new QPushButton(tr("Fit"), this);
    fit->setToolTip(tr("Show the whole cluster (0)"));
    // Walks the faults as an IDE walks its errors (the window gives the
    // actions their keys, F8 and Shift+F8, and a place in its Cluster menu).
    for (QAction *action : {m_nextFault, m_previousFault})
        action->setToolTip(tr("%1: servers not Ready, cordoned or flagged by NodeD, dies isolated or with a fault on themselves or a link").arg(action->text()));
    connect(m_nextFault, &QAction::triggered, this, [this] { selectNext(TopologyLayer::Faulty, TopologyMark::Fault); });
    connect(m_previousFault, &QAction::triggered, this, [this] { selectNext(TopologyLayer::Faulty, TopologyMark::Fault, true); });
    auto *previous = new QToolButton(this);
    previous->setDefaultAction(m_previousFault);
    previous->setArrowType(Qt::LeftArrow);
    previous->setObjectName(QStringLiteral("previousFault"));
    auto *next = new QToolButton(this);
    next->setDefaultAction(m_nextFault);
    next->setToolButtonStyle(Qt::ToolButtonTextOnly);
    next->setObjectName(QStringLiteral("nextFault"));
    auto *bar = new QHBoxLayout;
    bar->addWidget(m_search, 1);
    bar->addWidget(fit);
    bar->addWidget(previous);
    bar->addWidget(next);
    bar->addWidget(m_searchResult);
    m_ring->setObjectName(QStringLiteral("ringChoice"));
    m_ring->addItem(tr("No ring"));
    m_ring->addItem(tr("Ring in rank order"));
    m_ring->addItem(tr("Ring route-affine (planned)"));
    m_ring->setToolTip(tr("The job's ring over its servers; a hop from one leaf switch to another is drawn thick"));
    m_ring->setEnabled(false);
    bar->addWidget(m_ring);
    bar->addWidget(m_ringHops);

    m_details->setTextFormat(Qt::RichText);
    m_details->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_details->setWordWrap(true);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_details->setMinimumWidth(240);
    m_details->setText(describePlace({}, {}));
    // The fault list above the details: choosing a row shows it in both.
    auto *faults = new QWidget(this);
    auto *faultsLayout = new QVBoxLayout(faults);
    faultsLayout->setContentsMargins(0, 0, 0, 0);
    faultsLayout->addWidget(m_faultsTitle);
    faultsLayout->addWidget(m_faults, 1);
    m_faultsTitle->setObjectName(QStringLiteral("faultListTitle"));
    auto *side = new QSplitter(Qt::Vertical, this);
    side->addWidget(faults);
    side->addWidget(m_details);
    side->setStretchFactor(1, 1);
    auto *split = new QSplitter(this);
    split->addWidget(m_view);
    split->addWidget(side);
    split->setStretchFactor(0, 1);
    // Changes come a server at a time while a cluster syncs, and the whole
    // picture again with every pod a restart replaces: the list is made at
    // most every 200 ms, not once per change.
    m_faultsDue->setSingleShot(true);
    m_faultsDue->setInterval(200);
    connect(m_faultsDue, &QTimer::timeout, this, &TopologyPanel::listFaults);
    connect(m_faults, &FaultList::placeChosen, this, [this](const TopologyPlace &place) {
        m_view->reveal(place);
        showPosition(place, TopologyLayer::Faulty, TopologyMark::Fault);
    });
    connect(m_view, &TopologyView::selectionChanged, m_faults, &FaultList::follow);
    listFaults();

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_summary);
    layout->addWidget(split, 1);
    layout->addWidget(legend(this));

    connect(m_search, &QLineEdit::returnPressed, this, [this] { search(m_search->text()); });
    connect(fit, &QPushButton::clicked, m_view, &TopologyView::fitAll);
    connect(m_view, &TopologyView::selectionChanged, this, &TopologyPanel::showDetails);
    connect(m_view, &TopologyView::switchSelected, this, &TopologyPanel::showSwitch);
    connect(m_ring, &QComboBox::currentIndexChanged, this, &TopologyPanel::updateRing);
}

void TopologyPanel::setFabric(const ClusterFabric &fabric)
{
    m_view->setFabric(fabric);
    m_ring->setEnabled(!m_view->fabric().empty());
    if (m_view->fabric().empty())
        m_ring->setCurrentIndex(0);
    updateRing();
    if (m_view->selectedSwitch() >= 0)
        showSwitch(m_view->selectedSwitch());
    else
        showDetails(m_view->selection());
}

void TopologyPanel::showRing(Ring ring)
{
    m_ring->setCurrentIndex(int(ring));
}

std::vector<int> TopologyPanel::rankOrderRing() const
{
    const ClusterTopology &topology = m_view->topology();
    std::vector<int> order;
    for (int s = 0; s < int(topology.servers.size()); ++s)
        if (const TopologyServer &server = topology.servers[std::size_t(s)];
            !server.spare && server.podPhase.isEmpty() && server.rankIndex >= 0)
            order.push_back(s);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return topology.servers[std::size_t(a)].rankIndex < topology.servers[std::size_t(b)].rankIndex;
    });
    return order;
}

std::vector<int> TopologyPanel::plannedRing() const
{
    const ClusterFabric &fabric = m_view->fabric();
    const std::vector<int> ranked = rankOrderRing();
    FabricTopology uplinks;
    for (const FabricSwitchNode &node : fabric.switches) {
        FabricSwitch entry{node.name, node.spine ? QStringLiteral("spine") : QStringLiteral("leaf"), {}, {}, {}};
        for (int up : node.uplinks)
            entry.uplinks << fabric.switches[std::size_t(up)].name;
        uplinks.switches.push_back(std::move(entry));
    }
    std::vector<RingMember> members;
    for (int s : ranked) {
        const int leaf = s < int(fabric.serverLeaf.size()) ? fabric.serverLeaf[std::size_t(s)] : -1;
        members.push_back({leaf >= 0 ? fabric.switches[std::size_t(leaf)].name : QString(),
                           QString::number(m_view->topology().servers[std::size_t(s)].superPodId)});
    }
    std::vector<int> order;
    for (std::size_t position : plannedRingOrder(members, uplinks))
        order.push_back(ranked[position]);
    return order;
}

void TopologyPanel::updateRing()
{
    const Ring choice = Ring(m_ring->currentIndex());
    const std::vector<int> ring = choice == Ring::RankOrder ? rankOrderRing()
                                : choice == Ring::Planned ? plannedRing() : std::vector<int>();
    m_view->setRing(ring);
    if (ring.empty()) {
        m_ringHops->clear();
        return;
    }
    std::vector<QString> leaves;
    for (int s : ring) {
        const int leaf = s < int(m_view->fabric().serverLeaf.size()) ? m_view->fabric().serverLeaf[std::size_t(s)] : -1;
        leaves.push_back(leaf >= 0 ? m_view->fabric().switches[std::size_t(leaf)].name : QString());
    }
    m_ringHops->setText(tr("leaf crossings: %1").arg(crossSwitchHops(leaves)));
}

void TopologyPanel::showSwitch(int index)
{
    if (index < 0)
        return showDetails(m_view->selection());
    m_details->setText(describeSwitch(m_view->topology(), m_view->fabric(), index));
}

void TopologyPanel::listFaultsSoon()
{
    if (!m_faultsDue->isActive())
        m_faultsDue->start();
}

void TopologyPanel::listFaults()
{
    m_faultsDue->stop();
    m_faults->setTopology(m_view->topology());
    const int count = m_faults->topLevelItemCount();
    m_faultsTitle->setText(count ? tr("Faults and isolated devices: %1").arg(count)
                                 : tr("No faults, nothing isolated"));
    m_faults->follow(m_view->selection());
}

void TopologyPanel::setTopology(const ClusterTopology &topology)
{
    m_view->setTopology(topology);
    listFaultsSoon();
    m_summary->setText(summaryOf(topology));
    m_ring->setEnabled(!m_view->fabric().empty());
    updateRing();
    showDetails(m_view->selection());
}

void TopologyPanel::updateServers(const std::vector<std::pair<int, TopologyServer>> &servers)
{
    // A pod that went or came moves the ranks: a ring drawn follows them.
    const ClusterTopology &shown = m_view->topology();
    const bool ranksMoved = std::any_of(servers.cbegin(), servers.cend(), [&](const auto &changed) {
        const auto &[s, now] = changed;
        if (s < 0 || std::size_t(s) >= shown.servers.size())
            return true;
        const TopologyServer &was = shown.servers[std::size_t(s)];
        return was.spare != now.spare || was.rankIndex != now.rankIndex || was.podPhase != now.podPhase;
    });
    const bool selected = std::any_of(servers.cbegin(), servers.cend(),
                                      [this](const auto &changed) { return changed.first == m_view->selection().server; });
    m_view->updateServers(servers);
    listFaultsSoon();
    m_summary->setText(summaryOf(m_view->topology()));
    if (ranksMoved)
        updateRing();
    if (selected)
        showDetails(m_view->selection());
}

void TopologyPanel::updateServer(int index, const TopologyServer &server, bool coloursChanged)
{
    m_view->updateServer(index, server, coloursChanged);
    if (coloursChanged) {
        m_summary->setText(summaryOf(m_view->topology()));
        listFaultsSoon();
    }
    if (m_view->selection().server == index)
        showDetails(m_view->selection());
}

bool TopologyPanel::search(const QString &query)
{
    const TopologyPlace place = findInTopology(m_view->topology(), query);
    m_searchResult->setText(place.isValid() || query.trimmed().isEmpty() ? QString() : tr("Not found"));
    m_view->reveal(place);
    return place.isValid();
}

bool TopologyPanel::selectNext(TopologyLayer layer, TopologyMark mark, bool backwards, bool fromStart)
{
    const ClusterTopology &topology = m_view->topology();
    const TopologyPlace place = nextInTopology(topology, fromStart ? TopologyPlace{} : m_view->selection(), layer, mark, backwards);
    if (!place.isValid()) {
        m_searchResult->setText(tr("None"));
        return false;
    }
    m_view->reveal(place);
    showPosition(place, layer, mark);
    return true;
}

void TopologyPanel::showPosition(const TopologyPlace &place, TopologyLayer layer, TopologyMark mark)
{
    const auto [position, total] = positionInTopology(m_view->topology(), place, layer, mark);
    m_searchResult->setText(tr("%1 of %2").arg(position).arg(total));
}

void TopologyPanel::showNode(const QString &nodeName)
{
    m_view->reveal({m_view->topology().serverIndex(nodeName), -1, -1});
}

void TopologyPanel::selectWorstTelemetry()
{
    const ClusterTopology &topology = m_view->topology();
    TopologyPlace worst;
    Health worstHealth = Health::Unknown;
    for (int s = 0; s < int(topology.servers.size()); ++s) {
        const TopologyServer &server = topology.servers[std::size_t(s)];
        for (int n = 0; n < int(server.npus.size()); ++n) {
            for (int d = 0; d < int(server.npus[std::size_t(n)].dies.size()); ++d) {
                const TopologyDie &die = server.npus[std::size_t(n)].dies[std::size_t(d)];
                if (die.roceProbedAtMs > 0 && (!worst.isValid() || die.roceTelemetry > worstHealth)) {
                    worst = {s, n, d};
                    worstHealth = die.roceTelemetry;
                }
            }
        }
    }
    if (worst.isValid() && worstHealth >= Health::Warning)
        m_view->select(worst);
}

void TopologyPanel::showDetails(const TopologyPlace &place)
{
    m_details->setText(describePlace(m_view->topology(), place, m_view->fabric()));
}

QString TopologyPanel::detailsText() const
{
    QTextDocument document;
    document.setHtml(m_details->text());
    return document.toPlainText();
}

} // namespace ascendops
