#pragma once
// Where the pipeline that holds the cluster's Lease takes a person's answers
// sent from elsewhere (pipelinerequest.h): it watches the request ConfigMaps
// in its Lease's namespace, answers each incident as the request says, once,
// and writes the outcome on the request. Requests already answered when it
// starts (their sender gone before deleting them) are deleted.
#include "kube/informer.h"

#include <QHash>
#include <QObject>
#include <QSet>
#include <QString>

#include <memory>

namespace ascendops::kube {
class ApiClient;
}

namespace ascendops::pipeline {

class RecoveryPipeline;
struct PipelineRequest;

class PipelineRequestInbox : public QObject
{
    Q_OBJECT
public:
    PipelineRequestInbox(kube::ApiClient &client, RecoveryPipeline &pipeline, QString nameSpace, QObject *parent = nullptr);
    ~PipelineRequestInbox() override;
    void start();

signals:
    // A request answered and its outcome written ("approved", "refused: why").
    void answered(const QString &request, const QString &outcome);
    // The outcome could not be written on the request (written again on its next change or list).
    void failed(const QString &request, const QString &why);

private:
    void take(const nlohmann::json &configMap);
    QString answer(const PipelineRequest &request);
    void tell(const QString &name, const QString &outcome);
    void relisted();

    kube::ApiClient &m_client;
    RecoveryPipeline &m_pipeline;
    QString m_namespace;
    std::unique_ptr<kube::Informer> m_requests;
    QHash<QString, QString> m_outcomes;   // by request name: answered here, told or not
    QSet<QString> m_telling;              // outcome writes under way
};

} // namespace ascendops::pipeline
