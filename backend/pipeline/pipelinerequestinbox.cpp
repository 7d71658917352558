#include "pipelinerequestinbox.h"

#include "kube/apiclient.h"
#include "kube/kubereply.h"
#include "pipelinerequest.h"
#include "recoverypipeline.h"

#include <QCoreApplication>

namespace ascendops::pipeline {

namespace {

using Json = nlohmann::json;

QString tr(const char *text)
{
    return QCoreApplication::translate("ascendops::pipeline", text);
}

} // namespace

PipelineRequestInbox::PipelineRequestInbox(kube::ApiClient &client, RecoveryPipeline &pipeline, QString nameSpace, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_pipeline(pipeline)
    , m_namespace(std::move(nameSpace))
{
}

PipelineRequestInbox::~PipelineRequestInbox() = default;

void PipelineRequestInbox::start()
{
    kube::InformerOptions options;
    options.ns = m_namespace;
    options.labelSelector = QLatin1String(kPipelineRequestLabel);
    m_requests = std::make_unique<kube::Informer>(&m_client, kube::ResourceType::configMaps(), options);
    connect(m_requests.get(), &kube::Informer::added, this, [this](const QString &, const Json &object) { take(object); });
    connect(m_requests.get(), &kube::Informer::updated, this,
            [this](const QString &, const Json &, const Json &object) { take(object); });
    connect(m_requests.get(), &kube::Informer::deleted, this, [this](const QString &, const Json &object) {
        m_outcomes.remove(readPipelineRequest(object).name);
    });
    connect(m_requests.get(), &kube::Informer::synced, this, &PipelineRequestInbox::relisted);
    m_requests->start();
}

void PipelineRequestInbox::take(const Json &configMap)
{
    const PipelineRequest request = readPipelineRequest(configMap);
    if (!request.outcome.isEmpty() || m_telling.contains(request.name))
        return;
    // Answered once: a write of the outcome that failed is tried again with
    // the same outcome, never by answering the incident a second time.
    auto known = m_outcomes.find(request.name);
    if (known == m_outcomes.end())
        known = m_outcomes.insert(request.name, answer(request));
    tell(request.name, known.value());
}

QString PipelineRequestInbox::answer(const PipelineRequest &request)
{
    if (!request.unread.isEmpty())
        return tr("refused: %1").arg(request.unread);
    if (const qint64 ageMs = m_pipeline.clockNowMs() - request.createdMs; request.createdMs > 0 && ageMs > kRequestLifetimeMs)
        return tr("refused: sent %1 min ago; an answer is taken within %2 min of being given, ask again")
            .arg(ageMs / 60000).arg(kRequestLifetimeMs / 60000);
    const auto &incidents = m_pipeline.incidents();
    const auto it = incidents.find(request.incident);
    if (it == incidents.end())
        return tr("refused: this pipeline has no incident %1").arg(request.incident);
    if (it->second.state != IncidentState::AwaitingApproval)
        return tr("refused: incident %1 is %2, not waiting for approval (%3)")
            .arg(request.incident, QLatin1String(incidentStateName(it->second.state)), it->second.outcome);
    const QString who = tr("%1 (request %2/%3)").arg(request.person, m_namespace, request.name);
    if (request.answer == RequestAnswer::Approve) {
        m_pipeline.approve(request.incident, who);
        return QStringLiteral("approved");
    }
    m_pipeline.decline(request.incident, who);
    return QStringLiteral("declined");
}

void PipelineRequestInbox::tell(const QString &name, const QString &outcome)
{
    m_telling.insert(name);
    const Json patch{{"metadata", {{"annotations", {{kRequestOutcomeAnnotation, outcome.toStdString()}}}}}};
    m_client.patch(kube::ResourceType::configMaps(), m_namespace, name, kube::PatchType::Merge, patch)
        ->then(this, [this, name, outcome](kube::KubeReply &reply) {
            m_telling.remove(name);
            if (reply.isOk())
                return emit answered(name, outcome);
            emit failed(name, reply.error().summary);
        });
}

// After each list. A sender deletes its request once it has read the
// outcome; one that went away first leaves it answered: those are cleared.
// An outcome whose write failed is written again.
void PipelineRequestInbox::relisted()
{
    for (const Json &object : m_requests->cache()) {
        const PipelineRequest request = readPipelineRequest(object);
        if (request.outcome.isEmpty())
            take(object);
        else
            m_client.remove(kube::ResourceType::configMaps(), m_namespace, request.name);
    }
}

} // namespace ascendops::pipeline
