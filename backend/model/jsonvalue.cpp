#include "model/jsonvalue.h"

#include <charconv>

namespace ascendops {

namespace {
const JsonContainer &emptyContainer()
{
    static const JsonContainer empty;
    return empty;
}
} // namespace

JsonValue::JsonValue(const JsonValue &other)
    : m_type(other.m_type)
    , m_text(other.m_text)
    , m_container(other.m_container ? std::make_unique<JsonContainer>(*other.m_container) : nullptr)
{
}

JsonValue &JsonValue::operator=(const JsonValue &other)
{
    if (this != &other)
        *this = JsonValue(other);
    return *this;
}

const std::vector<JsonValue> &JsonValue::children() const
{
    return (m_container ? *m_container : emptyContainer()).children;
}

const std::vector<std::string> &JsonValue::keys() const
{
    return (m_container ? *m_container : emptyContainer()).keys;
}

JsonContainer &JsonValue::container()
{
    if (!m_container)
        m_container = std::make_unique<JsonContainer>();
    return *m_container;
}

JsonValue JsonValue::boolean(bool value)
{
    JsonValue v(Type::Bool);
    v.m_text = value ? "true" : "false";
    return v;
}

JsonValue JsonValue::number(std::string literal)
{
    JsonValue v(Type::Number);
    v.m_text = std::move(literal);
    return v;
}

JsonValue JsonValue::number(long long value)
{
    return number(std::to_string(value));
}

JsonValue JsonValue::string(std::string text)
{
    JsonValue v(Type::String);
    v.m_text = std::move(text);
    return v;
}

bool JsonValue::toInteger(long long *out) const
{
    if (m_type != Type::Number && m_type != Type::String)
        return false;
    const char *begin = m_text.data();
    const char *end = begin + m_text.size();
    if (begin == end)
        return false;
    long long value = 0;
    auto [ptr, ec] = std::from_chars(begin, end, value);
    if (ec != std::errc() || ptr != end)
        return false;
    *out = value;
    return true;
}

const JsonValue *JsonValue::find(std::string_view key) const
{
    const long i = indexOf(key);
    return i < 0 ? nullptr : &m_container->children[std::size_t(i)];
}

JsonValue *JsonValue::find(std::string_view key)
{
    const long i = indexOf(key);
    return i < 0 ? nullptr : &m_container->children[std::size_t(i)];
}

long JsonValue::indexOf(std::string_view key) const
{
    if (!m_container)
        return -1;
    const std::vector<std::string> &keys = m_container->keys;
    for (std::size_t i = 0; i < keys.size(); ++i) {
        if (keys[i] == key)
            return long(i);
    }
    return -1;
}

void JsonValue::append(JsonValue value)
{
    container().children.push_back(std::move(value));
}

void JsonValue::insert(std::size_t index, JsonValue value)
{
    std::vector<JsonValue> &children = container().children;
    children.insert(children.begin() + long(index), std::move(value));
}

void JsonValue::insertMember(std::size_t index, std::string key, JsonValue value)
{
    JsonContainer &c = container();
    c.keys.insert(c.keys.begin() + long(index), std::move(key));
    c.children.insert(c.children.begin() + long(index), std::move(value));
}

void JsonValue::appendMember(std::string key, JsonValue value)
{
    JsonContainer &c = container();
    c.keys.push_back(std::move(key));
    c.children.push_back(std::move(value));
}

void JsonValue::setMember(std::string_view key, JsonValue value)
{
    if (JsonValue *existing = find(key))
        *existing = std::move(value);
    else
        appendMember(std::string(key), std::move(value));
}

JsonValue JsonValue::takeAt(std::size_t index)
{
    std::vector<JsonValue> &children = m_container->children;
    JsonValue taken = std::move(children[index]);
    children.erase(children.begin() + long(index));
    return taken;
}

std::string JsonValue::takeKeyAt(std::size_t index)
{
    std::vector<std::string> &keys = m_container->keys;
    std::string key = std::move(keys[index]);
    keys.erase(keys.begin() + long(index));
    return key;
}

void JsonValue::reserve(std::size_t count)
{
    if (count == 0)
        return;
    JsonContainer &c = container();
    c.children.reserve(count);
    if (m_type == Type::Object)
        c.keys.reserve(count);
}

JsonValue &JsonValue::emplaceMember(std::string_view key, Type type, std::string_view text)
{
    JsonContainer &c = container();
    c.keys.emplace_back(key);
    return c.children.emplace_back(type, text);
}

JsonValue &JsonValue::emplaceElement(Type type, std::string_view text)
{
    return container().children.emplace_back(type, text);
}

bool JsonValue::operator==(const JsonValue &other) const
{
    return m_type == other.m_type && m_text == other.m_text && keys() == other.keys()
        && children() == other.children();
}

const char *jsonTypeName(JsonValue::Type type)
{
    switch (type) {
    case JsonValue::Type::Null: return "null";
    case JsonValue::Type::Bool: return "boolean";
    case JsonValue::Type::Number: return "number";
    case JsonValue::Type::String: return "string";
    case JsonValue::Type::Array: return "array";
    case JsonValue::Type::Object: return "object";
    }
    return "value";
}

} // namespace ascendops
