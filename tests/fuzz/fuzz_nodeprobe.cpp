// A node probe's combined output (npu-smi, hccn.conf, each hccn_tool query and health details between section
// markers), read into per-device samples, then into link series, their health and their CSV, and the next probe's plan.
#include "telemetry/linkhealth.h"
#include "telemetry/linksamplescsv.h"
#include "telemetry/nodeprobe.h"

#include <QByteArrayView>

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace ascendops;
    using namespace ascendops::telemetry;
    constexpr std::int64_t nowMs = 1'700'000'000'000;
    const NodeProbe probe = readNodeProbe(QByteArrayView(reinterpret_cast<const char *>(data), qsizetype(size)), nowMs);
    for (const Problem &problem : probe.problems)
        (void)problem.toString();
    for (const DeviceProbe &device : probe.devices) {
        // The same reading a minute apart, so that rates over the window have two samples.
        LinkSample earlier = device.sample;
        earlier.timeMs = nowMs - 60'000;
        LinkSeries series(8, 16);
        series.setThresholds(device.thresholds);
        series.append(earlier);
        series.append(device.sample);
        series.mergeChanges(device.changes);
        (void)assessLink(series, nowMs);
        (void)netHealthOf(device.sample.netHealth);
        (void)linkSamplesCsv(series);
    }
    (void)probeCommand({}, planAfter(probe));
    return 0;
}
