// Objects as a client posts them to the embedded cluster, with its
// controllers running: what its API server accepts, every controller must
// be able to read. The first byte picks the resource and the write (create,
// create then delete, or a merge patch or a JSON patch onto an object the
// cluster already holds, put back afterwards); the rest is the JSON body. A
// controller that throws on an accepted object aborts the run. The cluster
// is shared by every input and its controllers keep real timers, so a crash
// may need the inputs before it: run the corpus, not the one file.
#include "sim/apiserver/apiresource.h"
#include "sim/seed/simpreset.h"
#include "sim/simcluster.h"
#include "sim/store/objectmeta.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <nlohmann/json.hpp>

#include <array>
#include <cstdint>
#include <memory>

namespace {

using nlohmann::json;
using namespace ascendops::sim;

// Runs the controllers' queued work and due timers for a few milliseconds.
void settle()
{
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < 4)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 2);
}

SimCluster &cluster()
{
    static int argc = 1;
    static char name[] = "fuzz_simwrites";
    static char *argv[] = {name, nullptr};
    static QCoreApplication app(argc, argv);
    // The smallest preset, its modeled seconds as milliseconds: a pod is
    // deleted and made again within the few milliseconds each input gets.
    static SimCluster sim(*findPreset("a2-small"), 1000.0);
    return sim;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size < 1)
        return 0;
    SimCluster &sim = cluster();
    ObjectStore &store = sim.store();
    // A fixed list, in the order the seeds were made in: a resource served
    // later must not give every seed another meaning.
    static const std::vector<const ApiResource *> resources = [] {
        std::vector<const ApiResource *> fixed;
        for (const auto &[group, version, plural] : std::vector<std::array<const char *, 3>>{
                 {"", "v1", "namespaces"}, {"", "v1", "nodes"}, {"", "v1", "pods"}, {"", "v1", "configmaps"},
                 {"", "v1", "events"}, {"coordination.k8s.io", "v1", "leases"}, {"batch.volcano.sh", "v1alpha1", "jobs"},
                 {"mindxdl.gitee.com", "v1", "ascendjobs"}, {"scheduling.volcano.sh", "v1beta1", "podgroups"},
                 {"bus.volcano.sh", "v1alpha1", "commands"}, {"sim.ascendops.io", "v1alpha1", "faults"}})
            fixed.push_back(findResource(group, version, plural));
        return fixed;
    }();
    const ApiResource &resource = *resources[data[0] % resources.size()];
    const int write = data[0] / resources.size() % 4;
    const auto *text = reinterpret_cast<const char *>(data + 1);
    const json body = json::parse(text, text + size - 1, nullptr, false);
    if (body.is_discarded())
        return 0;
    const std::string ns = resource.namespaced ? "default" : "";
    if (write < 2) {
        const StoreResult created = store.create(resource, ns, body, false);
        settle();
        if (created && write == 1) {
            store.remove(resource, ns, metaString(created.object->value, "name"), {}, false);
            settle();
        }
        return 0;
    }
    const ListResult present = store.list(resource, ns, LabelSelector(), FieldSelector());
    if (present.items.empty())
        return 0;
    const ObjectPtr before = present.items.front();
    const std::string name = metaString(before->value, "name");
    // A JSON patch is the one write that can store a null where the types say text.
    const PatchType type = write == 2 ? PatchType::Merge : PatchType::Json;
    if (store.patch(resource, ns, name, type, body, false)) {
        settle();
        if (const StoreResult now = store.get(resource, ns, name)) {
            json restored = before->value;
            restored["metadata"]["resourceVersion"] = metaString(now.object->value, "resourceVersion");
            store.update(resource, ns, name, restored, false);
            settle();
        }
    }
    return 0;
}
