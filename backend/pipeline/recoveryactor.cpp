#include "recoveryactor.h"

#include "kube/apiclient.h"
#include "kube/leaselock.h"


namespace ascendops::pipeline {

QString recoveryLeaseName(const QString &name)
{
    QString safe = name.toLower();
    for (QChar &c : safe)
        if (!(c.isLetterOrNumber() || c == QLatin1Char('-') || c == QLatin1Char('.')))
            c = QLatin1Char('-');
    return (QStringLiteral("ascendops-recovery-") + safe).left(253);
}

QStringList writesOf(const ActionOutcome &outcome)
{
    QStringList writes;
    for (const StepOutcome &step : outcome.steps)
        writes << step.description + QStringLiteral(": ") + (step.ok ? step.diff.join(QStringLiteral("; ")) : step.error);
    return writes;
}

bool refusedAsConflict(const ActionOutcome &outcome)
{
    return !outcome.ok && !outcome.steps.empty() && outcome.steps.back().httpStatus == 409;
}

RecoveryActor::RecoveryActor(kube::ApiClient &client, QString identity, int leaseSeconds, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_identity(std::move(identity))
    , m_leaseSeconds(leaseSeconds)
{
}

RecoveryActor::~RecoveryActor()
{
    for (auto &[key, lease] : m_leases)
        if (lease->isHeld())
            lease->release();
}

kube::LeaseLock &RecoveryActor::lease(const QString &ns, const QString &name)
{
    std::unique_ptr<kube::LeaseLock> &lease = m_leases[ns + QLatin1Char('/') + name];
    if (!lease) {
        lease = std::make_unique<kube::LeaseLock>(m_client, ns, name, m_identity, m_leaseSeconds);
        lease->setPredecessors(m_predecessors);
    }
    return *lease;
}

void RecoveryActor::adoptPredecessors(const QStringList &holders)
{
    for (const QString &holder : holders)
        if (holder != m_identity && !m_predecessors.contains(holder))
            m_predecessors << holder;
    for (auto &[key, lease] : m_leases)
        lease->setPredecessors(m_predecessors);
}

bool RecoveryActor::holds(const QString &ns, const QString &name) const
{
    const auto it = m_leases.find(ns + QLatin1Char('/') + name);
    return it != m_leases.end() && it->second->isHeld();
}

void RecoveryActor::release(const QString &ns, const QString &name)
{
    const auto it = m_leases.find(ns + QLatin1Char('/') + name);
    if (it != m_leases.end() && it->second->isHeld())
        it->second->release();
}

// The Lease's API failing (a connection reset on the way, a 5xx, nothing
// listening while the API server restarts) is tried again, waiting longer
// each time (setLeaseRetryDelays), before the recovery is handed to a
// person: a flapping or restarting API server must not turn every fault
// into a question. A Lease another holder has is final at once.
void RecoveryActor::takeLease(const LeaseRef &ref, int attempt, LeaseDone done)
{
    kube::LeaseLock &lock = lease(ref.ns, ref.name);
    if (lock.isHeld())
        return done(LeaseOutcome{LeaseResult::Held, {}, {}, 0});
    QObject *once = new QObject(this);
    connect(&lock, &kube::LeaseLock::acquired, once, [once, done] {
        once->deleteLater();
        done(LeaseOutcome{LeaseResult::Held, {}, {}, 0});
    });
    connect(&lock, &kube::LeaseLock::refused, once,
            [this, once, done, attempt](const QString &holder, const QDateTime &, const QString &reason) {
        once->deleteLater();
        // No holder: the Lease itself could not be read or written.
        if (!holder.isEmpty())
            return done(LeaseOutcome{LeaseResult::Elsewhere, holder, reason, 0});
        const bool again = attempt >= 1 && attempt <= int(m_leaseRetryDelaysMs.size());
        done(LeaseOutcome{LeaseResult::Unavailable, {}, reason, again ? m_leaseRetryDelaysMs[std::size_t(attempt - 1)] : 0});
    });
    lock.acquire();
}

} // namespace ascendops::pipeline
