#include "pipelinerequestinbox.h"

#include "kube/apiclient.h"
#include "kube/kubereply.h"
#include "model/objectfields.h"
#include "pipelinerequest.h"
#include "recoverypipeline.h"

#include "core/clock.h"

#include <QCoreApplication>

namespace ascendops::pipeline {

namespace {

using Json = nlohmann::json;

QString tr(const char *text)
{
    return QCoreApplication::translate("ascendops::pipeline::PipelineRequestInbox", text);
}

// The outcome's keyword stays as written, for whoever reads it; the why is words.
QString refused(const QString &why)
{
    return QStringLiteral("refused: ") + why;
}

// A claim or an outcome whose write failed is tried again this much later,
// when the failure may pass (no answer, a timeout, too many requests, the server's own).
constexpr qint64 kRetryMs = 2000;
bool transient(int httpStatus)
{
    return httpStatus == 0 || httpStatus == 408 || httpStatus == 409 || httpStatus == 429 || httpStatus >= 500;
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
        const QString name = readPipelineRequest(object).name;
        m_outcomes.remove(name);
        m_told.remove(name);
    });
    connect(m_requests.get(), &kube::Informer::synced, this, &PipelineRequestInbox::relisted);
    m_requests->start();
}

void PipelineRequestInbox::stopAndDelete()
{
    m_stopped = true;
    if (m_requests)
        m_requests->stop();
    if (m_busy.isEmpty())
        deleteLater();
}

// After a claim's or an outcome's answer (and what it led to): a stopped
// inbox goes once nothing it sent waits for an answer.
void PipelineRequestInbox::goIfDone()
{
    if (m_stopped && m_busy.isEmpty())
        deleteLater();
}

// A claim or an outcome that could not be written (a timeout, a 5xx): tried
// again on the pipeline's clock with what the cache holds then.
void PipelineRequestInbox::later(const QString &name)
{
    m_pipeline.clock().callAfter(kRetryMs, this, [this, name] {
        if (m_stopped || !m_requests)
            return;
        if (const auto object = m_requests->object(m_namespace + QLatin1Char('/') + name))
            take(*object);
    });
}

void PipelineRequestInbox::take(const Json &configMap)
{
    if (m_stopped)
        return;
    const PipelineRequest request = readPipelineRequest(configMap);
    if (!request.outcome.isEmpty() || m_busy.contains(request.name) || m_told.contains(request.name))
        return;
    // Another pipeline's (a serve beside this console, a failover since the
    // person looked): not this one's to answer.
    if (!request.holder.isEmpty() && request.holder != m_pipeline.identity())
        return;
    // Answered here: a write of the outcome that failed is tried again with
    // the same outcome, never by answering the incident a second time.
    if (const auto known = m_outcomes.constFind(request.name); known != m_outcomes.constEnd())
        return tell(request.name, known.value());
    // Claimed here, the reply lost (a timeout) though the claim was written: answered now.
    if (request.takenBy == m_pipeline.identity() && m_claimed.contains(request.name))
        return answerClaimed(request);
    if (!request.takenBy.isEmpty())   // claimed, by this pipeline before a restart or by another: what it did is not known here
        return tell(request.name, QStringLiteral("unknown: ")
                                      + tr("taken by %1, whose outcome was never written: it stopped before or after acting; its "
                                           "journal says which").arg(request.takenBy));
    claim(request, fields::text(configMap, {"metadata", "resourceVersion"}));
}

// The claim is written on the version read: a sender that withdrew (deleted)
// or changed the request meanwhile makes it fail, and nothing is done.
void PipelineRequestInbox::claim(const PipelineRequest &request, const QString &version)
{
    m_busy.insert(request.name);
    m_claimed.insert(request.name);
    const Json patch{{"metadata",
                      {{"resourceVersion", version.toStdString()},
                       {"annotations", {{kRequestTakenAnnotation, m_pipeline.identity().toStdString()}}}}}};
    m_client.patch(kube::ResourceType::configMaps(), m_namespace, request.name, kube::PatchType::Merge, patch)
        ->then(this, [this, request](kube::KubeReply &reply) {
            m_busy.remove(request.name);
            if (reply.isOk())
                answerClaimed(request);
            else if (transient(reply.httpStatus()))   // changed (409), or no answer: looked at again; gone: withdrawn
                later(request.name);
            goIfDone();
        });
}

void PipelineRequestInbox::answerClaimed(const PipelineRequest &request)
{
    const QString outcome = m_stopped ? refused(tr("this pipeline stopped leading before it answered")) : answer(request);
    m_outcomes.insert(request.name, outcome);
    tell(request.name, outcome);
}

QString PipelineRequestInbox::answer(const PipelineRequest &request)
{
    if (!request.unread.isEmpty())
        return refused(request.unread);
    if (const qint64 ageMs = m_pipeline.clockNowMs() - request.createdMs; request.createdMs > 0 && ageMs > kRequestLifetimeMs)
        return refused(tr("sent %1 min ago; an answer is taken within %2 min of being given, ask again")
                           .arg(ageMs / 60000).arg(kRequestLifetimeMs / 60000));
    const QString who = tr("%1 (request %2/%3)").arg(request.person, m_namespace, request.name);
    if (request.answer == RequestAnswer::Act)
        return m_acceptsActions ? act(request.act, who)
                                : refused(tr("this pipeline runs no actions sent to it (pipeline serve --accept-actions); "
                                             "answers to its questions only"));
    // Before its first look at the cluster, an answer would only be kept for later, and maybe not used.
    if (!m_pipeline.detector().hasScanned())
        return refused(tr("the pipeline is still reading the cluster's objects; ask again in a moment"));
    const auto &incidents = m_pipeline.incidents();
    const auto it = incidents.find(request.incident);
    if (it == incidents.end())
        return refused(tr("this pipeline has no incident %1").arg(request.incident));
    if (it->second.state != IncidentState::AwaitingApproval)
        return refused(tr("incident %1 is %2, not waiting for approval (%3)")
                           .arg(request.incident, QLatin1String(incidentStateName(it->second.state)), it->second.outcome));
    if (request.answer == RequestAnswer::Approve) {
        m_pipeline.approve(request.incident, who);
        return QStringLiteral("approved");
    }
    m_pipeline.decline(request.incident, who);
    return QStringLiteral("declined");
}

// As the pipeline's own one-click request: refused while a recovery of the
// job is in flight unless it supersedes it, journaled with who asked.
QString PipelineRequestInbox::act(ManualRequest request, const QString &who)
{
    request.requestedBy = who;
    if (const QString why = m_pipeline.manualRefusal(request); !why.isEmpty())
        return refused(why);
    const QString id = m_pipeline.runManual(request);
    return id.isEmpty() ? refused(tr("the pipeline did not take it")) : QStringLiteral("started %1").arg(id);
}

void PipelineRequestInbox::tell(const QString &name, const QString &outcome)
{
    m_busy.insert(name);
    const Json patch{{"metadata", {{"annotations", {{kRequestOutcomeAnnotation, outcome.toStdString()}}}}}};
    m_client.patch(kube::ResourceType::configMaps(), m_namespace, name, kube::PatchType::Merge, patch)
        ->then(this, [this, name, outcome](kube::KubeReply &reply) {
            m_busy.remove(name);
            if (reply.isOk()) {
                m_told.insert(name);
                emit answered(name, outcome);
            } else {
                emit failed(name, reply.error().summary);
                if (transient(reply.httpStatus()))
                    later(name);
            }
            goIfDone();
        });
}

// After each list. A sender deletes its request once it has read the
// outcome; one that went away first leaves it answered, or never taken (it
// was for a pipeline gone since): those are cleared once they are too old
// to be taken.
void PipelineRequestInbox::relisted()
{
    const qint64 now = m_pipeline.clockNowMs();
    for (const Json &object : m_requests->cache()) {
        const PipelineRequest request = readPipelineRequest(object);
        const bool old = request.createdMs > 0 && now - request.createdMs > kRequestLifetimeMs;
        if (request.outcome.isEmpty() && !old) {
            take(object);
        } else if (old) {   // answered, or never taken by anyone: on the version read, so that no claim is lost
            kube::DeleteOptions options;
            options.preconditionResourceVersion = fields::text(object, {"metadata", "resourceVersion"});
            m_client.remove(kube::ResourceType::configMaps(), m_namespace, request.name, options);
        }
    }
}

} // namespace ascendops::pipeline
