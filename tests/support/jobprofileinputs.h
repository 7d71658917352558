#pragma once
// Jobs and inputs for the recovery-time profile's suites (tst_jobprofile,
// tst_jobprofile_seeds): a Volcano Job running a start script from a
// ConfigMap, seed 002's command and script, and lookups of what a profile says.
#include "kube/yamljson.h"
#include "recoverytime/jobprofile.h"

#include <QFile>
#include <QTest>

#include <nlohmann/json.hpp>

namespace ascendops::testing::jobprofile {

using Json = nlohmann::json;
using namespace ascendops;
using namespace ascendops::recoverytime;

inline Json envVar(const char *name, const char *value)
{
    return {{"name", name}, {"value", value}};
}

// A Volcano Job whose one task runs `command` (bash -c) in an NPU container.
// (A std::vector, not a Json: `Json{oneJson}` is an array under GCC and a
// copy under Clang.)
inline Json volcanoJob(const std::vector<Json> &env = {}, std::string command = "bash /job/code/train_start.sh",
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
inline const char *const kSeedCommand =
    "wget ${OPEN_SCRIPT_ADDRESS}/bootstrap.sh -q && bash bootstrap.sh; export RANK_AFTER_ACC=${VC_TASK_INDEX}; "
    "rank_acc=$(cat /tmp/RANK_AFTER_ACC 2>/dev/null); [ -n \"${rank_acc}\" ] && export RANK_AFTER_ACC=${rank_acc};"
    "export MA_MASTER_INDEX=$(cat /tmp/MASTER_INDEX 2>/dev/null || echo 0); bash /job/code/train_start.sh";
inline const char *const kSeedTrainScript = R"(#!/bin/bash
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

inline Json configMap(const char *name, Json data)
{
    return {{"apiVersion", "v1"}, {"kind", "ConfigMap"}, {"metadata", {{"name", name}, {"namespace", "ns1"}}}, {"data", data}};
}

// Live inputs: the scripts in the "scripts" ConfigMap the job mounts.
inline JobInputs liveInputs(const Json &job, const std::string &startScript, const std::string &python = "import torch\n")
{
    JobInputs inputs;
    inputs.job = job;
    inputs.live = true;
    inputs.configMaps[QStringLiteral("scripts")] =
        configMap("scripts", {{"train_start.sh", startScript}, {"train.py", python}});
    return inputs;
}

inline const Setting &settingOf(const JobProfile &profile, const char *id)
{
    const Setting *setting = profile.setting(QString::fromLatin1(id));
    if (!setting)
        qFatal("no setting %s", id);
    return *setting;
}

inline bool hasProblem(const JobProfile &profile, const QString &fragment, Problem::Severity severity)
{
    for (const Problem &problem : profile.problems)
        if (problem.severity == severity && problem.message.contains(fragment))
            return true;
    return false;
}

inline const Recommendation *recommendationOf(const JobProfile &profile, const char *id)
{
    for (const Recommendation &r : profile.recommendations)
        if (r.id == QLatin1String(id))
            return &r;
    return nullptr;
}

inline QByteArray fixture(const QString &name)
{
    QFile file(QStringLiteral(TEST_DATA_DIR "/jobprofile/") + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(file.fileName()));
    return file.readAll();
}

inline JobInputs fixtureInputs(const QString &dir, bool withScripts = true)
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

} // namespace ascendops::testing::jobprofile
