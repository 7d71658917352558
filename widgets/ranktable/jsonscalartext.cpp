#include "ranktable/jsonscalartext.h"

#include <QCoreApplication>
#include <QStringList>

#include <cctype>

namespace ascendops::JsonScalarText {
namespace {

bool isDigit(char c)
{
    return std::isdigit(static_cast<unsigned char>(c)) != 0;
}

// Consumes one or more digits from text[*i]; false when there is none.
bool digits(std::string_view text, std::size_t *i)
{
    const std::size_t start = *i;
    while (*i < text.size() && isDigit(text[*i]))
        ++*i;
    return *i > start;
}

bool integerPart(std::string_view text, std::size_t *i)
{
    if (*i < text.size() && text[*i] == '0') {
        ++*i;
        return true;
    }
    return digits(text, i);
}

bool fractionPart(std::string_view text, std::size_t *i)
{
    if (*i >= text.size() || text[*i] != '.')
        return true;
    ++*i;
    return digits(text, i);
}

bool exponentPart(std::string_view text, std::size_t *i)
{
    if (*i >= text.size() || (text[*i] != 'e' && text[*i] != 'E'))
        return true;
    ++*i;
    if (*i < text.size() && (text[*i] == '+' || text[*i] == '-'))
        ++*i;
    return digits(text, i);
}

QString joinedScalars(const JsonValue &array)
{
    QStringList parts;
    for (const JsonValue &element : array.children()) {
        if (!element.isScalar())
            return QCoreApplication::translate("JsonScalarText", "[%1 items]").arg(array.size());
        parts.append(QString::fromStdString(element.text()));
    }
    return parts.join(QStringLiteral(", "));
}

} // namespace

bool isNumber(std::string_view text)
{
    std::size_t i = 0;
    if (i < text.size() && text[i] == '-')
        ++i;
    return integerPart(text, &i) && fractionPart(text, &i) && exponentPart(text, &i) && i == text.size();
}

std::optional<JsonValue> parse(JsonValue::Type type, const QString &text)
{
    const std::string trimmed = text.trimmed().toStdString();
    switch (type) {
    case JsonValue::Type::String:
        return JsonValue::string(text.toStdString());
    case JsonValue::Type::Number:
        if (isNumber(trimmed))
            return JsonValue::number(trimmed);
        return std::nullopt;
    case JsonValue::Type::Bool:
        if (trimmed == "true" || trimmed == "false")
            return JsonValue::boolean(trimmed == "true");
        return std::nullopt;
    case JsonValue::Type::Null:
        if (trimmed == "null")
            return JsonValue::null();
        return std::nullopt;
    case JsonValue::Type::Array:
    case JsonValue::Type::Object:
        break;
    }
    return std::nullopt;
}

QString display(const JsonValue &value)
{
    switch (value.type()) {
    case JsonValue::Type::Null: return QStringLiteral("null");
    case JsonValue::Type::Array: return joinedScalars(value);
    case JsonValue::Type::Object:
        return QCoreApplication::translate("JsonScalarText", "{%1 members}").arg(value.size());
    case JsonValue::Type::Bool:
    case JsonValue::Type::Number:
    case JsonValue::Type::String:
        break;
    }
    return QString::fromStdString(value.text());
}

} // namespace ascendops::JsonScalarText
