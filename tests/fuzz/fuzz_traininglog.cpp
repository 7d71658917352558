// A training job's log read as it streams: the input cut into chunks at the
// places its first bytes say, read with and without kubelet timestamps by
// every built-in profile; and the same bytes read as profiles an operator
// adds. Every field of the summary is read back.
#include "formats/traininglogprofile.h"
#include "formats/traininglogreader.h"

#include <QByteArray>

#include <cstdint>
#include <string_view>

namespace {

void readBack(const ascendops::TrainingLogSummary &log)
{
    (void)log.framework.size();
    (void)log.unknownReason.size();
    (void)(log.lastStep + log.totalSteps + log.epoch + log.checkpointLoaded + log.lines + log.longLines);
    (void)(log.stepSeconds + double(log.lastStepAtMs + log.phaseSinceMs));
    for (const qint64 step : log.checkpointsSaved)
        (void)step;
    (void)(log.phase.size() + log.error.size());
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace ascendops;
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const qsizetype chunk = size > 0 ? 1 + data[0] % 97 : 1;
    for (const bool timestamped : {false, true}) {
        TrainingLogReader reader;
        reader.setTimestamped(timestamped);
        for (qsizetype at = 0; at < bytes.size(); at += chunk)
            reader.feed(bytes.mid(at, chunk));
        reader.finish();
        readBack(reader.summary());
    }
    (void)parseRfc3339Ms(QByteArrayView(bytes));
    const Parsed<std::vector<TrainingLogProfile>> profiles =
        readTrainingLogProfiles(std::string_view(reinterpret_cast<const char *>(data), size));
    for (const Problem &problem : profiles.problems())
        (void)problem.toString();
    if (profiles.ok() && !profiles->empty()) {
        TrainingLogReader reader(*profiles);
        reader.feed(bytes);
        reader.finish();
        readBack(reader.summary());
    }
    return 0;
}
