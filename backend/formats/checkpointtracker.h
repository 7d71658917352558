#pragma once
// Megatron's record of its last complete checkpoint: after each save, rank 0
// writes `latest_checkpointed_iteration.txt` in the --save directory
// (MindSpeed-LLM and ModelLink keep it), holding the iteration as text
// ("300"), or "release" for a checkpoint made from released weights. A
// restart given that directory with --load resumes from the iteration it
// names, so it is the step a recovery rolls back to.
#include <QByteArrayView>
#include <QString>

#include <optional>

namespace ascendops {

inline constexpr const char *kCheckpointTrackerFile = "latest_checkpointed_iteration.txt";

// The iteration, or nothing with *WHY: a released checkpoint (no
// iteration), an empty file, or text that is not an iteration (quoted, cut).
std::optional<qint64> readCheckpointTracker(QByteArrayView text, QString *why);

} // namespace ascendops
