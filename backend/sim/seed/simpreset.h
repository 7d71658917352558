#pragma once
// The shape of a simulated cluster: how many super-pods, servers and devices,
// which rank table version its job uses, and the job's settings. Presets name
// the shapes operators meet (an A2 cluster, an A3 demo, an A3 at scale); every
// number can be overridden from the command line.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ascendops::sim {

// What the training job's start scripts switch on (seed/trainingscripts.h).
enum class JobSettings { Default, Bare, Tuned };

struct SimPreset
{
    std::string name;              // "a2-small", "a3-demo", "a3-scale", "a3-fleet"
    std::string rankTableVersion;  // "1.0" (A2) or "1.2" (A3)
    int superPods = 1;             // 1.0 tables: 1, and no super_pod_list
    int serversPerSuperPod = 4;    // servers running the job in each super-pod
    int totalJobServers = 0;       // 0: superPods * serversPerSuperPod; fewer: the last super-pod is partial
    int devicesPerServer = 8;      // A2: 8 NPUs; A3: 8 NPUs x 2 dies = 16
    int sparesPerSuperPod = 1;     // idle reserve servers (a2-small: 1 in all)
    // Servers in each super-pod, after the job's, that run the rest of a busy
    // fleet's work: other teams' training jobs, inference services and the
    // per-node daemons' pods (seed/fleetobjects.h). 0: none, the job alone.
    int fleetServersPerSuperPod = 0;
    int fleetTrainingJobs = 0;     // the fleet's training jobs besides the preset's own (a3-fleet: 296)
    std::string jobName;           // the training job, namespace "default"
    // The job is an AscendJob (the Ascend Operator's own kind, one Master
    // and Workers, pods labelled with the job's name) instead of a Volcano Job.
    bool ascendJob = false;
    bool podRescheduling = false;  // job label pod-rescheduling: "on"
    // Job label fault-scheduling: "force" (Volcano and the Ascend Operator
    // reschedule by themselves), "grace", or "external-force" /
    // "external-grace" (Volcano only marks the fault; an external component,
    // such as the console's pipeline, deletes the pods).
    std::string faultScheduling = "force";
    std::string opRetryEnable;     // HCCL_OP_RETRY_ENABLE in the pod template; empty: not set
    // The Ascend Operator completes the rank table again after pods are
    // replaced; off, it writes the first table only and leaves a replaced
    // job's table initializing (an operator that is down or absent).
    bool rankTableOperator = true;
    // The operator's A3 rank tables give each die its partner's NIC as
    // backup_device_ip, so that L2 operator retry can borrow it; off, they
    // give none.
    bool backupNics = true;
    // The running job is a ModelArts one (reference 7.6): the
    // ring-controller.cce label, huawei.com/ascend-1980 resources, MA_*
    // variables, and its fault tolerance in annotations (operator retry by
    // fault-tolerance/hccl_op_retry, restarts by job-retry-num and
    // hang-retry), which the cluster plays as ModelArts would.
    bool modelArts = false;
    JobSettings jobSettings = JobSettings::Default;
    // Where the job's start scripts live: "" a ConfigMap (train-scripts-<job>);
    // otherwise a hostPath of that directory, which the nodes share (sim serve
    // --scripts-dir writes the scripts there).
    std::string scriptsHostDir;
    int checkpointIntervalSteps = 100;
    double secondsPerStep = 1.0;

    bool superPodMode() const { return rankTableVersion == "1.2"; }
    // The job trains with PyTorch (an AscendJob, a ModelArts job, or a job
    // with HCCL operator retry, which only PyTorch supports); with
    // MindSpore otherwise.
    bool pyTorch() const { return ascendJob || modelArts || !opRetryEnable.empty(); }
    // The node label accelerator-type MindCluster schedules by: module-910b-8
    // (A2), module-910b-16 (a 16-card A2 box), module-a3-16-super-pod (A3),
    // module-a3-8-super-pod (an A3 of 8 dies).
    std::string acceleratorType() const;
    int jobServers() const { return totalJobServers > 0 ? totalJobServers : superPods * serversPerSuperPod; }
    int jobDevices() const { return jobServers() * devicesPerServer; }
    // Job servers in super-pod `superPod`: serversPerSuperPod, except in a
    // partial last one.
    int jobServersIn(int superPod) const;
    int spareServers() const { return superPods * sparesPerSuperPod; }
    int fleetServers() const { return superPods * fleetServersPerSuperPod; }
    bool fleet() const { return fleetServersPerSuperPod > 0; }
    int totalServers() const { return jobServers() + fleetServers() + spareServers(); }
    // Every server in super-pod `superPod`: the job's, the fleet's, the spares.
    int serversIn(int superPod) const { return jobServersIn(superPod) + fleetServersPerSuperPod + sparesPerSuperPod; }
};

// "default", "bare" or "tuned": the job settings of that name; false for
// another name. Tuned jobs also carry the pod-rescheduling label.
bool applyJobSettings(std::string_view name, SimPreset *preset);

// The preset of that name, or nothing.
std::optional<SimPreset> findPreset(std::string_view name);
std::vector<std::string> presetNames();

// The ranges the embedded cluster supports, and what is wrong with a preset
// outside them ("" when it is fine): super-pods 1-100, 1-1000 servers per
// super-pod, 1-16 devices per server (an even number on A3, two dies per
// NPU), 0-100 spares and 0-1000 fleet servers per super-pod, at most 20,000 servers in all, and a
// total job size that fits its super-pods.
std::string presetProblem(const SimPreset &preset);

} // namespace ascendops::sim
