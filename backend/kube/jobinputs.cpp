#include "kube/jobinputs.h"

#include "kube/apiclient.h"
#include "kube/clusterwatch.h"
#include "kube/kubereply.h"
#include "model/objectfields.h"
#include "model/trainingjob.h"

#include <QSet>

namespace ascendops::kube {
namespace {

using Json = nlohmann::json;

QString podSelector(const Json &job)
{
    const QString name = fields::text(job, {"metadata", "name"});
    return jobKindOf(job) == JobKind::AscendJob ? QStringLiteral("training.kubeflow.org/job-name=") + name
                                                : QStringLiteral("volcano.sh/job-name=") + name;
}

} // namespace

QStringList configMapsNamedBy(const Json &job)
{
    QStringList names;
    const auto add = [&names](const QString &name) {
        if (!name.isEmpty() && !names.contains(name))
            names << name;
    };
    for (const Json *podTemplate : podTemplatesOf(job)) {
        if (const Json *volumes = fields::find(*podTemplate, {"spec", "volumes"}); volumes && volumes->is_array())
            for (const Json &volume : *volumes)
                add(fields::text(volume, {"configMap", "name"}));
        const Json *containers = fields::find(*podTemplate, {"spec", "containers"});
        if (!containers || !containers->is_array())
            continue;
        for (const Json &container : *containers) {
            if (const Json *env = fields::find(container, {"env"}); env && env->is_array())
                for (const Json &entry : *env)
                    add(fields::text(entry, {"valueFrom", "configMapKeyRef", "name"}));
            if (const Json *envFrom = fields::find(container, {"envFrom"}); envFrom && envFrom->is_array())
                for (const Json &entry : *envFrom)
                    add(fields::text(entry, {"configMapRef", "name"}));
        }
    }
    return names;
}

std::optional<recoverytime::JobInputs> jobInputsFromWatch(const ClusterWatch &watch, const QString &key)
{
    const Json *job = watch.trainingJob(key);
    if (!job)
        return std::nullopt;
    recoverytime::JobInputs inputs;
    inputs.job = *job;
    inputs.live = true;
    for (const Json *pod : watch.podsWhere(kPodsByJob, key))
        inputs.pods.push_back(*pod);
    const QString ns = key.section(QLatin1Char('/'), 0, 0);
    for (const QString &name : configMapsNamedBy(*job))
        if (std::optional<Json> map = watch.configMaps()->object(ns + QLatin1Char('/') + name))
            inputs.configMaps[name] = std::move(*map);
    return inputs;
}

JobInputsFetch::JobInputsFetch(ApiClient *client, QString nameSpace, QString name, QObject *parent)
    : QObject(parent), m_client(client), m_nameSpace(std::move(nameSpace)), m_name(std::move(name))
{
    m_inputs.live = true;
}

void JobInputsFetch::start()
{
    getJob(false);
}

void JobInputsFetch::getJob(bool ascend)
{
    KubeReply *reply = m_client->get(ascend ? ResourceType::ascendJobs() : ResourceType::volcanoJobs(), m_nameSpace, m_name);
    reply->then(this, [this, ascend](KubeReply &r) {
        if (r.isOk())
            return onJob(r.object());
        // A cluster without one of the two CRDs answers 404 for the kind too.
        if (r.error().kind == KubeError::Kind::NotFound) {
            if (!ascend)
                return getJob(true);
            m_notFound = true;
        }
        fail(r.error());
    });
}

void JobInputsFetch::onJob(const Json &job)
{
    m_inputs.job = job;
    m_pending = 1;
    ListOptions options;
    options.labelSelector = podSelector(job);
    m_client->list(ResourceType::pods(), m_nameSpace, options)->then(this, [this](KubeReply &r) {
        if (r.isOk())
            for (const Json &pod : r.object().value("items", Json::array()))
                m_inputs.pods.push_back(pod);
        settle();
    });
    for (const QString &name : configMapsNamedBy(job)) {
        ++m_pending;
        m_client->get(ResourceType::configMaps(), m_nameSpace, name)->then(this, [this, name](KubeReply &r) {
            if (r.isOk())
                m_inputs.configMaps[name] = r.object();
            settle();
        });
    }
}

void JobInputsFetch::fail(const KubeError &error)
{
    m_error = error;
    emit finished();
}

void JobInputsFetch::settle()
{
    if (--m_pending == 0)
        emit finished();
}

} // namespace ascendops::kube
