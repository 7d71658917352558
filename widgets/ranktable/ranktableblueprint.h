#pragma once

#include "model/jsonvalue.h"

#include <string>

namespace ascendops {

// New servers, devices and ranks modeled on existing ones. What must be
// unique gets a fresh value that follows the pattern the table already has
// (node_3 -> node_4; NIC addresses moved on by the stride between the last
// two servers; the next super_device_id of the super-pod; the next free
// host_port), so the table stays valid and the user only corrects addresses
// to the real ones. Everything else is copied, unknown members included.
// rank_id values are copied too: the caller places the new ranks.
namespace RankTableBlueprint {

// A copy of server_list[model] with a unique server_id, host_ip and device
// addresses and super_device_ids unique within the model's super-pod.
JsonValue serverLike(const JsonValue &document, std::size_t model);
// A device for server_list[server] modeled on its last device, or null
// when the server has no device to model it on.
JsonValue deviceLike(const JsonValue &document, std::size_t server);
// A 2.0 rank modeled on rank_list[model], one local/device id further on.
JsonValue rankLike(const JsonValue &document, std::size_t model);

// The value `like` would have if it held `value`: a number stays a number,
// anything else becomes a string (the 1.x way of writing integers).
JsonValue integerLike(const JsonValue *like, long long value);

} // namespace RankTableBlueprint
} // namespace ascendops
