#pragma once
// Whether HCCL operator retry can work where it is switched on, and how the
// platform wants it switched on (seeds 003 and 004): Snt9B23 (Atlas A3)
// super-nodes only, HDK 24.1.RC3.5 and CANN 8.1.RC1 or later, PyTorch only,
// whole cards; on ModelArts by the job annotation
// fault-tolerance/hccl_op_retry, never the environment variable, which the
// platform's components cannot see. What the caller could learn is checked
// and named with where it was learnt; what it could not is said to be
// unchecked; what nothing outside the job can check (the VPC plane's
// reach, the expansion mode's scope, in-place operators, the ~95% success
// rate) is stated as a note.
#include "core/problem.h"
#include "model/retrysettings.h"

#include <QString>
#include <QStringView>

#include <optional>
#include <span>
#include <string>
#include <vector>

namespace ascendops {

enum class RetryPlatform { MindCluster, ModelArts };
// "mindcluster" or "modelarts".
const char *retryPlatformName(RetryPlatform platform);
std::optional<RetryPlatform> retryPlatformFromName(QStringView name);

enum class NpuHardware { Unknown, A2, A3 };
// "a2", "a3" or "unknown".
const char *npuHardwareName(NpuHardware hardware);
std::optional<NpuHardware> npuHardwareFromName(QStringView name);
// From MindCluster's accelerator-type label: module-a3-16-super-pod and
// module-a3-8-super-pod are A3, module-910b-8 and module-910b-16 A2;
// anything else says nothing.
NpuHardware hardwareOfAcceleratorType(QStringView label);

inline constexpr const char *kModelArtsRetryAnnotation = "fault-tolerance/hccl_op_retry";
inline constexpr const char *kMinimumRetryHdk = "24.1.RC3.5";
inline constexpr const char *kMinimumRetryCann = "8.1.RC1";

// A fact and where it was learnt: a JSON pointer, FILE:LINE, a flag. An
// empty value was not learnt, and `where` may then say why.
struct RetryFact
{
    QString value;
    QString where;
    bool known() const { return !value.isEmpty(); }
};

struct RetryHostIp
{
    QString ip;
    std::string pointer;    // where the rank table gives it
};

// What is known of where retry would run.
struct RetryTarget
{
    RetryPlatform platform = RetryPlatform::MindCluster;
    NpuHardware hardware = NpuHardware::Unknown;
    QString hardwareWhere;
    RetryFact hdk;              // the driver's version
    RetryFact cann;
    RetryFact framework;        // pytorch, mindspore, tensorflow
    RetryFact cardsPerPod;      // the NPUs a pod of the job requests
    RetryFact cardsPerServer;   // the NPUs (A3: dies) one server has
    RetryFact expansionMode;    // HCCL_OP_EXPANSION_MODE
    RetryFact mc2;              // "on" where the job fuses matmul and collectives (--use-ascend-mc2)
    RetryFact graphMode;        // "on" where it runs in graph mode (torchair)
    // Where HCCL_OP_RETRY_ENABLE is set in the environment; "" when it is not.
    QString enableEnvWhere;
    // The host IPs of one communication domain (a rank table's servers):
    // retry negotiates its state over them.
    std::vector<RetryHostIp> hostIps;
};

// Findings about switching retry on there: errors for what is known to
// stop it, notes for what was not checked. Nothing when retry is off on
// every level (but the ModelArts environment-variable error, which stands
// either way). A problem's pointer is its place when one is known.
Problems checkRetryEligibility(const RetrySettings &settings, const RetryTarget &target);

// Why HCCL_OP_RETRY_ENABLE in a ModelArts job's environment is an error,
// and what to set instead.
QString modelArtsRetryVariableMessage();

// What to put in a ModelArts job to switch retry on or off:
// {"metadata": {"annotations": {"fault-tolerance/hccl_op_retry": "true"}}}.
QString modelArtsRetryAnnotation(bool on);
// What a ModelArts job takes: the annotation, then, when parameters were
// given, a comment and the export of HCCL_OP_RETRY_PARAMS for the job's
// environment (read by HCCL in its processes, as the console and the
// pipeline read it for the window).
QStringList modelArtsRetryLines(const RetrySettings &settings);

// Seed 004, table 1: throughput with and without operator retry, measured
// on two super-nodes. Enabling retry costs performance and cannot be undone
// on ModelArts: a person sees this before enabling it.
struct RetryPerformanceCase
{
    const char *model;
    const char *testCase;
    double fpsOff;
    double fpsOn;
    double changePercent() const { return (fpsOn - fpsOff) / fpsOff * 100.0; }
};
std::span<const RetryPerformanceCase> retryPerformanceImpact();
// "-1.21% to +2.56% FPS over 15 measured cases (seed 004)".
QString retryPerformanceSummary();

} // namespace ascendops
