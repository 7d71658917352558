#include "consolepipelinelease.h"

#include "kube/leaselock.h"
#include "pipeline/clusterpipeline.h"
#include "pipeline/pipelinerequestinbox.h"
#include "pipeline/recoverypipeline.h"

#include <QLoggingCategory>

namespace ascendops {

Q_LOGGING_CATEGORY(lcConsoleLease, "ascendops.console.lease")

namespace {
constexpr int kLeaseSeconds = 15;   // as `pipeline serve`
}

ConsolePipelineLease::ConsolePipelineLease(kube::ApiClient &client, pipeline::RecoveryPipeline &pipeline, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_pipeline(pipeline)
{
    connect(&m_pipeline, &pipeline::RecoveryPipeline::modeChanged, this, &ConsolePipelineLease::follow);
    // Its status, written with the Lease's next renewal.
    connect(&m_pipeline, &pipeline::RecoveryPipeline::incidentChanged, this, [this] {
        if (m_lease)
            m_lease->setAnnotations(pipeline::leaseStatusOf(m_pipeline));
    });
    follow();
}

ConsolePipelineLease::~ConsolePipelineLease()
{
    m_inbox.reset();
    if (m_lease)
        m_lease->release();   // sent as the console closes: the next holder need not wait it out
}

bool ConsolePipelineLease::isHeld() const
{
    return m_lease && m_lease->isHeld();
}

void ConsolePipelineLease::follow()
{
    if (m_pipeline.mode() == pipeline::PipelineMode::Observe)
        giveUp();
    else if (!m_lease)
        take();
    else
        m_lease->setAnnotations(pipeline::leaseStatusOf(m_pipeline));   // the mode it says
}

void ConsolePipelineLease::take()
{
    m_lease = std::make_unique<kube::LeaseLock>(m_client, QLatin1String(pipeline::kClusterPipelineNamespace),
                                                QLatin1String(pipeline::kClusterPipelineLease), m_pipeline.identity(),
                                                kLeaseSeconds);
    m_lease->setAnnotations(pipeline::leaseStatusOf(m_pipeline));
    connect(m_lease.get(), &kube::LeaseLock::acquired, this, [this] {
        m_problem.clear();
        m_inbox = std::make_unique<pipeline::PipelineRequestInbox>(m_client, m_pipeline,
                                                                    QLatin1String(pipeline::kClusterPipelineNamespace));
        m_inbox->start();
        qCInfo(lcConsoleLease) << "this console's pipeline leads for the cluster as" << m_pipeline.identity();
        emit changed();
    });
    connect(m_lease.get(), &kube::LeaseLock::refused, this, [this](const QString &holder, const QDateTime &, const QString &reason) {
        m_lease.release()->deleteLater();   // inside its signal
        if (!holder.isEmpty())
            return emit heldByAnother(holder);
        m_problem = reason;
        qCWarning(lcConsoleLease) << "the cluster's pipeline Lease could not be taken:" << reason;
        emit changed();
    });
    // Renewals failed and another may have it now: this one stops acting.
    connect(m_lease.get(), &kube::LeaseLock::lost, this, [this](const QString &reason) {
        m_problem = reason;
        m_inbox.reset();
        m_lease.release()->deleteLater();
        m_pipeline.setMode(pipeline::PipelineMode::Observe);
        emit changed();
    });
    m_lease->acquire();
}

void ConsolePipelineLease::giveUp()
{
    m_inbox.reset();
    if (!m_lease)
        return;
    m_lease->release();
    m_lease.release()->deleteLater();   // its release is sent meanwhile
    emit changed();
}

} // namespace ascendops
