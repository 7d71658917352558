#include "formats/jsonwriter.h"

namespace ascendops {
namespace {

void writeString(std::string &out, const std::string &text)
{
    static const char hex[] = "0123456789abcdef";
    out.push_back('"');
    for (char c : text) {
        const unsigned char u = static_cast<unsigned char>(c);
        switch (c) {
        case '"': out.append("\\\""); break;
        case '\\': out.append("\\\\"); break;
        case '\n': out.append("\\n"); break;
        case '\r': out.append("\\r"); break;
        case '\t': out.append("\\t"); break;
        case '\b': out.append("\\b"); break;
        case '\f': out.append("\\f"); break;
        default:
            if (u < 0x20) {
                out.append("\\u00");
                out.push_back(hex[u >> 4]);
                out.push_back(hex[u & 0xF]);
            } else {
                out.push_back(c);
            }
        }
    }
    out.push_back('"');
}

void writeValue(std::string &out, const JsonValue &value, int indent, int depth)
{
    switch (value.type()) {
    case JsonValue::Type::Null: out.append("null"); return;
    case JsonValue::Type::Bool:
    case JsonValue::Type::Number: out.append(value.text()); return;
    case JsonValue::Type::String: writeString(out, value.text()); return;
    case JsonValue::Type::Array:
    case JsonValue::Type::Object: break;
    }
    const bool object = value.isObject();
    if (value.size() == 0) {
        out.append(object ? "{}" : "[]");
        return;
    }
    out.push_back(object ? '{' : '[');
    for (std::size_t i = 0; i < value.size(); ++i) {
        out.append(i == 0 ? "\n" : ",\n");
        out.append(std::size_t(indent * (depth + 1)), ' ');
        if (object) {
            writeString(out, value.keyAt(i));
            out.append(": ");
        }
        writeValue(out, value.at(i), indent, depth + 1);
    }
    out.push_back('\n');
    out.append(std::size_t(indent * depth), ' ');
    out.push_back(object ? '}' : ']');
}

} // namespace

std::string writeJson(const JsonValue &value, int indent)
{
    std::string out;
    writeValue(out, value, indent, 0);
    out.push_back('\n');
    return out;
}

} // namespace ascendops
