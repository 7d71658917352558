#pragma once
// The physical picture of a cluster as the console draws it: super-pods of
// servers, servers of NPUs, NPUs of dies (one die per NPU on A2, two on A3),
// with the health of every die and of its two links: the HCCS link into the
// super-pod's HCCS plane and the RoCE port into the parameter plane between
// servers. Built from Kubernetes objects (Nodes, device-info ConfigMaps, the
// job's rank table and Pods), so the same picture comes from the embedded
// cluster and from a production one. A plain value type: views read it, the
// informers rebuild or update it.
#include <QHash>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <vector>

namespace ascendops {

// Ordered from best to worst after Unknown, so std::max picks the worse.
enum class Health : std::uint8_t { Unknown, Ok, Warning, Fault };

inline Health worse(Health a, Health b) { return a > b ? a : b; }

struct TopologyDie
{
    int deviceId = -1;        // logic id on the server (device_id)
    int superDeviceId = -1;   // A3 only; -1 when absent
    QString deviceIp;         // RoCE address of the die
    int rank = -1;            // rank in the job's table; -1: not in the job
    Health health = Health::Unknown;   // from device-info (faults and their level)
    Health hccsLink = Health::Unknown; // link into the super-pod's HCCS plane
    Health roceLink = Health::Unknown; // link into the RoCE parameter plane (with telemetry merged)
    // The RoCE link as node telemetry over SSH last judged it (hccn_tool);
    // Unknown and time 0 when the node is not probed.
    Health roceTelemetry = Health::Unknown;
    QStringList roceReasons;
    qint64 roceProbedAtMs = 0;
    QString faults;           // fault codes as device-info lists them, comma separated
    // Isolated by hand in either of MindCluster's stores: out of service
    // whatever its health says, until a person releases it (or the store's
    // own release time comes). What the views and counts read.
    bool isolated = false;
    // The device plugin's store (device-info ManuallySeparateNPU), and why
    // (UpgradeFaultReason): "81978008 (FaultFrequency, 2026-02-07 02:59
    // UTC)", one per reason; empty when the map keeps none.
    bool isolatedByDevicePlugin = false;
    QStringList isolationReasons;
    // ClusterD's store (clusterd-manual-info-cm Total), and its Detail.
    bool isolatedByClusterd = false;
    QStringList clusterdIsolationReasons;
};

struct TopologyNpu
{
    int index = 0;            // NPU index on the server (npu-smi's NPU id)
    std::vector<TopologyDie> dies;
};

struct TopologyServer
{
    QString nodeName;         // Kubernetes node name
    QString hostIp;
    int superPodId = -1;      // -1 when the cluster has no super-pods (A2)
    int serverIndex = -1;     // device-info's ServerIndex: its place in the super-pod; -1 not said
    bool spare = false;       // idle reserve server, not running the job
    bool ready = true;        // Node condition Ready
    // spec.unschedulable: taken out of service (cordoned, as the pipeline's
    // server isolation does); nothing new is placed on it.
    bool cordoned = false;
    // A person paused automatic recovery here for maintenance (the Node's
    // ascendops.io/recovery-paused): "paused by ... since ...: why"; "" when not.
    QString recoveryPaused;
    // NodeD's word on the host itself (CPU, memory, disks: its
    // mindx-dl-nodeinfo map): its NodeStatus as written ("" when no map was
    // read: none, or one that cannot be read), as health: Healthy Ok,
    // PreSeparate Warning, UnHealthy and any other Fault, Unknown without
    // one. Its fault devices, one line each: "CPU 1: 00000011 (SeparateFault)".
    QString nodeStatus;
    Health nodeHealth = Health::Unknown;
    QStringList nodeFaults;
    // The worst of the host's state and its dies'; Unknown, not Ok, when
    // nothing is wrong but a die's own state is not known.
    Health health = Health::Unknown;
    QString podName;          // the job's pod on this server, if any
    int rankIndex = -1;       // the pod's hccl/rankIndex
    // Empty while that pod runs; "Failed" or "Terminating" when it no
    // longer does but is still there, bound to this server (its dies then
    // carry no rank: the ranks are with the pods that run). A pod that
    // Succeeded leaves its server free.
    QString podPhase;
    std::vector<TopologyNpu> npus;
    // What the console could not read about this server, each with its place
    // (a ConfigMap's key and JSON place, a Node's field), shown with the
    // server: an unreadable DeviceInfoCfg leaves its dies Unknown, a
    // SwitchInfoCfg its HCCS links in Fault, a fault entry its die Unknown.
    QStringList unread;

    // The host's own state: Ready, and NodeD's word on it.
    Health hostHealth() const { return worse(ready ? Health::Ok : Health::Fault, nodeHealth); }
    // NodeD calls the host UnHealthy or PreSeparate (or something it does
    // not write): a fault to list and walk to.
    bool nodeDFlagged() const { return nodeHealth == Health::Fault || nodeHealth == Health::Warning; }
    void updateHealth();
};

struct TopologySuperPod
{
    int id = -1;
    std::vector<int> servers; // indices into ClusterTopology::servers, in order
};

struct ClusterTopology
{
    std::vector<TopologySuperPod> superPods; // empty on A2 clusters
    std::vector<TopologyServer> servers;     // all servers, super-pod by super-pod

    int dieCount() const;
    int isolatedDieCount() const;
    // Index of the server with that node name, or -1.
    int serverIndex(const QString &nodeName) const;
    // Call after filling or reordering servers: serverIndex() reads it.
    void reindex();

private:
    QHash<QString, int> m_byNodeName;
};

} // namespace ascendops
