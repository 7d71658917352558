#pragma once
// A person's answer to the pipeline that recovers the cluster, sent from
// another process (a console attached to it, `ascend-ops-cli pipeline
// approve`): a ConfigMap labelled ascendops.io/pipeline-request in the
// namespace of the pipeline's Lease, addressed to the Lease's holder as the
// person saw it. That pipeline (PipelineRequestInbox) first claims it (an
// annotation written on the version it read, so that a withdrawal and a
// claim cannot both succeed), then answers the incident as the person said
// and writes what came of it on the request; the sender reads that and
// deletes the request. A sender that gives up deletes it on the version it
// created: a claim beat it when that fails. Who may answer is who may create
// ConfigMaps there (the installer's Role ascend-ops-approver); the API
// server's audit log has who created each request, the request says who the
// person is.
#include "kube/informer.h"
#include "recoverypipeline.h"

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
inline constexpr const char *kRequestTakenAnnotation = "ascendops.io/request-taken-by";
// An answer is what a person said of the incident as they saw it: one not
// taken within this long (by the pipeline's clock against the API server's
// creationTimestamp; its sender went away without withdrawing it) is refused.
inline constexpr qint64 kRequestLifetimeMs = 5 * 60 * 1000;

// Approve or decline an incident that waits for approval; or act: a
// person's one-click action (a rollback, a rescheduling, an isolation), run
// by that pipeline as its own manual request would be.
enum class RequestAnswer { Approve, Decline, Act };

struct PipelineRequest
{
    QString name;               // the ConfigMap's
    QString incident;           // "inc-…" (approve, decline)
    RequestAnswer answer = RequestAnswer::Approve;
    ManualRequest act;          // act: the action, job, node, die, rollback step, supersede
    QString person;             // as the sender signs (personAt)
    QString holder;             // the pipeline it is for: the Lease's holder the person saw
    // "" until the pipeline answered: "approved", "declined", "started inc-…",
    // "refused: why", "unknown: why" (the keywords untranslated, the why in the pipeline's language).
    QString outcome;
    QString takenBy;            // the pipeline that claimed it
    qint64 createdMs = 0;       // metadata.creationTimestamp (the API server's clock); 0 not said
    QString unread;             // what could not be read, with its place; the request is refused
};

// The ConfigMap to create: generateName, the label, the request as data.
nlohmann::json pipelineRequestObject(const QString &nameSpace, const PipelineRequest &request);
PipelineRequest readPipelineRequest(const nlohmann::json &configMap);
const char *requestAnswerName(RequestAnswer answer);   // "approve", "decline", "act"
// An answer to INCIDENT (signed and addressed by the sender).
PipelineRequest answerRequest(const QString &incident, RequestAnswer answer);

// Sends one request and waits for its outcome: a server-side dry run first
// (RBAC and admission say no before anything is stored), then the create,
// then a watch on that one ConfigMap until the pipeline writes its outcome;
// the request is then deleted. Exactly one of answered(), failed() and
// withdrawn() ends it. The caller decides how long to wait (withdraw()).
class PipelineRequestSender : public QObject
{
    Q_OBJECT
public:
    PipelineRequestSender(kube::ApiClient &client, QString nameSpace, QObject *parent = nullptr);
    // A request still waited for is withdrawn as the sender goes (its delete sent, not waited for).
    ~PipelineRequestSender() override;
    void send(const PipelineRequest &request);
    // Gives up waiting: the request is deleted on the version created, so
    // that no pipeline takes it later. withdrawn(), or failed() when the
    // pipeline had claimed it first (or the delete failed). Nothing once ended.
    void withdraw();

signals:
    void created(const QString &name);
    // The pipeline's outcome ("approved", "declined", "started inc-…", "refused: why", "unknown: why").
    void answered(const QString &outcome);
    // The request could not be sent, or not withdrawn (the API's words, with the request's place).
    void failed(const QString &why);
    void withdrawn();

private:
    enum class Stage { Idle, Creating, Waiting, Ending, Done };
    void create(const nlohmann::json &object);
    void watchOutcome();
    void finish(const QString &outcome, bool deleteRequest);
    void remove();
    void end(void (PipelineRequestSender::*signal)(const QString &), const QString &words);
    void stopWatching();

    kube::ApiClient &m_client;
    QString m_namespace;
    QString m_name;
    QString m_createdVersion;
    Stage m_stage = Stage::Idle;
    bool m_withdrawWanted = false;   // withdraw() while the create was under way
    std::unique_ptr<kube::Informer> m_outcome;
};

} // namespace ascendops::pipeline
