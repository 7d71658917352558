// The embedded cluster's fleet (sim/seed/fleetobjects, sim/controllers/
// fleetchurn) on a small one: every kind of work is there, running pods hold
// one die each and never the same one, finished and queued pods hold none,
// the fleet's objects are marked and the preset's job is not; and the churn
// keeps N pod writes a minute without the fleet growing or a die being held
// twice, on the manual clock.
#include "core/clock.h"
#include "formats/operatorranktable.h"
#include "sim/apiserver/apiresource.h"
#include "sim/controllers/deviceallocation.h"
#include "sim/controllers/fleetchurn.h"
#include "sim/seed/clusterbuilder.h"
#include "sim/seed/clusterseed.h"
#include "sim/seed/simpreset.h"
#include "sim/store/jobobjects.h"
#include "sim/store/objectmeta.h"
#include "sim/store/objectstore.h"

#include <QTest>

#include <map>
#include <set>

using namespace ascendops;
using namespace ascendops::sim;
using Json = nlohmann::json;

namespace {

// a3-fleet's shape, small: 2 super-pods of 2 job servers, 9 fleet servers
// and a spare each; 8 training jobs.
SimPreset smallFleet()
{
    SimPreset p = *findPreset("a3-fleet");
    p.superPods = 2;
    p.serversPerSuperPod = 2;
    p.fleetServersPerSuperPod = 9;
    p.fleetTrainingJobs = 8;
    return p;
}

std::string nodeOf(const Json &pod)
{
    return pod.value("spec", Json::object()).value("nodeName", "");
}

// node/die of each Running pod that holds a die; QFAIL-worthy when two hold one.
std::map<std::string, std::string> heldDies(const std::vector<ObjectPtr> &pods, std::string *twice)
{
    std::map<std::string, std::string> holder;
    for (const ObjectPtr &pod : pods) {
        const std::string chips = objects::annotationOf(pod->value, "huawei.com/Ascend910");
        if (objects::podPhase(pod->value) != "Running" || chips.empty())
            continue;
        const std::string place = nodeOf(pod->value) + '/' + chips;
        if (!holder.emplace(place, metaString(pod->value, "name")).second && twice->empty())
            *twice = place + " by " + holder[place] + " and " + metaString(pod->value, "name");
    }
    return holder;
}

std::vector<ObjectPtr> listAll(const ObjectStore &store, const ApiResource &resource)
{
    return store.list(resource, "", LabelSelector(), FieldSelector()).items;
}

} // namespace

class TestSimFleet : public QObject
{
    Q_OBJECT

private slots:
    void theFullFleetIsOfItsSize()
    {
        const SimPreset p = *findPreset("a3-fleet");
        QCOMPARE(presetProblem(p), std::string());
        QCOMPARE(p.totalServers(), 1078);
        QCOMPARE(p.jobServers() + p.fleetServers(), 1056);   // A3 servers, besides 22 spares
        QCOMPARE(p.jobServers(), 176);                        // the preset's job: 1 to 256 pods, as the others
        QCOMPARE(p.fleetTrainingJobs + 1 + 3, 300);           // with the preset's job and the three queued
    }

    void everyKindOfWorkIsThere()
    {
        const SimPreset p = smallFleet();
        ObjectStore store;
        QVERIFY(seedCluster(store, buildClusterObjects(p)) > 0);
        const std::vector<ObjectPtr> nodes = listAll(store, objects::nodes());
        QCOMPARE(int(nodes.size()), p.totalServers());

        // The per-node daemons: one pod of each DaemonSet on every node.
        const std::vector<ObjectPtr> daemonSets = listAll(store, *findResource("apps", "v1", "daemonsets"));
        QCOMPARE(int(daemonSets.size()), 8);
        std::map<std::string, std::set<std::string>> nodesOfDaemon;
        for (const ObjectPtr &pod : listAll(store, objects::pods()))
            if (const std::string app = objects::labelOf(pod->value, "app"); !app.empty() && pod->value["spec"].value("hostNetwork", false))
                nodesOfDaemon[app].insert(nodeOf(pod->value));
        QCOMPARE(int(nodesOfDaemon.size()), 8);
        for (const auto &[daemon, on] : nodesOfDaemon)
            QVERIFY2(int(on.size()) == p.totalServers(), daemon.c_str());

        // The training jobs: both kinds, in the teams' namespaces, each with
        // its PodGroup and rank table; the preset's job is not the fleet's.
        int fleetJobs = 0, ascendJobs = 0;
        for (const ObjectPtr &job : objects::allJobs(store)) {
            if (!objects::isFleetObject(job->value)) {
                QVERIFY(metaString(job->value, "namespace") == "default");
                continue;
            }
            ++fleetJobs;
            ascendJobs += objects::isAscendJob(job->value);
            const std::string ns = metaString(job->value, "namespace"), name = metaString(job->value, "name");
            QVERIFY(ns != "default");
            QVERIFY2(store.get(objects::podGroups(), ns, name), name.c_str());
            QVERIFY2(store.get(objects::configMaps(), ns, kRingsConfigPrefix + name), name.c_str());
            const std::vector<ObjectPtr> pods = objects::podsOfJob(store, ns, name);
            const std::string phase = objects::jobPhase(job->value);
            for (const ObjectPtr &pod : pods) {
                QVERIFY(objects::isFleetObject(pod->value));
                if (phase == "Running")
                    QCOMPARE(objects::podPhase(pod->value), std::string("Running"));
                if (phase == "Pending")
                    QVERIFY(nodeOf(pod->value).empty());
                if (phase == "Completed" || phase == "Failed")
                    QVERIFY(objects::podPhase(pod->value) == "Succeeded" || objects::podPhase(pod->value) == "Failed");
            }
            if (phase == "Running") {
                // The operator's table has a device for each pod, one die each.
                const std::string table = objects::dataOf(store.get(objects::configMaps(), ns, kRingsConfigPrefix + name).object->value, kRankTableKey);
                const Json parsed = Json::parse(table);
                QCOMPARE(parsed.value("status", ""), std::string("completed"));
                std::size_t devices = 0;
                for (const Json &server : parsed["server_list"])
                    devices += server["device"].size();
                QCOMPARE(devices, pods.size());
            }
        }
        QCOMPARE(fleetJobs, p.fleetTrainingJobs);
        QVERIFY(ascendJobs > 0 && ascendJobs < fleetJobs);

        // Running pods hold one die each, the one their node publishes, never
        // the same one twice; the scheduler's and kubelets' Events are there.
        std::string twice;
        const std::vector<ObjectPtr> pods = listAll(store, objects::pods());
        const auto held = heldDies(pods, &twice);
        QVERIFY2(twice.empty(), twice.c_str());
        QVERIFY(held.size() > 100);
        for (const ObjectPtr &pod : pods) {
            const std::string configuration = objects::annotationOf(pod->value, kDeviceConfigurationAnnotation);
            if (!objects::isFleetObject(pod->value) || configuration.empty() || objects::podPhase(pod->value) != "Running")
                continue;
            const Json devices = Json::parse(configuration)["devices"];
            QCOMPARE(devices.size(), std::size_t(1));
            const ObjectPtr node = store.get(objects::nodes(), "", nodeOf(pod->value)).object;
            const Json published = Json::parse(objects::annotationOf(node->value, kNodeDevicesAnnotation));
            const int die = std::stoi(devices[0]["device_id"].get<std::string>());
            QVERIFY2(devices[0]["device_ip"] == published["devices"][std::size_t(die)]["device_ip"], configuration.c_str());
        }
        const std::size_t events = listAll(store, objects::events()).size();
        QVERIFY2(events >= 2 * held.size(), std::to_string(events).c_str());
        QVERIFY(!listAll(store, *findResource("apps", "v1", "deployments")).empty());
        QVERIFY(!listAll(store, *findResource("apps", "v1", "replicasets")).empty());
    }

    void churnMovesTheFleetAtItsPaceAndKeepsItsSize()
    {
        const SimPreset p = smallFleet();
        ObjectStore store;
        seedCluster(store, buildClusterObjects(p));
        const auto count = [&store](const ApiResource &resource) {
            int fleet = 0;
            for (const ObjectPtr &object : listAll(store, resource))
                fleet += objects::isFleetObject(object->value);
            return fleet;
        };
        const int pods = count(objects::pods()), events = count(objects::events());
        std::map<std::string, std::string> ownJob;   // the preset's job's pods: name -> resourceVersion
        for (const ObjectPtr &pod : objects::podsOfJob(store, "default", p.jobName))
            ownJob[metaString(pod->value, "name")] = pod->value["metadata"].value("resourceVersion", "");

        ManualClock manual;
        FleetChurn churn(store, SimClock(1.0, manual), 600);
        int mostPods = pods;
        for (int second = 0; second < 60; ++second) {
            manual.advance(1000);
            if (second % 5 != 4)
                continue;
            mostPods = std::max(mostPods, count(objects::pods()));
            std::string twice;
            heldDies(listAll(store, objects::pods()), &twice);
            QVERIFY2(twice.empty(), (std::to_string(second) + " s: " + twice).c_str());
        }
        // 600 a minute for a minute, give or take the last tick.
        QVERIFY2(churn.podWrites() >= 590 && churn.podWrites() <= 600, std::to_string(churn.podWrites()).c_str());
        QVERIFY(churn.jobsStarted() >= 1);
        // Steady: no more pods than one finishing job's beyond its size, the
        // Events as many as it was built with (the oldest expire).
        QVERIFY2(count(objects::pods()) <= pods, std::to_string(count(objects::pods())).c_str());
        QVERIFY2(mostPods <= pods + 256, std::to_string(mostPods).c_str());
        QCOMPARE(count(objects::events()), events);
        for (const ObjectPtr &pod : objects::podsOfJob(store, "default", p.jobName))
            QCOMPARE(pod->value["metadata"].value("resourceVersion", ""), ownJob[metaString(pod->value, "name")]);
    }
};

QTEST_GUILESS_MAIN(TestSimFleet)
#include "tst_simfleet.moc"
