#pragma once
// What a write changes, as an operator reads it before confirming: one line
// per changed field ("~ /metadata/labels/x: "a" -> "b"", "+ ...", "- ...")
// between an object as cached and as the server's dry run returned it.
// Fields the server maintains (resourceVersion, managedFields, timestamps)
// are left out: they change on every write and say nothing.
#include <QStringList>

#include <nlohmann/json_fwd.hpp>

namespace ascendops::pipeline {

QStringList objectDiff(const nlohmann::json &before, const nlohmann::json &after);

} // namespace ascendops::pipeline
