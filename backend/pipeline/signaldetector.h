#pragma once
// Detect: turns what the informers see into FaultSignals, level-triggered
// from the caches so that a fault present when the pipeline starts is seen
// too. Sources: device-info ConfigMaps (the device plugin's chip and link
// faults with their codes and levels, and on A3 its UnifiedBus switch
// faults), Node Ready conditions, NodeD's node-info ConfigMaps, training
// pods turning Failed, the job's steps as its log prints them
// (clustermodel/jobprogresswatch.h: a job that trains but whose step stops
// for a while is hung, as MindCluster and ModelArts detect hangs), and the device plugin's alarm Events (Occur/Recovery), which
// raise a chip fault as soon as they arrive, whichever of Event and
// ConfigMap comes first. A fault that goes away is reported as cleared, so
// that the pipeline can tell a flap from a fault; the ConfigMap has the
// last word on that.
#include "faultsignal.h"

#include "core/clock.h"
#include "core/problem.h"

#include <QHash>
#include <QSet>
#include <QObject>

#include <functional>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

namespace ascendops::clustermodel {
class ClusterWatch;
class JobProgressWatch;
struct JobProgress;
}
namespace ascendops::kube {
class Informer;
class ApiClient;
}

namespace ascendops::pipeline {

// How long the training processes may go without a step after a restart
// before a stall is a hang: the phases the recovery-time documents name,
// each with the worst figure the embedded cluster models for it (link setup
// through the TCP store, bounded by HCCL_CONNECT_TIMEOUT's 120 s; a
// checkpoint read from shared storage, 130 s for a 405B model; compilation
// without the cache, 120 s), doubled for headroom. A job that reports its
// phase is held to the budget of the phase it is in; any other job gets the
// sum after its pods (or processes) start again. The phase is the one its
// log last said (link setup, checkpoint load, compile).
struct RestartBudget
{
    qint64 linkSetupMs = 240000;
    qint64 checkpointLoadMs = 260000;
    qint64 compileMs = 240000;

    qint64 totalMs() const { return linkSetupMs + checkpointLoadMs + compileMs; }
    // The budget of a reported phase; 0 for training (or one not known).
    qint64 ofPhase(const QString &phase) const;
};

struct DetectorSettings
{
    qint64 hangMs = 120000;                                     // no step for this long while training: hung
    RestartBudget restart;
    const Clock *clock = &Clock::system();                      // tests set the time
    // Cached objects the first scan reads per pass of the event loop (at
    // 16k ranks it is thousands of maps, tens of milliseconds in one go).
    std::size_t scanSlice = 128;
};

class SignalDetector : public QObject
{
    Q_OBJECT

public:
    // PROGRESS: what the jobs' logs say; without it, hangs are not detected
    // (no job has a step).
    SignalDetector(clustermodel::ClusterWatch &watch, clustermodel::JobProgressWatch *progress,
                   DetectorSettings settings, QObject *parent = nullptr);

    // The device plugin's alarm Events (kube-system), from an informer the
    // owner keeps (the pipeline's; a test's, fed as it likes); without one,
    // Events are not a source. start() starts it when it has not started.
    void setEventInformer(kube::Informer *events) { m_events = events; }
    // Scans the caches (call once they have synced) and follows changes.
    // The scan reads settings().scanSlice objects per pass of the event
    // loop and says scanned() when done; a cluster that fits one slice is
    // scanned before start() returns. Changes are followed from the start:
    // an object not scanned yet is read as it is when its turn comes, or
    // when a change of it comes first, as the scan would have.
    void start();
    bool hasScanned() const { return m_scanned; }
    // The faults present now, by FaultSignal::faultKey().
    bool isActive(const QString &faultKey) const { return m_active.contains(faultKey); }
    // The job's step as its log last printed it; -1 when none was read.
    qint64 stepOf(const QString &jobKey) const;
    // What the job's log says (its step, when read, its phase, checkpoints);
    // null when nothing of it was read.
    const clustermodel::JobProgress *trainingOf(const QString &jobKey) const;
    const DetectorSettings &settings() const { return m_settings; }
    // "namespace/name" of the job whose pod runs on the node; "" for none.
    QString jobOnNode(const QString &node) const;
    // Checks the jobs' step counters and the alarm-only faults' age now (the
    // clock calls it twice a second, and a job's change looks at that job).
    void checkProgress();
    // The job's processes start again now (a recovery was sent): its next
    // step may take the restart budget before a stall counts as a hang.
    void expectRestart(const QString &jobKey);
    // A second opinion on a hang the log shows (the job, the stall's start):
    // words appended to the hang's message, "" for none. The pipeline sets
    // npu-smi's reading of the job's NPUs (npuactivity.h) when it has node telemetry.
    void setHangCorroboration(std::function<QString(const QString &, qint64)> corroboration)
    {
        m_corroboration = std::move(corroboration);
    }

signals:
    void raised(const ascendops::pipeline::FaultSignal &signal);
    void cleared(const ascendops::pipeline::FaultSignal &signal);
    // Pods, jobs or ConfigMaps changed: open incidents may verify now.
    void clusterChanged();
    // The first scan of the caches is done: what is faulty now has been raised.
    void scanned();

private:
    struct Progress
    {
        qint64 step = -1;
        qint64 stepLines = 0;       // step lines read when last looked at
        qint64 changedMs = 0;       // the step last changed (or the job was not training)
        bool reported = false;
        bool seen = false;          // looked at once: a change of phase after this is news
        bool training = false;      // Volcano phase Running at the last look
        QString phase;              // what the processes said they do
        qint64 phaseSinceMs = 0;
        qint64 restartedMs = 0;     // pods or processes started again; 0 none seen
    };
    // Since when the job has been stalled and how long it may be, given its phase.
    std::pair<qint64, qint64> stallWindow(const Progress &progress) const;

    void scanSlice();
    void lookAgainAtProgress();
    void lookAtProgress(const nlohmann::json &job, qint64 now);
    void onChange(kube::Informer *informer, const QString &key, const nlohmann::json *before, const nlohmann::json &after);
    void read(kube::Informer *informer, const nlohmann::json *before, const nlohmann::json &object, bool firstLook);
    void onConfigMap(const nlohmann::json &configMap, bool gone);
    void onDeviceInfo(const QString &node, const nlohmann::json &configMap, bool gone);
    // A device fault with MindCluster's hang code: a hang of the job, unless
    // its log shows steps advancing.
    FaultSignal readHangCode(FaultSignal signal);
    // "; MindCluster's hang code ... agrees" for a hang the log shows; "" when none is reported.
    QString hangCodeAgreement(const QString &jobKey) const;
    void onNodeInfo(const QString &node, const nlohmann::json &configMap, bool gone);
    void onNode(const nlohmann::json &node, bool gone);
    // FIRSTLOOK: the pod is read for the first time (in the first scan, or
    // changed before the scan reached it): one that is Failed already is news.
    bool ofEndedJob(const nlohmann::json &pod) const;
    void scanWhole(kube::Informer *informer);
    void onPod(const nlohmann::json *before, const nlohmann::json &after, bool firstLook);
    void onEvent(const nlohmann::json &event);
    bool listedInDeviceInfo(const QString &key, const QString &node) const;
    void raiseIfNew(const QString &key, FaultSignal signal);
    void expireAlarmOnlyFaults(qint64 now);
    qint64 nowMs() const { return m_settings.clock->nowMs(); }
    void warnProblems(const QString &source, const QString &where, const Problems &problems);
    // Replaces the faults of one source (a node's device-info, ...) with
    // `now`: what is new is raised, what is gone is cleared.
    void reconcile(const QString &source, QHash<QString, FaultSignal> now);

    clustermodel::ClusterWatch &m_watch;
    clustermodel::JobProgressWatch *m_progressSource;
    DetectorSettings m_settings;
    // The device faults read as a hang (their key -> the hang's key): read
    // so until they clear, whatever the log says meanwhile, so that their
    // clearing finds them.
    QHash<QString, QString> m_hangCodeKeys;
    std::function<QString(const QString &, qint64)> m_corroboration;
    QHash<QString, FaultSignal> m_active;                  // faultKey -> signal
    QHash<QString, QStringList> m_bySource;                // source -> faultKeys
    QHash<QString, Progress> m_progress;                   // job key -> step counter
    kube::Informer *m_events = nullptr;
    bool m_eventsLive = false;                             // listed once: what comes now is new
    QHash<QString, qint64> m_eventClaims;                  // faultKey -> when an alarm alone raised it
    QHash<QString, QString> m_warned;                      // place -> what was last said about it
    std::vector<std::pair<kube::Informer *, QString>> m_toScan;   // what the first scan has yet to read
    std::size_t m_scannedUpTo = 0;
    QSet<QString> m_unscanned;                            // "<plural>/<key>" the first scan has not read
    bool m_scanning = false;                              // reading a cached object, not a change
    bool m_scanned = false;
};

} // namespace ascendops::pipeline
