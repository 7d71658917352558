// HCCL operator-retry environment strings: parsing, canonical output, the
// worst-case hold time and the cross-checks against rank tables.
#include "formats/retrycrosscheck.h"
#include "formats/jobretry.h"
#include "formats/retryeligibility.h"
#include "formats/retryparams.h"
#include "model/jsonvalue.h"

#include <nlohmann/json.hpp>

#include <QTest>

using namespace ascendops;

namespace {

// The parse applied to `settings` as the editor and the CLI apply it: the new
// settings when it parsed, the old ones untouched when it did not.
Problems apply(Parsed<RetrySettings> parsed, RetrySettings *settings)
{
    if (parsed)
        *settings = parsed.value();
    return parsed.problems();
}

// "error /server_list/1" style summaries, easy to compare in data rows.
QStringList summarize(const Problems &problems)
{
    QStringList out;
    for (const Problem &p : problems)
        out.append((severityName(p.severity) + QLatin1Char(' ') + QString::fromStdString(p.pointer)).trimmed());
    return out;
}

// A rank table from a compact spec: "VERSION:SERVER,SERVER,..." where each
// server is flags: H = has host_ip, B = its first device has backup_device_ip,
// "-" = neither. "2.0" builds a rank_list table without servers.
JsonValue makeTable(const QString &spec)
{
    const QString version = spec.section(QLatin1Char(':'), 0, 0);
    JsonValue table = JsonValue::object();
    table.appendMember("status", JsonValue::string("completed"));
    table.appendMember("version", JsonValue::string(version.toStdString()));
    if (version == QLatin1String("2.0")) {
        table.appendMember("rank_list", JsonValue::array());
        return table;
    }
    JsonValue servers = JsonValue::array();
    const QStringList serverFlags = spec.section(QLatin1Char(':'), 1).split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (int s = 0; s < serverFlags.size(); ++s) {
        JsonValue server = JsonValue::object();
        server.appendMember("server_id", JsonValue::string("node_" + std::to_string(s)));
        if (serverFlags[s].contains(QLatin1Char('H')))
            server.appendMember("host_ip", JsonValue::string("172.16.0." + std::to_string(100 + s)));
        JsonValue device = JsonValue::object();
        device.appendMember("device_id", JsonValue::string("0"));
        device.appendMember("device_ip", JsonValue::string("192.168.1." + std::to_string(s)));
        if (serverFlags[s].contains(QLatin1Char('B')))
            device.appendMember("backup_device_ip", JsonValue::string("192.168.2." + std::to_string(s)));
        device.appendMember("rank_id", JsonValue::string(std::to_string(s)));
        JsonValue devices = JsonValue::array();
        devices.append(device);
        server.appendMember("device", devices);
        servers.append(server);
    }
    table.appendMember("server_list", servers);
    return table;
}

RetrySettings parsed(const QString &enable, const QString &params)
{
    RetrySettings settings;
    const Problems e = apply(parseRetryEnable(enable, settings), &settings);
    const Problems p = apply(parseRetryParams(params, settings), &settings);
    if (hasErrors(e) || hasErrors(p))
        qWarning("test input does not parse: %s / %s", qPrintable(enable), qPrintable(params));
    return settings;
}

} // namespace

class TestRetryParams : public QObject
{
    Q_OBJECT

private slots:
    void enableValid_data();
    void enableValid();
    void enableInvalid_data();
    void enableInvalid();
    void enableErrorLeavesSettings();
    void paramsValid_data();
    void paramsValid();
    void paramsInvalid_data();
    void paramsInvalid();
    void paramsErrorLeavesSettings();
    void canonicalRoundTrip_data();
    void canonicalRoundTrip();
    void exportLines_data();
    void exportLines();
    void worstCase_data();
    void worstCase();
    void crossChecks_data();
    void crossChecks();
    void crossCheckMessages();
    void factsWithoutTableAreSettingsOnly();
    void names();
    void eligibilityOffSaysNothing();
    void eligibilityRefusesWhatIsKnownToFail();
    void eligibilityNotesWhatWasNotChecked();
    void eligibilityOnModelArts();
    void hardwareFromAcceleratorType();
    void performanceTableFromSeed004();
    void jobRetryOnMindCluster();
    void jobRetryOnModelArts();
};

void TestRetryParams::enableValid_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("canonical");
    QTest::addColumn<bool>("l0");
    QTest::addColumn<bool>("l1");
    QTest::addColumn<bool>("l2");
    QTest::addColumn<int>("notes");

    QTest::newRow("empty = all off") << "" << "L1:0, L2:0" << false << false << false << 0;
    QTest::newRow("blank = all off") << "   " << "L1:0, L2:0" << false << false << false << 0;
    QTest::newRow("current docs, no spaces") << "L1:1,L2:1" << "L1:1, L2:1" << false << true << true << 0;
    QTest::newRow("spaces around tokens") << "  L1 : 1 ,\tL2:0 " << "L1:1, L2:0" << false << true << false << 0;
    QTest::newRow("omitted level defaults to 0") << "L2:1" << "L1:0, L2:1" << false << false << true << 0;
    QTest::newRow("any order") << "L2:1, L1:1" << "L1:1, L2:1" << false << true << true << 0;
    QTest::newRow("product doc, with L0") << "L0:0, L1:1, L2:1" << "L0:0, L1:1, L2:1" << false << true << true << 1;
    QTest::newRow("L0 on") << "L0:1" << "L0:1, L1:0, L2:0" << true << false << false << 1;
}

void TestRetryParams::enableValid()
{
    QFETCH(QString, input);
    QFETCH(QString, canonical);
    QFETCH(bool, l0);
    QFETCH(bool, l1);
    QFETCH(bool, l2);
    QFETCH(int, notes);

    RetrySettings settings;
    const Problems problems = apply(parseRetryEnable(input, settings), &settings);
    QVERIFY(!hasErrors(problems));
    QCOMPARE(problems.size(), notes);
    for (const Problem &p : problems) {
        QCOMPARE(p.severity, Problem::Severity::Note);
        QVERIFY(p.message.contains(QLatin1String("older CANN")));
        QVERIFY(p.message.contains(QLatin1String("L1 and L2")));
    }
    QCOMPARE(settings.isEnabled(RetryLevel::L0), l0);
    QCOMPARE(settings.isEnabled(RetryLevel::L1), l1);
    QCOMPARE(settings.isEnabled(RetryLevel::L2), l2);
    QCOMPARE(formatRetryEnable(settings), canonical);
}

void TestRetryParams::enableInvalid_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");

    QTest::newRow("unknown level") << "L3:1" << 1 << "item 1 \"L3:1\": unknown level \"L3\"; expected L0, L1 or L2";
    QTest::newRow("wrong case") << "L1:1, l2:1" << 7 << "did you mean L2?";
    QTest::newRow("empty item") << "L1:1,,L2:1" << 6 << "item 2 is empty";
    QTest::newRow("trailing comma") << "L1:1," << 6 << "item 2 is empty";
    QTest::newRow("leading comma") << ",L1:1" << 1 << "item 1 is empty";
    QTest::newRow("duplicate") << "L1:1, L1:0" << 7 << "item 2: L1 is given twice (first in item 1)";
    QTest::newRow("value 2") << "L1:2" << 1 << "L1: value \"2\" must be 0 (off) or 1 (on)";
    QTest::newRow("value word") << "L2:on" << 1 << "L2: value \"on\" must be 0 (off) or 1 (on)";
    QTest::newRow("no value") << "L1:" << 1 << "L1: no value; expected 0 (off) or 1 (on)";
    QTest::newRow("no colon") << "L1" << 1 << "item 1 \"L1\": expected NAME:VALUE such as L1:1";
    QTest::newRow("no key") << " :1" << 2 << "expected NAME:VALUE";
    QTest::newRow("garbage") << "L1:1, yes please" << 7 << "item 2 \"yes please\": expected NAME:VALUE";
    QTest::newRow("missing comma") << "L1:1 L2:1" << 1 << "L1: value \"1 L2:1\" must be 0 (off) or 1 (on)";
    QTest::newRow("semicolon separator") << "L1:1;L2:1" << 1 << "must be 0 (off) or 1 (on)";
}

void TestRetryParams::enableInvalid()
{
    QFETCH(QString, input);
    QFETCH(int, column);
    QFETCH(QString, message);

    RetrySettings settings;
    const Problems problems = apply(parseRetryEnable(input, settings), &settings);
    QVERIFY(hasErrors(problems));
    const Problem &first = problems.constFirst();
    QCOMPARE(first.severity, Problem::Severity::Error);
    QCOMPARE(first.line, 1);
    QCOMPARE(first.column, column);
    QVERIFY2(first.message.contains(message), qPrintable(first.message));
}

void TestRetryParams::enableErrorLeavesSettings()
{
    RetrySettings settings;
    settings.setEnabled(RetryLevel::L2, true);
    const RetrySettings before = settings;
    // The good item before the bad one must not be half-applied.
    QVERIFY(hasErrors(apply(parseRetryEnable(u"L1:1, L3:1", settings), &settings)));
    QCOMPARE(settings, before);
}

void TestRetryParams::paramsValid_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<uint>("maxCnt");
    QTest::addColumn<uint>("holdTime");
    QTest::addColumn<uint>("intervalTime");
    QTest::addColumn<bool>("paramsSet");

    QTest::newRow("empty = defaults") << "" << 3u << 5000u << 1000u << false;
    QTest::newRow("product doc") << "MaxCnt:3, HoldTime:5000, IntervalTime:1000" << 3u << 5000u << 1000u << true;
    QTest::newRow("current docs, no spaces") << "MaxCnt:2,HoldTime:100,IntervalTime:50" << 2u << 100u << 50u << true;
    QTest::newRow("omitted keys default") << "MaxCnt:5" << 5u << 5000u << 1000u << true;
    QTest::newRow("lower bounds, any order") << "IntervalTime:0,HoldTime:0,MaxCnt:1" << 1u << 0u << 0u << true;
    QTest::newRow("upper bounds") << "MaxCnt:10, HoldTime:60000, IntervalTime:60000" << 10u << 60000u << 60000u << true;
    QTest::newRow("spaces and leading zeros") << "  MaxCnt : 007 ,HoldTime:  0100" << 7u << 100u << 1000u << true;
}

void TestRetryParams::paramsValid()
{
    QFETCH(QString, input);
    QFETCH(uint, maxCnt);
    QFETCH(uint, holdTime);
    QFETCH(uint, intervalTime);
    QFETCH(bool, paramsSet);

    RetrySettings settings;
    settings.maxCnt = 9;   // must be reset to the default when omitted
    const Problems problems = apply(parseRetryParams(input, settings), &settings);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.value(0).message));
    QCOMPARE(settings.maxCnt, maxCnt);
    QCOMPARE(settings.holdTimeMs, holdTime);
    QCOMPARE(settings.intervalTimeMs, intervalTime);
    QCOMPARE(settings.paramsSet, paramsSet);
    QCOMPARE(formatRetryParams(settings),
             QStringLiteral("MaxCnt:%1, HoldTime:%2, IntervalTime:%3").arg(maxCnt).arg(holdTime).arg(intervalTime));
}

void TestRetryParams::paramsInvalid_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");

    QTest::newRow("MaxCnt 0") << "MaxCnt:0" << 1 << "MaxCnt: 0 is out of range; allowed range [1, 10]";
    QTest::newRow("MaxCnt 11") << "HoldTime:1, MaxCnt:11" << 13 << "MaxCnt: 11 is out of range; allowed range [1, 10]";
    QTest::newRow("HoldTime too long") << "HoldTime:60001" << 1 << "HoldTime: 60001 is out of range; allowed range [0, 60000] ms";
    QTest::newRow("IntervalTime too long") << "IntervalTime:70000" << 1 << "IntervalTime: 70000 is out of range; allowed range [0, 60000] ms";
    QTest::newRow("huge number") << "MaxCnt:99999999999999999999" << 1 << "MaxCnt: 99999999999999999999 is out of range";
    QTest::newRow("negative") << "IntervalTime:-1" << 1 << "IntervalTime: \"-1\" is not an unsigned integer (no sign, no unit); allowed range [0, 60000] ms";
    QTest::newRow("plus sign") << "HoldTime:+5" << 1 << "HoldTime: \"+5\" is not an unsigned integer";
    QTest::newRow("unit") << "HoldTime:5s" << 1 << "HoldTime: \"5s\" is not an unsigned integer";
    QTest::newRow("decimal") << "HoldTime:5.0" << 1 << "HoldTime: \"5.0\" is not an unsigned integer";
    QTest::newRow("no value") << "MaxCnt:" << 1 << "MaxCnt: no value; allowed range [1, 10]";
    QTest::newRow("unknown key") << "MaxCnt:3, Retries:3" << 11 << "item 2 \"Retries:3\": unknown key \"Retries\"; expected MaxCnt, HoldTime or IntervalTime";
    QTest::newRow("wrong case") << "maxcnt:3" << 1 << "did you mean MaxCnt?";
    QTest::newRow("duplicate") << "MaxCnt:3, MaxCnt:4" << 11 << "item 2: MaxCnt is given twice (first in item 1)";
    QTest::newRow("empty item") << "MaxCnt:3,, HoldTime:1" << 10 << "item 2 is empty";
    QTest::newRow("no colon") << "MaxCnt 3" << 1 << "item 1 \"MaxCnt 3\": expected NAME:VALUE such as MaxCnt:3";
    QTest::newRow("equals sign") << "MaxCnt=3" << 1 << "expected NAME:VALUE";
}

void TestRetryParams::paramsInvalid()
{
    QFETCH(QString, input);
    QFETCH(int, column);
    QFETCH(QString, message);

    RetrySettings settings;
    const Problems problems = apply(parseRetryParams(input, settings), &settings);
    QVERIFY(hasErrors(problems));
    const Problem &first = problems.constFirst();
    QCOMPARE(first.severity, Problem::Severity::Error);
    QCOMPARE(first.line, 1);
    QCOMPARE(first.column, column);
    QVERIFY2(first.message.contains(message), qPrintable(first.message));
}

void TestRetryParams::paramsErrorLeavesSettings()
{
    RetrySettings settings;
    settings.maxCnt = 7;
    const RetrySettings before = settings;
    QVERIFY(hasErrors(apply(parseRetryParams(u"HoldTime:100, MaxCnt:12", settings), &settings)));
    QCOMPARE(settings, before);
}

void TestRetryParams::canonicalRoundTrip_data()
{
    QTest::addColumn<QString>("enable");
    QTest::addColumn<QString>("params");
    QTest::newRow("product doc") << "L0:0, L1:1, L2:1" << "MaxCnt:3, HoldTime:5000, IntervalTime:1000";
    QTest::newRow("compact") << "L2:1,L1:0" << "IntervalTime:10,MaxCnt:10";
}

void TestRetryParams::canonicalRoundTrip()
{
    QFETCH(QString, enable);
    QFETCH(QString, params);
    const RetrySettings once = parsed(enable, params);
    const RetrySettings twice = parsed(formatRetryEnable(once), formatRetryParams(once));
    QCOMPARE(twice, once);
}

void TestRetryParams::exportLines_data()
{
    QTest::addColumn<QString>("enable");
    QTest::addColumn<QString>("params");
    QTest::addColumn<QStringList>("lines");

    QTest::newRow("both") << "L1:1,L2:1" << "MaxCnt:3,HoldTime:5000,IntervalTime:1000"
                          << QStringList{QStringLiteral("export HCCL_OP_RETRY_ENABLE=\"L1:1, L2:1\""),
                                         QStringLiteral("export HCCL_OP_RETRY_PARAMS=\"MaxCnt:3, HoldTime:5000, IntervalTime:1000\"")};
    QTest::newRow("params defaulted when retry on") << "L2:1" << ""
                          << QStringList{QStringLiteral("export HCCL_OP_RETRY_ENABLE=\"L1:0, L2:1\""),
                                         QStringLiteral("export HCCL_OP_RETRY_PARAMS=\"MaxCnt:3, HoldTime:5000, IntervalTime:1000\"")};
    QTest::newRow("retry off, no params") << "L1:0" << ""
                          << QStringList{QStringLiteral("export HCCL_OP_RETRY_ENABLE=\"L1:0, L2:0\"")};
    QTest::newRow("retry off, params given") << "" << "MaxCnt:2"
                          << QStringList{QStringLiteral("export HCCL_OP_RETRY_ENABLE=\"L1:0, L2:0\""),
                                         QStringLiteral("export HCCL_OP_RETRY_PARAMS=\"MaxCnt:2, HoldTime:5000, IntervalTime:1000\"")};
    QTest::newRow("L0 kept") << "L0:0, L1:1, L2:1" << "MaxCnt:3, HoldTime:5000, IntervalTime:1000"
                          << QStringList{QStringLiteral("export HCCL_OP_RETRY_ENABLE=\"L0:0, L1:1, L2:1\""),
                                         QStringLiteral("export HCCL_OP_RETRY_PARAMS=\"MaxCnt:3, HoldTime:5000, IntervalTime:1000\"")};
}

void TestRetryParams::exportLines()
{
    QFETCH(QString, enable);
    QFETCH(QString, params);
    QFETCH(QStringList, lines);
    QCOMPARE(retryExportLines(parsed(enable, params)), lines);
}

void TestRetryParams::worstCase_data()
{
    QTest::addColumn<uint>("maxCnt");
    QTest::addColumn<uint>("holdTime");
    QTest::addColumn<uint>("intervalTime");
    QTest::addColumn<qulonglong>("milliseconds");
    QTest::addColumn<QString>("text");

    QTest::newRow("defaults") << 3u << 5000u << 1000u << 7000ull << "7.0 s";
    QTest::newRow("one attempt: hold only") << 1u << 5000u << 1000u << 5000ull << "5.0 s";
    QTest::newRow("nothing held") << 1u << 0u << 0u << 0ull << "0 ms";
    QTest::newRow("below a second") << 2u << 500u << 250u << 750ull << "750 ms";
    QTest::newRow("fraction of a second") << 4u << 100u << 1450u << 4450ull << "4.5 s";
    QTest::newRow("minutes with seconds") << 5u << 5500u << 15000u << 65500ull << "1 min 5.5 s";
    QTest::newRow("maximum") << 10u << 60000u << 60000u << 600000ull << "10 min";
}

void TestRetryParams::worstCase()
{
    QFETCH(uint, maxCnt);
    QFETCH(uint, holdTime);
    QFETCH(uint, intervalTime);
    QFETCH(qulonglong, milliseconds);
    QFETCH(QString, text);

    RetrySettings settings;
    settings.maxCnt = maxCnt;
    settings.holdTimeMs = holdTime;
    settings.intervalTimeMs = intervalTime;
    QCOMPARE(qulonglong(worstCaseHoldMs(settings)), milliseconds);
    QCOMPARE(formatHoldDuration(milliseconds), text);
}

void TestRetryParams::crossChecks_data()
{
    QTest::addColumn<QString>("enable");
    QTest::addColumn<QString>("params");
    QTest::addColumn<QString>("table");   // makeTable spec, "" = no table
    QTest::addColumn<QStringList>("expected");

    QTest::newRow("params without level") << "" << "MaxCnt:3" << "" << QStringList{QStringLiteral("warning")};
    QTest::newRow("params with level") << "L1:1" << "MaxCnt:3" << "" << QStringList{};
    QTest::newRow("nothing set") << "" << "" << "" << QStringList{};
    QTest::newRow("host_ip missing, retry on") << "L1:1" << "" << "1.0:H,-,H"
                                               << QStringList{QStringLiteral("error /server_list/1")};
    QTest::newRow("host_ip missing, L0 only") << "L0:1" << "" << "1.0:-"
                                              << QStringList{QStringLiteral("error /server_list/0")};
    QTest::newRow("host_ip missing, retry off") << "L1:0" << "" << "1.0:-,-" << QStringList{};
    QTest::newRow("host_ip everywhere") << "L1:1,L2:1" << "" << "1.0:H,H" << QStringList{};
    QTest::newRow("backup, L1 only") << "L1:1" << "" << "1.2:H,HB"
                                     << QStringList{QStringLiteral("warning /server_list/1/device/0/backup_device_ip")};
    // Seed 003: "When L2 is set to 1, ... the standby device NIC": L2 alone is enough.
    QTest::newRow("backup, L2 only") << "L2:1" << "" << "1.2:HB" << QStringList{};
    QTest::newRow("backup, retry off") << "" << "" << "1.2:HB,HB"
                                       << QStringList{QStringLiteral("warning /server_list/0/device/0/backup_device_ip")};
    QTest::newRow("backup, L1 and L2") << "L1:1,L2:1" << "" << "1.2:HB,HB" << QStringList{};
    QTest::newRow("backup in a 1.0 table is not lane borrowing") << "L1:1" << "" << "1.0:HB" << QStringList{};
    QTest::newRow("L2 without backup") << "L2:1" << "" << "1.2:H,H" << QStringList{QStringLiteral("note /server_list")};
    QTest::newRow("L1 without backup") << "L1:1" << "" << "1.2:H,H" << QStringList{};
    QTest::newRow("2.0 table has no servers") << "L1:1,L2:1" << "" << "2.0" << QStringList{};
    QTest::newRow("everything at once") << "L2:1" << "" << "1.2:-,-"
        << QStringList{QStringLiteral("error /server_list/0"), QStringLiteral("error /server_list/1"),
                       QStringLiteral("note /server_list")};
}

void TestRetryParams::crossChecks()
{
    QFETCH(QString, enable);
    QFETCH(QString, params);
    QFETCH(QString, table);
    QFETCH(QStringList, expected);

    const RetrySettings settings = parsed(enable, params);
    if (table.isEmpty()) {
        QCOMPARE(summarize(crossCheckRetry(settings, nullptr)), expected);
        return;
    }
    const JsonValue document = makeTable(table);
    QCOMPARE(summarize(crossCheckRetry(settings, &document)), expected);
    const RetryRankTableFacts facts = retryRankTableFacts(document);
    QCOMPARE(summarize(crossCheckRetryFacts(settings, &facts)), expected);
}

void TestRetryParams::crossCheckMessages()
{
    const JsonValue noHostIp = makeTable(QStringLiteral("1.0:-"));
    const Problems hostIp = crossCheckRetry(parsed(QStringLiteral("L1:1"), {}), &noHostIp);
    QCOMPARE(hostIp.size(), 1);
    QVERIFY(hostIp[0].message.contains(QLatin1String("node_0")));
    QVERIFY(hostIp[0].message.contains(QLatin1String("operator retry needs host_ip in the rank table")));
    QVERIFY(hostIp[0].message.contains(QLatin1String("silently disables it")));

    const JsonValue backup = makeTable(QStringLiteral("1.2:HB"));
    const Problems borrow = crossCheckRetry(parsed(QStringLiteral("L1:1"), {}), &backup);
    QCOMPARE(borrow.size(), 1);
    QVERIFY(borrow[0].message.contains(QLatin1String("only with L2:1 in HCCL_OP_RETRY_ENABLE")));
    QVERIFY(borrow[0].message.contains(QLatin1String("HCCL_OP_EXPANSION_MODE=\"AI_CPU\"")));

    const Problems unused = crossCheckRetry(parsed({}, QStringLiteral("MaxCnt:3")), nullptr);
    QCOMPARE(unused.size(), 1);
    QVERIFY(unused[0].pointer.empty());
    QVERIFY(unused[0].message.contains(QLatin1String("has no effect")));
}

void TestRetryParams::factsWithoutTableAreSettingsOnly()
{
    // Garbage instead of a table: no facts, and no crash.
    const RetryRankTableFacts facts = retryRankTableFacts(JsonValue::array());
    QVERIFY(!facts.superPodMode);
    QVERIFY(facts.serversWithoutHostIp.empty());
    QVERIFY(facts.firstBackupDeviceIp.empty());
    JsonValue odd = JsonValue::object();
    odd.appendMember("version", JsonValue::string("1.2"));
    odd.appendMember("server_list", JsonValue::string("not a list"));
    QVERIFY(retryRankTableFacts(odd).serversWithoutHostIp.empty());
}

void TestRetryParams::names()
{
    QCOMPARE(QLatin1String(retryLevelName(RetryLevel::L2)), QLatin1String("L2"));
    QCOMPARE(QLatin1String(retryVariableName(RetryVariable::Enable)), QLatin1String("HCCL_OP_RETRY_ENABLE"));
    QCOMPARE(QLatin1String(retryVariableName(RetryVariable::Params)), QLatin1String("HCCL_OP_RETRY_PARAMS"));
    const RetrySettings defaults;
    QCOMPARE(defaults.maxCnt, 3u);
    QCOMPARE(defaults.holdTimeMs, 5000u);
    QCOMPARE(defaults.intervalTimeMs, 1000u);
    QVERIFY(!defaults.anyLevelEnabled());
}

QTEST_GUILESS_MAIN(TestRetryParams)
namespace {

RetrySettings retryOn()
{
    RetrySettings settings;
    settings.setEnabled(RetryLevel::L1, true);
    settings.setEnabled(RetryLevel::L2, true);
    return settings;
}

RetryTarget eligibleTarget()
{
    RetryTarget t;
    t.hardware = NpuHardware::A3;
    t.hdk = {QStringLiteral("24.1.rc3.7"), QStringLiteral("npu-smi")};
    t.cann = {QStringLiteral("8.1.RC1"), QStringLiteral("/image")};
    t.framework = {QStringLiteral("pytorch"), QStringLiteral("/labels/framework")};
    t.cardsPerPod = {QStringLiteral("16"), QStringLiteral("/resources")};
    t.cardsPerServer = {QStringLiteral("16"), QStringLiteral("accelerator-type")};
    t.expansionMode = {QStringLiteral("AI_CPU"), QStringLiteral("/env/0")};
    t.hostIps = {{QStringLiteral("10.1.0.1"), "/server_list/0/host_ip"}, {QStringLiteral("10.1.2.1"), "/server_list/1/host_ip"}};
    return t;
}

Problems withSeverity(const Problems &all, Problem::Severity severity)
{
    Problems out;
    for (const Problem &p : all)
        if (p.severity == severity)
            out << p;
    return out;
}

nlohmann::json trainingJob(nlohmann::json labels, nlohmann::json annotations, nlohmann::json env)
{
    return {{"apiVersion", "batch.volcano.sh/v1alpha1"}, {"kind", "Job"},
            {"metadata", {{"name", "j"}, {"labels", labels}, {"annotations", annotations}}},
            {"spec", {{"tasks", {{{"name", "worker"}, {"template", {{"spec", {{"containers", {{{"name", "ascend"},
                                                                                                 {"env", env}}}}}}}}}}}}}};
}

} // namespace

void TestRetryParams::eligibilityOffSaysNothing()
{
    RetryTarget target;
    target.hardware = NpuHardware::A2;
    QVERIFY(checkRetryEligibility(RetrySettings{}, target).isEmpty());
}

void TestRetryParams::eligibilityRefusesWhatIsKnownToFail()
{
    // Everything known and in order: notes only (what nobody can check from outside).
    QVERIFY(withSeverity(checkRetryEligibility(retryOn(), eligibleTarget()), Problem::Severity::Error).isEmpty());
    QVERIFY(withSeverity(checkRetryEligibility(retryOn(), eligibleTarget()), Problem::Severity::Warning).isEmpty());
    const auto errorsOf = [](const RetryTarget &t) { return withSeverity(checkRetryEligibility(retryOn(), t), Problem::Severity::Error); };
    RetryTarget t = eligibleTarget();
    t.hardware = NpuHardware::A2;
    t.hardwareWhere = QStringLiteral("--hardware");
    QCOMPARE(errorsOf(t).size(), 1);
    QVERIFY(errorsOf(t)[0].message.contains(QLatin1String("Snt9B23")));
    t = eligibleTarget();
    t.hdk.value = QStringLiteral("24.1.RC3.4");
    QCOMPARE(errorsOf(t).size(), 1);
    QCOMPARE(errorsOf(t)[0].pointer, std::string("npu-smi"));
    QVERIFY(errorsOf(t)[0].message.contains(QLatin1String("older than 24.1.RC3.5")));
    t = eligibleTarget();
    t.cann.value = QStringLiteral("8.0.RC3");
    QCOMPARE(errorsOf(t).size(), 1);
    QVERIFY(errorsOf(t)[0].message.contains(QLatin1String("CANN 8.0.RC3")));
    t = eligibleTarget();
    t.framework.value = QStringLiteral("mindspore");
    QCOMPARE(errorsOf(t).size(), 1);
    QVERIFY(errorsOf(t)[0].message.contains(QLatin1String("MindSpore")));
    t = eligibleTarget();
    t.cardsPerPod.value = QStringLiteral("8");
    QCOMPARE(errorsOf(t).size(), 1);
    QVERIFY(errorsOf(t)[0].message.contains(QLatin1String("8 of a server's 16 cards")));
    // Out of seed 003's scope, and hosts that are not one network: for a person to look at.
    t = eligibleTarget();
    t.expansionMode.value = QStringLiteral("AIV");
    t.hostIps.push_back({QStringLiteral("192.168.0.9"), "/server_list/2/host_ip"});
    const Problems warnings = withSeverity(checkRetryEligibility(retryOn(), t), Problem::Severity::Warning);
    QCOMPARE(warnings.size(), 2);
    QVERIFY(warnings[0].message.contains(QLatin1String("HCCL_OP_EXPANSION_MODE=AIV")));
    QCOMPARE(warnings[1].pointer, std::string("/server_list/2/host_ip"));
}

void TestRetryParams::eligibilityNotesWhatWasNotChecked()
{
    const Problems problems = checkRetryEligibility(retryOn(), RetryTarget{});
    QCOMPARE(withSeverity(problems, Problem::Severity::Error).size(), 0);
    QString all;
    for (const Problem &p : problems)
        all += p.message + QLatin1Char('\n');
    for (const char *said : {"hardware not known", "HDK version not known", "CANN version not known", "framework not known",
                             "whole cards is not known", "VPC plane", "mc2", "all_reduce", "95%"})
        QVERIFY2(all.contains(QLatin1String(said)), said);
}

void TestRetryParams::eligibilityOnModelArts()
{
    RetryTarget t = eligibleTarget();
    t.platform = RetryPlatform::ModelArts;
    t.enableEnvWhere = QStringLiteral("/spec/env/HCCL_OP_RETRY_ENABLE");
    // The variable is an error whether or not retry is on.
    for (const RetrySettings &settings : {retryOn(), RetrySettings{}}) {
        const Problems errors = withSeverity(checkRetryEligibility(settings, t), Problem::Severity::Error);
        QCOMPARE(errors.size(), 1);
        QCOMPARE(errors[0].pointer, std::string("/spec/env/HCCL_OP_RETRY_ENABLE"));
        QVERIFY(errors[0].message.contains(QLatin1String("fault-tolerance/hccl_op_retry: \"true\"")));
    }
    QCOMPARE(modelArtsRetryAnnotation(true), QStringLiteral(R"({"metadata": {"annotations": {"fault-tolerance/hccl_op_retry": "true"}}})"));
    QCOMPARE(retryPlatformFromName(u"ModelArts"), std::optional<RetryPlatform>(RetryPlatform::ModelArts));
    QVERIFY(!retryPlatformFromName(u"volcano"));
}

void TestRetryParams::hardwareFromAcceleratorType()
{
    QCOMPARE(hardwareOfAcceleratorType(u"module-a3-16-super-pod"), NpuHardware::A3);
    QCOMPARE(hardwareOfAcceleratorType(u"module-a3-8-super-pod"), NpuHardware::A3);
    QCOMPARE(hardwareOfAcceleratorType(u"module-910b-8"), NpuHardware::A2);
    QCOMPARE(hardwareOfAcceleratorType(u"card"), NpuHardware::Unknown);
}

void TestRetryParams::performanceTableFromSeed004()
{
    const auto cases = retryPerformanceImpact();
    QCOMPARE(cases.size(), std::size_t(15));
    // The seed's own column, recomputed from its FPS figures.
    QCOMPARE(QString::number(cases[0].changePercent(), 'f', 2), QStringLiteral("-0.05"));
    QCOMPARE(QString::number(cases[10].changePercent(), 'f', 2), QStringLiteral("2.56"));
    QCOMPARE(QString::number(cases[12].changePercent(), 'f', 2), QStringLiteral("-1.21"));
    QVERIFY(retryPerformanceSummary().startsWith(QLatin1String("-1.21% to +2.56%")));
}

void TestRetryParams::jobRetryOnMindCluster()
{
    const JobRetry retry = readJobRetry(trainingJob(nlohmann::json::object(), {{"fault-tolerance/hccl_op_retry", "true"}},
        {{{"name", "HCCL_OP_RETRY_ENABLE"}, {"value", "L1:1, L2:0"}}, {{"name", "HCCL_OP_RETRY_PARAMS"}, {"value", "MaxCnt:2"}}}));
    QCOMPARE(retry.platform, RetryPlatform::MindCluster);
    QVERIFY(retry.settings.isEnabled(RetryLevel::L1));
    QVERIFY(!retry.settings.isEnabled(RetryLevel::L2));   // the ModelArts annotation means nothing here
    QCOMPARE(retry.settings.maxCnt, 2u);
    QVERIFY(retry.problems.isEmpty());
    // Defaults when the parameters are absent: one source for console and cluster.
    const JobRetry defaults = readJobRetry(trainingJob(nlohmann::json::object(), nlohmann::json::object(),
                                                       {{{"name", "HCCL_OP_RETRY_ENABLE"}, {"value", "L1:1"}}}));
    QCOMPARE(worstCaseHoldMs(defaults.settings), std::uint64_t(7000));
}

void TestRetryParams::jobRetryOnModelArts()
{
    // The annotation switches it on; the variable does not, and is an error at its place.
    JobRetry retry = readJobRetry(trainingJob({{"ring-controller.cce", "ascend-1980"}}, {{"fault-tolerance/hccl_op_retry", "true"}},
                                              nlohmann::json::array()));
    QCOMPARE(retry.platform, RetryPlatform::ModelArts);
    QCOMPARE(retry.platformMarker, QStringLiteral("label ring-controller.cce, annotation fault-tolerance/hccl_op_retry"));
    QVERIFY(retry.settings.isEnabled(RetryLevel::L1) && retry.settings.isEnabled(RetryLevel::L2));
    const nlohmann::json modelArtsEnv{{{"name", "MA_NUM_GPUS"}, {"value", "16"}}, {{"name", "HCCL_OP_RETRY_ENABLE"}, {"value", "L1:1, L2:1"}}};
    retry = readJobRetry(trainingJob(nlohmann::json::object(), {{"fault-tolerance/job-retry-num", "3"}}, modelArtsEnv));
    QCOMPARE(retry.platformMarker, QStringLiteral("variable MA_NUM_GPUS, annotation fault-tolerance/job-retry-num"));
    QVERIFY(!retry.settings.anyLevelEnabled());
    QCOMPARE(retry.problems.size(), 1);
    QCOMPARE(retry.problems[0].pointer, std::string("/spec/tasks/template/env/HCCL_OP_RETRY_ENABLE"));
    // The same pool's job without a fault-tolerance annotation was submitted
    // to a Lite pool (seed 002): the variable is its switch (seed 003).
    retry = readJobRetry(trainingJob(nlohmann::json::object(), nlohmann::json::object(), modelArtsEnv));
    QCOMPARE(retry.platform, RetryPlatform::MindCluster);
    QCOMPARE(retry.liteMarker, QStringLiteral("variable MA_NUM_GPUS"));
    QVERIFY(retry.settings.isEnabled(RetryLevel::L1) && retry.settings.isEnabled(RetryLevel::L2));
    QVERIFY(retry.problems.isEmpty());
    // Restarts: the budget, unconditional and hang-retry read alike everywhere.
    retry = readJobRetry(trainingJob({{"ring-controller.cce", "ascend-1980"}},
                                     {{"fault-tolerance/job-retry-num", " 3"}, {"fault-tolerance/hang-retry", "True"}},
                                     nlohmann::json::array()));
    QCOMPARE(retry.restarts.budget, 3);
    QVERIFY(retry.restarts.afterHang());
    QVERIFY(retry.restarts.afterFault(false));
    QVERIFY(!retry.restarts.afterFault(true));   // a process that failed by itself: only when unconditional
    QCOMPARE(retryBudgetOf(u"three"), 0);
    QCOMPARE(retryBudgetOf(u"-2"), 0);
    // Found by fuzz_jobprofile: an env entry whose name is null threw out of the reader.
    retry = readJobRetry(trainingJob(nlohmann::json::object(), nlohmann::json::object(),
                                     {{{"name", nullptr}, {"value", "L1:1"}}, {{"name", "HCCL_OP_RETRY_ENABLE"}, {"value", "L1:1"}}}));
    QVERIFY(retry.settings.isEnabled(RetryLevel::L1));
}

#include "tst_retryparams.moc"
