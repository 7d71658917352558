#pragma once
#include <QStringList>

namespace ascendops::cli {

// `ascend-ops-cli journal export --journal DIR [--format jsonl|csv]`: prints
// the pipeline's journal one record per line, for operators and their tools.
int runJournalCommand(const QStringList &args);

} // namespace ascendops::cli
