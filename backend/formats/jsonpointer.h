#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace ascendops {

class JsonValue;

// RFC 6901 JSON pointers: how every problem names its place in a document.
namespace JsonPointer {

// base + "/" + escaped token ("~" -> "~0", "/" -> "~1").
std::string append(std::string_view base, std::string_view token);
std::string append(std::string_view base, std::size_t index);
// The unescaped reference tokens of a pointer; false when it is malformed.
bool split(std::string_view pointer, std::vector<std::string> *tokens);
// The value a pointer names, or nullptr.
const JsonValue *resolve(const JsonValue &root, std::string_view pointer);
JsonValue *resolve(JsonValue &root, std::string_view pointer);

} // namespace JsonPointer
} // namespace ascendops
