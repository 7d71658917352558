#include "jobsummary.h"

#include "objectfields.h"

#include <QDateTime>
#include <QSet>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <optional>
#include <utility>

namespace ascendops {

bool isAscendOperatorPod(const nlohmann::json &pod)
{
    if (fields::text(pod, {"metadata", "labels", "group-name"}) == QLatin1String("mindxdl.gitee.com")
        || fields::text(pod, {"metadata", "labels", "training.kubeflow.org/operator-name"}) == QLatin1String("ascendjob-controller"))
        return true;
    const nlohmann::json *owners = fields::find(pod, {"metadata", "ownerReferences"});
    if (owners && owners->is_array())
        for (const nlohmann::json &owner : *owners)
            if (fields::text(owner, {"kind"}) == QLatin1String(kAscendJobKind))
                return true;
    return false;
}

QString jobOfPod(const nlohmann::json &pod)
{
    const QString annotated = fields::text(pod, {"metadata", "annotations", "volcano.sh/job-name"});
    if (!annotated.isEmpty())
        return annotated;
    const QString labelled = fields::text(pod, {"metadata", "labels", "volcano.sh/job-name"});
    if (!labelled.isEmpty() || !isAscendOperatorPod(pod))
        return labelled;
    // job-name is also what Kubernetes puts on every batch Job's pods: read
    // only on a pod the Ascend Operator made.
    for (const char *label : {"training.kubeflow.org/job-name", "job-name"}) {
        const QString job = fields::text(pod, {"metadata", "labels", label});
        if (!job.isEmpty())
            return job;
    }
    return {};
}

QString jobKeyOfPod(const nlohmann::json &pod)
{
    const QString job = jobOfPod(pod);
    return job.isEmpty() ? QString() : fields::text(pod, {"metadata", "namespace"}) + QLatin1Char('/') + job;
}

int rankIndexOfPod(const nlohmann::json &pod)
{
    bool ok = false;
    const int index = fields::text(pod, {"metadata", "annotations", "hccl/rankIndex"}).toInt(&ok);
    return ok ? index : -1;
}

QString unschedulableReasonOf(const nlohmann::json &pod)
{
    if (fields::text(pod, {"status", "phase"}) != QLatin1String("Pending") || !fields::text(pod, {"spec", "nodeName"}).isEmpty())
        return {};
    const nlohmann::json *conditions = fields::find(pod, {"status", "conditions"});
    if (!conditions || !conditions->is_array())
        return {};
    for (const nlohmann::json &condition : *conditions) {
        if (fields::text(condition, {"type"}) == QLatin1String("PodScheduled")
            && fields::text(condition, {"status"}) == QLatin1String("False")
            && fields::text(condition, {"reason"}) == QLatin1String("Unschedulable")) {
            const QString message = fields::text(condition, {"message"});
            return message.isEmpty() ? QStringLiteral("Unschedulable") : message;
        }
    }
    return {};
}

qint64 containersEndedMs(const nlohmann::json &pod)
{
    qint64 last = -1;
    const nlohmann::json *statuses = fields::find(pod, {"status", "containerStatuses"});
    for (std::size_t i = 0; statuses && statuses->is_array() && i < statuses->size(); ++i) {
        const QDateTime at = QDateTime::fromString(fields::text((*statuses)[i], {"state", "terminated", "finishedAt"}), Qt::ISODate);
        if (at.isValid())
            last = std::max(last, at.toMSecsSinceEpoch());
    }
    return last;
}

namespace {

using Json = nlohmann::json;

using fields::number;
using fields::text;

int restartsOf(const Json &pod)
{
    // Found in place: value() would copy the whole status for every pod.
    int restarts = 0;
    const Json *containers = fields::find(pod, {"status", "containerStatuses"});
    if (containers && containers->is_array())
        for (const Json &container : *containers)
            restarts += number(container, {"restartCount"}, 0);
    return restarts;
}

JobPodSummary summarizePod(const Json &pod)
{
    return {text(pod, {"metadata", "name"}), text(pod, {"status", "phase"}), text(pod, {"spec", "nodeName"}),
            rankIndexOfPod(pod), restartsOf(pod), unschedulableReasonOf(pod)};
}

// The rank table's top-level "status", read without building the table:
// at 16k ranks hccl.json is megabytes, and the summaries are made again
// whenever a pod changes. Empty when it has none; nothing when the text is
// not a JSON object.
std::optional<QString> rankTableStatusOf(const std::string &hccl)
{
    struct Reader : nlohmann::json_sax<Json>
    {
        int depth = 0;
        bool object = false;   // the top level is an object
        bool wanted = false;   // the next value is the top level's "status"
        QString status;
        bool value()
        {
            wanted = false;
            return depth > 0;
        }
        bool null() override { return value(); }
        bool boolean(bool) override { return value(); }
        bool number_integer(number_integer_t) override { return value(); }
        bool number_unsigned(number_unsigned_t) override { return value(); }
        bool number_float(number_float_t, const string_t &) override { return value(); }
        bool binary(binary_t &) override { return value(); }
        bool string(string_t &text) override
        {
            if (wanted)
                status = QString::fromStdString(text);
            return value();
        }
        bool start_object(std::size_t) override
        {
            object = object || depth == 0;
            wanted = false;
            ++depth;
            return true;
        }
        bool key(string_t &name) override
        {
            wanted = depth == 1 && name == "status";
            return true;
        }
        bool end_object() override
        {
            --depth;
            return true;
        }
        bool start_array(std::size_t) override
        {
            wanted = false;
            ++depth;
            return depth > 1;   // a top-level array is not a rank table
        }
        bool end_array() override
        {
            --depth;
            return true;
        }
        bool parse_error(std::size_t, const std::string &, const nlohmann::detail::exception &) override { return false; }
    } reader;
    if (!Json::sax_parse(hccl, &reader, nlohmann::detail::input_format_t::json, true, false) || !reader.object)
        return std::nullopt;
    return reader.status;
}

// The Ascend Operator keeps a job's rank table in rings-config-<job>, key
// hccl.json; its status says whether every pod has reported in.
// MEMO's entry for the map is used when its version is the map's (a map
// without a uid and resourceVersion, built by hand, is read each time).
void addRankTable(JobSummary &job, const ConfigMapLookup &configMap, JobSummaryMemo *memo, QSet<QString> *seen)
{
    const QString key = job.nameSpace + QStringLiteral("/rings-config-") + job.name;
    const Json *map = configMap(key);
    if (!map)
        return;
    seen->insert(key);
    const QString version = text(*map, {"metadata", "uid"}) + QLatin1Char('/') + text(*map, {"metadata", "resourceVersion"});
    const bool versioned = version.size() > 1;
    if (memo && versioned) {
        if (const auto read = memo->rankTables.constFind(key); read != memo->rankTables.cend() && read->version == version) {
            // The same text as last time, shared: megabytes at 16k ranks, and
            // a view can tell it unchanged by its data alone.
            job.rankTableText = read->text;
            job.rankTableStatus = read->status;
            return;
        }
    }
    const Json *hccl = fields::find(*map, {"data", "hccl.json"});
    const std::string none;
    const std::string &raw = hccl && hccl->is_string() ? hccl->get_ref<const std::string &>() : none;
    job.rankTableText = QString::fromStdString(raw);
    job.rankTableStatus = rankTableStatusOf(raw).value_or(QStringLiteral("unreadable"));
    if (memo && versioned)
        memo->rankTables.insert(key, {version, job.rankTableStatus, job.rankTableText});
}

JobSummaryMemo::Pods readPodsOf(const Json &job, const QString &key, const PodsOfJob &podsOf)
{
    const fields::ObjectList objects = podsOf(key);
    return {jobKindOf(job), summarizePods(objects.pointers()), jobRetriesOf(job, objects.pointers())};
}

// The job's pods, summarized, or as MEMO kept them since they last changed.
JobSummaryMemo::Pods podsOfJob(const Json &job, const QString &key, const PodsOfJob &podsOf, JobSummaryMemo *memo)
{
    return memo ? memoizedPodsOf(*memo, job, key, podsOf) : readPodsOf(job, key, podsOf);
}

} // namespace

QList<JobPodSummary> summarizePods(const std::vector<const Json *> &pods)
{
    QList<JobPodSummary> list;
    list.reserve(qsizetype(pods.size()));
    for (const Json *pod : pods)
        list.push_back(summarizePod(*pod));
    std::sort(list.begin(), list.end(), [](const JobPodSummary &a, const JobPodSummary &b) {
        return std::tie(a.rankIndex, a.name) < std::tie(b.rankIndex, b.name);
    });
    return list;
}

const JobSummaryMemo::Pods &memoizedPodsOf(JobSummaryMemo &memo, const Json &job, const QString &key, const PodsOfJob &podsOf)
{
    auto kept = memo.podsByJob.find(key);
    if (kept == memo.podsByJob.end() || kept->kind != jobKindOf(job))
        kept = memo.podsByJob.insert(key, readPodsOf(job, key, podsOf));
    return *kept;
}

std::vector<JobSummary> summarizeJobs(const std::vector<Json> &jobs, const std::vector<Json> &pods,
                                      const std::vector<Json> &configMaps)
{
    QHash<QString, const Json *> byKey;
    for (const Json &map : configMaps)
        byKey.insert(text(map, {"metadata", "namespace"}) + QLatin1Char('/') + text(map, {"metadata", "name"}), &map);
    QHash<QString, std::vector<const Json *>> byJob;
    for (const Json &pod : pods)
        if (const QString job = jobKeyOfPod(pod); !job.isEmpty())
            byJob[job].push_back(&pod);
    return summarizeJobs(
        fields::pointersTo(jobs), [&byJob](const QString &key) { return byJob.value(key); },
        [&byKey](const QString &key) { return byKey.value(key); });
}

std::vector<JobSummary> summarizeJobs(const std::vector<const Json *> &jobs, const PodsOfJob &podsOf,
                                      const ConfigMapLookup &configMap, JobSummaryMemo *memo)
{
    QSet<QString> seen;   // the rank-table maps the jobs name now
    std::vector<JobSummary> summaries;
    for (const Json *jobObject : jobs) {
        const Json &job = *jobObject;
        JobSummary summary;
        summary.nameSpace = text(job, {"metadata", "namespace"});
        summary.name = text(job, {"metadata", "name"});
        summary.kind = jobKindOf(job);
        JobSummaryMemo::Pods pods = podsOfJob(job, summary.key(), podsOf, memo);
        summary.phase = jobPhaseOf(job);
        // A Volcano Job counts its retries in its status, which changes
        // without its pods; an AscendJob's are in its pods' labels.
        summary.retryCount = summary.kind == JobKind::VolcanoJob ? jobRetriesOf(job, {}) : pods.retries;
        summary.maxRetry = jobRetryLimitOf(job);
        summary.pods = std::move(pods.list);
        summary.runningPods = int(std::count_if(summary.pods.cbegin(), summary.pods.cend(),
            [](const JobPodSummary &pod) { return pod.phase == QLatin1String("Running"); }));
        addRankTable(summary, configMap, memo, &seen);
        summaries.push_back(std::move(summary));
    }
    std::sort(summaries.begin(), summaries.end(), [](const JobSummary &a, const JobSummary &b) {
        return std::tie(a.nameSpace, a.name) < std::tie(b.nameSpace, b.name);
    });
    if (memo) {
        memo->rankTables.removeIf([&seen](const auto &entry) { return !seen.contains(entry.key()); });
        QSet<QString> jobKeys;
        for (const JobSummary &summary : summaries)
            jobKeys.insert(summary.key());
        memo->podsByJob.removeIf([&jobKeys](const auto &entry) { return !jobKeys.contains(entry.key()); });
    }
    return summaries;
}

bool readJobPodsInto(JobSummaryMemo &memo, const std::vector<const Json *> &jobs, const PodsOfJob &podsOf,
                     const ConfigMapLookup &configMap, std::size_t mostPods)
{
    std::size_t read = 0;
    for (const Json *job : jobs) {
        JobSummary scratch;
        scratch.nameSpace = text(*job, {"metadata", "namespace"});
        scratch.name = text(*job, {"metadata", "name"});
        const QString key = scratch.key();
        if (memo.podsByJob.contains(key))
            continue;
        if (read >= mostPods)
            return true;
        read += podsOfJob(*job, key, podsOf, &memo).list.size() + 1;   // a job of no pods counts as one
        // Its rank table's status too, which is as long as it has pods: a
        // fleet's 300 scanned in the first summaries' pass were 20 ms of it.
        QSet<QString> seen;
        addRankTable(scratch, configMap, &memo, &seen);
    }
    return false;
}

PodOnNode podOnNode(const std::vector<JobSummary> &jobs, const QString &node, const QString &jobKey)
{
    if (node.isEmpty())
        return {};
    for (const JobSummary &job : jobs) {
        if (!jobKey.isEmpty() && job.key() != jobKey)
            continue;
        for (const JobPodSummary &pod : job.pods)
            if (pod.nodeName == node)
                return {job.key(), job.key().section(QLatin1Char('/'), 0, 0) + QLatin1Char('/') + pod.name};
    }
    return {};
}

} // namespace ascendops
