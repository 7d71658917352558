#pragma once
// What a training job's processes print to their pods' logs in the
// embedded cluster, in the layout of the framework the job runs: Megatron's
// (MindSpeed-LLM and the PyTorch jobs built on it) or MindSpore's monitors.
// The lines follow the shapes the frameworks print (see the fixtures under
// tests/data/traininglogs/ and their sources), so that the console reads the
// embedded cluster's jobs exactly as it reads real ones.
#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace ascendops::sim {

enum class LogLayout { Megatron, MindSpore };

// MindSpore when the job's image or framework label says so; Megatron otherwise.
LogLayout logLayoutOf(const nlohmann::json &job);

struct TrainingLines
{
    LogLayout layout = LogLayout::Megatron;
    std::int64_t totalSteps = 100000;
    std::int64_t stepsPerEpoch = 1000;     // MindSpore counts steps within an epoch
    double secondsPerStep = 1.0;
    std::string checkpointDir = "/job/ckpt";

    // The processes start: the collective's links come up.
    std::vector<std::string> linkSetup() const;
    // The checkpoint of STEP is read, then it is in (compilation follows).
    std::vector<std::string> checkpointLoading(std::int64_t step) const;
    std::vector<std::string> checkpointLoaded(std::int64_t step) const;
    // Step STEP is done (the last rank prints it).
    std::string step(std::int64_t step) const;
    // The lines once an epoch ends between steps FROM and TO (MindSpore's TimeMonitor); none for Megatron.
    std::vector<std::string> epochEnd(std::int64_t from, std::int64_t to) const;
    std::vector<std::string> checkpointSaved(std::int64_t step) const;
    // A peer went away in the middle of a collective: the survivors' error.
    std::vector<std::string> peerLost() const;
};

} // namespace ascendops::sim
