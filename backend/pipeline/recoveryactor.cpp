#include "recoveryactor.h"

#include "kube/apiclient.h"
#include "kube/leaselock.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace ascendops::pipeline {

// One request on its way through lease, dry run, record and writes.
struct RecoveryActor::Run
{
    ActRequest request;
    Done done;
    int conflicts = 0;          // writes refused with 409 and planned again

    void finish(ActResult result, const QString &error = {}, const QString &holder = {})
    {
        done(ActOutcome{result, error, holder});
    }
};

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

RecoveryActor::RecoveryActor(kube::ApiClient &client, QString identity, int leaseSeconds, const Clock &clock,
                             QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_identity(std::move(identity))
    , m_leaseSeconds(leaseSeconds)
    , m_clock(clock)
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

void RecoveryActor::act(ActRequest request, Done done)
{
    auto run = std::make_shared<Run>(Run{std::move(request), std::move(done)});
    kube::LeaseLock &lock = lease(run->request.leaseNamespace, run->request.leaseName);
    if (lock.isHeld())
        return dryRun(run);
    if (run->request.leaseMustBeHeld)
        return run->finish(ActResult::LeaseElsewhere);
    takeLease(run, 1);
}

// The Lease's API failing (a connection reset on the way, a 5xx, nothing
// listening while the API server restarts) is tried again, waiting longer
// each time (setLeaseRetryDelays), before the recovery is handed to a
// person: a flapping or restarting API server must not turn every fault
// into a question. A Lease another holder has is final at once.
void RecoveryActor::takeLease(std::shared_ptr<Run> run, int attempt)
{
    kube::LeaseLock &lock = lease(run->request.leaseNamespace, run->request.leaseName);
    QObject *once = new QObject(this);
    connect(&lock, &kube::LeaseLock::acquired, once, [this, run, once] {
        once->deleteLater();
        dryRun(run);
    });
    connect(&lock, &kube::LeaseLock::refused, once,
            [this, run, once, attempt](const QString &holder, const QDateTime &, const QString &reason) {
        once->deleteLater();
        // No holder: the Lease itself could not be read or written.
        if (holder.isEmpty() && attempt <= int(m_leaseRetryDelaysMs.size())) {
            m_clock.callAfter(m_leaseRetryDelaysMs[std::size_t(attempt - 1)], this, [this, run, attempt] {
                // Meanwhile the recovery may have moved on (covered, resolved).
                if (run->request.stillWanted && !run->request.stillWanted())
                    return run->finish(ActResult::Dropped);
                takeLease(run, attempt + 1);
            });
            return;
        }
        run->finish(holder.isEmpty() ? ActResult::LeaseUnavailable : ActResult::LeaseElsewhere, reason, holder);
    });
    lock.acquire();
}

void RecoveryActor::dryRun(std::shared_ptr<Run> run)
{
    std::vector<WriteStep> steps = run->request.plan();
    if (steps.empty())
        return run->finish(ActResult::Dropped);
    m_runner.preview(steps, [this, run, steps](const ActionOutcome &preview) mutable {
        const ActRequest &request = run->request;
        journal::ActionDetails action = request.details;
        action.writes = writesOf(preview);
        const QJsonObject details = action.toJson();
        if (!preview.ok) {
            request.journal(RecordKind::Action, preview.error, false, true, details);
            if (!planAgainAfterConflict(run, preview))
                run->finish(ActResult::DryRunRefused, preview.error);
            return;
        }
        // Meanwhile the recovery may have moved on, or a follow-up's Lease
        // gone to another pipeline: then nothing is written.
        if (request.stillWanted && !request.stillWanted())
            return run->finish(ActResult::Dropped);
        if (request.leaseMustBeHeld && !holds(request.leaseNamespace, request.leaseName))
            return run->finish(ActResult::LeaseElsewhere);
        // The record is on disk before the writes leave: a crash after this
        // point still shows what may have been done.
        if (!request.journal(RecordKind::Action, request.reason, true, false, details))
            return run->finish(ActResult::NotJournaled);
        if (request.sending)
            request.sending();
        send(run, std::move(steps));
    });
}

void RecoveryActor::send(std::shared_ptr<Run> run, std::vector<WriteStep> steps)
{
    m_runner.execute(std::move(steps), [this, run](const ActionOutcome &done) {
        if (done.ok)
            return run->finish(ActResult::Sent);
        run->request.journal(run->request.writeFailureKind, done.error, true, false, run->request.details.toJson());
        if (!planAgainAfterConflict(run, done))
            run->finish(ActResult::WriteFailed, done.error);
    });
}

bool RecoveryActor::planAgainAfterConflict(std::shared_ptr<Run> run, const ActionOutcome &outcome)
{
    constexpr int kAttempts = 3;
    if (outcome.steps.empty() || outcome.steps.back().httpStatus != 409 || ++run->conflicts > kAttempts)
        return false;
    m_clock.callAfter(200 * run->conflicts, this, [this, run] {
        // The Lease may have gone meanwhile (a renewal failed): then another
        // pipeline may be acting, and this one must not.
        if (!holds(run->request.leaseNamespace, run->request.leaseName))
            return run->finish(ActResult::LeaseElsewhere);
        dryRun(run);
    });
    return true;
}

} // namespace ascendops::pipeline
