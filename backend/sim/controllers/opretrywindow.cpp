#include "sim/controllers/opretrywindow.h"

#include "formats/jobretry.h"
#include "formats/retryparams.h"

#include <algorithm>

namespace ascendops::sim {

std::optional<double> opRetryWindowSeconds(const nlohmann::json &job)
{
    const JobRetry retry = readJobRetry(job);
    if (!retry.settings.isEnabled(RetryLevel::L1) && !retry.settings.isEnabled(RetryLevel::L2))
        return std::nullopt;
    return double(worstCaseHoldMs(retry.settings)) / 1000.0;
}

double rdmaRetransmitSeconds(const nlohmann::json &job)
{
    const auto read = [&job](const char *variable, int fallback, int low, int high) {
        bool ok = false;
        const int value = templateEnv(job, variable).value_or(QString()).trimmed().toInt(&ok);
        return ok ? std::clamp(value, low, high) : fallback;
    };
    const int timeout = read("HCCL_RDMA_TIMEOUT", 20, 5, 20);
    const int retries = read("HCCL_RDMA_RETRY_CNT", 7, 1, 7);
    return 4.096e-6 * double(1 << timeout) * retries;
}

} // namespace ascendops::sim
