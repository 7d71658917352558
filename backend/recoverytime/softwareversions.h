#pragma once
// The versions the seeds make features depend on, read where a cluster writes
// them, and judged against what the seeds ask:
// - torch_npu (seed 000: the watchdog later than 6.0.RC1; Parallel Store later
//   than 6.0.RC1 with PyTorch 1.11, later than 6.0.RC3 from 2.1; link setup in
//   RankTable mode later than 6.0.RC3). The seeds name Ascend Extension for
//   PyTorch releases; images and pip name the package ("2.1.0.post8"), which
//   the release notes pair with a release.
// - MindCluster (seeds 000 and 001: MindIO ACP and pod-level rescheduling
//   need the cluster scheduling components 6.0.RC2 or later): the tag of its
//   components' images ("ascend-k8sdeviceplugin:v6.0.RC2").
#include <QString>

#include <optional>

namespace ascendops::recoverytime {

struct JobFacts;

enum class VersionVerdict { Meets, Fails, Unknown };

// Whether torch_npu package PACKAGE ("2.1.0.post8") belongs to an Ascend
// Extension for PyTorch release strictly later than RELEASE ("6.0.RC3"), as
// the seeds word it. *release says which release the package is ("6.0.RC3",
// "6.0.RC2 to 6.0.RC3", "later than 7.2.0") or why it is not known.
VersionVerdict torchNpuLaterThan(const QString &package, const QString &release, QString *which);

// The torch_npu package version an image's name carries
// ("...-torch_npu2.1.0.post8", "torch-npu-2.3.1"); nothing when it carries none.
std::optional<QString> torchNpuInImage(const QString &image);

// The MindCluster version an image of one of its components carries
// ("swr.../ascend-operator:v6.0.RC2" -> "6.0.RC2"); nothing for any other image.
std::optional<QString> mindClusterVersionOfImage(const QString &image);

// A version judged for a feature of a job, with what to say of it: the
// version and where it was read, why it falls short, or what was not found.
struct VersionCheck
{
    VersionVerdict verdict = VersionVerdict::Unknown;
    QString note;
};

// torch_npu later than RELEASE, as seed 000 asks.
VersionCheck checkTorchNpu(const JobFacts &facts, const QString &release);
// MindCluster's components at LEAST or later (seeds 000, 001: 6.0.RC2).
VersionCheck checkMindCluster(const JobFacts &facts, const QString &least);

} // namespace ascendops::recoverytime
