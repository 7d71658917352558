#include "sim/controllers/opretrywindow.h"

#include "formats/jobretry.h"
#include "formats/retryparams.h"

namespace ascendops::sim {

std::optional<double> opRetryWindowSeconds(const nlohmann::json &job)
{
    const JobRetry retry = readJobRetry(job);
    if (!retry.settings.isEnabled(RetryLevel::L1) && !retry.settings.isEnabled(RetryLevel::L2))
        return std::nullopt;
    return double(worstCaseHoldMs(retry.settings)) / 1000.0;
}

} // namespace ascendops::sim
