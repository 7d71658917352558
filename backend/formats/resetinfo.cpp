#include "formats/resetinfo.h"

#include "formats/jsonpointer.h"

#include <QCoreApplication>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <limits>

namespace ascendops {
namespace {

using Json = nlohmann::json;

constexpr std::array kStatuses{"unrecovered", "recovered", "failed", "fault"};
constexpr std::array kPolicies{"empty", "ignore", "restart_request", "restart", "free_reset", "reset", "isolate"};

template <std::size_t N>
bool documented(const QString &value, const std::array<const char *, N> &values)
{
    return std::any_of(values.begin(), values.end(), [&value](const char *known) { return value == QLatin1String(known); });
}

QString textAt(const Json &object, const char *key)
{
    const auto it = object.find(key);
    return it != object.end() && it->is_string() ? QString::fromStdString(it->get<std::string>()) : QString();
}

// A whole number in int's range at KEY, or FALLBACK.
int intAt(const Json &object, const char *key, int fallback)
{
    const auto it = object.find(key);
    if (it == object.end() || !it->is_number_integer())
        return fallback;
    const long long value = it->get<long long>();
    return value >= std::numeric_limits<int>::min() && value <= std::numeric_limits<int>::max() ? int(value) : fallback;
}

// Bools as Go writes them; GracefulExit is an int (1: exit).
bool flagAt(const Json &object, const char *key)
{
    const auto it = object.find(key);
    if (it == object.end())
        return false;
    return it->is_boolean() ? it->get<bool>() : it->is_number_integer() && it->get<long long>() != 0;
}

std::optional<ResetRank> readRank(const Json &json, const std::string &place, Problems *problems)
{
    const auto id = json.is_object() ? json.find("RankId") : json.end();
    if (!json.is_object() || id == json.end() || !id->is_number_integer() || id->get<long long>() < 0
        || id->get<long long>() > std::numeric_limits<int>::max()) {
        problems->append(Problem::warning(place, QStringLiteral("a rank without a whole, non-negative RankId")));
        return std::nullopt;
    }
    ResetRank rank;
    rank.rankId = int(id->get<long long>());
    rank.logicId = intAt(json, "LogicId", -1);
    rank.status = textAt(json, "Status");
    rank.policy = textAt(json, "Policy");
    rank.initialPolicy = textAt(json, "InitialPolicy");
    rank.errorCodeHex = textAt(json, "ErrorCodeHex");
    if (const auto codes = json.find("ErrorCode"); codes != json.end() && codes->is_array())
        for (const Json &code : *codes)
            if (code.is_number_integer())
                rank.errorCodes.push_back(code.get<std::int64_t>());
    if (!rank.status.isEmpty() && !documented(rank.status, kStatuses))
        problems->append(Problem::note(JsonPointer::append(place, "Status"),
                                       QStringLiteral("status \"%1\" is not one MindCluster documents").arg(rank.status)));
    if (!rank.policy.isEmpty() && !documented(rank.policy, kPolicies))
        problems->append(Problem::note(JsonPointer::append(place, "Policy"),
                                       QStringLiteral("policy \"%1\" is not one MindCluster documents").arg(rank.policy)));
    return rank;
}

} // namespace

QList<int> ResetInfo::ranksIn(const QString &status) const
{
    QList<int> out;
    for (const ResetRank &rank : ranks)
        if (rank.status == status)
            out << rank.rankId;
    return out;
}

Parsed<ResetInfo> readResetInfo(std::string_view text)
{
    const Json document = Json::parse(text.begin(), text.end(), nullptr, false);
    if (!document.is_object())
        return Parsed<ResetInfo>::failure(
            {Problem::error("/", QStringLiteral("%1 is not a JSON object").arg(QLatin1String(kResetInfoKey)))});
    ResetInfo info;
    Problems problems;
    info.initializing = textAt(document, "status") == QLatin1String("initializing") && !document.contains("RankList");
    if (const auto stamp = document.find("UpdateTime"); stamp != document.end() && stamp->is_number_integer()
                                                         && stamp->get<long long>() > 0 && stamp->get<long long>() < 100'000'000'000LL)
        info.updateTime = stamp->get<long long>();   // seconds; a larger number is no time
    info.retryTime = std::max(0, intAt(document, "RetryTime", 0));
    info.faultFlushing = flagAt(document, "FaultFlushing");
    info.gracefulExit = flagAt(document, "GracefulExit");
    info.restartFaultProcess = flagAt(document, "RestartFaultProcess");
    const auto list = document.find("RankList");
    if (list != document.end() && !list->is_array() && !list->is_null())
        problems.append(Problem::warning("/RankList", QStringLiteral("not a list")));
    for (std::size_t i = 0; list != document.end() && list->is_array() && i < list->size(); ++i)
        if (std::optional<ResetRank> rank = readRank((*list)[i], JsonPointer::append("/RankList", i), &problems))
            info.ranks.push_back(std::move(*rank));
    if (!info.initializing && list == document.end() && !info.gracefulExit)
        problems.append(Problem::note("/", QStringLiteral("no RankList: no rank is named")));
    return {std::move(info), std::move(problems)};
}

QString describeResetInfo(const ResetInfo &info)
{
    if (info.initializing)
        return QCoreApplication::translate("ascendops", "initializing (no fault written)");
    QStringList parts;
    for (const ResetRank &rank : info.ranks) {
        QStringList how;
        if (!rank.policy.isEmpty())
            how << rank.policy;
        if (!rank.errorCodeHex.isEmpty())
            how << rank.errorCodeHex;
        parts << QCoreApplication::translate("ascendops", "rank %1 %2").arg(rank.rankId).arg(rank.status.isEmpty() ? QStringLiteral("-") : rank.status)
                     + (how.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(how.join(QStringLiteral(", "))));
    }
    if (info.gracefulExit)
        parts << QCoreApplication::translate("ascendops", "every training process told to exit (GracefulExit)");
    if (info.restartFaultProcess)
        parts << QCoreApplication::translate("ascendops", "only the faulty processes restart (RestartFaultProcess)");
    if (info.faultFlushing)
        parts << QCoreApplication::translate("ascendops", "faults still flushing");
    parts << QCoreApplication::translate("ascendops", "retry %1").arg(info.retryTime);
    return parts.join(QStringLiteral("; "));
}

} // namespace ascendops
