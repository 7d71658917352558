// A job manifest in YAML (every document: jobs and ConfigMaps) and, after a
// line "#--8<--", a start script: the whole recovery-time profile, its
// recommendations' patches applied, and its JSON; the job's operator retry
// as the pipeline reads it; a ConfigMap's hccl.json as the rank table each
// Pod of the manifest (or the job, when it has none) might borrow a lane in;
// the Pods' images as those of MindCluster's components.
#include "formats/jobretry.h"
#include "formats/operatorranktable.h"
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
    std::vector<const nlohmann::json *> pods;
    for (const nlohmann::json &document : documents.value()) {
        if (!document.is_object())
            continue;
        if (document.value("kind", nlohmann::json()).is_string() && document["kind"] == "Pod") {
            pods.push_back(&document);
            // Its images, as those of MindCluster's components' pods.
            const nlohmann::json *containers = document.contains("spec") && document["spec"].is_object()
                ? document["spec"].value("containers", nlohmann::json()).is_array() ? &document["spec"]["containers"] : nullptr
                : nullptr;
            for (std::size_t i = 0; containers && i < containers->size(); ++i)
                if ((*containers)[i].is_object() && (*containers)[i].value("image", nlohmann::json()).is_string())
                    inputs.components.push_back({QString::fromStdString((*containers)[i]["image"].get<std::string>()),
                                                 QStringLiteral("pod"), QStringLiteral("node-1"),
                                                 QString::fromStdString((*containers)[i].dump())});
        }
        else if (document.value("kind", nlohmann::json()).is_string() && document["kind"] == "ConfigMap")
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
    (void)readJobRetry(inputs.job);
    for (const auto &[name, map] : inputs.configMaps) {
        const nlohmann::json *table = map.contains("data") && map["data"].is_object() && map["data"].contains("hccl.json")
            ? &map["data"]["hccl.json"] : nullptr;
        if (!table || !table->is_string())
            continue;
        for (const nlohmann::json *pod : pods.empty() ? std::vector<const nlohmann::json *>{&inputs.job} : pods)
            for (int die : {0, 1, 15, -1})
                (void)rankTableGivesBackupLane(table->get<std::string>(), *pod, die);
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
