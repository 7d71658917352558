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

std::optional<int> remainRetriesOf(const std::map<QString, int> &left, const QString &nameSpace, const QString &name,
                                   const QString &uid)
{
    const QString prefix = nameSpace + QLatin1Char('/') + name + QLatin1Char('-');
    if (const auto exact = left.find(prefix + uid); !uid.isEmpty() && exact != left.end())
        return exact->second;
    // Another uid after the name: a UUID, so "ns/job-2-<uuid>" is not job's.
    static const QRegularExpression uuid(QStringLiteral("^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"));
    std::optional<int> found;
    for (auto it = left.lower_bound(prefix); it != left.end() && it->first.startsWith(prefix); ++it) {
        if (!uuid.match(it->first.mid(prefix.size())).hasMatch())
            continue;
        if (found)
            return std::nullopt;   // two of its name: which is this job's is not known
        found = it->second;
    }
    return found;
}

} // namespace ascendops
