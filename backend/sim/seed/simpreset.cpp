#include "sim/seed/simpreset.h"

#include <algorithm>

namespace ascendops::sim {
namespace {

constexpr int kMaxSuperPods = 100;
constexpr int kMaxServersPerSuperPod = 1000;   // host IPs 10.<pod>.<0-3>.<1-250>
constexpr int kMaxDevicesPerServer = 16;
constexpr int kMaxSparesPerSuperPod = 100;
constexpr int kMaxFleetServersPerSuperPod = 1000;
constexpr int kMaxServers = 20000;             // pod CIDRs and device IPs stay unique well past this

// An Atlas A2 cluster: eight 910B NPUs per server, one rank table 1.0, one
// standby server. Pod-level rescheduling and op retry off: the baseline.
SimPreset a2Small()
{
    SimPreset p;
    p.name = "a2-small";
    p.rankTableVersion = "1.0";
    p.superPods = 1;
    p.serversPerSuperPod = 4;
    p.devicesPerServer = 8;
    p.sparesPerSuperPod = 1;
    p.jobName = "mindx-a2";
    return p;
}

// Two A3 super-pods of four servers, 8 NPUs x 2 dies each: small enough to
// read every link, big enough to show traffic between super-pods. Recovery
// features on, as MindCluster recommends for A3.
SimPreset a3Demo()
{
    SimPreset p;
    p.name = "a3-demo";
    p.rankTableVersion = "1.2";
    p.superPods = 2;
    p.serversPerSuperPod = 4;
    p.devicesPerServer = 16;
    p.sparesPerSuperPod = 1;
    p.jobName = "mindx-a3";
    p.podRescheduling = true;
    p.opRetryEnable = "L1:1, L2:1";
    return p;
}

// A 16,384-die job on 1,024 A3 servers in super-pods of 48 (Volcano's
// super-pod-size): 21 full super-pods and a last one of 16.
SimPreset a3Scale()
{
    SimPreset p = a3Demo();
    p.name = "a3-scale";
    p.serversPerSuperPod = 48;
    p.totalJobServers = 1024;
    p.superPods = (p.totalJobServers + p.serversPerSuperPod - 1) / p.serversPerSuperPod;
    p.jobName = "mindx-a3-scale";
    return p;
}

// A busy A3 fleet: 22 super-pods of 48 servers (1,056 A3 servers) and a
// spare in each. The preset's job holds 8 servers of every super-pod (176
// pods); the other 40 run the fleet's work: some 300 training jobs of 1 to
// 256 pods beside it, inference services, the per-node daemons; over 50,000
// pods and 20,000 Events in all (seed/fleetobjects.h).
SimPreset a3Fleet()
{
    SimPreset p = a3Demo();
    p.name = "a3-fleet";
    p.superPods = 22;
    p.serversPerSuperPod = 8;
    p.fleetServersPerSuperPod = 40;
    p.fleetTrainingJobs = 296;   // 300 jobs with the preset's and the three queued
    p.jobName = "mindx-a3-fleet";
    return p;
}

std::string outOfRange(const char *what, int value, int low, int high)
{
    return std::string(what) + " is " + std::to_string(value) + "; expected " + std::to_string(low) + " to "
        + std::to_string(high);
}

} // namespace

int SimPreset::jobServersIn(int superPod) const
{
    const int before = superPod * serversPerSuperPod;
    return std::clamp(jobServers() - before, 0, serversPerSuperPod);
}

std::string SimPreset::acceleratorType() const
{
    if (superPodMode())
        return devicesPerServer > 8 ? "module-a3-16-super-pod" : "module-a3-8-super-pod";
    return devicesPerServer > 8 ? "module-910b-16" : "module-910b-8";
}

bool applyJobSettings(std::string_view name, SimPreset *preset)
{
    if (name == "bare")
        preset->jobSettings = JobSettings::Bare;
    else if (name == "tuned")
        preset->jobSettings = JobSettings::Tuned;
    else if (name == "default")
        preset->jobSettings = JobSettings::Default;
    else
        return false;
    if (preset->jobSettings == JobSettings::Tuned)
        preset->podRescheduling = true;
    return true;
}

std::optional<SimPreset> findPreset(std::string_view name)
{
    for (SimPreset preset : {a2Small(), a3Demo(), a3Scale(), a3Fleet()}) {
        if (preset.name == name)
            return preset;
    }
    return std::nullopt;
}

std::vector<std::string> presetNames()
{
    return {"a2-small", "a3-demo", "a3-scale", "a3-fleet"};
}

std::string presetProblem(const SimPreset &p)
{
    if (p.superPods < 1 || p.superPods > kMaxSuperPods)
        return outOfRange("super-pods", p.superPods, 1, kMaxSuperPods);
    if (p.serversPerSuperPod < 1 || p.serversPerSuperPod > kMaxServersPerSuperPod)
        return outOfRange("servers per super-pod", p.serversPerSuperPod, 1, kMaxServersPerSuperPod);
    if (p.devicesPerServer < 1 || p.devicesPerServer > kMaxDevicesPerServer)
        return outOfRange("devices per server", p.devicesPerServer, 1, kMaxDevicesPerServer);
    if (p.superPodMode() && p.devicesPerServer % 2 != 0)
        return "devices per server is " + std::to_string(p.devicesPerServer)
            + "; A3 servers need an even number (two dies per NPU)";
    if (p.sparesPerSuperPod < 0 || p.sparesPerSuperPod > kMaxSparesPerSuperPod)
        return outOfRange("spares per super-pod", p.sparesPerSuperPod, 0, kMaxSparesPerSuperPod);
    if (p.fleetServersPerSuperPod < 0 || p.fleetServersPerSuperPod > kMaxFleetServersPerSuperPod)
        return outOfRange("fleet servers per super-pod", p.fleetServersPerSuperPod, 0, kMaxFleetServersPerSuperPod);
    if (p.fleetTrainingJobs < 0 || p.fleetTrainingJobs > 10000)
        return outOfRange("fleet training jobs", p.fleetTrainingJobs, 0, 10000);
    if (p.serversIn(0) > kMaxServersPerSuperPod)
        return "a super-pod would hold " + std::to_string(p.serversIn(0)) + " servers; at most "
            + std::to_string(kMaxServersPerSuperPod);
    const int full = p.superPods * p.serversPerSuperPod;
    if (p.totalJobServers < 0 || p.totalJobServers > full || (p.totalJobServers > 0 && p.totalJobServers <= full - p.serversPerSuperPod))
        return "job servers is " + std::to_string(p.totalJobServers) + "; " + std::to_string(p.superPods)
            + " super-pods of " + std::to_string(p.serversPerSuperPod) + " hold more than "
            + std::to_string(full - p.serversPerSuperPod) + " and at most " + std::to_string(full);
    if (p.totalServers() > kMaxServers)
        return "the cluster would have " + std::to_string(p.totalServers()) + " servers; at most "
            + std::to_string(kMaxServers) + " are supported";
    return {};
}

} // namespace ascendops::sim
