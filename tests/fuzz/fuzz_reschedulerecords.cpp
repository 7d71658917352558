// Volcano's job-reschedule-reason records (recent-reschedule-records) in
// any shape: every job's records read back and described.
#include "formats/remainretrytimes.h"
#include "formats/reschedulerecords.h"

#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace ascendops;
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    const Parsed<std::map<QString, JobReschedules>> jobs = readRescheduleRecords(text);
    for (const Problem &problem : jobs.problems())
        (void)problem.toString();
    if (!jobs)
        return 0;
    for (const auto &[key, job] : *jobs)
        for (const RescheduleRecord &record : job.records)
            for (const RescheduledTask &task : record.tasks)
                (void)describeRescheduledTask(task);
    (void)volcanoJobEntry(*jobs, QStringLiteral("default"), QStringLiteral("job"), QStringLiteral("u"));
    return 0;
}
