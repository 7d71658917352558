#include "clustermodel/jobevents.h"

#include "kube/writetime.h"
#include "model/objectfields.h"

#include <QDateTime>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <set>
#include <string_view>
#include <tuple>

namespace ascendops::clustermodel {
namespace {

using Json = nlohmann::json;

// The time at PATH in ms since the epoch; 0 when it is missing or no time.
qint64 timeAtMs(const Json &event, std::initializer_list<const char *> path)
{
    const QDateTime time = QDateTime::fromString(fields::text(event, path), Qt::ISODateWithMs);
    return time.isValid() ? time.toMSecsSinceEpoch() : 0;
}

} // namespace

qint64 eventTimeMs(const Json &event)
{
    for (const std::initializer_list<const char *> &path :
         {std::initializer_list<const char *>{"lastTimestamp"}, {"series", "lastObservedTime"}, {"eventTime"}, {"firstTimestamp"},
          {"metadata", "creationTimestamp"}})
        if (const qint64 ms = timeAtMs(event, path))
            return ms;
    return 0;
}

qint64 eventWrittenMs(const Json &event)
{
    if (const qint64 written = kube::newestWriteMs(event); written > 0)
        return written;
    // The server stamps the creation too; the reporter's times come last.
    if (const qint64 created = timeAtMs(event, {"metadata", "creationTimestamp"}))
        return created;
    return eventTimeMs(event);
}

namespace {

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
    line.timeMs = eventTimeMs(event);
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
    // Those of the same second in one order at every read, whatever order
    // they were found in (a store's index has none).
    std::sort(lines->begin(), lines->end(), [](const JobEvent &a, const JobEvent &b) {
        return std::tie(a.timeMs, a.object, a.reason, a.message, a.type, a.reporter, a.count)
            < std::tie(b.timeMs, b.object, b.reason, b.message, b.type, b.reporter, b.count);
    });
    if (limit > 0 && int(lines->size()) > limit)
        lines->erase(lines->begin(), lines->end() - limit);
}

std::vector<const Json *> pointersTo(const Json &items)
{
    std::vector<const Json *> out;
    if (items.is_array())
        for (const Json &item : items)
            out.push_back(&item);
    return out;
}

} // namespace

void keepNewestEvents(std::vector<JobEvent> &events, int limit)
{
    keepNewest(&events, limit);
}

std::vector<JobEvent> eventsOfJob(const Json &items, const QString &jobName, qint64 sinceMs, int limit)
{
    return eventsOfJob(pointersTo(items), jobName, sinceMs, limit);
}

std::vector<JobEvent> eventsOfJob(const std::vector<const Json *> &events, const QString &jobName, qint64 sinceMs, int limit)
{
    std::vector<JobEvent> out;
    if (jobName.isEmpty())
        return out;
    const QString podPrefix = jobName + QLatin1Char('-');
    for (const Json *item : events) {
        const Json &event = *item;
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

void trimEvent(Json &event)
{
    if (!event.is_object())
        return;
    static const std::set<std::string_view> kept{"metadata", "involvedObject", "regarding", "type", "reason", "message", "note",
                                                 "source", "reportingController", "count", "series", "lastTimestamp",
                                                 "eventTime", "firstTimestamp"};
    static const std::set<std::string_view> keptMeta{"name", "namespace", "resourceVersion", "creationTimestamp", "managedFields"};
    static const std::set<std::string_view> keptSubject{"kind", "namespace", "name"};
    const auto keepOnly = [](Json &object, const std::set<std::string_view> &keys) {
        if (!object.is_object())
            return;
        for (auto it = object.begin(); it != object.end();)
            it = keys.count(it.key()) ? std::next(it) : object.erase(it);
    };
    keepOnly(event, kept);
    for (const char *key : {"metadata", "involvedObject", "regarding"})
        if (const auto found = event.find(key); found != event.end())
            keepOnly(*found, std::string_view(key) == "metadata" ? keptMeta : keptSubject);
    if (const auto meta = event.find("metadata"); meta != event.end())
        kube::keepNewestWrite(*meta);
    if (const auto source = event.find("source"); source != event.end())
        keepOnly(*source, {"component"});
}

} // namespace ascendops::clustermodel
