#include "topologylinks.h"

#include "nodecollector.h"

namespace ascendops::telemetry {

ServerLinkTelemetry linkTelemetryOf(const NodeCollector &collector, const QString &node)
{
    ServerLinkTelemetry telemetry;
    if (!collector.probes(node))
        return telemetry;  // no longer probed: old series say nothing of now
    for (int device : collector.devices(node)) {
        const LinkSeries *series = collector.series(node, device);
        const LinkSample *latest = series ? series->latest() : nullptr;
        if (!latest)
            continue;
        telemetry.insert(device, DieLinkTelemetry{collector.health(node, device), latest->timeMs});
    }
    return telemetry;
}

void mergeLinkTelemetry(TopologyServer &server, const ServerLinkTelemetry &telemetry)
{
    for (TopologyNpu &npu : server.npus) {
        for (TopologyDie &die : npu.dies) {
            const auto it = telemetry.constFind(die.deviceId);
            if (it == telemetry.cend())
                continue;
            die.roceTelemetry = it->verdict.health;
            die.roceReasons = it->verdict.reasons + it->verdict.notes;
            die.roceProbedAtMs = it->probedAtMs;
            die.roceLink = worse(die.roceLink, it->verdict.health);
        }
    }
    server.updateHealth();
}

bool sameColours(const TopologyServer &a, const TopologyServer &b)
{
    if (a.health != b.health || a.ready != b.ready || a.npus.size() != b.npus.size())
        return false;
    for (std::size_t n = 0; n < a.npus.size(); ++n) {
        const std::vector<TopologyDie> &x = a.npus[n].dies;
        const std::vector<TopologyDie> &y = b.npus[n].dies;
        if (x.size() != y.size())
            return false;
        for (std::size_t d = 0; d < x.size(); ++d) {
            if (x[d].health != y[d].health || x[d].hccsLink != y[d].hccsLink || x[d].roceLink != y[d].roceLink
                || x[d].isolated != y[d].isolated)
                return false;
        }
    }
    return true;
}

} // namespace ascendops::telemetry
