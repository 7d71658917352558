#include "formats/traininglogprofile.h"

#include "formats/jsondocument.h"

#include <nlohmann/json.hpp>

namespace ascendops {

namespace {

using Json = nlohmann::json;

QRegularExpression pattern(const char *text)
{
    QRegularExpression expression(QString::fromUtf8(text));
    expression.optimize();
    return expression;
}

// Megatron-LM and what is built on it (MindSpeed, MindSpeed-LLM, ModelLink):
// the last rank prints " iteration  N/ M | ... elapsed time per iteration
// (ms): T | ..."; rank 0 prints the checkpoints saved and loaded.
TrainingLogProfile megatron()
{
    TrainingLogProfile profile;
    profile.name = QStringLiteral("megatron");
    profile.description = QStringLiteral("Megatron-LM, MindSpeed, MindSpeed-LLM, ModelLink (PyTorch with torch_npu)");
    // " iteration      10/    1000 |" (MindSpeed-RL: "iteration: 1 / 10 |");
    // not anchored: ranks' output interleaves, launchers prefix lines.
    profile.step = pattern(R"(\biteration:?\s+(?<step>\d+)\s*/\s*(?<total>\d+)\s*\|)");
    profile.stepTime = pattern(R"(elapsed time per iteration \(ms\):\s*(?<ms>[0-9.]+))");
    // "successfully saved checkpoint at (from) iteration N to DIR"; the
    // legacy layout names only the path: "successfully saved .../iter_0000300/...".
    profile.checkpointSaved = pattern(R"(successfully saved (?:checkpoint (?:from|at) iteration\s+|\S*\biter_0*(?=\d))(?<step>\d+))");
    // The load starts with the checkpoint's iteration; the "successfully
    // loaded" line after it may say 0 (a fine-tuning load) and ends the load.
    profile.checkpointLoaded = pattern(R"(\bloading (?:release |distributed )?checkpoint from \S+ at iteration\s+(?<step>\d+))");
    profile.phases = {
        {QStringLiteral("link-setup"), pattern(R"(initializing torch distributed|initializ(?:ing|ed) (?:tensor|pipeline|data|expert) model parallel)")},
        {QStringLiteral("checkpoint-load"), pattern(R"(\bloading (?:release |distributed )?checkpoint from)")},
        // From the checkpoint in to the first step, graphs are built and compiled.
        {QStringLiteral("compile"), pattern(R"(successfully loaded checkpoint from|building \S+ model)")},
    };
    profile.appliesTo = pattern(R"((?i)megatron|mindspeed|modellink|torch|pytorch|pretrain_gpt|posttrain_gpt)");
    return profile;
}

// MindFormers' monitor: "{ Epoch:[  1/  2], step:[   10/  100], loss: ...,
// per_step_time: 1234ms, ... }", steps counted within an epoch.
TrainingLogProfile mindformers()
{
    TrainingLogProfile profile;
    profile.name = QStringLiteral("mindformers");
    profile.description = QStringLiteral("MindFormers (MindSpore)");
    profile.step = pattern(R"(Epoch:\s*\[\s*(?<epoch>\d+)\s*/\s*(?<epochs>\d+)\s*\],\s*step:\s*\[\s*(?<step>\d+)\s*/\s*(?<epochSteps>\d+)\s*\])");
    profile.stepTime = pattern(R"(per_step_time:\s*(?<ms>[0-9.]+)\s*ms)");
    profile.phases = {
        {QStringLiteral("checkpoint-load"), pattern(R"((?i)start load checkpoint|load checkpoint from)")},
        {QStringLiteral("compile"), pattern(R"((?i)start training|building model|compil)")},
    };
    profile.appliesTo = pattern(R"((?i)mindformers|run_mindformer)");
    return profile;
}

// MindSpore's LossMonitor and TimeMonitor: "epoch: 1 step: 10, loss is
// 2.3" and "epoch time: ... ms, per step time: ... ms", steps counted
// within an epoch.
TrainingLogProfile mindspore()
{
    TrainingLogProfile profile;
    profile.name = QStringLiteral("mindspore");
    profile.description = QStringLiteral("MindSpore (LossMonitor, TimeMonitor)");
    profile.step = pattern(R"(\bepoch:\s*(?<epoch>\d+),?\s+step:\s*(?<step>\d+),?\s+loss is)");
    profile.stepTime = pattern(R"(per step time:\s*(?<ms>[0-9.]+)\s*ms)");
    profile.phases = {
        {QStringLiteral("checkpoint-load"), pattern(R"((?i)load(?:ing)?[ _]checkpoint)")},
        {QStringLiteral("compile"), pattern(R"((?i)start compil|graph compil)")},
    };
    profile.appliesTo = pattern(R"((?i)mindspore)");
    return profile;
}

std::vector<TrainingLogProfile> withCommonErrors(std::vector<TrainingLogProfile> profiles)
{
    for (TrainingLogProfile &profile : profiles) {
        std::vector<QRegularExpression> errors = commonTrainingErrors();
        errors.insert(errors.end(), profile.errors.begin(), profile.errors.end());
        profile.errors = std::move(errors);
    }
    return profiles;
}

// One regular expression of an added profile: compiled, or the problem at its place.
bool readPattern(const Json &member, const std::string &pointer, QRegularExpression *out, Problems *problems)
{
    if (!member.is_string()) {
        problems->append(Problem::error(pointer, QStringLiteral("expected a regular expression (a string), found %1")
                                                     .arg(jsonTypeName(member))));
        return false;
    }
    QRegularExpression expression(QString::fromStdString(member.get<std::string>()));
    if (!expression.isValid()) {
        problems->append(Problem::error(pointer, QStringLiteral("not a valid regular expression at character %1: %2")
                                                     .arg(expression.patternErrorOffset() + 1)
                                                     .arg(expression.errorString())));
        return false;
    }
    expression.optimize();
    *out = std::move(expression);
    return true;
}

bool hasGroup(const QRegularExpression &expression, const QString &group)
{
    return expression.namedCaptureGroups().contains(group);
}

// The members of one added profile; false (with the problems) when any is wrong.
bool readProfile(const Json &entry, const std::string &at, TrainingLogProfile *profile, Problems *problems)
{
    if (!entry.is_object()) {
        problems->append(Problem::error(at, QStringLiteral("expected a profile (an object), found %1").arg(jsonTypeName(entry))));
        return false;
    }
    const qsizetype before = problems->size();
    const auto name = entry.find("name");
    if (name == entry.end() || !name->is_string() || name->get<std::string>().empty())
        problems->append(Problem::error(at + "/name", QStringLiteral("a profile needs a name")));
    else
        profile->name = QString::fromStdString(name->get<std::string>());
    if (const auto description = entry.find("description"); description != entry.end() && description->is_string())
        profile->description = QString::fromStdString(description->get<std::string>());
    const auto step = entry.find("step");
    if (step == entry.end())
        problems->append(Problem::error(at + "/step", QStringLiteral("a profile needs a step pattern")));
    else if (readPattern(*step, at + "/step", &profile->step, problems) && !hasGroup(profile->step, QStringLiteral("step")))
        problems->append(Problem::error(at + "/step", QStringLiteral("the step pattern has no (?<step>...) group")));
    const std::pair<const char *, QRegularExpression *> optional[] = {
        {"stepTime", &profile->stepTime},
        {"checkpointSaved", &profile->checkpointSaved},
        {"checkpointLoaded", &profile->checkpointLoaded},
        {"appliesTo", &profile->appliesTo},
    };
    for (const auto &[key, out] : optional)
        if (const auto member = entry.find(key); member != entry.end())
            readPattern(*member, at + "/" + key, out, problems);
    if (const auto phases = entry.find("phases"); phases != entry.end()) {
        if (!phases->is_object())
            problems->append(Problem::error(at + "/phases", QStringLiteral("expected phases by name (an object)")));
        else
            for (auto it = phases->begin(); it != phases->end(); ++it) {
                TrainingPhaseMarker marker{QString::fromStdString(it.key()), {}};
                if (readPattern(it.value(), at + "/phases/" + it.key(), &marker.pattern, problems))
                    profile->phases.push_back(std::move(marker));
            }
    }
    if (const auto errors = entry.find("errors"); errors != entry.end()) {
        if (!errors->is_array())
            problems->append(Problem::error(at + "/errors", QStringLiteral("expected a list of regular expressions")));
        else
            for (std::size_t i = 0; i < errors->size(); ++i) {
                QRegularExpression error;
                if (readPattern((*errors)[i], at + "/errors/" + std::to_string(i), &error, problems))
                    profile->errors.push_back(std::move(error));
            }
    }
    return problems->size() == before;
}

} // namespace

std::vector<QRegularExpression> commonTrainingErrors()
{
    return {
        // CANN's and HCCL's error codes (EI0006: a collective's socket
        // timed out; EE9999, EL0004, ...) and torch_npu's ERR02200-style ones.
        pattern(R"(\b(?:E[A-Z]\d{4}|ERR\d{5})\b)"),
        pattern(R"((?i)watchdog caught collective operation timeout|hccl function error)"),
        // The last line of a Python traceback, and a process that died.
        // (after a launcher's "[rank1]: " too).
        pattern(R"((?:^|\s)[A-Za-z_][A-Za-z0-9_.]*(?:Error|Exception):)"),
        pattern(R"(Segmentation fault|core dumped|exitcode\s*:\s*-?\d+)"),
    };
}

const std::vector<TrainingLogProfile> &builtInTrainingLogProfiles()
{
    static const std::vector<TrainingLogProfile> profiles = withCommonErrors({megatron(), mindformers(), mindspore()});
    return profiles;
}

const TrainingLogProfile *findTrainingLogProfile(const std::vector<TrainingLogProfile> &profiles, const QString &name)
{
    for (const TrainingLogProfile &profile : profiles)
        if (profile.name == name)
            return &profile;
    return nullptr;
}

Parsed<std::vector<TrainingLogProfile>> readTrainingLogProfiles(std::string_view json)
{
    Parsed<Json> document = parseJsonDocument(json);
    if (!document)
        return Parsed<std::vector<TrainingLogProfile>>::failure(document.problems());
    const Json &root = document.value();
    const auto list = root.is_object() ? root.find("profiles") : root.end();
    if (!root.is_object() || list == root.end() || !list->is_array())
        return Parsed<std::vector<TrainingLogProfile>>::failure(
            Problem::error("/profiles", QStringLiteral("expected {\"profiles\": [ ... ]}")));
    std::vector<TrainingLogProfile> profiles;
    Problems problems;
    for (std::size_t i = 0; i < list->size(); ++i) {
        TrainingLogProfile profile;
        if (readProfile((*list)[i], "/profiles/" + std::to_string(i), &profile, &problems))
            profiles.push_back(std::move(profile));
    }
    if (profiles.empty() && hasErrors(problems))
        return Parsed<std::vector<TrainingLogProfile>>::failure(problems);
    return {withCommonErrors(std::move(profiles)), problems};
}

} // namespace ascendops
