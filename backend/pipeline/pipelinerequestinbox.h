#pragma once
// Where the pipeline that holds the cluster's Lease takes a person's answers
// sent from elsewhere (pipelinerequest.h): it watches the request
// ConfigMaps in its Lease's namespace and takes those addressed to it, each
// once: it claims the request (an annotation written on the version read;
// a sender that withdrew it meanwhile wins), answers the incident or runs
// the action as the request says, and writes the outcome on it. Requests
// answered long ago (their sender went away before deleting them) are
// deleted when it lists.
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
struct ManualRequest;
struct PipelineRequest;

class PipelineRequestInbox : public QObject
{
    Q_OBJECT
public:
    PipelineRequestInbox(kube::ApiClient &client, RecoveryPipeline &pipeline, QString nameSpace, QObject *parent = nullptr);
    ~PipelineRequestInbox() override;
    void start();
    // No more requests are taken (the pipeline stopped leading); a claim
    // under way is answered as refused. Then it deletes itself, once what
    // it sent has been answered (the owner lets go of it).
    void stopAndDelete();
    // Act requests (a person's one-click action run by this pipeline, with
    // its rights) are refused unless this is set: whoever may send requests
    // would otherwise act with this pipeline's rights.
    void setAcceptsActions(bool accepts) { m_acceptsActions = accepts; }

signals:
    // A request answered and its outcome written ("approved", "refused: why").
    void answered(const QString &request, const QString &outcome);
    // The outcome could not be written on the request (written again on its next change or list).
    void failed(const QString &request, const QString &why);

private:
    void take(const nlohmann::json &configMap);
    void claim(const PipelineRequest &request, const QString &version);
    void answerClaimed(const PipelineRequest &request);
    QString answer(const PipelineRequest &request);
    QString act(ManualRequest request, const QString &who);
    void tell(const QString &name, const QString &outcome);
    void relisted();
    void later(const QString &name);
    void goIfDone();

    kube::ApiClient &m_client;
    RecoveryPipeline &m_pipeline;
    QString m_namespace;
    std::unique_ptr<kube::Informer> m_requests;
    QHash<QString, QString> m_outcomes;   // by request name: answered here, told or not
    QSet<QString> m_busy;                 // a claim or an outcome's write under way
    QSet<QString> m_told;                 // outcomes written (a late event of the claim is not answered again)
    QSet<QString> m_claimed;              // claims sent by this inbox (a reply lost does not make them another's)
    bool m_acceptsActions = false;
    bool m_stopped = false;
};

} // namespace ascendops::pipeline
