#include "recoverytime/softwareversions.h"
#include "recoverytime/jobfacts.h"

#include "formats/versionorder.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <array>

namespace ascendops::recoverytime {

namespace {

// The release each torch_npu package belongs to: the version tables of the
// Ascend Extension for PyTorch release notes (5.0.RC3 to 7.2.0). Within one
// PyTorch version a later package is a later release.
struct Packaged
{
    const char *package;
    const char *release;
};
constexpr std::array kPackages{
    Packaged{"1.11.0.post4", "5.0.RC3"},  Packaged{"1.11.0.post8", "5.0.0"},
    Packaged{"1.11.0.post11", "6.0.RC1"}, Packaged{"1.11.0.post14", "6.0.RC2"},
    Packaged{"2.0.1", "5.0.RC3"},         Packaged{"2.0.1.post1", "5.0.0"},
    Packaged{"2.1.0.rc1", "5.0.RC3"},     Packaged{"2.1.0", "5.0.0"},
    Packaged{"2.1.0.post3", "6.0.RC1"},   Packaged{"2.1.0.post6", "6.0.RC2"},
    Packaged{"2.1.0.post8", "6.0.RC3"},   Packaged{"2.1.0.post10", "6.0.0"},
    Packaged{"2.1.0.post12", "7.0.0"},    Packaged{"2.1.0.post13", "7.1.0"},
    Packaged{"2.1.0.post17", "7.2.0"},
    Packaged{"2.2.0", "6.0.RC1"},         Packaged{"2.2.0.post2", "6.0.RC2"},
    Packaged{"2.3.1", "6.0.RC2"},         Packaged{"2.3.1.post2", "6.0.RC3"},
    Packaged{"2.3.1.post4", "6.0.0"},     Packaged{"2.3.1.post6", "7.0.0"},
    Packaged{"2.4.0", "6.0.RC3"},         Packaged{"2.4.0.post2", "6.0.0"},
    Packaged{"2.4.0.post4", "7.0.0"},
    Packaged{"2.5.1", "7.0.0"},           Packaged{"2.5.1.post1", "7.1.0"},
    Packaged{"2.6.0", "7.1.0"},           Packaged{"2.6.0.post3", "7.2.0"},
    Packaged{"2.7.1", "7.2.0"},           Packaged{"2.8.0", "7.2.0"},
};
constexpr const char *kLatestTabled = "7.2.0";

// A package version split into its PyTorch version and its build within it:
// "2.1.0.post8" -> ("2.1.0", 8), "2.1.0" -> 0, "2.1.0.rc1" -> -1.
struct Build
{
    QString base;
    int post = 0;
};
std::optional<Build> buildOf(const QString &package)
{
    static const QRegularExpression form(QStringLiteral(R"(^(\d+\.\d+\.\d+)(?:\.(post|rc)(\d+))?$)"));
    const QRegularExpressionMatch m = form.match(package.toLower());
    if (!m.hasMatch())
        return std::nullopt;
    Build build{m.captured(1)};
    if (m.captured(2) == QLatin1String("post"))
        build.post = m.captured(3).toInt();
    else if (m.captured(2) == QLatin1String("rc"))
        build.post = -1;
    return build;
}

QString tr(const char *text)
{
    return QCoreApplication::translate("ascendops::recoverytime", text);
}

} // namespace

VersionVerdict torchNpuLaterThan(const QString &package, const QString &release, QString *which)
{
    const std::optional<Build> build = buildOf(package);
    if (!build) {
        *which = tr("torch_npu %1 is not a package version the release notes use").arg(package);
        return VersionVerdict::Unknown;
    }
    // The nearest tabled packages of the same PyTorch version below and above.
    const Packaged *below = nullptr, *above = nullptr;
    int belowPost = 0, abovePost = 0;
    QString newestBase;
    for (const Packaged &entry : kPackages) {
        const Build tabled = *buildOf(QLatin1String(entry.package));
        if (newestBase.isEmpty() || compareVersions(tabled.base, newestBase) > 0)
            newestBase = tabled.base;
        if (tabled.base != build->base)
            continue;
        if (tabled.post <= build->post && (!below || tabled.post > belowPost))
            std::tie(below, belowPost) = std::make_pair(&entry, tabled.post);
        if (tabled.post >= build->post && (!above || tabled.post < abovePost))
            std::tie(above, abovePost) = std::make_pair(&entry, tabled.post);
    }
    if (!below && !above) {
        // A PyTorch version newer than any tabled came with a newer release
        // (PyTorch is at 1.x and 2.x: a "8.0.0" is some other number).
        if (compareVersions(build->base, newestBase) > 0 && build->base.section(QLatin1Char('.'), 0, 0).toInt() <= 2) {
            *which = tr("later than %1").arg(QLatin1String(kLatestTabled));
            return compareVersions(QLatin1String(kLatestTabled), release) >= 0 ? VersionVerdict::Meets : VersionVerdict::Unknown;
        }
        *which = tr("torch_npu %1 is not in the release notes' tables").arg(package);
        return VersionVerdict::Unknown;
    }
    const QString low = below ? QLatin1String(below->release) : QString();
    const QString high = above ? QLatin1String(above->release) : QString();
    *which = low == high ? low : !below ? tr("%1 or earlier").arg(high) : !above ? tr("%1 or later").arg(low)
                                                                              : tr("%1 to %2").arg(low, high);
    if (below && compareVersions(low, release) > 0)
        return VersionVerdict::Meets;
    if (above && compareVersions(high, release) <= 0)
        return VersionVerdict::Fails;
    return VersionVerdict::Unknown;
}

std::optional<QString> torchNpuInImage(const QString &image)
{
    // torch_npu's packages carry PyTorch's version, 1.x or 2.x; another
    // number after the name (a CANN or release version) says nothing.
    static const QRegularExpression named(QStringLiteral(R"(torch[-_]?npu[-_:]?v?([12]\.\d+\.\d+(?:\.(?:post|rc)\d+)?)(?!\d))"),
                                          QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = named.match(image.section(QLatin1Char('/'), -1));
    if (!m.hasMatch())
        return std::nullopt;
    return m.captured(1).toLower();
}

std::optional<QString> mindClusterVersionOfImage(const QString &image)
{
    // MindCluster's component images, as its installation guide builds them.
    static const QStringList components{
        QStringLiteral("ascend-k8sdeviceplugin"), QStringLiteral("ascend-operator"), QStringLiteral("clusterd"),
        QStringLiteral("noded"), QStringLiteral("npu-exporter"), QStringLiteral("resilience-controller"),
        QStringLiteral("hccl-controller")};
    const QString name = image.section(QLatin1Char('/'), -1);
    if (!components.contains(name.section(QLatin1Char(':'), 0, 0)))
        return std::nullopt;
    static const QRegularExpression tag(QStringLiteral(R"(^v?(\d+\.\d+\.(?:RC\d+|\d+))(?:$|[-_.]))"),
                                        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = tag.match(name.section(QLatin1Char(':'), 1));
    if (!m.hasMatch())
        return std::nullopt;
    return m.captured(1).toUpper();
}

VersionCheck checkTorchNpu(const JobFacts &facts, const QString &release)
{
    if (!facts.torchNpuPackage)
        return {VersionVerdict::Unknown,
                tr("needs torch_npu later than %1; its version is neither in the image's name nor in a pip install of the "
                   "start scripts").arg(release)};
    const Evidenced &package = *facts.torchNpuPackage;
    QString which;
    switch (torchNpuLaterThan(package.value, release, &which)) {
    case VersionVerdict::Meets:
        return {VersionVerdict::Meets, tr("torch_npu %1 (%2, at %3)").arg(package.value, which, package.where)};
    case VersionVerdict::Fails:
        return {VersionVerdict::Fails, tr("torch_npu %1 is release %2 (at %3): needs a release later than %4 (seed 000)")
                                           .arg(package.value, which, package.where, release)};
    case VersionVerdict::Unknown:
        break;
    }
    return {VersionVerdict::Unknown, tr("needs torch_npu later than %1; torch_npu %2 (at %3): %4")
                                         .arg(release, package.value, package.where, which)};
}

VersionCheck checkMindCluster(const JobFacts &facts, const QString &least)
{
    if (!facts.mindClusterVersion)
        return {VersionVerdict::Unknown,
                facts.live ? tr("needs MindCluster %1 or later; no image of its components was found among the pods of "
                                "kube-system and mindx-dl").arg(least)
                           : tr("needs MindCluster %1 or later; not checked (read from the cluster)").arg(least)};
    const Evidenced &version = *facts.mindClusterVersion;
    if (compareVersions(version.value, least) < 0)
        return {VersionVerdict::Fails, tr("MindCluster %1 (%2): needs %3 or later (seeds 000, 001)").arg(version.value, version.where, least)};
    return {VersionVerdict::Meets, tr("MindCluster %1 (%2)").arg(version.value, version.where)};
}

} // namespace ascendops::recoverytime
