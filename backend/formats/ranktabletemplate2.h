#pragma once

#include "core/result.h"
#include "model/jsonvalue.h"

namespace ascendops {

class RankTableFindings;

// The legacy "template 2" layout of Atlas training rank tables, still in the
// HCCL documentation and in published model repositories: no "version", no
// rank_id; group_list[].instance_list[] of pods, each with its devices, and
// ranks that follow instance and device order.
//   {"status": "completed", "group_count": "1",
//    "group_list": [{"group_name": "hccl_world_group", "instance_count": "1", "device_count": "1",
//      "instance_list": [{"pod_name": "p0", "server_id": "10.0.0.10",
//                         "devices": [{"device_id": "0", "device_ip": "192.168.1.8"}]}]}]}

// A document without "version" that has group_list.
bool isTemplate2RankTable(const JsonValue &document);

// Its own rules: counts that match their lists, devices unique per server,
// device IPs unique in the group, and one contiguous block per server (a
// server whose pods are split by another server's cannot be one 1.0 server).
void validateGroupList(const JsonValue &document, RankTableFindings &findings);

// The same table as version 1.0: one server per server_id in the order
// first seen, rank_id numbered in instance and device order, and everything
// the 1.0 layout has no place for left out. Fails, with the validator's
// errors, on a table those rules reject or one of more than one group.
Parsed<JsonValue> convertTemplate2To10(const JsonValue &document);

} // namespace ascendops
