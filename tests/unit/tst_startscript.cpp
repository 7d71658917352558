// The start-script reader: what a job's shell and Python scripts say
// (exports, launchers, directories, substitutions, here-documents, the
// bounds of expansion) and how Ascend versions order.
#include "formats/startscript.h"
#include "formats/versionorder.h"

#include <QTest>

using namespace ascendops;

class TestStartScript : public QObject
{
    Q_OBJECT

private slots:
    void shellExportsLaunchersAndDirectories()
    {
        const QByteArray script =
            "#!/bin/bash\n"
            "# export HCCL_ASYNC_ERROR_HANDLING=1   (a comment: not read)\n"
            "export BASE=/data A=1 QUOTED=\"two words\"\n"
            "CACHE=${BASE}/cache; export CACHE\n"
            "cd /job/code/scripts\n"
            "HCCL_EXEC_TIMEOUT=1800 torchrun --nnodes=4 \\\n"
            "    --nproc_per_node=8 main.py --save-interval 200 --data \"${BASE}/set\"\n"
            "python -m torch.distributed.run --nnodes 2 other.py\n"
            "source ./env.sh\n";
        const StartScriptFacts facts = readShellScript(QStringLiteral("/s/train_start.sh"), script);
        QVERIFY(facts.problems.isEmpty());
        QCOMPARE(facts.exportOf(QStringLiteral("QUOTED"))->value, QStringLiteral("two words"));
        QCOMPARE(facts.exportOf(QStringLiteral("CACHE"))->value, QStringLiteral("/data/cache"));
        QCOMPARE(facts.exportOf(QStringLiteral("CACHE"))->line, 4);
        QCOMPARE(facts.exportOf(QStringLiteral("HCCL_EXEC_TIMEOUT"))->value, QStringLiteral("1800"));
        QVERIFY(!facts.exportOf(QStringLiteral("HCCL_ASYNC_ERROR_HANDLING")));
        QCOMPARE(int(facts.launches.size()), 2);
        QCOMPARE(facts.launches[0].launcher, QStringLiteral("torchrun"));
        QCOMPARE(facts.launches[0].entry, QStringLiteral("main.py"));
        QCOMPARE(facts.launches[0].line, 6);
        QCOMPARE(facts.launches[0].arguments.last(), QStringLiteral("/data/set"));
        QCOMPARE(facts.launches[1].launcher, QStringLiteral("torch.distributed.run"));
        QCOMPARE(facts.checkpointInterval->value, 200LL);
        QCOMPARE(facts.directories.front().value, QStringLiteral("/job/code/scripts"));
        QCOMPARE(facts.scriptsRun.back().value, QStringLiteral("./env.sh"));
        QCOMPARE(facts.place(6), QStringLiteral("/s/train_start.sh:6"));
    }

    // --save DIR as MindSpeed-LLM's example scripts give it (CKPT_SAVE_DIR
    // set at the top, `--save ${CKPT_SAVE_DIR}` among torchrun's arguments),
    // and --save=DIR; one through a variable the script does not set is unknown.
    void checkpointSaveDirectory()
    {
        StartScriptFacts facts = readShellScript(QStringLiteral("/s/pretrain.sh"),
                                                 "CKPT_SAVE_DIR=\"/mnt/ckpt/llama2\"\n"
                                                 "torchrun $DISTRIBUTED_ARGS pretrain_gpt.py \\\n"
                                                 "    --save-interval 1000 \\\n"
                                                 "    --save ${CKPT_SAVE_DIR} \\\n"
                                                 "    --load ${CKPT_LOAD_DIR}\n");
        QVERIFY(facts.checkpointSaveDir);
        QCOMPARE(facts.checkpointSaveDir->value, QStringLiteral("/mnt/ckpt/llama2"));
        QCOMPARE(facts.checkpointSaveDir->line, 2);
        facts = readShellScript(QStringLiteral("/s/b.sh"), "python train.py --save=/data/out --save-interval=50\n");
        QVERIFY(facts.checkpointSaveDir);
        QCOMPARE(facts.checkpointSaveDir->value, QStringLiteral("/data/out"));
        facts = readShellScript(QStringLiteral("/s/c.sh"), "torchrun train.py --save ${NOT_SET}\n");
        QVERIFY(!facts.checkpointSaveDir);
        facts = readShellScript(QStringLiteral("/s/d.sh"), "torchrun train.py --save --load /x\n");
        QVERIFY(!facts.checkpointSaveDir);
    }

    void shellOwnDirectoryAndSubstitutions()
    {
        const QByteArray script = "ROOT_PATH=$(cd \"$(dirname \"$0\")\"; pwd)\n"
                                  "STAMP=$(date +%s; echo x)\n"
                                  "python -u \"${ROOT_PATH}\"/reset_process.py -p \"${train_pids[@]}\" & reset_pid=$!\n"
                                  "python ${ROOT_PATH}/../train.py &> log & train_pids[0]=$!\n";
        const StartScriptFacts facts = readShellScript(QStringLiteral("/job/scripts/train_start.sh"), script);
        QVERIFY(facts.problems.isEmpty());
        QCOMPARE(facts.exportOf(QStringLiteral("ROOT_PATH")), nullptr);   // a shell variable, not exported
        QVERIFY(facts.resetProcess);
        QCOMPARE(facts.resetProcess->line, 3);
        QCOMPARE(facts.launches.front().entry, QStringLiteral("/job/scripts/../train.py"));
        // The command substitution stays one word: `; echo x` starts no command.
        QCOMPARE(int(facts.launches.size()), 1);
    }

    void shellUnterminatedQuoteNamesItsLine()
    {
        const StartScriptFacts facts =
            readShellScript(QStringLiteral("start.sh"), "export A=1\nexport B=\"open\ntorchrun x.py\n");
        QCOMPARE(facts.problems.size(), 1);
        QVERIFY(facts.problems.front().isError());
        QCOMPARE(QString::fromStdString(facts.problems.front().pointer), QStringLiteral("start.sh:2"));
        QCOMPARE(facts.exportOf(QStringLiteral("A"))->value, QStringLiteral("1"));
    }

    void shellHeredocAndBadInterval()
    {
        const StartScriptFacts facts = readShellScript(QStringLiteral("s.sh"),
            "cat > cfg <<EOF\nexport NOT_A_VARIABLE=1\nEOF\ntorchrun main.py --save_interval=ten\n");
        QVERIFY(!facts.exportOf(QStringLiteral("NOT_A_VARIABLE")));
        QCOMPARE(facts.problems.size(), 1);
        QCOMPARE(facts.problems.front().line, 4);
        QVERIFY(!facts.checkpointInterval);
    }

    void pythonFacts()
    {
        const QByteArray source = "import os\n"
                                  "import torch_npu\n"
                                  "# torch.npu.set_compile_mode(jit_compile=True)\n"
                                  "torch.npu.set_compile_mode(jit_compile=False)\n"
                                  "ms.set_context(mode=0,\n"
                                  "               hccl_watchdog=False)\n"
                                  "os.environ[\"HCCL_ASYNC_ERROR_HANDLING\"] = \"0\"\n"
                                  "mindio_acp.save(state, path)\n"
                                  "torch.multiprocessing.spawn(main, nprocs=8)\n"
                                  "s = '# not a comment: mindio_acp.load(x)'\n";
        const StartScriptFacts facts = readPythonScript(QStringLiteral("train.py"), source);
        QVERIFY(facts.problems.isEmpty());
        QCOMPARE(facts.jitCompile->value, false);
        QCOMPARE(facts.jitCompile->line, 4);
        QCOMPARE(facts.hcclWatchdog->value, false);
        QCOMPARE(facts.hcclWatchdog->line, 6);
        QCOMPARE(facts.exportOf(QStringLiteral("HCCL_ASYNC_ERROR_HANDLING"))->line, 7);
        QCOMPARE(facts.mindioSave->line, 8);
        QVERIFY(facts.mindioLoad);   // inside a string: read, as a real call would be
        QCOMPARE(facts.launches.front().launcher, QStringLiteral("mp.spawn"));
        QCOMPARE(facts.framework->value, QStringLiteral("pytorch"));
        const StartScriptFacts open = readPythonScript(QStringLiteral("t.py"), "x = 1\ndoc = \"\"\"never closed\n");
        QCOMPARE(open.problems.size(), 1);
        QCOMPARE(open.problems.front().line, 2);
    }

    void shellLinesJoinedAsTheShellJoinsThem()
    {
        // A trailing backslash joins the next line; an escaped one (`\\`)
        // does not, nor does one inside a comment; a quote open at the end
        // of a line takes the lines up to its close.
        const StartScriptFacts facts = readShellScript(QStringLiteral("s.sh"),
            "export A=one\\\ntwo\n"         // 1-2: A=onetwo
            "export B=x\\\\\n"              // 3: B=x\ (escaped), ends there
            "export C=3 # note \\\n"        // 4: a comment is not continued
            "export D=4\n"                  // 5
            "export E=\"a\n\\\nb\"\n"       // 6-8: a quoted line break and a backslash
            "export F=6\n");                // 9
        QVERIFY(facts.problems.isEmpty());
        const auto lineOf = [&facts](const char *name) {
            const ScriptExport *exported = facts.exportOf(QLatin1String(name));
            return exported ? exported->line : -1;
        };
        QCOMPARE(lineOf("A"), 1);
        QCOMPARE(facts.exportOf(QStringLiteral("A"))->value, QStringLiteral("onetwo"));   // line 1 was found above
        QCOMPARE(lineOf("B"), 3);
        QCOMPARE(lineOf("D"), 5);
        QCOMPARE(lineOf("E"), 6);
        QCOMPARE(lineOf("F"), 9);
        // A quote never closed, thousands of lines on: named at the line it opens.
        const QByteArray open = "export G=1\necho \"" + QByteArray(20000, '\n');
        const StartScriptFacts unclosed = readShellScript(QStringLiteral("s.sh"), open);
        QCOMPARE(unclosed.problems.size(), 1);
        QCOMPARE(unclosed.problems.front().line, 2);
        QVERIFY(unclosed.exportOf(QStringLiteral("G")));
    }

    void shellExpansionsStopAtTheirBound()
    {
        // Each line doubles A: 40 lines would ask for a value of 2^40
        // characters. Past 1 MiB in all, references stay as written and
        // the line where that began is named; the script is still read.
        QByteArray script = "export A=x\n";
        for (int i = 0; i < 40; ++i)
            script += "A=$A$A\n";
        script += "export B=$A\nexport D=${A:-default}\nexport C=done\n";
        const StartScriptFacts facts = readShellScript(QStringLiteral("s.sh"), script);
        QCOMPARE(facts.problems.size(), 1);
        QCOMPARE(facts.problems.front().line, 21);   // lines 2 to 20 copied 2^20 - 2 characters
        QVERIFY(facts.problems.front().toString().contains(QLatin1String("kept as written")));
        const auto valueOf = [&facts](const char *name) {
            const ScriptExport *exported = facts.exportOf(QLatin1String(name));
            return exported ? exported->value : QStringLiteral("(not read)");
        };
        QCOMPARE(valueOf("B"), QStringLiteral("$A"));
        QCOMPARE(valueOf("D"), QStringLiteral("${A:-default}"));
        QCOMPARE(valueOf("C"), QStringLiteral("done"));
    }

    void shellHereDocumentsAndArithmetic()
    {
        // `$((1<<2))` shifts and `<<<` is a here-string: neither hides the lines after it.
        StartScriptFacts facts = readShellScript(QStringLiteral("s.sh"),
            "N=$((1<<2))\ngrep x <<< \"$N\"\necho \"a << b\"\nexport AFTER=1\n");
        QVERIFY(facts.problems.isEmpty());
        QVERIFY(facts.exportOf(QStringLiteral("AFTER")));
        // A here-document that never ends is named; nothing after it is read as code.
        facts = readShellScript(QStringLiteral("s.sh"), "cat <<EOF\nexport HIDDEN=1\n");
        QCOMPARE(facts.problems.size(), 1);
        QCOMPARE(facts.problems.front().line, 1);
        QVERIFY(!facts.exportOf(QStringLiteral("HIDDEN")));
        // An interval from a variable the script does not set is unknown, not wrong.
        facts = readShellScript(QStringLiteral("s.sh"), "torchrun main.py --save-interval ${INTERVAL}\n");
        QCOMPARE(facts.problems.size(), 1);
        QCOMPARE(facts.problems.front().severity, Problem::Severity::Note);
    }

    // torch_npu installed at start, in the forms pip takes: a requirement
    // (the installation guide's `pip3 install torch-npu==2.1.0.post17`), a
    // wheel file, `python -m pip`; the last install is what is imported.
    void torchNpuInstalledByPip()
    {
        StartScriptFacts facts = readShellScript(QStringLiteral("s.sh"),
            "pip3 install pyyaml setuptools\npip3 install torch-npu==2.1.0.post17\ntorchrun train.py\n");
        QVERIFY(facts.torchNpuPackage);
        QCOMPARE(facts.torchNpuPackage->value, QStringLiteral("2.1.0.post17"));
        QCOMPARE(facts.torchNpuPackage->line, 2);
        facts = readShellScript(QStringLiteral("s.sh"),
            "pip install --no-deps /tmp/whl/torch_npu-2.1.0.post8-cp39-cp39-manylinux_2_17_aarch64.whl\n"
            "python3 -m pip -q install torch_npu==2.4.0.post2 -i https://mirrors.example.com/simple\n");
        QCOMPARE(facts.torchNpuPackage->value, QStringLiteral("2.4.0.post2"));
        QCOMPARE(facts.torchNpuPackage->line, 2);
        QVERIFY(facts.launches.empty());   // pip starts no training
        // Another package, or pip doing something else, says nothing.
        facts = readShellScript(QStringLiteral("s.sh"), "pip3 install torch==2.1.0\npip3 download torch-npu==2.1.0.post8\n");
        QVERIFY(!facts.torchNpuPackage);
    }

    void versions()
    {
        QVERIFY(compareVersions(QStringLiteral("8.0.RC2"), QStringLiteral("8.0.RC1")) > 0);
        QVERIFY(compareVersions(QStringLiteral("8.0.RC3"), QStringLiteral("8.0.0")) < 0);
        QVERIFY(compareVersions(QStringLiteral("2.1"), QStringLiteral("2.1.0")) == 0);
        QVERIFY(compareVersions(QStringLiteral("2.4.10"), QStringLiteral("2.4")) > 0);
        QVERIFY(compareVersions(QStringLiteral("1.11.0"), QStringLiteral("2.1")) < 0);
    }
};

QTEST_GUILESS_MAIN(TestStartScript)
#include "tst_startscript.moc"
