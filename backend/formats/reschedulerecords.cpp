#include "formats/reschedulerecords.h"

#include "formats/jsonpointer.h"

#include <QCoreApplication>

#include <nlohmann/json.hpp>

namespace ascendops {
namespace {

using Json = nlohmann::json;

QString textAt(const Json &object, const char *key)
{
    const auto it = object.find(key);
    if (it == object.end())
        return {};
    if (it->is_string())
        return QString::fromStdString(it->get<std::string>());
    return it->is_number_integer() ? QString::number(it->get<long long>()) : QString();
}

// One record; false (and a warning) when it is not of the documented shape.
bool readRecord(const Json &json, const std::string &place, RescheduleRecord *record, Problems *problems)
{
    const auto tasks = json.is_object() ? json.find("ReasonOfTask") : json.end();
    if (!json.is_object() || tasks == json.end() || !tasks->is_array()) {
        problems->append(Problem::warning(place, QStringLiteral("a reschedule record without its ReasonOfTask list")));
        return false;
    }
    const auto stamp = json.find("RescheduleTimeStamp");
    if (stamp != json.end() && stamp->is_number_integer() && stamp->get<long long>() > 0
        && stamp->get<long long>() < 100'000'000'000LL)   // seconds; a larger number is no time
        record->timestamp = stamp->get<long long>();
    for (std::size_t i = 0; i < tasks->size(); ++i) {
        const Json &task = (*tasks)[i];
        if (!task.is_object() || textAt(task, "RescheduleReason").isEmpty()) {
            problems->append(Problem::warning(JsonPointer::append(JsonPointer::append(place, "ReasonOfTask"), i),
                                              QStringLiteral("a rescheduled task without its RescheduleReason")));
            continue;
        }
        record->tasks.push_back({textAt(task, "RescheduleReason"), textAt(task, "PodName"), textAt(task, "NodeName"),
                                 textAt(task, "NodeRankIndex")});
    }
    return true;
}

std::optional<JobReschedules> readJob(const Json &entry, const std::string &place, Problems *problems)
{
    const auto total = entry.is_object() ? entry.find("TotalRescheduleTimes") : entry.end();
    if (!entry.is_object() || total == entry.end() || !total->is_number_integer() || total->get<long long>() < 0
        || total->get<long long>() > 1000000) {
        problems->append(Problem::warning(place, QStringLiteral("no whole, non-negative TotalRescheduleTimes")));
        return std::nullopt;
    }
    JobReschedules job;
    job.total = int(total->get<long long>());
    const auto records = entry.find("RescheduleRecords");
    if (records != entry.end() && !records->is_array()) {
        problems->append(Problem::warning(JsonPointer::append(place, "RescheduleRecords"), QStringLiteral("not a list")));
        return job;
    }
    for (std::size_t i = 0; records != entry.end() && i < records->size(); ++i) {
        RescheduleRecord record;
        if (readRecord((*records)[i], JsonPointer::append(JsonPointer::append(place, "RescheduleRecords"), i), &record, problems))
            job.records.push_back(std::move(record));
    }
    return job;
}

} // namespace

Parsed<std::map<QString, JobReschedules>> readRescheduleRecords(std::string_view text)
{
    std::map<QString, JobReschedules> jobs;
    if (QByteArrayView(text.data(), qsizetype(text.size())).trimmed().isEmpty())
        return jobs;
    const Json document = Json::parse(text.begin(), text.end(), nullptr, false);
    if (!document.is_object())
        return Parsed<std::map<QString, JobReschedules>>::failure(
            {Problem::error("/", QStringLiteral("%1 is not a JSON object of jobs").arg(QLatin1String(kRescheduleRecordsKey)))});
    Problems problems;
    for (const auto &[key, entry] : document.items())
        if (std::optional<JobReschedules> job = readJob(entry, JsonPointer::append("", key), &problems))
            jobs[QString::fromStdString(key)] = std::move(*job);
    return {std::move(jobs), std::move(problems)};
}

QString describeRescheduledTask(const RescheduledTask &task)
{
    const QString where = task.node.isEmpty() ? QString()
                                              : QCoreApplication::translate("ascendops", " on %1").arg(task.node);
    const QString rank = task.rankIndex.isEmpty() ? QString()
                                                  : QCoreApplication::translate("ascendops", ", rank %1").arg(task.rankIndex);
    return QCoreApplication::translate("ascendops", "%1%2 (pod %3%4)").arg(task.reason, where, task.pod, rank);
}

} // namespace ascendops
