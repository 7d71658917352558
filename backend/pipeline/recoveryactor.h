#pragma once
// Act: carries out one decided recovery, safely, and says what happened; what
// happens next is the pipeline's to decide. For a request it
//   1. takes the job's recovery Lease, or finds that another pipeline holds it;
//   2. previews every write as a server-side dry run;
//   3. puts the action's record on disk, synced, before anything is sent;
//   4. sends the writes in order, each with its precondition;
//   5. when a write is refused with 409 (an object changed between the look
//      and the write), plans the writes again from fresh objects, a few times,
//      as controllers do.
#include "actionrunner.h"
#include "core/clock.h"
#include "journal/journalrecord.h"
#include "journal/recorddetails.h"

#include <QJsonObject>
#include <QObject>

#include <functional>
#include <map>
#include <memory>

namespace ascendops::kube {
class ApiClient;
class LeaseLock;
}

namespace ascendops::pipeline {

using journal::RecordKind;

// Writes one record of the incident being acted on; false when the journal
// could not take it.
using Journaling = std::function<bool(RecordKind kind, const QString &reason, bool sync, bool dryRun,
                                      const QJsonObject &details)>;

struct ActRequest
{
    QString leaseNamespace;                 // the job's (or server's) recovery Lease
    QString leaseName;
    // A follow-up write of a recovery in flight: act only while the Lease is
    // ours, never take it for this.
    bool leaseMustBeHeld = false;
    // From the objects as cached now; called again after a 409. Nothing to
    // write (the recovery moved on, the object is gone): the run is dropped.
    std::function<std::vector<WriteStep>()> plan;
    QString reason;                         // the action record's words
    journal::ActionDetails details;         // on every record of the run; its writes are added
    RecordKind writeFailureKind = RecordKind::Escalated;   // how a refused write is journaled
    Journaling journal;
    std::function<bool()> stillWanted;      // checked after the dry run; null: always
    std::function<void()> sending;          // the record is on disk, the writes leave now
};

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
    // The clock times the waits between attempts.
    RecoveryActor(kube::ApiClient &client, QString identity, int leaseSeconds, const Clock &clock,
                  QObject *parent = nullptr);
    ~RecoveryActor() override;

    using Done = std::function<void(const ActOutcome &)>;
    void act(ActRequest request, Done done);
    // The dry run of exactly these writes: no Lease, no record, nothing sent.
    void preview(std::vector<WriteStep> steps, ActionRunner::Done done) { m_runner.preview(std::move(steps), std::move(done)); }

    bool holds(const QString &ns, const QString &name) const;
    // Lease holders named in this pipeline's own journal by its earlier runs
    // (the journal's lock lets one process write it at a time): their Leases
    // are this run's to take over.
    void adoptPredecessors(const QStringList &holders);
    void release(const QString &ns, const QString &name);
    // The waits before each new attempt at a Lease whose API failed (not one
    // another holder has); after the last, the recovery goes to a person.
    // By default 1, 2, 4, 8, 8 and 8 s: 31 s, what an API server restart
    // takes, not one blip.
    void setLeaseRetryDelays(std::vector<int> delaysMs) { m_leaseRetryDelaysMs = std::move(delaysMs); }

private:
    struct Run;
    kube::LeaseLock &lease(const QString &ns, const QString &name);
    void takeLease(std::shared_ptr<Run> run, int attempt);
    void dryRun(std::shared_ptr<Run> run);
    void send(std::shared_ptr<Run> run, std::vector<WriteStep> steps);
    bool planAgainAfterConflict(std::shared_ptr<Run> run, const ActionOutcome &outcome);

    kube::ApiClient &m_client;
    QString m_identity;
    int m_leaseSeconds;
    const Clock &m_clock;
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

} // namespace ascendops::pipeline
