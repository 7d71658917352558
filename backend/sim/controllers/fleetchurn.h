#pragma once
// A busy fleet keeps moving (sim serve --churn N): training jobs finish and
// new ones start on the dies they freed, pods are rescheduled, and the
// scheduler and kubelets write Events; N pod writes a minute, steady for as
// long as it runs. The fleet stays the size it was built: the oldest
// finished jobs are deleted with their pods as new ones come, and the oldest
// Events expire as new ones are written, as the API server's Event TTL does.
// It moves only the fleet's objects (objects::kFleetAnnotation), never the
// preset's job; its pace is real time from the clock, not modeled time.
#include "sim/simclock.h"
#include "sim/store/objectstore.h"

#include <QObject>

#include <nlohmann/json.hpp>

#include <deque>
#include <functional>
#include <vector>
#include <string>

namespace ascendops::sim {

class FleetChurn : public QObject
{
    Q_OBJECT

public:
    // Reads the fleet from the store now; writes from the first tick on.
    FleetChurn(ObjectStore &store, SimClock clock, int podWritesPerMinute, QObject *parent = nullptr);

    qint64 podWrites() const { return m_podWrites; }
    qint64 jobsStarted() const { return m_jobsStarted; }

private:
    struct Job
    {
        std::string ns;
        std::string name;
        const ApiResource *resource = nullptr;
    };

    void readFleet();
    void tick();
    void planNext();
    void finishOldestRunning();
    void startJobLike(const Job &finished, const std::vector<nlohmann::json> &freed);
    void rescheduleOnePod();
    void trimFinished();
    void writeEvent(const nlohmann::json &about, const char *type, const char *reason, const std::string &message,
                    const char *component);
    std::vector<nlohmann::json> podsOf(const Job &job) const;
    void setJobPhase(const Job &job, const char *phase);

    ObjectStore &m_store;
    SimClock m_clock;
    int m_perMinute;
    double m_budget = 0;
    struct Write
    {
        std::function<void()> run;
        bool pod = true;   // counts against the pace; the jobs' own writes do not
    };
    std::deque<Write> m_writes;   // in order
    std::deque<Job> m_running;                    // oldest first
    std::deque<Job> m_finished;
    std::deque<std::pair<std::string, std::string>> m_events;   // ns, name; oldest first
    std::size_t m_eventLimit = 0;
    qint64 m_podLimit = 0;
    qint64 m_fleetPods = 0;
    qint64 m_podWrites = 0;
    qint64 m_jobsStarted = 0;
    int m_cycle = 0;
};

} // namespace ascendops::sim
