// The console's caches of a cluster (ClusterWatch) on the embedded cluster's
// store, in memory: what a change makes it do again, and in what order.
#include "../support/memorycluster.h"

#include "formats/nodeinfocfg.h"
#include "sim/seed/simpreset.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QThread>
#include <QTest>

using namespace ascendops;
using ascendops::testing::MemoryCluster;
using nlohmann::json;

namespace {

const sim::ApiResource &configMaps() { return *sim::findResource("", "v1", "configmaps"); }
const sim::ApiResource &pods() { return *sim::findResource("", "v1", "pods"); }

// Rewrites a stored object with one annotation changed, as a controller does.
void touch(sim::ObjectStore &store, const sim::ApiResource &resource, const std::string &ns, const std::string &name)
{
    const sim::StoreResult current = store.get(resource, ns, name);
    QVERIFY(current);
    json changed = current.object->value;
    changed["metadata"]["annotations"]["touched"] = std::to_string(store.resourceVersion());
    QVERIFY(store.update(resource, ns, name, changed, false));
}

// Until the first sync is said and the watch has been quiet for 300 ms
// (the estimates follow the summaries, later on a loaded machine).
void settle(kube::ClusterWatch &watch)
{
    QVERIFY(QTest::qWaitFor([&] { return watch.isReady(); }, 10000));
    QSignalSpy changes(&watch, &kube::ClusterWatch::jobsChanged);
    QElapsedTimer clock;
    clock.start();
    qsizetype seen = -1;
    while (clock.elapsed() < 10000) {
        seen = changes.size();
        QTest::qWait(300);
        if (changes.size() == seen)
            return;
    }
    QFAIL("the jobs kept changing for 10 s");
}

} // namespace

class TestClusterWatch : public QObject
{
    Q_OBJECT

private slots:
    // NodeD rewrites every node's NodeInfo map every few seconds: at a
    // thousand nodes, summarizing the jobs again for each was a dozen
    // summaries a second on the GUI thread. A map in a job's namespace (its
    // scripts, its rank table) still counts.
    void nodeStateMapsLeaveTheJobsAlone()
    {
        MemoryCluster cluster(*sim::findPreset("a2-small"));
        QVERIFY(cluster.waitForSync());
        settle(cluster.watch);
        QSignalSpy jobs(&cluster.watch, &kube::ClusterWatch::jobsChanged);
        touch(cluster.store, configMaps(), std::string(kNodeInfoNamespace), std::string(kNodeInfoPrefix) + "node-1");
        QTest::qWait(300);
        QCOMPARE(jobs.size(), 0);
        cluster.store.create(configMaps(), "default",
                             {{"metadata", {{"name", "train-script"}}}, {"data", {{"train.sh", "python train.py"}}}}, false);
        QTRY_VERIFY(jobs.size() > 0);
    }

    // A pod change rebuilds the topology, announces it, then summarizes the
    // jobs: each in a pass of the event loop of its own, in that order.
    void thePictureComesBeforeTheSummaries()
    {
        MemoryCluster cluster(*sim::findPreset("a2-small"));
        QVERIFY(cluster.waitForSync());
        settle(cluster.watch);
        QStringList step;   // what one pass of the event loop said
        QStringList passes;
        connect(&cluster.watch, &kube::ClusterWatch::topologyChanged, this, [&] { step << QStringLiteral("topology"); });
        connect(&cluster.watch, &kube::ClusterWatch::jobsChanged, this, [&] { step << QStringLiteral("jobs"); });
        const sim::ListResult all = cluster.store.list(pods(), "default", {}, {});
        QVERIFY(!all.items.empty());
        touch(cluster.store, pods(), "default", all.items.front()->value["metadata"]["name"].get<std::string>());
        QElapsedTimer clock;
        clock.start();
        while (!passes.contains(QStringLiteral("jobs")) && clock.elapsed() < 5000) {
            QCoreApplication::processEvents(QEventLoop::AllEvents);
            if (!step.isEmpty())
                passes << step.join(QLatin1Char('+'));
            step.clear();
            QThread::msleep(1);
        }
        QVERIFY2(passes.size() >= 2, qPrintable(passes.join(QStringLiteral(", "))));
        QCOMPARE(passes.first(), QStringLiteral("topology"));
        QVERIFY2(!passes.contains(QStringLiteral("topology+jobs")), qPrintable(passes.join(QStringLiteral(", "))));
    }
};

QTEST_GUILESS_MAIN(TestClusterWatch)
#include "tst_clusterwatch.moc"
