#include "topologybuilder.h"

#include "clusterdisolation.h"

#include "core/naturalorder.h"
#include "formats/jsondocument.h"

#include "formats/chipisolation.h"
#include "formats/deviceinfocfg.h"
#include "formats/nodeinfocfg.h"
#include "formats/switchinfocfg.h"
#include "model/maintenancepause.h"
#include "model/objectfields.h"

#include <QHash>

#include <algorithm>
#include <climits>
#include <map>
#include <optional>

namespace ascendops::clustermodel {

namespace {

using Json = nlohmann::json;
using fields::number;
using fields::text;

const QString kDeviceInfoMapPrefix = QString::fromLatin1(kDeviceInfoPrefix);
// More dies than any Ascend server has (16 on A3, 8 on A2), with room to spare.
constexpr int kMostDiesPerServer = 64;
const QString kDeviceInfoMapNamespace = QString::fromLatin1(kDeviceInfoNamespace);
const QString kNodeInfoMapPrefix = QString::fromLatin1(kNodeInfoPrefix);
const QString kNodeInfoMapNamespace = QString::fromLatin1(kNodeInfoNamespace);

// The device plugin's fault levels, worst last (ascend-domain 2.1): what
// the console paints. NotHandleFault is listed but leaves the die healthy.
Health healthOfHandling(const std::string &handling)
{
    static const std::map<std::string, Health> levels = {
        {"NotHandleFault", Health::Ok},      {"SubHealthFault", Health::Warning},
        {"PreSeparateNPU", Health::Warning}, {"RestartRequest", Health::Warning},
        {"RestartBusiness", Health::Warning}, {"FreeRestartNPU", Health::Warning},
        {"RestartNPU", Health::Fault},       {"SeparateNPU", Health::Fault},
        {"ManuallySeparateNPU", Health::Fault}};
    const auto it = levels.find(handling);
    // An unknown level is treated like the device plugin treats an unknown
    // code: as a fault, never hidden.
    return it == levels.end() ? Health::Fault : it->second;
}

// Where a ConfigMap's problems are said: "namespace/name ", each problem's
// start (and what a re-read of the map replaces).
QString placeOf(const Json &configMap)
{
    return text(configMap, {"metadata", "namespace"}) + QLatin1Char('/') + text(configMap, {"metadata", "name"})
        + QLatin1Char(' ');
}

// What a server lists of one source: this many lines, each this long at most.
constexpr qsizetype kMostPerKey = 5;
constexpr qsizetype kMostChars = 300;

QString cutShort(QString what)
{
    return what.size() > kMostChars ? what.first(kMostChars) + QStringLiteral("…") : what;
}

// Each problem of one key of a ConfigMap, with its place, as the server
// shows it (a problem placed at the key itself is not placed twice). A
// map with thousands of bad chip names says the first few, each cut short,
// and how many more: the list is a line of the details and of the log.
void noteProblems(const Json &configMap, const char *key, const Problems &problems, QStringList &unread)
{
    const QString place = placeOf(configMap) + QStringLiteral("data.") + QLatin1String(key) + QStringLiteral(": ");
    for (const Problem &problem : problems.first(std::min(problems.size(), kMostPerKey))) {
        const bool atKey = problem.line == 0 && problem.pointer == '/' + std::string(key);
        unread.append(place + cutShort(atKey ? problem.message : problem.toString()));
    }
    if (problems.size() > kMostPerKey)
        unread.append(place + QStringLiteral("and %1 more").arg(problems.size() - kMostPerKey));
}

// UnifiedBus state of the node (A3): the HCCS plane as the switch reports it.
Health hccsHealthOf(const Json &configMap, QStringList &unread)
{
    const QString value = text(configMap, {"data", "SwitchInfoCfg"});
    if (value.isEmpty())
        return Health::Unknown;
    // What cannot be read is shown as a fault, never hidden.
    const Parsed<SwitchInfoCfg> info = decodeSwitchInfo(value.toStdString());
    noteProblems(configMap, "SwitchInfoCfg", info.problems(), unread);
    if (info && info->nodeStatus == "Healthy")
        return Health::Ok;
    if (info && (info->nodeStatus == "SubHealthy" || info->nodeStatus == "PreSeparate"))
        return Health::Warning;
    return Health::Fault;
}

QString internalIp(const Json &node)
{
    const Json *addresses = fields::find(node, {"status", "addresses"});
    if (addresses && addresses->is_array()) {
        for (const Json &address : *addresses) {
            if (text(address, {"type"}) == QLatin1String("InternalIP"))
                return text(address, {"address"});
        }
    }
    return {};
}

bool isReady(const Json &node)
{
    const Json *conditions = fields::find(node, {"status", "conditions"});
    if (conditions && conditions->is_array()) {
        for (const Json &condition : *conditions) {
            if (text(condition, {"type"}) == QLatin1String("Ready"))
                return text(condition, {"status"}) == QLatin1String("True");
        }
    }
    return false;
}

struct PodDevice
{
    int deviceId = -1;
    int superDeviceId = -1;
    QString deviceIp;
    int rank = -1;
};

struct PodPlacement
{
    QString name;
    QString key;     // namespace/name: of two pods alike on one server, the first by it
    int rankIndex = -1;
    QString phase;   // empty while the pod runs (TopologyServer::podPhase)
    std::vector<PodDevice> devices;
};

// The device configuration annotation the device plugin writes on a pod.
const Json *deviceConfiguration(const Json &pod, Json &storage)
{
    for (const char *key : {"ascend.kubectl.kubernetes.io/ascend-910-configuration",
                            "ascend.kubectl.kubernetes.io/ascend-npu-configuration"}) {
        const QString value = text(pod, {"metadata", "annotations", key});
        if (value.isEmpty())
            continue;
        storage = parseJsonOrDiscarded(value.toStdString());
        if (storage.is_object())
            return &storage;
    }
    return nullptr;
}

// Empty while the pod runs or waits to; "Failed" or "Terminating" when it
// stopped and is still there.
QString endedPhase(const Json &pod)
{
    if (text(pod, {"status", "phase"}) == QLatin1String("Failed"))
        return QStringLiteral("Failed");
    return fields::find(pod, {"metadata", "deletionTimestamp"}) ? QStringLiteral("Terminating") : QString();
}

// A pod that finished its work holds nothing: its server is free again.
bool finished(const Json &pod)
{
    return text(pod, {"status", "phase"}) == QLatin1String("Succeeded") && !fields::find(pod, {"metadata", "deletionTimestamp"});
}

} // namespace

QString serverHeldBy(const Json &pod)
{
    if (finished(pod) || text(pod, {"metadata", "annotations", "hccl/rankIndex"}).isEmpty())
        return {};
    return text(pod, {"spec", "nodeName"});
}

namespace {

PodPlacement placementOf(const Json &pod)
{
    PodPlacement placement;
    placement.name = text(pod, {"metadata", "name"});
    placement.key = text(pod, {"metadata", "namespace"}) + QLatin1Char('/') + placement.name;
    placement.rankIndex = number(pod, {"metadata", "annotations", "hccl/rankIndex"}, -1);
    placement.phase = endedPhase(pod);
    Json storage;
    const Json *config = deviceConfiguration(pod, storage);
    const Json *devices = config ? fields::find(*config, {"devices"}) : nullptr;
    if (!devices || !devices->is_array())
        return placement;
    const int count = int(devices->size());
    for (int i = 0; i < count; ++i) {
        const Json &device = (*devices)[std::size_t(i)];
        PodDevice placed;
        placed.deviceId = number(device, {"device_id"}, -1);
        placed.superDeviceId = number(device, {"super_device_id"}, -1);
        placed.deviceIp = text(device, {"device_ip"});
        // (A rank index too large for its ranks to count is no rank.)
        const qint64 rank = qint64(placement.rankIndex) * count + i;
        placed.rank = placement.rankIndex >= 0 && placement.phase.isEmpty() && rank <= INT_MAX ? int(rank) : -1;
        placement.devices.push_back(placed);
    }
    return placement;
}

QHash<QString, PodPlacement> placementsByNode(const std::vector<const Json *> &pods)
{
    QHash<QString, PodPlacement> byNode;
    for (const Json *each : pods) {
        const Json &pod = *each;
        const QString node = serverHeldBy(pod);
        if (node.isEmpty())
            continue;
        // A failed or terminating job pod still holds its server (never shown
        // as a spare while it is there); a running one on it comes first, and
        // between two alike the first by namespace and name, so that a
        // rebuild and a refresh of the server pick the same one whatever
        // order they read.
        const auto held = byNode.constFind(node);
        const bool running = endedPhase(pod).isEmpty();
        const auto key = [&pod] { return text(pod, {"metadata", "namespace"}) + QLatin1Char('/') + text(pod, {"metadata", "name"}); };
        if (held == byNode.cend() || (held->phase.isEmpty() != running ? running : key() < held->key))
            byNode.insert(node, placementOf(pod));
    }
    return byNode;
}

// What one device-info ConfigMap says of its server, and what in it could
// not be read.
struct DeviceInfoRead
{
    std::optional<DeviceInfoCfg> info;
    QString place;                          // the map's, as placeOf says it
    std::vector<int> dies;                  // every die the map names
    std::vector<DeviceFaultEntry> faults;   // the -Fault entries that read
    std::vector<int> unreadFaultDies;       // dies with an entry that did not
    Health hccs = Health::Unknown;
    ChipIsolationReasons isolationReasons;  // UpgradeFaultReason, by chip name
    QStringList problems;
};

// DeviceInfoCfg with the chips an operator separated (the map's own
// ManuallySeparateNPU key), so that a separated die is neither lost nor
// drawn as in service, its -Fault entries, and the HCCS plane's state.
// Null: no map.
DeviceInfoRead readDeviceInfo(const Json *configMap)
{
    DeviceInfoRead read;
    if (!configMap)
        return read;
    read.place = placeOf(*configMap);
    Parsed<DeviceInfoCfg> info = decodeDeviceInfo(text(*configMap, {"data", "DeviceInfoCfg"}).toStdString());
    Problems problems = info.problems();
    if (info) {
        const Parsed<std::vector<DeviceFaultEntry>> faults =
            decodeFaultEntries(info->faults, "/DeviceInfo/DeviceList/" + info->faultKey);
        problems += faults.problems();
        if (faults)
            read.faults = faults.value();
        read.unreadFaultDies = diesOfUnreadFaults(info->faults);
    }
    noteProblems(*configMap, "DeviceInfoCfg", problems, read.problems);
    if (!info)
        return read;
    const Parsed<std::vector<int>> separated = decodeManuallySeparated(
        text(*configMap, {"data", "ManuallySeparateNPU"}).toStdString());
    noteProblems(*configMap, "ManuallySeparateNPU", separated.problems(), read.problems);
    if (const QString reasons = text(*configMap, {"data", kUpgradeFaultReasonKey}); !reasons.isEmpty()) {
        const Parsed<ChipIsolationReasons> decoded = decodeUpgradeFaultReason(reasons.toStdString());
        noteProblems(*configMap, kUpgradeFaultReasonKey, decoded.problems(), read.problems);
        if (decoded)
            read.isolationReasons = decoded.value();
    }
    read.info = info.take();
    read.info->manuallySeparated = separated.value();
    read.dies = read.info->allDies(read.faults, read.unreadFaultDies);
    read.hccs = hccsHealthOf(*configMap, read.problems);
    return read;
}

bool contains(const std::vector<int> &ids, int id)
{
    return std::find(ids.begin(), ids.end(), id) != ids.end();
}

// The faults device-info lists for one chip, as "code,code".
QString faultCodesOf(const std::vector<DeviceFaultEntry> &faults, int die, Health *worst)
{
    QStringList codes;
    for (const DeviceFaultEntry &fault : faults) {
        if (fault.die != die)
            continue;
        for (const std::string &code : fault.codes)
            codes << QString::fromStdString(code);
        *worst = worse(*worst, healthOfHandling(fault.handling));
    }
    return codes.join(QLatin1Char(','));
}

// Why the device plugin isolated DIE, as it kept it.
QStringList isolationReasonsOf(const DeviceInfoRead &read, int die)
{
    const auto it = read.isolationReasons.find("Ascend910-" + std::to_string(die));
    return it == read.isolationReasons.end() ? QStringList() : isolationReasonsInWords(it->second);
}

// Health of every die and link of one server from its device-info map (as
// READ, which holds one). A die whose fault entry could not be read is not
// known to be healthy: Unknown, unless the map says worse of it. A die the
// map does not name at all (one a pod holds, or one a newer map dropped) is
// Unknown whole, and the server says which.
void applyDeviceInfoTo(TopologyServer &server, const DeviceInfoRead &read)
{
    const DeviceInfoCfg &info = *read.info;
    QStringList unnamed;
    for (TopologyNpu &npu : server.npus) {
        for (TopologyDie &die : npu.dies) {
            if (!contains(read.dies, die.deviceId)) {
                die.health = die.hccsLink = die.roceLink = Health::Unknown;
                die.faults.clear();
                die.isolatedByDevicePlugin = false;
                die.isolated = die.isolatedByClusterd;
                unnamed << QString::fromStdString(info.chipName(die.deviceId));
                continue;
            }
            Health health = Health::Ok;
            die.faults = faultCodesOf(read.faults, die.deviceId, &health);
            if (contains(info.unhealthy, die.deviceId))
                health = Health::Fault;
            else if (contains(info.recovering, die.deviceId))
                health = worse(health, Health::Warning);
            const bool networkDown = contains(info.networkUnhealthy, die.deviceId);
            die.roceLink = networkDown ? Health::Fault : Health::Ok;
            die.hccsLink = read.hccs;
            die.health = networkDown ? worse(health, Health::Warning) : health;
            if (die.health == Health::Ok && contains(read.unreadFaultDies, die.deviceId))
                die.health = Health::Unknown;
            die.isolatedByDevicePlugin = contains(info.manuallySeparated, die.deviceId);
            die.isolated = die.isolatedByDevicePlugin || die.isolatedByClusterd;
            die.isolationReasons = isolationReasonsOf(read, die.deviceId);
        }
    }
    if (!unnamed.isEmpty())
        server.unread.append(read.place + QStringLiteral("data.DeviceInfoCfg: %1 in none of its lists; not known")
                                              .arg(unnamed.join(QStringLiteral(", "))));
    server.updateHealth();
}

// The server of NODE with the dies its device-info map names (as READ)
// and those the job's POD holds.
TopologyServer serverOf(const Json &node, const DeviceInfoRead &read, const PodPlacement *pod)
{
    const std::optional<DeviceInfoCfg> &info = read.info;
    TopologyServer server;
    server.nodeName = text(node, {"metadata", "name"});
    server.hostIp = internalIp(node);
    server.ready = isReady(node);
    const Json *unschedulable = fields::find(node, {"spec", "unschedulable"});
    server.cordoned = unschedulable && unschedulable->is_boolean() && unschedulable->get<bool>();
    const std::optional<MaintenancePause> pause = pauseOf(node);
    server.recoveryPaused = pause ? pauseText(*pause) : QString();
    server.superPodId = info && info->superPodId >= 0 ? info->superPodId : -1;
    server.serverIndex = info && info->serverIndex >= 0 ? info->serverIndex : -1;
    std::vector<int> dies = read.dies;
    if (pod) {
        server.podName = pod->name;
        server.rankIndex = pod->rankIndex;
        server.podPhase = pod->phase;
        for (const PodDevice &device : pod->devices)
            dies.push_back(device.deviceId);
        std::sort(dies.begin(), dies.end());
        dies.erase(std::unique(dies.begin(), dies.end()), dies.end());
    }
    if (dies.empty()) {
        // No device-info yet: the node's capacity still tells how many dies,
        // unless it claims more than any server holds (a node object written
        // by hand or by a broken plugin: millions of dies took the memory).
        const int capacity = number(node, {"status", "capacity", "huawei.com/Ascend910"}, 0);
        if (capacity > kMostDiesPerServer)
            server.unread.append(QStringLiteral("node %1 status.capacity.huawei.com/Ascend910: %2, more than a server "
                                                "holds (%3); its dies are not drawn until device-info lists them")
                                     .arg(server.nodeName).arg(capacity).arg(kMostDiesPerServer));
        for (int i = 0; i < capacity && capacity <= kMostDiesPerServer; ++i)
            dies.push_back(i);
    }
    server.spare = !pod;
    const int perNpu = diesPerNpu(node);
    for (int id : dies) {
        const int npuIndex = id / perNpu;
        if (server.npus.empty() || server.npus.back().index != npuIndex)
            server.npus.push_back({npuIndex, {}});
        TopologyDie die;
        die.deviceId = id;
        if (pod) {
            for (const PodDevice &device : pod->devices) {
                if (device.deviceId == id) {
                    die.deviceIp = device.deviceIp;
                    die.superDeviceId = device.superDeviceId;
                    die.rank = device.rank;
                }
            }
        }
        server.npus.back().dies.push_back(die);
    }
    return server;
}

// A server whole: its node, the job's pod on it, the health its
// device-info map (as READ) gives it and NodeD's word (its map, null: none).
TopologyServer wholeServer(const Json &node, const DeviceInfoRead &read, const Json *nodeInfoMap,
                           const QHash<QString, PodPlacement> &placements)
{
    const auto pod = placements.constFind(text(node, {"metadata", "name"}));
    TopologyServer server = serverOf(node, read, pod == placements.cend() ? nullptr : &pod.value());
    server.unread += read.problems;
    if (read.info)
        applyDeviceInfoTo(server, read);
    applyNodeInfo(server, nodeInfoMap);   // the server's health with it
    return server;
}

bool hasAscendDevices(const Json &node)
{
    return text(node, {"metadata", "labels", "accelerator"}).startsWith(QLatin1String("huawei-Ascend"))
        || fields::find(node, {"status", "capacity", "huawei.com/Ascend910"});
}

void orderServers(ClusterTopology &topology)
{
    std::vector<std::size_t> order(topology.servers.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        const TopologyServer &x = topology.servers[a];
        const TopologyServer &y = topology.servers[b];
        // Servers outside any super-pod (A2) come after the super-pods.
        const int podX = x.superPodId < 0 ? INT_MAX : x.superPodId;
        const int podY = y.superPodId < 0 ? INT_MAX : y.superPodId;
        if (podX != podY)
            return podX < podY;
        if (x.serverIndex != y.serverIndex)
            return x.serverIndex < y.serverIndex;
        return naturalLess(x.nodeName, y.nodeName);
    });
    std::vector<TopologyServer> sorted;
    sorted.reserve(order.size());
    for (std::size_t i : order)
        sorted.push_back(std::move(topology.servers[i]));
    topology.servers = std::move(sorted);
}

// NodeD's NodeStatus as the console paints it. A status NodeD does not
// write is shown as a fault, never hidden, and said (at PLACE).
Health healthOfNodeStatus(const QString &status, const QString &place, QStringList &unread)
{
    if (status == QLatin1String("Healthy"))
        return Health::Ok;
    if (status == QLatin1String("PreSeparate"))
        return Health::Warning;
    if (status != QLatin1String("UnHealthy"))
        unread.append(place + cutShort(QStringLiteral("data.NodeInfo: /NodeInfo/NodeStatus: \"%1\" is none of "
                                                      "Healthy, PreSeparate, UnHealthy; shown as a fault").arg(status)));
    return Health::Fault;
}

// "CPU 1: 00000011,00000012 (SeparateFault)"
QString nodeFaultLine(const NodeFaultDevice &device)
{
    QString line = QString::fromStdString(device.deviceType);
    if (device.deviceId >= 0)
        line += QLatin1Char(' ') + QString::number(device.deviceId);
    QStringList codes;
    for (const std::string &code : device.codes)
        codes << QString::fromStdString(code);
    line += QStringLiteral(": ") + codes.join(QLatin1Char(','));
    if (!device.level.empty())
        line += QStringLiteral(" (%1)").arg(QString::fromStdString(device.level));
    return cutShort(line);
}

// The first few fault devices, and how many more: a line each in the
// details and the fault list.
QStringList nodeFaultLines(const std::vector<NodeFaultDevice> &devices)
{
    QStringList lines;
    for (std::size_t i = 0; i < devices.size() && qsizetype(i) < kMostPerKey; ++i)
        lines << nodeFaultLine(devices[i]);
    if (qsizetype(devices.size()) > kMostPerKey)
        lines << QStringLiteral("and %1 more").arg(qsizetype(devices.size()) - kMostPerKey);
    return lines;
}

// The server a node is, if it is one: a node with neither a device-info
// map nor Ascend devices is not drawn.
std::optional<TopologyServer> serverWithPlacements(const Json &node, const Json *deviceInfoMap, const Json *nodeInfoMap,
                                                   const QHash<QString, PodPlacement> &placements)
{
    if (!deviceInfoMap && !hasAscendDevices(node))
        return std::nullopt;
    return wholeServer(node, readDeviceInfo(deviceInfoMap), nodeInfoMap, placements);
}

void groupSuperPods(ClusterTopology &topology)
{
    for (std::size_t i = 0; i < topology.servers.size(); ++i) {
        const int id = topology.servers[i].superPodId;
        if (id < 0)
            continue;
        if (topology.superPods.empty() || topology.superPods.back().id != id)
            topology.superPods.push_back({id, {}});
        topology.superPods.back().servers.push_back(int(i));
    }
}

} // namespace

std::optional<TopologyServer> serverOfNode(const Json &node, const Json *deviceInfoMap, const std::vector<const Json *> &podsOnNode,
                                           const Json *nodeInfoMap)
{
    return serverWithPlacements(node, deviceInfoMap, nodeInfoMap, placementsByNode(podsOnNode));
}

QString nodeInfoMapKey(const QString &node)
{
    return kNodeInfoMapNamespace + QLatin1Char('/') + kNodeInfoMapPrefix + node;
}

void applyNodeInfo(TopologyServer &server, const Json *nodeInfoMap)
{
    // What NodeD's map said before goes, whether or not it is still there.
    const QString place = nodeInfoMapKey(server.nodeName) + QLatin1Char(' ');
    server.unread.removeIf([&place](const QString &problem) { return problem.startsWith(place); });
    server.nodeStatus.clear();
    server.nodeHealth = Health::Unknown;
    server.nodeFaults.clear();
    if (nodeInfoMap && placeOf(*nodeInfoMap) == place) {
        const Parsed<NodeInfoCfg> info = decodeNodeInfo(text(*nodeInfoMap, {"data", "NodeInfo"}).toStdString());
        noteProblems(*nodeInfoMap, "NodeInfo", info.problems(), server.unread);
        if (info) {
            server.nodeStatus = cutShort(QString::fromStdString(info->nodeStatus));
            server.nodeHealth = healthOfNodeStatus(server.nodeStatus, place, server.unread);
            server.nodeFaults = nodeFaultLines(info->faultDevices);
        }
    }
    server.updateHealth();
}

ClusterTopology topologyOf(std::vector<TopologyServer> servers)
{
    ClusterTopology topology;
    topology.servers = std::move(servers);
    orderServers(topology);
    groupSuperPods(topology);
    topology.reindex();
    return topology;
}

ClusterTopology buildTopology(const std::vector<Json> &nodes, const std::vector<Json> &configMaps,
                              const std::vector<Json> &pods)
{
    QHash<QString, const Json *> deviceInfoMaps;
    QHash<QString, const Json *> nodeInfoMaps;
    const Json *clusterdIsolation = nullptr;
    for (const Json &map : configMaps) {
        if (isClusterdManualInfo(map))
            clusterdIsolation = &map;
        const QString name = text(map, {"metadata", "name"});
        const QString ns = text(map, {"metadata", "namespace"});
        if (name.startsWith(kDeviceInfoMapPrefix) && ns == kDeviceInfoMapNamespace)
            deviceInfoMaps.insert(name.mid(kDeviceInfoMapPrefix.size()), &map);
        else if (name.startsWith(kNodeInfoMapPrefix) && ns == kNodeInfoMapNamespace)
            nodeInfoMaps.insert(name.mid(kNodeInfoMapPrefix.size()), &map);
    }
    const QHash<QString, PodPlacement> placements = placementsByNode(fields::pointersTo(pods));

    std::vector<TopologyServer> servers;
    for (const Json &node : nodes) {
        const QString name = text(node, {"metadata", "name"});
        std::optional<TopologyServer> server =
            serverWithPlacements(node, deviceInfoMaps.value(name), nodeInfoMaps.value(name), placements);
        if (server)
            servers.push_back(std::move(*server));
    }
    ClusterTopology topology = topologyOf(std::move(servers));
    applyClusterdIsolation(topology, clusterdIsolation);
    return topology;
}

bool applyDeviceInfo(ClusterTopology &topology, const Json &configMap)
{
    const QString name = text(configMap, {"metadata", "name"});
    if (!name.startsWith(kDeviceInfoMapPrefix) || text(configMap, {"metadata", "namespace"}) != kDeviceInfoMapNamespace)
        return false;
    const int index = topology.serverIndex(name.mid(kDeviceInfoMapPrefix.size()));
    const DeviceInfoRead read = index >= 0 ? readDeviceInfo(&configMap) : DeviceInfoRead{};
    const std::optional<DeviceInfoCfg> &info = read.info;
    if (!info)
        return false;
    TopologyServer &server = topology.servers[std::size_t(index)];
    // Another super-pod or place in it moves the server: only a rebuild orders it.
    const int superPodId = info->superPodId >= 0 ? info->superPodId : -1;
    const int serverIndex = info->serverIndex >= 0 ? info->serverIndex : -1;
    if (superPodId != server.superPodId || serverIndex != server.serverIndex)
        return false;
    // A die the server does not have yet (one an operator separated, listed
    // nowhere else) changes its shape: only a rebuild draws it.
    for (int die : read.dies) {
        const bool known = std::any_of(server.npus.begin(), server.npus.end(), [die](const TopologyNpu &npu) {
            return std::any_of(npu.dies.begin(), npu.dies.end(), [die](const TopologyDie &d) { return d.deviceId == die; });
        });
        if (!known)
            return false;
    }
    // What this map said before is replaced; what the node said stays.
    server.unread.removeIf([&read](const QString &problem) { return problem.startsWith(read.place); });
    server.unread += read.problems;
    applyDeviceInfoTo(server, read);
    return true;
}

namespace {

bool sameShape(const TopologyServer &a, const TopologyServer &b)
{
    if (a.superPodId != b.superPodId || a.serverIndex != b.serverIndex || a.npus.size() != b.npus.size())
        return false;
    for (std::size_t n = 0; n < a.npus.size(); ++n) {
        const TopologyNpu &x = a.npus[n];
        const TopologyNpu &y = b.npus[n];
        if (x.index != y.index || x.dies.size() != y.dies.size())
            return false;
        for (std::size_t d = 0; d < x.dies.size(); ++d)
            if (x.dies[d].deviceId != y.dies[d].deviceId)
                return false;
    }
    return true;
}

} // namespace

bool refreshServer(ClusterTopology &topology, const Json &node, const Json *deviceInfoMap,
                   const std::vector<const Json *> &podsOnNode, const Json *nodeInfoMap)
{
    const QString name = text(node, {"metadata", "name"});
    const int index = topology.serverIndex(name);
    if (index < 0)
        return false;
    const DeviceInfoRead read = readDeviceInfo(deviceInfoMap);
    if (deviceInfoMap && !read.info)
        return false;
    TopologyServer server = wholeServer(node, read, nodeInfoMap, placementsByNode(podsOnNode));
    TopologyServer &shown = topology.servers[std::size_t(index)];
    if (!sameShape(server, shown))
        return false;
    shown = std::move(server);
    return true;
}

int diesPerNpu(const nlohmann::json &node)
{
    return text(node, {"metadata", "labels", "accelerator-type"}).startsWith(QLatin1String("module-a3")) ? 2 : 1;
}

} // namespace ascendops::clustermodel
