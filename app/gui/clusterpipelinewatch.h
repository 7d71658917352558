#pragma once
// Whether another pipeline recovers this console's cluster: the leader Lease
// of the cluster's `pipeline serve` (pipeline/clusterpipeline.h), read now
// and every 10 s while connected. While its holder renews it, the console's
// own pipeline observes and its mode stays locked; a Lease that could not be
// read is said as such (unknown), never taken for one held or free.
#include "pipeline/clusterpipeline.h"

#include <QObject>
#include <QTimer>

#include <optional>

namespace ascendops::kube {
class ApiClient;
}

namespace ascendops {

class ClusterPipelineWatch : public QObject
{
    Q_OBJECT
public:
    static constexpr int kIntervalMs = 10000;

    explicit ClusterPipelineWatch(kube::ApiClient &client, QObject *parent = nullptr);
    void start();

    // The Lease's holder as last read; nothing when none holds it (or it is not there).
    const std::optional<pipeline::ClusterPipeline> &current() const { return m_current; }
    // Another pipeline renews the cluster's Lease: this console does not decide beside it.
    bool othersLead() const { return m_current && m_current->live; }
    // Why the Lease could not be read (permissions, the API); "" when it was.
    QString problem() const { return m_problem; }

signals:
    void changed();

private:
    void read();

    kube::ApiClient &m_client;
    QTimer m_timer;
    std::optional<pipeline::ClusterPipeline> m_current;
    QString m_problem;
    QString m_shown;   // what was last said, to signal changes only
    bool m_reading = false;
};

} // namespace ascendops
