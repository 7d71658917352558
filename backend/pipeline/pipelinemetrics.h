#pragma once
// What the pipeline did and does, for Prometheus: counted from the
// incidents' changes as they happen, and measured from their timelines
// when they resolve. Names follow Prometheus' naming guide (prefix
// ascendops_, counters _total, durations in seconds). Labels are bounded:
// the component, plane, rung, owner and state names, never an incident,
// a pod or a node (the resource of a cache on the informer gauges; the
// training job on the goodput gauge only: one series per job that had an
// incident in the last day).
#include "recoverypipeline.h"

#include <QObject>
#include <QString>

#include <map>
#include <vector>

namespace ascendops::pipeline {

class PipelineMetrics : public QObject
{
    Q_OBJECT

public:
    explicit PipelineMetrics(const RecoveryPipeline &pipeline, QObject *parent = nullptr);

    // Whether this process leads (holds its Lease); a pipeline without
    // leader election leads.
    void setLeader(bool leader) { m_leader = leader; }
    // The caches the pipeline reads, for their freshness (null: not said).
    void setWatch(const clustermodel::ClusterWatch *watch) { m_watch = watch; }
    // The text exposition format (version 0.0.4) of every metric.
    QString exposition() const;

private:
    struct Histogram
    {
        std::vector<double> counts;   // per bound of kBuckets, cumulative at exposition
        double sum = 0;
        long long count = 0;
    };
    struct Seen
    {
        IncidentState state = IncidentState::Settling;
        qint64 decidedMs = 0;
        bool counted = false;   // in ascendops_incidents_opened_total
    };

    void changed(const QString &id);
    void opened(const Incident &incident);
    void moved(const Incident &incident, IncidentState from);
    static void observe(Histogram &histogram, double seconds);
    QString jobGoodputGauges() const;
    QString informerGauges() const;

    const RecoveryPipeline &m_pipeline;
    std::map<QString, Seen> m_seen;
    std::map<QString, double> m_opened;        // "component,plane"
    std::map<QString, double> m_decisions;     // "rung,owner"
    std::map<QString, double> m_actions;       // "rung,sent" or "rung,failed"
    std::map<QString, double> m_resolved;      // "rung,owner"
    std::map<QString, double> m_answers;       // "approved", "declined"
    double m_approvalsAsked = 0;
    double m_journalFailures = 0;
    Histogram m_detection, m_decision;
    std::map<QString, Histogram> m_recovery;   // by rung
    bool m_breakerTripped = false;
    bool m_leader = true;
    const clustermodel::ClusterWatch *m_watch = nullptr;
};

} // namespace ascendops::pipeline
