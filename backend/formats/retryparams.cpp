#include "formats/retryparams.h"

#include <QCoreApplication>
#include <QList>

#include <cstdint>
#include <optional>

namespace ascendops {
namespace {

// One comma-separated "KEY:VALUE" item of either variable, with its place so
// that every problem can say where it is.
struct EnvItem
{
    int number = 0;        // 1-based position in the list
    int column = 0;        // 1-based column of its first non-blank character
    QStringView text;      // trimmed
    QStringView key;       // trimmed part before the first ':'
    QStringView value;     // trimmed part after it
    bool hasColon = false;
};

// Describes one HCCL_OP_RETRY_PARAMS key: its range and where it lands.
struct ParamKey
{
    const char *name;
    RetryParamRange range;
    std::uint32_t RetrySettings::*field;
    bool inMilliseconds;
};

constexpr std::array<ParamKey, 3> paramKeys{{
    {"MaxCnt", maxCntRange, &RetrySettings::maxCnt, false},
    {"HoldTime", holdTimeRange, &RetrySettings::holdTimeMs, true},
    {"IntervalTime", intervalTimeRange, &RetrySettings::intervalTimeMs, true},
}};

int leadingBlanks(QStringView text)
{
    int count = 0;
    while (count < text.size() && text[count].isSpace())
        ++count;
    return count;
}

// `raw` is the item's text between commas; `offset` is where it starts.
EnvItem makeItem(QStringView raw, qsizetype offset, int number)
{
    EnvItem item;
    item.number = number;
    item.column = int(offset) + leadingBlanks(raw) + 1;
    item.text = raw.trimmed();
    const qsizetype colon = item.text.indexOf(QLatin1Char(':'));
    item.hasColon = colon >= 0;
    item.key = item.hasColon ? item.text.left(colon).trimmed() : item.text;
    item.value = item.hasColon ? item.text.mid(colon + 1).trimmed() : QStringView();
    return item;
}

// Splits at commas. A blank string has no items (HCCL treats it as unset);
// blank items inside a list are kept so that they can be reported.
QList<EnvItem> splitItems(QStringView text)
{
    QList<EnvItem> items;
    if (text.trimmed().isEmpty())
        return items;
    qsizetype start = 0;
    for (qsizetype i = 0; i <= text.size(); ++i) {
        if (i < text.size() && text[i] != QLatin1Char(','))
            continue;
        items.append(makeItem(text.mid(start, i - start), start, int(items.size()) + 1));
        start = i + 1;
    }
    return items;
}

Problem problemAt(const EnvItem &item, Problem::Severity severity, QString message)
{
    return Problem{severity, std::string(), std::move(message), 1, item.column};
}

QString quoted(QStringView text)
{
    return QLatin1Char('"') + text.toString() + QLatin1Char('"');
}

// Empty items and items without "KEY:" cannot be interpreted at all.
bool checkItemShape(const EnvItem &item, const char *example, Problems *problems)
{
    if (item.text.isEmpty()) {
        problems->append(problemAt(item, Problem::Severity::Error,
            QCoreApplication::translate("RetryParams",
                "item %1 is empty (two commas in a row, or a comma at either end)").arg(item.number)));
        return false;
    }
    if (!item.hasColon || item.key.isEmpty()) {
        problems->append(problemAt(item, Problem::Severity::Error,
            QCoreApplication::translate("RetryParams", "item %1 %2: expected NAME:VALUE such as %3")
                .arg(item.number).arg(quoted(item.text), QLatin1String(example))));
        return false;
    }
    return true;
}

// The known name that differs from `key` only in letter case, if any: HCCL
// compares names exactly, so "l1" or "maxcnt" is silently ignored there.
QString caseHint(QStringView key, const QStringList &known)
{
    for (const QString &name : known) {
        if (key.compare(name, Qt::CaseInsensitive) == 0)
            return QCoreApplication::translate("RetryParams", " (names are case-sensitive: did you mean %1?)").arg(name);
    }
    return QString();
}

QString duplicateMessage(const EnvItem &item, QStringView name, int firstItem)
{
    return QCoreApplication::translate("RetryParams", "item %1: %2 is given twice (first in item %3)")
        .arg(item.number).arg(name.toString()).arg(firstItem);
}

// ---- HCCL_OP_RETRY_ENABLE ------------------------------------------------

std::optional<RetryLevel> levelFromName(QStringView name)
{
    for (RetryLevel level : allRetryLevels) {
        if (name == QLatin1String(retryLevelName(level)))
            return level;
    }
    return std::nullopt;
}

bool parseSwitch(const EnvItem &item, bool *on, Problems *problems)
{
    if (item.value == QLatin1String("0") || item.value == QLatin1String("1")) {
        *on = item.value == QLatin1String("1");
        return true;
    }
    const QString message = item.value.isEmpty()
        ? QCoreApplication::translate("RetryParams", "%1: no value; expected 0 (off) or 1 (on)")
              .arg(item.key.toString())
        : QCoreApplication::translate("RetryParams", "%1: value %2 must be 0 (off) or 1 (on)")
              .arg(item.key.toString(), quoted(item.value));
    problems->append(problemAt(item, Problem::Severity::Error, message));
    return false;
}

Problem olderCannNote(const EnvItem &item)
{
    return problemAt(item, Problem::Severity::Note,
        QCoreApplication::translate("RetryParams",
            "L0 (retry inside a server) exists only in older CANN releases (8.1 to 8.3); "
            "newer releases know only L1 and L2"));
}

// Applies one item to `next`; false when it was rejected.
bool applyLevelItem(const EnvItem &item, std::array<int, 3> *seenAt, RetrySettings *next, Problems *problems)
{
    if (!checkItemShape(item, "L1:1", problems))
        return false;
    const std::optional<RetryLevel> level = levelFromName(item.key);
    if (!level) {
        const QStringList known{QStringLiteral("L0"), QStringLiteral("L1"), QStringLiteral("L2")};
        problems->append(problemAt(item, Problem::Severity::Error,
            QCoreApplication::translate("RetryParams", "item %1 %2: unknown level %3; expected L0, L1 or L2")
                .arg(item.number).arg(quoted(item.text), quoted(item.key)) + caseHint(item.key, known)));
        return false;
    }
    int &firstItem = (*seenAt)[std::size_t(*level)];
    if (firstItem != 0) {
        problems->append(problemAt(item, Problem::Severity::Error, duplicateMessage(item, item.key, firstItem)));
        return false;
    }
    firstItem = item.number;
    bool on = false;
    if (!parseSwitch(item, &on, problems))
        return false;
    next->setEnabled(*level, on);
    if (*level == RetryLevel::L0) {
        next->includeL0 = true;
        problems->append(olderCannNote(item));
    }
    return true;
}

// ---- HCCL_OP_RETRY_PARAMS ------------------------------------------------

const ParamKey *paramKeyFromName(QStringView name)
{
    for (const ParamKey &key : paramKeys) {
        if (name == QLatin1String(key.name))
            return &key;
    }
    return nullptr;
}

QString rangeText(const ParamKey &key)
{
    const QString range = QStringLiteral("[%1, %2]").arg(key.range.minimum).arg(key.range.maximum);
    return key.inMilliseconds ? QCoreApplication::translate("RetryParams", "%1 ms").arg(range) : range;
}

// Digits only: HCCL reads these as uint32, so a sign, a unit or a decimal
// point is not a number it would accept.
bool isUnsignedInteger(QStringView text)
{
    if (text.isEmpty())
        return false;
    for (QChar c : text) {
        if (c < QLatin1Char('0') || c > QLatin1Char('9'))
            return false;
    }
    return true;
}

bool parseParamValue(const EnvItem &item, const ParamKey &key, std::uint32_t *out, Problems *problems)
{
    const QString name = QLatin1String(key.name);
    QString message;
    if (item.value.isEmpty()) {
        message = QCoreApplication::translate("RetryParams", "%1: no value; allowed range %2").arg(name, rangeText(key));
    } else if (!isUnsignedInteger(item.value)) {
        message = QCoreApplication::translate("RetryParams",
                      "%1: %2 is not an unsigned integer (no sign, no unit); allowed range %3")
                      .arg(name, quoted(item.value), rangeText(key));
    } else {
        // More than 10 digits cannot be in range; skip converting them.
        const std::uint64_t value = item.value.size() > 10 ? UINT64_MAX : item.value.toULongLong();
        if (value >= key.range.minimum && value <= key.range.maximum) {
            *out = std::uint32_t(value);
            return true;
        }
        message = QCoreApplication::translate("RetryParams", "%1: %2 is out of range; allowed range %3")
                      .arg(name, item.value.toString(), rangeText(key));
    }
    problems->append(problemAt(item, Problem::Severity::Error, message));
    return false;
}

bool applyParamItem(const EnvItem &item, std::array<int, 3> *seenAt, RetrySettings *next, Problems *problems)
{
    if (!checkItemShape(item, "MaxCnt:3", problems))
        return false;
    const ParamKey *key = paramKeyFromName(item.key);
    if (!key) {
        const QStringList known{QStringLiteral("MaxCnt"), QStringLiteral("HoldTime"), QStringLiteral("IntervalTime")};
        problems->append(problemAt(item, Problem::Severity::Error,
            QCoreApplication::translate("RetryParams",
                "item %1 %2: unknown key %3; expected MaxCnt, HoldTime or IntervalTime")
                .arg(item.number).arg(quoted(item.text), quoted(item.key)) + caseHint(item.key, known)));
        return false;
    }
    int &firstItem = (*seenAt)[std::size_t(key - paramKeys.data())];
    if (firstItem != 0) {
        problems->append(problemAt(item, Problem::Severity::Error, duplicateMessage(item, item.key, firstItem)));
        return false;
    }
    firstItem = item.number;
    return parseParamValue(item, *key, &(next->*(key->field)), problems);
}

QString oneDecimalPlace(double seconds)
{
    return QString::number(seconds, 'f', 1);
}

} // namespace

const char *retryVariableName(RetryVariable variable)
{
    return variable == RetryVariable::Enable ? "HCCL_OP_RETRY_ENABLE" : "HCCL_OP_RETRY_PARAMS";
}

Parsed<RetrySettings> parseRetryEnable(QStringView text, RetrySettings base)
{
    Problems problems;
    RetrySettings next = std::move(base);
    next.levels = {};           // omitted levels are off
    next.includeL0 = false;
    std::array<int, 3> seenAt{};
    for (const EnvItem &item : splitItems(text))
        applyLevelItem(item, &seenAt, &next, &problems);
    if (hasErrors(problems))
        return Parsed<RetrySettings>::failure(std::move(problems));
    return Parsed<RetrySettings>(std::move(next), std::move(problems));
}

Parsed<RetrySettings> parseRetryParams(QStringView text, RetrySettings base)
{
    Problems problems;
    RetrySettings next = std::move(base);
    next.paramsSet = !text.trimmed().isEmpty();
    for (const ParamKey &key : paramKeys)
        next.*(key.field) = key.range.defaultValue;   // omitted keys take defaults
    std::array<int, 3> seenAt{};
    for (const EnvItem &item : splitItems(text))
        applyParamItem(item, &seenAt, &next, &problems);
    if (hasErrors(problems))
        return Parsed<RetrySettings>::failure(std::move(problems));
    return Parsed<RetrySettings>(std::move(next), std::move(problems));
}

QString formatRetryEnable(const RetrySettings &settings)
{
    QStringList items;
    for (RetryLevel level : allRetryLevels) {
        if (level == RetryLevel::L0 && !settings.includeL0)
            continue;
        items.append(QStringLiteral("%1:%2").arg(QLatin1String(retryLevelName(level))).arg(settings.isEnabled(level) ? 1 : 0));
    }
    return items.join(QStringLiteral(", "));
}

QString formatRetryParams(const RetrySettings &settings)
{
    QStringList items;
    for (const ParamKey &key : paramKeys)
        items.append(QStringLiteral("%1:%2").arg(QLatin1String(key.name)).arg(settings.*(key.field)));
    return items.join(QStringLiteral(", "));
}

QStringList retryExportLines(const RetrySettings &settings)
{
    QStringList lines;
    lines.append(QStringLiteral("export %1=\"%2\"")
                     .arg(QLatin1String(retryVariableName(RetryVariable::Enable)), formatRetryEnable(settings)));
    if (settings.paramsSet || settings.anyLevelEnabled()) {
        lines.append(QStringLiteral("export %1=\"%2\"")
                         .arg(QLatin1String(retryVariableName(RetryVariable::Params)), formatRetryParams(settings)));
    }
    return lines;
}

std::uint64_t worstCaseHoldMs(const RetrySettings &settings)
{
    // MaxCnt is at least 1 after parsing; guard anyway so a hand-built value
    // with 0 cannot wrap around.
    const std::uint64_t retriesAfterFirst = settings.maxCnt > 0 ? settings.maxCnt - 1 : 0;
    return std::uint64_t(settings.holdTimeMs) + retriesAfterFirst * settings.intervalTimeMs;
}

QString formatHoldDuration(std::uint64_t milliseconds)
{
    if (milliseconds < 1000)
        return QCoreApplication::translate("RetryParams", "%1 ms").arg(milliseconds);
    if (milliseconds < 60000)
        return QCoreApplication::translate("RetryParams", "%1 s").arg(oneDecimalPlace(double(milliseconds) / 1000.0));
    const std::uint64_t minutes = milliseconds / 60000;
    const std::uint64_t rest = milliseconds % 60000;
    if (rest == 0)
        return QCoreApplication::translate("RetryParams", "%1 min").arg(minutes);
    return QCoreApplication::translate("RetryParams", "%1 min %2 s").arg(minutes).arg(oneDecimalPlace(double(rest) / 1000.0));
}

} // namespace ascendops
