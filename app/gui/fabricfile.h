#pragma once
// A fabric topology file read from disk, bounded in size; its problems
// carry their place in the file (the caller names the file).
#include "core/result.h"
#include "formats/fabrictopology.h"

#include <QString>

namespace ascendops {

Parsed<FabricTopology> readFabricFile(const QString &path);

} // namespace ascendops
