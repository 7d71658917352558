// `ascend-ops-cli job profile` as a process: offline on manifests and their
// scripts, and live on the embedded cluster over HTTPS (its scripts in a
// ConfigMap), with a recommendation's patch previewed as a server-side dry run.
#include "../support/clirun.h"
#include "../support/simserver.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using Json = nlohmann::json;

namespace {

QString fixture(const QString &name)
{
    return QStringLiteral(TEST_DATA_DIR "/jobprofile/") + name;
}

Json jsonOf(const CliRun &run)
{
    return Json::parse(run.rawOut.toStdString(), nullptr, false);
}

const Json *settingIn(const Json &profile, const char *id)
{
    for (const Json &setting : profile["settings"])
        if (setting["id"] == id)
            return &setting;
    return nullptr;
}

bool writeFile(const QString &path, const QByteArray &text)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(text) == text.size();
}

// `sim serve` flags: the scripts on a host directory under DIR, its first
// four nodes behind a real sshd (DIR/ssh/ssh_config).
QStringList overSsh(const QString &dir)
{
    return {QStringLiteral("--scripts-dir"), dir + QStringLiteral("/scripts"), QStringLiteral("--node-tools"),
            dir + QStringLiteral("/tools"), QStringLiteral("--ssh-nodes"), QStringLiteral("4"), QStringLiteral("--ssh-dir"),
            dir + QStringLiteral("/ssh")};
}

} // namespace

class TestCliJobProfile : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void offlineManifestsAndScripts()
    {
        CliRun run = runCli({QStringLiteral("job"), QStringLiteral("profile"), QStringLiteral("--file"), fixture(QStringLiteral("bare/job.yaml")),
                             QStringLiteral("--script"), fixture(QStringLiteral("bare/train_start.sh")),
                             QStringLiteral("--script"), fixture(QStringLiteral("bare/train.py")), QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        Json profile = jsonOf(run);
        QVERIFY(profile["job"] == "team-a/llama-bare");
        QVERIFY(profile["total_seconds"] == 2200.0);
        QVERIFY((*settingIn(profile, "watchdog"))["state"] == "off");
        QVERIFY((*settingIn(profile, "watchdog"))["evidence"] == "/job/code/scripts/train_start.sh:3");
        QVERIFY(profile["recommendations"][0]["id"] == "watchdog");

        // Without its scripts: what they would decide is unknown, and said.
        run = runCli({QStringLiteral("job"), QStringLiteral("profile"), QStringLiteral("--file"), fixture(QStringLiteral("tuned/job.yaml"))});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.rawOut.contains("parallel-store         unknown"));
        QVERIFY(run.rawOut.contains("/job/code/scripts/train_start.sh was not read"));
        QVERIFY(run.rawOut.contains("give it with --script"));

        // A conflict is an error: exit 1.
        const QString conflict = m_dir.filePath(QStringLiteral("start.sh"));
        QVERIFY(writeFile(conflict, "export ASCEND_CACHE_PATH=/job/code/cache\ntorchrun train.py\n"));
        const QString python = m_dir.filePath(QStringLiteral("train.py"));
        QVERIFY(writeFile(python, "torch.npu.set_compile_mode(jit_compile=False)\n"));
        const QString job = m_dir.filePath(QStringLiteral("job.yaml"));
        QFile bare(fixture(QStringLiteral("bare/job.yaml")));
        QVERIFY(bare.open(QIODevice::ReadOnly));
        const QByteArray manifest = bare.readAll().replace("bash train_start.sh", "bash start.sh");
        QVERIFY(writeFile(job, manifest));
        run = runCli({QStringLiteral("job"), QStringLiteral("profile"), QStringLiteral("--file"), job, QStringLiteral("--script"), conflict,
                      QStringLiteral("--script"), python, QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 1);
        QVERIFY((*settingIn(jsonOf(run), "operator-binary"))["state"] == "conflict");
    }

    void offlineBadInput()
    {
        const QString broken = m_dir.filePath(QStringLiteral("broken.yaml"));
        QVERIFY(writeFile(broken, "kind: Job\nspec: [1, 2\n"));
        CliRun run = runCli({QStringLiteral("job"), QStringLiteral("profile"), QStringLiteral("--file"), broken});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(!run.err.isEmpty() && run.err.front().startsWith(broken + QLatin1Char(':')), qPrintable(run.err.join(QLatin1Char('\n'))));
        QVERIFY(run.err.front().contains(QLatin1String("YAML syntax error")));

        const QString notAJob = m_dir.filePath(QStringLiteral("pod.yaml"));
        QVERIFY(writeFile(notAJob, "apiVersion: v1\nkind: Pod\nmetadata: {name: x}\n"));
        run = runCli({QStringLiteral("job"), QStringLiteral("profile"), QStringLiteral("--file"), notAJob});
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.err.join(QLatin1Char('\n')).contains(QLatin1String("no Volcano Job")));

        run = runCli({QStringLiteral("job"), QStringLiteral("profile"), QStringLiteral("--file"), m_dir.filePath(QStringLiteral("absent.yaml"))});
        QCOMPARE(run.exitCode, 2);
        run = runCli({QStringLiteral("job"), QStringLiteral("profile"), QStringLiteral("--file"), fixture(QStringLiteral("bare/job.yaml")),
                      QStringLiteral("--script"), fixture(QStringLiteral("bare/train.py")), QStringLiteral("--script"),
                      fixture(QStringLiteral("tuned/train.py"))});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.join(QLatin1Char('\n')).contains(QLatin1String("two scripts named train.py")));
        run = runCli({QStringLiteral("job"), QStringLiteral("profile")});
        QCOMPARE(run.exitCode, 2);
        run = runCli({QStringLiteral("job"), QStringLiteral("frobnicate")});
        QCOMPARE(run.exitCode, 2);
    }

    void liveOnTheEmbeddedCluster()
    {
        SimServer server(m_dir.filePath(QStringLiteral("bare.kubeconfig")), QStringLiteral("a2-small"),
                         {QStringLiteral("--job-settings"), QStringLiteral("bare")});
        QString error;
        QVERIFY2(server.start(0, &error), qPrintable(error));
        const QStringList live{QStringLiteral("job"), QStringLiteral("profile"), QStringLiteral("--kubeconfig"), server.kubeconfig(),
                               QStringLiteral("default/mindx-a2")};
        CliRun run = runCli(live + QStringList{QStringLiteral("--json")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err.join(QLatin1Char('\n')) + QLatin1Char('\n') + QString::fromUtf8(run.rawOut)));
        const Json profile = jsonOf(run);
        QVERIFY(profile["framework"] == "mindspore");
        // The script was read from its ConfigMap through the API.
        QVERIFY((*settingIn(profile, "watchdog"))["state"] == "off");
        QVERIFY((*settingIn(profile, "watchdog"))["evidence"] == "/job/code/scripts/train.py:3");
        QVERIFY((*settingIn(profile, "ranktable-mode"))["state"] == "on");
        QVERIFY(profile["total_seconds"] == 1800.0 + 30 + 5 + 130 + 120);
        QVERIFY(profile["steps_lost"] == 50.0);
        // fault-scheduling force: MindCluster recovers it, and restarts the
        // whole job, since its rank table is mounted from rings-config.
        QVERIFY(profile["owner"] == "mindcluster");
        QCOMPARE(profile["ladder"].size(), std::size_t(7));
        for (const Json &rung : profile["ladder"]) {
            if (rung["id"] == "job-reschedule")
                QVERIFY(rung["state"] == "eligible");
            if (rung["id"] == "pod-reschedule" && rung["state"] != "off")
                QVERIFY2(rung["reasons"].dump().find("mounted from a ConfigMap") != std::string::npos, rung.dump().c_str());
        }

        // The graph cache's patch, previewed: a dry run that changes nothing.
        run = runCli(live + QStringList{QStringLiteral("--preview"), QStringLiteral("graph-compile-cache")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.rawOut.startsWith("server-side dry run: nothing was changed"));
        QVERIFY(run.rawOut.contains("+ /spec/tasks/0/template/spec/containers/0/env/4/value: \"1\""));
        run = runCli(live + QStringList{QStringLiteral("--json")});
        QVERIFY((*settingIn(jsonOf(run), "graph-compile-cache"))["state"] == "off");

        // A recommendation that is not a patch, and one that does not exist.
        run = runCli(live + QStringList{QStringLiteral("--preview"), QStringLiteral("watchdog")});
        QCOMPARE(run.exitCode, 2);
        run = runCli(live + QStringList{QStringLiteral("--preview"), QStringLiteral("no-such")});
        QCOMPARE(run.exitCode, 2);
        run = runCli({QStringLiteral("job"), QStringLiteral("profile"), QStringLiteral("--kubeconfig"), server.kubeconfig(),
                      QStringLiteral("default/no-such-job")});
        QCOMPARE(run.exitCode, 1);
    }

    // `job progress`: offline on a real MindSpeed-LLM log, and live on the
    // embedded cluster, whose pods print their training as real ones do.
    void jobProgressOfflineAndLive()
    {
        const QString log = QStringLiteral(TEST_DATA_DIR "/traininglogs/mindspeed_llm_ds3_sft_npu.log");
        CliRun run = runCli({QStringLiteral("job"), QStringLiteral("progress"), QStringLiteral("--log"), log, QStringLiteral("--json")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err.join(QLatin1Char('\n'))));
        Json progress = jsonOf(run);
        QVERIFY(progress["framework"] == "megatron");
        QVERIFY(progress["lastStep"] == 10 && progress["totalSteps"] == 10);
        QVERIFY(progress["stepSeconds"].get<double>() > 0);
        QVERIFY(progress["checkpointLoaded"].is_null() && progress["error"].is_null());
        // A log that ends in an error: exit 1, the error said.
        run = runCli({QStringLiteral("job"), QStringLiteral("progress"), QStringLiteral("--log"),
                      QStringLiteral(TEST_DATA_DIR "/traininglogs/torch_npu_hccl_allreduce_ei0006.log")});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.rawOut.contains("ends in:     [rank1]: EI0006"), run.rawOut.constData());
        // A bad added profile is refused with its file and place.
        const QString profiles = m_dir.filePath(QStringLiteral("profiles.json"));
        QVERIFY(writeFile(profiles, "{\"profiles\": [{\"name\": \"bad\", \"step\": \"step=(?<step>\\\\d+\"}]}"));
        run = runCli({QStringLiteral("job"), QStringLiteral("progress"), QStringLiteral("--log"), log, QStringLiteral("--profiles"), profiles});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.join(QLatin1Char('\n')).contains(profiles + QStringLiteral(":/profiles/0/step")), qPrintable(run.err.join(QLatin1Char('\n'))));
        run = runCli({QStringLiteral("job"), QStringLiteral("progress"), QStringLiteral("--help")});
        QCOMPARE(run.exitCode, 0);

        SimServer server(m_dir.filePath(QStringLiteral("progress.kubeconfig")), QStringLiteral("a3-demo"), {});
        QString error;
        QVERIFY2(server.start(0, &error), qPrintable(error));
        const QStringList live{QStringLiteral("job"), QStringLiteral("progress"), QStringLiteral("--kubeconfig"), server.kubeconfig(),
                               QStringLiteral("default/mindx-a3"), QStringLiteral("--json")};
        QTest::qWait(3000);   // a few steps printed
        run = runCli(live);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err.join(QLatin1Char('\n')) + QLatin1Char('\n') + QString::fromUtf8(run.rawOut)));
        progress = jsonOf(run);
        QVERIFY(progress["framework"] == "megatron");
        QVERIFY(progress["lastStep"].get<qint64>() > 0);
        QCOMPARE(progress["pods"].size(), std::size_t(2));   // rank 0 and the last rank
        run = runCli({QStringLiteral("job"), QStringLiteral("progress"), QStringLiteral("--kubeconfig"), server.kubeconfig(),
                      QStringLiteral("default/no-such-job")});
        QCOMPARE(run.exitCode, 2);
    }

    // Scripts on a hostPath the nodes share, read over the embedded cluster's
    // real sshd on the node of a running pod; without SSH settings they are
    // named as unread.
    void liveReadsScriptsOnANodeOverSsh()
    {
        const QString dir = m_dir.filePath(QStringLiteral("ssh-cluster"));
        QDir().mkpath(dir);
        SimServer server(dir + QStringLiteral("/kubeconfig"), QStringLiteral("a2-small"),
                         QStringList{QStringLiteral("--job-settings"), QStringLiteral("bare")} + overSsh(dir));
        QString error;
        QVERIFY2(server.start(0, &error), qPrintable(error));
        const QString config = dir + QStringLiteral("/ssh/ssh_config");
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(config), 30000);
        const QStringList live{QStringLiteral("job"), QStringLiteral("profile"), QStringLiteral("--kubeconfig"), server.kubeconfig(),
                               QStringLiteral("default/mindx-a2"), QStringLiteral("--json")};
        CliRun run = runCli(live);
        QCOMPARE(run.exitCode, 0);
        Json profile = jsonOf(run);
        QVERIFY((*settingIn(profile, "watchdog"))["state"] == "unknown");
        QVERIFY2(run.rawOut.contains("give --ssh-config to read it over SSH"), run.rawOut.constData());

        run = runCli(live + QStringList{QStringLiteral("--ssh-config"), config});
        QCOMPARE(run.exitCode, 0);
        profile = jsonOf(run);
        QVERIFY2((*settingIn(profile, "watchdog"))["state"] == "off", run.rawOut.constData());
        QVERIFY((*settingIn(profile, "watchdog"))["evidence"] == "/job/code/scripts/train.py:3");
        QVERIFY(profile["total_seconds"] == 1800.0 + 30 + 5 + 130 + 120);
    }

    // Where a PyTorch job's launcher saves (--save, on the shared host
    // directory), and Megatron's record of the last save, read on the pod's
    // node once the job has written one.
    void liveReadsTheLastCheckpointOnTheNode()
    {
        const QString dir = m_dir.filePath(QStringLiteral("ssh-tracker"));
        QDir().mkpath(dir);
        SimServer server(dir + QStringLiteral("/kubeconfig"), QStringLiteral("a2-small"),
                         QStringList{QStringLiteral("--job-kind"), QStringLiteral("ascendjob"), QStringLiteral("--speed"),
                                     QStringLiteral("50")} + overSsh(dir));
        QString error;
        QVERIFY2(server.start(0, &error), qPrintable(error));
        const QString config = dir + QStringLiteral("/ssh/ssh_config");
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(config), 30000);
        const QStringList live{QStringLiteral("job"), QStringLiteral("profile"), QStringLiteral("--kubeconfig"), server.kubeconfig(),
                               QStringLiteral("default/mindx-a2"), QStringLiteral("--ssh-config"), config, QStringLiteral("--json")};
        CliRun run = runCli(live);
        Json profile = jsonOf(run);
        QVERIFY2(profile["last_checkpoint"]["save_dir"] == "/job/shared/ckpt/mindx-a2", run.rawOut.constData());
        QVERIFY(profile["last_checkpoint"]["where"].get<std::string>().starts_with("/job/code/scripts/train_start.sh:"));
        const std::string tracker = profile["last_checkpoint"]["tracker"].get<std::string>();
        QVERIFY2(tracker.ends_with(":" + (dir + QStringLiteral("/scripts/shared/ckpt/mindx-a2/latest_checkpointed_iteration.txt")).toStdString()),
                 tracker.c_str());
        const QString file = dir + QStringLiteral("/scripts/shared/ckpt/mindx-a2/latest_checkpointed_iteration.txt");
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(file), 30000);   // 100 steps at 50 a second
        run = runCli(live);
        profile = jsonOf(run);
        QFile written(file);
        QVERIFY(written.open(QIODevice::ReadOnly));
        const qint64 saved = written.readAll().toLongLong();
        QVERIFY(saved > 0);
        // The job may save again between the read and this look: never less.
        QVERIFY2(profile["last_checkpoint"]["step"].is_number() && profile["last_checkpoint"]["step"].get<qint64>() <= saved
                     && profile["last_checkpoint"]["step"].get<qint64>() > 0,
                 run.rawOut.constData());
        QVERIFY(runCli(live.mid(0, live.size() - 1)).rawOut.contains("last complete checkpoint: step "));
    }

    void offlineModelArtsJob()
    {
        const CliRun run = runCli({QStringLiteral("job"), QStringLiteral("profile"), QStringLiteral("--file"),
                                   fixture(QStringLiteral("modelarts/job.yaml")), QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 1);   // retry asked for by the variable ModelArts does not see
        const Json profile = jsonOf(run);
        QVERIFY(profile["platform"] == "modelarts");
        QVERIFY((*settingIn(profile, "operator-retry"))["state"] == "off");
        QVERIFY((*settingIn(profile, "platform-restart"))["state"] == "on");
        bool named = false;
        for (const Json &problem : profile["problems"])
            named |= problem["severity"] == "error" && problem["pointer"] == "/spec/tasks/0/template/spec/containers/0/env/3/value";
        QVERIFY2(named, run.rawOut.constData());
    }

    // The embedded cluster's ModelArts job: its retry and restarts read from
    // its fault-tolerance annotations; --platform says otherwise when asked.
    void liveModelArtsJob()
    {
        SimServer server(m_dir.filePath(QStringLiteral("modelarts.kubeconfig")), QStringLiteral("a3-demo"),
                         {QStringLiteral("--platform"), QStringLiteral("modelarts")});
        QString error;
        QVERIFY2(server.start(0, &error), qPrintable(error));
        const QStringList live{QStringLiteral("job"), QStringLiteral("profile"), QStringLiteral("--kubeconfig"), server.kubeconfig(),
                               QStringLiteral("default/mindx-a3"), QStringLiteral("--json")};
        CliRun run = runCli(live);
        // A PyTorch job: pod-rescheduling relies on TaskD in the image, not
        // reset_process.py (seed 001 asks that of MindSpore): no conflict.
        QVERIFY2(run.exitCode == 0, run.rawOut.constData());
        Json profile = jsonOf(run);
        QVERIFY((*settingIn(profile, "pod-rescheduling"))["state"] == "on");
        QVERIFY(profile["platform"] == "modelarts");
        QVERIFY((*settingIn(profile, "operator-retry"))["state"] == "on");
        QVERIFY((*settingIn(profile, "operator-retry"))["evidence"] == "/metadata/annotations/fault-tolerance~1hccl_op_retry");
        QVERIFY((*settingIn(profile, "platform-restart"))["state"] == "on");
        QVERIFY((*settingIn(profile, "hang-retry"))["state"] == "on");
        // A3 (the nodeSelector and the 1.2 table), every card: nothing refuses retry.
        for (const Json &problem : profile["problems"])
            QVERIFY2(problem["severity"] != "error" || problem["message"].get<std::string>().find("retry") == std::string::npos,
                     problem.dump().c_str());

        run = runCli(live + QStringList{QStringLiteral("--platform"), QStringLiteral("mindcluster")});
        profile = jsonOf(run);
        QVERIFY(profile["platform"] == "mindcluster");
        QVERIFY(!settingIn(profile, "platform-restart"));
        // Read as a MindCluster job, its retry is the variable, which ModelArts jobs do not set.
        QVERIFY((*settingIn(profile, "operator-retry"))["state"] == "off");
        run = runCli(live + QStringList{QStringLiteral("--platform"), QStringLiteral("volcano")});
        QCOMPARE(run.exitCode, 2);
    }

    void liveTunedAscendJob()
    {
        SimServer server(m_dir.filePath(QStringLiteral("tuned.kubeconfig")), QStringLiteral("a2-small"),
                         {QStringLiteral("--job-settings"), QStringLiteral("tuned"), QStringLiteral("--job-kind"),
                          QStringLiteral("ascendjob")});
        QString error;
        QVERIFY2(server.start(0, &error), qPrintable(error));
        const CliRun run = runCli({QStringLiteral("job"), QStringLiteral("profile"), QStringLiteral("--kubeconfig"), server.kubeconfig(),
                                   QStringLiteral("default/mindx-a2"), QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        const Json profile = jsonOf(run);
        QVERIFY(profile["kind"] == "AscendJob");
        QVERIFY(profile["framework"] == "pytorch");
        for (const char *on : {"watchdog", "parallel-store", "ranktable-mode", "mindio-memory-load", "operator-build-cache",
                               "pod-rescheduling", "resume-mode"})
            QVERIFY2((*settingIn(profile, on))["state"] == "on", on);
        QVERIFY(profile["total_seconds"] == 30.0 + 5 + 5 + 2 + 12);
        QVERIFY(profile["problems"].empty());
    }
};

QTEST_GUILESS_MAIN(TestCliJobProfile)
#include "tst_cli_jobprofile.moc"
