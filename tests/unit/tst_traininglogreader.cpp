// The training-log reader against real logs (tests/data/traininglogs/, each
// with its source in SOURCES.md): MindSpeed-LLM, Megatron-LM (current and
// legacy), MindSpore's monitors, MindFormers, torch_npu's and HCCL's errors.
// Then the ways a log arrives: cut anywhere into chunks, timestamped by the
// kubelet, with long lines, binary and broken UTF-8; and profiles an
// operator adds, a bad one refused with its place.
#include "formats/traininglogprofile.h"
#include "formats/traininglogreader.h"

#include <QFile>
#include <QTest>

using namespace ascendops;

namespace {

QByteArray fixture(const char *name)
{
    QFile file(QStringLiteral(TEST_DATA_DIR "/traininglogs/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", name);
    return file.readAll();
}

TrainingLogSummary readWhole(const QByteArray &bytes, std::vector<TrainingLogProfile> profiles = builtInTrainingLogProfiles())
{
    TrainingLogReader reader(std::move(profiles));
    reader.feed(bytes);
    reader.finish();
    return reader.summary();
}

QList<qint64> steps(std::initializer_list<qint64> list)
{
    return QList<qint64>(list);
}

} // namespace

class TestTrainingLogReader : public QObject
{
    Q_OBJECT

private slots:
    void realLogs_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("framework");
        QTest::addColumn<qint64>("lastStep");
        QTest::addColumn<qint64>("totalSteps");
        QTest::addColumn<QList<qint64>>("saved");
        QTest::addColumn<qint64>("loaded");
        QTest::addColumn<QString>("errorStart");   // the error line starts with this; "" none
        // MindSpeed-LLM on torch_npu: "[time] iteration N/ M |", a plain-float loss.
        QTest::newRow("mindspeed-llm sft") << "mindspeed_llm_ds3_sft_npu.log" << "megatron" << 10LL << 10LL << steps({})
                                           << -1LL << "";
        // Iteration 1 starts in the middle of another rank's line.
        QTest::newRow("mindspeed-llm interleaved") << "mindspeed_llm_xiaoyi_sft_interleaved.log" << "megatron" << 11LL << 11LL
                                                   << steps({}) << -1LL << "";
        // MindSpeed-RL under Ray with ANSI colours; loads iteration 10.
        QTest::newRow("mindspeed-rl grpo") << "mindspeed_grpo_qwen_ckpt_load_ansi.log" << "megatron" << 3LL << 10LL
                                           << steps({}) << 10LL << "";
        // Megatron-LM: a checkpoint each iteration, no progress line printed yet.
        QTest::newRow("megatron save") << "megatron_lm_gpt2_ckpt_save.log" << "" << -1LL << -1LL << steps({1}) << -1LL << "";
        QTest::newRow("megatron interrupted") << "megatron_lm_gpt2_interrupted_during_save.log" << "" << -1LL << -1LL
                                              << steps({}) << -1LL
                                              << "torch.distributed.elastic.multiprocessing.api.SignalException: Process 5836";
        QTest::newRow("megatron resume") << "megatron_lm_gpt2_resume_load.log" << "" << -1LL << -1LL << steps({}) << 3LL << "";
        // Legacy Megatron v1: no colons, the saved iteration only in the path, two shards.
        QTest::newRow("megatron legacy") << "megatron_legacy_gpt2_mp2_ckpt_save.log" << "megatron" << 600LL << 600LL
                                         << steps({600}) << -1LL << "";
        // MindSpore's LossMonitor counts within the epoch.
        QTest::newRow("mindspore vit") << "mindspore_vit_lossmonitor.log" << "mindspore" << 125LL << -1LL << steps({})
                                       << -1LL << "";
        QTest::newRow("mindspore epochs") << "mindspore_lossmonitor_multi_epoch.log" << "mindspore" << 858LL << -1LL
                                          << steps({}) << -1LL << "";
        QTest::newRow("mindspore ei0006") << "mindspore_hccl_ei0006_socket_timeout.log" << "" << -1LL << -1LL << steps({})
                                          << -1LL << "EI0006: Getting socket times out.";
        // MindFormers prints the epoch's length: steps are global.
        QTest::newRow("mindformers") << "mindformers_llama2_13b_steps.log" << "mindformers" << 5LL << 38LL << steps({})
                                     << -1LL << "";
        QTest::newRow("mindformers stops") << "mindformers_global_norm_valueerror.log" << "mindformers" << 2LL << 13000LL
                                           << steps({}) << -1LL << "ValueError: Current global norm [47.329006] of step 2";
        QTest::newRow("torch_npu allreduce") << "torch_npu_hccl_allreduce_ei0006.log" << "" << -1LL << -1LL << steps({})
                                             << -1LL << "[rank1]: EI0006: [PID: 1292363]";
        QTest::newRow("torch_npu init") << "torch_npu_hccl_err02200_init.log" << "" << -1LL << -1LL << steps({}) << -1LL
                                        << "EJ0001: 2024-05-21-11:57:54.167.645 Failed to initialize the HCCP process.";
    }

    void realLogs()
    {
        QFETCH(QString, file);
        QFETCH(QString, framework);
        QFETCH(qint64, lastStep);
        QFETCH(qint64, totalSteps);
        QFETCH(QList<qint64>, saved);
        QFETCH(qint64, loaded);
        QFETCH(QString, errorStart);
        const TrainingLogSummary log = readWhole(fixture(file.toUtf8().constData()));
        QCOMPARE(log.framework, framework);
        QCOMPARE(log.lastStep, lastStep);
        QCOMPARE(log.totalSteps, totalSteps);
        QCOMPARE(log.checkpointsSaved, saved);
        QCOMPARE(log.checkpointLoaded, loaded);
        QVERIFY2(errorStart.isEmpty() ? log.error.isEmpty() : log.error.startsWith(errorStart),
                 qPrintable(QStringLiteral("[%1] [%2]").arg(errorStart, log.error)));
        // A log no profile reads says why, and never has a step.
        QCOMPARE(log.unknownReason.isEmpty(), log.known());
        if (!log.known())
            QVERIFY(log.unknownReason.contains(QLatin1String("matched the step pattern")));
    }

    void stepTimesAndPhases()
    {
        const TrainingLogSummary megatron = readWhole(fixture("mindspeed_llm_ds3_sft_npu.log"));
        QVERIFY(megatron.stepSeconds > 0);
        QCOMPARE(megatron.phase, QStringLiteral("training"));
        const TrainingLogSummary mindformers = readWhole(fixture("mindformers_global_norm_valueerror.log"));
        QCOMPARE(mindformers.stepSeconds, 7.637);    // per_step_time: 7637ms of step 2
        QCOMPARE(mindformers.epoch, 1LL);
        const TrainingLogSummary mindspore = readWhole(fixture("mindspore_lossmonitor_multi_epoch.log"));
        QCOMPARE(mindspore.epoch, 10LL);
        // The resumed Megatron run: loaded the checkpoint, compiling, no step yet.
        const TrainingLogSummary resumed = readWhole(fixture("megatron_lm_gpt2_resume_load.log"),
                                                     {*findTrainingLogProfile(builtInTrainingLogProfiles(), QStringLiteral("megatron"))});
        QCOMPARE(resumed.checkpointLoaded, 3LL);
        QVERIFY2(resumed.phase == QLatin1String("compile"), qPrintable(resumed.phase));
    }

    // Chunks cut anywhere (inside a line, inside a UTF-8 character) read the same as the whole.
    void chunksCutAnywhereReadTheSame()
    {
        const QByteArray log = fixture("mindspeed_llm_ds3_sft_npu.log") + QByteArray("\xe4\xb8\xad\xe6\x96\x87 ok\n");
        const TrainingLogSummary whole = readWhole(log);
        for (const int size : {1, 2, 3, 7, 64, 1000}) {
            TrainingLogReader reader;
            for (qsizetype at = 0; at < log.size(); at += size)
                reader.feed(log.mid(at, size));
            reader.finish();
            QCOMPARE(reader.summary().lastStep, whole.lastStep);
            QCOMPARE(reader.summary().lines, whole.lines);
            QCOMPARE(reader.summary().stepSeconds, whole.stepSeconds);
        }
    }

    // The kubelet's timestamps date the steps and are not part of the line.
    void timestampedLinesAreDated()
    {
        TrainingLogReader reader;
        reader.setTimestamped(true);
        reader.feed("2026-11-29T06:00:00.000000000Z  iteration       10/     100 | consumed samples: 1 |\n"
                    "2026-11-29T06:00:20.500000000Z  iteration       20/     100 | consumed samples: 2 |\n");
        const TrainingLogSummary &log = reader.summary();
        QCOMPARE(log.lastStep, 20LL);
        QCOMPARE(log.lastStepAtMs, parseRfc3339Ms("2026-11-29T06:00:20.5Z"));
        QCOMPARE(log.stepSeconds, 2.05);     // measured: 20.5 s over 10 steps
        QCOMPARE(parseRfc3339Ms("2026-11-29T08:00:00+02:00"), parseRfc3339Ms("2026-11-29T06:00:00Z"));
        QCOMPARE(parseRfc3339Ms("2026-11-29 06:00:00"), -1LL);
        QCOMPARE(parseRfc3339Ms("2026-13-29T06:00:00Z"), -1LL);
    }

    // An error followed by progress is not what the log ends in.
    void anErrorTheRunSurvivedIsNotTheEnd()
    {
        const TrainingLogSummary log = readWhole(" iteration 1/ 10 |\nRuntimeError: transient\n iteration 2/ 10 |\n");
        QCOMPARE(log.lastStep, 2LL);
        QVERIFY(log.error.isEmpty());
    }

    // Long lines, binary, NULs and broken UTF-8: read by their start, nothing thrown, bounded.
    void hostileInput()
    {
        QByteArray junk(3 * TrainingLogReader::kMaxLineBytes, 'x');
        junk += " iteration 7/ 9 |\n";   // past the cut: not read
        junk += QByteArray("\x00\xff\xfe\xc3 iteration 8/ 9 |\n", 22);
        TrainingLogReader reader;
        for (qsizetype at = 0; at < junk.size(); at += 4096)
            reader.feed(junk.mid(at, 4096));
        reader.finish();
        QCOMPARE(reader.summary().longLines, 1LL);
        QCOMPARE(reader.summary().lastStep, 8LL);
        QCOMPARE(reader.summary().lines, 2LL);
    }

    void addedProfilesAreReadAndBadOnesRefusedWithTheirPlace()
    {
        const Parsed<std::vector<TrainingLogProfile>> read = readTrainingLogProfiles(
            "{\"profiles\": ["
            "{\"name\": \"mytrainer\", \"step\": \"global_step=(?<step>\\\\d+) of (?<total>\\\\d+)\","
            " \"checkpointSaved\": \"ckpt written @ (?<step>\\\\d+)\", \"phases\": {\"link-setup\": \"rendezvous\"}},"
            "{\"name\": \"broken\", \"step\": \"step=(?<step>\\\\d+\"},"
            "{\"name\": \"nogroup\", \"step\": \"step=(\\\\d+)\"}"
            "]}");
        QVERIFY(read.ok());
        QCOMPARE(int(read->size()), 1);
        QCOMPARE(read.problems().size(), 2);
        QCOMPARE(read.problems()[0].pointer, std::string("/profiles/1/step"));
        QVERIFY(read.problems()[0].message.contains(QLatin1String("at character")));
        QCOMPARE(read.problems()[1].pointer, std::string("/profiles/2/step"));
        const TrainingLogSummary log = readWhole("rendezvous\nglobal_step=5 of 50\nckpt written @ 5\nRuntimeError: x\n", *read);
        QCOMPARE(log.framework, QStringLiteral("mytrainer"));
        QCOMPARE(log.lastStep, 5LL);
        QCOMPARE(log.totalSteps, 50LL);
        QCOMPARE(log.checkpointsSaved, steps({5}));
        QCOMPARE(log.error, QStringLiteral("RuntimeError: x"));   // the shared errors come with it
        QVERIFY(!readTrainingLogProfiles("{\"profiles\": 3}").ok());
        QVERIFY(!readTrainingLogProfiles("not json").ok());
    }
};

QTEST_GUILESS_MAIN(TestTrainingLogReader)
#include "tst_traininglogreader.moc"
