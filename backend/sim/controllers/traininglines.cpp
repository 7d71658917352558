#include "sim/controllers/traininglines.h"

#include "sim/store/jobobjects.h"

#include <cmath>
#include <cstdio>

namespace ascendops::sim {

namespace {

std::string format(const char *pattern, auto... values)
{
    char buffer[512];
    std::snprintf(buffer, sizeof buffer, pattern, values...);
    return buffer;
}

// A loss that falls slowly with the step, so the lines look like a run.
double lossAt(std::int64_t step)
{
    return 2.0 + 8.0 / std::sqrt(1.0 + double(step) / 50.0);
}

bool mentionsMindSpore(const nlohmann::json &value)
{
    if (value.is_string())
        return value.get<std::string>().find("mindspore") != std::string::npos;
    if (value.is_object() || value.is_array())
        for (const nlohmann::json &item : value)
            if (mentionsMindSpore(item))
                return true;
    return false;
}

} // namespace

LogLayout logLayoutOf(const nlohmann::json &job)
{
    if (objects::labelOf(job, "framework") == "mindspore")
        return LogLayout::MindSpore;
    return mentionsMindSpore(job.value("spec", nlohmann::json::object())) ? LogLayout::MindSpore : LogLayout::Megatron;
}

std::vector<std::string> TrainingLines::linkSetup() const
{
    if (layout == LogLayout::MindSpore)
        return {};   // MindSpore says nothing of its links at the default log level
    return {"> initializing torch distributed ...", "> initialized tensor model parallel with size 8",
            "> initialized pipeline model parallel with size 1"};
}

std::vector<std::string> TrainingLines::checkpointLoading(std::int64_t step) const
{
    if (layout == LogLayout::MindSpore)
        return {};   // load_checkpoint is silent
    return {"building GPT model ...", format(" loading checkpoint from %s at iteration %lld", checkpointDir.c_str(), (long long)step)};
}

std::vector<std::string> TrainingLines::checkpointLoaded(std::int64_t step) const
{
    if (layout == LogLayout::MindSpore)
        return {};
    return {format("  successfully loaded checkpoint from %s [ t 0, p 0 ] at iteration %lld", checkpointDir.c_str(),
                   (long long)step)};
}

std::string TrainingLines::step(std::int64_t step) const
{
    if (layout == LogLayout::MindSpore)
        return format("epoch: %lld step: %lld, loss is %.4f", (long long)(step - 1) / stepsPerEpoch + 1,
                      (long long)(step - 1) % stepsPerEpoch + 1, lossAt(step));
    return format(" iteration %8lld/%8lld | consumed samples: %12lld | elapsed time per iteration (ms): %.1f | "
                  "learning rate: 1.000E-05 | global batch size:   128 | lm loss: %.6E | loss scale: 1.0 | "
                  "grad norm: 1.234 | number of skipped iterations:   0 | number of nan iterations:   0 |",
                  (long long)step, (long long)totalSteps, (long long)step * 128, secondsPerStep * 1000.0, lossAt(step));
}

std::vector<std::string> TrainingLines::epochEnd(std::int64_t from, std::int64_t to) const
{
    if (layout != LogLayout::MindSpore || stepsPerEpoch <= 0 || to / stepsPerEpoch <= from / stepsPerEpoch)
        return {};
    return {format("epoch time: %.3f ms, per step time: %.3f ms", secondsPerStep * 1000.0 * double(stepsPerEpoch),
                   secondsPerStep * 1000.0)};
}

std::vector<std::string> TrainingLines::checkpointSaved(std::int64_t step) const
{
    if (layout == LogLayout::MindSpore)
        return {};   // ModelCheckpoint writes its files without a word
    return {format("saving checkpoint at iteration %7lld to %s", (long long)step, checkpointDir.c_str()),
            format("  successfully saved checkpoint at iteration %7lld to %s", (long long)step, checkpointDir.c_str())};
}

std::vector<std::string> TrainingLines::peerLost() const
{
    return {"Traceback (most recent call last):",
            "RuntimeError: HCCL function error: HcclAllReduce, error code is 7. EI0006: Getting socket times out."};
}

} // namespace ascendops::sim
