#include "simlog.h"

namespace ascendops::sim {
// Debug (one line per request) is off unless QT_LOGGING_RULES turns it on.
Q_LOGGING_CATEGORY(lcSim, "ascendops.sim", QtInfoMsg)
}
