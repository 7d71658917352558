#pragma once
// A person's answer to the pipeline that recovers the cluster, sent from
// another process (a console attached to it, `ascend-ops-cli pipeline
// approve`): a ConfigMap labelled ascendops.io/pipeline-request in the
// namespace of the pipeline's Lease. The pipeline that holds the Lease reads
// it (PipelineRequestInbox), answers the incident as the person said, and
// writes what came of it on the ConfigMap as an annotation; the sender reads
// that and deletes the request. Who may answer is who may create ConfigMaps
// there (the installer's Role ascend-ops-approver); the API server's audit
// log has who created each request, the request says who the person is.
#include "kube/informer.h"

#include <QObject>
#include <QString>

#include <nlohmann/json.hpp>

#include <memory>

namespace ascendops::kube {
class ApiClient;
}

namespace ascendops::pipeline {

inline constexpr const char *kPipelineRequestLabel = "ascendops.io/pipeline-request";
inline constexpr const char *kRequestOutcomeAnnotation = "ascendops.io/request-outcome";
// An answer is what a person said of the incident as they saw it: one not
// taken within this long (no pipeline ran, or the sender gave up) is refused.
inline constexpr qint64 kRequestLifetimeMs = 5 * 60 * 1000;

enum class RequestAnswer { Approve, Decline };

struct PipelineRequest
{
    QString name;               // the ConfigMap's
    QString incident;           // "inc-…"
    RequestAnswer answer = RequestAnswer::Approve;
    QString person;             // as the sender signs (personAt)
    QString outcome;            // "" until the pipeline answered: "approved", "declined", "refused: why"
    qint64 createdMs = 0;       // metadata.creationTimestamp (the API server's clock); 0 not said
    QString unread;             // what could not be read, with its place; the request is refused
};

// The ConfigMap to create: generateName, the label, the three data fields.
nlohmann::json pipelineRequestObject(const QString &nameSpace, const QString &incident, RequestAnswer answer,
                                     const QString &person);
PipelineRequest readPipelineRequest(const nlohmann::json &configMap);
const char *requestAnswerName(RequestAnswer answer);   // "approve", "decline"

// Sends one request and waits for its outcome: a server-side dry run first
// (RBAC and admission say no before anything is stored), then the create,
// then a watch on that one ConfigMap until the pipeline writes its outcome;
// the request is then deleted. The caller decides how long to wait.
class PipelineRequestSender : public QObject
{
    Q_OBJECT
public:
    PipelineRequestSender(kube::ApiClient &client, QString nameSpace, QObject *parent = nullptr);
    ~PipelineRequestSender() override;
    void send(const QString &incident, RequestAnswer answer, const QString &person);
    // Gives up waiting: the request is deleted, so that no pipeline takes it later; withdrawn() then.
    void withdraw();
    QString requestName() const { return m_name; }   // once created

signals:
    void created(const QString &name);
    // The pipeline's outcome ("approved", "declined", "refused: why").
    void answered(const QString &outcome);
    // The request could not be sent (the API's words, with the request's place).
    void failed(const QString &why);
    void withdrawn();

private:
    void create(const nlohmann::json &object);
    void watchOutcome();
    void finish(const QString &outcome);

    kube::ApiClient &m_client;
    QString m_namespace;
    QString m_name;
    std::unique_ptr<kube::Informer> m_outcome;
};

} // namespace ascendops::pipeline
