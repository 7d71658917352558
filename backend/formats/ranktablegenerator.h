#pragma once

#include "formats/ranktablevalidator.h"
#include "model/jsonvalue.h"

namespace ascendops {

struct RankTableSpec
{
    RankTableVersion version = RankTableVersion::V1_0;
    int servers = 1;
    int devicesPerServer = 8;
    int superPodSize = 0;   // servers per super-pod (1.2); 0: one super-pod for all
};

// A valid synthetic rank table with consistent device, host and backup IPs,
// for tests, demos and benchmarks. The spec must be in range (servers >= 1,
// 1 <= devicesPerServer <= 64 for 2.0, known version).
JsonValue generateRankTable(const RankTableSpec &spec);

} // namespace ascendops
