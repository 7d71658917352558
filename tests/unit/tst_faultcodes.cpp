// The device plugin's fault-level table as the embedded cluster loads it:
// MindCluster's faultCode.json embedded in the build, the higher level
// winning for a code listed twice, unknown codes isolated.
#include "formats/faultcodetable.h"

#include <QTest>

using namespace ascendops;

class TestFaultCodes : public QObject
{
    Q_OBJECT

private slots:
    void builtInTableHoldsEveryCodeOfTheShippedFile()
    {
        const FaultCodeTable &table = FaultCodeTable::builtIn();
        // 804 entries over eight levels, two of them repeated (B4060011 twice
        // under RestartBusiness, A2301001 under RestartBusiness and SeparateNPU).
        QCOMPARE(table.size(), std::size_t(802));
        QCOMPARE(table.handlingOf("80E18402"), FaultHandling::SeparateNPU);
        QCOMPARE(table.handlingOf("8C03A000"), FaultHandling::RestartNPU);
        QCOMPARE(table.handlingOf("80C98008"), FaultHandling::RestartRequest);
        QCOMPARE(table.handlingOf("8C0E4E00"), FaultHandling::FreeRestartNPU);
        QCOMPARE(table.handlingOf("8C204E00"), FaultHandling::RestartBusiness);
        // Nine-digit public fault codes ship in the same file.
        QCOMPARE(table.handlingOf("020001002"), FaultHandling::SeparateNPU);
        // The parameter-plane network fault is NotHandleFault until duration rules escalate it.
        QCOMPARE(table.handlingOf("81078603"), FaultHandling::NotHandleFault);
    }

    void theHigherLevelWinsForACodeListedTwice()
    {
        QCOMPARE(FaultCodeTable::builtIn().handlingOf("A2301001"), FaultHandling::SeparateNPU);
        const auto table = FaultCodeTable::parse(R"({"RestartNPUCodes":["8C03A000"],"NotHandleFaultCodes":["8c03a000"]})");
        QVERIFY(table);
        QCOMPARE(table->handlingOf("8C03A000"), FaultHandling::RestartNPU);
        QCOMPARE(table->size(), std::size_t(1));
    }

    void unknownCodesAreSeparatedAndCaseDoesNotMatter()
    {
        const FaultCodeTable &table = FaultCodeTable::builtIn();
        QVERIFY(!table.knows("DEADBEEF"));
        QCOMPARE(table.handlingOf("DEADBEEF"), FaultHandling::SeparateNPU);
        QCOMPARE(table.handlingOf("80e18402"), FaultHandling::SeparateNPU);
        QVERIFY(table.knows("80e18402"));
    }

    void badDocumentsSayWhere()
    {
        std::string error;
        QVERIFY(!FaultCodeTable::parse("[1,2]", &error));
        QVERIFY(error.find("not a JSON object") != std::string::npos);
        QVERIFY(!FaultCodeTable::parse(R"({"SeparateNPUCodes":["80E18402","XYZ"]})", &error));
        QCOMPARE(error, std::string("faultCode.json: /SeparateNPUCodes/1 is not a hex fault code"));
        QVERIFY(!FaultCodeTable::parse(R"({"SeparateNPUCodes":"80E18402"})", &error));
        // Keys that name no level (comments, future sections) are ignored.
        QVERIFY(FaultCodeTable::parse(R"({"Version":"1","SeparateNPUCodes":[]})"));
    }

    void levelNamesAndChipHealth()
    {
        QCOMPARE(std::string(faultHandlingName(FaultHandling::PreSeparateNPU)), std::string("PreSeparateNPU"));
        QCOMPARE(faultHandlingFromName("ManuallySeparateNPU"), std::optional(FaultHandling::ManuallySeparateNPU));
        QVERIFY(!faultHandlingFromName("Separate"));
        QVERIFY(!makesChipUnhealthy(FaultHandling::NotHandleFault));
        QVERIFY(!makesChipUnhealthy(FaultHandling::PreSeparateNPU));
        QVERIFY(makesChipUnhealthy(FaultHandling::RestartNPU));
        QVERIFY(makesChipUnhealthy(FaultHandling::SeparateNPU));
        QCOMPARE(normalizeFaultCode("80e1840"), std::nullopt);
        QCOMPARE(normalizeFaultCode("80e18402"), std::optional<std::string>("80E18402"));
    }
};

QTEST_GUILESS_MAIN(TestFaultCodes)
#include "tst_faultcodes.moc"
