#include "lastcheckpointread.h"

#include "clustermodel/jobinputs.h"

namespace ascendops::pipeline {

namespace {

// A script may name another on the node: a few rounds, as `job profile` reads.
constexpr int kMaxRounds = 4;

} // namespace

LastCheckpointRead::LastCheckpointRead(const clustermodel::ClusterWatch &watch, AskNode ask, QObject *parent)
    : QObject(parent)
    , m_watch(watch)
    , m_ask(std::move(ask))
{
}

void LastCheckpointRead::read(const QString &jobKey)
{
    if (m_pending.contains(jobKey))
        return;
    std::optional<recoverytime::JobInputs> inputs = clustermodel::jobInputsFromWatch(m_watch, jobKey);
    if (!inputs) {
        emit answered(jobKey, std::nullopt);
        return;
    }
    m_pending.insert(jobKey, Pending{inputs->podNode, std::move(*inputs), 0});
    gather(jobKey);
}

void LastCheckpointRead::gather(const QString &jobKey)
{
    Pending &pending = m_pending[jobKey];
    const recoverytime::JobFacts facts = recoverytime::gatherJobFacts(pending.inputs);
    if (!facts.nodeFilesWanted.isEmpty() && !pending.node.isEmpty() && ++pending.rounds <= kMaxRounds) {
        m_ask(pending.node, facts.nodeFilesWanted);
        return;
    }
    const std::optional<recoverytime::LastCheckpoint> last = facts.lastCheckpoint;
    m_pending.remove(jobKey);
    emit answered(jobKey, last);
}

void LastCheckpointRead::receive(const QString &node, const QHash<QString, NodeFile> &files)
{
    QStringList waiting;
    for (auto it = m_pending.begin(); it != m_pending.end(); ++it) {
        if (it->node != node)
            continue;
        for (auto file = files.cbegin(); file != files.cend(); ++file)
            it->inputs.nodeFiles.insert(file.key(), file.value());
        waiting << it.key();
    }
    for (const QString &job : waiting)
        gather(job);
}

} // namespace ascendops::pipeline
