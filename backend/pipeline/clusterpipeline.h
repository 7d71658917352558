#pragma once
// One pipeline per cluster. The pipeline that leads for a cluster (`pipeline
// serve` holding its leader Lease) says on that Lease, as its annotations,
// what it is doing: its mode, its open incidents and those waiting for a
// person. A console reads the Lease: while a holder renews it, the console
// does not decide beside it (it observes, and says whose pipeline recovers
// the cluster); once the Lease runs out, the console may act again.
#include "recoverypipeline.h"

#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace ascendops::pipeline {

// Where a console looks: the installer's namespace and serve's Lease name.
inline constexpr const char *kClusterPipelineNamespace = "ascend-ops";
inline constexpr const char *kClusterPipelineLease = "ascendops-pipeline";
inline constexpr const char *kPipelineModeAnnotation = "ascendops.io/pipeline-mode";
// {"open": N, "waitingForPerson": M, "incidents": [{"id", "job", "state", "reason"}, ...]}
inline constexpr const char *kPipelineIncidentsAnnotation = "ascendops.io/pipeline-incidents";
// Incidents listed on the Lease: those waiting for a person first, then the
// newest; the counts cover them all.
inline constexpr int kLeaseIncidentsListed = 20;
// A holder's clock may run behind the reader's: a Lease is taken as renewed
// this long past its own expiry before it counts as run out.
inline constexpr qint64 kLeaseClockSlackMs = 30000;

// What the leading pipeline writes on its Lease.
std::map<std::string, std::string> leaseStatusOf(const RecoveryPipeline &pipeline);

// One incident as the leading pipeline lists it on its Lease.
struct ListedIncident
{
    QString id, job, state, reason;   // state: incidentStateName()
    bool awaitsApproval() const;
    QString words() const;            // "inc-…: job default/x, awaiting-approval: why"
};

struct ClusterPipeline
{
    QString holder;             // holderIdentity
    QString place;              // "ascend-ops/ascendops-pipeline"
    QString renewTime;          // as written (the holder's clock): a change of it is a renewal seen
    qint64 durationMs = 0;      // leaseDurationSeconds
    // Renewed within its duration (and the slack) of NOW by the holder's
    // clock; a reader that watches it (ClusterPipelineWatch) judges by the
    // renewals it sees instead, which no clock skew fools.
    bool live = false;
    qint64 renewedAgoMs = -1;   // NOW less renewTime (the holder's clock); -1 not said
    QString mode;               // "" when the holder does not say
    int open = -1, waitingForPerson = -1;   // -1 not said
    std::vector<ListedIncident> incidents;   // those waiting for a person first, then the newest
    QString unread;             // an annotation that could not be read, with its place
};

// Nothing when the Lease has no holder (released, or never held).
std::optional<ClusterPipeline> readClusterPipeline(const nlohmann::json &lease, qint64 nowMs);
// One line for a person: whose pipeline recovers the cluster, in what mode,
// and what waits; or that it is gone.
QString clusterPipelineWords(const ClusterPipeline &pipeline);
// Its mode, its counts and what was not read, as the words' tail (" in
// approve mode; open incidents: 1, …"): for a reader that names the holder its own way.
QString clusterPipelineState(const ClusterPipeline &pipeline);
// What a reader compares to tell a change: the words without the age.
QString clusterPipelineKey(const ClusterPipeline &pipeline);

} // namespace ascendops::pipeline
