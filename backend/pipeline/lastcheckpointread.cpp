#include "lastcheckpointread.h"

#include "clustermodel/jobinputs.h"

#include <algorithm>

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
    m_pending.insert(jobKey, Pending{inputs->podNode, std::move(*inputs), {}, 0});
    gather(jobKey);
}

void LastCheckpointRead::gather(const QString &jobKey)
{
    const auto pending = m_pending.find(jobKey);
    if (pending == m_pending.end())
        return;
    const recoverytime::JobFacts facts = recoverytime::gatherJobFacts(pending->inputs);
    const std::optional<recoverytime::LastCheckpoint> &last = facts.lastCheckpoint;
    // Only what leads to the tracker is read: the scripts not read yet while
    // no --save is found, then the tracker itself.
    QStringList wanted;
    if (last && !last->step && !last->tracker.isEmpty()) {
        const QString path = last->tracker.mid(pending->node.size() + 1);
        if (!pending->inputs.nodeFiles.contains(path))
            wanted << path;
    } else if (!last && !facts.scriptsComplete()) {
        wanted = facts.nodeFilesWanted;
    }
    if (!wanted.isEmpty() && !pending->node.isEmpty() && ++pending->rounds <= kMaxRounds) {
        pending->asked = wanted;
        m_ask(pending->node, wanted);
        return;
    }
    m_pending.erase(pending);
    emit answered(jobKey, last);
}

void LastCheckpointRead::receive(const QString &node, const QHash<QString, NodeFile> &files)
{
    QStringList answered;
    for (auto it = m_pending.begin(); it != m_pending.end(); ++it) {
        if (it->node != node)
            continue;
        for (auto file = files.cbegin(); file != files.cend(); ++file)
            it->inputs.nodeFiles.insert(file.key(), file.value());
        // Another job's answer from the same node is not this one's.
        const bool all = std::all_of(it->asked.cbegin(), it->asked.cend(),
                                     [&](const QString &path) { return it->inputs.nodeFiles.contains(path); });
        if (all)
            answered << it.key();
    }
    for (const QString &job : answered)
        gather(job);
}

} // namespace ascendops::pipeline
