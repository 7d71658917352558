#include "trainingjob.h"

#include "objectfields.h"

#include <QStringList>

#include <nlohmann/json.hpp>

#include <algorithm>

namespace ascendops {

using Json = nlohmann::json;

JobKind jobKindOf(const Json &job)
{
    return fields::text(job, {"kind"}) == QLatin1String(kAscendJobKind) ? JobKind::AscendJob : JobKind::VolcanoJob;
}

QString jobKindName(JobKind kind)
{
    return kind == JobKind::AscendJob ? QStringLiteral("AscendJob") : QStringLiteral("Volcano Job");
}

QString jobPhaseOf(const Json &job)
{
    if (jobKindOf(job) == JobKind::VolcanoJob)
        return fields::text(job, {"status", "state", "phase"});
    // kubeflow's conditions: one per type, the newest true one is the state
    // (kubectl get acjob prints the last one).
    const Json *conditions = fields::find(job, {"status", "conditions"});
    QString phase;
    if (conditions && conditions->is_array()) {
        for (const Json &condition : *conditions) {
            if (fields::text(condition, {"status"}) == QLatin1String("True"))
                phase = fields::text(condition, {"type"});
        }
    }
    return phase;
}

bool jobHasEnded(const Json &job)
{
    static const QStringList ended{QStringLiteral("Completed"), QStringLiteral("Failed"), QStringLiteral("Aborted"),
                                   QStringLiteral("Terminated"), QStringLiteral("Succeeded")};
    return ended.contains(jobPhaseOf(job));
}

int jobRetryLimitOf(const Json &job)
{
    // Volcano takes an absent or 0 maxRetry for its default, 3 (reference 2.1).
    if (jobKindOf(job) == JobKind::VolcanoJob) {
        const int limit = fields::number(job, {"spec", "maxRetry"}, 3);
        return limit > 0 ? limit : 3;
    }
    const int limit = fields::number(job, {"spec", "runPolicy", "backoffLimit"}, -1);
    return limit > 0 ? limit : -1;   // the operator checks the limit only when it is above 0
}

int jobRetriesOf(const Json &job, const std::vector<const Json *> &pods)
{
    if (jobKindOf(job) == JobKind::VolcanoJob)
        return fields::number(job, {"status", "retryCount"}, 0);
    int version = 0;
    for (const Json *pod : pods)
        version = std::max(version, fields::number(*pod, {"metadata", "labels", "version"}, 0));
    return version;
}

int jobExpectedPodsOf(const Json &job)
{
    int pods = 0;
    if (jobKindOf(job) == JobKind::VolcanoJob) {
        const Json *tasks = fields::find(job, {"spec", "tasks"});
        if (tasks && tasks->is_array())
            for (const Json &task : *tasks)
                pods += fields::number(task, {"replicas"}, 0);
        return pods;
    }
    const Json *specs = fields::find(job, {"spec", "replicaSpecs"});
    if (specs && specs->is_object())
        for (const Json &spec : *specs)
            pods += fields::number(spec, {"replicas"}, 1);   // kubeflow's default is 1
    return pods;
}

std::vector<const Json *> podTemplatesOf(const Json &job)
{
    std::vector<const Json *> templates;
    const bool volcano = jobKindOf(job) == JobKind::VolcanoJob;
    const Json *specs = fields::find(job, {"spec", volcano ? "tasks" : "replicaSpecs"});
    if (!specs || !(volcano ? specs->is_array() : specs->is_object()))
        return templates;
    for (const Json &spec : *specs) {
        if (const Json *podTemplate = fields::find(spec, {"template"}); podTemplate && podTemplate->is_object())
            templates.push_back(podTemplate);
    }
    return templates;
}

QString trainingContainerOf(const Json &pod)
{
    const Json *containers = fields::find(pod, {"spec", "containers"});
    if (!containers || !containers->is_array() || containers->empty())
        return {};
    QStringList names;
    for (const Json &container : *containers)
        names << fields::text(container, {"name"});
    if (const QString chosen = fields::text(pod, {"metadata", "annotations", "kubectl.kubernetes.io/default-container"});
        names.contains(chosen))
        return chosen;
    for (const Json &container : *containers) {
        for (const char *kind : {"limits", "requests"}) {
            const Json *resources = fields::find(container, {"resources", kind});
            if (!resources || !resources->is_object())
                continue;
            for (auto it = resources->begin(); it != resources->end(); ++it)
                if (QString::fromStdString(it.key()).startsWith(QLatin1String("huawei.com/Ascend")))
                    return fields::text(container, {"name"});
        }
    }
    return names.size() == 1 ? QString() : names.first();
}

const char *podTemplatePlace(JobKind kind)
{
    return kind == JobKind::AscendJob ? "/spec/replicaSpecs/template" : "/spec/tasks/template";
}

namespace {

QString faultToleranceAnnotationOf(const Json &job)
{
    const Json *annotations = fields::find(job, {"metadata", "annotations"});
    if (!annotations || !annotations->is_object())
        return {};
    for (const auto &[key, value] : annotations->items()) {
        if (key.rfind("fault-tolerance/", 0) == 0)
            return QStringLiteral("annotation %1").arg(QString::fromStdString(key));
    }
    return {};
}

QString poolMarkerOf(const Json &job)
{
    if (fields::find(job, {"metadata", "labels", "ring-controller.cce"}))
        return QStringLiteral("label ring-controller.cce");
    for (const Json *podTemplate : podTemplatesOf(job)) {
        const Json *containers = fields::find(*podTemplate, {"spec", "containers"});
        if (!containers || !containers->is_array())
            continue;
        for (const Json &container : *containers) {
            for (const char *section : {"limits", "requests"}) {
                const Json *resources = fields::find(container, {"resources", section});
                if (resources && resources->is_object() && resources->contains("huawei.com/ascend-1980"))
                    return QStringLiteral("resource huawei.com/ascend-1980");
            }
            const Json *env = fields::find(container, {"env"});
            if (!env || !env->is_array())
                continue;
            for (const Json &variable : *env) {
                const Json *name = fields::find(variable, {"name"});
                if (name && name->is_string() && name->get<std::string>().rfind("MA_", 0) == 0)
                    return QStringLiteral("variable %1").arg(QString::fromStdString(name->get<std::string>()));
            }
        }
    }
    return {};
}

} // namespace

ModelArtsMarks modelArtsMarksOf(const Json &job)
{
    const QString pool = poolMarkerOf(job);
    if (pool.isEmpty())
        return {};
    if (const QString annotation = faultToleranceAnnotationOf(job); !annotation.isEmpty())
        return {ModelArtsJob::Training, pool + QStringLiteral(", ") + annotation};
    return {ModelArtsJob::Lite, pool};
}

} // namespace ascendops
