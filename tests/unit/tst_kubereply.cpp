// An API answer as the client hands it on: a large body (a list page of a
// big cluster) is parsed on the thread pool, and finished() follows only
// once the object is there; a small one is parsed at once.
#include "../support/memorycluster.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QThread>
#include <QTest>

using namespace ascendops;
using ascendops::testing::MemoryApi;

namespace {

void seedMap(sim::ObjectStore &store, const std::string &name, std::size_t bytes)
{
    store.seed({{{"apiVersion", "v1"}, {"kind", "ConfigMap"},
                 {"metadata", {{"name", name}, {"namespace", "default"}}},
                 {"data", {{"hccl.json", std::string(bytes, 'x')}}}}});
}

} // namespace

class TestKubeReply : public QObject
{
    Q_OBJECT

private slots:
    // The answer arrives in one pass of the event loop (MemoryApi answers
    // from a queued call); a large body's finished() comes in a later one,
    // once the pool has parsed it, and a small one's in the same.
    void aLargeBodyIsParsedBeforeFinished()
    {
        sim::ObjectStore store;
        seedMap(store, "rings-config-big", 3 * 1024 * 1024);
        seedMap(store, "small", 10);
        MemoryApi api(store);
        QCOMPARE(passesUntilFinished(api.list(kube::ResourceType::configMaps(), QStringLiteral("default"))), 1);
        QVERIFY(m_object.is_object());
        QCOMPARE(m_object["items"].size(), std::size_t(2));
        QCOMPARE(m_object["items"][0]["data"]["hccl.json"].get<std::string>().size(), std::size_t(3 * 1024 * 1024));
        QCOMPARE(m_finishedCount, 1);
    }

    void aSmallBodyIsParsedAtOnce()
    {
        sim::ObjectStore store;
        seedMap(store, "small", 10);
        MemoryApi api(store);
        QCOMPARE(passesUntilFinished(api.get(kube::ResourceType::configMaps(), QStringLiteral("default"), QStringLiteral("small"))), 0);
        QCOMPARE(m_object["data"]["hccl.json"].get<std::string>(), std::string(10, 'x'));
    }

    // A reply aborted while its body is being parsed ends as cancelled,
    // without the object.
    void anAbortDropsTheParse()
    {
        sim::ObjectStore store;
        seedMap(store, "rings-config-big", 8 * 1024 * 1024);
        MemoryApi api(store);
        kube::KubeReply *reply = api.list(kube::ResourceType::configMaps(), QStringLiteral("default"));
        watch(reply);
        QCoreApplication::processEvents();   // answered; the parse starts
        QCOMPARE(reply->httpStatus(), 200);  // the answer is in: this is the parse being dropped
        QCOMPARE(m_finishedCount, 0);
        reply->abort();
        QTRY_COMPARE(m_finishedCount, 1);
        QCOMPARE(m_errorKind, int(kube::KubeError::Kind::Cancelled));
        QVERIFY(m_object.is_null());
        QTest::qWait(200);   // the parse ends meanwhile: nothing more comes
        QCOMPARE(m_finishedCount, 1);
    }

private:
    void watch(kube::KubeReply *reply)
    {
        m_finishedCount = 0;
        m_object = nullptr;
        reply->then(this, [this](kube::KubeReply &done) {
            ++m_finishedCount;
            m_object = done.object();
            m_errorKind = int(done.error().kind);
        });
    }

    // 0 when finished() came in the pass that answered the reply, 1 when
    // later, -1 when not in 5 s.
    int passesUntilFinished(kube::KubeReply *reply)
    {
        watch(reply);
        QCoreApplication::processEvents();   // MemoryApi's queued answer
        QElapsedTimer clock;
        clock.start();
        int passes = 0;
        while (m_finishedCount == 0 && clock.elapsed() < 5000) {
            QThread::msleep(5);
            QCoreApplication::processEvents();
            passes = 1;   // later than the answer's pass
        }
        return m_finishedCount > 0 ? passes : -1;
    }

    int m_finishedCount = 0;
    int m_errorKind = -1;
    nlohmann::json m_object;
};

QTEST_GUILESS_MAIN(TestKubeReply)
#include "tst_kubereply.moc"
