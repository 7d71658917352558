// Words the views make outside any class, found in the Chinese translation:
// the job phases the Jobs view and the topology say, and what the fault
// list says is wrong.
#include "cluster/faultlist.h"
#include "cluster/jobstate.h"
#include "language.h"

#include <QRegularExpression>
#include <QTest>

using namespace ascendops;

namespace {

bool hasChinese(const QString &text)
{
    return text.contains(QRegularExpression(QStringLiteral("[\\x{4e00}-\\x{9fff}]")));
}

} // namespace

class TestViewTranslations : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QCOMPARE(installTranslations(QStringLiteral("zh_CN")), QStringLiteral("zh_CN")); }

    // The phases Volcano Jobs, AscendJobs and pods report are said in
    // Chinese; one the console does not know stays as the cluster said it.
    void jobPhasesAreTranslated()
    {
        for (const char *phase : {"Running", "Pending", "Created", "Failed", "Terminating", "Degraded", "Completed"})
            QVERIFY2(hasChinese(jobStateText(QLatin1String(phase))), phase);
        QCOMPARE(jobStateText(QStringLiteral("Reticulating")), QStringLiteral("Reticulating"));
    }

    void whatIsWrongIsTranslated()
    {
        ClusterTopology topology;
        TopologyServer server;
        server.nodeName = QStringLiteral("node-0");
        server.ready = false;
        server.cordoned = true;
        server.nodeStatus = QStringLiteral("UnHealthy");
        server.nodeHealth = Health::Fault;
        topology.servers.push_back(server);
        server.nodeStatus = QStringLiteral("PreSeparate");
        server.nodeHealth = Health::Warning;
        topology.servers.push_back(server);
        topology.reindex();
        const QStringList what = faultsAt(topology, {0, -1, -1});
        QCOMPARE(what.size(), 3);
        QVERIFY2(hasChinese(what.at(1)), qPrintable(what.at(1)));
        QVERIFY2(hasChinese(what.at(2)), qPrintable(what.at(2)));
        QCOMPARE(faultsAt(topology, {1, -1, -1}).at(2), QStringLiteral("NodeD 状态：PreSeparate"));   // NodeD's word as written
    }
};

QTEST_MAIN(TestViewTranslations)
#include "tst_viewtranslations.moc"
