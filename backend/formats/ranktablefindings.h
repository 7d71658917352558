#pragma once

#include "formats/jsonplace.h"
#include "model/jsonvalue.h"
#include "core/problem.h"

#include <string_view>

namespace ascendops {

// How a rank table version writes its numbers: 1.0 and 1.2 quote them
// ("rank_id": "3"), 2.0 writes JSON integers ("rank_id": 3).
enum class NumberStyle { QuotedDigits, JsonInteger };

// Collects the problems of one validation and holds the checks every rule
// shares: JSON types and integers. Messages are built only on failure.
class RankTableFindings
{
public:
    void error(const JsonPlace &place, QString message);
    void warning(const JsonPlace &place, QString message);
    Problems take() { return std::move(m_problems); }

    // Each reports "NAME must be ...; found ..." and returns false on a
    // value of the wrong JSON type.
    bool expectObject(const JsonValue &value, const JsonPlace &place)
    {
        return value.isObject() || reportWrongType(value, place, Expected::Object);
    }
    bool expectArray(const JsonValue &value, const JsonPlace &place)
    {
        return value.isArray() || reportWrongType(value, place, Expected::Array);
    }
    bool expectString(const JsonValue &value, const JsonPlace &place)
    {
        return value.isString() || reportWrongType(value, place, Expected::String);
    }

    // Reads a whole number in [min, max]. A number in the other version's
    // style (16666 in 1.x, "16666" in 2.0) is reported but still read, so
    // one typing slip does not hide the rules that depend on the value.
    // Returns false, after reporting, when there is no usable value.
    bool readInteger(const JsonValue &value, const JsonPlace &place, NumberStyle style,
                     long long min, long long max, long long *out)
    {
        // Inline fast path: a 16k-rank table has ~100k integers, nearly all fine.
        const bool rightType = style == NumberStyle::QuotedDigits ? value.isString() : value.isNumber();
        long long number = 0;
        if (rightType && parseShortInteger(value.text(), &number) && number >= min && number <= max) {
            *out = number;
            return true;
        }
        return readIntegerSlowly(value, place, style, min, max, out);
    }

private:
    // 1-18 plain digits; signs and anything else go the slow way.
    static bool parseShortInteger(const std::string &text, long long *out)
    {
        const char *p = text.data();
        const char *end = p + text.size();
        if (p == end || end - p > 18)
            return false;
        long long value = 0;
        for (; p != end; ++p) {
            const unsigned digit = unsigned(*p) - unsigned('0');
            if (digit > 9)
                return false;
            value = value * 10 + digit;
        }
        *out = value;
        return true;
    }

    bool readIntegerSlowly(const JsonValue &value, const JsonPlace &place, NumberStyle style,
                           long long min, long long max, long long *out);
    enum class Expected { Object, Array, String, Integer };
    bool reportWrongType(const JsonValue &value, const JsonPlace &place, Expected expected,
                         NumberStyle style = NumberStyle::QuotedDigits);

    Problems m_problems;
};

// "the number 16666", "the string \"abc\"", "an object", ... for messages.
QString describeJsonValue(const JsonValue &value);
QString qStringFrom(std::string_view text);

} // namespace ascendops
