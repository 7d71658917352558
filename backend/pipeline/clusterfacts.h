#pragma once
// What the pipeline reads from the informers' caches to decide, act and
// verify: a job's object and recovery profile, how far its recovery has come
// (pods, rank table, step counter), the pods, chips and servers an incident
// touches, and where the job sits in the topology. Reads only: nothing here
// waits or writes.
#include "model/objectlist.h"
#include "faultclass.h"
#include "formats/processrecoverhook.h"
#include "formats/reschedulerecords.h"
#include "formats/resetinfo.h"
#include "incident.h"
#include "jobrecoveryprofile.h"
#include "model/clustercapacity.h"
#include "recoveryplan.h"
#include "recoveryverifier.h"

#include <nlohmann/json.hpp>

#include <optional>

namespace ascendops::clustermodel {
class ClusterWatch;
}

namespace ascendops::pipeline {

class SignalDetector;

// What ClusterD, the device plugin or Volcano last told a job's containers
// (reset-config-<job>, reset.json).
struct JobResetConfig
{
    QString place;                  // "namespace/reset-config-<job> reset.json"
    QString restartType;            // podReschedule, hotReset; "" when the map does not say
    std::optional<ResetInfo> info;  // nothing when it could not be read
    QString unread;                 // why not, with the place in it
};

class ClusterFacts
{
public:
    ClusterFacts(const clustermodel::ClusterWatch &watch, const SignalDetector &detector);

    // The Volcano Job "namespace/name" as cached; null when unknown.
    const nlohmann::json *jobObject(const QString &jobKey) const;
    std::optional<JobRecoveryProfile> profileOf(const QString &jobKey) const;
    JobObservation observe(const QString &jobKey) const;
    // The objects the incident's writes act on, as cached now.
    RecoveryTarget targetOf(const Incident &incident) const;
    // The job's PodGroup as cached (its owner the job, else named as the
    // job); null when none is.
    const nlohmann::json *podGroupOf(const QString &jobKey) const;
    // Volcano's records of the job's reschedules (mindx-dl/job-reschedule-reason)
    // as cached; nothing when it keeps none for the job or they cannot be read.
    std::optional<JobReschedules> reschedulesOf(const QString &jobKey) const;
    // The servers the incident's decided writes touch (its faulty servers;
    // for a job restart or rollback, every server the job runs on) that a
    // person paused automatic recovery on (ascendops.io/recovery-paused),
    // each described.
    QStringList pausedServers(const Incident &incident) const;
    // The job's reset-config map as cached; nothing when the job has none.
    std::optional<JobResetConfig> resetConfigOf(const QString &jobKey) const;
    // ClusterD's hook on the job's PodGroup as cached; nothing without a PodGroup.
    std::optional<Parsed<ProcessHook>> processHookOf(const QString &jobKey) const;
    // The lowest hccl/rankIndex among the job's pods on the incident's servers.
    int lowestFaultyRank(const Incident &incident) const;
    // The spares where a pod moved off the server of the incident's first
    // fault would land, and that place in words (*PLACE); null until the
    // picture of the cluster is complete, or for a server it does not hold.
    std::optional<SpareCount> landingFor(const Incident &incident, QString *place) const;
    ClassifyContext classifyContext(const QString &jobKey) const;
    // Whether HCCL can borrow the other die's NIC for the incident's lost
    // RoCE link: the job retries at L2 and its rank table gives the die a
    // backup_device_ip (seed 003: with a rank table, only then), or the job
    // has no rank table (root broadcast pairs the dies by itself).
    bool laneBorrowable(const Incident &incident) const;
    // The job's rings-config as cached and the table the Ascend Operator
    // would write into it now, when the ConfigMap says initializing while
    // every pod of the job runs with its devices allocated; else nothing.
    std::optional<RankTableRepair> rankTableRepair(const QString &jobKey) const;
    // The cached pods of a job ("namespace/name") or on a node, from the
    // pods informer's indexes: no scan of every pod.
    // Unpacked copies: read them while the list lives.
    fields::ObjectList podsOfJob(const QString &jobKey) const;
    fields::ObjectList podsOnNode(const QString &node) const;

private:
    const clustermodel::ClusterWatch &m_watch;
    const SignalDetector &m_detector;
};

} // namespace ascendops::pipeline
