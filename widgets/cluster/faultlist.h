#pragma once
// The faults and isolated devices of the cluster picture as a list: every
// server not Ready, cordoned or flagged by NodeD and every die isolated or
// with a fault of its own or on a link (the places F8 walks), each with
// what is wrong there.
// Choosing a row asks for that place; the topology's selection is followed.
#include "model/clustertopology.h"
#include "model/topologysearch.h"

#include <QTreeWidget>

namespace ascendops {

class FaultList : public QTreeWidget
{
    Q_OBJECT
public:
    enum Column { PlaceColumn, WhatColumn };
    explicit FaultList(QWidget *parent = nullptr);

    // Lists TOPOLOGY's faults again, keeping the current row's place.
    void setTopology(const ClusterTopology &topology);
    // Makes PLACE's row current (none when it is not listed) without
    // emitting placeChosen.
    void follow(const TopologyPlace &place);
    TopologyPlace placeAt(int row) const;
    int rowOf(const TopologyPlace &place) const;

signals:
    void placeChosen(const ascendops::TopologyPlace &place);

private:
    std::vector<TopologyPlace> m_places;
    bool m_following = false;
};

// What is wrong at PLACE, in words: "NotReady", "cordoned", "isolated",
// each fault code with its handling level, a link in fault.
QStringList faultsAt(const ClusterTopology &topology, const TopologyPlace &place);

} // namespace ascendops
