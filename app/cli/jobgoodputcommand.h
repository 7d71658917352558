#pragma once

#include <QStringList>

namespace ascendops::cli {

// ascend-ops-cli job goodput: the share of a window a job trained, and the
// time it lost by cause, from the recovery pipeline's journal.
int runJobGoodput(const QStringList &args);

} // namespace ascendops::cli
