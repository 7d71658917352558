// Lease locks against the embedded cluster's API server: one holder at a
// time, conditional takeover, renewal, release, and takeover of an expired
// lease, as the pipeline's job fencing and leader election need.
#include "kube/kubeclient.h"
#include "kube/kubeconfig.h"
#include "kube/kubereply.h"
#include "kube/leaselock.h"
#include "model/objectfields.h"

#include "../support/simserver.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace ascendops;
using namespace ascendops::kube;

class TestLeaseLock : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<SimServer> m_server;
    std::unique_ptr<KubeClient> m_client;

    nlohmann::json readLease(const QString &name)
    {
        KubeReply *reply = m_client->get(ResourceType::leases(), QStringLiteral("default"), name);
        QSignalSpy done(reply, &KubeReply::finished);
        if (!done.wait(10000) || !reply->isOk())
            return {};
        return reply->object();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_server = std::make_unique<SimServer>(m_dir.filePath(QStringLiteral("kubeconfig")), QStringLiteral("a2-small"));
        QString error;
        QVERIFY2(m_server->start(0, &error), qPrintable(error));
        const Kubeconfig config = Kubeconfig::load({m_server->kubeconfig()});
        const auto resolved = config.resolve(QStringLiteral("sim-admin"));
        QVERIFY(resolved.connection);
        m_client = std::make_unique<KubeClient>(*resolved.connection);
    }

    void cleanupTestCase()
    {
        m_client.reset();
        m_server.reset();
    }

    void oneHolderAtATime()
    {
        LeaseLock first(*m_client, QStringLiteral("default"), QStringLiteral("recovery-job-a"), QStringLiteral("console-1"), 30);
        LeaseLock second(*m_client, QStringLiteral("default"), QStringLiteral("recovery-job-a"), QStringLiteral("console-2"), 30);
        QSignalSpy firstAcquired(&first, &LeaseLock::acquired);
        first.acquire();
        QVERIFY(firstAcquired.wait(10000));
        QVERIFY(first.isHeld());
        const nlohmann::json lease = readLease(QStringLiteral("recovery-job-a"));
        QCOMPARE(fields::text(lease, {"spec", "holderIdentity"}), QStringLiteral("console-1"));
        QCOMPARE(fields::number(lease, {"spec", "leaseDurationSeconds"}, 0), 30);

        QSignalSpy refused(&second, &LeaseLock::refused);
        second.acquire();
        QVERIFY(refused.wait(10000));
        QVERIFY(!second.isHeld());
        QCOMPARE(refused.first().at(0).toString(), QStringLiteral("console-1"));
        QVERIFY(refused.first().at(2).toString().contains(QLatin1String("held by console-1")));

        // Released: the other console takes it at once and counts a transition.
        first.release();
        QTRY_COMPARE_WITH_TIMEOUT(fields::text(readLease(QStringLiteral("recovery-job-a")), {"spec", "holderIdentity"}),
                                  QString(), 10000);
        QSignalSpy secondAcquired(&second, &LeaseLock::acquired);
        second.acquire();
        QVERIFY(secondAcquired.wait(10000));
        QCOMPARE(fields::number(readLease(QStringLiteral("recovery-job-a")), {"spec", "leaseTransitions"}, -1), 1);
    }

    void expiredLeaseIsTakenOver()
    {
        auto *stale = new LeaseLock(*m_client, QStringLiteral("default"), QStringLiteral("recovery-job-b"),
                                    QStringLiteral("gone"), 1);
        QSignalSpy acquired(stale, &LeaseLock::acquired);
        stale->acquire();
        QVERIFY(acquired.wait(10000));
        // The holder goes away without releasing (it crashed): after its
        // one-second duration the lease is free for another.
        delete stale;
        LeaseLock next(*m_client, QStringLiteral("default"), QStringLiteral("recovery-job-b"), QStringLiteral("console-3"), 30);
        QSignalSpy early(&next, &LeaseLock::refused);
        next.acquire();
        QVERIFY(early.wait(10000));
        QCOMPARE(early.first().at(0).toString(), QStringLiteral("gone"));
        QTest::qWait(1500);
        QSignalSpy nextAcquired(&next, &LeaseLock::acquired);
        next.acquire();
        QVERIFY(nextAcquired.wait(10000));
        QCOMPARE(fields::text(readLease(QStringLiteral("recovery-job-b")), {"spec", "holderIdentity"}), QStringLiteral("console-3"));
    }

    void renewalKeepsTheLease()
    {
        LeaseLock lock(*m_client, QStringLiteral("default"), QStringLiteral("recovery-job-c"), QStringLiteral("console-4"), 3);
        lock.setAnnotations({{"ascendops.io/pipeline-mode", "observe"}});
        QSignalSpy acquired(&lock, &LeaseLock::acquired);
        QSignalSpy lost(&lock, &LeaseLock::lost);
        lock.acquire();
        QVERIFY(acquired.wait(10000));
        const QString firstRenewal = fields::text(readLease(QStringLiteral("recovery-job-c")), {"spec", "renewTime"});
        QCOMPARE(fields::text(readLease(QStringLiteral("recovery-job-c")), {"metadata", "annotations", "ascendops.io/pipeline-mode"}),
                 QStringLiteral("observe"));
        // What the holder says of itself goes with the next renewal.
        lock.setAnnotations({{"ascendops.io/pipeline-mode", "auto"}});
        QTRY_VERIFY_WITH_TIMEOUT(fields::text(readLease(QStringLiteral("recovery-job-c")), {"spec", "renewTime"}) != firstRenewal, 5000);
        QTRY_COMPARE_WITH_TIMEOUT(fields::text(readLease(QStringLiteral("recovery-job-c")), {"metadata", "annotations", "ascendops.io/pipeline-mode"}),
                                  QStringLiteral("auto"), 5000);
        QVERIFY(lost.isEmpty());
        QVERIFY(lock.isHeld());
    }
};

QTEST_GUILESS_MAIN(TestLeaseLock)
#include "tst_leaselock.moc"
