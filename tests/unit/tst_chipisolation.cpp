// The two stores of isolated chips read and released: device-info's
// UpgradeFaultReason and ManuallySeparateNPU, and clusterd-manual-info-cm,
// against MindCluster's own examples (tests/data/isolation/SOURCES.md) and
// against values that are wrong in every place.
#include "formats/chipisolation.h"

#include <QFile>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace ascendops;

namespace {

std::string fixture(const char *name)
{
    QFile file(QStringLiteral(TEST_DATA_DIR "/isolation/") + QLatin1String(name));
    return file.open(QIODevice::ReadOnly) ? file.readAll().toStdString() : std::string();
}

bool saysAt(const Problems &problems, const char *pointer, const char *words)
{
    for (const Problem &problem : problems)
        if (problem.pointer == pointer && problem.message.contains(QLatin1String(words)))
            return true;
    return false;
}

} // namespace

class TestChipIsolation : public QObject
{
    Q_OBJECT

private slots:
    void devicePluginReasonsFromItsExample()
    {
        const Parsed<ChipIsolationReasons> reasons = decodeUpgradeFaultReason(fixture("upgrade-fault-reason.json"));
        QVERIFY2(reasons.ok(), qPrintable(reasons.error()));
        QVERIFY(reasons.problems().isEmpty());
        QCOMPARE(reasons->size(), std::size_t(1));
        const std::vector<IsolationReason> &chip = reasons->at("Ascend910-1");
        QCOMPARE(chip.size(), std::size_t(2));
        QCOMPARE(chip[0].faultCode, std::string("AutofillFaultCode"));
        QCOMPARE(chip[0].rule, std::string("FaultAutofill"));
        QCOMPARE(chip[1].faultCode, std::string("81978008"));
        QCOMPARE(chip[1].level, std::string("ManuallySeparateNPU"));
        QCOMPARE(chip[1].rule, std::string("FaultFrequency"));
        QCOMPARE(chip[1].timeMs, std::int64_t(1770433162519));
    }

    void clusterdRecordsFromItsExample()
    {
        const Parsed<ClusterdManualInfo> info = decodeClusterdManualInfo(fixture("clusterd-manual-info-node.json"));
        QVERIFY2(info.ok(), qPrintable(info.error()));
        QVERIFY(info.problems().isEmpty());
        QCOMPARE(info->total, (std::vector<std::string>{"Ascend910-0", "Ascend910-2", "Ascend910-3"}));
        QCOMPARE(info->detail.at("Ascend910-2").front().faultCode, std::string("8C084E00"));
        QCOMPARE(info->detail.at("Ascend910-2").front().timeMs, std::int64_t(1770811685650));
        QVERIFY(info->detail.at("Ascend910-2").front().rule.empty());
    }

    // ClusterD takes a chip out of Total only: Detail stays as it was.
    void clusterdReleaseTouchesTotalOnly()
    {
        const std::string before = fixture("clusterd-manual-info-node.json");
        const Parsed<std::string> after = releaseFromClusterdManualInfo(before, "Ascend910-2");
        QVERIFY2(after.ok(), qPrintable(after.error()));
        const nlohmann::json was = nlohmann::json::parse(before), now = nlohmann::json::parse(after.value());
        QVERIFY(now["Total"] == nlohmann::json::parse(R"(["Ascend910-0","Ascend910-3"])"));
        QVERIFY(now["Detail"] == was["Detail"]);
        QVERIFY(!releaseFromClusterdManualInfo("{\"Total\":3}", "Ascend910-0").ok());
        QVERIFY(!releaseFromClusterdManualInfo("not json", "Ascend910-0").ok());
    }

    void devicePluginReleaseLeavesTheOthers()
    {
        QCOMPARE(releaseFromManuallySeparated("Ascend910-0,Ascend910-1,Ascend910-3", "Ascend910-1"), std::string("Ascend910-0,Ascend910-3"));
        QCOMPARE(releaseFromManuallySeparated("Ascend910-1", "Ascend910-1"), std::string());
        QCOMPARE(releaseFromManuallySeparated(" Ascend910-0 , Ascend910-1", "Ascend910-1"), std::string("Ascend910-0"));
        QCOMPARE(releaseFromManuallySeparated("", "Ascend910-1"), std::string());
    }

    // What cannot be read is said with its place; the rest is kept.
    void badValuesAreNamedWithTheirPlace()
    {
        QVERIFY(!decodeUpgradeFaultReason("").ok());
        QVERIFY(!decodeUpgradeFaultReason("[1,2]").ok());
        const Parsed<ChipIsolationReasons> reasons = decodeUpgradeFaultReason(
            R"({"Ascend910-1":[{"upgrade_time":"soon","fault_code":"81978008"},{"fault_code":"80E18005","upgrade_time":5},7],"a/b":3})");
        QVERIFY(reasons.ok());
        QCOMPARE(reasons->at("Ascend910-1").size(), std::size_t(1));
        QCOMPARE(reasons->at("Ascend910-1").front().faultCode, std::string("80E18005"));
        QVERIFY(saysAt(reasons.problems(), "/Ascend910-1/0/upgrade_time", "not whole milliseconds"));
        QVERIFY(saysAt(reasons.problems(), "/Ascend910-1/2", "not an object"));
        QVERIFY(saysAt(reasons.problems(), "/a~1b", "not a list"));

        const Parsed<ClusterdManualInfo> info = decodeClusterdManualInfo(
            R"({"Total":["Ascend910-0",4],"Detail":{"Ascend910-0":[{"FaultCode":8}]}})");
        QVERIFY(info.ok());
        QCOMPARE(info->total, std::vector<std::string>{"Ascend910-0"});
        QVERIFY(saysAt(info.problems(), "/Total/1", "not a name"));
        QVERIFY(saysAt(info.problems(), "/Detail/Ascend910-0/0/FaultCode", "not a string"));
        QVERIFY(!decodeClusterdManualInfo(R"({"Total":"Ascend910-0"})").ok());
        QVERIFY(saysAt(decodeClusterdManualInfo("{}").problems(), "/Total", "no Total"));
    }
};

QTEST_GUILESS_MAIN(TestChipIsolation)
#include "tst_chipisolation.moc"
