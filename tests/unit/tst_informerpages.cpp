// An informer's list in pages, behind an API that loses one: the lost page
// is asked for again from its continue token, the pages already read kept,
// so a long list ends even when the link drops more often than it takes.
#include "../support/memorycluster.h"

#include "kube/informer.h"
#include "sim/seed/simpreset.h"

#include <QSignalSpy>
#include <QUrl>
#include <QUrlQuery>
#include <QTest>

using namespace ascendops;
using ascendops::testing::MemoryApi;

class TestInformerPages : public QObject
{
    Q_OBJECT

private slots:
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
};

QTEST_GUILESS_MAIN(TestInformerPages)
#include "tst_informerpages.moc"
