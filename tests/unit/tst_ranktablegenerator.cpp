// Generated rank tables are valid for every version and size, and follow the
// layouts of the HCCL reference examples.
#include "formats/jsonreader.h"
#include "formats/jsonwriter.h"
#include "formats/ranktablegenerator.h"
#include "formats/ranktablevalidator.h"

#include <QElapsedTimer>
#include <QSet>
#include <QTest>

using namespace ascendops;

Q_DECLARE_METATYPE(ascendops::RankTableVersion)

namespace {

QStringList keysOf(const JsonValue &object)
{
    QStringList keys;
    for (const std::string &key : object.keys())
        keys.append(QString::fromStdString(key));
    return keys;
}

QString describe(const Problems &problems)
{
    QStringList lines;
    for (qsizetype i = 0; i < problems.size() && i < 20; ++i)
        lines.append(problems.at(i).toString());
    return lines.join(QLatin1Char('\n'));
}

JsonValue generate(RankTableVersion version, int servers, int devices, int superPodSize = 0)
{
    RankTableSpec spec;
    spec.version = version;
    spec.servers = servers;
    spec.devicesPerServer = devices;
    spec.superPodSize = superPodSize;
    return generateRankTable(spec);
}

QString text(const JsonValue &value)
{
    return QString::fromStdString(value.text());
}

const JsonValue &device(const JsonValue &table, std::size_t server, std::size_t index)
{
    return table.find("server_list")->at(server).find("device")->at(index);
}

} // namespace

class TestRankTableGenerator : public QObject
{
    Q_OBJECT

private slots:
    void validates_data();
    void validates();
    void addressesStayUniquePast65536Devices();
    void bigSuperPodTableIsValid();
    void layout10();
    void layout12();
    void backupIsTheOtherDie();
    void superPodsGroupConsecutiveServers_data();
    void superPodsGroupConsecutiveServers();
    void layout20();
    void isDeterministic();
};

void TestRankTableGenerator::validates_data()
{
    QTest::addColumn<RankTableVersion>("version");
    QTest::addColumn<int>("servers");
    QTest::addColumn<int>("devices");
    QTest::addColumn<int>("superPodSize");
    const RankTableVersion v10 = RankTableVersion::V1_0;
    const RankTableVersion v12 = RankTableVersion::V1_2;
    const RankTableVersion v20 = RankTableVersion::V2_0;
    QTest::newRow("1.0 1x1") << v10 << 1 << 1 << 0;
    QTest::newRow("1.0 2x8") << v10 << 2 << 8 << 0;
    QTest::newRow("1.0 3x7 odd") << v10 << 3 << 7 << 0;
    QTest::newRow("1.0 16x16") << v10 << 16 << 16 << 0;
    QTest::newRow("1.0 2x64") << v10 << 2 << 64 << 0;
    QTest::newRow("1.2 1x1") << v12 << 1 << 1 << 0;
    QTest::newRow("1.2 1x16") << v12 << 1 << 16 << 0;
    QTest::newRow("1.2 5x7 odd, pods of 2") << v12 << 5 << 7 << 2;
    QTest::newRow("1.2 16x16 pods of 4") << v12 << 16 << 16 << 4;
    QTest::newRow("1.2 10x16 pods of 3") << v12 << 10 << 16 << 3;
    QTest::newRow("1.2 8x8 one pod") << v12 << 8 << 8 << 0;
    QTest::newRow("1.2 4x15 pods of 1") << v12 << 4 << 15 << 1;
    QTest::newRow("1.2 3x16 pod bigger than table") << v12 << 3 << 16 << 8;
    QTest::newRow("2.0 1x1") << v20 << 1 << 1 << 0;
    QTest::newRow("2.0 4x8") << v20 << 4 << 8 << 0;
    QTest::newRow("2.0 2x7 odd") << v20 << 2 << 7 << 0;
    QTest::newRow("2.0 3x65") << v20 << 3 << 65 << 0;
    QTest::newRow("2.0 16x16") << v20 << 16 << 16 << 0;
}

void TestRankTableGenerator::validates()
{
    QFETCH(RankTableVersion, version);
    QFETCH(int, servers);
    QFETCH(int, devices);
    QFETCH(int, superPodSize);
    const JsonValue table = generate(version, servers, devices, superPodSize);
    QCOMPARE(rankTableVersion(table), version);
    const Problems problems = validateRankTable(table);
    QVERIFY2(problems.isEmpty(), qPrintable(describe(problems)));
    // What is written reads back as the same valid table.
    const Parsed<JsonValue> reread = parseJson(writeJson(table));
    QVERIFY(reread.ok());
    QVERIFY(reread.value() == table);
}

void TestRankTableGenerator::addressesStayUniquePast65536Devices()
{
    const JsonValue table = generate(RankTableVersion::V1_0, 4200, 16);
    const Problems problems = validateRankTable(table);
    QVERIFY2(problems.isEmpty(), qPrintable(describe(problems)));
    // Device 67,199 is host 199 + 1 of subnet 268, i.e. 10.1.12.0/24.
    const JsonValue *last = device(table, 4199, 15).find("device_ip");
    QVERIFY(last);
    QCOMPARE(text(*last), QStringLiteral("10.1.12.200"));
}

void TestRankTableGenerator::bigSuperPodTableIsValid()
{
    // The CLI's budget case: 16 super-pods x 64 servers x 16 dies.
    const JsonValue table = generate(RankTableVersion::V1_2, 1024, 16, 64);
    qint64 best = std::numeric_limits<qint64>::max();
    for (int run = 0; run < 5; ++run) {
        QElapsedTimer timer;
        timer.start();
        const Problems problems = validateRankTable(table);
        best = qMin(best, timer.nsecsElapsed());
        QVERIFY2(problems.isEmpty(), qPrintable(describe(problems)));
    }
    // Printed, not asserted: bench/ranktable_validate.py measures it.
    qInfo("16,384-rank 1.2 table validated in %.2f ms (best of 5)", double(best) / 1e6);
}

void TestRankTableGenerator::layout10()
{
    const JsonValue table = generate(RankTableVersion::V1_0, 2, 2);
    QCOMPARE(keysOf(table), QStringList({QStringLiteral("status"), QStringLiteral("version"),
                                         QStringLiteral("server_count"), QStringLiteral("server_list")}));
    QCOMPARE(text(*table.find("server_count")), QStringLiteral("2"));
    QVERIFY(table.find("server_count")->isString());
    const JsonValue &server = table.find("server_list")->at(1);
    QCOMPARE(keysOf(server), QStringList({QStringLiteral("server_id"), QStringLiteral("host_ip"), QStringLiteral("device")}));
    QCOMPARE(text(*server.find("server_id")), QStringLiteral("node_1"));
    QCOMPARE(text(*server.find("host_ip")), QStringLiteral("172.16.0.2"));
    const JsonValue &last = device(table, 1, 1);
    QCOMPARE(keysOf(last), QStringList({QStringLiteral("device_id"), QStringLiteral("device_ip"),
                                        QStringLiteral("device_port"), QStringLiteral("rank_id")}));
    for (const JsonValue &value : last.children())
        QVERIFY(value.isString());
    QCOMPARE(text(*last.find("device_id")), QStringLiteral("1"));
    QCOMPARE(text(*last.find("device_ip")), QStringLiteral("10.0.0.4"));
    QCOMPARE(text(*last.find("rank_id")), QStringLiteral("3"));
}

void TestRankTableGenerator::layout12()
{
    const JsonValue table = generate(RankTableVersion::V1_2, 4, 4, 2);
    QCOMPARE(keysOf(table), QStringList({QStringLiteral("status"), QStringLiteral("version"),
                                         QStringLiteral("server_count"), QStringLiteral("server_list"),
                                         QStringLiteral("super_pod_list")}));
    QCOMPARE(text(*table.find("version")), QStringLiteral("1.2"));
    const JsonValue &first = device(table, 0, 0);
    QCOMPARE(keysOf(first), QStringList({QStringLiteral("device_id"), QStringLiteral("super_device_id"),
                                         QStringLiteral("device_ip"), QStringLiteral("device_port"),
                                         QStringLiteral("backup_device_ip"), QStringLiteral("backup_device_port"),
                                         QStringLiteral("host_port"), QStringLiteral("rank_id")}));
    // Super device ids restart in each super-pod and are unique inside it.
    QCOMPARE(text(*device(table, 1, 3).find("super_device_id")), QStringLiteral("7"));
    QCOMPARE(text(*device(table, 2, 0).find("super_device_id")), QStringLiteral("0"));
    // host_port differs per device of a server.
    QSet<QString> hostPorts;
    for (std::size_t d = 0; d < 4; ++d)
        hostPorts.insert(text(*device(table, 3, d).find("host_port")));
    QCOMPARE(hostPorts.size(), 4);
}

void TestRankTableGenerator::backupIsTheOtherDie()
{
    const JsonValue table = generate(RankTableVersion::V1_2, 2, 5);
    for (std::size_t s = 0; s < 2; ++s) {
        for (std::size_t d = 0; d < 4; ++d) {
            const JsonValue &die = device(table, s, d);
            const JsonValue &partner = device(table, s, d ^ 1);
            QCOMPARE(text(*die.find("backup_device_ip")), text(*partner.find("device_ip")));
            QVERIFY(text(*die.find("backup_device_port")) != text(*partner.find("device_port")));
        }
        // The fifth die has no partner and so no backup.
        QVERIFY(!device(table, s, 4).find("backup_device_ip"));
        QVERIFY(!device(table, s, 4).find("backup_device_port"));
    }
}

void TestRankTableGenerator::superPodsGroupConsecutiveServers_data()
{
    QTest::addColumn<int>("servers");
    QTest::addColumn<int>("superPodSize");
    QTest::addColumn<QList<int>>("podSizes");
    QTest::newRow("one pod") << 5 << 0 << QList<int>{5};
    QTest::newRow("even") << 8 << 4 << QList<int>{4, 4};
    QTest::newRow("remainder") << 7 << 3 << QList<int>{3, 3, 1};
    QTest::newRow("pod larger than table") << 2 << 64 << QList<int>{2};
}

void TestRankTableGenerator::superPodsGroupConsecutiveServers()
{
    QFETCH(int, servers);
    QFETCH(int, superPodSize);
    QFETCH(QList<int>, podSizes);
    const JsonValue table = generate(RankTableVersion::V1_2, servers, 2, superPodSize);
    const JsonValue &pods = *table.find("super_pod_list");
    QCOMPARE(pods.size(), std::size_t(podSizes.size()));
    int server = 0;
    for (std::size_t p = 0; p < pods.size(); ++p) {
        QCOMPARE(keysOf(pods.at(p)), QStringList({QStringLiteral("super_pod_id"), QStringLiteral("server_list")}));
        QCOMPARE(text(*pods.at(p).find("super_pod_id")), QString::number(p));
        const JsonValue &members = *pods.at(p).find("server_list");
        QCOMPARE(int(members.size()), podSizes.at(qsizetype(p)));
        for (const JsonValue &member : members.children())
            QCOMPARE(text(*member.find("server_id")), QStringLiteral("node_%1").arg(server++));
    }
}

void TestRankTableGenerator::layout20()
{
    const JsonValue table = generate(RankTableVersion::V2_0, 2, 3);
    QCOMPARE(keysOf(table), QStringList({QStringLiteral("status"), QStringLiteral("version"),
                                         QStringLiteral("rank_count"), QStringLiteral("rank_list")}));
    QVERIFY(table.find("rank_count")->isNumber());
    QCOMPARE(text(*table.find("rank_count")), QStringLiteral("6"));
    const JsonValue &rank = table.find("rank_list")->at(4);
    QCOMPARE(keysOf(rank), QStringList({QStringLiteral("rank_id"), QStringLiteral("local_id"), QStringLiteral("device_id"),
                                        QStringLiteral("device_port"), QStringLiteral("host_port"), QStringLiteral("level_list")}));
    QVERIFY(rank.find("rank_id")->isNumber());
    QCOMPARE(text(*rank.find("rank_id")), QStringLiteral("4"));
    QCOMPARE(text(*rank.find("local_id")), QStringLiteral("1"));
    const JsonValue &levels = *rank.find("level_list");
    QCOMPARE(levels.size(), std::size_t(2));
    QCOMPARE(keysOf(levels.at(0)), QStringList({QStringLiteral("net_layer"), QStringLiteral("net_instance_id"),
                                                QStringLiteral("net_type"), QStringLiteral("net_attr"),
                                                QStringLiteral("rank_addr_list")}));
    QCOMPARE(text(*levels.at(0).find("net_type")), QStringLiteral("TOPO_FILE_DESC"));
    QCOMPARE(text(*levels.at(1).find("net_type")), QStringLiteral("CLOS"));
    const JsonValue &clos = levels.at(1).find("rank_addr_list")->at(0);
    QCOMPARE(text(*clos.find("addr_type")), QStringLiteral("IPV4"));
    QCOMPARE(text(clos.find("ports")->at(0)), QStringLiteral("1/4"));   // local device 1 is die 1
    QCOMPARE(clos.find("ports")->size(), std::size_t(4));
    QCOMPARE(text(*clos.find("plane_id")), QStringLiteral("plane0"));
}

void TestRankTableGenerator::isDeterministic()
{
    QVERIFY(generate(RankTableVersion::V1_2, 6, 16, 4) == generate(RankTableVersion::V1_2, 6, 16, 4));
    QVERIFY(!(generate(RankTableVersion::V1_2, 6, 16, 4) == generate(RankTableVersion::V1_2, 6, 16, 3)));
}

QTEST_APPLESS_MAIN(TestRankTableGenerator)
#include "tst_ranktablegenerator.moc"
