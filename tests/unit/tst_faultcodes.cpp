// The device plugin's fault-level table as the embedded cluster loads it:
// MindCluster's faultCode.json embedded in the build, the higher level
// winning for a code listed twice, unknown codes isolated.
#include "formats/devicefaultevent.h"
#include "formats/faultcodemeaning.h"
#include "formats/faultcodetable.h"
#include "formats/switchinfocfg.h"

#include <QTest>

#include <nlohmann/json.hpp>

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

    void describedCodesAreSaidInWords()
    {
        const std::optional<FaultCodeMeaning> hbm = faultCodeMeaning("80e18402");   // any case
        QVERIFY(hbm);
        QVERIFY(hbm->what.contains(QLatin1String("64 rows")));
        QCOMPARE(hbm->advice, QStringLiteral("replace the NPU"));
        QVERIFY(faultCodeMeaning("81078603")->advice.contains(QLatin1String("48 h")));
        QVERIFY(faultCodeMeaning(kHangCode)->what.contains(QLatin1String("hang")));
        QVERIFY(faultCodeMeaning("80E0020B") == std::nullopt);   // in the table, described nowhere public
        QVERIFY(faultCodeMeaning("") == std::nullopt);
        QVERIFY(faultCodeMeaning("80E1840") == std::nullopt);
        // Every described chip code is one the device plugin's table knows:
        // a meaning never stands beside the "not in the table" handling.
        for (const char *code : {"80E01801", "80E18402", "80E18005", "80E21007", "80C98009", "80CB8009", "80CB800A",
                                 "81078603", "8C1F8608", "4C1F8608", "8C1F860B", "80818C05", "80818C06"}) {
            QVERIFY2(faultCodeMeaning(code), code);
            QVERIFY2(FaultCodeTable::builtIn().knows(code), code);
        }
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

    void switchTableHoldsTheShippedLevels()
    {
        const SwitchFaultTable &table = SwitchFaultTable::builtIn();
        // 12 + 8 + 0 + 1 + 9 entries, each code once.
        QCOMPARE(table.size(), std::size_t(30));
        QCOMPARE(table.levelOf("[0x00f103b0,155907,na,na]"), SwitchFaultLevel::Separate);
        QCOMPARE(table.levelOf("[0x00f1fef5,155914,npu,na]"), SwitchFaultLevel::RestartRequest);
        QCOMPARE(table.levelOf("[0x00f1ff06,155910,na,na]"), SwitchFaultLevel::SubHealth);
        QCOMPARE(table.levelOf("[0x00f1fef5,155913,L2,na]"), SwitchFaultLevel::NotHandle);
        // Case and spaces do not matter; an unknown code has no level.
        QCOMPARE(table.levelOf(" [0x00F103B0, 155907,NA,NA] "), SwitchFaultLevel::Separate);
        QVERIFY(!table.levelOf("[0x00000000,1,na,na]"));
        QVERIFY(!table.levelOf("0x00f103b0"));
        QCOMPARE(handlingOfSwitchLevel(SwitchFaultLevel::Separate), FaultHandling::SeparateNPU);
        QCOMPARE(handlingOfSwitchLevel(SwitchFaultLevel::SubHealth), FaultHandling::SubHealthFault);
    }

    void badSwitchTablesSayWhere()
    {
        const auto badCode = SwitchFaultTable::parse(R"({"SeparateFaultCodes":["[0x1,2,na,na]","0x00f103b0"]})");
        QVERIFY(!badCode);
        QCOMPARE(badCode.error(), QStringLiteral("/SeparateFaultCodes/1: not a switch fault code like \"[0x00f1fef5,155914,npu,na]\""));
        const auto notArray = SwitchFaultTable::parse(R"({"ResetFaultCodes":{}})");
        QVERIFY(!notArray);
        QCOMPARE(notArray.error(), QStringLiteral("/ResetFaultCodes: object, not an array"));
        // A syntax error has its line and column.
        const auto cut = SwitchFaultTable::parse("{\n  \"SeparateFaultCodes\": [");
        QVERIFY(!cut);
        QCOMPARE(cut.problems().first().line, 2);
        QVERIFY(cut.problems().first().column > 1);
        const auto table = SwitchFaultTable::parse(R"({"Comment":"x","SeparateFaultCodes":["[0x1,2,na,na]"]})");
        QVERIFY(table);
        QCOMPARE(table->levelOf("[0x1,2,na,na]"), SwitchFaultLevel::Separate);
    }

    void switchInfoRoundTripsAndRefusesWhatItCannotRead()
    {
        SwitchInfoCfg info;
        info.faultCodes = {"[0x00f103b0,155907,na,na]"};
        info.level = SwitchFaultLevel::Separate;
        info.nodeStatus = SwitchInfoCfg::nodeStatusOf(info.level);
        info.updateTime = 1722845555;
        info.faultTimeMs["[0x00f103b0,155907,na,na]"] = 1722845555123;
        const auto back = decodeSwitchInfo(encodeSwitchInfo(info));
        QVERIFY(back);
        QCOMPARE(back->faultCodes, info.faultCodes);
        QCOMPARE(back->level, SwitchFaultLevel::Separate);
        QCOMPARE(back->nodeStatus, std::string("UnHealthy"));
        QCOMPARE(back->faultTimeMs.at("[0x00f103b0,155907,na,na]"), std::int64_t(1722845555123));
        // A healthy switch as the device plugin writes it, fault_time in seconds.
        const auto healthy = decodeSwitchInfo(R"({"FaultCode":[],"FaultLevel":"NotHandle","UpdateTime":1722845555,"NodeStatus":"Healthy",
            "FaultTimeAndLevelMap":{"[0x1,2,na,na]":{"fault_time":1722845555,"fault_level":"NotHandle"}}})");
        QVERIFY(healthy);
        QVERIFY(healthy->faultCodes.empty());
        QCOMPARE(healthy->faultTimeMs.at("[0x1,2,na,na]"), std::int64_t(1722845555000));
        QCOMPARE(decodeSwitchInfo(R"({"FaultCode":[123],"FaultLevel":"Separate"})").error(),
                 QStringLiteral("/FaultCode/0: number, not text"));
        QCOMPARE(decodeSwitchInfo(R"({"FaultCode":[],"FaultLevel":7})").error(), QStringLiteral("/FaultLevel: not text"));
        QCOMPARE(decodeSwitchInfo(R"({"FaultCode":[],"NodeStatus":{}})").error(), QStringLiteral("/NodeStatus: not text"));
        QVERIFY(decodeSwitchInfo(R"({"FaultCode":null,"FaultLevel":null})"));   // absent, as null
        QCOMPARE(decodeSwitchInfo(R"({"FaultCode":[],"FaultLevel":"Broken"})").error(),
                 QStringLiteral("/FaultLevel: \"Broken\" is not a switch fault level"));
        // The device plugin's own encoding: each FaultCode a JSON object in a
        // string, the level PreSeparate (in its code, not its documentation),
        // times keyed by code, switch chip and port.
        const nlohmann::json entry = {{"EventType", 1}, {"AssembledFaultCode", "[0x00f1fef5,155914,npu,na]"},
                                      {"PeerPortDevice", 1}, {"SwitchChipId", 0}, {"SwitchPortId", 3}, {"Severity", 2},
                                      {"Assertion", 1}, {"AlarmRaisedTime", 1700000000000}};
        const nlohmann::json value = {
            {"FaultCode", {entry.dump()}}, {"FaultLevel", "PreSeparate"}, {"UpdateTime", 1700000000}, {"NodeStatus", "PreSeparate"},
            {"FaultTimeAndLevelMap", {{"[0x00f1fef5,155914,npu,na]_0_3", {{"fault_time", 1700000000000}, {"fault_level", "PreSeparate"}}},
                                      {"[0x00f1fef5,155914,npu,na]_0_2", {{"fault_time", 1699999999000}, {"fault_level", "PreSeparate"}}}}}};
        const auto assembled = decodeSwitchInfo(value.dump());
        QVERIFY2(assembled, qPrintable(assembled.error()));
        QCOMPARE(assembled->faultCodes, std::vector<std::string>{"[0x00f1fef5,155914,npu,na]"});
        QCOMPARE(assembled->level, SwitchFaultLevel::PreSeparate);
        QCOMPARE(handlingOfSwitchLevel(assembled->level), FaultHandling::PreSeparateNPU);
        QCOMPARE(assembled->faultTimeMs.at("[0x00f1fef5,155914,npu,na]"), std::int64_t(1699999999000));
        QCOMPARE(SwitchFaultTable::builtIn().levelOf(assembled->faultCodes.front()).has_value(), true);
        QCOMPARE(decodeSwitchInfo(nlohmann::json{{"FaultCode", {nlohmann::json{{"EventType", 1}}.dump()}}}.dump()).error(),
                 QStringLiteral("/FaultCode/0: a JSON object without a text AssembledFaultCode"));
        // The reference's own example is not JSON (an unquoted code): refused, with where.
        const auto example = decodeSwitchInfo(R"({"FaultCode":[000001c1],"FaultLevel":"NotHandle"})");
        QVERIFY(!example);
        QCOMPARE(example.problems().first().line, 1);
        QVERIFY2(example.problems().first().column >= 14, qPrintable(example.error()));
    }

    void deviceFaultAlarmsAreRead()
    {
        // The device plugin's Event message, verbatim from the reference.
        const auto alarm = parseDeviceFaultEvent(QStringLiteral(
            "device fault, nodeName:k8smaster, assertion:Occur, cardID:2, deviceID:0, faultCodes:8C084E00, "
            "faultLevelName:RestartBusiness, alarmRaisedTime:2023-11-21 05:36:53"));
        QVERIFY(alarm);
        QCOMPARE(alarm->node, QStringLiteral("k8smaster"));
        QCOMPARE(alarm->assertion, QStringLiteral("Occur"));
        QCOMPARE(alarm->cardId, 2);
        QCOMPARE(alarm->deviceId, 0);
        QCOMPARE(alarm->codes, QStringList{QStringLiteral("8C084E00")});
        QCOMPARE(alarm->level, QStringLiteral("RestartBusiness"));
        QCOMPARE(alarm->raised, QDateTime(QDate(2023, 11, 21), QTime(5, 36, 53)));
        // Several codes comma-joined, lower case, extra spaces.
        const auto several = parseDeviceFaultEvent(QStringLiteral(
            "device fault,  nodeName: n1 , assertion:Recovery, cardID:7, deviceID:1, faultCodes:a8028801,80e18402, faultLevelName:SeparateNPU"));
        QVERIFY(several);
        QCOMPARE(several->codes, (QStringList{QStringLiteral("A8028801"), QStringLiteral("80E18402")}));
        QVERIFY(!several->raised.isValid());
        QVERIFY(!isDeviceFaultAlarm(QStringLiteral("Started container")));
        QVERIFY(!parseDeviceFaultEvent(QStringLiteral("Started container")));
        QCOMPARE(parseDeviceFaultEvent(QStringLiteral("device fault, nodeName:n1, assertion:Occur, faultCodes:8C084E00")).error(),
                 QStringLiteral("/cardID: missing or not a card number (and no logicID)"));
        // Newer cards: the chip by its logic id, in the device plugin's format.
        const auto logic = parseDeviceFaultEvent(QStringLiteral(
            "device fault, nodeName:n5, assertion:Occur, logicID:5, faultCodes:80E18402, faultLevelName:SeparateNPU, "
            "alarmRaisedTime:2026-03-10 08:00:01"));
        QVERIFY2(logic, qPrintable(logic.error()));
        QCOMPARE(logic->logicId, 5);
        QCOMPARE(logic->cardId, -1);
        QCOMPARE(logic->die(2), 5);
        QCOMPARE(alarm->die(2), 4);   // card 2 of two dies, chip 0
        QCOMPARE(parseDeviceFaultEvent(QStringLiteral("device fault, nodeName:n1, assertion:Occur, logicID:x, faultCodes:1")).error(),
                 QStringLiteral("/logicID: not a chip number"));
        QCOMPARE(parseDeviceFaultEvent(QStringLiteral("device fault, nodeName:n1, assertion:Occur, cardID:1, deviceID:x, faultCodes:1")).error(),
                 QStringLiteral("/deviceID: not a chip number"));
        QCOMPARE(parseDeviceFaultEvent(QStringLiteral("device fault, nodeName:n1, assertion:Occur, cardID:1")).error(),
                 QStringLiteral("/faultCodes: missing"));
        QCOMPARE(parseDeviceFaultEvent(QStringLiteral("device fault, assertion:Occur, cardID:1, faultCodes:1")).error(),
                 QStringLiteral("/nodeName: missing"));
    }

    void badDocumentsSayWhere()
    {
        QCOMPARE(FaultCodeTable::parse("[1,2]").error(), QStringLiteral("/: not a JSON object"));
        QCOMPARE(FaultCodeTable::parse(R"({"SeparateNPUCodes":["80E18402","XYZ"]})").error(),
                 QStringLiteral("/SeparateNPUCodes/1: not a hex fault code"));
        QCOMPARE(FaultCodeTable::parse(R"({"SeparateNPUCodes":"80E18402"})").error(),
                 QStringLiteral("/SeparateNPUCodes: string, not an array"));
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
