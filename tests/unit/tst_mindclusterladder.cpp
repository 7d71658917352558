// Who recovers a job and MindCluster's ladder for it, read from the job the
// way MindCluster's components read it: each rung eligible, blocked by each
// documented constraint (reference mindcluster-recovery.md §3), off, or
// unknown; and the rung that comes next for a fault.
#include "recoverytime/jobprofile.h"

#include <QTest>

using namespace ascendops;
using namespace ascendops::recoverytime;
using Json = nlohmann::json;

namespace {

struct JobSpec
{
    const char *kind = "Job";                   // Job (Volcano) or AscendJob
    Json labels = Json::object();
    Json annotations = Json::object();
    std::vector<Json> env;
    bool rankTableFromConfigMap = false;
    std::string startScript = "python /job/code/train.py\n";
    std::string image = "example.com/ascend/pytorch:2.1.0-cann8.0.RC2";
    Json status = Json::object();
};

JobInputs inputsOf(const JobSpec &spec)
{
    Json env = Json::array();
    for (const Json &e : spec.env)
        env.push_back(e);
    Json mounts = Json::array({{{"name", "code"}, {"mountPath", "/job/code"}}});
    Json volumes = Json::array({{{"name", "code"}, {"configMap", {{"name", "scripts"}}}}});
    if (spec.rankTableFromConfigMap) {
        env.push_back({{"name", "RANK_TABLE_FILE"}, {"value", "/user/serverid/devindex/config/hccl.json"}});
        mounts.push_back({{"name", "ranktable"}, {"mountPath", "/user/serverid/devindex/config"}});
        volumes.push_back({{"name", "ranktable"}, {"configMap", {{"name", "rings-config-job1"}}}});
    }
    Json container{{"name", "ascend"}, {"image", spec.image}, {"command", {"/bin/bash", "-c", "bash /job/code/train_start.sh"}},
                   {"env", env}, {"resources", {{"limits", {{"huawei.com/Ascend910", 8}}}}}, {"volumeMounts", mounts}};
    const Json podTemplate{{"spec", {{"containers", Json::array({container})}, {"volumes", volumes}}}};
    Json job{{"kind", spec.kind},
             {"metadata", {{"name", "job1"}, {"namespace", "ns1"}, {"labels", spec.labels}, {"annotations", spec.annotations}}},
             {"status", spec.status}};
    if (std::string(spec.kind) == "AscendJob") {
        job["apiVersion"] = "mindxdl.gitee.com/v1";
        job["spec"] = {{"replicaSpecs", {{"Worker", {{"replicas", 2}, {"template", podTemplate}}}}}};
    } else {
        job["apiVersion"] = "batch.volcano.sh/v1alpha1";
        job["spec"] = {{"maxRetry", 2}, {"tasks", Json::array({{{"name", "worker"}, {"replicas", 2}, {"template", podTemplate}}})}};
    }
    JobInputs inputs;
    inputs.job = job;
    inputs.live = true;
    inputs.configMaps[QStringLiteral("scripts")] = {
        {"metadata", {{"name", "scripts"}, {"namespace", "ns1"}}},
        {"data", {{"train_start.sh", spec.startScript}, {"train.py", "import torch\nimport torch_npu\n"}}}};
    return inputs;
}

JobLadder ladderOf(const JobSpec &spec) { return profileJob(inputsOf(spec)).ladder; }

// A copy: the ladder is often a temporary.
LadderRung rungOf(const JobLadder &ladder, const char *id)
{
    const LadderRung *rung = ladder.rung(QLatin1String(id));
    return rung ? *rung : LadderRung{};
}

bool says(const LadderRung &rung, const char *words)
{
    return rung.reasons.join(QLatin1Char('|')).contains(QLatin1String(words));
}

Json envVar(const char *name, const char *value) { return {{"name", name}, {"value", value}}; }

// A job that asks for process-level recovery as MindCluster wants it.
JobSpec processLevelJob(const char *strategy)
{
    JobSpec spec;
    spec.kind = "AscendJob";
    spec.labels = {{"fault-scheduling", "grace"}, {"fault-retry-times", "3"}};
    spec.annotations = {{"recover-strategy", strategy}};
    return spec;
}

} // namespace

class TestMindClusterLadder : public QObject
{
    Q_OBJECT

private slots:
    void ownerFollowsFaultScheduling()
    {
        QCOMPARE(recoveryOwnerOf(QStringLiteral("force"), {}, false).owner, RecoveryOwner::MindCluster);
        QCOMPARE(recoveryOwnerOf(QStringLiteral("grace"), {}, false).owner, RecoveryOwner::MindCluster);
        QCOMPARE(recoveryOwnerOf(QStringLiteral("external-force"), {}, false).owner, RecoveryOwner::Console);
        QCOMPARE(recoveryOwnerOf(QStringLiteral("external-grace"), {}, false).owner, RecoveryOwner::Console);
        QCOMPARE(recoveryOwnerOf(QStringLiteral("off"), {}, false).owner, RecoveryOwner::Console);
        QCOMPARE(recoveryOwnerOf({}, {}, false).owner, RecoveryOwner::Console);
        // Process-level recovery needs grace: a strategy alone recovers nothing.
        const OwnerVerdict alone = recoveryOwnerOf({}, QStringLiteral("recover"), false);
        QCOMPARE(alone.owner, RecoveryOwner::Console);
        QVERIFY(alone.why.contains(QLatin1String("without fault-scheduling grace")));
        QCOMPARE(recoveryOwnerOf(QStringLiteral("force"), {}, true).owner, RecoveryOwner::ModelArts);
        QCOMPARE(recoveryOwnerFromName(QStringLiteral("mindcluster")), RecoveryOwner::MindCluster);
        QCOMPARE(recoveryOwnerFromName(QStringLiteral("something")), RecoveryOwner::Console);
    }

    void forceJobIsRestartedWhole()
    {
        JobSpec spec;
        spec.labels = {{"fault-scheduling", "force"}};
        const JobLadder ladder = ladderOf(spec);
        QCOMPARE(ladder.owner.owner, RecoveryOwner::MindCluster);
        QCOMPARE(int(ladder.rungs.size()), 7);
        QCOMPARE(rungOf(ladder, kRungJobReschedule).state, RungState::Eligible);
        QCOMPARE(rungOf(ladder, kRungPodReschedule).state, RungState::Off);
        for (const char *id : {kRungStepRetry, kRungProcessInPlace, kRungProcessReschedule, kRungElastic})
            QCOMPARE(rungOf(ladder, id).state, RungState::Off);
        QCOMPARE(rungOf(ladder, kRungOperatorRetry).state, RungState::Off);
        QCOMPARE(nextRungOf(ladder, {}).id, QLatin1String(kRungJobReschedule));
    }

    void externalModesLeaveTheJobToTheConsole()
    {
        JobSpec spec;
        spec.labels = {{"fault-scheduling", "external-force"}};
        const JobLadder ladder = ladderOf(spec);
        QCOMPARE(ladder.owner.owner, RecoveryOwner::Console);
        QCOMPARE(rungOf(ladder, kRungJobReschedule).state, RungState::Off);
        QVERIFY(says(rungOf(ladder, kRungJobReschedule), "another component"));
        QVERIFY(nextRungOf(ladder, {}).id.isEmpty());
    }

    void spentRetriesBlockTheJobRestart()
    {
        JobSpec spec;
        spec.labels = {{"fault-scheduling", "force"}};
        spec.status = {{"retryCount", 2}};   // maxRetry 2
        const LadderRung rung = rungOf(ladderOf(spec), kRungJobReschedule);
        QCOMPARE(rung.state, RungState::Blocked);
        QVERIFY(says(rung, "retry budget is spent"));
    }

    void podLevelNeedsItsLabelTaskdAndNoConfigMapRankTable()
    {
        JobSpec spec;
        spec.labels = {{"fault-scheduling", "force"}, {"pod-rescheduling", "on"}};
        spec.startScript = "python /job/code/reset_process.py &\npython /job/code/train.py\n";
        QCOMPARE(rungOf(ladderOf(spec), kRungPodReschedule).state, RungState::Eligible);
        spec.rankTableFromConfigMap = true;
        const LadderRung blocked = rungOf(ladderOf(spec), kRungPodReschedule);
        QCOMPARE(blocked.state, RungState::Blocked);
        QVERIFY(says(blocked, "mounted from a ConfigMap"));
        spec.rankTableFromConfigMap = false;
        // PyTorch: TaskD or the Elastic Agent in the image, which only the image shows.
        spec.startScript = "python /job/code/train.py\n";
        QCOMPARE(rungOf(ladderOf(spec), kRungPodReschedule).state, RungState::Eligible);
        // MindSpore: reset_process.py (seed 001), or the rung is blocked.
        spec.image = "example.com/ascend/mindspore:2.3.0-cann8.0.RC2";
        QVERIFY(says(rungOf(ladderOf(spec), kRungPodReschedule), "reset_process.py"));
        QCOMPARE(rungOf(ladderOf(spec), kRungPodReschedule).state, RungState::Blocked);
        spec.image = JobSpec{}.image;
        spec.labels = {{"fault-scheduling", "external-force"}, {"pod-rescheduling", "on"}};
        QVERIFY(says(rungOf(ladderOf(spec), kRungPodReschedule), "fault-scheduling grace or force"));
    }

    // A pod moves only to a healthy idle server; spares out of service block
    // the rung, spares not read leave it unknown, not eligible.
    void podLevelNeedsAHealthySpare()
    {
        JobSpec spec;
        spec.labels = {{"fault-scheduling", "force"}, {"pod-rescheduling", "on"}};
        JobInputs inputs = inputsOf(spec);
        QCOMPARE(rungOf(profileJob(inputs).ladder, kRungPodReschedule).state, RungState::Eligible);   // no picture: not judged
        inputs.spares = SpareCount{0, 1, 3, 0};
        QCOMPARE(rungOf(profileJob(inputs).ladder, kRungPodReschedule).state, RungState::Eligible);   // a sub-healthy one still takes it
        inputs.spares = SpareCount{0, 0, 3, 0};
        LadderRung rung = rungOf(profileJob(inputs).ladder, kRungPodReschedule);
        QCOMPARE(rung.state, RungState::Blocked);
        QVERIFY(says(rung, "no healthy spare server is left (3 spare(s) faulty, down or cordoned)"));
        inputs.sparesPlace = QStringLiteral("super-pod 1");   // the job's own super-pod, not the cluster's
        QVERIFY(says(rungOf(profileJob(inputs).ladder, kRungPodReschedule), "no healthy spare server is left in super-pod 1 (3 spare(s)"));
        QCOMPARE(rungOf(profileJob(inputs).ladder, kRungJobReschedule).state, RungState::Eligible);
        inputs.spares = SpareCount{0, 0, 3, 2};
        rung = rungOf(profileJob(inputs).ladder, kRungPodReschedule);
        QCOMPARE(rung.state, RungState::Unknown);
        QVERIFY(says(rung, "2 spare(s) could not be read"));
    }

    void rankZeroSkipsPodLevel()
    {
        JobSpec spec;
        spec.labels = {{"fault-scheduling", "force"}, {"pod-rescheduling", "on"}};
        spec.startScript = "python /job/code/reset_process.py &\npython /job/code/train.py\n";
        const JobLadder ladder = ladderOf(spec);
        QCOMPARE(nextRungOf(ladder, {}).id, QLatin1String(kRungPodReschedule));
        FaultAt rankZero;
        rankZero.rankZero = true;
        const NextRung next = nextRungOf(ladder, rankZero);
        QCOMPARE(next.id, QLatin1String(kRungJobReschedule));
        QCOMPARE(next.skipped, QStringList{QStringLiteral("pod-reschedule: the fault is on the rank-0 pod")});
    }

    void processLevelRungsAndTheirConstraints()
    {
        JobLadder ladder = ladderOf(processLevelJob("recover,retry,recover-in-place"));
        QCOMPARE(ladder.owner.owner, RecoveryOwner::MindCluster);
        for (const char *id : {kRungStepRetry, kRungProcessInPlace, kRungProcessReschedule})
            QVERIFY2(rungOf(ladder, id).state == RungState::Eligible, id);
        // Step retry handles on-chip memory and link faults; a chip that must
        // be left goes to the migrating rung.
        FaultAt uce;
        uce.chipMemory = true;
        QCOMPARE(nextRungOf(ladder, uce).id, QLatin1String(kRungStepRetry));
        FaultAt separate;
        separate.needsMigration = true;
        QCOMPARE(nextRungOf(ladder, separate).id, QLatin1String(kRungProcessReschedule));
        separate.rankZero = true;   // migration of the rank-0 pod: the job
        QCOMPARE(nextRungOf(ladder, separate).id, QLatin1String(kRungJobReschedule));

        JobSpec force = processLevelJob("recover");
        force.labels["fault-scheduling"] = "force";
        QVERIFY(says(rungOf(ladderOf(force), kRungProcessReschedule), "needs fault-scheduling: grace"));

        JobSpec noRetryTimes = processLevelJob("recover");
        noRetryTimes.labels.erase("fault-retry-times");
        QVERIFY(says(rungOf(ladderOf(noRetryTimes), kRungProcessReschedule), "no fault-retry-times"));

        // Volcano counts fault-retry-times down (remain-retry-times): spent,
        // the process-level rungs are blocked; left, job-reschedule says how many.
        JobInputs counted = inputsOf(processLevelJob("recover"));
        counted.job["metadata"]["uid"] = "6b7c3a0e-1f2d-4c5b-9a8e-0d1c2b3a4f5e";
        counted.remainRetryTimes = R"({"ns1/job1-6b7c3a0e-1f2d-4c5b-9a8e-0d1c2b3a4f5e":{"UUID":"x","Times":0}})";
        JobLadder spent = profileJob(counted).ladder;
        QCOMPARE(rungOf(spent, kRungProcessReschedule).state, RungState::Blocked);
        QVERIFY(says(rungOf(spent, kRungProcessReschedule), "fault-retry-times are spent (remain-retry-times 0"));
        counted.remainRetryTimes = R"({"ns1/job1-6b7c3a0e-1f2d-4c5b-9a8e-0d1c2b3a4f5e":{"UUID":"x","Times":2}})";
        JobLadder left = profileJob(counted).ladder;
        QCOMPARE(rungOf(left, kRungProcessReschedule).state, RungState::Eligible);
        QVERIFY(says(rungOf(left, kRungJobReschedule), "2 unconditional retries left"));
        // Unreadable: a warning at its place, and nothing assumed.
        counted.remainRetryTimes = "[1]";
        const JobProfile unreadable = profileJob(counted);
        QCOMPARE(rungOf(unreadable.ladder, kRungProcessReschedule).state, RungState::Eligible);
        QVERIFY(std::any_of(unreadable.problems.begin(), unreadable.problems.end(), [](const Problem &p) {
            return p.pointer.rfind("volcano-system/vcjob-fault-npu-cm:remain-retry-times", 0) == 0 && !p.isError();
        }));

        JobSpec volcano = processLevelJob("recover");
        volcano.kind = "Job";
        QVERIFY(says(rungOf(ladderOf(volcano), kRungProcessReschedule), "not an AscendJob"));

        JobSpec paused = processLevelJob("recover");
        paused.labels["process-recover-enable"] = "pause";
        QVERIFY(says(rungOf(ladderOf(paused), kRungProcessReschedule), "process-recover-enable is pause"));

        JobSpec configMap = processLevelJob("retry");
        configMap.rankTableFromConfigMap = true;
        QVERIFY(says(rungOf(ladderOf(configMap), kRungStepRetry), "mounted from a ConfigMap"));

        JobSpec noCaching = processLevelJob("retry");
        noCaching.env = {envVar("PYTORCH_NO_NPU_MEMORY_CACHING", "1")};
        QVERIFY(says(rungOf(ladderOf(noCaching), kRungStepRetry), "PYTORCH_NO_NPU_MEMORY_CACHING"));
    }

    // The device plugin's chip reset, read from its pod's args as
    // MindCluster's guide writes them (args: [ "device-plugin
    // -volcanoType=true -presetVirtualDevice=true -logFile=... -logLevel=-1
    // --enable-healthz=true --healthz-address=11251 -hotReset=2" ]):
    // graceful tolerance (-hotReset=1) takes process-level recovery to job
    // level; no offline reset blocks it; the pod on the job's node counts.
    void theDevicePluginsChipResetDecidesProcessLevel()
    {
        const auto withPlugin = [](const char *args, const char *node = "node-1") {
            JobInputs inputs = inputsOf(processLevelJob("recover,retry"));
            inputs.podNode = QStringLiteral("node-1");
            inputs.components.push_back({QStringLiteral("ascend-k8sdeviceplugin:v6.0.RC2"),
                                         QStringLiteral("pod kube-system/ascend-device-plugin-daemonset-%1").arg(QLatin1String(node)),
                                         QLatin1String(node), QStringLiteral("device-plugin -volcanoType=true -presetVirtualDevice=true "
                                         "-logFile=/var/log/mindx-dl/devicePlugin/devicePlugin.log -logLevel=-1 --enable-healthz=true "
                                         "--healthz-address=11251 ") + QLatin1String(args)});
            return inputs;
        };
        for (const char *id : {kRungStepRetry, kRungProcessReschedule})
            QVERIFY2(rungOf(profileJob(withPlugin("-hotReset=2")).ladder, id).state == RungState::Eligible, id);
        const LadderRung graceful = rungOf(profileJob(withPlugin("-hotReset=1")).ladder, kRungProcessReschedule);
        QCOMPARE(graceful.state, RungState::Blocked);
        QVERIFY(says(graceful, "graceful tolerance is on (-hotReset=1 in the device plugin's args, pod kube-system/ascend-device-plugin-daemonset-node-1)"));
        QVERIFY(says(rungOf(profileJob(withPlugin("")).ladder, kRungStepRetry), "no -hotReset, pod kube-system"));
        // Another node's pod says -hotReset=1, the job's node's says 2: the job's node's counts.
        JobInputs mixed = withPlugin("-hotReset=1", "node-7");
        mixed.components.push_back(withPlugin("-hotReset=2").components.front());
        QCOMPARE(rungOf(profileJob(mixed).ladder, kRungProcessReschedule).state, RungState::Eligible);
        // No device plugin pod (a binary install, or offline): nothing assumed.
        QCOMPARE(rungOf(ladderOf(processLevelJob("recover")), kRungProcessReschedule).state, RungState::Eligible);
    }

    // Step retry does not cover MindSpeed's MC2 (reference §rungs).
    void mc2BlocksStepRetry()
    {
        JobSpec mc2 = processLevelJob("retry,recover");
        mc2.startScript = "torchrun pretrain_gpt.py --use-ascend-mc2\n";
        const JobLadder ladder = ladderOf(mc2);
        QVERIFY(says(rungOf(ladder, kRungStepRetry), "MC2 (--use-ascend-mc2 at /job/code/train_start.sh:1)"));
        QCOMPARE(rungOf(ladder, kRungProcessReschedule).state, RungState::Eligible);
    }

    // Multimodal training (MindSpeed-MM's options, as its Qwen2-VL example
    // launches pretrain_vlm.py: Ascend/MindSpeed-MM
    // examples/qwen2vl/finetune_qwen2vl_7b.sh) blocks every process-level
    // rung (reference §rungs); pod and job rescheduling stay.
    void multimodalTrainingBlocksProcessLevelRecovery()
    {
        JobSpec mm = processLevelJob("retry,recover-in-place,recover");
        mm.startScript = "MM_DATA=\"./examples/qwen2vl/data_7b.json\"\n"
                         "MM_ARGS=\"\n    --mm-data $MM_DATA \\\n    --mm-model ./examples/qwen2vl/model_7b.json\n\"\n"
                         "torchrun $DISTRIBUTED_ARGS pretrain_vlm.py \\\n    $GPT_ARGS \\\n    $MM_ARGS \\\n    --distributed-backend nccl\n";
        const JobLadder ladder = ladderOf(mm);
        for (const char *id : {kRungStepRetry, kRungProcessInPlace, kRungProcessReschedule}) {
            QCOMPARE(rungOf(ladder, id).state, RungState::Blocked);
            QVERIFY2(says(rungOf(ladder, id), "multimodal training (MindSpeed-MM's --mm-data at /job/code/train_start.sh:"), id);
        }
        QVERIFY(!says(rungOf(ladderOf(processLevelJob("recover")), kRungProcessReschedule), "multimodal"));
    }

    // The Ascend Operator labels an AscendJob process-recover-enable=on by
    // itself; a Volcano Job needs the label.
    void processRecoveryOnAnAscendJobNeedsNoLabel()
    {
        const JobProfile ascend = profileJob(inputsOf(processLevelJob("recover")));
        QCOMPARE(ascend.setting(QStringLiteral("process-recovery"))->state, SettingState::On);
        JobSpec volcano = processLevelJob("recover");
        volcano.kind = "Job";
        QCOMPARE(profileJob(inputsOf(volcano)).setting(QStringLiteral("process-recovery"))->state, SettingState::Conflict);
        JobSpec off = processLevelJob("recover");
        off.labels["process-recover-enable"] = "off";
        QCOMPARE(profileJob(inputsOf(off)).setting(QStringLiteral("process-recovery"))->state, SettingState::Conflict);
    }

    void theWatchdogBlocksProcessLevelUnlessTheOperatorTurnsItOff()
    {
        // A Volcano Job keeps the watchdog it asks for...
        JobSpec volcano = processLevelJob("retry");
        volcano.kind = "Job";
        volcano.env = {envVar("HCCL_ASYNC_ERROR_HANDLING", "1")};
        const LadderRung blocked = rungOf(ladderOf(volcano), kRungStepRetry);
        QCOMPARE(blocked.state, RungState::Blocked);
        QVERIFY(says(blocked, "watchdog is on"));
        // ...the Ascend Operator turns it off where recover-strategy is set.
        JobSpec ascend = processLevelJob("retry");
        ascend.env = {envVar("HCCL_ASYNC_ERROR_HANDLING", "1")};
        QCOMPARE(rungOf(ladderOf(ascend), kRungStepRetry).state, RungState::Eligible);
    }

    void elasticTrainingNeedsPyTorchAndMindIO()
    {
        const LadderRung noMindIO = rungOf(ladderOf(processLevelJob("elastic-training")), kRungElastic);
        QCOMPARE(noMindIO.state, RungState::Blocked);
        QVERIFY(says(noMindIO, "MindIO"));
        JobSpec mindspore = processLevelJob("elastic-training");
        mindspore.image = "example.com/ascend/mindspore:2.4.0-cann8.0.RC3";
        mindspore.labels["framework"] = "mindspore";
        QVERIFY(says(rungOf(ladderOf(mindspore), kRungElastic), "PyTorch with MindSpeed-LLM only"));
    }

    void operatorRetryBlockedByTheWatchdogAndWhereItCannotWork()
    {
        JobSpec spec;
        spec.labels = {{"fault-scheduling", "force"}};
        spec.env = {envVar("HCCL_OP_RETRY_ENABLE", "L0:0, L1:1, L2:1"), envVar("HCCL_ASYNC_ERROR_HANDLING", "0")};
        // CANN 8.0.RC2 is older than the first that retries (seed 003).
        QVERIFY(says(rungOf(ladderOf(spec), kRungOperatorRetry), "older than 8.1.RC1"));
        spec.image = "example.com/ascend/pytorch:2.1.0-cann8.1.RC1";
        QCOMPARE(rungOf(ladderOf(spec), kRungOperatorRetry).state, RungState::Eligible);
        spec.env[1] = envVar("HCCL_ASYNC_ERROR_HANDLING", "1");
        QVERIFY(says(rungOf(ladderOf(spec), kRungOperatorRetry), "watchdog is on"));
        // On by PyTorch 2.1's default only: eligible, with the documented constraint said.
        spec.env.pop_back();
        const LadderRung byDefault = rungOf(ladderOf(spec), kRungOperatorRetry);
        QCOMPARE(byDefault.state, RungState::Eligible);
        QVERIFY(says(byDefault, "on by default here"));
        spec.env.push_back(envVar("HCCL_ASYNC_ERROR_HANDLING", "0"));
        // MindSpore: retry works with PyTorch only (seed 003).
        spec.env[1] = envVar("HCCL_ASYNC_ERROR_HANDLING", "0");
        spec.image = "example.com/ascend/mindspore:2.4.0-cann8.0.RC3";
        spec.labels["framework"] = "mindspore";
        QCOMPARE(rungOf(ladderOf(spec), kRungOperatorRetry).state, RungState::Blocked);
        // A link fault goes to operator retry first; a chip fault never does.
        spec = {};
        spec.labels = {{"fault-scheduling", "force"}};
        spec.image = "example.com/ascend/pytorch:2.1.0-cann8.1.RC1";
        spec.env = {envVar("HCCL_OP_RETRY_ENABLE", "L0:0, L1:1, L2:1"), envVar("HCCL_ASYNC_ERROR_HANDLING", "0")};
        FaultAt link;
        link.linkFault = true;
        QCOMPARE(nextRungOf(ladderOf(spec), link).id, QLatin1String(kRungOperatorRetry));
        QCOMPARE(nextRungOf(ladderOf(spec), {}).id, QLatin1String(kRungJobReschedule));
    }

    void modelArtsRestartsItsJob()
    {
        JobSpec spec;
        spec.labels = {{"ring-controller.cce", "ascend-1980"}};
        spec.annotations = {{"fault-tolerance/job-retry-num", "3"}};
        QCOMPARE(ladderOf(spec).owner.owner, RecoveryOwner::ModelArts);
    }

    void ladderInTheProfileJson()
    {
        JobSpec spec;
        spec.labels = {{"fault-scheduling", "force"}};
        const Json json = profileToJson(profileJob(inputsOf(spec)));
        QCOMPARE(json.at("owner").get<std::string>(), std::string("mindcluster"));
        QCOMPARE(json.at("ladder").size(), std::size_t(7));
        QCOMPARE(json.at("ladder").at(6).at("id").get<std::string>(), std::string("job-reschedule"));
        QCOMPARE(json.at("ladder").at(6).at("state").get<std::string>(), std::string("eligible"));
        QVERIFY(json.at("ladder").at(0).at("reasons").is_array());
    }
};

QTEST_GUILESS_MAIN(TestMindClusterLadder)
#include "tst_mindclusterladder.moc"
