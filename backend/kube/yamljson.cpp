#include "kube/yamljson.h"

#include "core/inputlimits.h"

#include <QRegularExpression>

#include <set>

#include <yaml-cpp/yaml.h>

namespace ascendops::kube {
namespace {

using Json = nlohmann::json;

Json scalarOf(const YAML::Node &node)
{
    const std::string &text = node.Scalar();
    // A quoted scalar (tag "!") is a string whatever it holds.
    if (node.Tag() == "!")
        return text;
    if (text.empty() || text == "~" || text == "null" || text == "Null" || text == "NULL")
        return nullptr;
    // YAML 1.1's booleans, as kubectl reads them (go-yaml v2): an unquoted
    // `on` is true, and a label written so is refused by the API server.
    static const std::set<std::string> yes{"y", "Y", "yes", "Yes", "YES", "on", "On", "ON", "true", "True", "TRUE"};
    static const std::set<std::string> no{"n", "N", "no", "No", "NO", "off", "Off", "OFF", "false", "False", "FALSE"};
    if (yes.count(text))
        return true;
    if (no.count(text))
        return false;
    static const QRegularExpression integer(QStringLiteral(R"(^[-+]?[0-9]+$)"));
    static const QRegularExpression real(QStringLiteral(R"(^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$)"));
    const QString q = QString::fromStdString(text);
    if (integer.match(q).hasMatch()) {
        bool ok = false;
        const qlonglong value = q.toLongLong(&ok);
        if (ok)
            return value;
    }
    if (real.match(q).hasMatch())
        return q.toDouble();
    return text;
}

bool convert(const YAML::Node &node, Json *out, int depth)
{
    if (depth > int(kMaxNesting))
        return false;
    switch (node.Type()) {
    case YAML::NodeType::Map:
        *out = Json::object();
        for (const auto &entry : node) {
            Json value;
            if (!convert(entry.second, &value, depth + 1))
                return false;
            (*out)[entry.first.IsScalar() ? entry.first.Scalar() : YAML::Dump(entry.first)] = std::move(value);
        }
        return true;
    case YAML::NodeType::Sequence:
        *out = Json::array();
        for (const auto &item : node) {
            Json value;
            if (!convert(item, &value, depth + 1))
                return false;
            out->push_back(std::move(value));
        }
        return true;
    case YAML::NodeType::Scalar: *out = scalarOf(node); return true;
    case YAML::NodeType::Null:
    case YAML::NodeType::Undefined: break;
    }
    *out = nullptr;
    return true;
}

} // namespace

// The documents of a stream, each with the line it starts on: split at
// "---" lines here, because yaml-cpp's own LoadAll never returns on some
// malformed streams (one that starts with a ","), while a single Load does.
std::vector<std::pair<std::string, int>> documentsOf(std::string_view text)
{
    std::vector<std::pair<std::string, int>> documents{{std::string(), 0}};
    int line = 0;
    std::size_t at = 0;
    while (at < text.size()) {
        std::size_t end = text.find('\n', at);
        if (end == std::string_view::npos)
            end = text.size();
        const std::string_view current = text.substr(at, end - at);
        const bool separator = current.substr(0, 3) == "---"
            && (current.size() == 3 || current[3] == ' ' || current[3] == '\t' || current[3] == '\r');
        if (separator) {
            documents.emplace_back(std::string(current.substr(3)) + '\n', line);
        } else {
            documents.back().first.append(current);
            documents.back().first += '\n';
        }
        at = end + 1;
        ++line;
    }
    return documents;
}

Parsed<std::vector<Json>> yamlDocumentsToJson(QByteArrayView bytes)
{
    const std::string_view text(bytes.data(), std::size_t(bytes.size()));
    if (const std::optional<Problem> deep = nestingProblem(text, kMaxNesting, true))
        return Parsed<std::vector<Json>>::failure({*deep});
    std::vector<Json> out;
    for (const auto &[document, firstLine] : documentsOf(text)) {
        try {
            const YAML::Node root = YAML::Load(document);
            Json value;
            if (!convert(root, &value, 0))
                return Parsed<std::vector<Json>>::failure(
                    {Problem::error({}, QStringLiteral("nested deeper than %1 levels").arg(kMaxNesting))});
            if (!value.is_null())
                out.push_back(std::move(value));
        } catch (const YAML::Exception &exception) {
            Problem problem = Problem::error({}, QStringLiteral("YAML syntax error: %1").arg(QString::fromStdString(exception.msg)));
            problem.line = firstLine + exception.mark.line + 1;
            problem.column = exception.mark.column + 1;
            return Parsed<std::vector<Json>>::failure({problem});
        }
    }
    return Parsed<std::vector<Json>>(std::move(out));
}

} // namespace ascendops::kube
