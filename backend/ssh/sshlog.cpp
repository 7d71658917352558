#include "sshlog.h"

// Debug output (every connect and command) is off unless QT_LOGGING_RULES
// turns it on.
Q_LOGGING_CATEGORY(lcSsh, "ascendops.ssh", QtInfoMsg)
