#pragma once
// What each kind of journal record carries in its `details`, field by field:
// one definition, used by the pipeline to write a record and by the recall
// to read it back after a restart. A key renamed here is renamed for both
// sides; before, the writer and the reader each spelled it, and a key
// spelled two ways lost an incident's state across a restart in silence.
//
// Every field is optional on reading: journals written by earlier versions
// lack the newer keys, and a reader takes a missing key as "not said".
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <map>
#include <optional>

namespace ascendops::journal {

// On any record of an incident.
struct CommonDetails
{
    QString state;              // the incident's state after the step ("verifying"): a restart picks it up there
    QString holder;             // an action sent: the Lease holder that sent it
    QString coveredBy;          // the incident whose recovery covers this one
    // A person was asked because the job could not come back: the incident
    // closes by itself when it does (a restart watches for it again).
    bool awaitReturn = false;
    // The step a restart of the job resumes from, once known (its log's last
    // save, or Megatron's tracker read on a node): steps lost count from it.
    std::optional<qint64> checkpointStep;

    void writeTo(QJsonObject &details) const;
    static CommonDetails readFrom(const QJsonObject &details);
    friend bool operator==(const CommonDetails &, const CommonDetails &) = default;
};

// Detected: the signal that opened or joined the incident.
struct DetectedDetails
{
    QString signal;             // the signal kind's name ("device-fault")
    // Said for every signal, even none (a hang names no server), since
    // records carried them; unsaid in older ones: the record's own then.
    std::optional<QString> node;
    std::optional<int> die;
    QStringList codes;          // fault codes, as the device plugin writes them
    QString handling;           // the fault's handling level
    QString pod;                // "namespace/name"
    std::optional<qint64> detectionMs;   // from the fault's own time to the pipeline seeing it
    std::optional<qint64> stepAtFault;   // the job's step when it was seen

    QJsonObject toJson() const;
    static DetectedDetails fromJson(const QJsonObject &details);
    friend bool operator==(const DetectedDetails &, const DetectedDetails &) = default;
};

// Classified: what the fault is.
struct ClassifiedDetails
{
    QString component;
    QString plane;
    QStringList hcclLevels;
    bool mayBeTransient = false;
    QStringList servers;

    QJsonObject toJson() const;
    static ClassifiedDetails fromJson(const QJsonObject &details);
    friend bool operator==(const ClassifiedDetails &, const ClassifiedDetails &) = default;
};

// Decided: a new decision, or (decision false) words on the one in force:
// approved, asked, the mode changed, picked up after a restart.
struct DecidedDetails
{
    // Said since records carried it; a journal from before: unknown, and the
    // reader takes a new action as a new decision.
    std::optional<bool> decision;
    QString mode;               // the pipeline's mode when it decided
    bool isolateDevice = false;
    bool isolateNode = false;
    bool needsPerson = false;
    qint64 waitMs = 0;          // operator retry's window
    bool platformOwned = false; // the platform (ModelArts) restarts the job
    bool manual = false;        // a person's request
    bool borrowedLane = false;  // the job trains over a borrowed lane
    bool awaitImpact = false;   // nothing to do unless the fault stops the job
    QString owner;              // who recovers: mindcluster, modelarts, console ("" in older journals)
    bool personOnly = false;    // the console's proposal, for a person in every mode
    QString processStrategy;    // the answer to ClusterD's hook: retry, recover, dump
    QString confirmedRanks;     // ... and the ranks it asked about ("3:1")
    QStringList strategyChoices; // ... and the answers the job allows
    qint64 ownerWaitMs = 0;     // how long the owner's own documents let it take (0: the pipeline's timeout)

    QJsonObject toJson() const;
    static DecidedDetails fromJson(const QJsonObject &details);
    friend bool operator==(const DecidedDetails &, const DecidedDetails &) = default;
};

// Decided, with no new decision: a person attended to the incident (the
// alarm workflow). Each act names who; what the act says beside it.
struct PersonActDetails
{
    QString act;                // approved, acknowledged, assigned, snoozed, noted, chose-strategy
    QString person;             // who did it: the OS user and the kubeconfig user
    QString assignee;           // assigned: to whom ("" takes it back)
    std::optional<qint64> snoozedUntilMs;   // snoozed: until when (UTC ms)
    QString note;               // noted: the words; chose-strategy: the strategy

    void writeTo(QJsonObject &details) const;
    // Null when the record says no act.
    static std::optional<PersonActDetails> readFrom(const QJsonObject &details);
    friend bool operator==(const PersonActDetails &, const PersonActDetails &) = default;
};

// Action: writes previewed or sent, or operator retry's window started.
struct ActionDetails
{
    std::optional<qint64> waitMs;   // operator retry's window
    QStringList writes;         // each write with what its dry run changed (or why not)
    QString write;              // a follow-up of the recovery ("rank-table"), not its action

    QJsonObject toJson() const;
    static ActionDetails fromJson(const QJsonObject &details);
    friend bool operator==(const ActionDetails &, const ActionDetails &) = default;
};

// Resolved: how long each phase of the recovery took.
struct ResolvedDetails
{
    std::map<QString, qint64> phasesMs;  // by phase name ("rescheduling")
    std::optional<qint64> stepsLost;
    std::optional<qint64> totalMs;       // from the fault to the job training again
    QString recoveredBy;                 // mindcluster, modelarts, console: who brought the job back
    // A person closed it by hand (their name; the reason is the record's):
    // no recovery was measured, so no time to recover is counted.
    QString closedBy;

    QJsonObject toJson() const;
    static ResolvedDetails fromJson(const QJsonObject &details);
    friend bool operator==(const ResolvedDetails &, const ResolvedDetails &) = default;
};

} // namespace ascendops::journal
