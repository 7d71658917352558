// What the pipeline reads on the nodes themselves: node telemetry (lasting
// link faults, npu-smi's word on a hang) and files (the step a restart
// resumes from, where the log does not say).
#include "recoverypipeline.h"

#include "linkalertwatch.h"
#include "npuactivity.h"
#include "telemetry/nodecollector.h"
#include "telemetry/nodefiles.h"

#include <utility>

namespace ascendops::pipeline {

void RecoveryPipeline::watchLinks(telemetry::NodeCollector &collector)
{
    if (m_linksFrom == &collector)
        return;
    m_linksFrom = &collector;
    m_detector.setHangCorroboration([this, &collector](const QString &job, qint64 sinceMs) {
        const fields::ObjectList pods = m_facts.podsOfJob(job);
        return npuActivityWords(readNpuActivity(collector, jobDevicesOf(pods.pointers()), sinceMs), nowMs());
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
            unread[path].error = tr("node %1 is not among the nodes reached over SSH").arg(node);
        m_lastCheckpoints->receive(node, unread);
    });
    connect(m_nodeFiles, &telemetry::NodeFileReader::finished, &reader, &LastCheckpointRead::receive);
    // The collector may go first (a console leaving its nodes): what reads
    // through it goes with it.
    connect(&collector, &QObject::destroyed, this, [this, links] {
        m_linksFrom = nullptr;
        m_detector.setHangCorroboration({});
        delete links;
        delete std::exchange(m_nodeFiles, nullptr);
        delete std::exchange(m_lastCheckpoints, nullptr);
    });
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
        // Said as observed (what a verification notes), not as the fault's
        // class: the record carries the step (CommonDetails) for a restart.
        if (last->step) {
            incident.checkpointStep = *last->step;
            record(incident, RecordKind::Verified,
                   tr("the last complete checkpoint is step %1 (Megatron's latest_checkpointed_iteration.txt, %2; %3): "
                      "a restart resumes from it").arg(*last->step).arg(last->tracker, saved));
        } else {
            record(incident, RecordKind::Verified,
                   tr("the step a restart resumes from is not known: %1 (%2)")
                       .arg(last->why, last->tracker.isEmpty() ? saved : last->tracker));
        }
        emit incidentChanged(id);
    }
}

} // namespace ascendops::pipeline
