#pragma once
// Bounds on outside input, so that a broken or hostile file, ConfigMap or
// tool output gets a clear error with its place, not an out-of-memory kill
// or a stack overflow in a recursive reader (yaml-cpp) or in code that
// walks what a reader returned.
#include "core/problem.h"

#include <QString>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

namespace ascendops {

// The largest document read whole: a 16k-rank table is about 5 MB, a
// kubeconfig or a ConfigMap value (1 MiB at most in Kubernetes) far less.
inline constexpr std::int64_t kMaxDocumentBytes = 256LL * 1024 * 1024;
// How deep objects and arrays may nest; real documents stay under ten.
inline constexpr std::size_t kMaxNesting = 512;
// How much of a value a message quotes.
inline constexpr qsizetype kMaxQuotedChars = 200;

// "is 2147483648 bytes; at most 268435456 (256 MiB) are read", when too large.
std::optional<QString> documentSizeProblem(std::int64_t bytes);

// The first place where brackets nest deeper than maxDepth outside quoted
// strings: JSON objects and arrays, YAML flow collections. Quotes are JSON's
// and YAML's ("..." with backslash escapes, '...' with '' for a quote when
// `singleQuotes`); the error carries the line and column.
std::optional<Problem> nestingProblem(std::string_view text, std::size_t maxDepth = kMaxNesting,
                                      bool singleQuotes = false);

// A value as a message quotes it: at most kMaxQuotedChars characters, then "...".
QString quotedForMessage(const QString &text);

} // namespace ascendops
