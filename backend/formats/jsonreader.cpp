#include "formats/jsonreader.h"

#include <QCoreApplication>

#include <rapidjson/error/error.h>
#include <rapidjson/reader.h>

#include <cstring>
#include <vector>

namespace ascendops {
namespace {

constexpr std::size_t kMaxDepth = 256;

// Builds a JsonValue tree from SAX events of an in-place parse. Scalars are
// constructed where they belong, in the open container on top of the stack;
// a container reserves as many children as its previous sibling at the same
// depth had (a rank table's devices all look alike), so children are rarely
// moved. Keys are views into the parse buffer until their value arrives.
class TreeBuilder
{
public:
    bool Null() { return scalar(JsonValue::Type::Null, "null"); }
    bool Bool(bool b) { return scalar(JsonValue::Type::Bool, b ? "true" : "false"); }
    // kParseNumbersAsStringsFlag routes every number here with its literal text.
    bool RawNumber(const char *str, rapidjson::SizeType length, bool)
    {
        return scalar(JsonValue::Type::Number, std::string_view(str, length));
    }
    bool String(const char *str, rapidjson::SizeType length, bool)
    {
        return scalar(JsonValue::Type::String, std::string_view(str, length));
    }
    bool Key(const char *str, rapidjson::SizeType length, bool)
    {
        m_key = std::string_view(str, length);
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
    struct Frame
    {
        JsonValue container;
        std::string key;    // the member name this container will be stored under
    };

    bool scalar(JsonValue::Type type, std::string_view text)
    {
        if (m_stack.empty()) {
            m_root = JsonValue(type, text);
            return true;
        }
        JsonValue &parent = m_stack.back().container;
        if (parent.isObject())
            parent.emplaceMember(m_key, type, text);
        else
            parent.emplaceElement(type, text);
        return true;
    }
    // The handler refuses depth past kMaxDepth, which also bounds the
    // recursion of RapidJSON's own recursive-descent parser.
    bool open(JsonValue::Type type)
    {
        const std::size_t depth = m_stack.size();
        if (depth >= kMaxDepth) {
            m_tooDeep = true;
            return false;
        }
        const bool member = depth > 0 && m_stack.back().container.isObject();
        m_stack.push_back(Frame{JsonValue(type), member ? std::string(m_key) : std::string()});
        if (m_sizeHint.size() <= depth)
            m_sizeHint.resize(depth + 1, 0);
        m_stack.back().container.reserve(m_sizeHint[depth]);
        return true;
    }
    bool close()
    {
        Frame done = std::move(m_stack.back());
        m_stack.pop_back();
        m_sizeHint[m_stack.size()] = done.container.size();
        if (m_stack.empty()) {
            m_root = std::move(done.container);
            return true;
        }
        JsonValue &parent = m_stack.back().container;
        if (parent.isObject())
            parent.appendMember(std::move(done.key), std::move(done.container));
        else
            parent.append(std::move(done.container));
        return true;
    }

    std::vector<Frame> m_stack;
    std::vector<std::size_t> m_sizeHint;
    std::string_view m_key;
    JsonValue m_root;
    bool m_tooDeep = false;
};

bool isAscii(std::string_view text)
{
    unsigned char any = 0;
    for (char c : text)
        any |= static_cast<unsigned char>(c);
    return (any & 0x80) == 0;
}

// Parses a private, NUL-terminated copy in place: RapidJSON then decodes
// strings where they stand and skips whitespace sixteen bytes at a time,
// which more than pays for the copy on indented multi-megabyte tables.
template<unsigned Flags>
rapidjson::ParseResult parseWith(char *buffer, TreeBuilder &builder)
{
    rapidjson::Reader reader;
    rapidjson::InsituStringStream stream(buffer);
    return reader.Parse<Flags | rapidjson::kParseInsituFlag>(stream, builder);
}

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

namespace {

// Parses `size` bytes at `data` in place; data[size] must be NUL. `original`
// is the text to place errors in: the caller's when the buffer is a copy.
Parsed<JsonValue> parseMutable(char *data, std::size_t size, std::string_view original)
{
    std::size_t skipped = 0;
    if (size >= 3 && std::string_view(data, 3) == "\xEF\xBB\xBF")
        skipped = 3;
    char *body = data + skipped;
    const std::size_t bodySize = size - skipped;
    const std::string_view placeText = original.substr(skipped);

    Problem error = Problem::error("", {});
    // The in-place parser stops at a NUL byte, so one is an error of its own.
    if (const void *nul = std::memchr(body, 0, bodySize)) {
        error.message = QCoreApplication::translate("JsonReader", "the text contains a NUL byte");
        lineAndColumn(placeText, std::size_t(static_cast<const char *>(nul) - body), &error.line, &error.column);
        return Parsed<JsonValue>::failure(error);
    }
    // UTF-8 validation costs a tenth of the parse; rank tables are almost
    // always pure ASCII, and pure ASCII is valid UTF-8.
    constexpr unsigned flags = rapidjson::kParseNumbersAsStringsFlag;
    TreeBuilder builder;
    const rapidjson::ParseResult parsed = isAscii(std::string_view(body, bodySize))
        ? parseWith<flags>(body, builder)
        : parseWith<flags | rapidjson::kParseValidateEncodingFlag>(body, builder);
    if (parsed)
        return Parsed<JsonValue>(builder.takeRoot());
    error.message = builder.tooDeep()
        ? QCoreApplication::translate("JsonReader", "objects and arrays are nested more than %1 deep").arg(kMaxDepth)
        : describe(parsed.Code());
    lineAndColumn(placeText, parsed.Offset(), &error.line, &error.column);
    return Parsed<JsonValue>::failure(error);
}

} // namespace

Parsed<JsonValue> parseJson(std::string_view text)
{
    std::string copy;
    copy.reserve(text.size() + kJsonReadPadding);
    copy.assign(text);
    return parseMutable(copy.data(), copy.size(), text);
}

Parsed<JsonValue> parseJsonInPlace(std::string &&text)
{
    // Parsing in place decodes escapes where they stand, which can turn "\n"
    // into a line break before the place of an error; such text is copied.
    // Otherwise it only overwrites closing quotes with NULs, and error places
    // can still be read off the buffer.
    if (text.find('\\') != std::string::npos)
        return parseJson(text);
    // SSE2 whitespace skipping reads whole 16-byte blocks, up to 15 bytes
    // past the text: those bytes must belong to the buffer.
    if (text.capacity() < text.size() + kJsonReadPadding)
        text.reserve(text.size() + kJsonReadPadding);
    const std::string_view view(text);
    return parseMutable(text.data(), view.size(), view);
}

} // namespace ascendops
