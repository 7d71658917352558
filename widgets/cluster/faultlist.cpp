#include "cluster/faultlist.h"

#include "incidents/pipelinewords.h"

#include <QHeaderView>
#include <QScrollBar>

namespace ascendops {

QStringList faultsAt(const ClusterTopology &topology, const TopologyPlace &place)
{
    QStringList what;
    if (!place.isValid() || place.server >= int(topology.servers.size()))
        return what;
    const TopologyServer &server = topology.servers[std::size_t(place.server)];
    const TopologyDie *die = dieAt(topology, place);
    if (!die) {
        if (!server.ready)
            what << FaultList::tr("NotReady");
        if (server.cordoned)
            what << FaultList::tr("cordoned");
        if (!server.recoveryPaused.isEmpty())
            what << FaultList::tr("recovery %1").arg(server.recoveryPaused);
        if (server.nodeDFlagged())
            what << FaultList::tr("NodeD: %1").arg(server.nodeStatus) << server.nodeFaults;
        return what;
    }
    if (die->isolatedByDevicePlugin)
        what << FaultList::tr("isolated by the device plugin");
    if (die->isolatedByClusterd)
        what << FaultList::tr("isolated by ClusterD");
    if (die->isolated && !die->isolatedByDevicePlugin && !die->isolatedByClusterd)
        what << FaultList::tr("isolated");
    if (die->health == Health::Fault) {
        const QStringList codes = die->faults.split(QLatin1Char(','), Qt::SkipEmptyParts);
        if (codes.isEmpty())
            what << FaultList::tr("device unhealthy");
        for (const QString &code : codes)
            what << words::faultCode(code);
    }
    if (die->roceLink == Health::Fault)
        what << FaultList::tr("RoCE link in fault");
    if (die->hccsLink == Health::Fault)
        what << FaultList::tr("HCCS link in fault");
    return what;
}

namespace {

QString placeName(const ClusterTopology &topology, const TopologyPlace &place)
{
    const TopologyServer &server = topology.servers[std::size_t(place.server)];
    const TopologyDie *die = dieAt(topology, place);
    return die ? FaultList::tr("%1 device %2").arg(server.nodeName).arg(die->deviceId) : server.nodeName;
}

} // namespace

FaultList::FaultList(QWidget *parent)
    : QTreeWidget(parent)
{
    setObjectName(QStringLiteral("faultList"));
    setRootIsDecorated(false);
    setUniformRowHeights(true);
    setHeaderLabels({tr("Where"), tr("What is wrong")});
    // Sized to the first faults once: measuring thousands of rows at each
    // change held the window (a fleet with a super-pod down).
    header()->setSectionResizeMode(PlaceColumn, QHeaderView::Interactive);
    header()->setStretchLastSection(true);
    setSelectionMode(QAbstractItemView::SingleSelection);
    connect(this, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *current) {
        if (current && !m_following)
            emit placeChosen(placeAt(indexOfTopLevelItem(current)));
    });
}

void FaultList::setTopology(const ClusterTopology &topology)
{
    const TopologyPlace kept = currentItem() ? placeAt(indexOfTopLevelItem(currentItem())) : TopologyPlace{};
    const int scrolled = verticalScrollBar()->value();
    m_places = placesInTopology(topology, TopologyLayer::Faulty);
    m_following = true;
    const bool sized = topLevelItemCount() > 0;
    // As many rows as before: their texts are set where they changed, the
    // rows kept (the usual case: one fault more or less is a new count).
    const bool sameRows = topLevelItemCount() == int(m_places.size());
    if (!sameRows)
        clear();
    QList<QTreeWidgetItem *> items;
    for (std::size_t i = 0; i < m_places.size(); ++i) {
        const QStringList what = faultsAt(topology, m_places[i]);
        const QString name = placeName(topology, m_places[i]), text = what.join(QStringLiteral("; "));
        QTreeWidgetItem *item = sameRows ? topLevelItem(int(i)) : new QTreeWidgetItem;
        if (item->text(PlaceColumn) != name)
            item->setText(PlaceColumn, name);
        if (item->text(WhatColumn) != text) {
            item->setText(WhatColumn, text);
            item->setToolTip(WhatColumn, what.join(QLatin1Char('\n')));
        }
        if (!sameRows)
            items << item;
    }
    addTopLevelItems(items);
    if (!sized && topLevelItemCount() > 0)
        resizeColumnToContents(PlaceColumn);
    if (const int row = rowOf(kept); row >= 0)
        setCurrentItem(topLevelItem(row));
    else if (sameRows)
        setCurrentItem(nullptr);   // the row kept shows another place now
    verticalScrollBar()->setValue(scrolled);   // listed again, the reader keeps their place
    m_following = false;
}

void FaultList::follow(const TopologyPlace &place)
{
    m_following = true;
    const int row = rowOf(place);
    if (row >= 0) {
        setCurrentItem(topLevelItem(row));
        scrollToItem(topLevelItem(row));
    } else {
        setCurrentItem(nullptr);
    }
    m_following = false;
}

TopologyPlace FaultList::placeAt(int row) const
{
    return row >= 0 && row < int(m_places.size()) ? m_places[std::size_t(row)] : TopologyPlace{};
}

int FaultList::rowOf(const TopologyPlace &place) const
{
    const auto at = std::find(m_places.begin(), m_places.end(), place);
    return at == m_places.end() ? -1 : int(at - m_places.begin());
}

} // namespace ascendops
