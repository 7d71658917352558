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
    pipeline::PipelineRequest request = pipeline::answerRequest(incident, answer);
    request.person = QStringLiteral("alice (kubeconfig user admin, context prod)");
    request.holder = b.pipeline->identity();
    sender.send(request);
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
        pipeline::PipelineRequest sent = pipeline::answerRequest(QStringLiteral("inc-7"), pipeline::RequestAnswer::Decline);
        sent.person = QStringLiteral("bob");
        sent.holder = QStringLiteral("ascend-ops-pipeline-7d9f");
        json object = pipeline::pipelineRequestObject(kNamespace, sent);
        object["metadata"]["name"] = "ascendops-request-x1";
        object["metadata"]["creationTimestamp"] = "2026-11-30T10:00:00Z";
        pipeline::PipelineRequest read = pipeline::readPipelineRequest(object);
        QCOMPARE(read.incident, QStringLiteral("inc-7"));
        QCOMPARE(read.answer, pipeline::RequestAnswer::Decline);
        QCOMPARE(read.person, QStringLiteral("bob"));
        QCOMPARE(read.holder, QStringLiteral("ascend-ops-pipeline-7d9f"));
        QVERIFY(read.unread.isEmpty() && read.outcome.isEmpty());
        QCOMPARE(read.createdMs, QDateTime::fromString(QStringLiteral("2026-11-30T10:00:00Z"), Qt::ISODate).toMSecsSinceEpoch());
        QVERIFY(object["metadata"]["labels"][pipeline::kPipelineRequestLabel] == "decline");

        object["data"]["answer"] = "maybe";
        QCOMPARE(pipeline::readPipelineRequest(object).unread,
                 QStringLiteral("ConfigMap ascend-ops/ascendops-request-x1 data.answer: \"maybe\" is not approve, decline or act"));
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

    // A one-click action from an attached console runs in the pipeline that
    // recovers the cluster, as its own would, where that pipeline takes
    // actions at all; one that does not read is refused with its place.
    void anActionFromElsewhereRunsThere()
    {
        PipelineBench b(a2(false), PipelineMode::Observe);
        pipeline::PipelineRequestInbox inbox(b.cluster.api, *b.pipeline, kNamespace);
        inbox.start();
        pipeline::PipelineRequest request;
        request.answer = pipeline::RequestAnswer::Act;
        request.act.action = pipeline::RecoveryAction::JobReschedule;
        request.act.job = QStringLiteral("default/") + QString::fromStdString(b.jobName);
        request.holder = b.pipeline->identity();
        json object = pipeline::pipelineRequestObject(kNamespace, request);
        object["metadata"]["name"] = "ascendops-request-a1";
        object["data"]["person"] = "alice";
        const pipeline::PipelineRequest read = pipeline::readPipelineRequest(object);
        QVERIFY2(read.unread.isEmpty(), qPrintable(read.unread));
        QCOMPARE(read.act.action, pipeline::RecoveryAction::JobReschedule);
        QCOMPARE(read.act.job, request.act.job);
        QCOMPARE(read.act.die, -1);
        QCOMPARE(read.act.rollbackStep, qint64(-1));
        object["data"]["action"] = "fly";
        QCOMPARE(pipeline::readPipelineRequest(object).unread,
                 QStringLiteral("ConfigMap ascend-ops/ascendops-request-a1 data.action: \"fly\" is not a recovery action"));
        object["data"]["action"] = "rollback";
        object["data"]["rollbackStep"] = "latest";
        QVERIFY(pipeline::readPipelineRequest(object).unread.endsWith(QLatin1String("data.rollbackStep: not a step (-1 for the latest checkpoint)")));

        QTRY_VERIFY_WITH_TIMEOUT(b.pipeline->manualRefusal(request.act).isEmpty(), 5000);   // the first look at the caches is over
        request.person = QStringLiteral("alice (kubeconfig user admin, context prod)");
        const auto outcomeOf = [&] {
            pipeline::PipelineRequestSender sender(b.cluster.api, kNamespace);
            QSignalSpy answered(&sender, &pipeline::PipelineRequestSender::answered);
            sender.send(request);
            return answered.wait(5000) ? answered.first().first().toString() : QStringLiteral("no answer");
        };
        // Not unless the pipeline is told to: whoever may send requests would act with its rights.
        QCOMPARE(outcomeOf(), QStringLiteral("refused: this pipeline runs no actions sent to it (pipeline serve --accept-actions); "
                                             "answers to its questions only"));
        QVERIFY(b.pipeline->incidents().empty());
        inbox.setAcceptsActions(true);
        const QString outcome = outcomeOf();
        QVERIFY2(outcome.startsWith(QLatin1String("started inc-")), qPrintable(outcome));
        const pipeline::Incident *started = b.pipeline->incident(outcome.mid(8));
        QVERIFY(started);
        QCOMPARE(started->decision.action, pipeline::RecoveryAction::JobReschedule);
        QVERIFY2(started->decision.reason.contains(QLatin1String("alice (kubeconfig user admin, context prod) (request ascend-ops/")),
                 qPrintable(started->decision.reason));
    }

    // A sender that gives up deletes its request on the version it created:
    // before any claim, withdrawn and gone; after a claim, it says the
    // pipeline took it. A request for another pipeline is left to that one.
    void aWithdrawalAndAClaimNeverBothSucceed()
    {
        PipelineBench b(a2(false), PipelineMode::Approve);
        b.chipFault(b.nodeOfRank(1), 2, "80E18402", FaultHandling::SeparateNPU);
        QTRY_VERIFY_WITH_TIMEOUT(b.onlyIn(pipeline::IncidentState::AwaitingApproval), 5000);
        pipeline::PipelineRequest request = pipeline::answerRequest(b.only()->id, pipeline::RequestAnswer::Approve);
        request.person = QStringLiteral("alice");
        request.holder = b.pipeline->identity();
        const auto sent = [&](pipeline::PipelineRequestSender &sender) {
            QSignalSpy created(&sender, &pipeline::PipelineRequestSender::created);
            sender.send(request);
            return created.wait(5000) ? created.first().first().toString() : QString();
        };
        {   // no pipeline reads requests yet: withdrawn, nothing left
            pipeline::PipelineRequestSender sender(b.cluster.api, kNamespace);
            QVERIFY(!sent(sender).isEmpty());
            QSignalSpy withdrawn(&sender, &pipeline::PipelineRequestSender::withdrawn);
            sender.withdraw();
            QVERIFY(withdrawn.wait(5000));
            sender.withdraw();   // once ended, nothing more
            QTest::qWait(50);
            QCOMPARE(withdrawn.size(), 1);
            QCOMPARE(requestsStored(b), 0);
        }
        {   // claimed first (as an inbox does): the withdrawal fails and says so
            pipeline::PipelineRequestSender sender(b.cluster.api, kNamespace);
            const QString name = sent(sender);
            QVERIFY(b.cluster.store.patch(sim::objects::configMaps(), kNamespace.toStdString(), name.toStdString(), sim::PatchType::Merge,
                                          {{"metadata", {{"annotations", {{pipeline::kRequestTakenAnnotation, "unit-test"}}}}}}, false));
            QSignalSpy failed(&sender, &pipeline::PipelineRequestSender::failed);
            QSignalSpy withdrawn(&sender, &pipeline::PipelineRequestSender::withdrawn);
            sender.withdraw();
            QVERIFY(failed.wait(5000));
            QVERIFY2(failed.first().first().toString().contains(QLatin1String("took the request")), qPrintable(failed.first().first().toString()));
            QCOMPARE(withdrawn.size(), 0);
            QCOMPARE(requestsStored(b), 1);
        }
        // The claimed leftover: an inbox that finds it claimed without an
        // outcome says the outcome is unknown, and acts on nothing.
        request.holder = QStringLiteral("another-pipeline");
        pipeline::PipelineRequestSender other(b.cluster.api, kNamespace);
        QVERIFY(!sent(other).isEmpty());
        pipeline::PipelineRequestInbox inbox(b.cluster.api, *b.pipeline, kNamespace);
        QSignalSpy told(&inbox, &pipeline::PipelineRequestInbox::answered);
        inbox.start();
        QTRY_COMPARE_WITH_TIMEOUT(told.size(), 1, 5000);
        QVERIFY2(told.first().at(1).toString().startsWith(QLatin1String("unknown: taken by unit-test")), qPrintable(told.first().at(1).toString()));
        QTest::qWait(100);
        QCOMPARE(told.size(), 1);   // the other pipeline's request is not answered here
        QVERIFY(b.onlyIn(pipeline::IncidentState::AwaitingApproval));
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
            pipeline::PipelineRequest sent = pipeline::answerRequest(id, pipeline::RequestAnswer::Approve);
            sent.person = person;
            sent.holder = b.pipeline->identity();
            json object = pipeline::pipelineRequestObject(kNamespace, sent);
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
