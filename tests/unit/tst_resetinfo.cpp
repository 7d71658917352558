// MindCluster's reset.json (reset-config-<job>), read from MindCluster's own
// fixtures (tests/data/mindcluster/SOURCES.md): ranks with their status,
// policy and fault code; the map as the job creates it; and what cannot be
// read said at its place, never thrown.
#include "formats/resetinfo.h"

#include <QFile>
#include <QTest>

using namespace ascendops;

namespace {

std::string fixture(const char *name)
{
    QFile file(QStringLiteral(TEST_DATA_DIR "/mindcluster/") + QLatin1String(name));
    return file.open(QIODevice::ReadOnly) ? file.readAll().toStdString() : std::string();
}

bool mentions(const Problems &problems, const char *pointer, const char *words)
{
    for (const Problem &p : problems)
        if (p.pointer == pointer && p.message.contains(QLatin1String(words)))
            return true;
    return false;
}

} // namespace

class TestResetInfo : public QObject
{
    Q_OBJECT

private slots:
    void taskdsFaultFixture()
    {
        const Parsed<ResetInfo> info = readResetInfo(fixture("reset-fault.json"));
        QVERIFY(info.ok());
        QVERIFY(info.problems().empty());   // "fault" is in MindCluster's own tests: kept without a note
        QCOMPARE(info->ranks.size(), std::size_t(2));
        const ResetRank &first = info->ranks[0];
        QCOMPARE(first.rankId, 1);
        QCOMPARE(first.logicId, 1);
        QCOMPARE(first.status, QStringLiteral("fault"));
        QCOMPARE(first.policy, QStringLiteral("reset"));
        QVERIFY(first.initialPolicy.isEmpty());   // null
        QCOMPARE(first.errorCodeHex, QStringLiteral("8C03A000"));
        QCOMPARE(info->ranksIn(QStringLiteral("unrecovered")), QList<int>{100});
        QCOMPARE(info->updateTime, 1000000000);
        QCOMPARE(info->retryTime, 0);
        QVERIFY(!info->initializing);
        QCOMPARE(describeResetInfo(*info),
                 QStringLiteral("rank 1 fault (reset, 8C03A000); rank 100 unrecovered (restart, 8C084E00); retry 0"));
    }

    // ClusterD's recover-in-place: only the faulty processes restart, and
    // the words say so; the map cut off and mistyped is refused, not guessed.
    void restartFaultProcessIsSaid()
    {
        const Parsed<ResetInfo> info = readResetInfo(fixture("reset-restart-fault-process.json"));
        QVERIFY(info.ok());
        QVERIFY(info->restartFaultProcess);
        QCOMPARE(describeResetInfo(*info),
                 QStringLiteral("rank 16 unrecovered (restart); only the faulty processes restart (RestartFaultProcess); retry 1"));
        const Parsed<ResetInfo> broken = readResetInfo(fixture("reset-restart-fault-process-broken.json"));
        QVERIFY(!broken.ok());
        QVERIFY(!broken.problems().isEmpty());
    }

    void recoveredAndInitializing()
    {
        const Parsed<ResetInfo> recovered = readResetInfo(fixture("reset-recovered.json"));
        QVERIFY(recovered.ok());
        QCOMPARE(recovered->ranksIn(QStringLiteral("recovered")), (QList<int>{1, 100}));
        QCOMPARE(recovered->retryTime, 2);
        const Parsed<ResetInfo> fresh = readResetInfo(fixture("reset-initializing.json"));
        QVERIFY(fresh.ok());
        QVERIFY(fresh->initializing);
        QVERIFY(fresh->ranks.empty());
        QVERIFY(fresh.problems().empty());
        QCOMPARE(describeResetInfo(*fresh), QStringLiteral("initializing (no fault written)"));
    }

    void flagsAsGoWritesThem()
    {
        const Parsed<ResetInfo> info = readResetInfo(
            R"({"RankList":[],"GracefulExit":1,"FaultFlushing":true,"RestartFaultProcess":false,"RetryTime":-4})");
        QVERIFY(info.ok());
        QVERIFY(info->gracefulExit);
        QVERIFY(info->faultFlushing);
        QVERIFY(!info->restartFaultProcess);
        QCOMPARE(info->retryTime, 0);   // never negative
        QVERIFY(describeResetInfo(*info).contains(QLatin1String("GracefulExit")));
    }

    void badInputSaidAtItsPlace()
    {
        for (const char *text : {"", "[]", "not json", "{\"RankList\":"}) {
            const Parsed<ResetInfo> bad = readResetInfo(text);
            QVERIFY2(!bad.ok(), text);
            QVERIFY(bad.problems().front().message.contains(QLatin1String("reset.json")));
        }
        const Parsed<ResetInfo> odd = readResetInfo(
            R"({"RankList":[{"RankId":"3"},7,{"RankId":4,"Status":"waiting","Policy":"dump","LogicId":"x","ErrorCode":[1,"2"]}],"UpdateTime":99999999999999})");
        QVERIFY(odd.ok());
        QCOMPARE(odd->ranks.size(), std::size_t(1));
        QCOMPARE(odd->ranks[0].rankId, 4);
        QCOMPARE(odd->ranks[0].logicId, -1);
        QCOMPARE(odd->ranks[0].errorCodes, (std::vector<std::int64_t>{1}));
        QCOMPARE(odd->updateTime, 0);   // not a time in seconds
        QVERIFY(mentions(odd.problems(), "/RankList/0", "RankId"));
        QVERIFY(mentions(odd.problems(), "/RankList/1", "RankId"));
        QVERIFY(mentions(odd.problems(), "/RankList/2/Status", "waiting"));
        QVERIFY(mentions(odd.problems(), "/RankList/2/Policy", "dump"));
        QVERIFY(mentions(readResetInfo(R"({"RankList":{}})").problems(), "/RankList", "not a list"));
        QVERIFY(mentions(readResetInfo(R"({"RetryTime":1})").problems(), "/", "no RankList"));
    }
};

QTEST_APPLESS_MAIN(TestResetInfo)
#include "tst_resetinfo.moc"
