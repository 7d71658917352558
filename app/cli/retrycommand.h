#pragma once

#include <QStringList>

namespace ascendops::cli {

// `retry check --enable STR --params STR`. args[0] is "retry".
int runRetryCommand(const QStringList &args);

} // namespace ascendops::cli
