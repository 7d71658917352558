#include "clusterpipelinewatch.h"

#include "kube/apiclient.h"
#include "kube/kubereply.h"
#include "kube/resourcetype.h"

#include <QDateTime>

namespace ascendops {

namespace {

// A read answered late still sees the renewal before it.
constexpr qint64 kReadSlackMs = 5000;

} // namespace

ClusterPipelineWatch::ClusterPipelineWatch(kube::ApiClient &client, QObject *parent)
    : QObject(parent)
    , m_client(client)
{
    m_clock.start();
    m_timer.setInterval(kIntervalMs);
    connect(&m_timer, &QTimer::timeout, this, &ClusterPipelineWatch::read);
}

void ClusterPipelineWatch::start()
{
    m_timer.start();
    read();
}

QString ClusterPipelineWatch::lockReason() const
{
    if (othersLead())
        return tr("%1. This console does not decide beside it: its incidents and answers are under \"The cluster's pipeline\".")
            .arg(pipeline::clusterPipelineWords(*m_current));
    if (!m_everRead && !m_problem.isEmpty())
        return tr("whether another pipeline recovers this cluster is not known: the Lease %1/%2 cannot be read (%3); "
                  "this console may act once it can (get on leases in %1)")
            .arg(QLatin1String(pipeline::kClusterPipelineNamespace), QLatin1String(pipeline::kClusterPipelineLease), m_problem);
    return {};
}

void ClusterPipelineWatch::read()
{
    if (m_reading)
        return;
    m_reading = true;
    m_client.get(kube::ResourceType::leases(), QLatin1String(pipeline::kClusterPipelineNamespace),
                 QLatin1String(pipeline::kClusterPipelineLease))
        ->then(this, [this](kube::KubeReply &reply) {
            m_reading = false;
            if (reply.error().kind == kube::KubeError::Kind::NotFound) {
                take(std::nullopt);
            } else if (!reply.isOk()) {
                m_problem = reply.error().summary;   // what was known stays: unknown now, not free
            } else {
                take(pipeline::readClusterPipeline(reply.object(), QDateTime::currentMSecsSinceEpoch()));
            }
            const QString key = (m_current ? pipeline::clusterPipelineKey(*m_current) : QString()) + QLatin1Char('\n')
                              + m_problem + (m_everRead ? QString() : QStringLiteral("never read"));
            if (key != m_key) {
                m_key = key;
                emit changed();
            }
        });
}

// A renewal seen (its renewTime changed) dates the Lease on this
// computer's clock; a holder seen first is judged by its own clock only
// until a whole Lease duration (and a read) has passed without a renewal.
void ClusterPipelineWatch::take(std::optional<pipeline::ClusterPipeline> read)
{
    m_everRead = true;
    m_problem.clear();
    m_readAt = QTime::currentTime();
    if (read && read->holder == m_ownIdentity)
        read.reset();   // this console leads: no other pipeline does
    const qint64 now = m_clock.elapsed();
    if (read) {
        const bool same = m_current && m_current->holder == read->holder;
        if (!same) {
            m_sinceMs = now;
            m_renewalSeen = false;
        } else if (m_current->renewTime != read->renewTime) {
            m_sinceMs = now;
            m_renewalSeen = true;
        }
        const qint64 window = read->durationMs + kIntervalMs + kReadSlackMs;
        if (m_renewalSeen || now - m_sinceMs > window)
            read->live = now - m_sinceMs <= window;
    }
    m_current = std::move(read);
}

} // namespace ascendops
