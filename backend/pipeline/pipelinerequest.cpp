#include "pipelinerequest.h"

#include "kube/apiclient.h"
#include "kube/kubereply.h"
#include "model/objectfields.h"

#include <QCoreApplication>
#include <QDateTime>

namespace ascendops::pipeline {

namespace {

using Json = nlohmann::json;

// A person's name is a line, not a document.
constexpr int kPersonChars = 200;

QString tr(const char *text)
{
    return QCoreApplication::translate("ascendops::pipeline", text);
}

} // namespace

const char *requestAnswerName(RequestAnswer answer)
{
    return answer == RequestAnswer::Approve ? "approve" : "decline";
}

Json pipelineRequestObject(const QString &nameSpace, const QString &incident, RequestAnswer answer, const QString &person)
{
    return Json{{"apiVersion", "v1"},
                {"kind", "ConfigMap"},
                {"metadata",
                 {{"generateName", "ascendops-request-"},
                  {"namespace", nameSpace.toStdString()},
                  {"labels", {{kPipelineRequestLabel, requestAnswerName(answer)}}}}},
                {"data",
                 {{"incident", incident.toStdString()},
                  {"answer", requestAnswerName(answer)},
                  {"person", person.left(kPersonChars).toStdString()}}}};
}

PipelineRequest readPipelineRequest(const Json &configMap)
{
    PipelineRequest request;
    request.name = fields::text(configMap, {"metadata", "name"});
    request.outcome = fields::text(configMap, {"metadata", "annotations", kRequestOutcomeAnnotation});
    request.incident = fields::text(configMap, {"data", "incident"});
    request.person = fields::text(configMap, {"data", "person"}).left(kPersonChars);
    const QDateTime created = QDateTime::fromString(fields::text(configMap, {"metadata", "creationTimestamp"}), Qt::ISODate);
    request.createdMs = created.isValid() ? created.toMSecsSinceEpoch() : 0;
    const QString answer = fields::text(configMap, {"data", "answer"});
    const QString place = QStringLiteral("ConfigMap %1/%2").arg(fields::text(configMap, {"metadata", "namespace"}), request.name);
    if (answer == QLatin1String("decline"))
        request.answer = RequestAnswer::Decline;
    else if (answer != QLatin1String("approve"))
        request.unread = tr("%1 data.answer: \"%2\" is neither approve nor decline").arg(place, answer);
    if (request.incident.isEmpty())
        request.unread = tr("%1 data.incident: missing").arg(place);
    if (request.person.trimmed().isEmpty())
        request.unread = tr("%1 data.person: missing (an answer is signed)").arg(place);
    return request;
}

PipelineRequestSender::PipelineRequestSender(kube::ApiClient &client, QString nameSpace, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_namespace(std::move(nameSpace))
{
}

PipelineRequestSender::~PipelineRequestSender() = default;

void PipelineRequestSender::send(const QString &incident, RequestAnswer answer, const QString &person)
{
    const Json object = pipelineRequestObject(m_namespace, incident, answer, person);
    kube::WriteOptions dryRun;
    dryRun.dryRun = true;
    m_client.create(kube::ResourceType::configMaps(), m_namespace, object, dryRun)->then(this, [this, object](kube::KubeReply &reply) {
        if (!reply.isOk())
            return emit failed(tr("a request in namespace %1 would be refused: %2").arg(m_namespace, reply.error().summary));
        create(object);
    });
}

void PipelineRequestSender::create(const Json &object)
{
    m_client.create(kube::ResourceType::configMaps(), m_namespace, object)->then(this, [this](kube::KubeReply &reply) {
        if (!reply.isOk())
            return emit failed(tr("the request could not be created in namespace %1: %2").arg(m_namespace, reply.error().summary));
        m_name = fields::text(reply.object(), {"metadata", "name"});
        emit created(m_name);
        watchOutcome();
    });
}

// One ConfigMap watched by name: the informer relists and rewatches as it
// would for any cache, so a dropped stream does not lose the outcome.
void PipelineRequestSender::watchOutcome()
{
    kube::InformerOptions options;
    options.ns = m_namespace;
    options.fieldSelector = QStringLiteral("metadata.name=%1").arg(m_name);
    m_outcome = std::make_unique<kube::Informer>(&m_client, kube::ResourceType::configMaps(), options);
    const auto look = [this](const QString &, const Json &object) {
        const QString outcome = fields::text(object, {"metadata", "annotations", kRequestOutcomeAnnotation});
        if (!outcome.isEmpty())
            finish(outcome);
    };
    connect(m_outcome.get(), &kube::Informer::added, this, look);
    connect(m_outcome.get(), &kube::Informer::updated, this, [look](const QString &key, const Json &, const Json &object) {
        look(key, object);
    });
    connect(m_outcome.get(), &kube::Informer::deleted, this, [this](const QString &, const Json &) {
        emit failed(tr("the request %1/%2 was deleted before the pipeline answered it").arg(m_namespace, m_name));
    });
    m_outcome->start();
}

void PipelineRequestSender::withdraw()
{
    if (m_outcome) {
        m_outcome->stop();
        m_outcome.release()->deleteLater();
    }
    if (m_name.isEmpty())   // not created (yet): a create still under way is not waited for
        return emit withdrawn();
    m_client.remove(kube::ResourceType::configMaps(), m_namespace, m_name)->then(this, [this](kube::KubeReply &) { emit withdrawn(); });
}

void PipelineRequestSender::finish(const QString &outcome)
{
    m_outcome->stop();
    m_outcome.release()->deleteLater();   // finish() runs inside its signal
    // The answer is read: the request has done its work. It is told once the
    // delete is answered (a sender may end then); one that failed leaves the
    // request for the pipeline, which clears answered requests when it lists.
    m_client.remove(kube::ResourceType::configMaps(), m_namespace, m_name)->then(this, [this, outcome](kube::KubeReply &) {
        emit answered(outcome);
    });
}

} // namespace ascendops::pipeline
