#pragma once
// A small JSON document read into nlohmann's tree: a MindCluster table, a
// ConfigMap value, an Event's payload. The value, or the syntax error with
// its line and column. (Rank tables, which must keep member order and the
// text of every number, go through jsonreader.h instead.)

#include "core/result.h"

#include <nlohmann/json.hpp>

#include <string_view>

namespace ascendops {

Parsed<nlohmann::json> parseJsonDocument(std::string_view text);
// "string", "array", ...: how a message names what it found instead.
QString jsonTypeName(const nlohmann::json &value);

} // namespace ascendops
