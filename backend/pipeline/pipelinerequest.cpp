#include "pipelinerequest.h"

#include "kube/apiclient.h"
#include "kube/kubereply.h"
#include "model/objectfields.h"

#include <QCoreApplication>
#include <QDateTime>

#include <optional>

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
    switch (answer) {
    case RequestAnswer::Approve: return "approve";
    case RequestAnswer::Decline: return "decline";
    case RequestAnswer::Act: return "act";
    }
    return "approve";
}

PipelineRequest answerRequest(const QString &incident, RequestAnswer answer)
{
    PipelineRequest request;
    request.incident = incident;
    request.answer = answer;
    return request;
}

Json pipelineRequestObject(const QString &nameSpace, const PipelineRequest &request)
{
    Json data{{"answer", requestAnswerName(request.answer)}, {"person", request.person.left(kPersonChars).toStdString()},
              {"holder", request.holder.toStdString()}};
    if (request.answer == RequestAnswer::Act) {
        const ManualRequest &act = request.act;
        data.update({{"action", recoveryActionName(act.action)}, {"job", act.job.toStdString()}, {"node", act.node.toStdString()},
                     {"die", std::to_string(act.die)}, {"rollbackStep", std::to_string(act.rollbackStep)},
                     {"supersede", act.supersede ? "true" : "false"}});
    } else {
        data["incident"] = request.incident.toStdString();
    }
    return Json{{"apiVersion", "v1"},
                {"kind", "ConfigMap"},
                {"metadata",
                 {{"generateName", "ascendops-request-"},
                  {"namespace", nameSpace.toStdString()},
                  {"labels", {{kPipelineRequestLabel, requestAnswerName(request.answer)}}}}},
                {"data", data}};
}

namespace {

// A whole number written as ConfigMap data; nothing when it is not one.
std::optional<qint64> numberIn(const Json &configMap, const char *key)
{
    bool ok = false;
    const qint64 value = fields::text(configMap, {"data", key}).toLongLong(&ok);
    return ok ? std::optional<qint64>(value) : std::nullopt;
}

// The action a request asks for, or what is wrong with it (said with its place).
QString readAct(const Json &configMap, const QString &place, ManualRequest *act)
{
    const QString action = fields::text(configMap, {"data", "action"});
    const std::optional<RecoveryAction> known = recoveryActionFromName(action);
    if (!known || *known == RecoveryAction::None)
        return tr("%1 data.action: \"%2\" is not a recovery action").arg(place, action);
    act->action = *known;
    act->job = fields::text(configMap, {"data", "job"});
    act->node = fields::text(configMap, {"data", "node"});
    const std::optional<qint64> die = numberIn(configMap, "die"), step = numberIn(configMap, "rollbackStep");
    if (!die || *die < -1 || *die > 1024)
        return tr("%1 data.die: not a device number (-1 for none)").arg(place);
    if (!step || *step < -1)
        return tr("%1 data.rollbackStep: not a step (-1 for the latest checkpoint)").arg(place);
    act->die = int(*die);
    act->rollbackStep = *step;
    act->supersede = fields::text(configMap, {"data", "supersede"}) == QLatin1String("true");
    if (act->job.isEmpty() && act->node.isEmpty())
        return tr("%1 data.job, data.node: neither is said").arg(place);
    return {};
}

} // namespace

PipelineRequest readPipelineRequest(const Json &configMap)
{
    PipelineRequest request;
    request.name = fields::text(configMap, {"metadata", "name"});
    request.outcome = fields::text(configMap, {"metadata", "annotations", kRequestOutcomeAnnotation});
    request.incident = fields::text(configMap, {"data", "incident"});
    request.person = fields::text(configMap, {"data", "person"}).left(kPersonChars);
    request.holder = fields::text(configMap, {"data", "holder"});
    request.takenBy = fields::text(configMap, {"metadata", "annotations", kRequestTakenAnnotation});
    const QDateTime created = QDateTime::fromString(fields::text(configMap, {"metadata", "creationTimestamp"}), Qt::ISODate);
    request.createdMs = created.isValid() ? created.toMSecsSinceEpoch() : 0;
    const QString answer = fields::text(configMap, {"data", "answer"});
    const QString place = QStringLiteral("ConfigMap %1/%2").arg(fields::text(configMap, {"metadata", "namespace"}), request.name);
    if (answer == QLatin1String("decline"))
        request.answer = RequestAnswer::Decline;
    else if (answer == QLatin1String("act"))
        request.answer = RequestAnswer::Act;
    else if (answer != QLatin1String("approve"))
        request.unread = tr("%1 data.answer: \"%2\" is not approve, decline or act").arg(place, answer);
    if (request.answer == RequestAnswer::Act)
        request.unread = readAct(configMap, place, &request.act);
    else if (request.incident.isEmpty())
        request.unread = tr("%1 data.incident: missing").arg(place);
    if (request.person.trimmed().isEmpty())
        request.unread = tr("%1 data.person: missing (an answer is signed)").arg(place);
    if (request.holder.isEmpty())
        request.unread = tr("%1 data.holder: missing (an answer is for the pipeline the person saw)").arg(place);
    return request;
}

PipelineRequestSender::PipelineRequestSender(kube::ApiClient &client, QString nameSpace, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_namespace(std::move(nameSpace))
{
}

PipelineRequestSender::~PipelineRequestSender()
{
    if (m_stage != Stage::Waiting)
        return;
    kube::DeleteOptions options;
    options.preconditionResourceVersion = m_createdVersion;
    m_client.remove(kube::ResourceType::configMaps(), m_namespace, m_name, options);
}

void PipelineRequestSender::send(const PipelineRequest &request)
{
    if (m_stage != Stage::Idle)
        return;
    m_stage = Stage::Creating;
    const Json object = pipelineRequestObject(m_namespace, request);
    kube::WriteOptions dryRun;
    dryRun.dryRun = true;
    m_client.create(kube::ResourceType::configMaps(), m_namespace, object, dryRun)->then(this, [this, object](kube::KubeReply &reply) {
        if (!reply.isOk())
            return end(&PipelineRequestSender::failed,
                       tr("a request in namespace %1 would be refused: %2").arg(m_namespace, reply.error().summary));
        if (m_withdrawWanted)   // given up before anything was stored
            return end(nullptr, {});
        create(object);
    });
}

void PipelineRequestSender::create(const Json &object)
{
    m_client.create(kube::ResourceType::configMaps(), m_namespace, object)->then(this, [this](kube::KubeReply &reply) {
        if (!reply.isOk())
            return end(&PipelineRequestSender::failed,
                       tr("the request could not be created in namespace %1: %2").arg(m_namespace, reply.error().summary));
        m_name = fields::text(reply.object(), {"metadata", "name"});
        m_createdVersion = fields::text(reply.object(), {"metadata", "resourceVersion"});
        m_stage = Stage::Waiting;
        emit created(m_name);
        if (m_withdrawWanted)
            return remove();
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
    const auto look = [this](const Json &object) {
        if (const QString outcome = fields::text(object, {"metadata", "annotations", kRequestOutcomeAnnotation}); !outcome.isEmpty())
            finish(outcome, true);
    };
    connect(m_outcome.get(), &kube::Informer::added, this, [look](const QString &, const Json &object) { look(object); });
    connect(m_outcome.get(), &kube::Informer::updated, this,
            [look](const QString &, const Json &, const Json &object) { look(object); });
    // Deleted with its outcome on it (the pipeline clears answered requests): answered all the same.
    connect(m_outcome.get(), &kube::Informer::deleted, this, [this](const QString &, const Json &last) {
        if (const QString outcome = fields::text(last, {"metadata", "annotations", kRequestOutcomeAnnotation}); !outcome.isEmpty())
            return finish(outcome, false);
        end(&PipelineRequestSender::failed, tr("the request %1/%2 was deleted before the pipeline answered it").arg(m_namespace, m_name));
    });
    m_outcome->start();
}

void PipelineRequestSender::withdraw()
{
    if (m_stage == Stage::Idle)   // nothing sent yet: nothing will be
        return end(nullptr, {});
    if (m_stage == Stage::Creating)
        m_withdrawWanted = true;
    else if (m_stage == Stage::Waiting)
        remove();
}

// On the version created: a pipeline that claimed it changed that version,
// so a claim and a withdrawal never both succeed.
void PipelineRequestSender::remove()
{
    stopWatching();
    m_stage = Stage::Ending;
    kube::DeleteOptions options;
    options.preconditionResourceVersion = m_createdVersion;
    m_client.remove(kube::ResourceType::configMaps(), m_namespace, m_name, options)->then(this, [this](kube::KubeReply &reply) {
        if (reply.isOk() || reply.httpStatus() == 404)
            return end(nullptr, {});
        if (reply.httpStatus() == 409)
            return end(&PipelineRequestSender::failed,
                       tr("the cluster's pipeline took the request %1/%2 just before it was withdrawn: what came of it is on "
                          "the request and in that pipeline's journal").arg(m_namespace, m_name));
        end(&PipelineRequestSender::failed, tr("the request %1/%2 could not be withdrawn (%3): a pipeline may still take it "
                                               "within %4 min of its sending").arg(m_namespace, m_name, reply.error().summary)
                                                .arg(kRequestLifetimeMs / 60000));
    });
}

void PipelineRequestSender::finish(const QString &outcome, bool deleteRequest)
{
    stopWatching();
    if (!deleteRequest)
        return end(&PipelineRequestSender::answered, outcome);
    // The answer is read: the request has done its work. It is told once the
    // delete is answered (a sender may end then); one that failed leaves the
    // request for the pipeline, which clears answered requests.
    m_stage = Stage::Ending;
    m_client.remove(kube::ResourceType::configMaps(), m_namespace, m_name)->then(this, [this, outcome](kube::KubeReply &) {
        end(&PipelineRequestSender::answered, outcome);
    });
}

// The one end: SIGNAL with WORDS, or withdrawn() when SIGNAL is null.
void PipelineRequestSender::end(void (PipelineRequestSender::*signal)(const QString &), const QString &words)
{
    stopWatching();
    m_stage = Stage::Done;
    if (signal)
        emit(this->*signal)(words);
    else
        emit withdrawn();
}

void PipelineRequestSender::stopWatching()
{
    if (!m_outcome)
        return;
    m_outcome->stop();
    m_outcome->disconnect(this);
    m_outcome.release()->deleteLater();   // this may run inside its signal
}

} // namespace ascendops::pipeline
