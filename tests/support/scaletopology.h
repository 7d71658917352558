#pragma once
// Test and benchmark support: a cluster shaped like the a3-scale preset,
// built directly (no embedded cluster), for the topology view's tests and
// its frame-time benchmark (bench/topologyframes).
#include "model/clustertopology.h"

namespace ascendops {

// A cluster shaped like the a3-scale preset: super-pods of `perPod` job
// servers plus one spare, 16 dies each; ranks numbered like the operator does.
inline ClusterTopology superPodCluster(int pods, int perPod)
{
    ClusterTopology topology;
    int rankIndex = 0;
    for (int p = 0; p < pods; ++p) {
        TopologySuperPod pod{p, {}};
        for (int s = 0; s <= perPod; ++s) {
            TopologyServer server;
            server.nodeName = QStringLiteral("node-%1").arg(topology.servers.size());
            server.hostIp = QStringLiteral("10.%1.0.%2").arg(p).arg(s + 1);
            server.superPodId = p;
            server.spare = s == perPod;
            if (!server.spare) {
                server.rankIndex = rankIndex++;
                server.podName = QStringLiteral("job-worker-%1").arg(server.rankIndex);
            }
            for (int n = 0; n < 8; ++n) {
                TopologyNpu npu{n, {}};
                for (int d = 0; d < 2; ++d) {
                    TopologyDie die;
                    die.deviceId = n * 2 + d;
                    die.rank = server.spare ? -1 : server.rankIndex * 16 + die.deviceId;
                    die.deviceIp = QStringLiteral("192.%1.%2.%3").arg(p).arg(s).arg(die.deviceId);
                    die.health = die.hccsLink = die.roceLink = Health::Ok;
                    npu.dies.push_back(die);
                }
                server.npus.push_back(npu);
            }
            server.updateHealth();
            pod.servers.push_back(int(topology.servers.size()));
            topology.servers.push_back(server);
        }
        topology.superPods.push_back(pod);
    }
    topology.reindex();
    return topology;
}

} // namespace ascendops
