#include "jobchangewrite.h"

#include "objectdiff.h"

#include "kube/clusterwrites.h"
#include "kube/kubereply.h"
#include "model/objectfields.h"
#include "model/trainingjob.h"

namespace ascendops::pipeline {

namespace {

QString versionOf(const nlohmann::json &job)
{
    return fields::text(job, {"metadata", "resourceVersion"});
}

// Where a training job of either kind is served: Volcano Jobs or AscendJobs.
kube::ResourceType trainingJobType(const nlohmann::json &job)
{
    return jobKindOf(job) == JobKind::AscendJob ? kube::ResourceType::ascendJobs() : kube::ResourceType::volcanoJobs();
}

} // namespace

JobChangeWrite::JobChangeWrite(kube::ApiClient &client, const nlohmann::json &job, nlohmann::json patch, QObject *parent)
    : QObject(parent)
    , m_client(&client)
    , m_type(trainingJobType(job))
    , m_namespace(fields::text(job, {"metadata", "namespace"}))
    , m_name(fields::text(job, {"metadata", "name"}))
    , m_patch(std::move(patch))
{
}

void JobChangeWrite::preview()
{
    m_busy = true;
    m_attempts = 0;
    read(Step::Preview);
}

void JobChangeWrite::apply()
{
    m_busy = true;
    m_attempts = 0;
    read(Step::Apply);
}

// The job as the server holds it now, not as a cache last saw it.
void JobChangeWrite::read(Step step)
{
    ++m_attempts;
    if (!m_client)
        return fail(step, tr("not connected to the cluster any more"));
    m_client->get(m_type, m_namespace, m_name)->then(this, [this, step](kube::KubeReply &reply) {
        if (!reply.isOk())
            return fail(step, tr("cannot read the job: %1").arg(reply.error().toString()));
        dryRun(step, reply.object());
    });
}

void JobChangeWrite::dryRun(Step step, const nlohmann::json &job)
{
    // Called only from an answer of the client, which is there while its answers come.
    kube::patchAsRead(*m_client, m_type, job, m_patch, true)->then(this, [this, step, job](kube::KubeReply &reply) {
        if (!reply.isOk())
            return refused(step, job, reply.error().toString());
        const QStringList changes = objectDiff(job, reply.object());
        if (step == Step::Apply && changes == m_shown)
            return write(job);
        const bool changed = step == Step::Apply;
        m_shown = changes;
        m_busy = false;
        emit previewed(changes, {}, changed);
    });
}

void JobChangeWrite::write(const nlohmann::json &job)
{
    kube::patchAsRead(*m_client, m_type, job, m_patch, false)->then(this, [this, job](kube::KubeReply &reply) {
        if (!reply.isOk())
            return refused(Step::Apply, job, reply.error().toString());
        m_busy = false;
        emit applied({});
    });
}

void JobChangeWrite::refused(Step step, const nlohmann::json &job, const QString &error)
{
    if (m_attempts >= kAttempts)
        return fail(step, error);
    // Refused on the pinned version only if the job moved on meanwhile; any
    // other refusal (an invalid patch, no permission) stands.
    m_client->get(m_type, m_namespace, m_name)->then(this, [this, step, job, error](kube::KubeReply &reply) {
        if (!reply.isOk() || versionOf(reply.object()) == versionOf(job))
            return fail(step, error);
        ++m_attempts;
        dryRun(step, reply.object());
    });
}

void JobChangeWrite::fail(Step step, const QString &error)
{
    m_busy = false;
    if (step == Step::Preview)
        emit previewed({}, error, false);
    else
        emit applied(error);
}

} // namespace ascendops::pipeline
