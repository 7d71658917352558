#pragma once

#include "model/jsonvalue.h"

#include <string>

namespace ascendops {

// Writes a tree in the canonical layout: one member or element per line,
// `indent` spaces per level, "key": value, a final newline. Keys, order,
// number literals and string-vs-number typing are written as they are held.
std::string writeJson(const JsonValue &value, int indent = 4);

} // namespace ascendops
