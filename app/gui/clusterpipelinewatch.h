#pragma once
// Whether another pipeline recovers this console's cluster: the leader Lease
// of the cluster's `pipeline serve` (pipeline/clusterpipeline.h), read now
// and every 10 s while connected. Its holder is taken as running while the
// console sees it renew the Lease (its renewTime changing within the Lease's
// duration and a read's interval), whatever either clock says; the first
// read, before any renewal is seen, goes by the holder's renewTime. While
// another pipeline runs, or whether one does could never be read, the
// console does not decide beside it (lockReason()).
#include "pipeline/clusterpipeline.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTime>
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
    // Reads now, then every kIntervalMs.
    void start();
    // Reads once more at once (after a person's answer, whose outcome shows there).
    void readNow() { read(); }
    // This console's own pipeline, when it holds the Lease: not another.
    void setOwnIdentity(const QString &identity) { m_ownIdentity = identity; }

    // The Lease's holder as last read; nothing when none holds it (or it is not there).
    const std::optional<pipeline::ClusterPipeline> &current() const { return m_current; }
    // Another pipeline runs for the cluster: this console does not decide beside it.
    bool othersLead() const { return m_current && m_current->live; }
    // Why the Lease could not be read at the last try (permissions, the API); "" when it was.
    QString problem() const { return m_problem; }
    // Why this console may only observe: another pipeline runs, or whether
    // one does has never been read; "" when it may act.
    QString lockReason() const;
    // The local time of the last successful read (invalid before one).
    QTime readAt() const { return m_readAt; }

signals:
    void changed();

private:
    void read();
    void take(std::optional<pipeline::ClusterPipeline> read);

    kube::ApiClient &m_client;
    QTimer m_timer;
    QElapsedTimer m_clock;              // when renewals were seen, on this computer
    qint64 m_sinceMs = 0;               // m_clock's time the holder was first seen, or last seen renewing
    bool m_renewalSeen = false;         // its renewTime has changed while watched
    std::optional<pipeline::ClusterPipeline> m_current;
    QString m_problem;
    bool m_everRead = false;
    QTime m_readAt;
    QString m_key;                      // what was last told, to signal changes only
    QString m_ownIdentity;
    bool m_reading = false;
};

} // namespace ascendops
