#pragma once
// Everything a training job says about its recovery, gathered from where it
// lives, each value with its evidence: the spec (labels, annotations, the
// pod template's env with ConfigMap references resolved, command and args,
// volumes and mounts, images) and the start scripts the command names, read
// from the ConfigMaps they are mounted from, from files a person gave, or
// from files read on a node. A script that cannot be reached is named with
// why; nothing is guessed in its place.
#include "core/problem.h"
#include "formats/retryeligibility.h"
#include "formats/startscript.h"
#include "formats/versionorder.h"
#include "model/clustercapacity.h"
#include "model/nodefile.h"
#include "model/trainingjob.h"

#include <QByteArray>
#include <QHash>
#include <QString>

#include <map>
#include <optional>
#include <vector>

#include <nlohmann/json.hpp>

namespace ascendops::recoverytime {

// Where the driver (HDK) says its version on a node: "Version=24.1.rc3.5".
inline constexpr const char *kDriverVersionFile = "/usr/local/Ascend/driver/version.info";

// What the profile reads a job from: the job, the ConfigMaps of its
// namespace it refers to (live, or offline from the same manifest), and its
// scripts.
// A container of a pod in MindCluster's namespaces.
struct ComponentContainer
{
    QString image;
    QString where;      // "pod kube-system/NAME"
    QString node;       // the pod's node ("" for none)
    QString command;    // its command and args, joined by spaces

    bool operator==(const ComponentContainer &) const = default;
};

struct JobInputs
{
    nlohmann::json job;
    std::map<QString, nlohmann::json> configMaps;   // by name, in the job's namespace
    std::map<QString, QString> configMapErrors;     // by name: why it could not be read (forbidden, timeout)
    bool live = false;                              // ConfigMaps and pods were looked up
    // Scripts a person gave (offline), matched by base name to the ones the
    // job names.
    QHash<QString, QByteArray> scripts;             // base name -> text
    QHash<QString, QString> scriptOrigins;          // base name -> where it came from (a local path)
    // Live: a running pod of the job, whose node holds its hostPath and NFS
    // volumes, and what was read there (by the path on the node); or why
    // nothing was (no SSH settings for the nodes, say).
    QString podNode, podUid;
    QHash<QString, NodeFile> nodeFiles;
    QString nodeReadNote;
    // Where the job runs, when a person says so (--platform); otherwise
    // read from the job's markers.
    std::optional<RetryPlatform> platform;
    // Live: the nodes the job's pods are bound to, each with its
    // cce.kubectl.kubernetes.io/ascend-rank-table annotation ("" when the
    // node has none), and the nodes that could not be read, with why.
    std::map<QString, QString> jobNodeRankTables;
    std::map<QString, QString> jobNodeErrors;
    // Live: Volcano's remain-retry-times (volcano-system/vcjob-fault-npu-cm),
    // its text, when the ConfigMap was read and has the key.
    std::optional<std::string> remainRetryTimes;
    QString remainRetryTimesError;   // why the ConfigMap could not be read (forbidden, ...); "" when it was or is absent
    // Live: the containers of the pods of MindCluster's namespaces
    // (kube-system, mindx-dl): their images (for MindCluster's version) and
    // command lines (the device plugin's -hotReset); or why they could not
    // be listed.
    std::vector<ComponentContainer> components;
    QString componentsError;
    // Live, from a synced picture of the cluster: the spare servers where
    // the job's pods would land (sparesWhereAJobsPodsLand) by whether a pod
    // could land there, and that place in words; absent where no picture
    // was built.
    std::optional<SpareCount> spares;
    QString sparesPlace;
};

// A value and where it was read: a JSON pointer into the job, or FILE:LINE.
struct Evidenced
{
    QString value;
    QString where;
};

struct MountedVolume
{
    QString mountPath;
    QString name;
    QString kind;       // configMap, hostPath, nfs, persistentVolumeClaim, emptyDir, other
    QString source;     // the ConfigMap's name, the host path, "server:path", the claim
    QString subPath;    // one file or folder of the volume mounted at mountPath
    QString where;      // the volume's JSON pointer
    bool readOnly = false;
    // configMap items: key -> path inside the mount
    std::map<QString, QString> items;

    // Storage another pod may see: NFS, a claim, a host directory. Whether a
    // claim is ReadWriteMany, or a host directory on shared storage, is not
    // known from the job: sharedNote() says so.
    bool shared() const { return kind == QLatin1String("nfs") || kind == QLatin1String("persistentVolumeClaim")
                                 || kind == QLatin1String("hostPath"); }
    QString sharedNote() const;
};

// The step a restart resumes from, where the job says where its checkpoints
// go (lastcheckpoint.h): Megatron's tracker file in its --save directory.
struct LastCheckpoint
{
    Evidenced saveDir;          // the directory as the processes see it, and FILE:LINE
    QString tracker;            // "node-3:/data/ckpt/latest_checkpointed_iteration.txt"; "" not located
    std::optional<qint64> step;
    QString why;                // why the step is not known
};

struct ReadScript
{
    QString path;           // as the job names it, resolved against the directory it runs in
    QString origin;         // "ConfigMap train-scripts key train_start.sh", a local file, "node N:/path"
    StartScriptFacts facts;
};

struct UnreadScript
{
    QString path;
    QString namedAt;        // where the job or a script names it
    QString why;
};

// Where a change to the job's NPU containers goes: every template that has one.
struct PatchTarget
{
    QString templatePlace, containerPlace;
    bool hasEnv = false, hasMounts = false, hasVolumes = false;
};

// What a Volcano Job's spec says about rank-table routing planning
// (routingplanning.h); each value with its place.
struct RoutingFacts
{
    std::optional<Evidenced> replicas;          // the tasks' replicas, summed (at /spec/tasks)
    std::optional<Evidenced> minAvailable;
    std::optional<Evidenced> rankTableV2;       // configmap1980: --rank-table-version=v2
    std::optional<Evidenced> configMap1980;     // the plugin, with whatever arguments
    std::optional<Evidenced> publishNotReady;   // svc: --publish-not-ready-addresses=true
    std::optional<Evidenced> svc;
    std::optional<Evidenced> cabinet;           // the pod template's cabinet annotation
    std::optional<Evidenced> antiAffinity;      // required, on volcano.sh/job-name = the job, per hostname
    QString antiAffinityNote;                   // why a term found does not count
};

struct JobFacts
{
    QString nameSpace, name;
    JobKind kind = JobKind::VolcanoJob;
    QString templatePlace;          // JSON pointer of the pod template read
    QString containerPlace;         // JSON pointer of its NPU container
    std::vector<PatchTarget> patchTargets;   // the chosen template first
    std::optional<Evidenced> framework;     // pytorch, mindspore, tensorflow
    // From the image's name: the framework it carries and its version
    // ("2.1.0"), which says something only when the job runs that framework.
    std::optional<Evidenced> imageFramework;
    std::optional<Evidenced> frameworkVersion;
    std::optional<Evidenced> cannVersion;        // from the image tag: "8.0.RC2"
    // torch_npu's package version ("2.1.0.post8"), from the image's name or
    // a pip install in the start scripts (recoverytime/softwareversions.h).
    std::optional<Evidenced> torchNpuPackage;
    // The oldest MindCluster version among its components' images ("6.0.RC2").
    std::optional<Evidenced> mindClusterVersion;
    // The device plugin's -hotReset ("1": graceful tolerance; "2": the
    // offline reset process-level recovery needs), from its pod on the job's
    // node, else any; "" when its command line does not set it.
    std::optional<Evidenced> hotReset;
    std::optional<Evidenced> image;
    // Where retry is switched (ModelArts' annotation, or the variables), and
    // why: "--platform", or the kind of job with its markers
    // (model/trainingjob.h): a ModelArts training job, a Lite pool's job.
    RetryPlatform platform = RetryPlatform::MindCluster;
    QString platformWhere;
    ModelArtsJob modelArts = ModelArtsJob::None;   // which kind of ModelArts job, by its markers
    std::optional<Evidenced> npuRequest;         // the NPUs the container asks for, at its resources
    std::optional<Evidenced> acceleratorType;    // the template's nodeSelector accelerator-type
    QHash<QString, Evidenced> labels, annotations;
    // The variables the training processes see: the pod's env, then the
    // scripts' exports in the order they run. A variable whose value the
    // console cannot know (fieldRef, a ConfigMap it could not read) holds
    // an empty value and the reason in `unknownEnv`.
    QHash<QString, Evidenced> env;
    QHash<QString, QString> unknownEnv;
    // Variables the pod may also get from a ConfigMap that could not be
    // read (envFrom): a variable not found may still be set. Empty: none.
    QString envFromUnread;
    std::vector<MountedVolume> mounts;
    std::vector<ReadScript> scripts;        // in the order they run
    std::vector<UnreadScript> unread;
    // Live: paths on podNode the profile would read over SSH (scripts on a
    // hostPath or NFS volume, the rank-table directory), and what was read.
    QString podNode;
    QStringList nodeFilesWanted;
    QHash<QString, NodeFile> nodeFiles;
    QString nodeReadNote;
    QByteArray ringsConfigTable;    // the operator's rings-config hccl.json, when read
    RoutingFacts routing;
    // Live: the job's nodes and their ascend-rank-table annotation ("" when
    // absent), and the nodes that could not be read, with why.
    std::map<QString, QString> jobNodeRankTables;
    std::map<QString, QString> jobNodeErrors;
    bool live = false;
    // Live, a Volcano Job: restarts left before it fails for good (an
    // AscendJob counts them on its pods, which the profile does not read).
    std::optional<int> retriesLeft;
    // Live, fault-retry-times set: the unconditional retries Volcano has left
    // for the job (remain-retry-times), when it counts them.
    std::optional<int> unconditionalRetriesLeft;
    std::optional<LastCheckpoint> lastCheckpoint;   // when a launcher is given --save
    std::optional<SpareCount> spares;   // JobInputs::spares
    QString sparesPlace;
    Problems problems;

    const MountedVolume *volumeHolding(const QString &path) const;
    // Where the container's `path` on this volume is on the pod's node: the
    // host path, or the kubelet's mount of an NFS volume; "" when it has
    // none the console can read (a claim, no pod running).
    QString nodePathOf(const MountedVolume &volume, const QString &relative, const QString &podUid) const;
    // A node file the profile wants: read (with its result), or asked for.
    const NodeFile *nodeFile(const QString &path);

    // Whether `where` is FILE:LINE in a script read (not a JSON pointer).
    bool isScriptPlace(const QString &where) const;
    bool scriptsComplete() const { return unread.empty(); }
};

JobFacts gatherJobFacts(const JobInputs &inputs);

// The ConfigMaps a job's pod templates name (configMap volumes,
// configMapKeyRef, envFrom): what a live caller puts in JobInputs.
QStringList configMapsNamedBy(const nlohmann::json &job);


} // namespace ascendops::recoverytime
