#pragma once

#include <QStringList>

namespace ascendops {
class TrainingLogReader;
}

namespace ascendops::cli {

// ascend-ops-cli job progress: what a training job's log says of its
// progress (step, total, step time, checkpoints, phase, the error it ends
// in), from a log file or from the pods of a job in a cluster.
int runJobProgress(const QStringList &args);

// Reads the log file PATH through READER in bounded pieces (a log of
// gigabytes too); false, said on stderr, when it cannot be opened.
bool readTrainingLogFile(const QString &path, TrainingLogReader &reader);

} // namespace ascendops::cli
