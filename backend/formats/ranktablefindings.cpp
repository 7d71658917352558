#include "formats/ranktablefindings.h"

#include "core/inputlimits.h"

#include <QCoreApplication>

#include <charconv>

namespace ascendops {
namespace {

constexpr qsizetype kQuotedTextLimit = 40;

bool parseWholeNumber(const std::string &text, long long *out)
{
    const char *begin = text.data();
    const char *end = begin + text.size();
    auto [ptr, ec] = std::from_chars(begin, end, *out);
    return begin != end && ec == std::errc() && ptr == end;
}

QString styleExample(NumberStyle style)
{
    return style == NumberStyle::QuotedDigits
        ? QCoreApplication::translate("RankTableValidator", "a whole number written as a string, such as \"8\"")
        : QCoreApplication::translate("RankTableValidator", "a JSON integer, such as 8");
}

} // namespace

QString qStringFrom(std::string_view text)
{
    // Messages quote values; a 2 MB server_id is named, not copied whole.
    if (text.size() > std::size_t(kMaxQuotedChars) * 4)
        text = text.substr(0, std::size_t(kMaxQuotedChars) * 4);
    return quotedForMessage(QString::fromUtf8(text.data(), qsizetype(text.size())));
}

QString describeJsonValue(const JsonValue &value)
{
    switch (value.type()) {
    case JsonValue::Type::Null:
        return QCoreApplication::translate("RankTableValidator", "null");
    case JsonValue::Type::Bool:
        return QCoreApplication::translate("RankTableValidator", "the boolean %1").arg(qStringFrom(value.text()));
    case JsonValue::Type::Number:
        return QCoreApplication::translate("RankTableValidator", "the number %1").arg(qStringFrom(value.text()));
    case JsonValue::Type::String: {
        QString text = qStringFrom(value.text());
        if (text.size() > kQuotedTextLimit)
            text = text.left(kQuotedTextLimit) + QStringLiteral("...");
        return QCoreApplication::translate("RankTableValidator", "the string \"%1\"").arg(text);
    }
    case JsonValue::Type::Array:
        return QCoreApplication::translate("RankTableValidator", "an array");
    case JsonValue::Type::Object:
        return QCoreApplication::translate("RankTableValidator", "an object");
    }
    return {};
}

void RankTableFindings::error(const JsonPlace &place, QString message)
{
    m_problems.append(Problem::error(place.pointer(), std::move(message)));
}

void RankTableFindings::warning(const JsonPlace &place, QString message)
{
    m_problems.append(Problem::warning(place.pointer(), std::move(message)));
}

bool RankTableFindings::reportWrongType(const JsonValue &value, const JsonPlace &place, Expected expected,
                                        NumberStyle style)
{
    QString what;
    switch (expected) {
    case Expected::Object: what = QCoreApplication::translate("RankTableValidator", "an object"); break;
    case Expected::Array: what = QCoreApplication::translate("RankTableValidator", "an array"); break;
    case Expected::String: what = QCoreApplication::translate("RankTableValidator", "a string"); break;
    case Expected::Integer: what = styleExample(style); break;
    }
    error(place, QCoreApplication::translate("RankTableValidator", "%1 must be %2; found %3.")
                     .arg(place.name(), what, describeJsonValue(value)));
    return false;
}

bool RankTableFindings::readIntegerSlowly(const JsonValue &value, const JsonPlace &place, NumberStyle style,
                                          long long min, long long max, long long *out)
{
    if (!value.isString() && !value.isNumber())
        return reportWrongType(value, place, Expected::Integer, style);
    long long number = 0;
    if (!parseWholeNumber(value.text(), &number)) {
        error(place, QCoreApplication::translate("RankTableValidator", "%1 is %2, which is not a whole number; expected %3.")
                         .arg(place.name(), describeJsonValue(value), styleExample(style)));
        return false;
    }
    if (style == NumberStyle::QuotedDigits && value.isNumber()) {
        error(place, QCoreApplication::translate("RankTableValidator",
                         "%1 is written as the number %2, but version 1.0 and 1.2 tables write numbers as strings: write \"%2\".")
                         .arg(place.name(), qStringFrom(value.text())));
    } else if (style == NumberStyle::JsonInteger && value.isString()) {
        error(place, QCoreApplication::translate("RankTableValidator",
                         "%1 is written as the string \"%2\", but version 2.0 tables write numbers as JSON integers: write %2 without quotes.")
                         .arg(place.name(), qStringFrom(value.text())));
    }
    if (number < min || number > max) {
        error(place, QCoreApplication::translate("RankTableValidator", "%1 is %2; expected a whole number from %3 to %4.")
                         .arg(place.name()).arg(number).arg(min).arg(max));
        return false;
    }
    *out = number;
    return true;
}

} // namespace ascendops
