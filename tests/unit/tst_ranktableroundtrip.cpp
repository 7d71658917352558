// Rank tables from the HCCL docs, the Ascend Operator and the A3/950 formats
// survive parse -> write -> parse unchanged: key order, string-vs-number
// typing, number literals and unknown keys included.
#include "formats/jsonreader.h"
#include "formats/jsonwriter.h"
#include "formats/ranktablevalidator.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace ascendops;

namespace {

QString fixturePath(const QString &name)
{
    return QStringLiteral(TEST_DATA_DIR "/ranktable/") + name;
}

QByteArray readFixture(const QString &name)
{
    QFile file(fixturePath(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read fixture %s", qPrintable(name));
    return file.readAll();
}

JsonValue parseBytes(const std::string_view bytes)
{
    Parsed<JsonValue> parsed = parseJson(bytes);
    if (!parsed.ok())
        qFatal("fixture does not parse: %s", qPrintable(parsed.error()));
    return parsed.take();
}

JsonValue parseFixture(const QString &name)
{
    const QByteArray bytes = readFixture(name);
    return parseBytes(std::string_view(bytes.constData(), std::size_t(bytes.size())));
}

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
    for (const Problem &problem : problems)
        lines.append(problem.toString());
    return lines.join(QLatin1Char('\n'));
}

} // namespace

class TestRankTableRoundTrip : public QObject
{
    Q_OBJECT

private slots:
    void roundTrip_data();
    void roundTrip();
    void canonicalFilesAreByteStable_data();
    void canonicalFilesAreByteStable();
    void fixturesValidate_data();
    void fixturesValidate();
    void badFixturesFail_data();
    void badFixturesFail();
    void docExampleKeepsOrderAndStrings();
    void operatorOutputKeepsExtraKeys();
    void superPodTableKeepsLists();
    void version20KeepsIntegers();
};

void TestRankTableRoundTrip::roundTrip_data()
{
    QTest::addColumn<QString>("name");
    const QStringList names = QDir(fixturePath(QString())).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    QVERIFY(names.size() >= 6);
    for (const QString &name : names)
        QTest::newRow(qPrintable(name)) << name;
}

void TestRankTableRoundTrip::roundTrip()
{
    QFETCH(QString, name);
    const JsonValue first = parseFixture(name);
    const std::string written = writeJson(first);
    const JsonValue second = parseBytes(written);
    QVERIFY(second == first);
    QCOMPARE(writeJson(second), written);
}

void TestRankTableRoundTrip::canonicalFilesAreByteStable_data()
{
    QTest::addColumn<QString>("name");
    for (const char *name : {"operator-a2-1.0.json", "superpod-a3-1.2.json", "ascend950-2.0.json"})
        QTest::newRow(name) << QString::fromLatin1(name);
}

void TestRankTableRoundTrip::canonicalFilesAreByteStable()
{
    QFETCH(QString, name);
    const QByteArray bytes = readFixture(name);
    const std::string written = writeJson(parseFixture(name));
    QCOMPARE(QByteArray::fromStdString(written), bytes);
}

void TestRankTableRoundTrip::fixturesValidate_data()
{
    QTest::addColumn<QString>("name");
    const QStringList names = QDir(fixturePath(QString())).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    for (const QString &name : names) {
        if (!name.startsWith(QLatin1String("bad-")))
            QTest::newRow(qPrintable(name)) << name;
    }
}

void TestRankTableRoundTrip::fixturesValidate()
{
    QFETCH(QString, name);
    const Problems problems = validateRankTable(parseFixture(name));
    QVERIFY2(problems.isEmpty(), qPrintable(describe(problems)));
}

void TestRankTableRoundTrip::badFixturesFail_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("pointer");
    QTest::addColumn<QString>("fact");
    QTest::newRow("placeholder") << QStringLiteral("bad-initializing.json") << QStringLiteral("/status")
                                 << QStringLiteral("not usable yet");
    QTest::newRow("interleaved") << QStringLiteral("bad-interleaved-ranks-1.0.json") << QStringLiteral("/server_list/0")
                                 << QStringLiteral("0-2, 7");
    QTest::newRow("missing NIC") << QStringLiteral("bad-operator-missing-nic-1.0.json")
                                 << QStringLiteral("/server_list/0/device/1/device_ip") << QStringLiteral("\"-1\"");
}

void TestRankTableRoundTrip::badFixturesFail()
{
    QFETCH(QString, name);
    QFETCH(QString, pointer);
    QFETCH(QString, fact);
    const Problems problems = validateRankTable(parseFixture(name));
    QVERIFY(hasErrors(problems));
    QCOMPARE(problems.size(), 1);
    QCOMPARE(QString::fromStdString(problems.first().pointer), pointer);
    QVERIFY2(problems.first().message.contains(fact), qPrintable(describe(problems)));
}

void TestRankTableRoundTrip::docExampleKeepsOrderAndStrings()
{
    const JsonValue table = parseBytes(writeJson(parseFixture(QStringLiteral("hccl-doc-1.0.json"))));
    QCOMPARE(keysOf(table), QStringList({QStringLiteral("status"), QStringLiteral("version"),
                                         QStringLiteral("server_count"), QStringLiteral("server_list")}));
    const JsonValue &device = table.find("server_list")->at(1).find("device")->at(1);
    QCOMPARE(keysOf(device), QStringList({QStringLiteral("device_id"), QStringLiteral("device_ip"),
                                          QStringLiteral("device_port"), QStringLiteral("rank_id")}));
    QVERIFY(device.find("rank_id")->isString());
    QCOMPARE(device.find("rank_id")->text(), std::string("3"));
    QVERIFY(table.find("server_count")->isString());
}

void TestRankTableRoundTrip::operatorOutputKeepsExtraKeys()
{
    const JsonValue table = parseBytes(writeJson(parseFixture(QStringLiteral("operator-a2-1.0.json"))));
    // The operator writes status first and version last.
    QCOMPARE(keysOf(table), QStringList({QStringLiteral("status"), QStringLiteral("server_list"),
                                         QStringLiteral("server_count"), QStringLiteral("version"),
                                         QStringLiteral("x_site_annotations")}));
    const JsonValue &server = table.find("server_list")->at(0);
    QCOMPARE(keysOf(server), QStringList({QStringLiteral("device"), QStringLiteral("server_id"),
                                          QStringLiteral("host_ip"), QStringLiteral("container_ip"),
                                          QStringLiteral("hardware_type")}));
    QCOMPARE(server.find("hardware_type")->text(), std::string("800I-A2-32G"));
    const JsonValue &extra = *table.find("x_site_annotations");
    QVERIFY(extra.find("rack_units")->at(0).isNumber());
    QVERIFY(extra.find("checked")->isBool());
    QVERIFY(extra.find("owner")->isNull());
}

void TestRankTableRoundTrip::superPodTableKeepsLists()
{
    const JsonValue table = parseBytes(writeJson(parseFixture(QStringLiteral("superpod-a3-1.2.json"))));
    QCOMPARE(rankTableVersion(table), RankTableVersion::V1_2);
    const JsonValue &pods = *table.find("super_pod_list");
    QCOMPARE(pods.size(), std::size_t(2));
    QCOMPARE(pods.at(1).find("server_list")->at(0).find("server_id")->text(), std::string("node_2"));
    // Super device ids repeat across super-pods but not inside one.
    QCOMPARE(table.find("server_list")->at(2).find("device")->at(0).find("super_device_id")->text(),
             table.find("server_list")->at(0).find("device")->at(0).find("super_device_id")->text());
    const JsonValue &device = table.find("server_list")->at(0).find("device")->at(0);
    QCOMPARE(keysOf(device), QStringList({QStringLiteral("device_id"), QStringLiteral("super_device_id"),
                                          QStringLiteral("device_ip"), QStringLiteral("device_port"),
                                          QStringLiteral("backup_device_ip"), QStringLiteral("backup_device_port"),
                                          QStringLiteral("host_port"), QStringLiteral("rank_id")}));
    QVERIFY(device.find("super_device_id")->isString());
}

void TestRankTableRoundTrip::version20KeepsIntegers()
{
    const JsonValue table = parseBytes(writeJson(parseFixture(QStringLiteral("ascend950-2.0.json"))));
    QVERIFY(table.find("rank_count")->isNumber());
    QCOMPARE(table.find("rank_count")->text(), std::string("4"));
    const JsonValue &rank = table.find("rank_list")->at(3);
    QVERIFY(rank.find("rank_id")->isNumber());
    QCOMPARE(rank.find("rank_id")->text(), std::string("3"));
    const JsonValue &levels = *rank.find("level_list");
    QCOMPARE(levels.size(), std::size_t(2));
    QCOMPARE(levels.at(0).find("net_type")->text(), std::string("TOPO_FILE_DESC"));
    QVERIFY(levels.at(1).find("rank_addr_list")->at(0).find("ports")->at(0).isString());
}

QTEST_APPLESS_MAIN(TestRankTableRoundTrip)
#include "tst_ranktableroundtrip.moc"
