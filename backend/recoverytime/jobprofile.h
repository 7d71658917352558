#pragma once
// A training job's recovery-time profile: each setting the recovery-time
// documents name (seeds 000 and 001, and operator retry from 003) stated as
// on, off, unknown or in conflict with its evidence; the time each phase of a
// recovery takes under them (RecoveryTimeModel, every figure with its
// source); the steps lost to the rollback; and the changes that would
// shorten the recovery, largest saving first, each as the exact change (a
// JSON patch of the job, or lines of a start script) for a person to apply.
#include "core/problem.h"
#include "model/jobladder.h"
#include "model/recoverytimemodel.h"
#include "recoverytime/jobfacts.h"
#include "recoverytime/retryreading.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

#include <nlohmann/json.hpp>

namespace ascendops::recoverytime {

enum class SettingState { On, Off, Unknown, Conflict };

struct Setting
{
    QString id;             // watchdog, parallel-store, ...
    SettingState state = SettingState::Unknown;
    QString evidence;       // JSON pointer or FILE:LINE; "" when nothing says
    QString note;           // why unknown, what it needs, what was not checked
};

struct Phase
{
    QString phase;          // detection, rescheduling, link-setup, checkpoint-load, compile
    double seconds = 0;
    QString basis;          // which setting and which figure of the model
};

struct Change
{
    QString summary;
    // RFC 6902 operations on the job (a `test` before each removal), or null
    // when the change is not to the job's spec.
    nlohmann::json patch;
    QString scriptFile;     // where script lines go, "" when none
    QStringList scriptLines;
};

// What is known to stop operator retry where a job runs (the eligibility
// errors of seeds 003, 004), whether the job switches it on or not.
struct RetryFit
{
    QStringList blockers;
    bool onA3 = false;   // the hardware is known to be Snt9B23 (Atlas A3) super-nodes

    bool fits() const { return blockers.isEmpty() && onA3; }
};

struct Recommendation
{
    QString id;                             // the setting's id
    std::optional<double> savesSeconds;     // nothing: no published figure
    Change change;
};

// Measured recoveries of this cluster's jobs, from the journal: the
// estimate is shown beside them, never replaced by them.
struct Calibration
{
    int incidents = 0;
    double meanSeconds = 0;     // from the fault to the end of the recovery's last phase
    QString scope;              // "job": this job's incidents; "cluster": every job's, where it has none
};

struct JobProfile
{
    QString job;            // "ns/name"
    JobKind kind = JobKind::VolcanoJob;
    QString framework;      // pytorch, mindspore, tensorflow, unknown
    QString platform;       // mindcluster or modelarts
    QString platformWhere;  // why: --platform, or the ModelArts marker found
    std::vector<Setting> settings;
    std::vector<Phase> phases;
    double totalSeconds = 0;
    std::optional<long long> checkpointInterval;
    QString checkpointIntervalWhere;
    std::optional<double> stepsLost;        // expected: half the interval
    // Where the job saves its checkpoints (--save) and the step a restart
    // would resume from now (Megatron's tracker file, read on the pod's node).
    std::optional<LastCheckpoint> lastCheckpoint;
    std::vector<Recommendation> recommendations;
    // Where operator retry could run, on or off: never recommended or
    // enabled past a blocker, and recommended only on hardware known as A3.
    RetryFit retryFit;
    // Nothing when a variable could not be read (a Secret, an unexpanded one).
    std::optional<RetryReading> retryReading;
    std::optional<Calibration> measured;
    // Who recovers the job, and MindCluster's rungs for it.
    JobLadder ladder;
    Problems problems;      // pointer holds a JSON pointer or FILE:LINE
    // Live: files on the node of a pod of the job the profile would read
    // (over SSH) to know more; the caller reads them and profiles again.
    QString podNode;
    QStringList nodeFilesWanted;

    const Setting *setting(const QString &id) const;
    bool hasErrors() const { return ascendops::hasErrors(problems); }
};

JobProfile profileJob(const JobInputs &inputs, const RecoveryTimeModel &model = {});
JobProfile profileJob(const JobFacts &facts, const RecoveryTimeModel &model = {});

// The phases the settings give, and their sum.
std::vector<Phase> estimatePhases(const std::vector<Setting> &settings, const QString &framework,
                                  const RecoveryTimeModel &model);
double totalOf(const std::vector<Phase> &phases);

QString stateName(SettingState state);
// The `--json` object (docs/JOB-PROFILE.md).
nlohmann::json profileToJson(const JobProfile &profile);

} // namespace ascendops::recoverytime
