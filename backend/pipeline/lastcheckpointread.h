#pragma once
// The step a job's restart would resume from, read where the job keeps it
// when its log does not say: the job's recovery facts from the caches give
// its --save directory (recoverytime/lastcheckpoint.h), and the files they
// want on the pod's node (a start script on a host directory, then
// Megatron's latest_checkpointed_iteration.txt) are read there, a few
// rounds at most; nothing else the facts would read is asked for. How files on a node are read is the owner's: over SSH
// (RecoveryPipeline::watchLinks), or in a test from its cluster in memory.
#include "model/nodefile.h"
#include "recoverytime/jobfacts.h"

#include <QHash>
#include <QObject>
#include <QSet>

#include <functional>
#include <optional>

namespace ascendops::clustermodel {
class ClusterWatch;
}

namespace ascendops::pipeline {

class LastCheckpointRead : public QObject
{
    Q_OBJECT
public:
    // ASK reads PATHS on NODE and hands the answer to receive(), now or later.
    using AskNode = std::function<void(const QString &node, const QStringList &paths)>;
    LastCheckpointRead(const clustermodel::ClusterWatch &watch, AskNode ask, QObject *parent = nullptr);

    // Reads the job's last complete checkpoint; answered() follows (at once
    // when nothing is to be read on a node). A job already being read is not
    // asked again.
    void read(const QString &jobKey);
    // What NODE answered: every path asked, read or with its error.
    void receive(const QString &node, const QHash<QString, NodeFile> &files);

signals:
    // Nothing when the job names no --save directory (no tracker to read).
    void answered(const QString &jobKey, const std::optional<ascendops::recoverytime::LastCheckpoint> &last);

private:
    struct Pending
    {
        QString node;
        recoverytime::JobInputs inputs;
        QStringList asked;      // the paths of the request in flight
        int rounds = 0;
    };
    void gather(const QString &jobKey);

    const clustermodel::ClusterWatch &m_watch;
    AskNode m_ask;
    QHash<QString, Pending> m_pending;   // job key -> its read
};

} // namespace ascendops::pipeline
