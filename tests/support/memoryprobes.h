#pragma once
// Test support: node probes answered in memory. What the probe's one shell
// command (telemetry/nodeprobe.h) prints on a node of the embedded cluster,
// rendered in this process from the node's state with the same functions
// that write the files its `npu-smi` and `hccn_tool` scripts print
// (sim/nodes/nodetoolreport.h), and handed to a NodeCollector at an interval
// of the scenario's clock. Stands in for the sshd and the shell of the
// end-to-end run, so that a scenario with node telemetry runs on the manual
// clock; the parsing, the link series and the pipeline are the real ones.
#include "sim/nodes/nodetoolreport.h"
#include "sim/nodes/nodetoolstate.h"
#include "sim/simcluster.h"
#include "telemetry/nodecollector.h"

#include <QByteArray>
#include <QDateTime>
#include <QObject>
#include <QStringList>

namespace scenario {

using namespace ascendops;

// The probe's output for one node, sections and exit statuses as the
// script prints them.
inline QByteArray probeOutput(const sim::NodeToolState &node, const telemetry::ProbePlan &plan, const QDateTime &now)
{
    QByteArray out;
    const auto section = [&out](const QByteArray &name, const std::string &body, int status = 0) {
        out += "@@ascendops:section " + name + '\n' + QByteArray::fromStdString(body);
        if (!body.empty() && body.back() != '\n')
            out += '\n';
        out += "@@ascendops:exit " + QByteArray::number(status) + '\n';
    };
    section("npu-smi-info", sim::npuSmiInfo(node));
    section("hccn-conf", sim::hccnConf(node));
    std::vector<int> devices;
    for (const sim::DieToolState &die : node.dies)
        if (!die.deviceIp.empty())
            devices.push_back(die.die);
    if (devices.empty())
        devices = plan.fallbackDevices;
    for (int id : devices) {
        const sim::DieToolState *die = node.die(id);
        const QByteArray n = QByteArray::number(id);
        if (!die) {
            section("link " + n, "Error: device " + std::to_string(id) + " not found", 1);
            continue;
        }
        section("link " + n, sim::hccnLink(*die));
        section("link_stat " + n, sim::hccnLinkStat(*die, now));
        section("net_health " + n, sim::hccnNetHealth(*die));
        section("optical " + n, sim::hccnOptical(*die));
        section("ip " + n, sim::hccnIp(*die));
        section("stat " + n, sim::hccnStat(*die));
        section("speed " + n, sim::hccnSpeed(*die));
        section("lldp " + n, sim::hccnLldp(*die));
    }
    for (const auto &[npu, chip] : plan.healthQueries) {
        const QByteArray name = "health " + QByteArray::number(npu) + ' ' + QByteArray::number(chip);
        const sim::DieToolState *die = node.chip(npu, chip);
        section(name, die ? sim::npuSmiHealth(*die) : std::string("Error: no such chip"), die ? 0 : 1);
    }
    return out;
}

// Probes NODES of the cluster every intervalMs of CLOCK, as NodeCollector's
// own timer would over SSH.
class MemoryProbes : public QObject
{
public:
    MemoryProbes(sim::SimCluster &cluster, const Clock &clock, telemetry::NodeCollector &collector,
                 QStringList nodes, qint64 intervalMs)
        : m_cluster(cluster)
        , m_clock(clock)
        , m_collector(collector)
        , m_nodes(std::move(nodes))
        , m_intervalMs(intervalMs)
    {
        m_collector.setClock(clock);
        probe();
    }

private:
    void probe()
    {
        const QDateTime now = QDateTime::fromMSecsSinceEpoch(m_clock.nowMs(), Qt::UTC);
        for (const QString &node : m_nodes) {
            const sim::NodeToolState state = sim::readNodeToolState(m_cluster.store(), m_cluster.telemetry(), node.toStdString());
            m_collector.receive(node, probeOutput(state, m_collector.plan(node), now));
        }
        m_clock.callAfter(m_intervalMs, this, [this] { probe(); });
    }

    sim::SimCluster &m_cluster;
    const Clock &m_clock;
    telemetry::NodeCollector &m_collector;
    QStringList m_nodes;
    qint64 m_intervalMs;
};

} // namespace scenario
