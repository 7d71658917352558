// A job manifest in YAML (every document: jobs and ConfigMaps) and, after a
// line "#--8<--", a start script: the whole recovery-time profile, its
// recommendations' patches applied, and its JSON.
#include "kube/yamljson.h"
#include "recoverytime/jobprofile.h"

#include <QByteArray>

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace ascendops;
    const QByteArray input(reinterpret_cast<const char *>(data), qsizetype(size));
    const qsizetype cut = input.indexOf("\n#--8<--\n");
    const QByteArray manifest = cut < 0 ? input : input.left(cut);
    const Parsed<std::vector<nlohmann::json>> documents = kube::yamlDocumentsToJson(manifest);
    if (!documents)
        return 0;
    recoverytime::JobInputs inputs;
    for (const nlohmann::json &document : documents.value()) {
        if (!document.is_object())
            continue;
        if (document.value("kind", nlohmann::json()).is_string() && document["kind"] == "ConfigMap")
            inputs.configMaps[QStringLiteral("scripts")] = document;
        else if (inputs.job.is_null())
            inputs.job = document;
    }
    if (inputs.job.is_null())
        return 0;
    inputs.live = cut < 0;
    if (cut >= 0) {
        inputs.scripts.insert(QStringLiteral("train_start.sh"), input.mid(cut + 9));
        inputs.scripts.insert(QStringLiteral("train.py"), input.mid(cut + 9));
    }
    const recoverytime::JobProfile profile = recoverytime::profileJob(inputs);
    (void)recoverytime::profileToJson(profile).dump();
    for (const recoverytime::Recommendation &r : profile.recommendations) {
        if (r.change.patch.is_null())
            continue;
        try {
            inputs.job.patch(r.change.patch);   // a patch of a job that lacks its path may not apply
        } catch (const nlohmann::json::exception &) {
        }
    }
    return 0;
}
