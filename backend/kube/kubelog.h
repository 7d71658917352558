#pragma once
// The Kubernetes client's logging category. Never log tokens, keys or
// certificate data through it: log the names of files and keys instead.
#include <QLoggingCategory>

Q_DECLARE_LOGGING_CATEGORY(lcKube)
