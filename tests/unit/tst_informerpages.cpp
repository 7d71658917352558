// An informer's list in pages, behind an API that loses one: the lost page
// is asked for again from its continue token, the pages already read kept,
// so a long list ends even when the link drops more often than it takes.
#include "../support/memorycluster.h"

#include "kube/informer.h"
#include "model/objectfields.h"
#include "sim/seed/simpreset.h"
#include "sim/store/jobobjects.h"
#include "sim/store/objectpatch.h"

#include <QDateTime>
#include <QSignalSpy>
#include <QTimer>
#include <QUrl>
#include <QUrlQuery>
#include <QTest>

#include <set>

using namespace ascendops;
using ascendops::testing::MemoryApi;

class TestInformerPages : public QObject
{
    Q_OBJECT

private slots:
    // Informer lag: a change reaches the cache as late as its arrival less
    // its write time on the server (managedFields, as the embedded cluster
    // writes it too); a change that says no time leaves the last lag as it was.
    void aChangeSaysHowLateItCame()
    {
        sim::ObjectStore store;
        sim::seedCluster(store, sim::buildClusterObjects(*sim::findPreset("a2-small")));
        MemoryApi api(store);
        kube::Informer nodes(&api, kube::ResourceType::nodes(), {});
        QCOMPARE(nodes.deliveryLagMs(), qint64(-1));
        const auto at = [](qint64 agoMs) {
            const QString time = QDateTime::currentDateTimeUtc().addMSecs(-agoMs).toString(Qt::ISODate);
            return nlohmann::json{{"metadata", {{"name", "node-1"},
                                                {"managedFields", {{{"manager", "kubelet"}, {"time", "2020-01-01T00:00:00Z"}},
                                                                   {{"manager", "device-plugin"}, {"time", time.toStdString()}}}}}}};
        };
        nodes.feed({kube::WatchEvent::Type::Modified, at(3000)});
        QVERIFY2(nodes.deliveryLagMs() >= 2000 && nodes.deliveryLagMs() < 5000, qPrintable(QString::number(nodes.deliveryLagMs())));
        nodes.feed({kube::WatchEvent::Type::Modified, {{"metadata", {{"name", "node-2"}}}}});
        QVERIFY(nodes.deliveryLagMs() >= 2000);
        nodes.feed({kube::WatchEvent::Type::Modified, at(-60000)});   // the server's clock a minute ahead
        QCOMPARE(nodes.deliveryLagMs(), qint64(0));
        // A graceful deletion's change (and any that leaves the write time as it was) says nothing of lag.
        nlohmann::json deleting = at(3600000);
        deleting["metadata"]["name"] = "node-3";
        deleting["metadata"]["deletionTimestamp"] = "2026-11-30T10:00:00Z";
        nodes.feed({kube::WatchEvent::Type::Modified, deleting});
        QCOMPARE(nodes.deliveryLagMs(), qint64(0));
        nodes.feed({kube::WatchEvent::Type::Modified, at(3600000)});   // node-1 again, its write time older than the cached one's
        QCOMPARE(nodes.deliveryLagMs(), qint64(0));
        // The embedded cluster stamps its writes as a server does.
        QVERIFY(store.patch(sim::objects::nodes(), "", "node-1", sim::PatchType::Merge, {{"metadata", {{"labels", {{"x", "1"}}}}}}, false));
        const sim::StoreResult written = store.get(sim::objects::nodes(), "", "node-1");
        QVERIFY(written.object);
        const nlohmann::json *managed = fields::find(written.object->value, {"metadata", "managedFields"});
        QVERIFY(managed && managed->is_array() && !managed->empty());
        const QDateTime time = QDateTime::fromString(fields::text(managed->front(), {"time"}), Qt::ISODate);
        QVERIFY(time.isValid() && time.secsTo(QDateTime::currentDateTimeUtc()) < 5);
    }

    void aLostPageIsAskedForAgain()
    {
        sim::ObjectStore store;
        sim::seedCluster(store, sim::buildClusterObjects(*sim::findPreset("a2-small")));
        MemoryApi api(store);
        kube::InformerOptions options;
        options.pageSize = 2;
        options.initialBackoffMs = 10;
        kube::Informer nodes(&api, kube::ResourceType::nodes(), options);
        api.failNext(QStringLiteral("/nodes"), 2, 1);   // the second page is lost twice
        nodes.start();
        QTRY_VERIFY_WITH_TIMEOUT(nodes.hasSynced(), 5000);
        QCOMPARE(nodes.size(), int(store.list(*sim::findResource("", "v1", "nodes"), "", {}, {}).items.size()));
        QVERIFY(nodes.size() > 4);   // several pages
        QStringList lists;
        for (const QString &read : api.allReads())
            if (read.startsWith(QLatin1String("/api/v1/nodes")) && !read.contains(QLatin1String("watch")))
                lists << read;
        // One first page; the second asked for three times with the same token.
        QCOMPARE(lists.filter(QStringLiteral("continue=")).size() + 1, lists.size());
        QVERIFY2(lists.size() >= 4, qPrintable(lists.join(QLatin1Char('\n'))));
        // The same page each time, asked for smaller (2, then 1: half, at least 1 with pages of 2).
        const auto tokenOf = [](const QString &read) { return QUrlQuery(QUrl(read).query()).queryItemValue(QStringLiteral("continue")); };
        const auto limitOf = [](const QString &read) { return QUrlQuery(QUrl(read).query()).queryItemValue(QStringLiteral("limit")).toInt(); };
        QCOMPARE(tokenOf(lists.at(1)), tokenOf(lists.at(2)));
        QCOMPARE(tokenOf(lists.at(2)), tokenOf(lists.at(3)));
        QCOMPARE(limitOf(lists.at(1)), 2);
        QCOMPARE(limitOf(lists.at(2)), 1);
        QCOMPARE(limitOf(lists.at(3)), 1);
    }

    // A page is taken into the list a part (100 objects) a pass of the event
    // loop, the next page asked for once it is all taken: other work runs
    // between the parts. Stopped halfway through a page, the rest of it is
    // not taken; started again, the list is read whole.
    void aPageIsTakenAPartAPass()
    {
        sim::ObjectStore store;
        sim::seedCluster(store, sim::buildClusterObjects(*sim::findPreset("a3-scale")));
        const int all = int(store.list(*sim::findResource("", "v1", "nodes"), "", {}, {}).items.size());
        QVERIFY(all > 1000);   // pages of 500: two whole ones and a part
        MemoryApi api(store);
        kube::Informer nodes(&api, kube::ResourceType::nodes(), {});
        std::set<int> seen;   // what the list held at each pass in between
        bool stopped = false;
        QTimer pass;
        pass.setInterval(0);
        connect(&pass, &QTimer::timeout, this, [&] {
            seen.insert(nodes.listedSoFar());
            if (nodes.listedSoFar() == 300 && !std::exchange(stopped, true))
                nodes.stop();
        });
        pass.start();
        nodes.start();
        QTRY_VERIFY_WITH_TIMEOUT(stopped, 10000);
        QTest::qWait(100);
        QCOMPARE(nodes.listedSoFar(), 300);
        QVERIFY(!nodes.hasSynced());
        nodes.start();
        QTRY_VERIFY_WITH_TIMEOUT(nodes.hasSynced(), 10000);
        QCOMPARE(nodes.size(), all);
        for (int part : {100, 200, 600, 700, 800, 900})
            QVERIFY2(seen.count(part), qPrintable(QString::number(part)));
    }

    // What a fleet's caches rely on: objects kept trimmed (list and watch
    // alike), indexed page by page as the list comes, a first list that
    // announces nothing one by one, and a relist that announces only what
    // changed.
    void aTrimmedQuietListIsIndexedAsItComes()
    {
        sim::ObjectStore store;
        sim::seedCluster(store, sim::buildClusterObjects(*sim::findPreset("a3-demo")));
        MemoryApi api(store);
        kube::InformerOptions options;
        options.pageSize = 3;
        options.quietFirstList = true;
        options.trim = [](nlohmann::json &pod) {
            if (pod.contains("metadata"))
                pod["metadata"].erase("annotations");
        };
        kube::Informer pods(&api, kube::ResourceType::pods(), options);
        pods.addIndex(QStringLiteral("node"), [](const nlohmann::json &pod) { return fields::text(pod, {"spec", "nodeName"}); });
        QSignalSpy added(&pods, &kube::Informer::added);
        QSignalSpy updated(&pods, &kube::Informer::updated);
        pods.start();
        QTRY_VERIFY_WITH_TIMEOUT(pods.hasSynced(), 5000);
        const int count = int(store.list(sim::objects::pods(), "", {}, {}).items.size());
        QVERIFY(count > 3);   // several pages
        QCOMPARE(pods.size(), count);
        QCOMPARE(added.count(), 0);
        int indexed = 0;
        for (auto it = pods.cache().cbegin(); it != pods.cache().cend(); ++it) {
            QVERIFY2(!it->at("metadata").contains("annotations"), qPrintable(it.key()));
            const QString node = fields::text(*it, {"spec", "nodeName"});
            QVERIFY(pods.keysWhere(QStringLiteral("node"), node).contains(it.key()));
            ++indexed;
        }
        QCOMPARE(indexed, count);
        // A watched change is trimmed as well, and announced.
        const std::string first = pods.cache().cbegin()->at("metadata").at("name");
        QVERIFY(store.patch(sim::objects::pods(), "default", first, sim::PatchType::Merge,
                            {{"metadata", {{"annotations", {{"x", "1"}}}}}}, false));
        QTRY_COMPARE_WITH_TIMEOUT(updated.count(), 1, 5000);
        QVERIFY(!pods.cache().value(QStringLiteral("default/") + QString::fromStdString(first)).at("metadata").contains("annotations"));
        // A later list announces what changed, by resourceVersion: one pod
        // written since, the others as they were.
        updated.clear();
        std::vector<nlohmann::json> listed;
        for (const nlohmann::json &pod : pods.cache())
            listed.push_back(pod);
        listed.front()["metadata"]["resourceVersion"] = "999999";
        pods.feedList(listed, QStringLiteral("999999"));
        QCOMPARE(added.count(), 0);
        QCOMPARE(updated.count(), 1);
        QCOMPARE(pods.size(), count);
    }

    // A cache that keeps its objects packed (the pods' of a fleet) reads as
    // one that keeps them whole: the same objects by key and by index, and
    // its signals carry them unpacked, the one before a change included.
    void aPackedCacheReadsAsAWholeOne()
    {
        sim::ObjectStore store;
        sim::seedCluster(store, sim::buildClusterObjects(*sim::findPreset("a3-demo")));
        MemoryApi api(store);
        kube::InformerOptions options;
        options.pageSize = 3;
        kube::Informer whole(&api, kube::ResourceType::pods(), options);
        options.packed = true;
        kube::Informer packed(&api, kube::ResourceType::pods(), options);
        const auto byNode = [](const nlohmann::json &pod) { return fields::text(pod, {"spec", "nodeName"}); };
        whole.addIndex(QStringLiteral("node"), byNode);
        packed.addIndex(QStringLiteral("node"), byNode);
        whole.start();
        packed.start();
        QTRY_VERIFY_WITH_TIMEOUT(whole.hasSynced() && packed.hasSynced(), 5000);
        QVERIFY(packed.size() > 3);
        QCOMPARE(packed.size(), whole.size());
        for (auto it = whole.cache().cbegin(); it != whole.cache().cend(); ++it) {
            QVERIFY(packed.cache().value(it.key()).is_binary());   // kept packed indeed
            QVERIFY2(packed.object(it.key()) == *it, qPrintable(it.key()));
            const QString node = byNode(*it);
            const fields::ObjectList a = whole.objectsWhere(QStringLiteral("node"), node);
            const fields::ObjectList b = packed.objectsWhere(QStringLiteral("node"), node);
            QCOMPARE(b.size(), a.size());
            QVERIFY(std::any_of(b.begin(), b.end(), [&](const nlohmann::json *pod) { return *pod == *it; }));
        }
        // A watched change: announced with the object before it and after, both whole.
        std::vector<std::pair<nlohmann::json, nlohmann::json>> updated;
        std::vector<nlohmann::json> deleted;
        connect(&packed, &kube::Informer::updated, this, [&](const QString &, const nlohmann::json &was, const nlohmann::json &now) {
            updated.emplace_back(was, now);
        });
        connect(&packed, &kube::Informer::deleted, this, [&](const QString &, const nlohmann::json &last) { deleted.push_back(last); });
        const QString key = whole.cache().cbegin().key();
        const nlohmann::json before = whole.cache().cbegin().value();
        const std::string ns = before.at("metadata").at("namespace"), name = before.at("metadata").at("name");
        QVERIFY(store.patch(sim::objects::pods(), ns, name, sim::PatchType::Merge, {{"metadata", {{"labels", {{"x", "1"}}}}}},
                            false));
        QTRY_COMPARE_WITH_TIMEOUT(updated.size(), std::size_t(1), 5000);
        QVERIFY(updated.front().first == before);
        const nlohmann::json after = updated.front().second;
        QCOMPARE(fields::text(after, {"metadata", "labels", "x"}), QStringLiteral("1"));
        QVERIFY(packed.object(key) == after);
        // A relist announces by version, compared with the packed one kept.
        QTRY_VERIFY_WITH_TIMEOUT(whole.object(key) == after, 5000);
        updated.clear();
        std::vector<nlohmann::json> listed;
        for (const nlohmann::json &pod : whole.cache())
            listed.push_back(pod);
        listed.front()["metadata"]["resourceVersion"] = "999999";
        packed.feedList(listed, QStringLiteral("999999"));
        QCOMPARE(updated.size(), std::size_t(1));
        QCOMPARE(packed.size(), whole.size());
        // A delete says what was last known, whole.
        const nlohmann::json gone = listed.back();
        packed.feed({kube::WatchEvent::Type::Deleted, gone});
        QCOMPARE(deleted.size(), std::size_t(1));
        QVERIFY(deleted.front() == gone);
        QVERIFY(!packed.object(kube::Informer::keyOf(gone)));
    }
};

QTEST_GUILESS_MAIN(TestInformerPages)
#include "tst_informerpages.moc"
