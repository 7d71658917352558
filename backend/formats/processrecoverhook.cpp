#include "formats/processrecoverhook.h"

#include "formats/jsondocument.h"

#include <nlohmann/json.hpp>

namespace ascendops {

bool ProcessHook::waiting() const
{
    return platformMode && (strategy.isEmpty() || strategy == QLatin1String("none")) && !confirmFault.empty();
}

Parsed<std::vector<FaultRank>> parseFaultRanks(const QString &text)
{
    std::vector<FaultRank> ranks;
    for (const QString &entry : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QStringList parts = entry.trimmed().split(QLatin1Char(':'));
        bool rankOk = false, typeOk = false;
        const int rank = parts.value(0).trimmed().toInt(&rankOk);
        const int type = parts.value(1).trimmed().toInt(&typeOk);
        if (parts.size() != 2 || !rankOk || !typeOk || rank < 0 || (type != 0 && type != 1))
            return Parsed<std::vector<FaultRank>>::failure(
                Problem::error("", QStringLiteral("\"%1\" is not RANK:TYPE (type 0 or 1)").arg(entry.trimmed())));
        ranks.push_back({rank, type});
    }
    return Parsed<std::vector<FaultRank>>(std::move(ranks));
}

Parsed<ProcessHook> readProcessHook(const nlohmann::json &annotations)
{
    ProcessHook hook;
    if (!annotations.is_object())
        return Parsed<ProcessHook>(hook);
    const auto text = [&](const char *key, QString *out) {
        const auto it = annotations.find(key);
        if (it == annotations.end())
            return false;
        if (it->is_string())
            *out = QString::fromStdString(it->get<std::string>());
        return true;
    };
    hook.platformMode = text(kProcessRecoverStrategyKey, &hook.strategy);
    text(kProcessRecoverStatusKey, &hook.status);
    text(kProcessConfirmFaultKey, &hook.confirmFaultText);
    const Parsed<std::vector<FaultRank>> ranks = parseFaultRanks(hook.confirmFaultText);
    if (!ranks) {
        Problems problems;
        for (Problem problem : ranks.problems()) {
            problem.pointer = std::string("/metadata/annotations/") + kProcessConfirmFaultKey;
            problems << problem;
        }
        return Parsed<ProcessHook>::failure(problems);
    }
    hook.confirmFault = ranks.value();
    return Parsed<ProcessHook>(hook);
}

QStringList hookAnswersFor(const QStringList &recoverStrategies)
{
    QStringList answers;
    if (recoverStrategies.contains(QLatin1String("retry")))
        answers << QStringLiteral("retry");
    if (recoverStrategies.contains(QLatin1String("recover")) || recoverStrategies.contains(QLatin1String("recover-in-place")))
        answers << QStringLiteral("recover");
    if (recoverStrategies.contains(QLatin1String("dump")))
        answers << QStringLiteral("dump");
    return answers;
}

} // namespace ascendops
