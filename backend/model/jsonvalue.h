#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace ascendops {

struct JsonContainer;

// A JSON value that remembers what it was read as: object members keep their
// order (duplicates too), numbers keep their literal text, and strings that
// hold numbers stay strings. Rank tables written by people and by the Ascend
// Operator differ in exactly these ways, and a load/save must not change them.
class JsonValue
{
public:
    enum class Type { Null, Bool, Number, String, Array, Object };

    JsonValue() = default;
    explicit JsonValue(Type type) : m_type(type) {}
    JsonValue(const JsonValue &other);
    JsonValue(JsonValue &&other) noexcept = default;
    JsonValue &operator=(const JsonValue &other);
    JsonValue &operator=(JsonValue &&other) noexcept = default;
    ~JsonValue();
    // A scalar of `type` whose text() is `text` (a string's contents, a
    // number's literal, "true"/"false"); no validation.
    JsonValue(Type type, std::string_view text) : m_type(type), m_text(text) {}

    static JsonValue null() { return JsonValue(Type::Null); }
    static JsonValue boolean(bool value);
    static JsonValue number(std::string literal);   // literal must be valid JSON number text
    static JsonValue number(long long value);
    static JsonValue string(std::string text);
    static JsonValue array() { return JsonValue(Type::Array); }
    static JsonValue object() { return JsonValue(Type::Object); }

    Type type() const { return m_type; }
    bool isNull() const { return m_type == Type::Null; }
    bool isBool() const { return m_type == Type::Bool; }
    bool isNumber() const { return m_type == Type::Number; }
    bool isString() const { return m_type == Type::String; }
    bool isArray() const { return m_type == Type::Array; }
    bool isObject() const { return m_type == Type::Object; }
    bool isScalar() const { return m_type != Type::Array && m_type != Type::Object; }

    // String contents, number literal, or "true"/"false"/"null".
    const std::string &text() const { return m_text; }
    bool toBool() const { return m_type == Type::Bool && m_text == "true"; }
    // An integer from a number or from a string holding one ("16666" or 16666).
    // Returns false when the value is neither.
    bool toInteger(long long *out) const;

    // Children of arrays and objects, in document order.
    std::size_t size() const;
    const JsonValue &at(std::size_t index) const;
    JsonValue &at(std::size_t index);
    const std::vector<JsonValue> &children() const;
    // Object keys, parallel to children(); empty for arrays.
    const std::vector<std::string> &keys() const;
    const std::string &keyAt(std::size_t index) const;

    // First member with this key, or nullptr.
    const JsonValue *find(std::string_view key) const;
    JsonValue *find(std::string_view key);
    // Index of the first member with this key, or -1.
    long indexOf(std::string_view key) const;

    void append(JsonValue value);
    void insert(std::size_t index, JsonValue value);
    void insertMember(std::size_t index, std::string key, JsonValue value);
    // Appends a member (keeps duplicates: the reader must not lose them).
    void appendMember(std::string key, JsonValue value);
    // Replaces the first member with this key, or appends it.
    void setMember(std::string_view key, JsonValue value);
    JsonValue takeAt(std::size_t index);
    std::string takeKeyAt(std::size_t index);   // call before takeAt for objects
    void reserve(std::size_t count);
    // Construct a child in place and return it: the reader's fast path.
    JsonValue &emplaceMember(std::string_view key, Type type, std::string_view text = {});
    JsonValue &emplaceElement(Type type, std::string_view text = {});

    // Equal in type, text, keys and children (member order matters).
    bool operator==(const JsonValue &other) const;

private:
    JsonContainer &container();

    // Scalars, the great majority of a rank table's values, carry no
    // container: a value is 48 bytes, and a 16k-rank table's tree 40% smaller.
    Type m_type = Type::Null;
    std::string m_text;
    std::unique_ptr<JsonContainer> m_container;   // arrays and objects with children
};

struct JsonContainer
{
    std::vector<std::string> keys;      // objects only, parallel to children
    std::vector<JsonValue> children;
};

inline JsonValue::~JsonValue() = default;

inline std::size_t JsonValue::size() const
{
    return m_container ? m_container->children.size() : 0;
}

inline const JsonValue &JsonValue::at(std::size_t index) const
{
    return m_container->children[index];
}

inline JsonValue &JsonValue::at(std::size_t index)
{
    return m_container->children[index];
}

inline const std::string &JsonValue::keyAt(std::size_t index) const
{
    return m_container->keys[index];
}

const char *jsonTypeName(JsonValue::Type type);

} // namespace ascendops
