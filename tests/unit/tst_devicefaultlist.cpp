// The embedded device plugin's fault list (`huawei.com/Ascend910-Fault` in
// DeviceInfoCfg): codes added and removed per chip, and a list a client has
// rewritten into other shapes read without throwing and made whole again.
#include "sim/controllers/devicefaultlist.h"

#include <QTest>

using namespace ascendops;
using nlohmann::json;

class TestDeviceFaultList : public QObject
{
    Q_OBJECT
private slots:
    void codesJoinAndTheHighestLevelWins()
    {
        json faults;
        sim::addFaultCode(faults, "CardUnhealthy", "Ascend910-3", "80E18402", FaultHandling::RestartRequest, 1000);
        sim::addFaultCode(faults, "CardUnhealthy", "Ascend910-3", "8C2FA009", FaultHandling::SeparateNPU, 2000);
        QCOMPARE(faults.size(), std::size_t(1));
        QCOMPARE(faults[0]["fault_code"].get<std::string>(), std::string("80E18402,8C2FA009"));
        QCOMPARE(faults[0]["fault_handling"].get<std::string>(), std::string("SeparateNPU"));
        // Re-levelling keeps the first time the code was seen.
        sim::addFaultCode(faults, "CardUnhealthy", "Ascend910-3", "80E18402", FaultHandling::RestartRequest, 5000);
        QCOMPARE(faults[0]["fault_time_and_level_map"]["80E18402"]["fault_time"].get<std::int64_t>(), std::int64_t(1000));
        sim::removeFaultCode(faults, "CardUnhealthy", "Ascend910-3", "8C2FA009");
        QCOMPARE(faults[0]["fault_handling"].get<std::string>(), std::string("RestartRequest"));
        sim::removeFaultCode(faults, "CardUnhealthy", "Ascend910-3", "80E18402");
        QVERIFY(faults.empty());
    }

    // ConfigMap data is text to the API server: whatever JSON a client put
    // there reaches the device plugin. None of it may stop the cluster.
    void aRewrittenListIsReadAndMadeWhole()
    {
        json faults = json::parse(R"([5, null, {"fault_type": 7, "npu_name": []},
            {"fault_type": "CardUnhealthy", "npu_name": "Ascend910-1", "fault_time_and_level_map": 3},
            {"fault_type": "CardUnhealthy", "npu_name": "Ascend910-2",
             "fault_time_and_level_map": {"80E18402": {"fault_time": "soon", "fault_level": 9}, "x": []}}])");
        sim::addFaultCode(faults, "CardUnhealthy", "Ascend910-1", "80E18402", FaultHandling::RestartRequest, 1000);
        const json &one = faults[3];
        QCOMPARE(one["fault_code"].get<std::string>(), std::string("80E18402"));
        QCOMPARE(one["fault_time_and_level_map"]["80E18402"]["fault_time"].get<std::int64_t>(), std::int64_t(1000));
        // A code whose time is not a number is seen again now; a level that
        // is not text counts for nothing.
        sim::addFaultCode(faults, "CardUnhealthy", "Ascend910-2", "80E18402", FaultHandling::RestartRequest, 2000);
        QCOMPARE(faults[4]["fault_time_and_level_map"]["80E18402"]["fault_time"].get<std::int64_t>(), std::int64_t(2000));
        QCOMPARE(faults[4]["fault_code"].get<std::string>(), std::string("80E18402,x"));
        QCOMPARE(faults[4]["fault_handling"].get<std::string>(), std::string("RestartRequest"));
        // Removing from an entry whose map is not an object ends the entry.
        faults[3]["fault_time_and_level_map"] = "gone";
        sim::removeFaultCode(faults, "CardUnhealthy", "Ascend910-1", "80E18402");
        QCOMPARE(faults.size(), std::size_t(4));
        // Entries that are not objects stay as they are.
        QVERIFY(faults[0] == json(5));
    }
};

QTEST_GUILESS_MAIN(TestDeviceFaultList)
#include "tst_devicefaultlist.moc"
