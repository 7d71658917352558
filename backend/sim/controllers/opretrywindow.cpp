#include "sim/controllers/opretrywindow.h"

#include "formats/retryparams.h"
#include "sim/store/jobobjects.h"

#include <QString>

namespace ascendops::sim {

std::optional<double> opRetryWindowSeconds(const nlohmann::json &job)
{
    const std::optional<std::string> enable = objects::templateEnv(job, "HCCL_OP_RETRY_ENABLE");
    if (!enable)
        return std::nullopt;
    Parsed<RetrySettings> parsed = parseRetryEnable(QString::fromStdString(*enable));
    if (!parsed)
        return std::nullopt;
    RetrySettings settings = parsed.take();
    if (!settings.isEnabled(RetryLevel::L1) && !settings.isEnabled(RetryLevel::L2))
        return std::nullopt;
    if (const std::optional<std::string> params = objects::templateEnv(job, "HCCL_OP_RETRY_PARAMS")) {
        if (Parsed<RetrySettings> withParams = parseRetryParams(QString::fromStdString(*params), settings))
            settings = withParams.take();   // left as it was on error
    }
    return double(worstCaseHoldMs(settings)) / 1000.0;
}

} // namespace ascendops::sim
