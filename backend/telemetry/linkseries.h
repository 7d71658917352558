#pragma once
// The history of one die's link: the last N probe samples, the module's
// thresholds and the dated up/down records `-link_stat -g` reports. Bounded
// in both, so memory does not grow with uptime.
#include "linksample.h"
#include "ringbuffer.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace ascendops::telemetry {

class LinkSeries
{
public:
    explicit LinkSeries(std::size_t sampleCapacity = 720, std::size_t changeCapacity = 256);

    void append(const LinkSample &sample);
    void setThresholds(const OpticalThresholds &thresholds) { m_thresholds = thresholds; }
    // Records as the tool prints them (any order); only those newer than the
    // newest one already kept are added, so repeated probes add nothing twice.
    void mergeChanges(const std::vector<LinkChangeRecord> &records);

    const RingBuffer<LinkSample> &samples() const { return m_samples; }
    const RingBuffer<LinkChangeRecord> &changes() const { return m_changes; }
    const OpticalThresholds &thresholds() const { return m_thresholds; }
    const LinkSample *latest() const { return m_samples.empty() ? nullptr : &m_samples.back(); }

    // Times the link went down at or after sinceMs (this console's clock):
    // from the dated records when the tool gives them, their age measured
    // against the device's own clock (the latest sample's skew), otherwise
    // from up -> down between samples. Nothing when records exist but the
    // device's clock was not read: their age is unknown.
    std::optional<int> downsSince(std::int64_t sinceMs) const;
    // RoCE error packets per second (receive plus transmit) over the samples
    // at or after sinceMs; nothing with fewer than two such samples. A
    // counter that went backwards (driver reload) counts from zero.
    std::optional<double> errorRateSince(std::int64_t sinceMs) const;

private:
    RingBuffer<LinkSample> m_samples;
    RingBuffer<LinkChangeRecord> m_changes;   // oldest first
    OpticalThresholds m_thresholds;
};

} // namespace ascendops::telemetry
