#pragma once

#include "core/result.h"
#include "model/jsonvalue.h"

#include <string>
#include <string_view>

namespace ascendops {

// Parses JSON text (UTF-8, a leading BOM is skipped) into an order- and
// literal-preserving tree. Never throws; deep nesting and invalid UTF-8 are
// errors with a place, not crashes.
Parsed<JsonValue> parseJson(std::string_view text);
// The same, parsing in the buffer the caller gives up where it can: saves
// copying a multi-megabyte table. A buffer with kJsonReadPadding bytes of
// room past its text is not reallocated.
Parsed<JsonValue> parseJsonInPlace(std::string &&text);
inline constexpr std::size_t kJsonReadPadding = 16;

// 1-based line and column (in characters) of a byte offset.
void lineAndColumn(std::string_view text, std::size_t offset, int *line, int *column);

} // namespace ascendops
