#pragma once

#include "model/jsonvalue.h"
#include "core/problem.h"

#include <string>
#include <string_view>

namespace ascendops {

struct JsonParseResult
{
    bool ok = false;
    JsonValue value;
    Problem error;    // set when !ok: line, column and what was expected
};

// Parses JSON text (UTF-8, a leading BOM is skipped) into an order- and
// literal-preserving tree. Never throws; deep nesting and invalid UTF-8 are
// errors with a place, not crashes.
JsonParseResult parseJson(std::string_view text);
// The same, parsing in the buffer the caller gives up where it can: saves
// copying a multi-megabyte table.
JsonParseResult parseJsonInPlace(std::string &&text);

// 1-based line and column (in characters) of a byte offset.
void lineAndColumn(std::string_view text, std::size_t offset, int *line, int *column);

} // namespace ascendops
