#include "kube/yamljson.h"

#include "core/inputlimits.h"

#include <QRegularExpression>

#include <cctype>
#include <set>
#include <string_view>

#include <yaml-cpp/yaml.h>

namespace ascendops::kube {
namespace {

using Json = nlohmann::json;

// What an unquoted scalar TEXT reads as.
Json plainScalar(const std::string &text)
{
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
        const qulonglong large = q.toULongLong(&ok);
        if (ok)
            return large;
    }
    if (real.match(q).hasMatch())
        return q.toDouble();
    return text;
}

Json scalarOf(const YAML::Node &node)
{
    // A quoted scalar (tag "!") is a string whatever it holds.
    if (node.Tag() == "!")
        return node.Scalar();
    return plainScalar(node.Scalar());
}

// A string yaml-cpp would write plain but a reader would take for another
// type (`on`, `123`, `0x1F`, `.inf`, a date) is quoted: read back, it must
// be the same string.
bool needsQuotes(const std::string &text)
{
    if (!plainScalar(text).is_string())
        return true;
    // YAML 1.1's other numbers (hex, octal, sexagesimal, underscores, .inf,
    // .nan) and its timestamps: kubectl quotes them too.
    static const QRegularExpression number(QStringLiteral(
        R"(^[-+]?(0[xo][0-9a-fA-F_]+|\.(inf|Inf|INF|nan|NaN|NAN)|[0-9][0-9_]*(:[0-5]?[0-9])+(\.[0-9_]*)?|[0-9][0-9_.]*)$)"
        R"(|^[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}([Tt \t].*)?$)"));
    return number.match(QString::fromStdString(text)).hasMatch();
}

// Characters a YAML reader takes for a line break or drops: the C0
// controls but tab and newline, DEL, NEL, the line and paragraph separators
// and a byte-order mark.
bool hasUnsafeCharacter(std::string_view text)
{
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if ((c < 0x20 && c != '\n' && c != '\t') || c == 0x7f)
            return true;
        const std::string_view rest = text.substr(i);
        if (rest.starts_with("\xc2\x85") || rest.starts_with("\xe2\x80\xa8") || rest.starts_with("\xe2\x80\xa9")
            || rest.starts_with("\xef\xbb\xbf"))
            return true;
    }
    return false;
}

// Plain only where nothing in it can be read as YAML's own: letters, digits
// and a few marks, single spaces between words, no ": " or " #", starting
// with a letter, digit, '/' or '_'; anything else is quoted.
bool fitsPlain(const std::string &text)
{
    if (text.empty() || needsQuotes(text) || hasUnsafeCharacter(text) || text.back() == ' ' || text.back() == ':')
        return false;
    const auto first = static_cast<unsigned char>(text.front());
    if (!std::isalnum(first) && first != '/' && first != '_' && first < 0x80)
        return false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c >= 0x80 || std::isalnum(c) || std::string_view("._/-+=@,()~").find(char(c)) != std::string_view::npos)
            continue;
        if (c == ':' && i + 1 < text.size() && text[i + 1] != ' ')
            continue;
        if (c == ' ' && i + 1 < text.size() && text[i + 1] != ' ' && text[i + 1] != '#')
            continue;
        return false;
    }
    return true;
}

// A block of text (a ConfigMap's file) is written as a literal block when
// yaml-cpp's literal reads back the same: one final newline, no leading
// blank, nothing a reader drops (yaml-cpp writes no chomping indicator).
bool fitsLiteral(const std::string &text)
{
    return text.size() > 1 && text.back() == '\n' && text[text.size() - 2] != '\n' && text.find('\n') < text.size() - 1
        && text.front() != ' ' && text.front() != '\t' && !hasUnsafeCharacter(text);
}

void emitString(YAML::Emitter &out, const std::string &text, bool key = false)
{
    if (!key && fitsLiteral(text))
        out << YAML::Literal << text;
    else if (fitsPlain(text))
        out << text;
    else
        out << YAML::DoubleQuoted << text;
}

void writeValue(YAML::Emitter &out, const Json &value)
{
    switch (value.type()) {
    case Json::value_t::object:
        out << YAML::BeginMap;
        for (auto it = value.begin(); it != value.end(); ++it) {
            out << YAML::Key;
            emitString(out, it.key(), true);
            out << YAML::Value;
            writeValue(out, it.value());
        }
        out << YAML::EndMap;
        return;
    case Json::value_t::array:
        out << YAML::BeginSeq;
        for (const Json &item : value)
            writeValue(out, item);
        out << YAML::EndSeq;
        return;
    case Json::value_t::string: emitString(out, value.get_ref<const std::string &>()); return;
    case Json::value_t::boolean: out << value.get<bool>(); return;
    case Json::value_t::number_integer: out << value.get<std::int64_t>(); return;
    case Json::value_t::number_unsigned: out << value.get<std::uint64_t>(); return;
    case Json::value_t::number_float: out << value.dump(); return;
    default: out << YAML::Null; return;
    }
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

QByteArray jsonToYaml(const Json &value)
{
    YAML::Emitter out;
    out.SetIndent(2);
    out.SetSeqFormat(YAML::Block);
    if (value.is_object() && value.empty())
        return QByteArrayLiteral("{}\n");
    writeValue(out, value);
    return QByteArray(out.c_str(), qsizetype(out.size())) + '\n';
}

} // namespace ascendops::kube
