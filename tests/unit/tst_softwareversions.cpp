// The versions seed 000 and 001 make features depend on: torch_npu's package
// judged against the Ascend Extension for PyTorch releases the seeds name,
// MindCluster's from its components' images, and the profile's settings that
// follow from them (issue 44: "notes even when the image tag or the node says
// the version").
#include "recoverytime/jobprofile.h"
#include "recoverytime/softwareversions.h"
#include "../support/jobprofileinputs.h"

#include <QTest>

using namespace ascendops;
using namespace ascendops::recoverytime;
using namespace ascendops::testing::jobprofile;

namespace {

VersionVerdict laterThan(const char *package, const char *release, QString *which = nullptr)
{
    QString said;
    const VersionVerdict verdict = torchNpuLaterThan(QLatin1String(package), QLatin1String(release), &said);
    if (which)
        *which = said;
    return verdict;
}

// A start script that installs torch_npu the way the Ascend Extension for
// PyTorch installation guide writes it (hiascend.com, Pytorch 720,
// configandinstg: `pip3 install torch-npu==2.1.0.post17`), then launches.
std::string installing(const char *package, const char *launch = "torch_npu_run --nnodes=2 train.py\n")
{
    return "pip3 install pyyaml setuptools\npip3 install torch-npu==" + std::string(package) + "\n" + launch;
}

// A pod of MindCluster's device plugin as its DaemonSet makes one, with the
// image the installation guide builds (`docker images | grep
// k8sdeviceplugin` shows `ascend-k8sdeviceplugin  v5.0.RC1`: hiascend.com,
// mindx-dl 50rc1, dlug_installation_02_000026).
void withComponent(JobInputs &inputs, const char *image, const char *pod = "ascend-device-plugin-daemonset-7xk2p")
{
    inputs.components.push_back({QLatin1String(image), QStringLiteral("pod kube-system/") + QLatin1String(pod), QStringLiteral("node-1"), {}});
}

} // namespace

class TestSoftwareVersions : public QObject
{
    Q_OBJECT

private slots:
    void packagesPairWithTheReleasesOfTheReleaseNotes()
    {
        QString which;
        // 2.1.0.post8 is release 6.0.RC3: not later than 6.0.RC3, as seed 000 asks.
        QCOMPARE(laterThan("2.1.0.post8", "6.0.RC3", &which), VersionVerdict::Fails);
        QCOMPARE(which, QStringLiteral("6.0.RC3"));
        QCOMPARE(laterThan("2.1.0.post10", "6.0.RC3", &which), VersionVerdict::Meets);
        QCOMPARE(which, QStringLiteral("6.0.0"));
        QCOMPARE(laterThan("2.1.0.post17", "6.0.RC3"), VersionVerdict::Meets);
        QCOMPARE(laterThan("2.1.0.post3", "6.0.RC1"), VersionVerdict::Fails);
        QCOMPARE(laterThan("1.11.0.post14", "6.0.RC1"), VersionVerdict::Meets);
        QCOMPARE(laterThan("2.4.0", "6.0.RC3"), VersionVerdict::Fails);
        QCOMPARE(laterThan("2.4.0.post2", "6.0.RC3"), VersionVerdict::Meets);
        QCOMPARE(laterThan("2.1.0.rc1", "6.0.RC1"), VersionVerdict::Fails);
        // Between two tabled builds: what is known of it decides, or nothing.
        QCOMPARE(laterThan("2.1.0.post9", "6.0.RC3", &which), VersionVerdict::Unknown);
        QCOMPARE(which, QStringLiteral("6.0.RC3 to 6.0.0"));
        QCOMPARE(laterThan("2.1.0.post11", "6.0.RC3"), VersionVerdict::Meets);
        QCOMPARE(laterThan("2.1.0.post5", "6.0.RC3"), VersionVerdict::Fails);
        // Beyond the tables: a PyTorch version newer than any tabled.
        QCOMPARE(laterThan("2.9.0", "6.0.RC3", &which), VersionVerdict::Meets);
        QCOMPARE(which, QStringLiteral("later than 7.2.0"));
        QCOMPARE(laterThan("2.2.1", "6.0.RC3"), VersionVerdict::Unknown);
        QCOMPARE(laterThan("8.0.0", "6.0.RC3"), VersionVerdict::Unknown);   // no PyTorch version: some other number
        QCOMPARE(laterThan("latest", "6.0.RC3", &which), VersionVerdict::Unknown);
        QVERIFY(which.contains(QLatin1String("latest")));
    }

    void versionsInImageNames()
    {
        QCOMPARE(torchNpuInImage(QStringLiteral("registry.example.com/train/pytorch:2.1.0-torch_npu2.1.0.post10-cann8.0.0")),
                 std::optional<QString>(QStringLiteral("2.1.0.post10")));
        QCOMPARE(torchNpuInImage(QStringLiteral("registry.example.com/torch-npu:2.4.0.post2")),
                 std::optional<QString>(QStringLiteral("2.4.0.post2")));
        QCOMPARE(torchNpuInImage(QStringLiteral("registry.example.com/ascend/pytorch:2.1.0-cann8.0.RC2")), std::nullopt);
        // A CANN or release number after the name is not torch_npu's package version.
        QCOMPARE(torchNpuInImage(QStringLiteral("registry.example.com/torch-npu:8.0.0")), std::nullopt);
        QCOMPARE(mindClusterVersionOfImage(QStringLiteral("ascend-k8sdeviceplugin:v5.0.RC1")),
                 std::optional<QString>(QStringLiteral("5.0.RC1")));
        QCOMPARE(mindClusterVersionOfImage(QStringLiteral("swr.cn-south-1.example.com/mindx/ascend-operator:v6.0.rc2")),
                 std::optional<QString>(QStringLiteral("6.0.RC2")));
        QCOMPARE(mindClusterVersionOfImage(QStringLiteral("clusterd:v7.0.0")), std::optional<QString>(QStringLiteral("7.0.0")));
        // Volcano carries its own version, not MindCluster's; a tag without one says nothing.
        QCOMPARE(mindClusterVersionOfImage(QStringLiteral("volcanosh/vc-scheduler:v1.7.0")), std::nullopt);
        QCOMPARE(mindClusterVersionOfImage(QStringLiteral("clusterd:latest")), std::nullopt);
    }

    void torchNpuFromTheStartScriptJudgesThreeSettings()
    {
        Json job = volcanoJob({envVar("RANK_TABLE_FILE", "/user/config/hccl.json")});
        job["spec"]["tasks"][0]["template"]["spec"]["containers"][0]["volumeMounts"].push_back({{"name", "ranktable"}, {"mountPath", "/user/config"}});
        job["spec"]["tasks"][0]["template"]["spec"]["volumes"].push_back({{"name", "ranktable"}, {"configMap", {{"name", "rings-config-job1"}}}});

        const JobProfile old = profileJob(liveInputs(job, installing("2.1.0.post8")));
        QCOMPARE(settingOf(old, "parallel-store").state, SettingState::Conflict);
        QVERIFY(settingOf(old, "parallel-store").note.contains(QLatin1String("torch_npu 2.1.0.post8 is release 6.0.RC3 (at /job/code/train_start.sh:2)")));
        QCOMPARE(settingOf(old, "ranktable-mode").state, SettingState::Conflict);
        QCOMPARE(settingOf(old, "watchdog").state, SettingState::On);   // later than 6.0.RC1

        const JobProfile older = profileJob(liveInputs(job, installing("2.1.0.post3")));
        QCOMPARE(settingOf(older, "watchdog").state, SettingState::Off);
        QVERIFY(settingOf(older, "watchdog").note.contains(QLatin1String("later than 6.0.RC1")));

        const JobProfile current = profileJob(liveInputs(job, installing("2.1.0.post17")));
        for (const char *id : {"parallel-store", "ranktable-mode", "watchdog"}) {
            QCOMPARE(settingOf(current, id).state, SettingState::On);
            QVERIFY2(settingOf(current, id).note.contains(QLatin1String("torch_npu 2.1.0.post17 (7.2.0")), id);
        }

        // PyTorch 1.11 asks less of Parallel Store: later than 6.0.RC1.
        const JobProfile p111 = profileJob(liveInputs(volcanoJob({}, "bash /job/code/train_start.sh", "x/pytorch:1.11.0"),
                                                      installing("1.11.0.post14")));
        QCOMPARE(settingOf(p111, "parallel-store").state, SettingState::On);

        // Nothing says the version: said, and the setting stays as read.
        const JobProfile unsaid = profileJob(liveInputs(job, "torch_npu_run train.py\n"));
        QCOMPARE(settingOf(unsaid, "parallel-store").state, SettingState::On);
        QVERIFY(settingOf(unsaid, "parallel-store").note.contains(QLatin1String("neither in the image's name nor in a pip install")));
    }

    void torchNpuInTheImageName()
    {
        const JobProfile fromImage = profileJob(liveInputs(
            volcanoJob({}, "bash /job/code/train_start.sh", "registry.example.com/train/pytorch:2.1.0-torch_npu2.1.0.post6-cann8.0.RC2"),
            "torch_npu_run train.py\n"));
        QCOMPARE(settingOf(fromImage, "parallel-store").state, SettingState::Conflict);
        QVERIFY(settingOf(fromImage, "parallel-store").note.contains(QLatin1String("/spec/tasks/0/template/spec/containers/0/image")));
    }

    void mindClusterFromItsComponentsImages()
    {
        const std::string mindio = "torch_npu_run train.py\n";
        const std::string python = "import torch\nimport mindio_acp\nmindio_acp.save(state, path)\n";
        JobInputs old = liveInputs(volcanoJob(), mindio, python);
        withComponent(old, "ascend-k8sdeviceplugin:v6.0.RC2");
        withComponent(old, "swr.example.com/mindx/ascend-operator:v6.0.RC1", "ascend-operator-manager-5d8f9");
        const JobProfile tooOld = profileJob(old);
        QCOMPARE(settingOf(tooOld, "mindio-async-save").state, SettingState::Conflict);
        QVERIFY(settingOf(tooOld, "mindio-async-save").note.contains(QLatin1String("MindCluster 6.0.RC1 (pod kube-system/ascend-operator-manager-5d8f9")));

        JobInputs current = liveInputs(volcanoJob(), mindio, python);
        withComponent(current, "ascend-k8sdeviceplugin:v7.0.RC1");
        const JobProfile fine = profileJob(current);
        QCOMPARE(settingOf(fine, "mindio-async-save").state, SettingState::On);
        QVERIFY(settingOf(fine, "mindio-async-save").note.contains(QLatin1String("MindCluster 7.0.RC1")));

        JobInputs none = liveInputs(volcanoJob(), mindio, python);
        const JobProfile unknown = profileJob(none);
        QCOMPARE(settingOf(unknown, "mindio-async-save").state, SettingState::On);
        QVERIFY(settingOf(unknown, "mindio-async-save").note.contains(QLatin1String("no image of its components was found")));

        none.componentsError = QStringLiteral("pods is forbidden");
        QVERIFY(hasProblem(profileJob(none), QStringLiteral("pods is forbidden"), Problem::Severity::Note));
    }
};

QTEST_APPLESS_MAIN(TestSoftwareVersions)
#include "tst_softwareversions.moc"
