#pragma once
// A die link's health, derived from its series the way an operator reads
// hccn_tool: down now, net health failing, flapping within a window, receive
// power against the module's own thresholds, RoCE error packets growing.
// Each verdict says why, with the numbers.
#include "linkseries.h"
#include "model/clustertopology.h"

#include <QStringList>

#include <cstdint>

namespace ascendops::telemetry {

struct LinkHealthRules
{
    std::int64_t flapWindowMs = 5 * 60 * 1000;
    int downsForWarning = 1;        // in the window
    int downsForFault = 2;          // "two within five minutes" before acting
    double rxMarginDb = 1.0;        // warn this close above the low threshold
    double errorRateWarning = 1.0;  // error packets per second over the window
};

struct LinkHealth
{
    Health health = Health::Unknown;
    QStringList reasons;            // empty when Ok; for Unknown, what could not be read
    // What the verdict does not rest on but an operator should know: the
    // device clock's skew, queries that failed while others answered.
    QStringList notes;
    // A fault that has shown more than once: flaps past downsForFault in
    // the window, or RX power under the module's low threshold. A link that
    // is down right now, once, is not lasting: HCCL operator retry may still
    // ride it out. The recovery pipeline acts on lasting faults only.
    bool lasting = false;
    // What the fleet overview counts: the link went down within the flap
    // window (as many times as a warning needs), and an optical lane's RX
    // power is under or near the module's low threshold.
    bool flapping = false;
    bool weakOptics = false;
};

// Unknown (never Ok) when the latest probe read neither the link state nor
// the net health; flaps whose age is unknown (the device's current time
// unread) warn and are never lasting.
LinkHealth assessLink(const LinkSeries &series, std::int64_t nowMs, const LinkHealthRules &rules = {});

// "device clock 8 h 0 min ahead": for skews of a minute or more; "" below.
QString describeClockSkew(std::int64_t aheadMs);

// hccn_tool -net_health -g: "Success" (and "Init" while the port comes up)
// are healthy; "Socket failed", "Receive timeout", "Unreachable",
// "Detect ip set" and "Fault" are faults; anything else is unknown.
Health netHealthOf(const QString &status);

} // namespace ascendops::telemetry
