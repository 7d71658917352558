#include "sim/seed/trainingscripts.h"

namespace ascendops::sim {
namespace {

std::string launchLine(const SimPreset &preset, const std::string &launcher)
{
    const std::string devices = std::to_string(preset.devicesPerServer);
    const std::string interval = std::to_string(preset.checkpointIntervalSteps);
    if (!preset.pyTorch())
        return "msrun --worker_num=" + std::to_string(preset.jobDevices()) + " --local_worker_num=" + devices
            + " ${ROOT_PATH}/train.py --save_checkpoint_steps=" + interval;
    return launcher + " --nnodes=" + std::to_string(preset.jobServers()) + " --nproc_per_node=" + devices
        + " ${ROOT_PATH}/train.py --save-interval " + interval + " --save " + checkpointDirOf(preset.jobName);
}

std::string startScript(const SimPreset &preset)
{
    std::string script = "#!/bin/bash\n"
                         "# Starts this server's training processes.\n"
                         "ROOT_PATH=$(cd \"$(dirname \"$0\")\"; pwd)\n";
    const bool torch = preset.pyTorch();
    switch (preset.jobSettings) {
    case JobSettings::Default:
        return script + launchLine(preset, "torchrun") + "\n";
    case JobSettings::Bare:
        if (torch)
            script += "export HCCL_ASYNC_ERROR_HANDLING=0   # the watchdog off: faults wait out the collective timeout\n";
        return script + launchLine(preset, "torchrun") + "\n";
    case JobSettings::Tuned: break;
    }
    if (torch)
        script += "export RESUME_MODE_ENABLE=1\n"
                  "export ASCEND_CACHE_PATH=" + std::string(kSharedDir) + "/op_cache\n"
                  "export ASCEND_MAX_OP_CACHE_SIZE=-1\n";
    else
        script += "export MINDIO_FOR_MINDSPORE=1\n"
                  "export MS_COMPILER_CACHE_ENABLE=1\n"
                  "export MS_COMPILER_CACHE_PATH=" + std::string(kSharedDir) + "/graph_cache\n";
    return script + launchLine(preset, "torch_npu_run") + " &> log & train_pids[0]=$!\n"
        + "python -u \"${ROOT_PATH}\"/reset_process.py -p \"${train_pids[@]}\" & reset_pid=$!\n"
          "wait ${train_pids[0]}\n"
          "exit_code=$?\n"
          "kill -15 ${reset_pid}\n"
          "exit ${exit_code}\n";
}

std::string entryPoint(const SimPreset &preset)
{
    if (!preset.pyTorch()) {
        std::string source = "import mindspore as ms\n\n";
        if (preset.jobSettings == JobSettings::Bare)
            source += "ms.set_context(mode=ms.GRAPH_MODE, hccl_watchdog=False)\n";
        else
            source += "ms.set_context(mode=ms.GRAPH_MODE)\n";
        return source;
    }
    std::string source = "import torch\nimport torch_npu\n";
    if (preset.jobSettings == JobSettings::Tuned)
        source += "import mindio_acp\n\n"
                  "torch.npu.set_compile_mode(jit_compile=True)\n\n\n"
                  "def save(state, path):\n    mindio_acp.save(state, path)\n\n\n"
                  "def load(path):\n    return mindio_acp.load(path)\n";
    return source;
}

} // namespace

std::string trainingImage(const SimPreset &preset)
{
    return preset.pyTorch() ? "swr.cn-south-1.myhuaweicloud.com/ascendhub/ascend-pytorch:24.0.RC3-A2-2.1.0-ubuntu22.04"
                            : "swr.cn-south-1.myhuaweicloud.com/ascendhub/mindspore:2.4.10-a2-ubuntu22.04";
}

nlohmann::json trainingScriptsConfigMap(const SimPreset &preset, const BuildTimes &times)
{
    nlohmann::json map = builtObject("v1", "ConfigMap", "train-scripts-" + preset.jobName, "default", times.jobStarted);
    map["data"] = {{"train_start.sh", startScript(preset)}, {"train.py", entryPoint(preset)}};
    return map;
}

} // namespace ascendops::sim
