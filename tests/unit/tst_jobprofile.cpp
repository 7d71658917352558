// The recovery-time profile: each setting on, off, unknown and in conflict
// from the spec, the env and the scripts, the estimate, the recommendations
// and their patches, and manifests in YAML. (The start-script reader itself:
// tst_startscript.)
#include "formats/jobretry.h"
#include "formats/startscript.h"
#include "clustermodel/jobinputs.h"
#include "kube/yamljson.h"
#include "pipeline/recoverycalibration.h"
#include "telemetry/nodefiles.h"
#include "recoverytime/jobprofile.h"
#include "../support/jobprofileinputs.h"

#include <QFile>
#include <QTest>

#include <functional>

using namespace ascendops;
using namespace ascendops::recoverytime;
using namespace ascendops::testing::jobprofile;

class TestJobProfile : public QObject
{
    Q_OBJECT

private slots:
    // --- settings ---------------------------------------------------------------
    void watchdogFromEnvScriptsAndVersion()
    {
        const JobProfile fromEnv = profileJob(liveInputs(volcanoJob({envVar("HCCL_ASYNC_ERROR_HANDLING", "0")}), "torchrun train.py\n"));
        QCOMPARE(settingOf(fromEnv, "watchdog").state, SettingState::Off);
        QCOMPARE(settingOf(fromEnv, "watchdog").evidence, QStringLiteral("/spec/tasks/0/template/spec/containers/0/env/0/value"));

        const JobProfile fromScript = profileJob(liveInputs(volcanoJob(), "export HCCL_ASYNC_ERROR_HANDLING=0\ntorchrun train.py\n"));
        QCOMPARE(settingOf(fromScript, "watchdog").state, SettingState::Off);
        QCOMPARE(settingOf(fromScript, "watchdog").evidence, QStringLiteral("/job/code/train_start.sh:1"));

        const JobProfile byDefault = profileJob(liveInputs(volcanoJob(), "torchrun train.py\n"));
        QCOMPARE(settingOf(byDefault, "watchdog").state, SettingState::On);
        QCOMPARE(settingOf(byDefault, "watchdog").evidence, QStringLiteral("/spec/tasks/0/template/spec/containers/0/image"));

        const JobProfile old = profileJob(liveInputs(volcanoJob({}, "bash /job/code/train_start.sh", "x/pytorch:1.11.0"), "torchrun train.py\n"));
        QCOMPARE(settingOf(old, "watchdog").state, SettingState::Off);

        const JobProfile noVersion = profileJob(liveInputs(volcanoJob({}, "bash /job/code/train_start.sh", "x/pytorch:latest"), "torchrun train.py\n"));
        QCOMPARE(settingOf(noVersion, "watchdog").state, SettingState::Unknown);
        QVERIFY(settingOf(noVersion, "watchdog").note.contains(QLatin1String("version")));
        QCOMPARE(noVersion.phases.front().seconds, 30.0);
        QVERIFY(noVersion.phases.front().basis.contains(QLatin1String("assumed on")));

        Json mindspore = volcanoJob({}, "bash /job/code/train_start.sh", "x/mindspore:2.4.0");
        const JobProfile ms = profileJob(liveInputs(mindspore, "python train.py\n", "import mindspore\nms.set_context(hccl_watchdog=False)\n"));
        QCOMPARE(ms.framework, QStringLiteral("mindspore"));
        QCOMPARE(settingOf(ms, "watchdog").state, SettingState::Off);
        QCOMPARE(settingOf(ms, "watchdog").evidence, QStringLiteral("/job/code/train.py:2"));
        QVERIFY(!ms.setting(QStringLiteral("parallel-store")));   // PyTorch only
    }

    void envFromConfigMapKeyRef()
    {
        Json ref{{"name", "HCCL_ASYNC_ERROR_HANDLING"},
                 {"valueFrom", {{"configMapKeyRef", {{"name", "hccl-env"}, {"key", "async"}}}}}};
        JobInputs inputs = liveInputs(volcanoJob({ref}), "torchrun train.py\n");
        const JobProfile missing = profileJob(inputs);
        QCOMPARE(settingOf(missing, "watchdog").state, SettingState::Unknown);
        QVERIFY(settingOf(missing, "watchdog").note.contains(QLatin1String("hccl-env")));
        inputs.configMaps[QStringLiteral("hccl-env")] = configMap("hccl-env", {{"async", "0"}});
        const JobProfile read = profileJob(inputs);
        QCOMPARE(settingOf(read, "watchdog").state, SettingState::Off);
        QVERIFY(settingOf(read, "watchdog").evidence.endsWith(QLatin1String("/valueFrom/configMapKeyRef")));
        QCOMPARE(configMapsNamedBy(inputs.job), (QStringList{QStringLiteral("scripts"), QStringLiteral("hccl-env")}));
    }

    void unreachableScriptsLeaveSettingsUnknown()
    {
        // In the image: named, and what it could hold is unknown.
        JobInputs inputs = liveInputs(volcanoJob({}, "bash /opt/train_start.sh"), "");
        JobProfile profile = profileJob(inputs);
        QVERIFY(hasProblem(profile, QStringLiteral("/opt/train_start.sh was not read: inside the container image"),
                           Problem::Severity::Note));
        QCOMPARE(settingOf(profile, "parallel-store").state, SettingState::Unknown);
        QCOMPARE(settingOf(profile, "watchdog").state, SettingState::Unknown);
        QCOMPARE(settingOf(profile, "resume-mode").state, SettingState::Unknown);
        // On a node's shared volume, live: not read yet, and it says so.
        profile = profileJob(liveInputs(volcanoJob({}, "bash /mnt/shared/start.sh"), ""));
        QVERIFY(hasProblem(profile, QStringLiteral("on nfs 192.0.2.1:/export (volume shared)"), Problem::Severity::Note));
        // A ConfigMap without the key.
        profile = profileJob(liveInputs(volcanoJob({}, "bash /job/code/missing.sh"), ""));
        QVERIFY(hasProblem(profile, QStringLiteral("ConfigMap scripts has no key missing.sh"), Problem::Severity::Note));
        // Offline, a script given by base name is the one the job names.
        inputs = JobInputs{};
        inputs.job = volcanoJob({}, "bash /opt/train_start.sh");
        inputs.scripts.insert(QStringLiteral("train_start.sh"), "export RESUME_MODE_ENABLE=1\ntorch_npu_run main.py\n");
        profile = profileJob(inputs);
        QCOMPARE(settingOf(profile, "resume-mode").state, SettingState::On);
        QCOMPARE(settingOf(profile, "parallel-store").state, SettingState::On);
        QVERIFY(hasProblem(profile, QStringLiteral("main.py was not read"), Problem::Severity::Note));
    }

    void specValuesAnUnreadScriptCouldChange()
    {
        // RANK_TABLE_FILE set in the spec, the start script unread: it could
        // export another value, so the setting is unknown, and says why.
        JobInputs inputs = liveInputs(volcanoJob({envVar("RANK_TABLE_FILE", "/mnt/shared/hccl.json")}, "bash /opt/start.sh"), "");
        JobProfile profile = profileJob(inputs);
        QCOMPARE(settingOf(profile, "ranktable-mode").state, SettingState::Unknown);
        QVERIFY(settingOf(profile, "ranktable-mode").note.contains(QLatin1String("/opt/start.sh")));
        // A path with a variable the console cannot expand is unknown, not a conflict.
        profile = profileJob(liveInputs(volcanoJob({envVar("RANK_TABLE_FILE", "${TABLE_DIR}/hccl.json")}), "torchrun train.py\n"));
        QCOMPARE(settingOf(profile, "ranktable-mode").state, SettingState::Unknown);
        // `python -m pip` and a preparation script start no training.
        profile = profileJob(liveInputs(volcanoJob(), "python -m pip install x\npython train.py --prepare\ntorch_npu_run train.py\n"));
        QCOMPARE(settingOf(profile, "parallel-store").state, SettingState::On);
        // A label written as an unquoted on is a boolean: the API server refuses it.
        Json job = volcanoJob();
        job["metadata"]["labels"]["pod-rescheduling"] = true;
        profile = profileJob(liveInputs(job, "torchrun train.py\n"));
        QVERIFY(hasProblem(profile, QStringLiteral("pod-rescheduling is not a string"), Problem::Severity::Error));
    }

    void subPathMountsAndEnvFromPrecedence()
    {
        Json job = volcanoJob({envVar("HCCL_ASYNC_ERROR_HANDLING", "1")}, "bash /opt/run/train_start.sh");
        Json &container = job["spec"]["tasks"][0]["template"]["spec"]["containers"][0];
        container["volumeMounts"].push_back({{"name", "code"}, {"mountPath", "/opt/run/train_start.sh"}, {"subPath", "train_start.sh"}});
        container["envFrom"] = Json::array({{{"configMapRef", {{"name", "hccl-env"}}}}});
        JobInputs inputs = liveInputs(job, "export RESUME_MODE_ENABLE=1\ntorchrun /job/code/train.py\n");
        inputs.configMaps[QStringLiteral("hccl-env")] = configMap("hccl-env", {{"HCCL_ASYNC_ERROR_HANDLING", "0"}});
        const JobProfile profile = profileJob(inputs);
        QCOMPARE(settingOf(profile, "resume-mode").state, SettingState::On);   // read through the subPath mount
        QCOMPARE(settingOf(profile, "watchdog").state, SettingState::On);      // env wins over envFrom
        // An envFrom source that cannot be read leaves what it could set unknown.
        inputs.configMaps.erase(QStringLiteral("hccl-env"));
        inputs.configMapErrors[QStringLiteral("hccl-env")] = QStringLiteral("forbidden");
        const JobProfile unread = profileJob(inputs);
        QCOMPARE(settingOf(unread, "operator-retry").state, SettingState::Unknown);
        QVERIFY(settingOf(unread, "operator-retry").note.contains(QLatin1String("could not be read: forbidden")));
    }

    // An unquoted $VAR is split into words as the shell splits it (the
    // launcher in $CMD is found); a quoted one or a command substitution is
    // not; each assignment names the variables it was written with.
    void unquotedVariablesSplitAndAssignmentsKeepTheirReferences()
    {
        const StartScriptFacts facts = readShellScript(QStringLiteral("run.sh"),
            "CMD=\"python -m torch.distributed.run --nnodes=2 train.py\"\n"
            "X=$(cat /tmp/a b)\n"
            "NODE_RANK=\"$RANK_AFTER_ACC\"\n"
            "echo \"$CMD\"\n"
            "$CMD\n", {{QStringLiteral("RANK_AFTER_ACC"), QStringLiteral("${VC_TASK_INDEX}")}});
        QCOMPARE(facts.launches.size(), std::size_t(1));
        QCOMPARE(facts.launches[0].launcher, QStringLiteral("torch.distributed.run"));
        QCOMPARE(facts.launches[0].entry, QStringLiteral("train.py"));
        QCOMPARE(facts.launches[0].line, 5);
        const ScriptExport *substitution = facts.exportOf(QStringLiteral("X"));
        QVERIFY(!substitution);   // a shell variable, not exported
        QCOMPARE(facts.exports[1].value, QStringLiteral("$(cat /tmp/a b)"));
        QCOMPARE(facts.exports[2].name, QStringLiteral("NODE_RANK"));
        QCOMPARE(facts.exports[2].value, QStringLiteral("${VC_TASK_INDEX}"));
        QCOMPARE(facts.exports[2].references, QStringList{QStringLiteral("RANK_AFTER_ACC")});
    }

    void scriptThatCannotBeParsedIsNamed()
    {
        const JobProfile profile = profileJob(liveInputs(volcanoJob(), "export A=\"open\ntorchrun train.py\n"));
        QVERIFY(profile.hasErrors());
        bool named = false;
        for (const Problem &p : profile.problems)
            named |= p.isError() && p.pointer == "/job/code/train_start.sh:1";
        QVERIFY(named);
    }

    void operatorCompileSettings()
    {
        const char *cacheScript = "export ASCEND_CACHE_PATH=/mnt/shared/op_cache\ntorchrun train.py\n";
        JobProfile conflict = profileJob(liveInputs(volcanoJob(), cacheScript, "torch.npu.set_compile_mode(jit_compile=False)\n"));
        QCOMPARE(settingOf(conflict, "operator-binary").state, SettingState::Conflict);
        QCOMPARE(settingOf(conflict, "operator-build-cache").state, SettingState::Conflict);
        QVERIFY(conflict.hasErrors());
        QVERIFY(recommendationOf(conflict, "operator-build-cache"));

        JobProfile binary = profileJob(liveInputs(volcanoJob(), "torchrun train.py\n", "torch.npu.set_compile_mode(jit_compile=False)\n"));
        QCOMPARE(settingOf(binary, "operator-binary").state, SettingState::On);
        QCOMPARE(settingOf(binary, "operator-build-cache").state, SettingState::Off);
        QCOMPARE(binary.phases.back().seconds, RecoveryTimeModel{}.compileBinarySeconds);

        JobProfile cache = profileJob(liveInputs(volcanoJob(), cacheScript, "torch.npu.set_compile_mode(jit_compile=True)\n"));
        QCOMPARE(settingOf(cache, "operator-build-cache").state, SettingState::On);
        QVERIFY(hasProblem(cache, QStringLiteral("ASCEND_MAX_OP_CACHE_SIZE=-1"), Problem::Severity::Warning));

        JobProfile local = profileJob(liveInputs(volcanoJob(), "export ASCEND_CACHE_PATH=/tmp/c\ntorchrun train.py\n",
                                                 "torch.npu.set_compile_mode(jit_compile=True)\n"));
        QCOMPARE(settingOf(local, "operator-build-cache").state, SettingState::Off);
        QVERIFY(settingOf(local, "operator-build-cache").note.contains(QLatin1String("lost with the pod")));
    }

    void podReschedulingNeedsItsPrerequisites()
    {
        Json job = volcanoJob();
        job["metadata"]["labels"]["pod-rescheduling"] = "on";
        const char *withReset = "python train.py & pids=$!\npython -u reset_process.py -p $pids &\n";
        QCOMPARE(settingOf(profileJob(liveInputs(job, withReset)), "pod-rescheduling").state, SettingState::On);
        // PyTorch: MindCluster needs TaskD or its Elastic Agent in the image,
        // not reset_process.py; said, not checked.
        const JobProfile torch = profileJob(liveInputs(job, "python train.py\n"));
        QCOMPARE(settingOf(torch, "pod-rescheduling").state, SettingState::On);
        QVERIFY(settingOf(torch, "pod-rescheduling").note.contains(QLatin1String("TaskD")));
        // MindSpore (seed 001): reset_process.py, or a conflict.
        Json mindspore = job;
        mindspore["spec"]["tasks"][0]["template"]["spec"]["containers"][0]["image"] = "example.com/ascend/mindspore:2.3.0-cann8.0.RC2";
        const JobProfile noReset = profileJob(liveInputs(mindspore, "python train.py\n"));
        QCOMPARE(settingOf(noReset, "pod-rescheduling").state, SettingState::Conflict);
        QVERIFY(settingOf(noReset, "pod-rescheduling").note.contains(QLatin1String("reset_process.py")));
        job["metadata"]["labels"].erase("fault-scheduling");
        const JobProfile noScheduling = profileJob(liveInputs(job, withReset));
        QCOMPARE(settingOf(noScheduling, "pod-rescheduling").state, SettingState::Conflict);
        QVERIFY(hasProblem(noScheduling, QStringLiteral("fault-scheduling is not on"), Problem::Severity::Warning));
    }

    void rankTableProcessRecoveryAndRetry()
    {
        Json job = volcanoJob({envVar("RANK_TABLE_FILE", "/user/ranktable/hccl.json"), envVar("HCCL_OP_RETRY_ENABLE", "L1:1, L2:1")});
        job["metadata"]["labels"]["process-recover-enable"] = "on";
        JobProfile profile = profileJob(liveInputs(job, "torchrun train.py\n"));
        QCOMPARE(settingOf(profile, "ranktable-mode").state, SettingState::Conflict);
        QVERIFY(settingOf(profile, "ranktable-mode").note.contains(QLatin1String("no mounted volume")));
        QCOMPARE(settingOf(profile, "process-recovery").state, SettingState::Conflict);
        QCOMPARE(settingOf(profile, "operator-retry").state, SettingState::On);

        job["metadata"]["annotations"]["recover-strategy"] = "recover-in-place,dump";
        job["spec"]["tasks"][0]["template"]["spec"]["containers"][0]["env"][0]["value"] = "/mnt/shared/hccl.json";
        job["spec"]["tasks"][0]["template"]["spec"]["containers"][0]["env"][1]["value"] = "L1:on";
        profile = profileJob(liveInputs(job, "torchrun train.py\n"));
        QCOMPARE(settingOf(profile, "process-recovery").state, SettingState::On);
        QCOMPARE(settingOf(profile, "ranktable-mode").state, SettingState::On);
        QCOMPARE(settingOf(profile, "operator-retry").state, SettingState::Conflict);
        QCOMPARE(profile.phases[1].seconds, RecoveryTimeModel{}.processRestartSeconds);
        QCOMPARE(profile.phases[2].seconds, RecoveryTimeModel{}.linkSetupRankTableSeconds);
    }

    void driverVersionFromThePodsNode()
    {
        Json job = volcanoJob({envVar("HCCL_OP_RETRY_ENABLE", "L1:1, L2:1")});
        JobInputs inputs = liveInputs(job, "torchrun train.py\n");
        inputs.podNode = QStringLiteral("node-3");
        // Wanted on the node, and said to be not read until it is.
        JobProfile profile = profileJob(inputs);
        QVERIFY(profile.nodeFilesWanted.contains(QLatin1String(kDriverVersionFile)));
        QVERIFY(hasProblem(profile, QStringLiteral("HDK version not known (/usr/local/Ascend/driver/version.info on node node-3 not read"),
                           Problem::Severity::Note));
        NodeFile file;
        file.exists = true;
        file.text = "package_name=Ascend-hdk-910c-npu-driver\nVersion=24.1.rc3.4\n";
        inputs.nodeFiles.insert(QLatin1String(kDriverVersionFile), file);
        profile = profileJob(inputs);
        QVERIFY(hasProblem(profile, QStringLiteral("HDK 24.1.rc3.4 (node node-3:/usr/local/Ascend/driver/version.info:2) is older than 24.1.RC3.5"),
                           Problem::Severity::Error));
        inputs.nodeFiles[QLatin1String(kDriverVersionFile)].text = "Version=24.1.rc3.7\n";
        profile = profileJob(inputs);
        QVERIFY(!hasProblem(profile, QStringLiteral("HDK"), Problem::Severity::Error));
        QVERIFY(!hasProblem(profile, QStringLiteral("HDK version not known"), Problem::Severity::Note));
        inputs.nodeFiles[QLatin1String(kDriverVersionFile)] = NodeFile{};
        inputs.nodeFiles[QLatin1String(kDriverVersionFile)].error = QStringLiteral("no such file on the node");
        profile = profileJob(inputs);
        QVERIFY(hasProblem(profile, QStringLiteral("no such file on the node"), Problem::Severity::Note));
    }

    void templatesThatDifferAreFlagged()
    {
        const Json master = volcanoJob({envVar("RANK_TABLE_FILE", "/job/code/hccl.json")})["spec"]["tasks"][0];
        Json worker = volcanoJob()["spec"]["tasks"][0];
        Json job = volcanoJob();
        job["spec"]["tasks"] = {master, worker};
        const JobProfile profile = profileJob(liveInputs(job, "torchrun train.py\n"));
        QVERIFY(hasProblem(profile, QStringLiteral("its env differ"), Problem::Severity::Warning));
    }

    // --- estimate and recommendations -------------------------------------------
    void fixturesEstimateAndRank()
    {
        const RecoveryTimeModel model;
        const JobProfile bare = profileJob(fixtureInputs(QStringLiteral("bare")));
        QCOMPARE(bare.framework, QStringLiteral("pytorch"));
        QCOMPARE(bare.totalSeconds, model.collectiveTimeoutSeconds + model.jobRescheduleSeconds + model.linkSetupTcpStoreSeconds
                                        + model.checkpointLoadStorageSeconds + model.compileColdSeconds);
        QCOMPARE(*bare.stepsLost, 500.0);
        QVERIFY(!bare.hasErrors());
        QCOMPARE(bare.recommendations.front().id, QStringLiteral("watchdog"));
        QCOMPARE(*bare.recommendations.front().savesSeconds, model.collectiveTimeoutSeconds - model.watchdogDetectSeconds);
        QVERIFY(bare.recommendations.front().change.summary.contains(QLatin1String("train_start.sh:3")));
        // Largest saving first, unpublished savings last.
        double last = 1e9;
        bool unpublished = false;
        for (const Recommendation &r : bare.recommendations) {
            if (!r.savesSeconds) {
                unpublished = true;
                continue;
            }
            QVERIFY2(!unpublished, qPrintable(r.id));
            QVERIFY(*r.savesSeconds <= last);
            last = *r.savesSeconds;
        }

        const JobProfile tuned = profileJob(fixtureInputs(QStringLiteral("tuned")));
        for (const Setting &s : tuned.settings)
            if (s.id != QLatin1String("process-recovery") && s.id != QLatin1String("operator-retry")
                && s.id != QLatin1String("operator-binary"))
                QVERIFY2(s.state == SettingState::On, qPrintable(s.id + QLatin1Char(' ') + stateName(s.state)));
        QCOMPARE(tuned.totalSeconds, model.watchdogDetectSeconds + model.podRescheduleSeconds + model.linkSetupRankTableSeconds
                                         + model.checkpointLoadMemorySeconds + model.compileCachedSeconds);
        QVERIFY(tuned.problems.isEmpty());
        for (const Recommendation &r : tuned.recommendations)
            QVERIFY2(r.id == QLatin1String("process-recovery") || r.id == QLatin1String("operator-retry"), qPrintable(r.id));

        // The MindSpore job's ConfigMap comes from the same manifest.
        const JobProfile ms = profileJob(fixtureInputs(QStringLiteral("mindspore")));
        QCOMPARE(ms.framework, QStringLiteral("mindspore"));
        QCOMPARE(settingOf(ms, "graph-compile-cache").state, SettingState::Off);
        QVERIFY(settingOf(ms, "graph-compile-cache").note.contains(QLatin1String("not on a shared volume")));
        JobInputs noMap = fixtureInputs(QStringLiteral("mindspore"));
        noMap.configMaps.clear();
        QCOMPARE(settingOf(profileJob(noMap), "graph-compile-cache").state, SettingState::Unknown);
    }

    void patchesTurnTheirSettingOn()
    {
        // Each recommendation that patches the job, applied as the API server
        // would, turns its setting on: the patch is the exact change.
        JobInputs inputs = liveInputs(volcanoJob({envVar("HCCL_ASYNC_ERROR_HANDLING", "0")}, "bash /job/code/train_start.sh",
                                                 "example.com/mindspore:2.4.0"),
                                      "msrun train.py\n", "import mindspore\n");
        const JobProfile before = profileJob(inputs);
        int patched = 0;
        for (const Recommendation &r : before.recommendations) {
            if (r.change.patch.is_null())
                continue;
            JobInputs after = inputs;
            after.job = inputs.job.patch(r.change.patch);
            const JobProfile profile = profileJob(after);
            const SettingState state = settingOf(profile, r.id.toLatin1().constData()).state;
            // Pod rescheduling also needs reset_process.py in the start
            // script, which a patch of the job cannot add: the profile says so.
            if (r.id == QLatin1String("pod-rescheduling"))
                QVERIFY2(state == SettingState::Conflict, qPrintable(r.id));
            else
                QVERIFY2(state == SettingState::On, qPrintable(r.id));
            ++patched;
        }
        QCOMPARE(patched, 4);   // ranktable-mode, graph-compile-cache, pod-rescheduling, process-recovery
        // The PyTorch watchdog set off in the spec is removed by its entry, tested first.
        JobInputs torch = liveInputs(volcanoJob({envVar("A", "1"), envVar("HCCL_ASYNC_ERROR_HANDLING", "0")}), "torchrun train.py\n");
        const JobProfile torchProfile = profileJob(torch);
        const Recommendation *watchdog = recommendationOf(torchProfile, "watchdog");
        QVERIFY(watchdog);
        QVERIFY(watchdog->change.patch[0]["op"] == "test");
        torch.job = torch.job.patch(watchdog->change.patch);
        QCOMPARE(settingOf(profileJob(torch), "watchdog").state, SettingState::On);
    }

    void jsonShape()
    {
        const Json json = profileToJson(profileJob(fixtureInputs(QStringLiteral("bare"))));
        for (const char *key : {"job", "kind", "framework", "settings", "phases", "total_seconds", "steps_lost",
                                "recommendations", "problems"})
            QVERIFY2(json.contains(key), key);
        QVERIFY(json["job"] == "team-a/llama-bare");
        QVERIFY(json["kind"] == "Job");
        QVERIFY(json["settings"][0]["state"] == "off");
        QVERIFY(json["phases"].size() == 5u);
        QVERIFY(json["recommendations"][0]["saves_seconds"].is_number());
        QVERIFY(json["recommendations"].back()["saves_seconds"].is_null());
    }

    void journalCalibration()
    {
        const auto incident = [](const char *job, qint64 seconds, bool resolved = true, bool dryRunOnly = false) {
            pipeline::JournalIncident i;
            i.job = QString::fromLatin1(job);
            i.resolved = resolved;
            i.dryRunOnly = dryRunOnly;
            i.phases = {{QStringLiteral("detection"), 1000, 11'000}, {QStringLiteral("compile"), 11'000, 1000 + seconds * 1000}};
            return i;
        };
        const std::vector<pipeline::JournalIncident> journal{incident("ns/a", 60), incident("ns/a", 100),
                                                             incident("ns/a", 5000, false), incident("ns/a", 7000, true, true),
                                                             incident("ns/b", 30)};
        const auto own = pipeline::measuredRecoveries(journal, QStringLiteral("ns/a"));
        QVERIFY(own);
        QCOMPARE(own->incidents, 2);   // unresolved and observed-only incidents measured nothing
        QCOMPARE(own->meanSeconds, 80.0);
        QCOMPARE(own->scope, QStringLiteral("job"));
        const auto cluster = pipeline::measuredRecoveries(journal, QStringLiteral("ns/new"));
        QCOMPARE(cluster->incidents, 3);
        QCOMPARE(cluster->scope, QStringLiteral("cluster"));
        QVERIFY(!pipeline::measuredRecoveries({}, QStringLiteral("ns/a")));
        JobProfile profile = profileJob(fixtureInputs(QStringLiteral("tuned")));
        profile.measured = own;
        QVERIFY(profileToJson(profile)["measured"]["incidents"] == 2);
    }

    // --- files on a node -------------------------------------------------------------
    void nodeFilesAnswer()
    {
        const QByteArray marker = "==m==";
        const QStringList paths{QStringLiteral("/a.sh"), QStringLiteral("/dir"), QStringLiteral("/gone"),
                                QStringLiteral("/secret"), QStringLiteral("/never")};
        // The file's own bytes hold a line that looks like a header: its size decides.
        const QByteArray output = "==m== 0 file 18 644 0:0\n==m== 2 missing\nxx\n"
                                  "==m== 1 dir 777 9000:9000\n==m== 2 missing\n==m== 3 unreadable\n";
        const QHash<QString, NodeFile> files = telemetry::parseNodeFiles(output, paths, marker);
        QCOMPARE(files[QStringLiteral("/a.sh")].text, QByteArray("==m== 2 missing\nxx"));
        QCOMPARE(files[QStringLiteral("/a.sh")].mode, QStringLiteral("644"));
        QVERIFY(files[QStringLiteral("/dir")].directory);
        QCOMPARE(files[QStringLiteral("/dir")].owner, QStringLiteral("9000:9000"));
        QCOMPARE(files[QStringLiteral("/gone")].error, QStringLiteral("no such file on the node"));
        QVERIFY(files[QStringLiteral("/secret")].exists && !files[QStringLiteral("/secret")].error.isEmpty());
        QVERIFY(!files[QStringLiteral("/never")].error.isEmpty());   // the answer said nothing of it
        // A file cut short by the output limit is not taken as whole.
        const QHash<QString, NodeFile> cut = telemetry::parseNodeFiles("==m== 0 file 100 644 0:0\nabc", paths, marker);
        QVERIFY(!cut[QStringLiteral("/a.sh")].error.isEmpty());
        QVERIFY(telemetry::nodeFilesCommand({QStringLiteral("/it's here")}, marker).contains("'/it'\\''s here'"));
    }

    void hostPathScriptsAndTheRankTableDirectoryOnTheNode()
    {
        Json job = volcanoJob({envVar("RANK_TABLE_FILE", "/user/mindx-dl/ranktable/hccl.json")}, "bash /job/shared/train_start.sh");
        Json &spec = job["spec"]["tasks"][0]["template"]["spec"];
        spec["volumes"].push_back({{"name", "scripts"}, {"hostPath", {{"path", "/data/ns1.job1-scripts"}}}});
        spec["volumes"].push_back({{"name", "ranktable"}, {"hostPath", {{"path", "/user/mindx-dl/ranktable/ns1.job1"}}}});
        spec["containers"][0]["volumeMounts"].push_back({{"name", "scripts"}, {"mountPath", "/job/shared"}});
        spec["containers"][0]["volumeMounts"].push_back({{"name", "ranktable"}, {"mountPath", "/user/mindx-dl/ranktable"}});
        JobInputs inputs = liveInputs(job, "");
        // No pod running: nothing on a node can be read, and that is said.
        JobProfile profile = profileJob(inputs);
        QVERIFY(hasProblem(profile, QStringLiteral("no pod of the job runs on a node"), Problem::Severity::Note));
        QVERIFY(profile.nodeFilesWanted.isEmpty());
        // A running pod: the profile asks for the script and the directory on its node.
        inputs.podNode = QStringLiteral("node-3");
        inputs.podUid = QStringLiteral("uid-1");
        profile = profileJob(inputs);
        QCOMPARE(profile.podNode, QStringLiteral("node-3"));
        QVERIFY(profile.nodeFilesWanted.contains(QStringLiteral("/data/ns1.job1-scripts/train_start.sh")));
        QVERIFY(profile.nodeFilesWanted.contains(QStringLiteral("/user/mindx-dl/ranktable/ns1.job1")));
        QVERIFY(profile.nodeFilesWanted.contains(QStringLiteral("/user/mindx-dl/ranktable/ns1.job1/hccl.json")));
        // Read: the script decides the watchdog; a root-owned 755 directory is a conflict.
        inputs.nodeFiles[QStringLiteral("/data/ns1.job1-scripts/train_start.sh")] =
            NodeFile{true, false, "export HCCL_ASYNC_ERROR_HANDLING=0\n", false, QStringLiteral("644"), QStringLiteral("0:0"), {}};
        inputs.nodeFiles[QStringLiteral("/user/mindx-dl/ranktable/ns1.job1")] =
            NodeFile{true, true, {}, false, QStringLiteral("755"), QStringLiteral("0:0"), {}};
        inputs.nodeFiles[QStringLiteral("/user/mindx-dl/ranktable/ns1.job1/hccl.json")] = NodeFile{false, false, {}, false, {}, {}, QStringLiteral("no such file on the node")};
        profile = profileJob(inputs);
        QCOMPARE(settingOf(profile, "watchdog").state, SettingState::Off);
        QCOMPARE(settingOf(profile, "watchdog").evidence, QStringLiteral("/job/shared/train_start.sh:1"));
        QCOMPARE(settingOf(profile, "ranktable-mode").state, SettingState::Conflict);
        QVERIFY(settingOf(profile, "ranktable-mode").note.contains(QLatin1String("mode 755 and owner 0:0")));
        // Right mode and owner, and a table on disk that is not the operator's newest.
        inputs.nodeFiles[QStringLiteral("/user/mindx-dl/ranktable/ns1.job1")] =
            NodeFile{true, true, {}, false, QStringLiteral("777"), QStringLiteral("9000:9000"), {}};
        inputs.nodeFiles[QStringLiteral("/user/mindx-dl/ranktable/ns1.job1/hccl.json")] =
            NodeFile{true, false, "{\"status\":\"initializing\"}", false, QStringLiteral("644"), QStringLiteral("9000:9000"), {}};
        profile = profileJob(inputs);
        QCOMPARE(settingOf(profile, "ranktable-mode").state, SettingState::On);
        QVERIFY(settingOf(profile, "ranktable-mode").note.contains(QLatin1String("mode 777, owner 9000:9000")));
        QVERIFY(hasProblem(profile, QStringLiteral("is initializing, not completed"), Problem::Severity::Warning));
        QVERIFY(profile.nodeFilesWanted.isEmpty());
    }

    // --- manifests ------------------------------------------------------------------
    void yamlManifests()
    {
        const Parsed<std::vector<Json>> docs = kube::yamlDocumentsToJson(
            "a: 1\nb: \"on\"\nc: on\nd: true\ne: 1.5\nf: ~\ng: '007'\n---\nkind: ConfigMap\n");
        QVERIFY(docs);
        QCOMPARE(docs.value().size(), 2u);
        const Json &first = docs.value()[0];
        QVERIFY(first["a"] == 1);
        QVERIFY(first["b"] == "on");
        QVERIFY(first["c"] == true);   // YAML 1.1, as kubectl reads it
        QVERIFY(first["d"] == true);
        QVERIFY(first["e"] == 1.5);
        QVERIFY(first["f"].is_null());
        QVERIFY(first["g"] == "007");
        const Parsed<std::vector<Json>> bad = kube::yamlDocumentsToJson("a: [1, 2\nb: 3\n");
        QVERIFY(!bad);
        QVERIFY(bad.problems().front().line > 0);
        const QByteArray deep = QByteArray(100000, '[');
        QVERIFY(!kube::yamlDocumentsToJson(deep));
        // A stream that starts with "," once made the reader loop for ever: it ends.
        (void)kube::yamlDocumentsToJson(",");
        (void)kube::yamlDocumentsToJson(",\n---\n,");
        // An error in a later document is placed in the file, not in the document.
        const Parsed<std::vector<Json>> second = kube::yamlDocumentsToJson("a: 1\n---\nb: 2\nc: [1\n");
        QVERIFY(!second);
        QVERIFY2(second.problems().front().line >= 4, qPrintable(second.problems().front().toString()));
    }
};

QTEST_GUILESS_MAIN(TestJobProfile)
#include "tst_jobprofile.moc"
