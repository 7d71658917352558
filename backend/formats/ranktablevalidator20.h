#pragma once

#include "model/jsonvalue.h"

namespace ascendops {

class RankTableFindings;

// The rules of version 2.0 (Ascend 950): rank_list of ranks with JSON
// integers, each with a level_list of network layers and their addresses.
void validateRankList(const JsonValue &document, RankTableFindings &findings);

} // namespace ascendops
