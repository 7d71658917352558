// The recovery-time profile: each setting on, off, unknown and in conflict
// from the spec, the env and the scripts, the estimate, the recommendations
// and their patches, and manifests in YAML. (The start-script reader itself:
// tst_startscript.)
#include "formats/jobretry.h"
#include "formats/startscript.h"
#include "clustermodel/jobinputs.h"
#include "kube/yamljson.h"
#include "pipeline/recoverycalibration.h"
#include "telemetry/nodefiles.h"
#include "recoverytime/jobprofile.h"

#include <QFile>
#include <QTest>

#include <functional>

using namespace ascendops;
using namespace ascendops::recoverytime;
using Json = nlohmann::json;

namespace {

Json envVar(const char *name, const char *value)
{
    return {{"name", name}, {"value", value}};
}

// A Volcano Job whose one task runs `command` (bash -c) in an NPU container.
// (A std::vector, not a Json: `Json{oneJson}` is an array under GCC and a
// copy under Clang.)
Json volcanoJob(const std::vector<Json> &env = {}, std::string command = "bash /job/code/train_start.sh",
                std::string image = "example.com/ascend/pytorch:2.1.0-cann8.0.RC2")
{
    Json container{{"name", "ascend"},
                   {"image", image},
                   {"command", {"/bin/bash", "-c", command}},
                   {"env", Json(env)},
                   {"resources", {{"limits", {{"huawei.com/Ascend910", 8}}}}},
                   {"volumeMounts", {{{"name", "code"}, {"mountPath", "/job/code"}},
                                     {{"name", "shared"}, {"mountPath", "/mnt/shared"}}}}};
    Json podSpec{{"containers", Json::array({container})},
                 {"volumes", {{{"name", "code"}, {"configMap", {{"name", "scripts"}}}},
                              {{"name", "shared"}, {"nfs", {{"server", "192.0.2.1"}, {"path", "/export"}}}}}}};
    return {{"apiVersion", "batch.volcano.sh/v1alpha1"},
            {"kind", "Job"},
            {"metadata", {{"name", "job1"}, {"namespace", "ns1"}, {"labels", {{"fault-scheduling", "force"}}}}},
            {"spec", {{"tasks", {{{"name", "worker"}, {"replicas", 4}, {"template", {{"spec", podSpec}}}}}}}}};
}

// Seed 002's container command and training script, verbatim but for the
// script's path.
const char *const kSeedCommand =
    "wget ${OPEN_SCRIPT_ADDRESS}/bootstrap.sh -q && bash bootstrap.sh; export RANK_AFTER_ACC=${VC_TASK_INDEX}; "
    "rank_acc=$(cat /tmp/RANK_AFTER_ACC 2>/dev/null); [ -n \"${rank_acc}\" ] && export RANK_AFTER_ACC=${rank_acc};"
    "export MA_MASTER_INDEX=$(cat /tmp/MASTER_INDEX 2>/dev/null || echo 0); bash /job/code/train_start.sh";
const char *const kSeedTrainScript = R"(#!/bin/bash
# MASTER_ADDR
MASTER_ADDR="${MA_VJ_NAME}-${MA_TASK_NAME}-${MA_MASTER_INDEX}.${MA_VJ_NAME}"
NODE_RANK="$RANK_AFTER_ACC"
NNODES="$MA_NUM_HOSTS"
NGPUS_PER_NODE="$MA_NUM_GPUS"
# self-define, it can be changed to >=10000 port
MASTER_PORT="39888"
# replace ${MA_JOB_DIR}/code/torch_ddp.py to the actutal training script
PYTHON_SCRIPT=/job/code/train.py
PYTHON_ARGS=""
# set hccl timeout time in seconds
export HCCL_CONNECT_TIMEOUT=1800
# replace ${ANACONDA_DIR}/envs/${ENV_NAME}/bin/python to the actual python
CMD="${ANACONDA_DIR}/envs/${ENV_NAME}/bin/python -m torch.distributed.launch \
    --nnodes=$NNODES \
    --node_rank=$NODE_RANK \
    --nproc_per_node=$NGPUS_PER_NODE \
    --master_addr $MASTER_ADDR \
    --master_port=$MASTER_PORT \
    $PYTHON_SCRIPT \
    $PYTHON_ARGS "
echo $CMD
$CMD
)";

Json configMap(const char *name, Json data)
{
    return {{"apiVersion", "v1"}, {"kind", "ConfigMap"}, {"metadata", {{"name", name}, {"namespace", "ns1"}}}, {"data", data}};
}

// Live inputs: the scripts in the "scripts" ConfigMap the job mounts.
JobInputs liveInputs(const Json &job, const std::string &startScript, const std::string &python = "import torch\n")
{
    JobInputs inputs;
    inputs.job = job;
    inputs.live = true;
    inputs.configMaps[QStringLiteral("scripts")] =
        configMap("scripts", {{"train_start.sh", startScript}, {"train.py", python}});
    return inputs;
}

const Setting &settingOf(const JobProfile &profile, const char *id)
{
    const Setting *setting = profile.setting(QString::fromLatin1(id));
    if (!setting)
        qFatal("no setting %s", id);
    return *setting;
}

bool hasProblem(const JobProfile &profile, const QString &fragment, Problem::Severity severity)
{
    for (const Problem &problem : profile.problems)
        if (problem.severity == severity && problem.message.contains(fragment))
            return true;
    return false;
}

const Recommendation *recommendationOf(const JobProfile &profile, const char *id)
{
    for (const Recommendation &r : profile.recommendations)
        if (r.id == QLatin1String(id))
            return &r;
    return nullptr;
}

QByteArray fixture(const QString &name)
{
    QFile file(QStringLiteral(TEST_DATA_DIR "/jobprofile/") + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(file.fileName()));
    return file.readAll();
}

JobInputs fixtureInputs(const QString &dir, bool withScripts = true)
{
    const QByteArray yaml = fixture(dir + QStringLiteral("/job.yaml"));
    const Parsed<std::vector<Json>> documents = kube::yamlDocumentsToJson(yaml);
    if (!documents)
        qFatal("fixture %s does not parse", qPrintable(dir));
    JobInputs inputs;
    inputs.job = documents.value().front();
    for (const Json &document : documents.value())
        if (document.value("kind", "") == "ConfigMap")
            inputs.configMaps[QString::fromStdString(document["metadata"]["name"].get<std::string>())] = document;
    if (withScripts)
        for (const char *name : {"train_start.sh", "train.py"})
            inputs.scripts.insert(QString::fromLatin1(name), fixture(dir + QLatin1Char('/') + QLatin1String(name)));
    return inputs;
}

} // namespace

class TestJobProfile : public QObject
{
    Q_OBJECT

private slots:
    // --- settings ---------------------------------------------------------------
    void watchdogFromEnvScriptsAndVersion()
    {
        const JobProfile fromEnv = profileJob(liveInputs(volcanoJob({envVar("HCCL_ASYNC_ERROR_HANDLING", "0")}), "torchrun train.py\n"));
        QCOMPARE(settingOf(fromEnv, "watchdog").state, SettingState::Off);
        QCOMPARE(settingOf(fromEnv, "watchdog").evidence, QStringLiteral("/spec/tasks/0/template/spec/containers/0/env/0/value"));

        const JobProfile fromScript = profileJob(liveInputs(volcanoJob(), "export HCCL_ASYNC_ERROR_HANDLING=0\ntorchrun train.py\n"));
        QCOMPARE(settingOf(fromScript, "watchdog").state, SettingState::Off);
        QCOMPARE(settingOf(fromScript, "watchdog").evidence, QStringLiteral("/job/code/train_start.sh:1"));

        const JobProfile byDefault = profileJob(liveInputs(volcanoJob(), "torchrun train.py\n"));
        QCOMPARE(settingOf(byDefault, "watchdog").state, SettingState::On);
        QCOMPARE(settingOf(byDefault, "watchdog").evidence, QStringLiteral("/spec/tasks/0/template/spec/containers/0/image"));

        const JobProfile old = profileJob(liveInputs(volcanoJob({}, "bash /job/code/train_start.sh", "x/pytorch:1.11.0"), "torchrun train.py\n"));
        QCOMPARE(settingOf(old, "watchdog").state, SettingState::Off);

        const JobProfile noVersion = profileJob(liveInputs(volcanoJob({}, "bash /job/code/train_start.sh", "x/pytorch:latest"), "torchrun train.py\n"));
        QCOMPARE(settingOf(noVersion, "watchdog").state, SettingState::Unknown);
        QVERIFY(settingOf(noVersion, "watchdog").note.contains(QLatin1String("version")));
        QCOMPARE(noVersion.phases.front().seconds, 30.0);
        QVERIFY(noVersion.phases.front().basis.contains(QLatin1String("assumed on")));

        Json mindspore = volcanoJob({}, "bash /job/code/train_start.sh", "x/mindspore:2.4.0");
        const JobProfile ms = profileJob(liveInputs(mindspore, "python train.py\n", "import mindspore\nms.set_context(hccl_watchdog=False)\n"));
        QCOMPARE(ms.framework, QStringLiteral("mindspore"));
        QCOMPARE(settingOf(ms, "watchdog").state, SettingState::Off);
        QCOMPARE(settingOf(ms, "watchdog").evidence, QStringLiteral("/job/code/train.py:2"));
        QVERIFY(!ms.setting(QStringLiteral("parallel-store")));   // PyTorch only
    }

    void envFromConfigMapKeyRef()
    {
        Json ref{{"name", "HCCL_ASYNC_ERROR_HANDLING"},
                 {"valueFrom", {{"configMapKeyRef", {{"name", "hccl-env"}, {"key", "async"}}}}}};
        JobInputs inputs = liveInputs(volcanoJob({ref}), "torchrun train.py\n");
        const JobProfile missing = profileJob(inputs);
        QCOMPARE(settingOf(missing, "watchdog").state, SettingState::Unknown);
        QVERIFY(settingOf(missing, "watchdog").note.contains(QLatin1String("hccl-env")));
        inputs.configMaps[QStringLiteral("hccl-env")] = configMap("hccl-env", {{"async", "0"}});
        const JobProfile read = profileJob(inputs);
        QCOMPARE(settingOf(read, "watchdog").state, SettingState::Off);
        QVERIFY(settingOf(read, "watchdog").evidence.endsWith(QLatin1String("/valueFrom/configMapKeyRef")));
        QCOMPARE(configMapsNamedBy(inputs.job), (QStringList{QStringLiteral("scripts"), QStringLiteral("hccl-env")}));
    }

    void unreachableScriptsLeaveSettingsUnknown()
    {
        // In the image: named, and what it could hold is unknown.
        JobInputs inputs = liveInputs(volcanoJob({}, "bash /opt/train_start.sh"), "");
        JobProfile profile = profileJob(inputs);
        QVERIFY(hasProblem(profile, QStringLiteral("/opt/train_start.sh was not read: inside the container image"),
                           Problem::Severity::Note));
        QCOMPARE(settingOf(profile, "parallel-store").state, SettingState::Unknown);
        QCOMPARE(settingOf(profile, "watchdog").state, SettingState::Unknown);
        QCOMPARE(settingOf(profile, "resume-mode").state, SettingState::Unknown);
        // On a node's shared volume, live: not read yet, and it says so.
        profile = profileJob(liveInputs(volcanoJob({}, "bash /mnt/shared/start.sh"), ""));
        QVERIFY(hasProblem(profile, QStringLiteral("on nfs 192.0.2.1:/export (volume shared)"), Problem::Severity::Note));
        // A ConfigMap without the key.
        profile = profileJob(liveInputs(volcanoJob({}, "bash /job/code/missing.sh"), ""));
        QVERIFY(hasProblem(profile, QStringLiteral("ConfigMap scripts has no key missing.sh"), Problem::Severity::Note));
        // Offline, a script given by base name is the one the job names.
        inputs = JobInputs{};
        inputs.job = volcanoJob({}, "bash /opt/train_start.sh");
        inputs.scripts.insert(QStringLiteral("train_start.sh"), "export RESUME_MODE_ENABLE=1\ntorch_npu_run main.py\n");
        profile = profileJob(inputs);
        QCOMPARE(settingOf(profile, "resume-mode").state, SettingState::On);
        QCOMPARE(settingOf(profile, "parallel-store").state, SettingState::On);
        QVERIFY(hasProblem(profile, QStringLiteral("main.py was not read"), Problem::Severity::Note));
    }

    void specValuesAnUnreadScriptCouldChange()
    {
        // RANK_TABLE_FILE set in the spec, the start script unread: it could
        // export another value, so the setting is unknown, and says why.
        JobInputs inputs = liveInputs(volcanoJob({envVar("RANK_TABLE_FILE", "/mnt/shared/hccl.json")}, "bash /opt/start.sh"), "");
        JobProfile profile = profileJob(inputs);
        QCOMPARE(settingOf(profile, "ranktable-mode").state, SettingState::Unknown);
        QVERIFY(settingOf(profile, "ranktable-mode").note.contains(QLatin1String("/opt/start.sh")));
        // A path with a variable the console cannot expand is unknown, not a conflict.
        profile = profileJob(liveInputs(volcanoJob({envVar("RANK_TABLE_FILE", "${TABLE_DIR}/hccl.json")}), "torchrun train.py\n"));
        QCOMPARE(settingOf(profile, "ranktable-mode").state, SettingState::Unknown);
        // `python -m pip` and a preparation script start no training.
        profile = profileJob(liveInputs(volcanoJob(), "python -m pip install x\npython train.py --prepare\ntorch_npu_run train.py\n"));
        QCOMPARE(settingOf(profile, "parallel-store").state, SettingState::On);
        // A label written as an unquoted on is a boolean: the API server refuses it.
        Json job = volcanoJob();
        job["metadata"]["labels"]["pod-rescheduling"] = true;
        profile = profileJob(liveInputs(job, "torchrun train.py\n"));
        QVERIFY(hasProblem(profile, QStringLiteral("pod-rescheduling is not a string"), Problem::Severity::Error));
    }

    void subPathMountsAndEnvFromPrecedence()
    {
        Json job = volcanoJob({envVar("HCCL_ASYNC_ERROR_HANDLING", "1")}, "bash /opt/run/train_start.sh");
        Json &container = job["spec"]["tasks"][0]["template"]["spec"]["containers"][0];
        container["volumeMounts"].push_back({{"name", "code"}, {"mountPath", "/opt/run/train_start.sh"}, {"subPath", "train_start.sh"}});
        container["envFrom"] = Json::array({{{"configMapRef", {{"name", "hccl-env"}}}}});
        JobInputs inputs = liveInputs(job, "export RESUME_MODE_ENABLE=1\ntorchrun /job/code/train.py\n");
        inputs.configMaps[QStringLiteral("hccl-env")] = configMap("hccl-env", {{"HCCL_ASYNC_ERROR_HANDLING", "0"}});
        const JobProfile profile = profileJob(inputs);
        QCOMPARE(settingOf(profile, "resume-mode").state, SettingState::On);   // read through the subPath mount
        QCOMPARE(settingOf(profile, "watchdog").state, SettingState::On);      // env wins over envFrom
        // An envFrom source that cannot be read leaves what it could set unknown.
        inputs.configMaps.erase(QStringLiteral("hccl-env"));
        inputs.configMapErrors[QStringLiteral("hccl-env")] = QStringLiteral("forbidden");
        const JobProfile unread = profileJob(inputs);
        QCOMPARE(settingOf(unread, "operator-retry").state, SettingState::Unknown);
        QVERIFY(settingOf(unread, "operator-retry").note.contains(QLatin1String("could not be read: forbidden")));
    }

    // An unquoted $VAR is split into words as the shell splits it (the
    // launcher in $CMD is found); a quoted one or a command substitution is
    // not; each assignment names the variables it was written with.
    void unquotedVariablesSplitAndAssignmentsKeepTheirReferences()
    {
        const StartScriptFacts facts = readShellScript(QStringLiteral("run.sh"),
            "CMD=\"python -m torch.distributed.run --nnodes=2 train.py\"\n"
            "X=$(cat /tmp/a b)\n"
            "NODE_RANK=\"$RANK_AFTER_ACC\"\n"
            "echo \"$CMD\"\n"
            "$CMD\n", {{QStringLiteral("RANK_AFTER_ACC"), QStringLiteral("${VC_TASK_INDEX}")}});
        QCOMPARE(facts.launches.size(), std::size_t(1));
        QCOMPARE(facts.launches[0].launcher, QStringLiteral("torch.distributed.run"));
        QCOMPARE(facts.launches[0].entry, QStringLiteral("train.py"));
        QCOMPARE(facts.launches[0].line, 5);
        const ScriptExport *substitution = facts.exportOf(QStringLiteral("X"));
        QVERIFY(!substitution);   // a shell variable, not exported
        QCOMPARE(facts.exports[1].value, QStringLiteral("$(cat /tmp/a b)"));
        QCOMPARE(facts.exports[2].name, QStringLiteral("NODE_RANK"));
        QCOMPARE(facts.exports[2].value, QStringLiteral("${VC_TASK_INDEX}"));
        QCOMPARE(facts.exports[2].references, QStringList{QStringLiteral("RANK_AFTER_ACC")});
    }

    void scriptThatCannotBeParsedIsNamed()
    {
        const JobProfile profile = profileJob(liveInputs(volcanoJob(), "export A=\"open\ntorchrun train.py\n"));
        QVERIFY(profile.hasErrors());
        bool named = false;
        for (const Problem &p : profile.problems)
            named |= p.isError() && p.pointer == "/job/code/train_start.sh:1";
        QVERIFY(named);
    }

    void operatorCompileSettings()
    {
        const char *cacheScript = "export ASCEND_CACHE_PATH=/mnt/shared/op_cache\ntorchrun train.py\n";
        JobProfile conflict = profileJob(liveInputs(volcanoJob(), cacheScript, "torch.npu.set_compile_mode(jit_compile=False)\n"));
        QCOMPARE(settingOf(conflict, "operator-binary").state, SettingState::Conflict);
        QCOMPARE(settingOf(conflict, "operator-build-cache").state, SettingState::Conflict);
        QVERIFY(conflict.hasErrors());
        QVERIFY(recommendationOf(conflict, "operator-build-cache"));

        JobProfile binary = profileJob(liveInputs(volcanoJob(), "torchrun train.py\n", "torch.npu.set_compile_mode(jit_compile=False)\n"));
        QCOMPARE(settingOf(binary, "operator-binary").state, SettingState::On);
        QCOMPARE(settingOf(binary, "operator-build-cache").state, SettingState::Off);
        QCOMPARE(binary.phases.back().seconds, RecoveryTimeModel{}.compileBinarySeconds);

        JobProfile cache = profileJob(liveInputs(volcanoJob(), cacheScript, "torch.npu.set_compile_mode(jit_compile=True)\n"));
        QCOMPARE(settingOf(cache, "operator-build-cache").state, SettingState::On);
        QVERIFY(hasProblem(cache, QStringLiteral("ASCEND_MAX_OP_CACHE_SIZE=-1"), Problem::Severity::Warning));

        JobProfile local = profileJob(liveInputs(volcanoJob(), "export ASCEND_CACHE_PATH=/tmp/c\ntorchrun train.py\n",
                                                 "torch.npu.set_compile_mode(jit_compile=True)\n"));
        QCOMPARE(settingOf(local, "operator-build-cache").state, SettingState::Off);
        QVERIFY(settingOf(local, "operator-build-cache").note.contains(QLatin1String("lost with the pod")));
    }

    void podReschedulingNeedsItsPrerequisites()
    {
        Json job = volcanoJob();
        job["metadata"]["labels"]["pod-rescheduling"] = "on";
        const char *withReset = "python train.py & pids=$!\npython -u reset_process.py -p $pids &\n";
        QCOMPARE(settingOf(profileJob(liveInputs(job, withReset)), "pod-rescheduling").state, SettingState::On);
        // PyTorch: MindCluster needs TaskD or its Elastic Agent in the image,
        // not reset_process.py; said, not checked.
        const JobProfile torch = profileJob(liveInputs(job, "python train.py\n"));
        QCOMPARE(settingOf(torch, "pod-rescheduling").state, SettingState::On);
        QVERIFY(settingOf(torch, "pod-rescheduling").note.contains(QLatin1String("TaskD")));
        // MindSpore (seed 001): reset_process.py, or a conflict.
        Json mindspore = job;
        mindspore["spec"]["tasks"][0]["template"]["spec"]["containers"][0]["image"] = "example.com/ascend/mindspore:2.3.0-cann8.0.RC2";
        const JobProfile noReset = profileJob(liveInputs(mindspore, "python train.py\n"));
        QCOMPARE(settingOf(noReset, "pod-rescheduling").state, SettingState::Conflict);
        QVERIFY(settingOf(noReset, "pod-rescheduling").note.contains(QLatin1String("reset_process.py")));
        job["metadata"]["labels"].erase("fault-scheduling");
        const JobProfile noScheduling = profileJob(liveInputs(job, withReset));
        QCOMPARE(settingOf(noScheduling, "pod-rescheduling").state, SettingState::Conflict);
        QVERIFY(hasProblem(noScheduling, QStringLiteral("fault-scheduling is not on"), Problem::Severity::Warning));
    }

    void rankTableProcessRecoveryAndRetry()
    {
        Json job = volcanoJob({envVar("RANK_TABLE_FILE", "/user/ranktable/hccl.json"), envVar("HCCL_OP_RETRY_ENABLE", "L1:1, L2:1")});
        job["metadata"]["labels"]["process-recover-enable"] = "on";
        JobProfile profile = profileJob(liveInputs(job, "torchrun train.py\n"));
        QCOMPARE(settingOf(profile, "ranktable-mode").state, SettingState::Conflict);
        QVERIFY(settingOf(profile, "ranktable-mode").note.contains(QLatin1String("no mounted volume")));
        QCOMPARE(settingOf(profile, "process-recovery").state, SettingState::Conflict);
        QCOMPARE(settingOf(profile, "operator-retry").state, SettingState::On);

        job["metadata"]["annotations"]["recover-strategy"] = "recover-in-place,dump";
        job["spec"]["tasks"][0]["template"]["spec"]["containers"][0]["env"][0]["value"] = "/mnt/shared/hccl.json";
        job["spec"]["tasks"][0]["template"]["spec"]["containers"][0]["env"][1]["value"] = "L1:on";
        profile = profileJob(liveInputs(job, "torchrun train.py\n"));
        QCOMPARE(settingOf(profile, "process-recovery").state, SettingState::On);
        QCOMPARE(settingOf(profile, "ranktable-mode").state, SettingState::On);
        QCOMPARE(settingOf(profile, "operator-retry").state, SettingState::Conflict);
        QCOMPARE(profile.phases[1].seconds, RecoveryTimeModel{}.processRestartSeconds);
        QCOMPARE(profile.phases[2].seconds, RecoveryTimeModel{}.linkSetupRankTableSeconds);
    }

    void operatorRetryEligibilityFromTheJob()
    {
        // A2 (accelerator-type), half the cards of a server, CANN older than 8.1.RC1: each an error at its place.
        Json job = volcanoJob({envVar("HCCL_OP_RETRY_ENABLE", "L1:1, L2:1")});
        Json &spec = job["spec"]["tasks"][0]["template"]["spec"];
        spec["nodeSelector"] = {{"accelerator-type", "module-910b-16"}};
        JobProfile profile = profileJob(liveInputs(job, "torchrun train.py\n"));
        QCOMPARE(settingOf(profile, "operator-retry").state, SettingState::On);
        QCOMPARE(profile.platform, QStringLiteral("mindcluster"));
        QVERIFY(hasProblem(profile, QStringLiteral("Snt9B23"), Problem::Severity::Error));
        QVERIFY(hasProblem(profile, QStringLiteral("8 of a server's 16 cards"), Problem::Severity::Error));
        QVERIFY(hasProblem(profile, QStringLiteral("CANN 8.0.RC2"), Problem::Severity::Error));
        QVERIFY(hasProblem(profile, QStringLiteral("HDK version not known"), Problem::Severity::Note));
        bool cardsAtTheirPlace = false;
        for (const Problem &p : profile.problems)
            cardsAtTheirPlace |= p.message.contains(QLatin1String("cards")) && p.pointer == "/spec/tasks/0/template/spec/containers/0/resources/limits/huawei.com~1Ascend910";
        QVERIFY(cardsAtTheirPlace);
        // A3 with every card and a new CANN: no error left.
        spec["nodeSelector"]["accelerator-type"] = "module-a3-16-super-pod";
        spec["containers"][0]["resources"]["limits"]["huawei.com/Ascend910"] = 16;
        spec["containers"][0]["image"] = "example.com/ascend/pytorch:2.1.0-cann8.1.RC1";
        profile = profileJob(liveInputs(job, "torchrun train.py\n"));
        for (const Problem &p : profile.problems)
            QVERIFY2(!p.isError(), qPrintable(p.message));
        // Retry off on an A3 job it fits: seed 003's levels recommended, with
        // what a ridden-out flap saves (the recovery less the 7 s window).
        spec["containers"][0]["env"][0]["value"] = "L1:0, L2:0";
        profile = profileJob(liveInputs(job, "torchrun train.py\n"));
        QVERIFY(profile.retryFit.fits());
        const Recommendation *retry = recommendationOf(profile, "operator-retry");
        QVERIFY(retry);
        QVERIFY(retry->change.patch.dump().find("L0:0, L1:1, L2:1") != std::string::npos);
        QVERIFY(retry->savesSeconds);
        QCOMPARE(*retry->savesSeconds, profile.totalSeconds - 7.0);
        // Retry off on A2: nothing about eligibility, and never recommended.
        spec["nodeSelector"]["accelerator-type"] = "module-910b-8";
        profile = profileJob(liveInputs(job, "torchrun train.py\n"));
        QVERIFY(!hasProblem(profile, QStringLiteral("Snt9B23"), Problem::Severity::Error));
        QVERIFY(!profile.retryFit.blockers.isEmpty());
        QVERIFY(!recommendationOf(profile, "operator-retry"));
        // Hardware not known: not recommended either (a note says what to give).
        spec["nodeSelector"].erase("accelerator-type");
        profile = profileJob(liveInputs(job, "torchrun train.py\n"));
        QVERIFY(profile.retryFit.blockers.isEmpty() && !profile.retryFit.onA3);
        QVERIFY(!recommendationOf(profile, "operator-retry"));
    }

    // Seed 003's scope table, read where a job shows it: mc2 (MindSpeed's
    // --use-ascend-mc2) is not retried; graph mode (torchair) only unfolded
    // on AI CPU; single-operator HOST unfolding retries (a borrowed lane
    // needs AI_CPU); a mode outside the table is warned about.
    void retryScopeFromWhatTheJobRuns()
    {
        Json job = volcanoJob({envVar("HCCL_OP_RETRY_ENABLE", "L1:1, L2:1")}, "bash /job/code/train_start.sh",
                              "example.com/ascend/pytorch:2.1.0-cann8.1.RC1");
        Json &spec = job["spec"]["tasks"][0]["template"]["spec"];
        spec["nodeSelector"] = {{"accelerator-type", "module-a3-16-super-pod"}};
        spec["containers"][0]["resources"]["limits"]["huawei.com/Ascend910"] = 16;
        JobProfile profile = profileJob(liveInputs(job, "torchrun train.py --use-ascend-mc2 --sequence-parallel\n"));
        QVERIFY(hasProblem(profile, QStringLiteral("seed 003 does not retry mc2"), Problem::Severity::Error));
        QVERIFY(profile.retryFit.blockers.join(QString()).contains(QLatin1String("mc2")));
        profile = profileJob(liveInputs(job, "torchrun train.py\n", "import torch\nimport torchair\n"));
        QVERIFY(hasProblem(profile, QStringLiteral("graph mode (torchair"), Problem::Severity::Warning));
        spec["containers"][0]["env"].push_back(envVar("HCCL_OP_EXPANSION_MODE", "AI_CPU"));
        profile = profileJob(liveInputs(job, "torchrun train.py\n", "import torch\nimport torchair\n"));
        QVERIFY(!hasProblem(profile, QStringLiteral("graph mode"), Problem::Severity::Warning));
        QVERIFY(!hasProblem(profile, QStringLiteral("HCCL_OP_EXPANSION_MODE"), Problem::Severity::Warning));
        spec["containers"][0]["env"].back()["value"] = "HOST";
        profile = profileJob(liveInputs(job, "torchrun train.py\n"));
        QVERIFY(!hasProblem(profile, QStringLiteral("HCCL_OP_EXPANSION_MODE"), Problem::Severity::Warning));
        QVERIFY(hasProblem(profile, QStringLiteral("a borrowed lane needs AI_CPU"), Problem::Severity::Note));
        spec["containers"][0]["env"].back()["value"] = "AIV";
        profile = profileJob(liveInputs(job, "torchrun train.py\n"));
        QVERIFY(hasProblem(profile, QStringLiteral("HCCL_OP_EXPANSION_MODE=AIV"), Problem::Severity::Warning));
    }

    // Seed 004: on ModelArts retry cannot be switched off again. An A2 job,
    // or one whose image is too old, is never told to set the annotation,
    // even when it asks by the variable.
    void aModelArtsJobIsNotRecommendedRetryItCannotRun()
    {
        Json job = volcanoJob({envVar("MA_NUM_GPUS", "16"), envVar("HCCL_OP_RETRY_ENABLE", "L1:1, L2:1")});
        job["metadata"]["annotations"] = {{"fault-tolerance/job-retry-num", "3"}};
        Json &spec = job["spec"]["tasks"][0]["template"]["spec"];
        spec["nodeSelector"] = {{"accelerator-type", "module-910b-16"}};
        spec["containers"][0]["image"] = "example.com/ascend/pytorch:2.1.0-cann8.1.RC1";
        JobProfile profile = profileJob(liveInputs(job, "torchrun train.py\n"));
        QVERIFY(!recommendationOf(profile, "operator-retry"));
        QVERIFY(profile.retryFit.blockers.join(QString()).contains(QLatin1String("Snt9B23")));
        // On A3 with every card: the annotation, and the variable removed.
        spec["nodeSelector"]["accelerator-type"] = "module-a3-16-super-pod";
        spec["containers"][0]["resources"]["limits"]["huawei.com/Ascend910"] = 16;
        profile = profileJob(liveInputs(job, "torchrun train.py\n"));
        QVERIFY2(profile.retryFit.fits(), qPrintable(profile.retryFit.blockers.join(QLatin1Char(';'))));
        const Recommendation *fix = recommendationOf(profile, "operator-retry");
        QVERIFY(fix);
        QVERIFY(fix->change.patch[0]["path"] == "/metadata/annotations/fault-tolerance~1hccl_op_retry");
        QVERIFY(fix->change.patch[2]["op"] == "remove");
        // Annotated as ModelArts wants: no "one level alone" warning.
        job["metadata"]["annotations"]["fault-tolerance/hccl_op_retry"] = "true";
        spec["containers"][0]["env"] = Json::array({envVar("MA_NUM_GPUS", "16")});
        profile = profileJob(liveInputs(job, "torchrun train.py\n"));
        QCOMPARE(settingOf(profile, "operator-retry").state, SettingState::On);
        QVERIFY(!hasProblem(profile, QStringLiteral("one level alone"), Problem::Severity::Warning));
    }

    void driverVersionFromThePodsNode()
    {
        Json job = volcanoJob({envVar("HCCL_OP_RETRY_ENABLE", "L1:1, L2:1")});
        JobInputs inputs = liveInputs(job, "torchrun train.py\n");
        inputs.podNode = QStringLiteral("node-3");
        // Wanted on the node, and said to be not read until it is.
        JobProfile profile = profileJob(inputs);
        QVERIFY(profile.nodeFilesWanted.contains(QLatin1String(kDriverVersionFile)));
        QVERIFY(hasProblem(profile, QStringLiteral("HDK version not known (/usr/local/Ascend/driver/version.info on node node-3 not read"),
                           Problem::Severity::Note));
        NodeFile file;
        file.exists = true;
        file.text = "package_name=Ascend-hdk-910c-npu-driver\nVersion=24.1.rc3.4\n";
        inputs.nodeFiles.insert(QLatin1String(kDriverVersionFile), file);
        profile = profileJob(inputs);
        QVERIFY(hasProblem(profile, QStringLiteral("HDK 24.1.rc3.4 (node node-3:/usr/local/Ascend/driver/version.info:2) is older than 24.1.RC3.5"),
                           Problem::Severity::Error));
        inputs.nodeFiles[QLatin1String(kDriverVersionFile)].text = "Version=24.1.rc3.7\n";
        profile = profileJob(inputs);
        QVERIFY(!hasProblem(profile, QStringLiteral("HDK"), Problem::Severity::Error));
        QVERIFY(!hasProblem(profile, QStringLiteral("HDK version not known"), Problem::Severity::Note));
        inputs.nodeFiles[QLatin1String(kDriverVersionFile)] = NodeFile{};
        inputs.nodeFiles[QLatin1String(kDriverVersionFile)].error = QStringLiteral("no such file on the node");
        profile = profileJob(inputs);
        QVERIFY(hasProblem(profile, QStringLiteral("no such file on the node"), Problem::Severity::Note));
    }

    void modelArtsJobsTakeTheirSettingsFromAnnotations()
    {
        Json job = volcanoJob({envVar("MA_NUM_GPUS", "16"), envVar("HCCL_OP_RETRY_ENABLE", "L1:1, L2:1")},
                              "bash /job/code/train_start.sh", "example.com/ascend/pytorch:2.1.0-cann8.1.RC1");
        job["metadata"]["annotations"] = {{"fault-tolerance/job-retry-num", "3"}, {"fault-tolerance/hang-retry", "true"}};
        JobProfile profile = profileJob(liveInputs(job, "torchrun train.py\n"));
        QCOMPARE(profile.platform, QStringLiteral("modelarts"));
        QCOMPARE(profile.platformWhere,
                 QStringLiteral("a ModelArts training job (variable MA_NUM_GPUS, annotation fault-tolerance/hang-retry)"));
        // The variable does not switch retry on there: off, and an error naming the annotation.
        QCOMPARE(settingOf(profile, "operator-retry").state, SettingState::Off);
        QVERIFY(hasProblem(profile, QStringLiteral("fault-tolerance/hccl_op_retry: \"true\""), Problem::Severity::Error));
        const Recommendation *fix = recommendationOf(profile, "operator-retry");
        QVERIFY2(fix, qPrintable(profile.retryFit.blockers.join(QLatin1Char(';'))));
        QVERIFY(fix->change.patch[0]["path"] == "/metadata/annotations/fault-tolerance~1hccl_op_retry");
        QVERIFY(fix->change.patch[1]["op"] == "test");
        QVERIFY(fix->change.patch[2]["op"] == "remove");
        QCOMPARE(settingOf(profile, "platform-restart").state, SettingState::On);
        QVERIFY(settingOf(profile, "platform-restart").note.contains(QLatin1String("up to 3 times")));
        QCOMPARE(settingOf(profile, "hang-retry").state, SettingState::On);
        // No fault-scheduling warning: ModelArts restarts the job, not MindCluster.
        QVERIFY(!hasProblem(profile, QStringLiteral("fault-scheduling is not on"), Problem::Severity::Warning));
        // Nor MindCluster's labels or the Ascend Operator's rank-table directory as recommendations.
        QVERIFY(!recommendationOf(profile, "pod-rescheduling"));
        QVERIFY(!recommendationOf(profile, "process-recovery"));
        QVERIFY(!recommendationOf(profile, "ranktable-mode"));

        // The annotation switches it on; hang-retry without a budget conflicts.
        job["metadata"]["annotations"] = {{"fault-tolerance/hccl_op_retry", "true"}, {"fault-tolerance/hang-retry", "true"}};
        job["spec"]["tasks"][0]["template"]["spec"]["containers"][0]["env"] = Json::array({envVar("MA_NUM_GPUS", "16")});
        profile = profileJob(liveInputs(job, "torchrun train.py\n"));
        QCOMPARE(settingOf(profile, "operator-retry").state, SettingState::On);
        QCOMPARE(settingOf(profile, "operator-retry").evidence, QStringLiteral("/metadata/annotations/fault-tolerance~1hccl_op_retry"));
        QVERIFY(hasProblem(profile, QStringLiteral("cannot be switched off again"), Problem::Severity::Note));
        QCOMPARE(settingOf(profile, "platform-restart").state, SettingState::Off);
        QCOMPARE(settingOf(profile, "hang-retry").state, SettingState::Conflict);
        QVERIFY(profileToJson(profile)["platform"] == "modelarts");

        // --platform overrides the markers either way.
        JobInputs inputs = liveInputs(volcanoJob(), "torchrun train.py\n");
        inputs.platform = RetryPlatform::ModelArts;
        profile = profileJob(inputs);
        QCOMPARE(profile.platform, QStringLiteral("modelarts"));
        QCOMPARE(profile.platformWhere, QStringLiteral("--platform"));
    }

    // Seed 002's own job is a Volcano Job a user submits to a Lite pool with
    // kubectl: the pool's markers, no fault-tolerance annotation. Its start
    // script's `export HCCL_OP_RETRY_ENABLE` (seed 003) switches retry on, and
    // Volcano (maxRetry, its policies) restarts it, not ModelArts.
    void aLitePoolJobSwitchesRetryWithItsVariables()
    {
        Json job = volcanoJob({envVar("MA_NUM_GPUS", "8"), envVar("MA_NUM_HOSTS", "6")}, kSeedCommand);
        job["metadata"]["labels"]["ring-controller.cce"] = "ascend-1980";
        job["metadata"]["labels"]["fault-scheduling"] = "force";
        job["spec"]["maxRetry"] = 1;
        job["spec"]["policies"] = Json::array({{{"event", "PodEvicted"}, {"action", "RestartJob"}}});
        std::string script = kSeedTrainScript;
        const std::string timeout = "export HCCL_CONNECT_TIMEOUT=1800\n";
        script.replace(script.find(timeout), timeout.size(), timeout + "export HCCL_OP_RETRY_ENABLE=\"L0:0, L1:1, L2:1\"\n");
        const JobProfile profile = profileJob(liveInputs(job, script));
        QCOMPARE(profile.platform, QStringLiteral("mindcluster"));
        QVERIFY2(profile.platformWhere.contains(QLatin1String("ModelArts Lite pool (label ring-controller.cce")), qPrintable(profile.platformWhere));
        const Setting retry = settingOf(profile, "operator-retry");
        QCOMPARE(retry.state, SettingState::On);
        QVERIFY2(retry.evidence.startsWith(QLatin1String("/job/code/train_start.sh:")), qPrintable(retry.evidence));
        QVERIFY(!hasProblem(profile, QStringLiteral("fault-tolerance/hccl_op_retry"), Problem::Severity::Error));
        // Volcano restarts it: no ModelArts restart settings, no "ModelArts does not restart the job".
        QVERIFY(!profile.setting(QStringLiteral("platform-restart")));
        QVERIFY(!profile.setting(QStringLiteral("hang-retry")));
        QVERIFY(profile.setting(QStringLiteral("routing-planning")));
        // The pipeline reads it the same way: retry from the variables, a job
        // of the pool but not ModelArts' to restart.
        const JobRetry read = readJobRetry(job);
        QCOMPARE(read.platform, RetryPlatform::MindCluster);
        QCOMPARE(read.liteMarker, QStringLiteral("label ring-controller.cce"));
    }

    // Scripts the profile follows as a shell would: a launcher given its
    // entry point through positional parameters, a path through `..`, a
    // shell script whose second line runs python (its shebang is bash), and
    // a script given with --script that nothing the console could expand
    // names is read all the same. Offline, as `job profile --script` reads.
    void scriptsAreFollowedAsTheShellRunsThem()
    {
        const auto offline = [](const char *command, const char *start) {
            JobInputs inputs;
            inputs.job = volcanoJob({}, command);
            inputs.scripts[QStringLiteral("train_start.sh")] = start;
            inputs.scripts[QStringLiteral("train.py")] = "import torch\ntorch.npu.set_compile_mode(jit_compile=False)\n";
            return profileJob(inputs);
        };
        const auto binaryAt = [](const JobProfile &profile) {
            const Setting &binary = settingOf(profile, "operator-binary");
            return binary.state == SettingState::On ? binary.evidence : QString();
        };
        // `bash train_start.sh /job/code /job/output train.py` and `$1/$3`.
        JobProfile profile = offline("bash /job/code/train_start.sh /job/code /job/output train.py",
                                     "#!/bin/bash\ntorch_npu_run --nnodes=2 --nproc_per_node=16 $1/$3 --save-interval 100\n");
        QCOMPARE(binaryAt(profile), QStringLiteral("/job/code/train.py:2"));
        QCOMPARE(*profile.checkpointInterval, 100LL);
        // Seed 001's `python ${ROOT_PATH}/../train.py`, ROOT_PATH from $(...).
        profile = offline("bash /job/code/scripts/train_start.sh",
                          "#!/bin/bash\nROOT_PATH=$(cd \"$(dirname \"$0\")\"; pwd)\n"
                          "python ${ROOT_PATH}/../train.py --distribute=true &> log & train_pids[$i]=$!\n");
        QVERIFY2(binaryAt(profile).endsWith(QLatin1String("train.py:2")), qPrintable(binaryAt(profile)));
        // A bash script whose first command is python: a shell script still.
        profile = offline("bash /job/code/train_start.sh", "#!/bin/bash\npython /job/code/train.py --save-interval 100\n");
        QCOMPARE(binaryAt(profile), QStringLiteral("/job/code/train.py:2"));
        QCOMPARE(*profile.checkpointInterval, 100LL);
        // Named through a variable nothing sets: read because it was given.
        profile = offline("bash /job/code/train_start.sh", "#!/bin/bash\ntorchrun $ENTRY --save-interval 100\n");
        QCOMPARE(binaryAt(profile), QStringLiteral("train.py:2"));
    }

    // Seed 002's script sets HCCL_CONNECT_TIMEOUT=1800: the rendezvous is
    // bounded by it, not by the default 120 s; a value HCCL refuses is said.
    void theJobsConnectTimeoutBoundsLinkSetup()
    {
        const Json job = volcanoJob();
        JobProfile profile = profileJob(liveInputs(job, "export HCCL_CONNECT_TIMEOUT=1800\ntorchrun train.py\n"));
        QCOMPARE(profile.phases[2].phase, QStringLiteral("link-setup"));
        QCOMPARE(profile.phases[2].seconds, 1800.0);
        QVERIFY(profile.phases[2].basis.contains(QLatin1String("HCCL_CONNECT_TIMEOUT (1800 s)")));
        const JobProfile byDefault = profileJob(liveInputs(job, "torchrun train.py\n"));
        QCOMPARE(profile.totalSeconds - byDefault.totalSeconds, 1800.0 - 120.0);
        profile = profileJob(liveInputs(job, "export HCCL_CONNECT_TIMEOUT=60\ntorchrun train.py\n"));
        QCOMPARE(profile.phases[2].seconds, 120.0);
        QVERIFY(hasProblem(profile, QStringLiteral("HCCL_CONNECT_TIMEOUT=60 is not a whole number of seconds from 120 to 7200"),
                           Problem::Severity::Warning));
    }

    // Seed 002's job: every condition of routing planning, then each broken
    // in turn; live, each job node's ascend-rank-table annotation.
    void routingPlanningChecksTheSeedsConditions()
    {
        const auto seedJob = [] {
            Json job = volcanoJob({envVar("MA_NUM_GPUS", "8"), envVar("MA_NUM_HOSTS", "6")}, kSeedCommand);
            Json &task = job["spec"]["tasks"][0];
            task["replicas"] = 6;
            job["spec"]["minAvailable"] = 6;
            job["metadata"]["labels"]["ring-controller.cce"] = "ascend-1980";
            job["spec"]["plugins"] = {{"configmap1980", {"--rank-table-version=v2"}},
                                      {"env", Json::array()},
                                      {"svc", {"--publish-not-ready-addresses=true"}}};
            task["template"]["metadata"]["annotations"] = {{"cabinet", "cabinet"}};
            Json &container = task["template"]["spec"]["containers"][0];
            container["resources"] = {{"requests", {{"huawei.com/ascend-1980", "8"}}}, {"limits", {{"huawei.com/ascend-1980", "8"}}}};
            task["template"]["spec"]["affinity"]["podAntiAffinity"]["requiredDuringSchedulingIgnoredDuringExecution"] =
                Json::array({{{"labelSelector", {{"matchExpressions", Json::array({{{"key", "volcano.sh/job-name"}, {"operator", "In"},
                                                                                     {"values", {"job1"}}}})}}},
                              {"topologyKey", "kubernetes.io/hostname"}}});
            return job;
        };
        const std::string script = kSeedTrainScript;
        JobInputs inputs = liveInputs(seedJob(), script);
        for (int n = 0; n < 6; ++n)
            inputs.jobNodeRankTables[QStringLiteral("node-%1").arg(n)] = QStringLiteral("{\"tor\": \"leaf-1\"}");
        JobProfile profile = profileJob(inputs);
        Setting routing = settingOf(profile, "routing-planning");
        QVERIFY2(routing.state == SettingState::On, qPrintable(routing.note));
        QCOMPARE(routing.evidence, QStringLiteral("/spec/tasks/0/template/metadata/annotations/cabinet"));
        QVERIFY(routing.note.contains(QLatin1String("48 cards: advised for 512 or more")));

        // A node whose topology was not delivered: a conflict naming it.
        inputs.jobNodeRankTables[QStringLiteral("node-4")] = QString();
        routing = settingOf(profileJob(inputs), "routing-planning");
        QCOMPARE(routing.state, SettingState::Conflict);
        QCOMPARE(routing.evidence, QStringLiteral("node node-4:/metadata/annotations"));
        // A node that could not be read: unknown, not on.
        inputs.jobNodeRankTables[QStringLiteral("node-4")] = QStringLiteral("x");
        inputs.jobNodeErrors[QStringLiteral("node-7")] = QStringLiteral("forbidden");
        QCOMPARE(settingOf(profileJob(inputs), "routing-planning").state, SettingState::Unknown);

        // Each spec condition broken on its own: a conflict at its place.
        struct Broken { const char *what; std::function<void(Json &)> change; std::string script; const char *evidence; };
        const std::vector<Broken> broken{
            {"hosts disagree", [](Json &j) { j["spec"]["tasks"][0]["template"]["spec"]["containers"][0]["env"][1]["value"] = "5"; },
             script, "/spec/tasks/0/template/spec/containers/0/env/1/value"},
            {"minAvailable", [](Json &j) { j["spec"]["minAvailable"] = 4; }, script, "/spec/minAvailable"},
            {"cards", [](Json &j) { j["spec"]["tasks"][0]["template"]["spec"]["containers"][0]["env"][0]["value"] = "16"; },
             script, "/spec/tasks/0/template/spec/containers/0/resources/limits/huawei.com~1ascend-1980"},
            {"no v2", [](Json &j) { j["spec"]["plugins"]["configmap1980"] = {"--rank-table-version=v1"}; }, script,
             "/spec/plugins/configmap1980"},
            {"no svc", [](Json &j) { j["spec"]["plugins"].erase("svc"); }, script, "/spec/plugins"},
            {"no anti-affinity", [](Json &j) { j["spec"]["tasks"][0]["template"]["spec"].erase("affinity"); }, script,
             "/spec/tasks/0/template/spec/affinity"},
            {"mp.spawn", [](Json &) {}, "MASTER_ADDR=\"$MA_MASTER_INDEX\"\nNODE_RANK=$RANK_AFTER_ACC\npython /job/code/train.py\n",
             "/job/code/train.py:"},
            // The command exported RANK_AFTER_ACC=${VC_TASK_INDEX}: the same
            // text, but not the planned index.
            {"NODE_RANK", [](Json &) {}, "MASTER_ADDR=\"$MA_MASTER_INDEX\"\nNODE_RANK=${VC_TASK_INDEX}\npython -m torch.distributed.run /job/code/train.py\n",
             "/job/code/train_start.sh:2"},
            {"no bootstrap", [](Json &j) { j["spec"]["tasks"][0]["template"]["spec"]["containers"][0]["command"][2] =
                                               "export RANK_AFTER_ACC=${VC_TASK_INDEX}; bash /job/code/train_start.sh"; },
             script, "/spec/tasks/0/template/spec/containers/0/command"},
        };
        for (const Broken &b : broken) {
            Json job = seedJob();
            b.change(job);
            const std::string python = std::string(b.what) == "mp.spawn"
                ? "import torch.multiprocessing as mp\nmp.spawn(main, nprocs=8)\n" : "import torch\n";
            JobInputs one = liveInputs(job, b.script, python);
            one.jobNodeRankTables = inputs.jobNodeRankTables;
            one.jobNodeErrors.clear();
            const Setting setting = settingOf(profileJob(one), "routing-planning");
            QVERIFY2(setting.state == SettingState::Conflict, b.what);
            QVERIFY2(setting.evidence.startsWith(QLatin1String(b.evidence)), qPrintable(QStringLiteral("%1: %2 (%3)").arg(QLatin1String(b.what), setting.evidence, setting.note)));
        }

        // Seed 002: under 3 nodes planning is skipped; the job is not wrong.
        Json twoNodes = seedJob();
        twoNodes["spec"]["tasks"][0]["replicas"] = 2;
        twoNodes["spec"]["minAvailable"] = 2;
        twoNodes["spec"]["tasks"][0]["template"]["spec"]["containers"][0]["env"][1]["value"] = "2";
        const JobProfile small = profileJob(liveInputs(twoNodes, script));
        routing = settingOf(small, "routing-planning");
        QCOMPARE(routing.state, SettingState::Off);
        QCOMPARE(routing.evidence, QStringLiteral("/spec/tasks"));
        QVERIFY(routing.note.contains(QLatin1String("skipped: 2 node(s)")));
        QVERIFY(!hasProblem(small, QStringLiteral("routing-planning"), Problem::Severity::Warning));

        // The v2 rank table alone asks for nothing (ModelArts Lite jobs use it anyway).
        Json v2Only = volcanoJob({envVar("MA_NUM_GPUS", "8")});
        v2Only["spec"]["plugins"] = {{"configmap1980", {"--rank-table-version=v2"}}};
        QCOMPARE(settingOf(profileJob(liveInputs(v2Only, "torchrun train.py\n")), "routing-planning").state, SettingState::Off);
        // Not asked for: off. A MindCluster job: not shown at all.
        Json plain = volcanoJob({envVar("MA_NUM_GPUS", "8")});
        QCOMPARE(settingOf(profileJob(liveInputs(plain, "torchrun train.py\n")), "routing-planning").state, SettingState::Off);
        QVERIFY(!profileJob(liveInputs(volcanoJob(), "torchrun train.py\n")).setting(QStringLiteral("routing-planning")));
        // Offline, the nodes are not checked: unknown, and the note says why.
        inputs.live = false;
        inputs.jobNodeRankTables.clear();
        inputs.jobNodeErrors.clear();
        routing = settingOf(profileJob(inputs), "routing-planning");
        QCOMPARE(routing.state, SettingState::Unknown);
        QVERIFY(routing.note.contains(QLatin1String("checked live only")));
    }

    void templatesThatDifferAreFlagged()
    {
        const Json master = volcanoJob({envVar("RANK_TABLE_FILE", "/job/code/hccl.json")})["spec"]["tasks"][0];
        Json worker = volcanoJob()["spec"]["tasks"][0];
        Json job = volcanoJob();
        job["spec"]["tasks"] = {master, worker};
        const JobProfile profile = profileJob(liveInputs(job, "torchrun train.py\n"));
        QVERIFY(hasProblem(profile, QStringLiteral("its env differ"), Problem::Severity::Warning));
    }

    // --- estimate and recommendations -------------------------------------------
    void fixturesEstimateAndRank()
    {
        const RecoveryTimeModel model;
        const JobProfile bare = profileJob(fixtureInputs(QStringLiteral("bare")));
        QCOMPARE(bare.framework, QStringLiteral("pytorch"));
        QCOMPARE(bare.totalSeconds, model.collectiveTimeoutSeconds + model.jobRescheduleSeconds + model.linkSetupTcpStoreSeconds
                                        + model.checkpointLoadStorageSeconds + model.compileColdSeconds);
        QCOMPARE(*bare.stepsLost, 500.0);
        QVERIFY(!bare.hasErrors());
        QCOMPARE(bare.recommendations.front().id, QStringLiteral("watchdog"));
        QCOMPARE(*bare.recommendations.front().savesSeconds, model.collectiveTimeoutSeconds - model.watchdogDetectSeconds);
        QVERIFY(bare.recommendations.front().change.summary.contains(QLatin1String("train_start.sh:3")));
        // Largest saving first, unpublished savings last.
        double last = 1e9;
        bool unpublished = false;
        for (const Recommendation &r : bare.recommendations) {
            if (!r.savesSeconds) {
                unpublished = true;
                continue;
            }
            QVERIFY2(!unpublished, qPrintable(r.id));
            QVERIFY(*r.savesSeconds <= last);
            last = *r.savesSeconds;
        }

        const JobProfile tuned = profileJob(fixtureInputs(QStringLiteral("tuned")));
        for (const Setting &s : tuned.settings)
            if (s.id != QLatin1String("process-recovery") && s.id != QLatin1String("operator-retry")
                && s.id != QLatin1String("operator-binary"))
                QVERIFY2(s.state == SettingState::On, qPrintable(s.id + QLatin1Char(' ') + stateName(s.state)));
        QCOMPARE(tuned.totalSeconds, model.watchdogDetectSeconds + model.podRescheduleSeconds + model.linkSetupRankTableSeconds
                                         + model.checkpointLoadMemorySeconds + model.compileCachedSeconds);
        QVERIFY(tuned.problems.isEmpty());
        for (const Recommendation &r : tuned.recommendations)
            QVERIFY2(r.id == QLatin1String("process-recovery") || r.id == QLatin1String("operator-retry"), qPrintable(r.id));

        // The MindSpore job's ConfigMap comes from the same manifest.
        const JobProfile ms = profileJob(fixtureInputs(QStringLiteral("mindspore")));
        QCOMPARE(ms.framework, QStringLiteral("mindspore"));
        QCOMPARE(settingOf(ms, "graph-compile-cache").state, SettingState::Off);
        QVERIFY(settingOf(ms, "graph-compile-cache").note.contains(QLatin1String("not on a shared volume")));
        JobInputs noMap = fixtureInputs(QStringLiteral("mindspore"));
        noMap.configMaps.clear();
        QCOMPARE(settingOf(profileJob(noMap), "graph-compile-cache").state, SettingState::Unknown);
    }

    // Versions the image's name gives are judged, not left as notes: the
    // preset operator binaries need CANN 8.0.RC2, MindSpore's graph compile
    // cache 2.3.0.
    void versionsInTheImageAreJudged()
    {
        const char *binary = "import torch\ntorch.npu.set_compile_mode(jit_compile=False)\n";
        JobProfile profile = profileJob(liveInputs(volcanoJob({}, "bash /job/code/train_start.sh",
                                                              "example.com/ascend/pytorch:2.1.0-cann7.0.0"),
                                                   "torchrun train.py\n", binary));
        QCOMPARE(settingOf(profile, "operator-binary").state, SettingState::Conflict);
        QVERIFY(settingOf(profile, "operator-binary").note.contains(QLatin1String("the image has CANN 7.0.0")));
        profile = profileJob(liveInputs(volcanoJob(), "torchrun train.py\n", binary));
        QCOMPARE(settingOf(profile, "operator-binary").state, SettingState::On);
        QVERIFY(settingOf(profile, "operator-binary").note.contains(QLatin1String("CANN 8.0.RC2 (")));
        profile = profileJob(liveInputs(volcanoJob({}, "bash /job/code/train_start.sh", "example.com/ascend/pytorch:2.1.0"),
                                        "torchrun train.py\n", binary));
        QVERIFY(settingOf(profile, "operator-binary").note.contains(QLatin1String("does not say its CANN")));

        Json ms = volcanoJob({envVar("MS_COMPILER_CACHE_ENABLE", "1"), envVar("MS_COMPILER_CACHE_PATH", "/job/code/cache")},
                             "bash /job/code/train_start.sh", "example.com/ascend/mindspore:2.2.14-cann8.0.RC2");
        profile = profileJob(liveInputs(ms, "msrun train.py\n", "import mindspore\n"));
        QCOMPARE(profile.framework, QStringLiteral("mindspore"));
        QCOMPARE(settingOf(profile, "graph-compile-cache").state, SettingState::Conflict);
        QVERIFY(settingOf(profile, "graph-compile-cache").note.contains(QLatin1String("the image has 2.2.14")));
    }

    void patchesTurnTheirSettingOn()
    {
        // Each recommendation that patches the job, applied as the API server
        // would, turns its setting on: the patch is the exact change.
        JobInputs inputs = liveInputs(volcanoJob({envVar("HCCL_ASYNC_ERROR_HANDLING", "0")}, "bash /job/code/train_start.sh",
                                                 "example.com/mindspore:2.4.0"),
                                      "msrun train.py\n", "import mindspore\n");
        const JobProfile before = profileJob(inputs);
        int patched = 0;
        for (const Recommendation &r : before.recommendations) {
            if (r.change.patch.is_null())
                continue;
            JobInputs after = inputs;
            after.job = inputs.job.patch(r.change.patch);
            const JobProfile profile = profileJob(after);
            const SettingState state = settingOf(profile, r.id.toLatin1().constData()).state;
            // Pod rescheduling also needs reset_process.py in the start
            // script, which a patch of the job cannot add: the profile says so.
            if (r.id == QLatin1String("pod-rescheduling"))
                QVERIFY2(state == SettingState::Conflict, qPrintable(r.id));
            else
                QVERIFY2(state == SettingState::On, qPrintable(r.id));
            ++patched;
        }
        QCOMPARE(patched, 4);   // ranktable-mode, graph-compile-cache, pod-rescheduling, process-recovery
        // The PyTorch watchdog set off in the spec is removed by its entry, tested first.
        JobInputs torch = liveInputs(volcanoJob({envVar("A", "1"), envVar("HCCL_ASYNC_ERROR_HANDLING", "0")}), "torchrun train.py\n");
        const JobProfile torchProfile = profileJob(torch);
        const Recommendation *watchdog = recommendationOf(torchProfile, "watchdog");
        QVERIFY(watchdog);
        QVERIFY(watchdog->change.patch[0]["op"] == "test");
        torch.job = torch.job.patch(watchdog->change.patch);
        QCOMPARE(settingOf(profileJob(torch), "watchdog").state, SettingState::On);
    }

    void jsonShape()
    {
        const Json json = profileToJson(profileJob(fixtureInputs(QStringLiteral("bare"))));
        for (const char *key : {"job", "kind", "framework", "settings", "phases", "total_seconds", "steps_lost",
                                "recommendations", "problems"})
            QVERIFY2(json.contains(key), key);
        QVERIFY(json["job"] == "team-a/llama-bare");
        QVERIFY(json["kind"] == "Job");
        QVERIFY(json["settings"][0]["state"] == "off");
        QVERIFY(json["phases"].size() == 5u);
        QVERIFY(json["recommendations"][0]["saves_seconds"].is_number());
        QVERIFY(json["recommendations"].back()["saves_seconds"].is_null());
    }

    void journalCalibration()
    {
        const auto incident = [](const char *job, qint64 seconds, bool resolved = true, bool dryRunOnly = false) {
            pipeline::JournalIncident i;
            i.job = QString::fromLatin1(job);
            i.resolved = resolved;
            i.dryRunOnly = dryRunOnly;
            i.phases = {{QStringLiteral("detection"), 1000, 11'000}, {QStringLiteral("compile"), 11'000, 1000 + seconds * 1000}};
            return i;
        };
        const std::vector<pipeline::JournalIncident> journal{incident("ns/a", 60), incident("ns/a", 100),
                                                             incident("ns/a", 5000, false), incident("ns/a", 7000, true, true),
                                                             incident("ns/b", 30)};
        const auto own = pipeline::measuredRecoveries(journal, QStringLiteral("ns/a"));
        QVERIFY(own);
        QCOMPARE(own->incidents, 2);   // unresolved and observed-only incidents measured nothing
        QCOMPARE(own->meanSeconds, 80.0);
        QCOMPARE(own->scope, QStringLiteral("job"));
        const auto cluster = pipeline::measuredRecoveries(journal, QStringLiteral("ns/new"));
        QCOMPARE(cluster->incidents, 3);
        QCOMPARE(cluster->scope, QStringLiteral("cluster"));
        QVERIFY(!pipeline::measuredRecoveries({}, QStringLiteral("ns/a")));
        JobProfile profile = profileJob(fixtureInputs(QStringLiteral("tuned")));
        profile.measured = own;
        QVERIFY(profileToJson(profile)["measured"]["incidents"] == 2);
    }

    // --- files on a node -------------------------------------------------------------
    void nodeFilesAnswer()
    {
        const QByteArray marker = "==m==";
        const QStringList paths{QStringLiteral("/a.sh"), QStringLiteral("/dir"), QStringLiteral("/gone"),
                                QStringLiteral("/secret"), QStringLiteral("/never")};
        // The file's own bytes hold a line that looks like a header: its size decides.
        const QByteArray output = "==m== 0 file 18 644 0:0\n==m== 2 missing\nxx\n"
                                  "==m== 1 dir 777 9000:9000\n==m== 2 missing\n==m== 3 unreadable\n";
        const QHash<QString, NodeFile> files = telemetry::parseNodeFiles(output, paths, marker);
        QCOMPARE(files[QStringLiteral("/a.sh")].text, QByteArray("==m== 2 missing\nxx"));
        QCOMPARE(files[QStringLiteral("/a.sh")].mode, QStringLiteral("644"));
        QVERIFY(files[QStringLiteral("/dir")].directory);
        QCOMPARE(files[QStringLiteral("/dir")].owner, QStringLiteral("9000:9000"));
        QCOMPARE(files[QStringLiteral("/gone")].error, QStringLiteral("no such file on the node"));
        QVERIFY(files[QStringLiteral("/secret")].exists && !files[QStringLiteral("/secret")].error.isEmpty());
        QVERIFY(!files[QStringLiteral("/never")].error.isEmpty());   // the answer said nothing of it
        // A file cut short by the output limit is not taken as whole.
        const QHash<QString, NodeFile> cut = telemetry::parseNodeFiles("==m== 0 file 100 644 0:0\nabc", paths, marker);
        QVERIFY(!cut[QStringLiteral("/a.sh")].error.isEmpty());
        QVERIFY(telemetry::nodeFilesCommand({QStringLiteral("/it's here")}, marker).contains("'/it'\\''s here'"));
    }

    void hostPathScriptsAndTheRankTableDirectoryOnTheNode()
    {
        Json job = volcanoJob({envVar("RANK_TABLE_FILE", "/user/mindx-dl/ranktable/hccl.json")}, "bash /job/shared/train_start.sh");
        Json &spec = job["spec"]["tasks"][0]["template"]["spec"];
        spec["volumes"].push_back({{"name", "scripts"}, {"hostPath", {{"path", "/data/ns1.job1-scripts"}}}});
        spec["volumes"].push_back({{"name", "ranktable"}, {"hostPath", {{"path", "/user/mindx-dl/ranktable/ns1.job1"}}}});
        spec["containers"][0]["volumeMounts"].push_back({{"name", "scripts"}, {"mountPath", "/job/shared"}});
        spec["containers"][0]["volumeMounts"].push_back({{"name", "ranktable"}, {"mountPath", "/user/mindx-dl/ranktable"}});
        JobInputs inputs = liveInputs(job, "");
        // No pod running: nothing on a node can be read, and that is said.
        JobProfile profile = profileJob(inputs);
        QVERIFY(hasProblem(profile, QStringLiteral("no pod of the job runs on a node"), Problem::Severity::Note));
        QVERIFY(profile.nodeFilesWanted.isEmpty());
        // A running pod: the profile asks for the script and the directory on its node.
        inputs.podNode = QStringLiteral("node-3");
        inputs.podUid = QStringLiteral("uid-1");
        profile = profileJob(inputs);
        QCOMPARE(profile.podNode, QStringLiteral("node-3"));
        QVERIFY(profile.nodeFilesWanted.contains(QStringLiteral("/data/ns1.job1-scripts/train_start.sh")));
        QVERIFY(profile.nodeFilesWanted.contains(QStringLiteral("/user/mindx-dl/ranktable/ns1.job1")));
        QVERIFY(profile.nodeFilesWanted.contains(QStringLiteral("/user/mindx-dl/ranktable/ns1.job1/hccl.json")));
        // Read: the script decides the watchdog; a root-owned 755 directory is a conflict.
        inputs.nodeFiles[QStringLiteral("/data/ns1.job1-scripts/train_start.sh")] =
            NodeFile{true, false, "export HCCL_ASYNC_ERROR_HANDLING=0\n", false, QStringLiteral("644"), QStringLiteral("0:0"), {}};
        inputs.nodeFiles[QStringLiteral("/user/mindx-dl/ranktable/ns1.job1")] =
            NodeFile{true, true, {}, false, QStringLiteral("755"), QStringLiteral("0:0"), {}};
        inputs.nodeFiles[QStringLiteral("/user/mindx-dl/ranktable/ns1.job1/hccl.json")] = NodeFile{false, false, {}, false, {}, {}, QStringLiteral("no such file on the node")};
        profile = profileJob(inputs);
        QCOMPARE(settingOf(profile, "watchdog").state, SettingState::Off);
        QCOMPARE(settingOf(profile, "watchdog").evidence, QStringLiteral("/job/shared/train_start.sh:1"));
        QCOMPARE(settingOf(profile, "ranktable-mode").state, SettingState::Conflict);
        QVERIFY(settingOf(profile, "ranktable-mode").note.contains(QLatin1String("mode 755 and owner 0:0")));
        // Right mode and owner, and a table on disk that is not the operator's newest.
        inputs.nodeFiles[QStringLiteral("/user/mindx-dl/ranktable/ns1.job1")] =
            NodeFile{true, true, {}, false, QStringLiteral("777"), QStringLiteral("9000:9000"), {}};
        inputs.nodeFiles[QStringLiteral("/user/mindx-dl/ranktable/ns1.job1/hccl.json")] =
            NodeFile{true, false, "{\"status\":\"initializing\"}", false, QStringLiteral("644"), QStringLiteral("9000:9000"), {}};
        profile = profileJob(inputs);
        QCOMPARE(settingOf(profile, "ranktable-mode").state, SettingState::On);
        QVERIFY(settingOf(profile, "ranktable-mode").note.contains(QLatin1String("mode 777, owner 9000:9000")));
        QVERIFY(hasProblem(profile, QStringLiteral("is initializing, not completed"), Problem::Severity::Warning));
        QVERIFY(profile.nodeFilesWanted.isEmpty());
    }

    // --- manifests ------------------------------------------------------------------
    void yamlManifests()
    {
        const Parsed<std::vector<Json>> docs = kube::yamlDocumentsToJson(
            "a: 1\nb: \"on\"\nc: on\nd: true\ne: 1.5\nf: ~\ng: '007'\n---\nkind: ConfigMap\n");
        QVERIFY(docs);
        QCOMPARE(docs.value().size(), 2u);
        const Json &first = docs.value()[0];
        QVERIFY(first["a"] == 1);
        QVERIFY(first["b"] == "on");
        QVERIFY(first["c"] == true);   // YAML 1.1, as kubectl reads it
        QVERIFY(first["d"] == true);
        QVERIFY(first["e"] == 1.5);
        QVERIFY(first["f"].is_null());
        QVERIFY(first["g"] == "007");
        const Parsed<std::vector<Json>> bad = kube::yamlDocumentsToJson("a: [1, 2\nb: 3\n");
        QVERIFY(!bad);
        QVERIFY(bad.problems().front().line > 0);
        const QByteArray deep = QByteArray(100000, '[');
        QVERIFY(!kube::yamlDocumentsToJson(deep));
        // A stream that starts with "," once made the reader loop for ever: it ends.
        (void)kube::yamlDocumentsToJson(",");
        (void)kube::yamlDocumentsToJson(",\n---\n,");
        // An error in a later document is placed in the file, not in the document.
        const Parsed<std::vector<Json>> second = kube::yamlDocumentsToJson("a: 1\n---\nb: 2\nc: [1\n");
        QVERIFY(!second);
        QVERIFY2(second.problems().front().line >= 4, qPrintable(second.problems().front().toString()));
    }
};

QTEST_GUILESS_MAIN(TestJobProfile)
#include "tst_jobprofile.moc"
