// The recovery-time profile, read by the seeds' own rules: operator retry's
// eligibility and scope (seeds 003, 004), ModelArts training jobs and Lite
// pools' jobs (seeds 002, 004), routing planning (seed 002), start scripts
// followed as the shell runs them, the job's connect timeout and the
// versions its image names.
#include "formats/jobretry.h"
#include "formats/startscript.h"
#include "recoverytime/jobprofile.h"
#include "../support/jobprofileinputs.h"

#include <QTest>

#include <functional>

using namespace ascendops;
using namespace ascendops::recoverytime;
using namespace ascendops::testing::jobprofile;

class TestJobProfileSeeds : public QObject
{
    Q_OBJECT

private slots:
    void operatorRetryEligibilityFromTheJob()
    {
        // A2 (accelerator-type), half the cards of a server, CANN older than 8.1.RC1: each an error at its place.
        Json job = volcanoJob({envVar("HCCL_OP_RETRY_ENABLE", "L1:1, L2:1")});
        Json &spec = job["spec"]["tasks"][0]["template"]["spec"];
        spec["nodeSelector"] = {{"accelerator-type", "module-910b-16"}};
        JobProfile profile = profileJob(liveInputs(job, "torchrun train.py\n"));
        QCOMPARE(settingOf(profile, "operator-retry").state, SettingState::On);
        QCOMPARE(profile.platform, QStringLiteral("mindcluster"));
        QVERIFY(hasProblem(profile, QStringLiteral("Snt9B23"), Problem::Severity::Error));
        QVERIFY(hasProblem(profile, QStringLiteral("8 of a server's 16 cards"), Problem::Severity::Error));
        QVERIFY(hasProblem(profile, QStringLiteral("CANN 8.0.RC2"), Problem::Severity::Error));
        QVERIFY(hasProblem(profile, QStringLiteral("HDK version not known"), Problem::Severity::Note));
        bool cardsAtTheirPlace = false;
        for (const Problem &p : profile.problems)
            cardsAtTheirPlace |= p.message.contains(QLatin1String("cards")) && p.pointer == "/spec/tasks/0/template/spec/containers/0/resources/limits/huawei.com~1Ascend910";
        QVERIFY(cardsAtTheirPlace);
        // A3 with every card and a new CANN: no error left.
        spec["nodeSelector"]["accelerator-type"] = "module-a3-16-super-pod";
        spec["containers"][0]["resources"]["limits"]["huawei.com/Ascend910"] = 16;
        spec["containers"][0]["image"] = "example.com/ascend/pytorch:2.1.0-cann8.1.RC1";
        profile = profileJob(liveInputs(job, "torchrun train.py\n"));
        for (const Problem &p : profile.problems)
            QVERIFY2(!p.isError(), qPrintable(p.message));
        // Retry off on an A3 job it fits: seed 003's levels recommended, with
        // what a ridden-out flap saves (the recovery less the 7 s window).
        spec["containers"][0]["env"][0]["value"] = "L1:0, L2:0";
        profile = profileJob(liveInputs(job, "torchrun train.py\n"));
        QVERIFY(profile.retryFit.fits());
        const Recommendation *retry = recommendationOf(profile, "operator-retry");
        QVERIFY(retry);
        // The job sets the variable off: its value replaced, not a second entry added.
        QVERIFY(retry->change.patch[0]["op"] == "replace");
        QVERIFY(retry->change.patch[0]["path"] == "/spec/tasks/0/template/spec/containers/0/env/0/value");
        QVERIFY(retry->change.patch[0]["value"] == "L0:0, L1:1, L2:1");
        QVERIFY(retry->savesSeconds);
        QCOMPARE(*retry->savesSeconds, profile.totalSeconds - 7.0);
        // Retry off on A2: nothing about eligibility, and never recommended.
        spec["nodeSelector"]["accelerator-type"] = "module-910b-8";
        profile = profileJob(liveInputs(job, "torchrun train.py\n"));
        QVERIFY(!hasProblem(profile, QStringLiteral("Snt9B23"), Problem::Severity::Error));
        QVERIFY(!profile.retryFit.blockers.isEmpty());
        QVERIFY(!recommendationOf(profile, "operator-retry"));
        // Hardware not known: not recommended either (a note says what to give).
        spec["nodeSelector"].erase("accelerator-type");
        profile = profileJob(liveInputs(job, "torchrun train.py\n"));
        QVERIFY(profile.retryFit.blockers.isEmpty() && !profile.retryFit.onA3);
        QVERIFY(!recommendationOf(profile, "operator-retry"));
    }

    // Seed 003's scope table, read where a job shows it: mc2 (MindSpeed's
    // --use-ascend-mc2) is not retried; graph mode (torchair) only unfolded
    // on AI CPU; single-operator HOST unfolding retries (a borrowed lane
    // needs AI_CPU); a mode outside the table is warned about.
    void retryScopeFromWhatTheJobRuns()
    {
        Json job = volcanoJob({envVar("HCCL_OP_RETRY_ENABLE", "L1:1, L2:1")}, "bash /job/code/train_start.sh",
                              "example.com/ascend/pytorch:2.1.0-cann8.1.RC1");
        Json &spec = job["spec"]["tasks"][0]["template"]["spec"];
        spec["nodeSelector"] = {{"accelerator-type", "module-a3-16-super-pod"}};
        spec["containers"][0]["resources"]["limits"]["huawei.com/Ascend910"] = 16;
        JobProfile profile = profileJob(liveInputs(job, "torchrun train.py --use-ascend-mc2 --sequence-parallel\n"));
        QVERIFY(hasProblem(profile, QStringLiteral("seed 003 does not retry mc2"), Problem::Severity::Error));
        QVERIFY(profile.retryFit.blockers.join(QString()).contains(QLatin1String("mc2")));
        profile = profileJob(liveInputs(job, "torchrun train.py\n", "import torch\nimport torchair\n"));
        QVERIFY(hasProblem(profile, QStringLiteral("graph mode (torchair"), Problem::Severity::Warning));
        spec["containers"][0]["env"].push_back(envVar("HCCL_OP_EXPANSION_MODE", "AI_CPU"));
        profile = profileJob(liveInputs(job, "torchrun train.py\n", "import torch\nimport torchair\n"));
        QVERIFY(!hasProblem(profile, QStringLiteral("graph mode"), Problem::Severity::Warning));
        QVERIFY(!hasProblem(profile, QStringLiteral("HCCL_OP_EXPANSION_MODE"), Problem::Severity::Warning));
        spec["containers"][0]["env"].back()["value"] = "HOST";
        profile = profileJob(liveInputs(job, "torchrun train.py\n"));
        QVERIFY(!hasProblem(profile, QStringLiteral("HCCL_OP_EXPANSION_MODE"), Problem::Severity::Warning));
        QVERIFY(hasProblem(profile, QStringLiteral("a borrowed lane needs AI_CPU"), Problem::Severity::Note));
        spec["containers"][0]["env"].back()["value"] = "AIV";
        profile = profileJob(liveInputs(job, "torchrun train.py\n"));
        QVERIFY(hasProblem(profile, QStringLiteral("HCCL_OP_EXPANSION_MODE=AIV"), Problem::Severity::Warning));
    }

    // Seed 004: on ModelArts retry cannot be switched off again. An A2 job,
    // or one whose image is too old, is never told to set the annotation,
    // even when it asks by the variable.
    void aModelArtsJobIsNotRecommendedRetryItCannotRun()
    {
        Json job = volcanoJob({envVar("MA_NUM_GPUS", "16"), envVar("HCCL_OP_RETRY_ENABLE", "L1:1, L2:1")});
        job["metadata"]["annotations"] = {{"fault-tolerance/job-retry-num", "3"}};
        Json &spec = job["spec"]["tasks"][0]["template"]["spec"];
        spec["nodeSelector"] = {{"accelerator-type", "module-910b-16"}};
        spec["containers"][0]["image"] = "example.com/ascend/pytorch:2.1.0-cann8.1.RC1";
        JobProfile profile = profileJob(liveInputs(job, "torchrun train.py\n"));
        QVERIFY(!recommendationOf(profile, "operator-retry"));
        QVERIFY(profile.retryFit.blockers.join(QString()).contains(QLatin1String("Snt9B23")));
        // On A3 with every card: the annotation, and the variable removed.
        spec["nodeSelector"]["accelerator-type"] = "module-a3-16-super-pod";
        spec["containers"][0]["resources"]["limits"]["huawei.com/Ascend910"] = 16;
        profile = profileJob(liveInputs(job, "torchrun train.py\n"));
        QVERIFY2(profile.retryFit.fits(), qPrintable(profile.retryFit.blockers.join(QLatin1Char(';'))));
        const Recommendation *fix = recommendationOf(profile, "operator-retry");
        QVERIFY(fix);
        QVERIFY(fix->change.patch[0]["path"] == "/metadata/annotations/fault-tolerance~1hccl_op_retry");
        QVERIFY(fix->change.patch[2]["op"] == "remove");
        // Annotated as ModelArts wants: no "one level alone" warning.
        job["metadata"]["annotations"]["fault-tolerance/hccl_op_retry"] = "true";
        spec["containers"][0]["env"] = Json::array({envVar("MA_NUM_GPUS", "16")});
        profile = profileJob(liveInputs(job, "torchrun train.py\n"));
        QCOMPARE(settingOf(profile, "operator-retry").state, SettingState::On);
        QVERIFY(!hasProblem(profile, QStringLiteral("one level alone"), Problem::Severity::Warning));
    }

    void modelArtsJobsTakeTheirSettingsFromAnnotations()
    {
        Json job = volcanoJob({envVar("MA_NUM_GPUS", "16"), envVar("HCCL_OP_RETRY_ENABLE", "L1:1, L2:1")},
                              "bash /job/code/train_start.sh", "example.com/ascend/pytorch:2.1.0-cann8.1.RC1");
        job["metadata"]["annotations"] = {{"fault-tolerance/job-retry-num", "3"}, {"fault-tolerance/hang-retry", "true"}};
        JobProfile profile = profileJob(liveInputs(job, "torchrun train.py\n"));
        QCOMPARE(profile.platform, QStringLiteral("modelarts"));
        QCOMPARE(profile.platformWhere,
                 QStringLiteral("a ModelArts training job (variable MA_NUM_GPUS, annotation fault-tolerance/hang-retry)"));
        // The variable does not switch retry on there: off, and an error naming the annotation.
        QCOMPARE(settingOf(profile, "operator-retry").state, SettingState::Off);
        QVERIFY(hasProblem(profile, QStringLiteral("fault-tolerance/hccl_op_retry: \"true\""), Problem::Severity::Error));
        const Recommendation *fix = recommendationOf(profile, "operator-retry");
        QVERIFY2(fix, qPrintable(profile.retryFit.blockers.join(QLatin1Char(';'))));
        QVERIFY(fix->change.patch[0]["path"] == "/metadata/annotations/fault-tolerance~1hccl_op_retry");
        QVERIFY(fix->change.patch[1]["op"] == "test");
        QVERIFY(fix->change.patch[2]["op"] == "remove");
        QCOMPARE(settingOf(profile, "platform-restart").state, SettingState::On);
        QVERIFY(settingOf(profile, "platform-restart").note.contains(QLatin1String("up to 3 times")));
        QCOMPARE(settingOf(profile, "hang-retry").state, SettingState::On);
        // No fault-scheduling warning: ModelArts restarts the job, not MindCluster.
        QVERIFY(!hasProblem(profile, QStringLiteral("fault-scheduling is not on"), Problem::Severity::Warning));
        // Nor MindCluster's labels or the Ascend Operator's rank-table directory as recommendations.
        QVERIFY(!recommendationOf(profile, "pod-rescheduling"));
        QVERIFY(!recommendationOf(profile, "process-recovery"));
        QVERIFY(!recommendationOf(profile, "ranktable-mode"));

        // The annotation switches it on; hang-retry without a budget conflicts.
        job["metadata"]["annotations"] = {{"fault-tolerance/hccl_op_retry", "true"}, {"fault-tolerance/hang-retry", "true"}};
        job["spec"]["tasks"][0]["template"]["spec"]["containers"][0]["env"] = Json::array({envVar("MA_NUM_GPUS", "16")});
        profile = profileJob(liveInputs(job, "torchrun train.py\n"));
        QCOMPARE(settingOf(profile, "operator-retry").state, SettingState::On);
        QCOMPARE(settingOf(profile, "operator-retry").evidence, QStringLiteral("/metadata/annotations/fault-tolerance~1hccl_op_retry"));
        QVERIFY(hasProblem(profile, QStringLiteral("cannot be switched off again"), Problem::Severity::Note));
        QCOMPARE(settingOf(profile, "platform-restart").state, SettingState::Off);
        QCOMPARE(settingOf(profile, "hang-retry").state, SettingState::Conflict);
        QVERIFY(profileToJson(profile)["platform"] == "modelarts");

        // --platform overrides the markers either way.
        JobInputs inputs = liveInputs(volcanoJob(), "torchrun train.py\n");
        inputs.platform = RetryPlatform::ModelArts;
        profile = profileJob(inputs);
        QCOMPARE(profile.platform, QStringLiteral("modelarts"));
        QCOMPARE(profile.platformWhere, QStringLiteral("--platform"));
    }

    // Seed 002's own job is a Volcano Job a user submits to a Lite pool with
    // kubectl: the pool's markers, no fault-tolerance annotation. Its start
    // script's `export HCCL_OP_RETRY_ENABLE` (seed 003) switches retry on, and
    // Volcano (maxRetry, its policies) restarts it, not ModelArts.
    void aLitePoolJobSwitchesRetryWithItsVariables()
    {
        Json job = volcanoJob({envVar("MA_NUM_GPUS", "8"), envVar("MA_NUM_HOSTS", "6")}, kSeedCommand);
        job["metadata"]["labels"]["ring-controller.cce"] = "ascend-1980";
        job["metadata"]["labels"]["fault-scheduling"] = "force";
        job["spec"]["maxRetry"] = 1;
        job["spec"]["policies"] = Json::array({{{"event", "PodEvicted"}, {"action", "RestartJob"}}});
        std::string script = kSeedTrainScript;
        const std::string timeout = "export HCCL_CONNECT_TIMEOUT=1800\n";
        script.replace(script.find(timeout), timeout.size(), timeout + "export HCCL_OP_RETRY_ENABLE=\"L0:0, L1:1, L2:1\"\n");
        const JobProfile profile = profileJob(liveInputs(job, script));
        QCOMPARE(profile.platform, QStringLiteral("mindcluster"));
        QVERIFY2(profile.platformWhere.contains(QLatin1String("ModelArts Lite pool (label ring-controller.cce")), qPrintable(profile.platformWhere));
        const Setting retry = settingOf(profile, "operator-retry");
        QCOMPARE(retry.state, SettingState::On);
        QVERIFY2(retry.evidence.startsWith(QLatin1String("/job/code/train_start.sh:")), qPrintable(retry.evidence));
        QVERIFY(!hasProblem(profile, QStringLiteral("fault-tolerance/hccl_op_retry"), Problem::Severity::Error));
        // Volcano restarts it: no ModelArts restart settings, no "ModelArts does not restart the job".
        QVERIFY(!profile.setting(QStringLiteral("platform-restart")));
        QVERIFY(!profile.setting(QStringLiteral("hang-retry")));
        QVERIFY(profile.setting(QStringLiteral("routing-planning")));
        // The pipeline reads it the same way: retry from the variables, a job
        // of the pool but not ModelArts' to restart.
        const JobRetry read = readJobRetry(job);
        QCOMPARE(read.platform, RetryPlatform::MindCluster);
        QCOMPARE(read.liteMarker, QStringLiteral("label ring-controller.cce"));
    }

    // Scripts the profile follows as a shell would: a launcher given its
    // entry point through positional parameters, a path through `..`, a
    // shell script whose second line runs python (its shebang is bash), and
    // a script given with --script that nothing the console could expand
    // names is read all the same. Offline, as `job profile --script` reads.
    void scriptsAreFollowedAsTheShellRunsThem()
    {
        const auto offline = [](const char *command, const char *start) {
            JobInputs inputs;
            inputs.job = volcanoJob({}, command);
            inputs.scripts[QStringLiteral("train_start.sh")] = start;
            inputs.scripts[QStringLiteral("train.py")] = "import torch\ntorch.npu.set_compile_mode(jit_compile=False)\n";
            return profileJob(inputs);
        };
        const auto binaryAt = [](const JobProfile &profile) {
            const Setting &binary = settingOf(profile, "operator-binary");
            return binary.state == SettingState::On ? binary.evidence : QString();
        };
        // `bash train_start.sh /job/code /job/output train.py` and `$1/$3`.
        JobProfile profile = offline("bash /job/code/train_start.sh /job/code /job/output train.py",
                                     "#!/bin/bash\ntorch_npu_run --nnodes=2 --nproc_per_node=16 $1/$3 --save-interval 100\n");
        QCOMPARE(binaryAt(profile), QStringLiteral("/job/code/train.py:2"));
        QCOMPARE(*profile.checkpointInterval, 100LL);
        // Seed 001's `python ${ROOT_PATH}/../train.py`, ROOT_PATH from $(...).
        profile = offline("bash /job/code/scripts/train_start.sh",
                          "#!/bin/bash\nROOT_PATH=$(cd \"$(dirname \"$0\")\"; pwd)\n"
                          "python ${ROOT_PATH}/../train.py --distribute=true &> log & train_pids[$i]=$!\n");
        QVERIFY2(binaryAt(profile).endsWith(QLatin1String("train.py:2")), qPrintable(binaryAt(profile)));
        // A bash script whose first command is python: a shell script still.
        profile = offline("bash /job/code/train_start.sh", "#!/bin/bash\npython /job/code/train.py --save-interval 100\n");
        QCOMPARE(binaryAt(profile), QStringLiteral("/job/code/train.py:2"));
        QCOMPARE(*profile.checkpointInterval, 100LL);
        // Named through a variable nothing sets: read because it was given.
        profile = offline("bash /job/code/train_start.sh", "#!/bin/bash\ntorchrun $ENTRY --save-interval 100\n");
        QCOMPARE(binaryAt(profile), QStringLiteral("train.py:2"));
    }

    // Seed 002's script sets HCCL_CONNECT_TIMEOUT=1800: the rendezvous is
    // bounded by it, not by the default 120 s; a value HCCL refuses is said.
    void theJobsConnectTimeoutBoundsLinkSetup()
    {
        const Json job = volcanoJob();
        JobProfile profile = profileJob(liveInputs(job, "export HCCL_CONNECT_TIMEOUT=1800\ntorchrun train.py\n"));
        QCOMPARE(profile.phases[2].phase, QStringLiteral("link-setup"));
        QCOMPARE(profile.phases[2].seconds, 1800.0);
        QVERIFY(profile.phases[2].basis.contains(QLatin1String("HCCL_CONNECT_TIMEOUT (1800 s)")));
        const JobProfile byDefault = profileJob(liveInputs(job, "torchrun train.py\n"));
        QCOMPARE(profile.totalSeconds - byDefault.totalSeconds, 1800.0 - 120.0);
        profile = profileJob(liveInputs(job, "export HCCL_CONNECT_TIMEOUT=60\ntorchrun train.py\n"));
        QCOMPARE(profile.phases[2].seconds, 120.0);
        QVERIFY(hasProblem(profile, QStringLiteral("HCCL_CONNECT_TIMEOUT=60 is not a whole number of seconds from 120 to 7200"),
                           Problem::Severity::Warning));
    }

    // Seed 002's job: every condition of routing planning, then each broken
    // in turn; live, each job node's ascend-rank-table annotation.
    void routingPlanningChecksTheSeedsConditions()
    {
        const auto seedJob = [] {
            Json job = volcanoJob({envVar("MA_NUM_GPUS", "8"), envVar("MA_NUM_HOSTS", "6")}, kSeedCommand);
            Json &task = job["spec"]["tasks"][0];
            task["replicas"] = 6;
            job["spec"]["minAvailable"] = 6;
            job["metadata"]["labels"]["ring-controller.cce"] = "ascend-1980";
            job["spec"]["plugins"] = {{"configmap1980", {"--rank-table-version=v2"}},
                                      {"env", Json::array()},
                                      {"svc", {"--publish-not-ready-addresses=true"}}};
            task["template"]["metadata"]["annotations"] = {{"cabinet", "cabinet"}};
            Json &container = task["template"]["spec"]["containers"][0];
            container["resources"] = {{"requests", {{"huawei.com/ascend-1980", "8"}}}, {"limits", {{"huawei.com/ascend-1980", "8"}}}};
            task["template"]["spec"]["affinity"]["podAntiAffinity"]["requiredDuringSchedulingIgnoredDuringExecution"] =
                Json::array({{{"labelSelector", {{"matchExpressions", Json::array({{{"key", "volcano.sh/job-name"}, {"operator", "In"},
                                                                                     {"values", {"job1"}}}})}}},
                              {"topologyKey", "kubernetes.io/hostname"}}});
            return job;
        };
        const std::string script = kSeedTrainScript;
        JobInputs inputs = liveInputs(seedJob(), script);
        for (int n = 0; n < 6; ++n)
            inputs.jobNodeRankTables[QStringLiteral("node-%1").arg(n)] = QStringLiteral("{\"tor\": \"leaf-1\"}");
        JobProfile profile = profileJob(inputs);
        Setting routing = settingOf(profile, "routing-planning");
        QVERIFY2(routing.state == SettingState::On, qPrintable(routing.note));
        QCOMPARE(routing.evidence, QStringLiteral("/spec/tasks/0/template/metadata/annotations/cabinet"));
        QVERIFY(routing.note.contains(QLatin1String("48 cards: advised for 512 or more")));

        // A node whose topology was not delivered: a conflict naming it.
        inputs.jobNodeRankTables[QStringLiteral("node-4")] = QString();
        routing = settingOf(profileJob(inputs), "routing-planning");
        QCOMPARE(routing.state, SettingState::Conflict);
        QCOMPARE(routing.evidence, QStringLiteral("node node-4:/metadata/annotations"));
        // A node that could not be read: unknown, not on.
        inputs.jobNodeRankTables[QStringLiteral("node-4")] = QStringLiteral("x");
        inputs.jobNodeErrors[QStringLiteral("node-7")] = QStringLiteral("forbidden");
        QCOMPARE(settingOf(profileJob(inputs), "routing-planning").state, SettingState::Unknown);

        // Each spec condition broken on its own: a conflict at its place.
        struct Broken { const char *what; std::function<void(Json &)> change; std::string script; const char *evidence; };
        const std::vector<Broken> broken{
            {"hosts disagree", [](Json &j) { j["spec"]["tasks"][0]["template"]["spec"]["containers"][0]["env"][1]["value"] = "5"; },
             script, "/spec/tasks/0/template/spec/containers/0/env/1/value"},
            {"minAvailable", [](Json &j) { j["spec"]["minAvailable"] = 4; }, script, "/spec/minAvailable"},
            {"cards", [](Json &j) { j["spec"]["tasks"][0]["template"]["spec"]["containers"][0]["env"][0]["value"] = "16"; },
             script, "/spec/tasks/0/template/spec/containers/0/resources/limits/huawei.com~1ascend-1980"},
            {"no v2", [](Json &j) { j["spec"]["plugins"]["configmap1980"] = {"--rank-table-version=v1"}; }, script,
             "/spec/plugins/configmap1980"},
            {"no svc", [](Json &j) { j["spec"]["plugins"].erase("svc"); }, script, "/spec/plugins"},
            {"no anti-affinity", [](Json &j) { j["spec"]["tasks"][0]["template"]["spec"].erase("affinity"); }, script,
             "/spec/tasks/0/template/spec/affinity"},
            {"mp.spawn", [](Json &) {}, "MASTER_ADDR=\"$MA_MASTER_INDEX\"\nNODE_RANK=$RANK_AFTER_ACC\npython /job/code/train.py\n",
             "/job/code/train.py:"},
            // The command exported RANK_AFTER_ACC=${VC_TASK_INDEX}: the same
            // text, but not the planned index.
            {"NODE_RANK", [](Json &) {}, "MASTER_ADDR=\"$MA_MASTER_INDEX\"\nNODE_RANK=${VC_TASK_INDEX}\npython -m torch.distributed.run /job/code/train.py\n",
             "/job/code/train_start.sh:2"},
            {"no bootstrap", [](Json &j) { j["spec"]["tasks"][0]["template"]["spec"]["containers"][0]["command"][2] =
                                               "export RANK_AFTER_ACC=${VC_TASK_INDEX}; bash /job/code/train_start.sh"; },
             script, "/spec/tasks/0/template/spec/containers/0/command"},
        };
        for (const Broken &b : broken) {
            Json job = seedJob();
            b.change(job);
            const std::string python = std::string(b.what) == "mp.spawn"
                ? "import torch.multiprocessing as mp\nmp.spawn(main, nprocs=8)\n" : "import torch\n";
            JobInputs one = liveInputs(job, b.script, python);
            one.jobNodeRankTables = inputs.jobNodeRankTables;
            one.jobNodeErrors.clear();
            const Setting setting = settingOf(profileJob(one), "routing-planning");
            QVERIFY2(setting.state == SettingState::Conflict, b.what);
            QVERIFY2(setting.evidence.startsWith(QLatin1String(b.evidence)), qPrintable(QStringLiteral("%1: %2 (%3)").arg(QLatin1String(b.what), setting.evidence, setting.note)));
        }

        // Seed 002: under 3 nodes planning is skipped; the job is not wrong.
        Json twoNodes = seedJob();
        twoNodes["spec"]["tasks"][0]["replicas"] = 2;
        twoNodes["spec"]["minAvailable"] = 2;
        twoNodes["spec"]["tasks"][0]["template"]["spec"]["containers"][0]["env"][1]["value"] = "2";
        const JobProfile small = profileJob(liveInputs(twoNodes, script));
        routing = settingOf(small, "routing-planning");
        QCOMPARE(routing.state, SettingState::Off);
        QCOMPARE(routing.evidence, QStringLiteral("/spec/tasks"));
        QVERIFY(routing.note.contains(QLatin1String("skipped: 2 node(s)")));
        QVERIFY(!hasProblem(small, QStringLiteral("routing-planning"), Problem::Severity::Warning));

        // The v2 rank table alone asks for nothing (ModelArts Lite jobs use it anyway).
        Json v2Only = volcanoJob({envVar("MA_NUM_GPUS", "8")});
        v2Only["spec"]["plugins"] = {{"configmap1980", {"--rank-table-version=v2"}}};
        QCOMPARE(settingOf(profileJob(liveInputs(v2Only, "torchrun train.py\n")), "routing-planning").state, SettingState::Off);
        // Not asked for: off. A MindCluster job: not shown at all.
        Json plain = volcanoJob({envVar("MA_NUM_GPUS", "8")});
        QCOMPARE(settingOf(profileJob(liveInputs(plain, "torchrun train.py\n")), "routing-planning").state, SettingState::Off);
        QVERIFY(!profileJob(liveInputs(volcanoJob(), "torchrun train.py\n")).setting(QStringLiteral("routing-planning")));
        // Offline, the nodes are not checked: unknown, and the note says why.
        inputs.live = false;
        inputs.jobNodeRankTables.clear();
        inputs.jobNodeErrors.clear();
        routing = settingOf(profileJob(inputs), "routing-planning");
        QCOMPARE(routing.state, SettingState::Unknown);
        QVERIFY(routing.note.contains(QLatin1String("checked live only")));
    }

    // Versions the image's name gives are judged, not left as notes: the
    // preset operator binaries need CANN 8.0.RC2, MindSpore's graph compile
    // cache 2.3.0.
    void versionsInTheImageAreJudged()
    {
        const char *binary = "import torch\ntorch.npu.set_compile_mode(jit_compile=False)\n";
        JobProfile profile = profileJob(liveInputs(volcanoJob({}, "bash /job/code/train_start.sh",
                                                              "example.com/ascend/pytorch:2.1.0-cann7.0.0"),
                                                   "torchrun train.py\n", binary));
        QCOMPARE(settingOf(profile, "operator-binary").state, SettingState::Conflict);
        QVERIFY(settingOf(profile, "operator-binary").note.contains(QLatin1String("the image has CANN 7.0.0")));
        profile = profileJob(liveInputs(volcanoJob(), "torchrun train.py\n", binary));
        QCOMPARE(settingOf(profile, "operator-binary").state, SettingState::On);
        QVERIFY(settingOf(profile, "operator-binary").note.contains(QLatin1String("CANN 8.0.RC2 (")));
        profile = profileJob(liveInputs(volcanoJob({}, "bash /job/code/train_start.sh", "example.com/ascend/pytorch:2.1.0"),
                                        "torchrun train.py\n", binary));
        QVERIFY(settingOf(profile, "operator-binary").note.contains(QLatin1String("does not say its CANN")));

        Json ms = volcanoJob({envVar("MS_COMPILER_CACHE_ENABLE", "1"), envVar("MS_COMPILER_CACHE_PATH", "/job/code/cache")},
                             "bash /job/code/train_start.sh", "example.com/ascend/mindspore:2.2.14-cann8.0.RC2");
        profile = profileJob(liveInputs(ms, "msrun train.py\n", "import mindspore\n"));
        QCOMPARE(profile.framework, QStringLiteral("mindspore"));
        QCOMPARE(settingOf(profile, "graph-compile-cache").state, SettingState::Conflict);
        QVERIFY(settingOf(profile, "graph-compile-cache").note.contains(QLatin1String("the image has 2.2.14")));
    }

};

QTEST_GUILESS_MAIN(TestJobProfileSeeds)
#include "tst_jobprofile_seeds.moc"
