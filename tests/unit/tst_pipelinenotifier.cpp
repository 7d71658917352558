// Webhook notifications of a pipeline on the embedded cluster in memory:
// an incident that waits for a person is posted once, as JSON or through a
// template; a webhook that fails is tried again with backoff on the
// pipeline's clock, and given up after its attempts; a bad template is
// refused with the placeholder it does not know.
#include "pipeline/pipelinenotifier.h"
#include "../support/pipelinebench.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

using namespace ascendops;
using namespace ascendops::testing;

namespace {

// A webhook on loopback: answers each POST with the next of STATUSES (the
// last one again once they run out) and keeps the bodies.
class Receiver : public QObject
{
public:
    explicit Receiver(QList<int> statuses) : m_statuses(std::move(statuses))
    {
        QVERIFY(m_server.listen(QHostAddress::LocalHost));
        connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = m_server.nextPendingConnection())
                connect(socket, &QTcpSocket::readyRead, this, [this, socket] { read(socket); });
        });
    }
    QUrl url() const { return QUrl(QStringLiteral("http://127.0.0.1:%1/hooks/T0KEN").arg(m_server.serverPort())); }
    QList<QByteArray> bodies;

private:
    void read(QTcpSocket *socket)
    {
        QByteArray &seen = m_pending[socket];
        seen += socket->readAll();
        const qsizetype end = seen.indexOf("\r\n\r\n");
        if (end < 0)
            return;
        const qsizetype lengthAt = seen.toLower().indexOf("content-length:");
        const qsizetype length = lengthAt < 0 ? 0 : seen.mid(lengthAt + 15, seen.indexOf("\r\n", lengthAt) - lengthAt - 15).trimmed().toLongLong();
        if (seen.size() < end + 4 + length)
            return;
        bodies << seen.mid(end + 4, length);
        const int status = m_statuses.size() > 1 ? m_statuses.takeFirst() : m_statuses.value(0, 200);
        socket->write(QStringLiteral("HTTP/1.1 %1 X\r\nContent-Length: 0\r\nConnection: close\r\n\r\n").arg(status).toUtf8());
        socket->disconnectFromHost();
        m_pending.remove(socket);
    }

    QTcpServer m_server;
    QList<int> m_statuses;
    QHash<QTcpSocket *, QByteArray> m_pending;
};

} // namespace

class TestPipelineNotifier : public QObject
{
    Q_OBJECT

private slots:
    void aPersonsCallIsPostedAndRetriedWithBackoff()
    {
        Receiver hook({500, 200});
        PipelineBench b(a2(false), PipelineMode::Approve);
        pipeline::NotifierSettings settings;
        settings.webhooks = {hook.url()};
        settings.clock = &b.clock;
        pipeline::PipelineNotifier notifier(*b.pipeline, settings);
        QSignalSpy posted(&notifier, &pipeline::PipelineNotifier::posted);
        b.chipFault(b.nodeOfRank(1), 2, "80E18402", FaultHandling::SeparateNPU);
        QTRY_VERIFY_WITH_TIMEOUT(b.onlyIn(pipeline::IncidentState::AwaitingApproval), 5000);
        QTRY_COMPARE(hook.bodies.size(), 1);   // refused with 500
        QTRY_COMPARE(notifier.waiting(), 1);   // the refusal read, the next attempt set
        QCOMPARE(notifier.delivered(), 0);
        b.clock.advance(2000);                 // the backoff's first wait is 1 to 2 s
        QTRY_COMPARE(hook.bodies.size(), 2);
        QTRY_COMPARE(notifier.delivered(), 1);
        QCOMPARE(posted.size(), 1);
        QCOMPARE(hook.bodies[0], hook.bodies[1]);
        const QJsonObject message = QJsonDocument::fromJson(hook.bodies[1]).object();
        QCOMPARE(message.value(QStringLiteral("event")).toString(), QStringLiteral("person-needed"));
        QCOMPARE(message.value(QStringLiteral("incident")).toString(), b.only()->id);
        QCOMPARE(message.value(QStringLiteral("job")).toString(), QStringLiteral("default/mindx-a2"));
        QCOMPARE(message.value(QStringLiteral("state")).toString(), QStringLiteral("awaiting-approval"));
        QCOMPARE(message.value(QStringLiteral("source")).toString(), QStringLiteral("ascend-ops-pipeline"));
        QVERIFY(message.value(QStringLiteral("text")).toString().startsWith(QStringLiteral("Ascend Ops: person-needed ") + b.only()->id));
        // Said once: the incident changing again while it waits is no news.
        b.clock.advance(60000);
        QTest::qWait(50);
        QCOMPARE(hook.bodies.size(), 2);
    }

    void aTemplateShapesTheBodyAndAWebhookThatKeepsFailingIsGivenUp()
    {
        Receiver hook({503});
        PipelineBench b(a2(false), PipelineMode::Approve);
        pipeline::NotifierSettings settings;
        settings.webhooks = {hook.url()};
        settings.clock = &b.clock;
        settings.bodyTemplate = QStringLiteral(R"({"msgtype":"text","text":{"content":"${text}"}})");
        settings.attempts = 3;
        pipeline::PipelineNotifier notifier(*b.pipeline, settings);
        b.chipFault(b.nodeOfRank(1), 2, "80E18402", FaultHandling::SeparateNPU);
        QTRY_COMPARE(hook.bodies.size(), 1);
        for (int i = 2; i <= 3; ++i) {
            QTRY_COMPARE(notifier.waiting(), 1);
            b.clock.advance(60000);
            QTRY_COMPARE(hook.bodies.size(), i);
        }
        QTRY_COMPARE(notifier.givenUp(), 1);
        b.clock.advance(600000);
        QTest::qWait(50);
        QCOMPARE(hook.bodies.size(), 3);
        const QJsonObject message = QJsonDocument::fromJson(hook.bodies[0]).object();
        QVERIFY2(message.value(QStringLiteral("text")).toObject().value(QStringLiteral("content")).toString()
                     .startsWith(QStringLiteral("Ascend Ops: person-needed inc-")),
                 hook.bodies[0].constData());

        QString unknown;
        QVERIFY(pipeline::validNotifyTemplate(settings.bodyTemplate, &unknown));
        QVERIFY(!pipeline::validNotifyTemplate(QStringLiteral(R"({"t":"${text}","k":"${kubeconfig}"})"), &unknown));
        QCOMPARE(unknown, QStringLiteral("${kubeconfig}"));
    }

    // A refusal of the message itself is given up at once; a rate limit
    // is waited out and tried again.
    void aRefusedMessageIsNotSentAgainButARateLimitIs()
    {
        for (const int status : {400, 404, 429}) {
            Receiver hook({status, 200});
            PipelineBench b(a2(false), PipelineMode::Approve);
            pipeline::NotifierSettings settings;
            settings.webhooks = {hook.url()};
            settings.clock = &b.clock;
            pipeline::PipelineNotifier notifier(*b.pipeline, settings);
            b.chipFault(b.nodeOfRank(1), 2, "80E18402", FaultHandling::SeparateNPU);
            QTRY_COMPARE(hook.bodies.size(), 1);
            if (status == 429) {
                QTRY_COMPARE(notifier.waiting(), 1);
                b.clock.advance(2000);
                QTRY_COMPARE(notifier.delivered(), 1);
                continue;
            }
            QTRY_COMPARE(notifier.givenUp(), 1);
            QCOMPARE(notifier.waiting(), 0);
            b.clock.advance(600000);
            QTest::qWait(50);
            QCOMPARE(hook.bodies.size(), 1);
        }
    }
};

QTEST_GUILESS_MAIN(TestPipelineNotifier)
#include "tst_pipelinenotifier.moc"
