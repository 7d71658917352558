// An API answer as the client hands it on: a large body (a list page of a
// big cluster) is parsed on the thread pool, and finished() follows only
// once the object is there; a small one is parsed at once.
#include "../support/memorycluster.h"

#include <QSignalSpy>
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
    void aLargeBodyIsParsedBeforeFinished()
    {
        sim::ObjectStore store;
        seedMap(store, "rings-config-big", 3 * 1024 * 1024);
        seedMap(store, "small", 10);
        MemoryApi api(store);
        kube::KubeReply *reply = api.list(kube::ResourceType::configMaps(), QStringLiteral("default"));
        QSignalSpy finished(reply, &kube::KubeReply::finished);
        nlohmann::json object;
        bool finishedFlag = false;
        reply->then(this, [&](kube::KubeReply &done) {
            object = done.object();
            finishedFlag = done.isFinished() && done.isOk();
        });
        QVERIFY(!reply->isFinished());
        QVERIFY(finished.wait(5000));
        QTest::qWait(100);   // once only, and nothing after it
        QCOMPARE(finished.size(), 1);
        QVERIFY(finishedFlag);
        QVERIFY(object.is_object());
        QCOMPARE(object["items"].size(), std::size_t(2));
        QCOMPARE(object["items"][0]["data"]["hccl.json"].get<std::string>().size(), std::size_t(3 * 1024 * 1024));
    }

    void aSmallBodyToo()
    {
        sim::ObjectStore store;
        seedMap(store, "small", 10);
        MemoryApi api(store);
        kube::KubeReply *reply = api.get(kube::ResourceType::configMaps(), QStringLiteral("default"), QStringLiteral("small"));
        nlohmann::json object;
        reply->then(this, [&](kube::KubeReply &done) { object = done.object(); });
        QSignalSpy finished(reply, &kube::KubeReply::finished);
        QVERIFY(finished.wait(5000));
        QCOMPARE(object["data"]["hccl.json"].get<std::string>(), std::string(10, 'x'));
    }
};

QTEST_GUILESS_MAIN(TestKubeReply)
#include "tst_kubereply.moc"
