#pragma once
// Server-side printing: the `Table` (meta.k8s.io/v1) that `kubectl get` asks
// for with "Accept: application/json;as=Table;g=meta.k8s.io;v=v1", with the
// columns kubectl shows for each kind (pods: Ready, Status, Restarts, Age,
// and IP and Node for -o wide; Volcano jobs: Status, MinAvailable, Runnings).
#include "sim/apiserver/apiresource.h"
#include "sim/store/objectstore.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <vector>

namespace ascendops::sim {

// What each row carries of its object (the includeObject parameter).
enum class RowObject { None, Metadata, Object };

nlohmann::json objectTable(const ApiResource &resource, const std::vector<ObjectPtr> &objects,
                           std::uint64_t resourceVersion, RowObject rowObject, bool withColumns = true);

// "45s", "3m12s", "17m", "5h3m", "3d" as kubectl prints ages.
std::string humanDuration(std::int64_t seconds);

} // namespace ascendops::sim
