#pragma once
// The training loop of every Volcano job in the embedded cluster: a step
// counter that advances while all of the job's pods run, a checkpoint every
// N steps, and after any interruption a restart that first sets up links,
// loads the checkpoint and compiles (durations from RecoveryTimeModel), then
// resumes from the last checkpoint; the steps since then are lost.
//
// Progress shows where a real job shows it: in what the processes print to
// their pods' logs (traininglines.h), Megatron's layout for PyTorch jobs and
// MindSpore's for MindSpore ones. The rank-0 pod prints the start-up, the
// checkpoints saved and loaded; the last rank's pod prints the steps, as
// Megatron's print_rank_last does; both print the error a lost peer causes.
// A hung job prints nothing. A step line is printed at most once per
// simulated second (and at least 50 ms apart), so that a large cluster stays
// cheap. A restart reads (and clears) a rollback's request for an older
// checkpoint:
//   ascendops.io/restore-checkpoint         a saved step, or "latest"
#include "sim/store/objectstore.h"
#include "model/recoverytimemodel.h"
#include "sim/controllers/traininglines.h"
#include "sim/nodes/telemetry.h"
#include "sim/simclock.h"

#include <QObject>

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>

namespace ascendops::sim {

struct TrainingSettings
{
    double secondsPerStep = 1.0;
    int checkpointIntervalSteps = 100;
    std::int64_t totalSteps = 100000;
};

struct TrainingSnapshot
{
    std::int64_t step = 0;
    std::int64_t lastCheckpointStep = 0;
    std::int64_t stepsLost = 0;
    std::string state;
};

class TrainingProgress : public QObject
{
    Q_OBJECT

public:
    // Listens to the store from now on; the store must outlive this object.
    TrainingProgress(ObjectStore &store, SimClock clock, TrainingSettings settings, RecoveryTimeModel timings = {},
                     QObject *parent = nullptr);
    ~TrainingProgress() override;

    // A hang: the job stops advancing until it is restarted (or unhung).
    void setHung(const std::string &ns, const std::string &job, bool hung);
    // The training processes restart inside their containers (ModelArts'
    // hang-retry): nothing is rescheduled, training resumes from the last
    // checkpoint after links, checkpoint load and compile.
    void restartInPlace(const std::string &ns, const std::string &job);
    std::optional<TrainingSnapshot> snapshot(const std::string &ns, const std::string &job) const;
    // Where a hung job's NPUs show it: their processes stay, AICore idles
    // (npu-smi). Without one, nothing shows a hang but the logs.
    void setTelemetry(TelemetryStore *telemetry) { m_telemetry = telemetry; }

private:
    enum class State { Training, Stopped, Resuming, Hung };
    struct Run
    {
        State state = State::Stopped;
        double step = 0;
        std::int64_t lastCheckpoint = 0;
        std::int64_t stepsLost = 0;
        qint64 lastMs = 0;          // real time the step was last advanced to
        qint64 loadAtMs = 0;        // Resuming: links are up, the checkpoint loads
        qint64 compileAtMs = 0;     // Resuming: the checkpoint is in, compilation starts
        qint64 resumeAtMs = 0;      // Resuming: when training starts again
        std::int64_t printedStep = -1;
        std::int64_t printedCheckpoint = 0;
        const char *printedPhase = "";
        bool toldStalled = false;   // the telemetry was told the run is hung
        TrainingLines lines;
    };

    void onTick();
    void tickAgain();
    void queueEvaluation(const std::string &key);
    void evaluateQueued();
    void evaluate(const std::string &ns, const std::string &job, bool printSteps);
    Run &runFor(const std::string &key, const nlohmann::json &job);
    void advance(Run &run, qint64 nowMs) const;
    void stop(Run &run);
    void beginResume(const std::string &ns, const std::string &job, const nlohmann::json &object, Run &run);
    void takeRestoreRequest(const std::string &ns, const std::string &job, const nlohmann::json &object, Run &run);
    bool allPodsRunning(const std::string &ns, const std::string &job, const nlohmann::json &object) const;
    struct ResumeSeconds
    {
        double linkSetup = 0, checkpointLoad = 0, compile = 0;
    };
    ResumeSeconds resumeSeconds(const std::string &ns, const std::string &job, const nlohmann::json &object) const;
    static const char *phaseOf(const Run &run, qint64 nowMs);
    // Prints what the processes would have printed since the last look.
    void print(const std::string &ns, const std::string &job, Run &run, bool printSteps);
    // The pods of rank 0 and of the last rank (one pod: both the same).
    std::pair<std::string, std::string> printingPods(const std::string &ns, const std::string &job) const;
    void printTo(const std::string &ns, const std::string &pod, const std::vector<std::string> &lines);
    void writeTracker(const std::string &ns, const std::string &pod, const Run &run);
    // Tells the telemetry when the run enters or leaves a hang.
    void tellStalled(const std::string &ns, const std::string &job, Run &run);

    ObjectStore &m_store;
    SimClock m_clock;
    TrainingSettings m_settings;
    RecoveryTimeModel m_timings;
    TelemetryStore *m_telemetry = nullptr;
    std::map<std::string, Run> m_runs;   // "ns/job"
    std::set<std::string> m_queued;
    int m_listener = 0;
};

} // namespace ascendops::sim
