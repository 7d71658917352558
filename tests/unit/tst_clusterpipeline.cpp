// One pipeline per cluster: what the leading pipeline says on its Lease (its
// mode, its open incidents, those waiting for a person), read back as a
// console reads it; a Lease renewed within its duration (and a clock's
// slack) is live, one run out is gone, a status that does not read is said
// with its place.
#include "../support/pipelinebench.h"
#include "pipeline/clusterpipeline.h"

#include <QTest>

using namespace ascendops;
using namespace ascendops::testing;
using nlohmann::json;

namespace {

json lease(const char *holder, const QDateTime &renewed, const std::map<std::string, std::string> &annotations = {})
{
    json object{{"apiVersion", "coordination.k8s.io/v1"}, {"kind", "Lease"},
                {"metadata", {{"name", "ascendops-pipeline"}, {"namespace", "ascend-ops"}}},
                {"spec", {{"holderIdentity", holder}, {"leaseDurationSeconds", 15},
                          {"renewTime", renewed.toString(Qt::ISODateWithMs).toStdString()}}}};
    for (const auto &[key, value] : annotations)
        object["metadata"]["annotations"][key] = value;
    return object;
}

} // namespace

class TestClusterPipeline : public QObject
{
    Q_OBJECT

private slots:
    void theLeadersStatusReadsBack()
    {
        PipelineBench b(a2(false), PipelineMode::Approve);
        b.chipFault(b.nodeOfRank(1), 2, "80E18402", FaultHandling::SeparateNPU);
        QTRY_VERIFY_WITH_TIMEOUT(b.onlyIn(pipeline::IncidentState::AwaitingApproval), 5000);
        const std::map<std::string, std::string> status = pipeline::leaseStatusOf(*b.pipeline);
        QCOMPARE(status.at(pipeline::kPipelineModeAnnotation), std::string("approve"));

        const QDateTime now = QDateTime::currentDateTimeUtc();
        const auto read = pipeline::readClusterPipeline(lease("pipeline-7d9f", now.addSecs(-5), status), now.toMSecsSinceEpoch());
        QVERIFY(read && read->live);
        QCOMPARE(read->holder, QStringLiteral("pipeline-7d9f"));
        QCOMPARE(read->place, QStringLiteral("ascend-ops/ascendops-pipeline"));
        QCOMPARE(read->mode, QStringLiteral("approve"));
        QCOMPARE(read->open, 1);
        QCOMPARE(read->waitingForPerson, 1);
        QCOMPARE(read->incidents.size(), 1);
        QCOMPARE(read->durationMs, 15000);
        const pipeline::Incident &incident = b.pipeline->incidents().begin()->second;
        QCOMPARE(read->incidents[0].id, incident.id);
        QCOMPARE(read->incidents[0].job, incident.job);
        QVERIFY(read->incidents[0].awaitsApproval());
        QVERIFY2(read->incidents[0].words().startsWith(QStringLiteral("%1: %2, awaiting-approval: ").arg(incident.id, incident.job)),
                 qPrintable(read->incidents[0].words()));
        QCOMPARE(pipeline::clusterPipelineWords(*read),
                 QStringLiteral("the cluster's pipeline pipeline-7d9f (Lease ascend-ops/ascendops-pipeline) recovers this "
                                "cluster in approve mode; open incidents: 1, waiting for a person: 1"));
    }

    void aLeaseRunOutIsGoneAndNoHolderIsNone()
    {
        const QDateTime now = QDateTime::currentDateTimeUtc();
        const qint64 at = now.toMSecsSinceEpoch();
        // 15 s of duration and 30 s of slack for the holder's clock.
        QVERIFY(pipeline::readClusterPipeline(lease("a", now.addSecs(-44)), at)->live);
        const auto gone = pipeline::readClusterPipeline(lease("a", now.addSecs(-60)), at);
        QVERIFY(gone && !gone->live);
        QCOMPARE(gone->renewedAgoMs, 60000);
        QVERIFY2(pipeline::clusterPipelineWords(*gone).endsWith(QLatin1String("last renewed its Lease 60 s ago (by its clock): it is gone")),
                 qPrintable(pipeline::clusterPipelineWords(*gone)));
        // The age is no change: a reader tells changes by the key.
        QCOMPARE(pipeline::clusterPipelineKey(*gone), pipeline::clusterPipelineKey(*pipeline::readClusterPipeline(lease("a", now.addSecs(-90)), at)));
        QVERIFY(!pipeline::readClusterPipeline(lease("", now), at));
        // A status that does not read: said with its place, the holder still counted.
        const auto odd = pipeline::readClusterPipeline(lease("b", now, {{pipeline::kPipelineIncidentsAnnotation, "{not json"}}), at);
        QVERIFY(odd && odd->live);
        QCOMPARE(odd->open, -1);
        QVERIFY2(odd->unread.startsWith(QLatin1String("ascend-ops/ascendops-pipeline metadata.annotations.ascendops.io/pipeline-incidents")),
                 qPrintable(odd->unread));
    }
};

QTEST_GUILESS_MAIN(TestClusterPipeline)
#include "tst_clusterpipeline.moc"
