#pragma once

#include "formats/ranktablevalidator.h"

namespace ascendops {

class RankTableFindings;

// The rules of versions 1.0 and 1.2: server_list of servers holding devices,
// numbers written as strings, one contiguous block of rank ids per server;
// for 1.2 also super_device_id, backup NICs and super_pod_list.
void validateServerList(const JsonValue &document, RankTableVersion version,
                        RankTableFindings &findings);

} // namespace ascendops
