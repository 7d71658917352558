#include "model/jsonvalue.h"

#include <charconv>

namespace ascendops {

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
    return i < 0 ? nullptr : &m_children[std::size_t(i)];
}

JsonValue *JsonValue::find(std::string_view key)
{
    const long i = indexOf(key);
    return i < 0 ? nullptr : &m_children[std::size_t(i)];
}

long JsonValue::indexOf(std::string_view key) const
{
    for (std::size_t i = 0; i < m_keys.size(); ++i) {
        if (m_keys[i] == key)
            return long(i);
    }
    return -1;
}

void JsonValue::append(JsonValue value)
{
    m_children.push_back(std::move(value));
}

void JsonValue::insert(std::size_t index, JsonValue value)
{
    m_children.insert(m_children.begin() + long(index), std::move(value));
}

void JsonValue::insertMember(std::size_t index, std::string key, JsonValue value)
{
    m_keys.insert(m_keys.begin() + long(index), std::move(key));
    m_children.insert(m_children.begin() + long(index), std::move(value));
}

void JsonValue::appendMember(std::string key, JsonValue value)
{
    m_keys.push_back(std::move(key));
    m_children.push_back(std::move(value));
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
    JsonValue taken = std::move(m_children[index]);
    m_children.erase(m_children.begin() + long(index));
    return taken;
}

std::string JsonValue::takeKeyAt(std::size_t index)
{
    std::string key = std::move(m_keys[index]);
    m_keys.erase(m_keys.begin() + long(index));
    return key;
}

void JsonValue::reserve(std::size_t count)
{
    m_children.reserve(count);
    if (m_type == Type::Object)
        m_keys.reserve(count);
}

JsonValue &JsonValue::emplaceMember(std::string_view key, Type type, std::string_view text)
{
    m_keys.emplace_back(key);
    return m_children.emplace_back(type, text);
}

JsonValue &JsonValue::emplaceElement(Type type, std::string_view text)
{
    return m_children.emplace_back(type, text);
}

bool JsonValue::operator==(const JsonValue &other) const
{
    return m_type == other.m_type && m_text == other.m_text && m_keys == other.m_keys
        && m_children == other.m_children;
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
