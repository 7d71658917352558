#include "clusterpipelinewatch.h"

#include "kube/apiclient.h"
#include "kube/kubereply.h"
#include "kube/resourcetype.h"

#include <QDateTime>

namespace ascendops {

ClusterPipelineWatch::ClusterPipelineWatch(kube::ApiClient &client, QObject *parent)
    : QObject(parent)
    , m_client(client)
{
    m_timer.setInterval(kIntervalMs);
    connect(&m_timer, &QTimer::timeout, this, &ClusterPipelineWatch::read);
}

void ClusterPipelineWatch::start()
{
    m_timer.start();
    read();
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
                m_current.reset();
                m_problem.clear();
            } else if (!reply.isOk()) {
                m_problem = reply.error().summary;   // what was known stays: unknown now, not free
            } else {
                m_current = pipeline::readClusterPipeline(reply.object(), QDateTime::currentMSecsSinceEpoch());
                m_problem.clear();
            }
            const QString shown = (m_current ? pipeline::clusterPipelineWords(*m_current) : QString()) + m_problem;
            if (shown != m_shown) {
                m_shown = shown;
                emit changed();
            }
        });
}

} // namespace ascendops
