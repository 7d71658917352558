#include "accessreview.h"

#include "apiclient.h"
#include "kubereply.h"
#include "kubereply.h"
#include "resourcetype.h"

#include <QCoreApplication>

namespace ascendops::kube {

namespace {

// lupdate files free tr() calls under the enclosing namespace: the context
// here must be that name, or the translations are never found.
QString tr(const char *text) { return QCoreApplication::translate("ascendops::kube", text); }

} // namespace

QString AccessQuestion::describe() const
{
    const QString what = group.isEmpty() ? resource : resource + QLatin1Char('.') + group;
    return nameSpace.isEmpty() ? verb + QLatin1Char(' ') + what : tr("%1 %2 in %3").arg(verb, what, nameSpace);
}

QString AccessQuestion::key() const
{
    return verb + QLatin1Char('|') + group + QLatin1Char('|') + resource + QLatin1Char('|') + nameSpace;
}

nlohmann::json accessReviewObject(const AccessQuestion &question)
{
    nlohmann::json attributes{{"verb", question.verb.toStdString()},
                              {"group", question.group.toStdString()},
                              {"resource", question.resource.toStdString()}};
    if (!question.nameSpace.isEmpty())
        attributes["namespace"] = question.nameSpace.toStdString();
    return {{"apiVersion", "authorization.k8s.io/v1"},
            {"kind", "SelfSubjectAccessReview"},
            {"spec", {{"resourceAttributes", attributes}}}};
}

AccessAnswer accessAnswerOf(const KubeReply &reply)
{
    if (!reply.isOk())
        return {AccessAnswer::Status::Unknown, reply.error().summary};
    const nlohmann::json &object = reply.object();
    const auto status = object.find("status");
    if (status == object.end() || !status->is_object() || !status->contains("allowed") || !(*status)["allowed"].is_boolean())
        return {AccessAnswer::Status::Unknown, tr("the API server's review has no status.allowed")};
    const std::string reason = status->value("reason", std::string());
    const std::string evaluationError = status->value("evaluationError", std::string());
    const bool allowed = (*status)["allowed"].get<bool>();
    QString why = QString::fromStdString(reason.empty() ? evaluationError : reason);
    return {allowed ? AccessAnswer::Status::Allowed : AccessAnswer::Status::Denied, why};
}

AccessReview::AccessReview(ApiClient &client, QObject *parent)
    : QObject(parent)
    , m_client(client)
{
}

void AccessReview::ask(const QList<AccessQuestion> &questions)
{
    for (const AccessQuestion &question : questions) {
        const QString key = question.key();
        if (m_answers.contains(key))
            continue;
        m_answers.insert(key, {});
        KubeReply *reply = m_client.create(ResourceType::selfSubjectAccessReviews(), {}, accessReviewObject(question));
        reply->then(this, [this, key](KubeReply &done) {
            m_answers.insert(key, accessAnswerOf(done));
            emit answered();
        });
    }
}

AccessAnswer AccessReview::answer(const AccessQuestion &question) const
{
    return m_answers.value(question.key());
}

} // namespace ascendops::kube
