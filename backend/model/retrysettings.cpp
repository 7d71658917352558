#include "model/retrysettings.h"

namespace ascendops {

const char *retryLevelName(RetryLevel level)
{
    switch (level) {
    case RetryLevel::L0: return "L0";
    case RetryLevel::L1: return "L1";
    case RetryLevel::L2: return "L2";
    }
    return "";
}

} // namespace ascendops
