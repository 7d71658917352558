// What the console may do, asked of the embedded cluster's API server over
// HTTPS with the real client: SelfSubjectAccessReviews for the admin and the
// read-only context, the four writes the recovery actions need, and an answer
// from a server that cannot be reached.
#include "kube/accessreview.h"
#include "kube/kubeclient.h"
#include "kube/kubeconfig.h"
#include "sim/apiserver/apiserver.h"
#include "sim/store/objectstore.h"

#include <QSignalSpy>
#include <QTcpServer>
#include <QTest>

#include <memory>

using namespace ascendops;
using kube::AccessAnswer;
using kube::AccessQuestion;

namespace {

// The questions the console asks before it offers a recovery action.
QList<AccessQuestion> recoveryQuestions()
{
    return {{QStringLiteral("delete"), {}, QStringLiteral("pods"), QStringLiteral("default")},
            {QStringLiteral("create"), QStringLiteral("bus.volcano.sh"), QStringLiteral("commands"), QStringLiteral("default")},
            {QStringLiteral("patch"), {}, QStringLiteral("nodes"), {}},
            {QStringLiteral("update"), {}, QStringLiteral("configmaps"), QStringLiteral("kube-system")}};
}

} // namespace

class TestAccessReview : public QObject
{
    Q_OBJECT

    sim::ObjectStore m_store{50};
    std::unique_ptr<sim::ApiServer> m_server;

    std::unique_ptr<kube::KubeClient> clientFor(const QString &context)
    {
        const kube::Kubeconfig config = kube::Kubeconfig::fromYaml(m_server->kubeconfig(), QStringLiteral("sim.kubeconfig"));
        const kube::Kubeconfig::Resolved resolved = config.resolve(context);
        if (!resolved.connection)
            return nullptr;
        return std::make_unique<kube::KubeClient>(*resolved.connection);
    }

    // Asks every question and waits for all the answers.
    static bool askAll(kube::AccessReview &review, const QList<AccessQuestion> &questions)
    {
        review.ask(questions);
        return QTest::qWaitFor([&] {
            return std::none_of(questions.begin(), questions.end(), [&](const AccessQuestion &q) {
                return review.answer(q).status == AccessAnswer::Status::Pending;
            });
        }, 15000);
    }

private slots:
    void initTestCase()
    {
        m_server = std::make_unique<sim::ApiServer>(m_store);
        QString error;
        QVERIFY2(m_server->listen(QHostAddress::LocalHost, 0, &error), qPrintable(error));
    }

    void theAdminMayDoEveryRecoveryWrite()
    {
        const auto client = clientFor(QStringLiteral("sim-admin"));
        QVERIFY(client);
        kube::AccessReview review(*client);
        QSignalSpy answered(&review, &kube::AccessReview::answered);
        QVERIFY(askAll(review, recoveryQuestions()));
        for (const AccessQuestion &q : recoveryQuestions())
            QVERIFY2(review.answer(q).allowed(), qPrintable(q.describe()));
        QCOMPARE(answered.size(), recoveryQuestions().size());
        // Asking again sends nothing: the answers are remembered.
        review.ask(recoveryQuestions());
        QTest::qWait(200);
        QCOMPARE(answered.size(), recoveryQuestions().size());
    }

    void theReadOnlyContextMayOnlyRead()
    {
        const auto client = clientFor(QStringLiteral("sim-readonly"));
        QVERIFY(client);
        kube::AccessReview review(*client);
        const AccessQuestion listPods{QStringLiteral("list"), {}, QStringLiteral("pods"), {}};
        QVERIFY(askAll(review, recoveryQuestions() + QList<AccessQuestion>{listPods}));
        for (const AccessQuestion &q : recoveryQuestions()) {
            const AccessAnswer answer = review.answer(q);
            QVERIFY2(answer.denied(), qPrintable(q.describe()));
            QVERIFY2(answer.reason.contains(QLatin1String("sim-readonly")), qPrintable(answer.reason));
        }
        QVERIFY(review.answer(listPods).allowed());
    }

    void questionsAreDescribedForTooltips()
    {
        const QList<AccessQuestion> questions = recoveryQuestions();
        QCOMPARE(questions[0].describe(), QStringLiteral("delete pods in default"));
        QCOMPARE(questions[1].describe(), QStringLiteral("create commands.bus.volcano.sh in default"));
        QCOMPARE(questions[2].describe(), QStringLiteral("patch nodes"));
        const nlohmann::json review = kube::accessReviewObject(questions[1]);
        QVERIFY(review["spec"]["resourceAttributes"]["group"] == "bus.volcano.sh");
        QVERIFY(!kube::accessReviewObject(questions[2])["spec"]["resourceAttributes"].contains("namespace"));
    }

    void anUnreachableServerGivesNoVerdict()
    {
        QTcpServer closed;
        QVERIFY(closed.listen(QHostAddress::LocalHost, 0));
        const quint16 port = closed.serverPort();
        closed.close();
        kube::ClusterConnection connection;
        connection.contextName = QStringLiteral("nowhere");
        connection.server = QUrl(QStringLiteral("https://127.0.0.1:%1").arg(port));
        connection.insecureSkipTlsVerify = true;
        kube::KubeClient client(connection);
        client.setRequestTimeout(5000);
        kube::AccessReview review(client);
        const AccessQuestion q = recoveryQuestions().first();
        QVERIFY(askAll(review, {q}));
        QCOMPARE(review.answer(q).status, AccessAnswer::Status::Unknown);
        QVERIFY(!review.answer(q).reason.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestAccessReview)
#include "tst_accessreview.moc"
