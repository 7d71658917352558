#pragma once
// A small JSON document read into nlohmann's tree: a MindCluster table, a
// ConfigMap value, an Event's payload. The value, or the syntax error with
// its line and column. (Rank tables, which must keep member order and the
// text of every number, go through jsonreader.h instead.)

#include "core/result.h"

#include <nlohmann/json.hpp>

#include <string_view>

namespace ascendops {

// Larger than kMaxDocumentBytes or nested deeper than kMaxNesting is an
// error too (core/inputlimits.h).
Parsed<nlohmann::json> parseJsonDocument(std::string_view text);
// The same bounds where only "readable or not" matters: a discarded value
// (is_discarded()) for text that is invalid, too large or too deep.
nlohmann::json parseJsonOrDiscarded(std::string_view text);
// "string", "array", ...: how a message names what it found instead.
QString jsonTypeName(const nlohmann::json &value);

} // namespace ascendops
