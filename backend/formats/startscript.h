#pragma once
// What a training job's start scripts say about its recovery settings: the
// shell script its container runs (train_start.sh in the recovery-time
// documents) and the Python entry point that script launches. Neither is run
// or fully parsed; the reader looks for the lines the documents name:
//   shell:  `export NAME=VALUE` (and plain assignments, for ${NAME} in later
//           lines), `cd DIR`, the launcher (torchrun, torch_npu_run,
//           python -m torch.distributed.launch/run, msrun, python X.py),
//           `bash X.sh` / `source X.sh`, reset_process.py, the checkpoint
//           interval among a launcher's arguments;
//   Python: torch.npu.set_compile_mode(jit_compile=...),
//           set_context(hccl_watchdog=...), MindIO ACP (mindio_acp save and
//           load), mp.spawn, os.environ["NAME"] = "VALUE", the framework it
//           imports.
// A line the reader cannot split (an unterminated quote) is a problem with
// its line; facts from the other lines stay. Problems carry "FILE:LINE" in
// `pointer` (a place in a script, not a JSON pointer).
#include "core/problem.h"

#include <QByteArrayView>
#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace ascendops {

// A fact and the line it was read from (1-based).
template <typename T>
struct ScriptFact
{
    T value{};
    int line = 0;
};

// A script another one runs: its path as named, and for a shell script the
// words after it, its positional parameters ($1, $2, ...).
struct ScriptRun
{
    QString value;
    int line = 0;
    QStringList arguments;
};

struct ScriptExport
{
    QString name;
    QString value;      // ${NAME} references expanded where the script set NAME
    int line = 0;
    bool exported = true;   // `export` or os.environ; false: a shell variable only
    // The variables the value names as written, expanded or not
    // (NODE_RANK="$RANK_AFTER_ACC" -> RANK_AFTER_ACC).
    QStringList references;
};

struct ScriptLaunch
{
    // torchrun, torch_npu_run, torch.distributed.launch, torch.distributed.run,
    // msrun, python (a plain `python X.py`), mp.spawn
    QString launcher;
    QString entry;          // the Python file it starts ("" for mp.spawn)
    QStringList arguments;  // after the entry point
    int line = 0;
};

struct StartScriptFacts
{
    QString file;           // as the reader was given it: a path, or a JSON pointer for a command
    std::vector<ScriptExport> exports;
    std::vector<ScriptLaunch> launches;
    std::vector<ScriptRun> scriptsRun;              // bash X.sh, source X.sh, python X.py: the paths named
    std::vector<ScriptFact<QString>> directories;   // cd DIR, in order
    std::optional<ScriptFact<bool>> jitCompile;     // set_compile_mode(jit_compile=...)
    std::optional<ScriptFact<bool>> hcclWatchdog;   // set_context(hccl_watchdog=...)
    std::optional<ScriptFact<bool>> resetProcess;   // reset_process.py started
    std::optional<ScriptFact<bool>> mindioSave;     // mindio_acp.save / async save
    std::optional<ScriptFact<bool>> mindioLoad;     // mindio_acp.load
    std::optional<ScriptFact<long long>> checkpointInterval;   // --save-interval N and its kin
    // --save DIR (Megatron, MindSpeed-LLM): where the checkpoints go, as the
    // processes see it, variables expanded; unset when it names one the
    // script does not set.
    std::optional<ScriptFact<QString>> checkpointSaveDir;
    std::optional<ScriptFact<QString>> framework;   // pytorch or mindspore, from an import
    std::optional<ScriptFact<bool>> mc2;            // a launcher given --use-ascend-mc2 (MindSpeed)
    // Multimodal training: a launcher given MindSpeed-MM's own --mm-model or
    // --mm-data (its examples launch pretrain_vlm.py and kin with them).
    std::optional<ScriptFact<QString>> multimodal;
    std::optional<ScriptFact<bool>> graphMode;      // torchair (PyTorch's graph mode) imported
    std::optional<ScriptFact<QString>> torchNpuPackage;   // "2.1.0.post8", from a pip install of torch_npu
    Problems problems;

    // The last export of NAME (the value the launched processes see), or nothing.
    const ScriptExport *exportOf(const QString &name) const;
    // "FILE:LINE" for evidence and problems.
    QString place(int line) const;
};

// `environment` holds variables the script inherits (the pod's env), for
// ${NAME} expansion; the script's own assignments follow it.
StartScriptFacts readShellScript(const QString &file, QByteArrayView text,
                                 const QHash<QString, QString> &environment = {});
StartScriptFacts readPythonScript(const QString &file, QByteArrayView text);
// By the name's extension (.py) or a Python shebang; a shell script otherwise.
StartScriptFacts readStartScript(const QString &file, QByteArrayView text,
                                 const QHash<QString, QString> &environment = {});

} // namespace ascendops
