#pragma once
// Kubernetes manifests in YAML read as JSON values, the way kubectl reads
// them: every document of a file, quoted scalars as strings, plain ones as
// null, booleans or numbers where they look like them. Booleans are YAML
// 1.1's, as kubectl's reader has them: an unquoted `on`, `yes` or `y` is
// true. Depth is bounded before yaml-cpp reads (it recurses), and a syntax
// error names its line and column.
#include "core/result.h"

#include <QByteArray>
#include <QByteArrayView>

#include <vector>

#include <nlohmann/json.hpp>

namespace ascendops::kube {

Parsed<std::vector<nlohmann::json>> yamlDocumentsToJson(QByteArrayView bytes);

// VALUE written as YAML, as `kubectl get -o yaml` shows an object: block
// style, a string quoted where a reader would take it for another type, a
// file in a ConfigMap as a literal block where that reads back the same.
// Read back with yamlDocumentsToJson, it is VALUE again.
QByteArray jsonToYaml(const nlohmann::json &value);

} // namespace ascendops::kube
