#include "consolepipelinelease.h"

#include "kube/leaselock.h"
#include "pipeline/clusterpipeline.h"
#include "pipeline/pipelinerequestinbox.h"
#include "pipeline/recoverypipeline.h"

#include <QLoggingCategory>
#include <QTimer>

namespace ascendops {

Q_LOGGING_CATEGORY(lcConsoleLease, "ascendops.console.lease")

namespace {
constexpr int kLeaseSeconds = 15;        // as `pipeline serve`
constexpr int kRetryMs = 5000;           // after a refusal that may pass (a timeout, a 5xx)
}

ConsolePipelineLease::ConsolePipelineLease(kube::ApiClient &client, pipeline::RecoveryPipeline &pipeline, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_pipeline(pipeline)
{
    m_retry.setSingleShot(true);
    m_retry.setInterval(kRetryMs);
    connect(&m_retry, &QTimer::timeout, this, &ConsolePipelineLease::follow);
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
    m_inbox.reset();   // nothing of it runs now: the console closes
    if (m_lease)
        m_lease->release();   // sent as the console closes: the next holder need not wait it out
}

bool ConsolePipelineLease::isHeld() const
{
    return m_lease && m_lease->isHeld();
}

bool ConsolePipelineLease::acts() const
{
    return m_pipeline.mode() != pipeline::PipelineMode::Observe;
}

void ConsolePipelineLease::follow()
{
    if (!acts())
        giveUp();
    else if (!m_lease)
        take();
    else
        m_lease->setAnnotations(pipeline::leaseStatusOf(m_pipeline));   // the mode it says
}

void ConsolePipelineLease::take()
{
    m_retry.stop();
    m_lease = std::make_unique<kube::LeaseLock>(m_client, QLatin1String(pipeline::kClusterPipelineNamespace),
                                                QLatin1String(pipeline::kClusterPipelineLease), m_pipeline.identity(), kLeaseSeconds);
    m_lease->setAnnotations(pipeline::leaseStatusOf(m_pipeline));
    connect(m_lease.get(), &kube::LeaseLock::acquired, this, [this] {
        if (!acts())   // back in observe while the Lease was being taken
            return giveUp();
        m_problem.clear();
        m_inbox = std::make_unique<pipeline::PipelineRequestInbox>(m_client, m_pipeline,
                                                                    QLatin1String(pipeline::kClusterPipelineNamespace));
        m_inbox->start();
        qCInfo(lcConsoleLease) << "this console's pipeline leads for the cluster as" << m_pipeline.identity();
        emit changed();
    });
    connect(m_lease.get(), &kube::LeaseLock::refused, this, [this](const QString &holder, const QDateTime &, const QString &reason) {
        const int status = m_lease->refusedStatus();
        drop();
        if (!holder.isEmpty())
            return emit heldByAnother(holder);
        m_problem = reason;
        qCWarning(lcConsoleLease) << "the cluster's pipeline Lease could not be taken:" << reason;
        // No such namespace, no rights there: said, and the console acts alone. Anything else may pass.
        if (status != 403 && status != 404 && acts())
            m_retry.start();
        emit changed();
    });
    // Renewals failed and another may have it now: this one stops acting.
    connect(m_lease.get(), &kube::LeaseLock::lost, this, [this](const QString &reason) {
        m_problem = reason;
        drop();
        m_pipeline.setMode(pipeline::PipelineMode::Observe);
        emit changed();
    });
    m_lease->acquire();
}

void ConsolePipelineLease::giveUp()
{
    m_retry.stop();
    if (!m_lease)
        return;
    if (!m_lease->isHeld())
        return;   // still being taken: once it is, acquired() gives it up
    dropInbox();
    // The lock stays until its release is answered, then goes.
    kube::LeaseLock *lock = m_lease.release();
    lock->disconnect(this);
    lock->setParent(this);
    connect(lock, &kube::LeaseLock::released, lock, &QObject::deleteLater);
    lock->release();
    emit changed();
}

// The lock and the inbox go, their late signals with them. Later, not now:
// this may run inside one of their own calls (a journal that fails while
// the inbox answers sets the mode back to observe).
void ConsolePipelineLease::drop()
{
    dropInbox();
    if (!m_lease)
        return;
    m_lease->disconnect(this);
    m_lease.release()->deleteLater();
}

void ConsolePipelineLease::dropInbox()
{
    if (!m_inbox)
        return;
    m_inbox->disconnect(this);
    m_inbox->setParent(this);   // at the latest, it goes with this
    m_inbox.release()->stopAndDelete();   // it goes once what it sent is answered
}

} // namespace ascendops
