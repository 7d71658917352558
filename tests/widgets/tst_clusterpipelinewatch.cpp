// The console's look at the cluster's own pipeline: the leader Lease of
// `pipeline serve`, read through the Kubernetes API (here the embedded
// cluster's, in memory): none, held and renewed (the console observes),
// run out (it may act again), and not readable (unknown: what was known stays).
#include "../support/memorycluster.h"
#include "clusterpipelinewatch.h"
#include "kube/leaselock.h"
#include "sim/simcluster.h"
#include "sim/store/jobobjects.h"
#include "sim/store/objectpatch.h"

#include <QSignalSpy>
#include <QTest>

using namespace ascendops;

class TestClusterPipelineWatch : public QObject
{
    Q_OBJECT

    static nlohmann::json lease(const QDateTime &renewed)
    {
        return {{"apiVersion", "coordination.k8s.io/v1"}, {"kind", "Lease"},
                {"metadata", {{"name", pipeline::kClusterPipelineLease}, {"namespace", pipeline::kClusterPipelineNamespace},
                              {"annotations", {{pipeline::kPipelineModeAnnotation, "auto"}}}}},
                {"spec", {{"holderIdentity", "ascend-ops-pipeline-7d9f"}, {"leaseDurationSeconds", 15},
                          {"renewTime", kube::microTime(renewed).toStdString()}}}};
    }

private slots:
    void theClustersPipelineIsReadFromItsLease()
    {
        sim::SimCluster cluster(*sim::findPreset("a2-small"), 1000.0);
        testing::MemoryApi api(cluster.store());
        const sim::ApiResource &leases = *sim::findResource("coordination.k8s.io", "v1", "leases");
        ClusterPipelineWatch watch(api);
        QSignalSpy changed(&watch, &ClusterPipelineWatch::changed);
        watch.start();
        QTRY_COMPARE(changed.size(), 1);   // from not read yet to read: nothing holds the Lease
        QVERIFY(!watch.current() && !watch.othersLead() && watch.problem().isEmpty() && watch.lockReason().isEmpty());

        QVERIFY(cluster.store().create(leases, pipeline::kClusterPipelineNamespace, lease(QDateTime::currentDateTimeUtc()), false));
        watch.start();   // reads at once
        QTRY_VERIFY(watch.othersLead());
        QCOMPARE(changed.size(), 2);
        QCOMPARE(watch.current()->mode, QStringLiteral("auto"));

        // Unknown is not free: what was known stays, with the problem said.
        api.failNext(QStringLiteral("/leases/"), 1, 0, 403);
        watch.start();
        QTRY_VERIFY(!watch.problem().isEmpty());
        QVERIFY(watch.othersLead());

        // Another holder whose clock says it renewed two minutes ago: gone, by
        // its clock, at the first read; once the console sees it renew, it runs,
        // whatever its clock says.
        QVERIFY(cluster.store().remove(leases, pipeline::kClusterPipelineNamespace, pipeline::kClusterPipelineLease, {}, false));
        nlohmann::json behind = lease(QDateTime::currentDateTimeUtc().addSecs(-120));
        behind["spec"]["holderIdentity"] = "ascend-ops-pipeline-slow-clock";
        QVERIFY(cluster.store().create(leases, pipeline::kClusterPipelineNamespace, behind, false));
        watch.start();
        QTRY_VERIFY(watch.current() && watch.current()->holder == QLatin1String("ascend-ops-pipeline-slow-clock"));
        QVERIFY(!watch.othersLead());
        QVERIFY(watch.problem().isEmpty() && watch.lockReason().isEmpty());
        const nlohmann::json renewed{{"spec", {{"renewTime", kube::microTime(QDateTime::currentDateTimeUtc().addSecs(-110)).toStdString()}}}};
        QVERIFY(cluster.store().patch(leases, pipeline::kClusterPipelineNamespace, pipeline::kClusterPipelineLease,
                                      sim::PatchType::Merge, renewed, false));
        watch.start();
        QTRY_VERIFY(watch.othersLead());
        QVERIFY(watch.lockReason().startsWith(QLatin1String("the cluster's pipeline ascend-ops-pipeline-slow-clock")));
    }

    // A Lease never read (no permission to) leaves whether another pipeline
    // runs unknown: the console does not act on that guess.
    void aLeaseNeverReadLocks()
    {
        sim::SimCluster cluster(*sim::findPreset("a2-small"), 1000.0);
        testing::MemoryApi api(cluster.store());
        api.failNext(QStringLiteral("/leases/"), 1, 0, 403);
        ClusterPipelineWatch watch(api);
        watch.start();
        QTRY_VERIFY(!watch.problem().isEmpty());
        QVERIFY(!watch.othersLead());
        QVERIFY2(watch.lockReason().startsWith(QLatin1String("whether another pipeline recovers this cluster is not known")),
                 qPrintable(watch.lockReason()));
        watch.start();   // read now: nothing holds the Lease
        QTRY_VERIFY(watch.problem().isEmpty());
        QVERIFY(watch.lockReason().isEmpty());
    }
};

QTEST_MAIN(TestClusterPipelineWatch)
#include "tst_clusterpipelinewatch.moc"
