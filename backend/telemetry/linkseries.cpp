#include "linkseries.h"

#include <algorithm>

namespace ascendops::telemetry {

LinkSeries::LinkSeries(std::size_t sampleCapacity, std::size_t changeCapacity)
    : m_samples(sampleCapacity), m_changes(changeCapacity)
{
}

void LinkSeries::append(const LinkSample &sample)
{
    m_samples.push(sample);
}

void LinkSeries::mergeChanges(const std::vector<LinkChangeRecord> &records)
{
    std::vector<LinkChangeRecord> sorted = records;
    // Same-second records keep the tool's order reversed (it prints newest first).
    std::reverse(sorted.begin(), sorted.end());
    std::stable_sort(sorted.begin(), sorted.end(),
                     [](const LinkChangeRecord &a, const LinkChangeRecord &b) { return a.timeMs < b.timeMs; });
    const std::int64_t newest = m_changes.empty() ? INT64_MIN : m_changes.back().timeMs;
    for (const LinkChangeRecord &record : sorted)
        if (record.timeMs > newest)
            m_changes.push(record);
}

std::optional<int> LinkSeries::downsSince(std::int64_t sinceMs) const
{
    int downs = 0;
    if (!m_changes.empty()) {
        const LinkSample *last = latest();
        if (!last || !last->deviceClockAheadMs)
            return std::nullopt;
        // sinceMs in the device's clock, where the records are.
        const std::int64_t sinceOnDevice = sinceMs + *last->deviceClockAheadMs;
        for (std::size_t i = 0; i < m_changes.size(); ++i)
            if (!m_changes.at(i).up && m_changes.at(i).timeMs >= sinceOnDevice)
                ++downs;
        return downs;
    }
    std::optional<bool> previous;
    for (std::size_t i = 0; i < m_samples.size(); ++i) {
        const LinkSample &sample = m_samples.at(i);
        if (!sample.up)
            continue;
        if (previous && *previous && !*sample.up && sample.timeMs >= sinceMs)
            ++downs;
        previous = sample.up;
    }
    return downs;
}

std::optional<double> LinkSeries::errorRateSince(std::int64_t sinceMs) const
{
    std::uint64_t errors = 0;
    std::optional<std::uint64_t> previous;
    std::int64_t firstMs = 0;
    std::int64_t lastMs = 0;
    for (std::size_t i = 0; i < m_samples.size(); ++i) {
        const LinkSample &sample = m_samples.at(i);
        if (sample.timeMs < sinceMs || !sample.rxErrPackets || !sample.txErrPackets)
            continue;
        const std::uint64_t total = *sample.rxErrPackets + *sample.txErrPackets;
        if (!previous)
            firstMs = sample.timeMs;
        else
            errors += total >= *previous ? total - *previous : total;
        previous = total;
        lastMs = sample.timeMs;
    }
    if (!previous || lastMs <= firstMs)
        return std::nullopt;
    return double(errors) * 1000.0 / double(lastMs - firstMs);
}

} // namespace ascendops::telemetry
