#include "kube/eventrecorder.h"

#include "kube/apiclient.h"
#include "kube/kubereply.h"

#include <QDateTime>
#include <QLoggingCategory>

namespace ascendops::kube {
namespace {

Q_LOGGING_CATEGORY(lcEvents, "ascendops.kube.events")

constexpr qint64 kAggregateMs = 10 * 60 * 1000;   // a repeat within this is counted up
constexpr double kBurst = 25;
constexpr qint64 kRefillMs = 5 * 60 * 1000;       // one Event more per object
constexpr qsizetype kMessageLimit = 1024;          // the API's limit on an Event's note

QString timestamp(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(Qt::ISODate);
}

QString targetKey(const EventTarget &target)
{
    return target.kind + QLatin1Char('/') + target.nameSpace + QLatin1Char('/') + target.name;
}

} // namespace

EventRecorder::EventRecorder(ApiClient &client, QString component, QString instance, const Clock &clock, QObject *parent)
    : QObject(parent), m_client(client), m_component(std::move(component)), m_instance(std::move(instance)), m_clock(clock)
{
}

bool EventRecorder::takeToken(const QString &target)
{
    const qint64 now = m_clock.nowMs();
    if (m_buckets.size() > 4096)   // a bucket full again is as good as none
        m_buckets.removeIf([now](const auto &entry) { return now - entry.value().refilledMs >= qint64(kBurst) * kRefillMs; });
    auto bucket = m_buckets.find(target);
    if (bucket == m_buckets.end())
        bucket = m_buckets.insert(target, {kBurst, now});
    // (A clock set back gives nothing, rather than taking tokens away.)
    bucket->tokens = std::min(kBurst, bucket->tokens + double(std::max<qint64>(0, now - bucket->refilledMs)) / double(kRefillMs));
    bucket->refilledMs = now;
    if (bucket->tokens < 1)
        return false;
    bucket->tokens -= 1;
    return true;
}

void EventRecorder::record(const EventTarget &regarding, EventType type, const QString &reason, const QString &action,
                           const QString &message)
{
    const QString note = message.left(kMessageLimit);
    const QString target = targetKey(regarding);
    if (!takeToken(target)) {
        if (m_dropped++ == 0)
            qCWarning(lcEvents).noquote() << "Events on" << target << "come faster than one each 5 minutes past 25: kept back";
        return;
    }
    const qint64 now = m_clock.nowMs();
    if (m_sent.size() > 4096)   // what can no longer be counted up is forgotten
        m_sent.removeIf([now](const auto &entry) { return now - entry.value().lastMs >= kAggregateMs; });
    const QString key = target + QLatin1Char('\n') + reason + QLatin1Char('\n') + note;
    Sent &sent = m_sent[key];
    // A refused Event is forgotten, so that its next repeat is created
    // rather than counted up on an Event that is not there.
    const auto refused = [this, key](const QString &name) {
        return [this, key, name](KubeReply &reply) {
            if (reply.isOk())
                return;
            qCWarning(lcEvents).noquote() << "an Event was refused:" << reply.error().toString();
            if (const auto it = m_sent.constFind(key); it != m_sent.cend() && it->name == name)
                m_sent.erase(it);
        };
    };
    if (sent.count > 0 && now - sent.lastMs < kAggregateMs) {
        sent.count += 1;
        sent.lastMs = now;
        m_client.patch(ResourceType::events(), sent.nameSpace, sent.name, PatchType::Merge,
                       {{"count", sent.count}, {"lastTimestamp", timestamp(now).toStdString()}})
            ->then(this, refused(sent.name));
        return;
    }
    const QString ns = regarding.nameSpace.isEmpty() ? QStringLiteral("default") : regarding.nameSpace;
    // <name>.<hex nanoseconds>, as client-go names them; a count in place of
    // the nanoseconds the clock does not give keeps two in one millisecond apart.
    const quint64 nanos = quint64(now) * 1000000ULL + quint64(m_sequence++ % 1000000);
    sent = {QStringLiteral("%1.%2").arg(regarding.name).arg(nanos, 0, 16), ns, 1, now};
    nlohmann::json involved{{"apiVersion", regarding.apiVersion.toStdString()}, {"kind", regarding.kind.toStdString()},
                            {"name", regarding.name.toStdString()}};
    if (!regarding.nameSpace.isEmpty())
        involved["namespace"] = regarding.nameSpace.toStdString();
    if (!regarding.uid.isEmpty())
        involved["uid"] = regarding.uid.toStdString();
    const nlohmann::json event{
        {"apiVersion", "v1"}, {"kind", "Event"},
        {"metadata", {{"name", sent.name.toStdString()}, {"namespace", ns.toStdString()}}},
        {"involvedObject", involved},
        {"type", type == EventType::Warning ? "Warning" : "Normal"},
        {"reason", reason.toStdString()}, {"action", action.toStdString()}, {"message", note.toStdString()},
        {"source", {{"component", m_component.toStdString()}}},
        {"reportingComponent", m_component.toStdString()}, {"reportingInstance", m_instance.toStdString()},
        {"firstTimestamp", timestamp(now).toStdString()}, {"lastTimestamp", timestamp(now).toStdString()}, {"count", 1}};
    m_client.create(ResourceType::events(), ns, event)->then(this, refused(sent.name));
}

} // namespace ascendops::kube
