#include "formats/jsonreader.h"

#include <QCoreApplication>

#include <rapidjson/error/error.h>
#include <rapidjson/reader.h>

#include <vector>

namespace ascendops {
namespace {

constexpr std::size_t kMaxDepth = 256;

// Builds a JsonValue tree from SAX events. Containers under construction live
// on an explicit stack, so no pointer into a growing vector is ever held.
class TreeBuilder
{
public:
    bool Null() { return add(JsonValue::null()); }
    bool Bool(bool b) { return add(JsonValue::boolean(b)); }
    // kParseNumbersAsStringsFlag routes every number here with its literal text.
    bool RawNumber(const char *str, rapidjson::SizeType length, bool)
    {
        return add(JsonValue::number(std::string(str, length)));
    }
    bool String(const char *str, rapidjson::SizeType length, bool)
    {
        return add(JsonValue::string(std::string(str, length)));
    }
    bool Key(const char *str, rapidjson::SizeType length, bool)
    {
        m_keys.emplace_back(str, length);
        return true;
    }
    bool StartObject() { return open(JsonValue::Type::Object); }
    bool EndObject(rapidjson::SizeType) { return close(); }
    bool StartArray() { return open(JsonValue::Type::Array); }
    bool EndArray(rapidjson::SizeType) { return close(); }
    // Not reached with kParseNumbersAsStringsFlag; present for the concept.
    bool Int(int) { return false; }
    bool Uint(unsigned) { return false; }
    bool Int64(int64_t) { return false; }
    bool Uint64(uint64_t) { return false; }
    bool Double(double) { return false; }

    bool tooDeep() const { return m_tooDeep; }
    JsonValue takeRoot() { return std::move(m_root); }

private:
    bool open(JsonValue::Type type)
    {
        if (m_stack.size() >= kMaxDepth) {
            m_tooDeep = true;
            return false;
        }
        m_stack.emplace_back(type);
        return true;
    }
    bool close()
    {
        JsonValue done = std::move(m_stack.back());
        m_stack.pop_back();
        return add(std::move(done));
    }
    bool add(JsonValue value)
    {
        if (m_stack.empty()) {
            m_root = std::move(value);
            return true;
        }
        JsonValue &parent = m_stack.back();
        if (parent.isObject()) {
            parent.appendMember(std::move(m_keys.back()), std::move(value));
            m_keys.pop_back();
        } else {
            parent.append(std::move(value));
        }
        return true;
    }

    std::vector<JsonValue> m_stack;
    std::vector<std::string> m_keys;
    JsonValue m_root;
    bool m_tooDeep = false;
};

QString describe(rapidjson::ParseErrorCode code)
{
    using namespace rapidjson;
    const char *ctx = "JsonReader";
    switch (code) {
    case kParseErrorDocumentEmpty: return QCoreApplication::translate(ctx, "the file is empty");
    case kParseErrorDocumentRootNotSingular: return QCoreApplication::translate(ctx, "unexpected text after the end of the JSON value");
    case kParseErrorValueInvalid: return QCoreApplication::translate(ctx, "invalid value (expected a string, number, object, array, true, false or null)");
    case kParseErrorObjectMissName: return QCoreApplication::translate(ctx, "expected a member name in double quotes");
    case kParseErrorObjectMissColon: return QCoreApplication::translate(ctx, "expected ':' after the member name");
    case kParseErrorObjectMissCommaOrCurlyBracket: return QCoreApplication::translate(ctx, "expected ',' or '}' after an object member");
    case kParseErrorArrayMissCommaOrSquareBracket: return QCoreApplication::translate(ctx, "expected ',' or ']' after an array element");
    case kParseErrorStringUnicodeEscapeInvalidHex: return QCoreApplication::translate(ctx, "invalid \\u escape in a string");
    case kParseErrorStringUnicodeSurrogateInvalid: return QCoreApplication::translate(ctx, "invalid surrogate pair in a string");
    case kParseErrorStringEscapeInvalid: return QCoreApplication::translate(ctx, "invalid escape sequence in a string");
    case kParseErrorStringMissQuotationMark: return QCoreApplication::translate(ctx, "a string is not closed with '\"'");
    case kParseErrorStringInvalidEncoding: return QCoreApplication::translate(ctx, "a string is not valid UTF-8");
    case kParseErrorNumberTooBig: return QCoreApplication::translate(ctx, "a number is too large");
    case kParseErrorNumberMissFraction: return QCoreApplication::translate(ctx, "a number is missing digits after the decimal point");
    case kParseErrorNumberMissExponent: return QCoreApplication::translate(ctx, "a number is missing digits in its exponent");
    default: return QCoreApplication::translate(ctx, "the text is not valid JSON");
    }
}

} // namespace

void lineAndColumn(std::string_view text, std::size_t offset, int *line, int *column)
{
    int l = 1;
    int c = 1;
    const std::size_t end = std::min(offset, text.size());
    for (std::size_t i = 0; i < end; ++i) {
        const unsigned char ch = static_cast<unsigned char>(text[i]);
        if (ch == '\n') {
            ++l;
            c = 1;
        } else if ((ch & 0xC0) != 0x80) {    // count characters, not UTF-8 continuation bytes
            ++c;
        }
    }
    *line = l;
    *column = c;
}

JsonParseResult parseJson(std::string_view text)
{
    std::size_t skipped = 0;
    if (text.size() >= 3 && text.substr(0, 3) == "\xEF\xBB\xBF")
        skipped = 3;

    TreeBuilder builder;
    rapidjson::Reader reader;
    rapidjson::MemoryStream memory(text.data() + skipped, text.size() - skipped);
    rapidjson::EncodedInputStream<rapidjson::UTF8<>, rapidjson::MemoryStream> stream(memory);
    constexpr unsigned flags = rapidjson::kParseNumbersAsStringsFlag | rapidjson::kParseValidateEncodingFlag
        | rapidjson::kParseIterativeFlag;
    const rapidjson::ParseResult parsed = reader.Parse<flags>(stream, builder);

    JsonParseResult result;
    if (parsed) {
        result.ok = true;
        result.value = builder.takeRoot();
        return result;
    }
    result.error.severity = Problem::Severity::Error;
    result.error.message = builder.tooDeep()
        ? QCoreApplication::translate("JsonReader", "objects and arrays are nested more than %1 deep").arg(kMaxDepth)
        : describe(parsed.Code());
    lineAndColumn(text, parsed.Offset() + skipped, &result.error.line, &result.error.column);
    return result;
}

} // namespace ascendops
