#pragma once
// A directory that lets real programs see the simulated nodes: DIR/bin holds
// `npu-smi` and `hccn_tool` (nodetoolscripts.h), DIR/nodes/<node>/ the state
// files they print, kept current as faults change the cluster. A shell with
// DIR/bin first on PATH and ASCEND_SIM_NODE=<node> (what the node SSH
// server sets per node) answers the node commands as that node would, and
// ASCEND_HCCN_CONF=hccnConfPath(node) stands in for /etc/hccn.conf.
//
// Changes are learned from the telemetry store's and the object store's
// listeners (device-info ConfigMaps, pods): a node that changed is written
// at most every kCoalesceMs, and only the files whose text changed, each
// replaced atomically (QSaveFile) so a reader never sees half a file.
// A large cluster's first write (a3-scale: some 130,000 files) goes on in
// slices after start() returns, so the API server keeps answering; ready()
// and the file DIR/ready say when every node is in place, and until then the
// tools wait for a node that is not.
#include "sim/store/objectstore.h"
#include "sim/nodes/telemetry.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>

#include <cstddef>
#include <mutex>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

namespace ascendops::sim {

struct NodeToolState;

class NodeToolDir : public QObject
{
    Q_OBJECT

public:
    static constexpr int kCoalesceMs = 200;

    // store and telemetry must outlive this object. Nothing is written
    // before start().
    NodeToolDir(ObjectStore &store, TelemetryStore &telemetry, const QString &dir, QObject *parent = nullptr);
    ~NodeToolDir() override;

    // Writes the tools, removes nodes of an earlier cluster, writes every
    // node (all of them before returning unless that takes more than about
    // two seconds) and follows changes from then on. False, with the
    // reason, when the directory cannot be written.
    bool start(QString *error);

    QString dir() const { return m_dir; }                    // absolute
    QString binDir() const;                                  // DIR/bin: first on PATH
    QString nodeDir(const QString &node) const;              // DIR/nodes/<node>
    QString hccnConfPath(const QString &node) const;         // DIR/nodes/<node>/hccn.conf
    QString readyMarkerPath() const;                         // DIR/ready: written when isReady()
    bool isReady() const { return m_ready; }

    // Writes every change now rather than after the coalescing delay.
    void flush();

signals:
    // Every node has been written once.
    void ready();
    // After a write pass: the nodes that had a file rewritten.
    void nodesWritten(const QStringList &nodes);

private:
    void markDirty(const std::string &node);   // any thread
    void writePending(qint64 budgetMs);        // < 0: no limit
    bool writeNode(const NodeToolState &state);
    bool writeFile(const std::string &relative, const std::string &content, bool *changed);
    bool writeScript(const QString &name, const std::string &content, QString *error);
    void removeStaleNodes(const std::vector<std::string> &nodes);

    ObjectStore &m_store;
    TelemetryStore &m_telemetry;
    QString m_dir;
    QTimer m_timer;
    bool m_ready = false;
    QString m_writeError;                  // the last write that failed
    int m_storeListener = 0;
    int m_telemetryListener = 0;
    std::unordered_map<std::string, std::size_t> m_written;   // relative path -> hash of its text
    std::set<std::string> m_madeDirs;

    std::mutex m_pendingMutex;   // the listeners run on writers' threads
    std::set<std::string> m_pending;
    bool m_scheduled = false;
};

} // namespace ascendops::sim
