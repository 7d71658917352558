// The console's look at the cluster's own pipeline: the leader Lease of
// `pipeline serve`, read through the Kubernetes API (here the embedded
// cluster's, in memory): none, held and renewed (the console observes),
// run out (it may act again), and not readable (unknown: what was known stays).
#include "../support/memorycluster.h"
#include "clusterpipelinewatch.h"
#include "kube/leaselock.h"
#include "sim/simcluster.h"
#include "sim/store/jobobjects.h"

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
        QTest::qWait(50);
        QVERIFY(!watch.current() && !watch.othersLead() && watch.problem().isEmpty());

        QVERIFY(cluster.store().create(leases, pipeline::kClusterPipelineNamespace, lease(QDateTime::currentDateTimeUtc()), false));
        watch.start();   // reads at once
        QTRY_VERIFY(watch.othersLead());
        QCOMPARE(changed.size(), 1);
        QCOMPARE(watch.current()->mode, QStringLiteral("auto"));

        // Unknown is not free: what was known stays, with the problem said.
        api.failNext(QStringLiteral("/leases/"), 1, 0, 403);
        watch.start();
        QTRY_VERIFY(!watch.problem().isEmpty());
        QVERIFY(watch.othersLead());

        // The holder stopped renewing: the Lease ran out, the console may act again.
        QVERIFY(cluster.store().remove(leases, pipeline::kClusterPipelineNamespace, pipeline::kClusterPipelineLease, {}, false));
        QVERIFY(cluster.store().create(leases, pipeline::kClusterPipelineNamespace,
                                       lease(QDateTime::currentDateTimeUtc().addSecs(-120)), false));
        watch.start();
        QTRY_VERIFY(watch.current() && !watch.current()->live);
        QVERIFY(!watch.othersLead());
        QVERIFY(watch.problem().isEmpty());
    }
};

QTEST_MAIN(TestClusterPipelineWatch)
#include "tst_clusterpipelinewatch.moc"
