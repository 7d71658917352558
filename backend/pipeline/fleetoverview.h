#pragma once
// What a cluster looks like at a glance, for the console's home view: the
// servers and dies by health, the links of both planes, the ports node
// telemetry finds flapping or dim, the jobs by state with their estimated
// time to recover, the incidents open and those waiting for a person, and
// the recent history (faults per day, time to recover per incident). Pure:
// built from what the caches, the pipeline and the journal already hold.
#include "pipeline/incident.h"
#include "pipeline/journalincident.h"
#include "model/clustercapacity.h"
#include "model/clustertopology.h"
#include "model/jobsummary.h"
#include "telemetry/linkhealth.h"

#include <QDate>
#include <QHash>
#include <QString>

#include <map>
#include <optional>
#include <vector>

namespace ascendops::pipeline {

// Counts by health. Isolated elements are counted as isolated only, not
// by their health: they are out of service whatever it says.
struct HealthTally
{
    int ok = 0;
    int warning = 0;
    int fault = 0;
    int unknown = 0;
    int isolated = 0;

    void add(Health health, bool isolatedNow = false);
    int total() const { return ok + warning + fault + unknown + isolated; }
};

// One RoCE port as node telemetry judged it.
struct PortVerdict
{
    QString node;
    int device = -1;
    telemetry::LinkHealth health;
};

// What a job's training is doing, beyond what its phase says: a job
// Volcano calls Running may have a failed pod or an incident that stopped
// its training.
struct JobState
{
    // The job's phase, or "Degraded" (a pod failed or not all of them run),
    // "Recovering" (an incident's recovery is under way), "Stopped" (an
    // open incident stopped training and nothing recovers it yet).
    QString state;
    QString why;                         // in words; empty when the phase says it all
};

// What a job's open incidents say of its training.
struct JobIncidents
{
    bool recovering = false;             // a recovery is under way (recoveryInFlight)
    bool stopped = false;                // one stopped its training (severity critical)
};

// The open incidents of LIVE by job ("namespace/name").
QHash<QString, JobIncidents> jobIncidentsOf(const std::map<QString, Incident> &live);
JobState jobStateOf(const JobSummary &job, JobIncidents incidents = {});

struct FleetJob
{
    QString key;                         // "namespace/name"
    JobState state;
    std::optional<double> recoverySeconds;
};

struct FleetRecovery
{
    QString id;
    QString job;
    qint64 resolvedMs = 0;
    double seconds = 0;                  // from the fault to training again (or resolved)
};

struct FleetOverview
{
    HealthTally servers;                 // cordoned servers count as isolated
    int serversNotReady = 0;
    ClusterCapacity capacity;            // spares per super-pod, NPUs by what they can do
    HealthTally dies;
    HealthTally roceLinks;
    HealthTally hccsLinks;               // super-pod clusters only; all zero on A2
    int portsProbed = 0;
    int portsFlapping = 0;
    int portsWeakOptics = 0;
    int portsUnread = 0;                 // probed, but neither state nor health read
    std::vector<FleetJob> jobs;
    std::map<QString, int> jobsByState;
    // The jobs' mean goodput over the last 24 h (jobgoodput.h), filled in by
    // who measures it; -1 not measured.
    double goodput = -1;
    int goodputJobs = 0;
    int incidentsOpen = 0;
    int incidentsAwaitingApproval = 0;
    int incidentsNeedingPerson = 0;
    int incidentsRecovering = 0;
    // The last `days` local days, oldest first, the one of nowMs last.
    std::vector<std::pair<QDate, int>> faultsPerDay;
    std::vector<FleetRecovery> recoveries;   // resolved incidents in those days, oldest first
};

// LIVE overrides HISTORY for an id both hold (this session's incidents
// are newer than the journal read at start). Faults per day count incidents
// by the day (local time) they were first seen.
FleetOverview summarizeFleet(const ClusterTopology &topology, const std::vector<JobSummary> &jobs,
                             const std::map<QString, Incident> &live, const std::vector<JournalIncident> &history,
                             const std::vector<PortVerdict> &ports, qint64 nowMs, int days = 14);

} // namespace ascendops::pipeline
