#pragma once
// What the cluster said it did for a job: the Kubernetes Events about the job
// and its pods (Volcano's, the Ascend Operator's, ClusterD's, the kubelet's),
// oldest first, from a list of a namespace's Events (core/v1 or
// events.k8s.io/v1 shapes). Shown beside an incident, so that a recovery
// the cluster made is read from what the cluster says.
#include <QString>

#include <nlohmann/json_fwd.hpp>

#include <vector>

namespace ascendops::clustermodel {

struct JobEvent
{
    qint64 timeMs = 0;      // lastTimestamp, eventTime, or the creation time; 0 when none is given
    QString type;           // Normal, Warning
    QString reason;         // JobReschedule, ExitedWithCode, WaitPlatformStrategy, ...
    QString object;         // "Job/mindx-a3", "Pod/mindx-a3-worker-2"
    QString message;
    QString reporter;       // source.component, reportingController
    int count = 1;          // how many times it was seen (count, series.count)
};

// The Events of LIST (an EventList's items) about the job JOBNAME or a pod
// whose name starts with JOBNAME and a dash, at or after SINCEMS, oldest
// first, at most LIMIT (the newest kept).
std::vector<JobEvent> eventsOfJob(const nlohmann::json &items, const QString &jobName, qint64 sinceMs, int limit = 50);
// The same of Events held elsewhere (EventStore).
std::vector<JobEvent> eventsOfJob(const std::vector<const nlohmann::json *> &events, const QString &jobName, qint64 sinceMs,
                                  int limit = 50);

// Oldest first, at most LIMIT of them (the newest kept); all for LIMIT 0.
// For Events gathered from several pages of a list.
void keepNewestEvents(std::vector<JobEvent> &events, int limit);

// The Events of LIST about the object KIND NS/NAME itself (NS "": a Node's,
// whichever namespace its Events were written in),
// oldest first, at most LIMIT (the newest kept): what `kubectl describe`
// lists under the object.
std::vector<JobEvent> eventsAbout(const nlohmann::json &items, const QString &kind, const QString &ns, const QString &name,
                                  int limit = 200);

// When an Event last happened, in ms since the epoch: lastTimestamp,
// series.lastObservedTime (a recurring one's latest), eventTime,
// firstTimestamp or its creation, the first given; 0 when none is. All but
// the last are written by its reporter, on the reporter's clock.
qint64 eventTimeMs(const nlohmann::json &event);
// When the API server last wrote the Event, on its clock (managedFields, or
// else its creation); where it says neither, eventTimeMs. What decides which
// Events a store keeps:
// a node whose clock runs an hour fast would otherwise make every other
// node's Events look an hour old.
qint64 eventWrittenMs(const nlohmann::json &event);
// What a cache keeps of an Event: the fields read here and its newest write
// time, nothing else.
void trimEvent(nlohmann::json &event);

} // namespace ascendops::clustermodel
