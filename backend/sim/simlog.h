#pragma once
// The embedded cluster's log category, "ascendops.sim". Never log tokens or keys.
#include <QLoggingCategory>

namespace ascendops::sim {
Q_DECLARE_LOGGING_CATEGORY(lcSim)
}
