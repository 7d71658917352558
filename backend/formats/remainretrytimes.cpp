#include "formats/remainretrytimes.h"

#include <nlohmann/json.hpp>

#include <QRegularExpression>

namespace ascendops {
namespace {

// "/" and the key with "~" and "/" escaped (RFC 6901): job keys hold a "/".
std::string jsonPointerToken(const std::string &key)
{
    std::string out = "/";
    for (const char c : key)
        out += c == '~' ? std::string("~0") : c == '/' ? std::string("~1") : std::string(1, c);
    return out;
}

} // namespace

Parsed<std::map<QString, int>> readRemainRetryTimes(std::string_view text)
{
    std::map<QString, int> left;
    if (QByteArrayView(text.data(), qsizetype(text.size())).trimmed().isEmpty())
        return left;
    const nlohmann::json document = nlohmann::json::parse(text.begin(), text.end(), nullptr, false);
    if (!document.is_object())
        return Parsed<std::map<QString, int>>::failure(
            {Problem::error("/", QStringLiteral("%1 is not a JSON object of jobs").arg(QLatin1String(kRemainRetryTimesKey)))});
    Problems problems;
    for (const auto &[key, entry] : document.items()) {
        const nlohmann::json *times = entry.is_object() && entry.contains("Times") ? &entry["Times"] : nullptr;
        if (!times || !times->is_number_integer() || times->get<long long>() < 0 || times->get<long long>() > 1000000) {
            problems.append(Problem::warning(jsonPointerToken(key), QStringLiteral("job %1: no whole, non-negative Times")
                                                            .arg(QString::fromStdString(key))));
            continue;
        }
        left[QString::fromStdString(key)] = int(times->get<long long>());
    }
    return {std::move(left), std::move(problems)};
}

bool isVolcanoJobKey(const QString &key, const QString &prefix)
{
    static const QRegularExpression uuid(QStringLiteral("^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"));
    return key.startsWith(prefix) && uuid.match(key.mid(prefix.size())).hasMatch();
}

} // namespace ascendops
