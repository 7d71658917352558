// `ascend-ops-cli retry check`, run as a process: exit codes 0/1/2, the
// export lines on stdout and one problem per line on stderr.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "../support/clirun.h"

namespace {

using Run = CliRun;

QStringList check(QStringList args)
{
    return QStringList{QStringLiteral("retry"), QStringLiteral("check")} + args;
}

// stderr without notes: the eligibility notes (what retry check could not
// check, and the constraints no one can check from outside) come with every
// run that switches retry on.
QStringList findings(const QStringList &err)
{
    QStringList out;
    for (const QString &line : err)
        if (!line.contains(QLatin1String(": note: ")) || line.startsWith(QLatin1String("HCCL_OP_RETRY")))
            out << line;
    return out;
}

} // namespace

class TestCliRetry : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void validPrintsExportLines();
    void enableOnlyDefaultsParams();
    void paramsOnlyWarns();
    void retryOff();
    void invalidParams();
    void invalidEnable();
    void everyProblemOnItsOwnLine();
    void usageErrors_data();
    void usageErrors();
    void help();
    void rankTableWithoutHostIp();
    void rankTableWithHostIp();
    void rankTableBackupWithoutL2();
    void rankTableUnreadable();
    void rankTableSyntaxError();
    void jsonValid();
    void jsonInvalid();
    void a2HardwareRefused();
    void a2FlagAgainstA3Table();
    void hostsInTwoNetworksWarned();
    void modelArtsPrintsTheAnnotation();
    void modelArtsJson();
    void badPlatformOrHardware_data();
    void badPlatformOrHardware();

private:
    QString writeFile(const QString &name, const QByteArray &content);
    QTemporaryDir m_dir;
};

void TestCliRetry::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

QString TestCliRetry::writeFile(const QString &name, const QByteArray &content)
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

void TestCliRetry::validPrintsExportLines()
{
    const Run run = runCli(check({QStringLiteral("--enable"), QStringLiteral("L0:0, L1:1, L2:1"),
                                  QStringLiteral("--params"), QStringLiteral("MaxCnt:3, HoldTime:5000, IntervalTime:1000")}));
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out.size(), 4);
    QCOMPARE(run.out[0], QStringLiteral("export HCCL_OP_RETRY_ENABLE=\"L0:0, L1:1, L2:1\""));
    QCOMPARE(run.out[1], QStringLiteral("export HCCL_OP_RETRY_PARAMS=\"MaxCnt:3, HoldTime:5000, IntervalTime:1000\""));
    QVERIFY(run.out[2].startsWith(QLatin1Char('#')));   // keeps the output sourceable
    QVERIFY(run.out[2].contains(QLatin1String("7.0 s")));
    QVERIFY(run.out[3].startsWith(QLatin1String("# enabling retry costs performance: -1.21% to +2.56% throughput")));
    // The L0 note goes to stderr without failing the check.
    QCOMPARE(findings(run.err).size(), 1);
    QVERIFY(run.err[0].startsWith(QLatin1String("HCCL_OP_RETRY_ENABLE:1:1: note: ")));
    // The hardware was not given: said, not assumed.
    QVERIFY(run.err.join(QLatin1Char('\n')).contains(QLatin1String("hardware not known")));
}

void TestCliRetry::enableOnlyDefaultsParams()
{
    const Run run = runCli(check({QStringLiteral("--enable"), QStringLiteral("L1:1,L2:1")}));
    QCOMPARE(run.exitCode, 0);
    QVERIFY(findings(run.err).isEmpty());
    QCOMPARE(run.out.mid(0, 2), (QStringList{QStringLiteral("export HCCL_OP_RETRY_ENABLE=\"L1:1, L2:1\""),
                                             QStringLiteral("export HCCL_OP_RETRY_PARAMS=\"MaxCnt:3, HoldTime:5000, IntervalTime:1000\"")}));
}

void TestCliRetry::paramsOnlyWarns()
{
    const Run run = runCli(check({QStringLiteral("--params=MaxCnt:5")}));
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.err.size(), 1);
    QVERIFY(run.err[0].contains(QLatin1String("warning")));
    QVERIFY(run.err[0].contains(QLatin1String("HCCL_OP_RETRY_PARAMS has no effect")));
    QCOMPARE(run.out[1], QStringLiteral("export HCCL_OP_RETRY_PARAMS=\"MaxCnt:5, HoldTime:5000, IntervalTime:1000\""));
}

void TestCliRetry::retryOff()
{
    const Run run = runCli(check({QStringLiteral("--enable"), QString()}));
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out.size(), 2);
    QCOMPARE(run.out[0], QStringLiteral("export HCCL_OP_RETRY_ENABLE=\"L1:0, L2:0\""));
    QVERIFY(run.out[1].contains(QLatin1String("off")));
}

void TestCliRetry::invalidParams()
{
    const Run run = runCli(check({QStringLiteral("--enable"), QStringLiteral("L1:1"),
                                  QStringLiteral("--params"), QStringLiteral("MaxCnt:11")}));
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.out.isEmpty());
    QCOMPARE(run.err, QStringList{QStringLiteral(
        "HCCL_OP_RETRY_PARAMS:1:1: error: MaxCnt: 11 is out of range; allowed range [1, 10]")});
}

void TestCliRetry::invalidEnable()
{
    const Run run = runCli(check({QStringLiteral("--enable"), QStringLiteral("L1:1, L3:1")}));
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.out.isEmpty());
    QCOMPARE(run.err, QStringList{QStringLiteral(
        "HCCL_OP_RETRY_ENABLE:1:7: error: item 2 \"L3:1\": unknown level \"L3\"; expected L0, L1 or L2")});
}

void TestCliRetry::everyProblemOnItsOwnLine()
{
    const Run run = runCli(check({QStringLiteral("--enable"), QStringLiteral("L1:2,,L2:1"),
                                  QStringLiteral("--params"), QStringLiteral("HoldTime:5s, Foo:1")}));
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.err.size(), 4);
    QVERIFY(run.err[0].startsWith(QLatin1String("HCCL_OP_RETRY_ENABLE:1:1: error: L1:")));
    QVERIFY(run.err[1].startsWith(QLatin1String("HCCL_OP_RETRY_ENABLE:1:6: error: item 2 is empty")));
    QVERIFY(run.err[2].startsWith(QLatin1String("HCCL_OP_RETRY_PARAMS:1:1: error: HoldTime: \"5s\"")));
    QVERIFY(run.err[3].startsWith(QLatin1String("HCCL_OP_RETRY_PARAMS:1:14: error: item 2 \"Foo:1\"")));
}

void TestCliRetry::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("neither flag") << check({});
    QTest::newRow("only --json") << check({QStringLiteral("--json")});
    QTest::newRow("unknown option") << check({QStringLiteral("--enable"), QStringLiteral("L1:1"), QStringLiteral("--bogus")});
    QTest::newRow("stray argument") << check({QStringLiteral("--enable"), QStringLiteral("L1:1"), QStringLiteral("extra")});
    QTest::newRow("flag without value") << check({QStringLiteral("--enable")});
    QTest::newRow("no subcommand") << QStringList{QStringLiteral("retry")};
    QTest::newRow("unknown subcommand") << QStringList{QStringLiteral("retry"), QStringLiteral("apply")};
}

void TestCliRetry::usageErrors()
{
    QFETCH(QStringList, args);
    const Run run = runCli(args);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY(!run.err.isEmpty());
}

void TestCliRetry::help()
{
    const Run run = runCli(check({QStringLiteral("--help")}));
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.join(QLatin1Char('\n')).contains(QLatin1String("--ranktable FILE")));
}

void TestCliRetry::rankTableWithoutHostIp()
{
    const QString path = writeFile(QStringLiteral("nohost.json"), R"({
        "status": "completed", "version": "1.0", "server_count": "2",
        "server_list": [
            {"server_id": "node_0", "host_ip": "172.16.0.100",
             "device": [{"device_id": "0", "device_ip": "192.168.1.8", "rank_id": "0"}]},
            {"server_id": "node_1",
             "device": [{"device_id": "0", "device_ip": "192.168.2.8", "rank_id": "1"}]}
        ]})");
    const Run run = runCli(check({QStringLiteral("--enable"), QStringLiteral("L1:1"),
                                  QStringLiteral("--ranktable"), path}));
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.out.isEmpty());
    QCOMPARE(findings(run.err).size(), 1);
    QVERIFY2(run.err[0].startsWith(path + QLatin1String(":/server_list/1: error: server node_1 has no host_ip")),
             qPrintable(run.err[0]));
    QVERIFY(run.err[0].contains(QLatin1String("silently disables it")));
}

void TestCliRetry::rankTableWithHostIp()
{
    const QString path = writeFile(QStringLiteral("host.json"), R"({
        "status": "completed", "version": "1.0", "server_count": "1",
        "server_list": [{"server_id": "node_0", "host_ip": "172.16.0.100",
             "device": [{"device_id": "0", "device_ip": "192.168.1.8", "rank_id": "0"}]}]})");
    const Run run = runCli(check({QStringLiteral("--enable"), QStringLiteral("L1:1"),
                                  QStringLiteral("--ranktable"), path}));
    QCOMPARE(run.exitCode, 0);
    QVERIFY(findings(run.err).isEmpty());
    QCOMPARE(run.out[0], QStringLiteral("export HCCL_OP_RETRY_ENABLE=\"L1:1, L2:0\""));
}

void TestCliRetry::rankTableBackupWithoutL2()
{
    const QString path = writeFile(QStringLiteral("a3.json"), R"({
        "status": "completed", "version": "1.2", "server_count": "1",
        "server_list": [{"server_id": "node_0", "host_ip": "172.16.0.100",
             "device": [{"device_id": "0", "super_device_id": "0", "device_ip": "192.168.1.6",
                         "backup_device_ip": "192.168.1.7", "rank_id": "0"}]}]})");
    const Run run = runCli(check({QStringLiteral("--enable"), QStringLiteral("L1:1"),
                                  QStringLiteral("--ranktable"), path}));
    QCOMPARE(run.exitCode, 0);   // a warning does not fail the check
    QCOMPARE(findings(run.err).size(), 1);
    // A 1.2 table is an A3 super-pod job: no note that the hardware is unknown.
    QVERIFY(!run.err.join(QLatin1Char('\n')).contains(QLatin1String("hardware not known")));
    QVERIFY2(run.err[0].startsWith(path + QLatin1String(":/server_list/0/device/0/backup_device_ip: warning: ")),
             qPrintable(run.err[0]));
    QVERIFY(run.err[0].contains(QLatin1String("only with L2:1")));
}

void TestCliRetry::rankTableUnreadable()
{
    const Run run = runCli(check({QStringLiteral("--enable"), QStringLiteral("L1:1"),
                                  QStringLiteral("--ranktable"), m_dir.filePath(QStringLiteral("missing.json"))}));
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY(run.err.value(0).contains(QLatin1String("missing.json")));
}

void TestCliRetry::rankTableSyntaxError()
{
    const QString path = writeFile(QStringLiteral("broken.json"), "{\n  \"version\": \"1.0\",\n  \"server_list\": [\n");
    const Run run = runCli(check({QStringLiteral("--enable"), QStringLiteral("L1:1"),
                                  QStringLiteral("--ranktable"), path}));
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.out.isEmpty());
    QCOMPARE(run.err.size(), 1);
    QVERIFY(run.err[0].startsWith(path + QLatin1Char(':')));
}

void TestCliRetry::jsonValid()
{
    const Run run = runCli(check({QStringLiteral("--enable"), QStringLiteral("L1:1,L2:1"),
                                  QStringLiteral("--params"), QStringLiteral("MaxCnt:4"), QStringLiteral("--json")}));
    QCOMPARE(run.exitCode, 0);
    QVERIFY(findings(run.err).isEmpty());
    const QJsonObject report = QJsonDocument::fromJson(run.rawOut).object();
    QCOMPARE(report.value(QLatin1String("valid")).toBool(), true);
    QCOMPARE(report.value(QLatin1String("enable")).toString(), QStringLiteral("L1:1, L2:1"));
    QCOMPARE(report.value(QLatin1String("params")).toString(), QStringLiteral("MaxCnt:4, HoldTime:5000, IntervalTime:1000"));
    QCOMPARE(report.value(QLatin1String("exports")).toArray().size(), 2);
    QCOMPARE(report.value(QLatin1String("worst_case_hold_ms")).toInt(), 8000);
    QCOMPARE(report.value(QLatin1String("worst_case_hold")).toString(), QStringLiteral("8.0 s"));
    QCOMPARE(report.value(QLatin1String("platform")).toString(), QStringLiteral("mindcluster"));
    QCOMPARE(report.value(QLatin1String("hardware")).toString(), QStringLiteral("unknown"));
    for (const QJsonValue &problem : report.value(QLatin1String("problems")).toArray())
        QCOMPARE(problem.toObject().value(QLatin1String("severity")).toString(), QStringLiteral("note"));
    // Seed 004's measured impact, each case's change computed from its FPS.
    const QJsonArray impact = report.value(QLatin1String("performance_impact")).toArray();
    QCOMPARE(impact.size(), 15);
    QCOMPARE(impact[0].toObject().value(QLatin1String("change_percent")).toDouble(), -0.05);
    QCOMPARE(impact[12].toObject().value(QLatin1String("change_percent")).toDouble(), -1.21);
}

void TestCliRetry::jsonInvalid()
{
    const Run run = runCli(check({QStringLiteral("--params"), QStringLiteral("HoldTime:-1"), QStringLiteral("--json")}));
    QCOMPARE(run.exitCode, 1);
    const QJsonObject report = QJsonDocument::fromJson(run.rawOut).object();
    QCOMPARE(report.value(QLatin1String("valid")).toBool(), false);
    QVERIFY(!report.contains(QLatin1String("enable")));
    const QJsonArray problems = report.value(QLatin1String("problems")).toArray();
    QCOMPARE(problems.size(), 1);
    const QJsonObject problem = problems[0].toObject();
    QCOMPARE(problem.value(QLatin1String("source")).toString(), QStringLiteral("HCCL_OP_RETRY_PARAMS"));
    QCOMPARE(problem.value(QLatin1String("severity")).toString(), QStringLiteral("error"));
    QCOMPARE(problem.value(QLatin1String("column")).toInt(), 1);
    QVERIFY(problem.value(QLatin1String("message")).toString().startsWith(QLatin1String("HoldTime: \"-1\"")));
    // The one shape of a problem, as `ranktable validate --json` writes it too.
    QStringList keys = problem.keys();
    keys.sort();
    QCOMPARE(keys, (QStringList{QStringLiteral("column"), QStringLiteral("line"), QStringLiteral("message"), QStringLiteral("pointer"),
                                QStringLiteral("severity"), QStringLiteral("source")}));
    QCOMPARE(problem.value(QLatin1String("pointer")).toString(), QString());   // the whole value
}

QTEST_GUILESS_MAIN(TestCliRetry)
void TestCliRetry::a2HardwareRefused()
{
    const Run run = runCli(check({QStringLiteral("--enable"), QStringLiteral("L1:1, L2:1"), QStringLiteral("--hardware"),
                                  QStringLiteral("a2")}));
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.out.isEmpty());
    QCOMPARE(findings(run.err).size(), 1);
    QVERIFY2(run.err[0].startsWith(QLatin1String("retry check: error: operator retry needs Snt9B23 (Atlas A3) super-nodes")),
             qPrintable(run.err[0]));
    QVERIFY(run.err[0].contains(QLatin1String("--hardware")));
    // Retry off on A2 is fine: nothing to refuse.
    const Run off = runCli(check({QStringLiteral("--enable"), QStringLiteral("L1:0, L2:0"), QStringLiteral("--hardware=a2")}));
    QCOMPARE(off.exitCode, 0);
    QVERIFY(off.err.isEmpty());
}

void TestCliRetry::a2FlagAgainstA3Table()
{
    const QString path = writeFile(QStringLiteral("a3-flag.json"), R"({
        "status": "completed", "version": "1.2", "server_count": "1",
        "server_list": [{"server_id": "node_0", "host_ip": "172.16.0.100",
             "device": [{"device_id": "0", "super_device_id": "0", "device_ip": "192.168.1.6", "rank_id": "0"}]}]})");
    const Run run = runCli(check({QStringLiteral("--enable"), QStringLiteral("L1:1"), QStringLiteral("--hardware"),
                                  QStringLiteral("a2"), QStringLiteral("--ranktable"), path}));
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(path + QLatin1String(":/version: error: version 1.2 is an Atlas A3 super-pod table, but --hardware says a2")),
             qPrintable(run.err.join(QLatin1Char('\n'))));
}

void TestCliRetry::hostsInTwoNetworksWarned()
{
    const QString path = writeFile(QStringLiteral("vpc.json"), R"({
        "status": "completed", "version": "1.2", "server_count": "3",
        "server_list": [
            {"server_id": "a", "host_ip": "10.20.0.1", "device": [{"device_id": "0", "device_ip": "192.168.1.1", "rank_id": "0"}]},
            {"server_id": "b", "host_ip": "10.20.3.9", "device": [{"device_id": "0", "device_ip": "192.168.1.2", "rank_id": "1"}]},
            {"server_id": "c", "host_ip": "172.16.0.5", "device": [{"device_id": "0", "device_ip": "192.168.1.3", "rank_id": "2"}]}
        ]})");
    const Run run = runCli(check({QStringLiteral("--enable"), QStringLiteral("L1:1, L2:1"), QStringLiteral("--ranktable"), path}));
    QCOMPARE(run.exitCode, 0);   // a person checks the subnet: the mask is in no rank table
    const QStringList lines = findings(run.err);
    QCOMPARE(lines.size(), 1);
    QVERIFY2(lines[0].startsWith(path + QLatin1String(":/server_list/2/host_ip: warning: host IPs of one communication domain are in 2 address blocks")),
             qPrintable(lines[0]));
    QVERIFY(lines[0].contains(QLatin1String("10.0.0.0/8: 2")));
    QVERIFY(lines[0].contains(QLatin1String("172.16.0.0/12: 1")));
}

void TestCliRetry::modelArtsPrintsTheAnnotation()
{
    const Run run = runCli(check({QStringLiteral("--enable"), QStringLiteral("L1:1, L2:1"), QStringLiteral("--platform"),
                                  QStringLiteral("modelarts"), QStringLiteral("--hardware"), QStringLiteral("a3")}));
    QCOMPARE(run.exitCode, 0);
    QVERIFY(!run.rawOut.contains("export "));
    const qsizetype at = run.out.indexOf(QStringLiteral("{\"metadata\": {\"annotations\": {\"fault-tolerance/hccl_op_retry\": \"true\"}}}"));
    QVERIFY2(at > 0, run.rawOut.constData());
    QVERIFY(run.out[at - 1].startsWith(QLatin1Char('#')));
    // It cannot be taken back on ModelArts, and costs throughput: said before anyone enables it.
    QVERIFY(run.err.join(QLatin1Char('\n')).contains(QLatin1String("cannot be switched off again")));
    QVERIFY(findings(run.err).isEmpty());

    // Parameters given go into the job's environment after the annotation;
    // one level alone cannot be had there.
    const Run params = runCli(check({QStringLiteral("--enable"), QStringLiteral("L1:1, L2:0"), QStringLiteral("--params"),
                                     QStringLiteral("MaxCnt:2"), QStringLiteral("--platform"), QStringLiteral("modelarts"),
                                     QStringLiteral("--hardware"), QStringLiteral("a3")}));
    QCOMPARE(params.exitCode, 0);
    const qsizetype annotation = params.out.indexOf(QStringLiteral(R"({"metadata": {"annotations": {"fault-tolerance/hccl_op_retry": "true"}}})"));
    QVERIFY(annotation > 0);
    QVERIFY(params.out.value(annotation + 1).startsWith(QLatin1String("# and the retry window, in the job's environment")));
    QCOMPARE(params.out.value(annotation + 2), QStringLiteral("export HCCL_OP_RETRY_PARAMS=\"MaxCnt:2, HoldTime:5000, IntervalTime:1000\""));
    QCOMPARE(findings(params.err).size(), 1);
    QVERIFY(findings(params.err)[0].contains(QLatin1String("one level alone cannot be chosen there")));
}

void TestCliRetry::modelArtsJson()
{
    const Run run = runCli(check({QStringLiteral("--enable"), QStringLiteral("L1:1, L2:1"), QStringLiteral("--platform=modelarts"),
                                  QStringLiteral("--hardware=a3"), QStringLiteral("--json")}));
    QCOMPARE(run.exitCode, 0);
    const QJsonObject report = QJsonDocument::fromJson(run.rawOut).object();
    QCOMPARE(report.value(QLatin1String("platform")).toString(), QStringLiteral("modelarts"));
    QCOMPARE(report.value(QLatin1String("hardware")).toString(), QStringLiteral("a3"));
    QVERIFY(!report.contains(QLatin1String("exports")));
    QCOMPARE(report.value(QLatin1String("annotation")).toObject().value(QLatin1String("metadata")).toObject()
                 .value(QLatin1String("annotations")).toObject().value(QLatin1String("fault-tolerance/hccl_op_retry")).toString(),
             QStringLiteral("true"));
}

void TestCliRetry::badPlatformOrHardware_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("platform") << QStringList{QStringLiteral("--enable=L1:1"), QStringLiteral("--platform=volcano")};
    QTest::newRow("hardware") << QStringList{QStringLiteral("--enable=L1:1"), QStringLiteral("--hardware=a5")};
}

void TestCliRetry::badPlatformOrHardware()
{
    QFETCH(QStringList, args);
    const Run run = runCli(check(args));
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY(run.err.value(0).startsWith(QLatin1String("retry check: --")));
}

#include "tst_cli_retry.moc"
