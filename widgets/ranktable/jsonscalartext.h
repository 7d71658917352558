#pragma once

#include "model/jsonvalue.h"

#include <QString>

#include <optional>
#include <string_view>

namespace ascendops {

// The bridge between JSON scalars and the text a user sees and types. An
// edit keeps the value's JSON type, because HCCL tells "16666" from 16666:
// 1.x wants strings, 2.0 integers, and a silent change breaks the table.
namespace JsonScalarText {

// Whether `text` is a number as JSON writes it (no leading "+", no "01").
bool isNumber(std::string_view text);
// A value of `type` holding `text`, or nothing when the text cannot be one:
// letters for a number, anything but true/false for a boolean. Numbers and
// keywords may carry surrounding spaces; strings are taken as typed.
std::optional<JsonValue> parse(JsonValue::Type type, const QString &text);
// What a cell shows: the string's contents, the number's literal, the
// keyword; scalar arrays (ports) joined with commas; a size for the rest.
QString display(const JsonValue &value);

} // namespace JsonScalarText
} // namespace ascendops
