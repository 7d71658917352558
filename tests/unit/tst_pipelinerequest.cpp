// A person's answer sent to the pipeline that recovers the cluster from
// another process: the request ConfigMap reads back, or says what is wrong
// with its place; the pipeline's inbox answers an incident waiting for
// approval once, refuses what is not waiting, unknown or too old, and the
// sender reads the outcome and deletes its request.
#include "../support/pipelinebench.h"
#include "pipeline/pipelinerequest.h"
#include "pipeline/pipelinerequestinbox.h"

#include <QDateTime>
#include <QSignalSpy>
#include <QTest>

using namespace ascendops;
using namespace ascendops::testing;
using nlohmann::json;

namespace {

const QString kNamespace = QStringLiteral("ascend-ops");

// Sends one answer through the bench's API and waits for what comes of it.
QString answerThrough(PipelineBench &b, const QString &incident, pipeline::RequestAnswer answer)
{
    pipeline::PipelineRequestSender sender(b.cluster.api, kNamespace);
    QSignalSpy answered(&sender, &pipeline::PipelineRequestSender::answered);
    QSignalSpy failed(&sender, &pipeline::PipelineRequestSender::failed);
    sender.send(incident, answer, QStringLiteral("alice (kubeconfig user admin, context prod)"));
    if (!QTest::qWaitFor([&] { return !answered.isEmpty() || !failed.isEmpty(); }, 5000))
        return QStringLiteral("no answer");
    return failed.isEmpty() ? answered.first().first().toString() : QStringLiteral("failed: ") + failed.first().first().toString();
}

int requestsStored(PipelineBench &b)
{
    return int(b.cluster.store.list(sim::objects::configMaps(), kNamespace.toStdString(), {}, {}).items.size());
}

} // namespace

class TestPipelineRequest : public QObject
{
    Q_OBJECT

private slots:
    void theRequestReadsBackOrSaysWhatIsWrong()
    {
        json object = pipeline::pipelineRequestObject(kNamespace, QStringLiteral("inc-7"), pipeline::RequestAnswer::Decline,
                                                      QStringLiteral("bob"));
        object["metadata"]["name"] = "ascendops-request-x1";
        object["metadata"]["creationTimestamp"] = "2026-11-30T10:00:00Z";
        pipeline::PipelineRequest read = pipeline::readPipelineRequest(object);
        QCOMPARE(read.incident, QStringLiteral("inc-7"));
        QCOMPARE(read.answer, pipeline::RequestAnswer::Decline);
        QCOMPARE(read.person, QStringLiteral("bob"));
        QVERIFY(read.unread.isEmpty() && read.outcome.isEmpty());
        QCOMPARE(read.createdMs, QDateTime::fromString(QStringLiteral("2026-11-30T10:00:00Z"), Qt::ISODate).toMSecsSinceEpoch());
        QVERIFY(object["metadata"]["labels"][pipeline::kPipelineRequestLabel] == "decline");

        object["data"]["answer"] = "maybe";
        QCOMPARE(pipeline::readPipelineRequest(object).unread,
                 QStringLiteral("ConfigMap ascend-ops/ascendops-request-x1 data.answer: \"maybe\" is neither approve nor decline"));
        object["data"].erase("person");
        QCOMPARE(pipeline::readPipelineRequest(object).unread,
                 QStringLiteral("ConfigMap ascend-ops/ascendops-request-x1 data.person: missing (an answer is signed)"));
        // Not even data: nothing thrown, said.
        QVERIFY(!pipeline::readPipelineRequest(json::array()).unread.isEmpty());
    }

    void anApprovalFromElsewhereIsTakenOnce()
    {
        PipelineBench b(a2(false), PipelineMode::Approve);
        b.chipFault(b.nodeOfRank(1), 2, "80E18402", FaultHandling::SeparateNPU);
        QTRY_VERIFY_WITH_TIMEOUT(b.onlyIn(pipeline::IncidentState::AwaitingApproval), 5000);
        const QString id = b.only()->id;
        pipeline::PipelineRequestInbox inbox(b.cluster.api, *b.pipeline, kNamespace);
        QSignalSpy told(&inbox, &pipeline::PipelineRequestInbox::answered);
        inbox.start();

        QCOMPARE(answerThrough(b, QStringLiteral("inc-none"), pipeline::RequestAnswer::Approve),
                 QStringLiteral("refused: this pipeline has no incident inc-none"));
        QCOMPARE(answerThrough(b, id, pipeline::RequestAnswer::Approve), QStringLiteral("approved"));
        QVERIFY(b.only()->state != pipeline::IncidentState::AwaitingApproval);
        QVERIFY2(b.only()->attention.approvedBy.startsWith(QLatin1String("alice (kubeconfig user admin, context prod) (request "
                                                                          "ascend-ops/ascendops-request-")),
                 qPrintable(b.only()->attention.approvedBy));
        // A second answer to the same incident finds it no longer waiting.
        const QString again = answerThrough(b, id, pipeline::RequestAnswer::Decline);
        QVERIFY2(again.startsWith(QStringLiteral("refused: incident %1 is ").arg(id)) && again.contains(QLatin1String("not waiting for approval")),
                 qPrintable(again));
        QCOMPARE(told.size(), 3);
        // Each sender deleted its request once it had read the outcome.
        QTRY_COMPARE_WITH_TIMEOUT(requestsStored(b), 0, 2000);
    }

    void anAnswerTooOldIsRefusedAndLeftoversAreCleared()
    {
        PipelineBench b(a2(false), PipelineMode::Approve);
        b.chipFault(b.nodeOfRank(1), 2, "80E18402", FaultHandling::SeparateNPU);
        QTRY_VERIFY_WITH_TIMEOUT(b.onlyIn(pipeline::IncidentState::AwaitingApproval), 5000);
        const QString id = b.only()->id;
        // An answer left 6 minutes ago (by the pipeline's clock) by a sender
        // that went away, and one answered earlier.
        const QString sixMinutesAgo = QDateTime::fromMSecsSinceEpoch(b.clock.nowMs() - pipeline::kRequestLifetimeMs - 60000, Qt::UTC)
                                          .toString(Qt::ISODate);
        const auto request = [&](const char *name, const QString &person) {
            json object = pipeline::pipelineRequestObject(kNamespace, id, pipeline::RequestAnswer::Approve, person);
            object["metadata"]["name"] = name;
            object["metadata"]["creationTimestamp"] = sixMinutesAgo.toStdString();
            return object;
        };
        json answered = request("ascendops-request-dave1", QStringLiteral("dave"));
        answered["metadata"]["annotations"][pipeline::kRequestOutcomeAnnotation] = "approved";
        QCOMPARE(b.cluster.store.seed({request("ascendops-request-carol", QStringLiteral("carol")), answered}), 2);
        QCOMPARE(requestsStored(b), 2);
        pipeline::PipelineRequestInbox inbox(b.cluster.api, *b.pipeline, kNamespace);
        QSignalSpy told(&inbox, &pipeline::PipelineRequestInbox::answered);
        inbox.start();
        QTRY_COMPARE_WITH_TIMEOUT(told.size(), 1, 5000);
        QVERIFY2(told.first().at(1).toString().startsWith(QLatin1String("refused: sent 6 min ago; an answer is taken within 5 min")),
                 qPrintable(told.first().at(1).toString()));
        QVERIFY(b.only()->attention.approvedBy.isEmpty());
        // The answered leftover is deleted; the refused one waits for its sender.
        QTRY_COMPARE_WITH_TIMEOUT(requestsStored(b), 1, 2000);
    }
};

QTEST_GUILESS_MAIN(TestPipelineRequest)
#include "tst_pipelinerequest.moc"
