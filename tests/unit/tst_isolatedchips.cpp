// Chips isolated by hand in either store, listed with why and when they
// release by themselves, and the writes that release one in the store (or
// both stores) that hold it.
#include "kube/kubeclient.h"
#include "pipeline/isolatedchips.h"

#include <QFile>
#include <QTest>

using namespace ascendops;
using namespace ascendops::pipeline;
using Json = nlohmann::json;

namespace {

std::string fixture(const char *name)
{
    QFile file(QStringLiteral(TEST_DATA_DIR "/isolation/") + QLatin1String(name));
    return file.open(QIODevice::ReadOnly) ? file.readAll().trimmed().toStdString() : std::string();
}

Json deviceInfo(const char *node, const char *separated, const std::string &reasons = {})
{
    Json map{{"apiVersion", "v1"}, {"kind", "ConfigMap"},
             {"metadata", {{"name", std::string("mindx-dl-deviceinfo-") + node}, {"namespace", "kube-system"}, {"resourceVersion", "7"}}},
             {"data", {{"DeviceInfoCfg", "{}"}, {"ManuallySeparateNPU", separated}}}};
    if (!reasons.empty())
        map["data"]["UpgradeFaultReason"] = reasons;
    return map;
}

Json manualInfo(const std::string &node2)
{
    return {{"apiVersion", "v1"}, {"kind", "ConfigMap"},
            {"metadata", {{"name", "clusterd-manual-info-cm"}, {"namespace", "cluster-system"}, {"resourceVersion", "9"}}},
            {"data", {{"node-2", node2}}}};
}

constexpr std::int64_t kNowMs = 1770811685650 + 3600 * 1000;   // an hour after the fixture's separation

} // namespace

class TestIsolatedChips : public QObject
{
    Q_OBJECT

private slots:
    void bothStoresAreListedWithTheirReasons()
    {
        const Json dp = deviceInfo("node-1", "Ascend910-1,Ascend910-3", fixture("upgrade-fault-reason.json"));
        const Json empty = deviceInfo("node-3", "");
        const Json clusterd = manualInfo(fixture("clusterd-manual-info-node.json"));
        const IsolationList list = listIsolatedChips({&dp, &empty}, &clusterd, FrequencyRules::builtIn(), {}, kNowMs);
        QVERIFY2(list.notRead.isEmpty(), qPrintable(list.notRead.join(QLatin1Char('\n'))));
        QCOMPARE(int(list.chips.size()), 5);
        const IsolatedChip &first = list.chips[0];
        QCOMPARE(first.node, QStringLiteral("node-1"));
        QCOMPARE(first.die, 1);
        QCOMPARE(first.authority, IsolationAuthority::DevicePlugin);
        QCOMPARE(int(first.reasons.size()), 2);
        QCOMPARE(first.reasons[1].faultCode, std::string("81978008"));
        // No reason recorded for Ascend910-3: none is made up.
        QCOMPARE(list.chips[1].die, 3);
        QVERIFY(list.chips[1].reasons.empty());
        QVERIFY2(list.chips[1].releases.startsWith(QLatin1String("only by a person")), qPrintable(list.chips[1].releases));
        const IsolatedChip &byClusterd = list.chips[2];
        QCOMPARE(byClusterd.node, QStringLiteral("node-2"));
        QCOMPARE(byClusterd.authority, IsolationAuthority::ClusterD);
        QVERIFY2(byClusterd.releases.contains(QLatin1String("2026-02-13T12:08:05")), qPrintable(byClusterd.releases));
        // Past its fault_free_hours: ClusterD releases it on its next look.
        const IsolationList later = listIsolatedChips({}, &clusterd, FrequencyRules::builtIn(), {}, kNowMs + 48LL * 3600 * 1000);
        QVERIFY2(later.chips.front().releases.contains(QLatin1String("due")), qPrintable(later.chips.front().releases));
        ClusterdReleasePolicy never;
        never.faultFreeHours = -1;
        QVERIFY(listIsolatedChips({}, &clusterd, FrequencyRules::builtIn(), never, kNowMs).chips.front().releases.startsWith(QLatin1String("only by a person")));
    }

    void aFrequencyRuleWithAReleaseWindowSaysSo()
    {
        // 81078603 five times in 24 h isolates, and releases 48 h after it clears (built-in rules).
        const Json dp = deviceInfo("node-1", "Ascend910-0",
                                   R"({"Ascend910-0":[{"upgrade_time":1,"fault_code":"81078603","fault_level":"ManuallySeparateNPU","upgrade_type":"FaultFrequency"}]})");
        const IsolationList list = listIsolatedChips({&dp}, nullptr, FrequencyRules::builtIn(), {}, kNowMs);
        QCOMPARE(int(list.chips.size()), 1);
        QVERIFY2(list.chips[0].releases.contains(QLatin1String("172800 s after 81078603")), qPrintable(list.chips[0].releases));
    }

    void unreadableValuesAreNamedNotDropped()
    {
        const Json dp = deviceInfo("node-1", "Ascend910-0", "not json");
        const Json clusterd = manualInfo(R"({"Total":"Ascend910-0"})");
        const IsolationList list = listIsolatedChips({&dp}, &clusterd, FrequencyRules::builtIn(), {}, kNowMs);
        QCOMPARE(int(list.chips.size()), 1);   // the device plugin's list still says it is isolated
        QCOMPARE(list.notRead.size(), 2);
        QVERIFY(list.notRead[0].contains(QLatin1String("kube-system/mindx-dl-deviceinfo-node-1 UpgradeFaultReason")));
        QVERIFY(list.notRead[1].contains(QLatin1String("clusterd-manual-info-cm key node-2 /Total")));
    }

    void releaseWritesEveryStoreThatHoldsTheChip()
    {
        const Json dp = deviceInfo("node-2", "Ascend910-0,Ascend910-2");
        const Json clusterd = manualInfo(fixture("clusterd-manual-info-node.json"));
        const IsolationList list = listIsolatedChips({&dp}, &clusterd, FrequencyRules::builtIn(), {}, kNowMs);
        kube::KubeClient client{kube::ClusterConnection{}};   // nothing is sent
        QString why;
        QCOMPARE(int(planRelease(list, QStringLiteral("node-2"), 2, client, &why).size()), 2);
        QCOMPARE(int(planRelease(list, QStringLiteral("node-2"), 3, client, &why).size()), 1);
        QVERIFY(planRelease(list, QStringLiteral("node-2"), 5, client, &why).empty());
        QCOMPARE(why, QStringLiteral("no store isolates chip 5 of node-2"));
    }
};

QTEST_GUILESS_MAIN(TestIsolatedChips)
#include "tst_isolatedchips.moc"
