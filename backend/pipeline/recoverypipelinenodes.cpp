// What the pipeline reads on the nodes themselves: node telemetry (lasting
// link faults, npu-smi's word on a hang) and files (the step a restart
// resumes from, where the log does not say).
#include "recoverypipeline.h"

#include "linkalertwatch.h"
#include "npuactivity.h"
#include "model/objectfields.h"
#include "telemetry/nodecollector.h"
#include "telemetry/nodefiles.h"

namespace ascendops::pipeline {

using Json = nlohmann::json;
using fields::text;

void RecoveryPipeline::watchLinks(telemetry::NodeCollector &collector)
{
    if (m_linksFrom == &collector)
        return;
    m_linksFrom = &collector;
    m_detector.setHangCorroboration([this, &collector](const QString &job, qint64 sinceMs) {
        QStringList nodes;
        for (const Json *pod : m_facts.podsOfJob(job))
            if (text(*pod, {"status", "phase"}) == QLatin1String("Running"))
                if (const QString node = text(*pod, {"spec", "nodeName"}); !node.isEmpty() && !nodes.contains(node))
                    nodes << node;
        return npuActivityWords(readNpuActivity(collector, nodes, sinceMs), nowMs());
    });
    auto *links = new LinkAlertWatch(collector, [this](const QString &node) { return m_detector.jobOnNode(node); },
                                     *m_settings.clock, this);
    connect(&collector, &telemetry::NodeCollector::nodeUpdated, links, &LinkAlertWatch::onNodeUpdated);
    connect(links, &LinkAlertWatch::raised, this, &RecoveryPipeline::onRaised);

    delete m_nodeFiles;
    m_nodeFiles = new telemetry::NodeFileReader(collector.pool(), this);
    LastCheckpointRead &reader = readNodeFilesWith([this, &collector](const QString &node, const QStringList &paths) {
        if (const std::optional<ssh::SshTarget> target = collector.target(node)) {
            m_nodeFiles->read(*target, node, paths);
            return;
        }
        QHash<QString, NodeFile> unread;
        for (const QString &path : paths)
            unread[path].error = tr("node %1 is not reached over SSH (not chosen in the node SSH settings)").arg(node);
        m_lastCheckpoints->receive(node, unread);
    });
    connect(m_nodeFiles, &telemetry::NodeFileReader::finished, &reader, &LastCheckpointRead::receive);
}

LastCheckpointRead &RecoveryPipeline::readNodeFilesWith(std::function<void(const QString &, const QStringList &)> ask)
{
    delete m_lastCheckpoints;
    m_lastCheckpoints = new LastCheckpointRead(m_watch, std::move(ask), this);
    connect(m_lastCheckpoints, &LastCheckpointRead::answered, this, &RecoveryPipeline::onLastCheckpoint);
    return *m_lastCheckpoints;
}

void RecoveryPipeline::onLastCheckpoint(const QString &job, const std::optional<recoverytime::LastCheckpoint> &last)
{
    if (!last)
        return;
    const QString saved = tr("--save %1 at %2").arg(last->saveDir.value, last->saveDir.where);
    for (auto &[id, incident] : m_incidents) {
        const auto work = m_work.find(id);
        if (incident.job != job || incident.checkpointStep >= 0 || work == m_work.end() || work->second.checkpointSaid)
            continue;
        work->second.checkpointSaid = true;
        if (last->step) {
            incident.checkpointStep = *last->step;
            record(incident, RecordKind::Classified,
                   tr("the last complete checkpoint is step %1 (Megatron's latest_checkpointed_iteration.txt, %2; %3): "
                      "a restart resumes from it").arg(*last->step).arg(last->tracker, saved));
        } else {
            record(incident, RecordKind::Classified,
                   tr("the step a restart resumes from is not known: %1 (%2)")
                       .arg(last->why, last->tracker.isEmpty() ? saved : last->tracker));
        }
    }
}

} // namespace ascendops::pipeline
