#pragma once
// The SSH layer's logging category. Never log passphrases, private keys or
// agent contents through it: log key file names and fingerprints instead.
#include <QLoggingCategory>

Q_DECLARE_LOGGING_CATEGORY(lcSsh)
