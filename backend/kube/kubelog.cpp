#include "kubelog.h"

// Debug output (every request) is off unless QT_LOGGING_RULES turns it on.
Q_LOGGING_CATEGORY(lcKube, "ascendops.kube", QtInfoMsg)
