// The fabric topology file, and routing planning over what it reads: the
// bytes as a topology planned against generated 1.0, 1.2 and 2.0 tables, and
// as a rank table planned against a fixed topology.
#include "formats/fabrictopology.h"
#include "formats/jsonreader.h"
#include "formats/ranktablegenerator.h"
#include "formats/routingplan.h"

#include <cstdint>
#include <string_view>

namespace {

using namespace ascendops;

void describe(const Problems &problems)
{
    for (const Problem &problem : problems)
        (void)problem.toString();
}

void plan(const JsonValue &table, const FabricTopology &topology)
{
    const Parsed<RoutingPlan> planned = planRouting(table, topology);
    describe(planned.problems());
    if (planned)
        (void)crossSwitchHops({planned->servers.empty() ? QString() : planned->servers.front().switchName});
}

FabricTopology fixedTopology()
{
    FabricTopology topology;
    for (int s = 0; s < 8; ++s)
        for (int d = 0; d < 16; ++d)
            topology.links.push_back({QStringLiteral("node_%1").arg(s), d, {}, QStringLiteral("leaf-%1").arg(s % 3), {}});
    return topology;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const JsonValue tables[] = {generateRankTable({RankTableVersion::V1_0, 6, 2, 0}),
                                       generateRankTable({RankTableVersion::V1_2, 8, 4, 4}),
                                       generateRankTable({RankTableVersion::V2_0, 4, 2, 0})};
    static const FabricTopology fixed = fixedTopology();
    const std::string_view text(reinterpret_cast<const char *>(data), size);

    const Parsed<FabricTopology> topology = parseFabricTopology(text);
    describe(topology.problems());
    if (topology) {
        (void)writeFabricTopology(topology.value());
        (void)mergeHandEdits(topology.value(), fixed);
        for (const JsonValue &table : tables)
            plan(table, topology.value());
    }
    const Parsed<JsonValue> json = parseJson(text);
    if (json)
        plan(json.value(), fixed);
    return 0;
}
