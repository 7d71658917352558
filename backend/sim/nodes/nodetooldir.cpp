#include "sim/nodes/nodetooldir.h"

#include "formats/deviceinfocfg.h"

#include "core/atomicfile.h"

#include "sim/store/jobobjects.h"
#include "sim/nodes/nodetoolreport.h"
#include "sim/nodes/nodetoolscripts.h"
#include "sim/nodes/nodetoolstate.h"
#include "sim/store/objectmeta.h"
#include "sim/simlog.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QMetaObject>

#include <algorithm>
#include <functional>

namespace ascendops::sim {
namespace {

// The first pass may hold the caller this long; later passes take slices
// short enough that requests to the API server on the same thread wait little.
constexpr qint64 kFirstPassBudgetMs = 2000;
constexpr qint64 kSliceBudgetMs = 50;
// Nodes read per listing of the pods (an A3 node is some 130 files).
constexpr std::size_t kNodesPerRead = 8;

std::string hccnOutput(const std::string &command, const DieToolState &die)
{
    if (command == "link")
        return hccnLink(die);
    if (command == "link_stat") {
        // The tool stamps the current time when it runs; the file carries
        // the last change's, so that it only changes with the history.
        const std::vector<LinkChange> &history = die.telemetry.linkHistory;
        return hccnLinkStat(die, history.empty() ? QDateTime::fromSecsSinceEpoch(0, Qt::UTC) : history.back().time);
    }
    if (command == "net_health")
        return hccnNetHealth(die);
    if (command == "optical")
        return hccnOptical(die);
    if (command == "ip")
        return hccnIp(die);
    if (command == "stat")
        return hccnStat(die);
    if (command == "lldp")
        return hccnLldp(die);
    return hccnSpeed(die);
}

std::string nodeOfPod(const ObjectPtr &pod)
{
    return pod ? pod->value.value("spec", nlohmann::json::object()).value("nodeName", "") : std::string();
}

} // namespace

NodeToolDir::NodeToolDir(ObjectStore &store, TelemetryStore &telemetry, const QString &dir, QObject *parent)
    : QObject(parent)
    , m_store(store)
    , m_telemetry(telemetry)
    , m_dir(QDir::cleanPath(QFileInfo(dir).absoluteFilePath()))
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, [this] { writePending(kSliceBudgetMs); });
}

NodeToolDir::~NodeToolDir()
{
    if (m_storeListener)
        m_store.removeListener(m_storeListener);
    if (m_telemetryListener)
        m_telemetry.removeListener(m_telemetryListener);
}

QString NodeToolDir::binDir() const
{
    return m_dir + QStringLiteral("/bin");
}

QString NodeToolDir::nodeDir(const QString &node) const
{
    return m_dir + QStringLiteral("/nodes/") + node;
}

QString NodeToolDir::hccnConfPath(const QString &node) const
{
    return nodeDir(node) + QStringLiteral("/hccn.conf");
}

QString NodeToolDir::readyMarkerPath() const
{
    return m_dir + QStringLiteral("/ready");
}

bool NodeToolDir::start(QString *error)
{
    if (!QDir().mkpath(binDir()) || !QDir().mkpath(m_dir + QStringLiteral("/nodes"))) {
        *error = QStringLiteral("cannot create the node tools directory %1").arg(m_dir);
        return false;
    }
    // An earlier cluster's marker would let the tools answer for nodes not written yet.
    QFile::remove(readyMarkerPath());
    const std::string root = m_dir.toStdString();
    if (!writeScript(QStringLiteral("npu-smi"), npuSmiScript(root), error)
        || !writeScript(QStringLiteral("hccn_tool"), hccnToolScript(root), error))
        return false;
    const std::vector<std::string> nodes = m_telemetry.nodes();
    removeStaleNodes(nodes);

    // Listening before the first write, so that no change during it is lost.
    // The store's listeners run under its lock: only mark the node here.
    const std::string configMapsId = objects::configMaps().id();
    const std::string podsId = objects::pods().id();
    m_storeListener = m_store.addListener([this, configMapsId, podsId](const StoreEvent &event) {
        if (event.resourceId == configMapsId) {
            const std::string name = metaString(event.object->value, "name");
            if (metaString(event.object->value, "namespace") == kDeviceInfoNamespace && name.rfind(kDeviceInfoPrefix, 0) == 0)
                markDirty(name.substr(kDeviceInfoPrefix.size()));
        } else if (event.resourceId == podsId) {
            // A pod that starts, fails or moves changes the processes of the
            // node it leaves and of the one it lands on.
            for (const ObjectPtr &pod : {event.object, event.previous}) {
                if (const std::string node = nodeOfPod(pod); !node.empty())
                    markDirty(node);
            }
        }
    });
    m_telemetryListener = m_telemetry.addListener([this](const std::string &node) { markDirty(node); });

    {
        std::lock_guard lock(m_pendingMutex);
        m_pending.insert(nodes.begin(), nodes.end());
    }
    m_writeError.clear();
    writePending(kFirstPassBudgetMs);
    if (!m_writeError.isEmpty()) {
        *error = m_writeError;
        return false;
    }
    return true;
}

void NodeToolDir::flush()
{
    writePending(-1);
}

void NodeToolDir::markDirty(const std::string &node)
{
    std::lock_guard lock(m_pendingMutex);
    m_pending.insert(node);
    if (m_scheduled)
        return;
    m_scheduled = true;
    QMetaObject::invokeMethod(this, [this] { m_timer.start(kCoalesceMs); }, Qt::QueuedConnection);
}

void NodeToolDir::writePending(qint64 budgetMs)
{
    std::vector<std::string> nodes;
    {
        std::lock_guard lock(m_pendingMutex);
        nodes.assign(m_pending.begin(), m_pending.end());
        m_pending.clear();
        m_scheduled = false;
    }
    m_timer.stop();
    QElapsedTimer clock;
    clock.start();
    QStringList written;
    const auto outOfTime = [&] { return budgetMs >= 0 && clock.elapsed() >= budgetMs; };
    std::size_t done = 0;
    while (done < nodes.size() && !outOfTime()) {
        const std::size_t end = std::min(nodes.size(), done + kNodesPerRead);
        const std::vector<std::string> slice(nodes.begin() + std::ptrdiff_t(done), nodes.begin() + std::ptrdiff_t(end));
        for (const NodeToolState &state : readNodeToolStates(m_store, m_telemetry, slice)) {
            // A pod on a node without NPUs gives nothing to show.
            if (!state.dies.empty() && writeNode(state))
                written << QString::fromStdString(state.node);
            ++done;
            if (outOfTime())
                break;
        }
    }
    if (done < nodes.size()) {
        std::lock_guard lock(m_pendingMutex);
        m_pending.insert(nodes.begin() + std::ptrdiff_t(done), nodes.end());
        m_scheduled = true;
        m_timer.start(0);
    }
    if (!written.isEmpty())
        emit nodesWritten(written);
    if (!m_ready && done == nodes.size()) {
        m_ready = true;
        // The tools wait for a node not yet written until this file is there.
        QString reason;
        if (!writeFileAtomically(readyMarkerPath(), "ready\n", &reason))
            qCWarning(lcSim) << "cannot write" << readyMarkerPath() << reason;
        qCInfo(lcSim) << "node tools ready in" << m_dir;
        emit ready();
    }
}

// True when a file of the node changed.
bool NodeToolDir::writeNode(const NodeToolState &state)
{
    const std::string base = "nodes/" + state.node + '/';
    bool changed = false;
    writeFile(base + "npu-smi/info", npuSmiInfo(state), &changed);
    for (const DieToolState &die : state.dies) {
        writeFile(base + "npu-smi/health-" + std::to_string(die.npu) + '-' + std::to_string(die.chip),
                  npuSmiHealth(die), &changed);
        const std::string hccn = base + "hccn/" + std::to_string(die.die) + '/';
        for (const std::string &command : hccnToolCommands())
            writeFile(hccn + command, hccnOutput(command, die), &changed);
    }
    writeFile(base + "hccn.conf", hccnConf(state), &changed);
    return changed;
}

// Files whose text is what was last written are left alone.
bool NodeToolDir::writeFile(const std::string &relative, const std::string &content, bool *changed)
{
    const std::size_t hash = std::hash<std::string>{}(content);
    if (const auto it = m_written.find(relative); it != m_written.end() && it->second == hash)
        return true;
    const QString path = m_dir + QLatin1Char('/') + QString::fromStdString(relative);
    const std::string parent = relative.substr(0, relative.rfind('/'));
    if (!m_madeDirs.count(parent)) {
        if (!QDir().mkpath(QFileInfo(path).path())) {
            m_writeError = QStringLiteral("cannot create %1").arg(QFileInfo(path).path());
            qCWarning(lcSim) << m_writeError;
            return false;
        }
        m_madeDirs.insert(parent);
    }
    QString reason;
    if (!writeFileAtomically(path, QByteArrayView(content.data(), qsizetype(content.size())), &reason)) {
        m_written.erase(relative);
        m_writeError = QStringLiteral("cannot write %1: %2").arg(path, reason);
        qCWarning(lcSim) << m_writeError;
        return false;
    }
    m_written[relative] = hash;
    *changed = true;
    return true;
}

bool NodeToolDir::writeScript(const QString &name, const std::string &content, QString *error)
{
    const QString path = binDir() + QLatin1Char('/') + name;
    QString reason;
    if (!writeFileAtomically(path, QByteArrayView(content.data(), qsizetype(content.size())), &reason)) {
        *error = QStringLiteral("cannot write %1: %2").arg(path, reason);
        return false;
    }
    const QFile::Permissions executable = QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadGroup
        | QFile::ExeGroup | QFile::ReadOther | QFile::ExeOther;
    if (!QFile::setPermissions(path, executable)) {
        *error = QStringLiteral("cannot make %1 executable").arg(path);
        return false;
    }
    return true;
}

// Nodes an earlier cluster left (another preset, more servers) would answer
// with stale state: only directories that hold our files go.
void NodeToolDir::removeStaleNodes(const std::vector<std::string> &nodes)
{
    QDir root(m_dir + QStringLiteral("/nodes"));
    for (const QString &name : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        if (std::find(nodes.begin(), nodes.end(), name.toStdString()) != nodes.end())
            continue;
        if (QFile::exists(root.filePath(name + QStringLiteral("/npu-smi/info"))))
            QDir(root.filePath(name)).removeRecursively();
    }
}

} // namespace ascendops::sim
