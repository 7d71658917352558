#pragma once
// What the connection's user may do, as the API server's authorizer says:
// one SelfSubjectAccessReview (authorization.k8s.io/v1) per question, sent
// asynchronously and remembered, so that the console can disable an action
// and say why before anyone clicks it. An answer is advice for the UI: every
// write still goes through a server-side dry run and the authorizer itself.
#include <QHash>
#include <QList>
#include <QObject>
#include <QString>

#include <nlohmann/json.hpp>

namespace ascendops::kube {

class ApiClient;
class KubeReply;

// The resource attributes of one question: "may I <verb> <resource>.<group>
// in <namespace>?" An empty namespace asks about all namespaces (or a
// cluster-scoped resource).
struct AccessQuestion
{
    QString verb;
    QString group;              // "" for the core group
    QString resource;           // plural: "pods", "commands"
    QString nameSpace;

    // "delete pods in default", "create commands.bus.volcano.sh in default", "patch nodes"
    QString describe() const;
    QString key() const;
    friend bool operator==(const AccessQuestion &, const AccessQuestion &) = default;
};

struct AccessAnswer
{
    enum class Status { Pending, Allowed, Denied, Unknown };
    Status status = Status::Pending;
    // The authorizer's reason (often empty for RBAC), or why no answer came.
    QString reason;

    bool allowed() const { return status == Status::Allowed; }
    bool denied() const { return status == Status::Denied; }
};

// The SelfSubjectAccessReview a question is sent as.
nlohmann::json accessReviewObject(const AccessQuestion &question);
// The answer in a finished reply: allowed or denied from status, Unknown
// (with the reason) when the server could not be asked or answered oddly.
AccessAnswer accessAnswerOf(const KubeReply &reply);

class AccessReview : public QObject
{
    Q_OBJECT

public:
    explicit AccessReview(ApiClient &client, QObject *parent = nullptr);

    // Sends each question that has no answer yet nor one on its way.
    void ask(const QList<AccessQuestion> &questions);
    // Pending until the server answered.
    AccessAnswer answer(const AccessQuestion &question) const;

signals:
    // One more question has its answer.
    void answered();

private:
    ApiClient &m_client;
    QHash<QString, AccessAnswer> m_answers;   // by AccessQuestion::key()
};

} // namespace ascendops::kube
