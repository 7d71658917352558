#pragma once
// Act: the parts of carrying out a decided recovery that talk to the
// cluster, each called by the pipeline and answering with an outcome; the
// order and what happens between them is the pipeline's (its reconcile):
//   1. takeLease: the job's recovery Lease, or who holds it; an API that
//      fails is tried again after a wait the outcome names;
//   2. preview: every write as a server-side dry run;
//   (the pipeline puts the action's record on disk, synced)
//   3. send: the writes in order, each with its precondition. A write
//      refused with 409 (an object changed between the look and the write)
//      is planned again by the pipeline from fresh objects, as controllers do.
#include "actionrunner.h"

#include <QObject>

#include <functional>
#include <map>
#include <memory>

namespace ascendops::kube {
class ApiClient;
class LeaseLock;
}

namespace ascendops::pipeline {

// The recovery Lease of a job (or of a server with no job).
struct LeaseRef
{
    QString ns;
    QString name;
};

enum class LeaseResult {
    Held,           // ours
    Elsewhere,      // another pipeline holds it
    Unavailable,    // it could not be read or written (the API refused or failed)
};

struct LeaseOutcome
{
    LeaseResult result = LeaseResult::Held;
    QString holder;                         // Elsewhere: who holds it
    QString error;                          // why it could not be taken
    // Unavailable: try again after this long; 0 when the attempts are spent.
    qint64 retryAfterMs = 0;
};

// What came of acting on an incident, as the pipeline sums up the actor's
// outcomes and its own steps between them.
enum class ActResult {
    Sent,               // every write was accepted
    LeaseElsewhere,     // another pipeline holds the Lease (or a follow-up lost it)
    LeaseUnavailable,   // the Lease could not be read or written (the API refused or failed)
    DryRunRefused,      // the server refused the dry run: nothing was written
    WriteFailed,        // a write was refused: the writes before it were done
    NotJournaled,       // the record could not be written: nothing was sent
    Dropped,            // nothing (more) to write, or no longer wanted: nothing was sent
};

struct ActOutcome
{
    ActResult result = ActResult::Sent;
    // DryRunRefused, WriteFailed: the refusal, naming the write;
    // LeaseElsewhere, LeaseUnavailable: why the Lease could not be taken.
    QString error;
    QString holder;                         // LeaseElsewhere: who holds it
};

class RecoveryActor : public QObject
{
    Q_OBJECT

public:
    RecoveryActor(kube::ApiClient &client, QString identity, int leaseSeconds, QObject *parent = nullptr);
    ~RecoveryActor() override;

    using LeaseDone = std::function<void(const LeaseOutcome &)>;
    // The Lease, the ATTEMPTth try in a row (from 1); one already ours
    // answers Held at once. A holder that another pipeline has is final; an
    // API that failed says when to try again (setLeaseRetryDelays).
    void takeLease(const LeaseRef &lease, int attempt, LeaseDone done);
    // The dry run of exactly these writes: nothing is stored.
    void preview(std::vector<WriteStep> steps, ActionRunner::Done done) { m_runner.preview(std::move(steps), std::move(done)); }
    // The writes, in order, stopping at the first refusal.
    void send(std::vector<WriteStep> steps, ActionRunner::Done done) { m_runner.execute(std::move(steps), std::move(done)); }

    bool holds(const LeaseRef &lease) const { return holds(lease.ns, lease.name); }
    bool holds(const QString &ns, const QString &name) const;
    // Lease holders named in this pipeline's own journal by its earlier runs
    // (the journal's lock lets one process write it at a time): their Leases
    // are this run's to take over.
    void adoptPredecessors(const QStringList &holders);
    void release(const QString &ns, const QString &name);
    // The waits before each new attempt at a Lease whose API failed (not one
    // another holder has); after the last, the outcome says to stop.
    // By default 1, 2, 4, 8, 8 and 8 s: 31 s, what an API server restart
    // takes, not one blip.
    void setLeaseRetryDelays(std::vector<int> delaysMs) { m_leaseRetryDelaysMs = std::move(delaysMs); }

private:
    kube::LeaseLock &lease(const QString &ns, const QString &name);

    kube::ApiClient &m_client;
    QString m_identity;
    int m_leaseSeconds;
    ActionRunner m_runner;
    std::map<QString, std::unique_ptr<kube::LeaseLock>> m_leases;   // by "namespace/name"
    std::vector<int> m_leaseRetryDelaysMs{1000, 2000, 4000, 8000, 8000, 8000};
    QStringList m_predecessors;
};

// The recovery Lease's name for a job or server name: "ascendops-recovery-<name>",
// lower case, only the characters a Lease name may hold.
QString recoveryLeaseName(const QString &name);
// Each write a run would send, with what its dry run changed (or why not),
// as the action record carries them.
QStringList writesOf(const ActionOutcome &outcome);
// The last write was refused with 409: an object changed since it was read.
bool refusedAsConflict(const ActionOutcome &outcome);

} // namespace ascendops::pipeline
