#pragma once
// One pipeline per cluster when no in-cluster pipeline runs: while this
// console's pipeline may act (approve or auto mode) it holds the cluster's
// pipeline Lease (ascend-ops/ascendops-pipeline) as `pipeline serve` would,
// says its status there and takes a person's answers sent from other
// consoles (PipelineRequestInbox). Another console then sees it there and
// observes beside it. Back in observe mode the Lease is given up at once.
// Refused because another holds it: the console's ClusterPipelineWatch reads
// the Lease again and locks the mode. Refused by the API (no such namespace,
// no rights on leases there): said, and the console acts alone as before.
#include <QObject>
#include <QString>
#include <QTimer>

#include <memory>

namespace ascendops::kube {
class ApiClient;
class LeaseLock;
}
namespace ascendops::pipeline {
class PipelineRequestInbox;
class RecoveryPipeline;
}

namespace ascendops {

class ConsolePipelineLease : public QObject
{
    Q_OBJECT
public:
    ConsolePipelineLease(kube::ApiClient &client, pipeline::RecoveryPipeline &pipeline, QObject *parent = nullptr);
    ~ConsolePipelineLease() override;

    bool isHeld() const;
    // Why the Lease could not be taken by the API's word ("" when it was, or none was tried).
    QString problem() const { return m_problem; }

signals:
    void changed();
    // Another holder has it (or won the race for it).
    void heldByAnother(const QString &holder);

private:
    bool acts() const;
    void follow();
    void take();
    void giveUp();
    void drop();
    void dropInbox();

    kube::ApiClient &m_client;
    pipeline::RecoveryPipeline &m_pipeline;
    std::unique_ptr<kube::LeaseLock> m_lease;
    std::unique_ptr<pipeline::PipelineRequestInbox> m_inbox;
    QString m_problem;
    QTimer m_retry;
};

} // namespace ascendops
