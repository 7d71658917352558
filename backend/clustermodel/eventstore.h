#pragma once
// The cluster's Events, as many as the console keeps: listed and watched in
// every namespace, each trimmed to the fields read (trimEvent), the newest
// kept (at most kMost, none older than kMaxAgeMs before the newest, by the
// API server's clock), indexed by namespace. A busy fleet writes tens of
// thousands; the API server keeps an hour of them by default (--event-ttl),
// and so does this store, at most.
//
// An incident's Events are read from here once it is listed, without a
// request, where it still holds every Event since the fault; before then,
// where the user may not list Events in every namespace (a 403: isReady()
// stays false) or where older ones were dropped, they are read from the API
// server (IncidentEvents).
#include "clustermodel/jobevents.h"

#include <QObject>
#include <QString>

#include <memory>
#include <vector>

namespace ascendops::kube {
class ApiClient;
class Informer;
} // namespace ascendops::kube

namespace ascendops::clustermodel {

class EventStore : public QObject
{
    Q_OBJECT
public:
    // Some 2.5 KB each as kept: 5,000 are 12 MB (a fleet's 20,000 were
    // 50 MB). An incident older than what is kept reads from the API server.
    static constexpr int kMost = 5000;
    static constexpr qint64 kMaxAgeMs = 3600 * 1000;

    struct Limits
    {
        int most = kMost;
        qint64 maxAgeMs = kMaxAgeMs;
    };

    explicit EventStore(kube::ApiClient *client, QObject *parent = nullptr) : EventStore(client, Limits{}, parent) {}
    EventStore(kube::ApiClient *client, Limits limits, QObject *parent = nullptr);
    ~EventStore() override;

    void start();
    kube::Informer *informer() const { return m_events.get(); }
    const Limits &limits() const { return m_limits; }
    // Listed, and listed in every namespace (not refused).
    bool isReady() const;
    int size() const;
    // The time of the newest Event dropped to keep within the limits, by
    // its own time as ofJob() selects them (0: none was): Events up to then
    // may be missing here. The limits count by the server's clock, so a
    // dropped Event of a node whose clock runs fast can say a later time
    // than some kept: it is that later time that counts here.
    qint64 droppedUpToMs() const { return m_droppedUpToMs; }
    // Whether ofJob() answers for SINCEMS: listed, and nothing dropped
    // since then. When not, the Events are read from the API server.
    bool holdsSince(qint64 sinceMs) const { return isReady() && m_droppedUpToMs < sinceMs; }

    // The Events of namespace NS about the job JOBNAME or its pods, at or
    // after SINCEMS by their own time, oldest first, at most LIMIT (the
    // newest kept; 0: all).
    std::vector<JobEvent> ofJob(const QString &ns, const QString &jobName, qint64 sinceMs, int limit) const;

private:
    Limits m_limits;
    std::unique_ptr<kube::Informer> m_events;
    qint64 m_droppedUpToMs = 0;
};

} // namespace ascendops::clustermodel
