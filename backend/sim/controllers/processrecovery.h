#pragma once
// MindCluster's process-level recovery, played in the embedded cluster: when
// the job's PodGroup is annotated ProcessRecoverStrategy (recover-in-place,
// recover or retry, as the job's recover-strategy allows), the training
// processes of its failed pods restart inside their containers: the same pod
// incarnations go Running again after the modeled restart, nothing is
// deleted or scheduled, and the annotation is cleared once taken. Training
// then resumes from its checkpoint (TrainingProgress).
#include "sim/controllers/resetconfig.h"
#include "sim/store/objectstore.h"
#include "model/recoverytimemodel.h"
#include "sim/simclock.h"

#include <QObject>

#include <string>

namespace ascendops::sim {

class ProcessRecovery : public QObject
{
    Q_OBJECT

public:
    // Listens to the store from now on; the store must outlive this object.
    ProcessRecovery(ObjectStore &store, SimClock clock, RecoveryTimeModel timings = {}, QObject *parent = nullptr);
    ~ProcessRecovery() override;

private:
    void onPodGroup(const nlohmann::json &group);
    void tellFailedRanks(const std::string &ns, const std::string &job, RankRestart how);
    void restartProcesses(const std::string &ns, const std::string &job);

    ObjectStore &m_store;
    SimClock m_clock;
    RecoveryTimeModel m_timings;
    int m_listener = 0;
};

} // namespace ascendops::sim
