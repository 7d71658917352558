#pragma once
// Kubernetes Events about the objects a controller acts on, as client-go's
// recorder makes them (core/v1, which `kubectl describe` and `kubectl get
// events` show, and which the API server also serves as events.k8s.io/v1):
// - one Event per object, reason and message, counted up (count,
//   lastTimestamp) when it repeats within 10 minutes rather than created again;
// - a token bucket per object (25 at once, one more every 5 minutes, as
//   client-go's spam filter), so that 32 faults at once are no storm;
// - sent and forgotten: a refused Event is logged, never retried, and never
//   holds up the caller.
#include "core/clock.h"

#include <QHash>
#include <QObject>
#include <QString>

namespace ascendops::kube {

class ApiClient;

// The object an Event is about.
struct EventTarget
{
    QString apiVersion;     // "batch.volcano.sh/v1alpha1", "v1"
    QString kind;           // Job, Pod, Node
    QString nameSpace;      // "" for a cluster-scoped object (its Events go to default)
    QString name;
    QString uid;
};

enum class EventType { Normal, Warning };

class EventRecorder : public QObject
{
    Q_OBJECT

public:
    // COMPONENT names the controller (source, reportingComponent); INSTANCE
    // this process of it (reportingInstance).
    EventRecorder(ApiClient &client, QString component, QString instance, const Clock &clock, QObject *parent = nullptr);

    void record(const EventTarget &regarding, EventType type, const QString &reason, const QString &action,
                const QString &message);
    // Events the spam filter kept back.
    int dropped() const { return m_dropped; }

private:
    bool takeToken(const QString &target);

    struct Sent
    {
        QString name;           // the Event's object name
        QString nameSpace;
        int count = 0;
        qint64 lastMs = 0;
    };
    struct Bucket
    {
        double tokens = 0;
        qint64 refilledMs = 0;
    };

    ApiClient &m_client;
    QString m_component, m_instance;
    const Clock &m_clock;
    QHash<QString, Sent> m_sent;        // by target, reason and message
    QHash<QString, Bucket> m_buckets;   // by target
    int m_dropped = 0;
    int m_sequence = 0;
};

} // namespace ascendops::kube
