// What a node printed for a read of its files (telemetry/nodefiles): every
// path's answer read back, whatever the bytes, and each file's text read as
// Megatron's checkpoint tracker (formats/checkpointtracker).
#include "formats/checkpointtracker.h"
#include "telemetry/nodefiles.h"

#include <QByteArrayView>
#include <QStringList>

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace ascendops;
    const QStringList paths{QStringLiteral("/job/code/train_start.sh"), QStringLiteral("/user/mindx-dl/ranktable/a.b"),
                            QStringLiteral("/user/mindx-dl/ranktable/a.b/hccl.json")};
    const QHash<QString, NodeFile> files = telemetry::parseNodeFiles(
        QByteArrayView(reinterpret_cast<const char *>(data), qsizetype(size)), paths, QByteArrayLiteral("==m=="));
    for (const NodeFile &file : files) {
        (void)(file.text.size() + file.mode.size() + file.owner.size() + file.error.size());
        QString why;
        (void)readCheckpointTracker(file.text, &why);
    }
    return 0;
}
