#pragma once
// When the API server last wrote an object, by its own clock: the newest
// managedFields[].time (to the second). Read for an informer's delivery lag
// and to keep the newest Events; a cache that trims objects keeps that one
// time (keepNewestWrite).
#include <QtGlobal>

#include <nlohmann/json_fwd.hpp>

namespace ascendops::kube {

// Ms since the epoch; 0 when the object says no write time.
qint64 newestWriteMs(const nlohmann::json &object);
// METADATA's managedFields reduced to one entry of the newest time (or
// removed when none gives a time).
void keepNewestWrite(nlohmann::json &metadata);

} // namespace ascendops::kube
