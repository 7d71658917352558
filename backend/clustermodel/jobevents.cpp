#include "clustermodel/jobevents.h"

#include "model/objectfields.h"

#include <QDateTime>

#include <nlohmann/json.hpp>

#include <algorithm>

namespace ascendops::clustermodel {
namespace {

using Json = nlohmann::json;

qint64 timeOf(const Json &event)
{
    for (const std::initializer_list<const char *> &path :
         {std::initializer_list<const char *>{"lastTimestamp"}, {"eventTime"}, {"series", "lastObservedTime"}, {"firstTimestamp"},
          {"metadata", "creationTimestamp"}}) {
        const QString text = fields::text(event, path);
        if (text.isEmpty())
            continue;
        const QDateTime time = QDateTime::fromString(text, Qt::ISODateWithMs);
        if (time.isValid())
            return time.toMSecsSinceEpoch();
    }
    return 0;
}

// core/v1 says involvedObject, events.k8s.io/v1 regarding.
const Json *subjectOf(const Json &event)
{
    for (const char *key : {"involvedObject", "regarding"})
        if (const Json *subject = fields::find(event, {key}); subject && subject->is_object())
            return subject;
    return nullptr;
}

} // namespace

std::vector<JobEvent> eventsOfJob(const Json &items, const QString &jobName, qint64 sinceMs, int limit)
{
    std::vector<JobEvent> out;
    if (!items.is_array() || jobName.isEmpty())
        return out;
    const QString podPrefix = jobName + QLatin1Char('-');
    for (const Json &event : items) {
        const Json *subject = subjectOf(event);
        if (!subject)
            continue;
        const QString kind = fields::text(*subject, {"kind"}), name = fields::text(*subject, {"name"});
        const bool aboutJob = name == jobName && kind != QLatin1String("Pod");
        const bool aboutPod = kind == QLatin1String("Pod") && name.startsWith(podPrefix);
        if (!aboutJob && !aboutPod)
            continue;
        JobEvent line;
        line.timeMs = timeOf(event);
        if (line.timeMs && line.timeMs < sinceMs)
            continue;
        line.type = fields::text(event, {"type"});
        line.reason = fields::text(event, {"reason"});
        line.object = kind + QLatin1Char('/') + name;
        line.message = fields::text(event, {"message"});
        if (line.message.isEmpty())
            line.message = fields::text(event, {"note"});
        line.reporter = fields::text(event, {"source", "component"});
        if (line.reporter.isEmpty())
            line.reporter = fields::text(event, {"reportingController"});
        out.push_back(std::move(line));
    }
    std::stable_sort(out.begin(), out.end(), [](const JobEvent &a, const JobEvent &b) { return a.timeMs < b.timeMs; });
    if (limit > 0 && int(out.size()) > limit)
        out.erase(out.begin(), out.end() - limit);
    return out;
}

} // namespace ascendops::clustermodel
