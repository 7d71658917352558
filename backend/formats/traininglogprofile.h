#pragma once
// How one training framework prints its progress: the regular expressions
// an operator would grep a pod's log for. A profile finds the step (and the
// total, when printed), the time a step took, checkpoints saved and loaded,
// the phases a (re)start goes through, and the errors a run ends in.
//
// Capture groups are named: `step` (required in the step pattern), `total`,
// `epoch`, `epochs` and `epochSteps` (frameworks that count steps within an epoch) in
// the step pattern; `ms` or `s` in the step-time pattern; `step` in the
// checkpoint patterns. The built-in profiles cover the layouts the
// frameworks the seeds name print (Megatron and the MindSpeed family,
// MindSpore's monitors, MindFormers' monitor); an operator adds more from a
// JSON file or a ConfigMap (readTrainingLogProfiles).
#include "core/result.h"

#include <QRegularExpression>
#include <QString>

#include <string_view>
#include <vector>

namespace ascendops {

// What the job's processes do after a (re)start, before training resumes.
// "link-setup": the collective's links come up (the first collective ends
// it); "checkpoint-load": the checkpoint is read; "compile": graphs are
// built; "training": steps advance.
struct TrainingPhaseMarker
{
    QString phase;
    QRegularExpression pattern;
};

struct TrainingLogProfile
{
    QString name;                       // "megatron", "mindspore", ...: what `--profile` names
    QString description;                // the frameworks and launchers it is for
    QRegularExpression step;            // (?<step>) and optionally (?<total>), (?<epoch>), (?<epochSteps>)
    QRegularExpression stepTime;        // (?<ms>) or (?<s>): how long a step took; may be empty
    QRegularExpression checkpointSaved; // (?<step>): a checkpoint that was written completely
    QRegularExpression checkpointLoaded;// (?<step>): the checkpoint training resumed from
    std::vector<TrainingPhaseMarker> phases;
    std::vector<QRegularExpression> errors;  // a line that says the run failed
    // Which jobs it is for when none is set: a regular expression over the
    // job's framework label, images and launch command; empty for none.
    QRegularExpression appliesTo;
};

// The built-in profiles, most specific first.
const std::vector<TrainingLogProfile> &builtInTrainingLogProfiles();
// A built-in or added profile by name; null when there is none.
const TrainingLogProfile *findTrainingLogProfile(const std::vector<TrainingLogProfile> &profiles, const QString &name);

// Profiles an operator adds, as JSON: {"profiles": [{"name": "...",
// "step": "regex", "total"...}]} with the members "name", "description",
// "step", "stepTime", "checkpointSaved", "checkpointLoaded", "phases"
// ({"link-setup": "regex", ...}), "errors" (["regex", ...]) and
// "appliesTo". A profile with a bad regular expression, or whose step
// pattern has no (?<step>) group, is refused with its place; the others
// are read. The errors they share with every framework (HCCL's and the
// runtime's) are added to each.
Parsed<std::vector<TrainingLogProfile>> readTrainingLogProfiles(std::string_view json);

// The error patterns every profile has: HCCL's and CANN's error codes, a
// collective's timeout, torch_npu's watchdog, a Python exception.
std::vector<QRegularExpression> commonTrainingErrors();

} // namespace ascendops
