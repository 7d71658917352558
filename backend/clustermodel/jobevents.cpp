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

JobEvent lineOf(const Json &event, const QString &object)
{
    JobEvent line;
    line.timeMs = timeOf(event);
    line.type = fields::text(event, {"type"});
    line.reason = fields::text(event, {"reason"});
    line.object = object;
    line.message = fields::text(event, {"message"});
    if (line.message.isEmpty())
        line.message = fields::text(event, {"note"});
    line.reporter = fields::text(event, {"source", "component"});
    if (line.reporter.isEmpty())
        line.reporter = fields::text(event, {"reportingController"});
    line.count = std::max(1, fields::number(event, {"count"}, fields::number(event, {"series", "count"}, 1)));
    return line;
}

void keepNewest(std::vector<JobEvent> *lines, int limit)
{
    std::stable_sort(lines->begin(), lines->end(), [](const JobEvent &a, const JobEvent &b) { return a.timeMs < b.timeMs; });
    if (limit > 0 && int(lines->size()) > limit)
        lines->erase(lines->begin(), lines->end() - limit);
}

} // namespace

void keepNewestEvents(std::vector<JobEvent> &events, int limit)
{
    keepNewest(&events, limit);
}

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
        JobEvent line = lineOf(event, kind + QLatin1Char('/') + name);
        if (line.timeMs && line.timeMs < sinceMs)
            continue;
        out.push_back(std::move(line));
    }
    keepNewest(&out, limit);
    return out;
}

std::vector<JobEvent> eventsAbout(const Json &items, const QString &kind, const QString &ns, const QString &name, int limit)
{
    std::vector<JobEvent> out;
    if (!items.is_array())
        return out;
    for (const Json &event : items) {
        const Json *subject = subjectOf(event);
        if (!subject || fields::text(*subject, {"kind"}) != kind || fields::text(*subject, {"name"}) != name
            || (!ns.isEmpty() && fields::text(*subject, {"namespace"}) != ns))
            continue;
        out.push_back(lineOf(event, kind + QLatin1Char('/') + name));
    }
    keepNewest(&out, limit);
    return out;
}

} // namespace ascendops::clustermodel
