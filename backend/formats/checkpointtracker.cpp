#include "checkpointtracker.h"

#include "core/inputlimits.h"

namespace ascendops {

std::optional<qint64> readCheckpointTracker(QByteArrayView text, QString *why)
{
    // Megatron writes the number alone; it reads the file back stripped.
    const QByteArray value = text.toByteArray().trimmed();
    if (value == "release") {
        *why = QStringLiteral("\"release\": a checkpoint made from released weights, with no iteration");
        return std::nullopt;
    }
    if (value.isEmpty()) {
        *why = QStringLiteral("empty: a save was cut off before it wrote the iteration");
        return std::nullopt;
    }
    bool ok = false;
    const qint64 iteration = value.size() <= 19 ? value.toLongLong(&ok) : 0;
    if (!ok || iteration < 0 || value.startsWith('+')) {
        *why = QStringLiteral("not an iteration: %1").arg(quotedForMessage(QString::fromUtf8(value.left(80))));
        return std::nullopt;
    }
    return iteration;
}

} // namespace ascendops
