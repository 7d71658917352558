// ascend-ops-cli ranktable validate / fmt / generate, run as a process the way
// operators and scripts run it: exit codes, stderr lines, JSON output.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

Run runCli(const QStringList &args)
{
    QProcess process;
    process.start(QStringLiteral(CLI_PATH), QStringList{QStringLiteral("--lang"), QStringLiteral("en")} + args);
    if (!process.waitForFinished(60000))
        qFatal("ascend-ops-cli did not finish");
    return Run{process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
               QString::fromUtf8(process.readAllStandardOutput()),
               QString::fromUtf8(process.readAllStandardError())};
}

const char *kValid10 = R"({
    "status": "completed",
    "version": "1.0",
    "server_count": "2",
    "server_list": [
        {"server_id": "node_0", "device": [
            {"device_id": "0", "device_ip": "192.168.1.8", "device_port": "16667", "rank_id": "0"},
            {"device_id": "1", "device_ip": "192.168.1.9", "device_port": "16667", "rank_id": "1"}]},
        {"server_id": "node_1", "device": [
            {"device_id": "0", "device_ip": "192.168.2.8", "device_port": "16667", "rank_id": "2"},
            {"device_id": "1", "device_ip": "192.168.2.9", "device_port": "16667", "rank_id": "3"}]}
    ]
})";

} // namespace

class TestCliRankTable : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString write(const QString &name, const QByteArray &content)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size())
            qFatal("cannot write fixture");
        return path;
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void helpAndVersion()
    {
        const Run help = runCli({QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains(QLatin1String("ranktable validate")));
        const Run version = runCli({QStringLiteral("--version")});
        QCOMPARE(version.exitCode, 0);
        QVERIFY(version.out.startsWith(QLatin1String("ascend-ops-cli ")));
    }

    void usageErrorsExitTwo()
    {
        QCOMPARE(runCli({}).exitCode, 2);
        QCOMPARE(runCli({QStringLiteral("frobnicate")}).exitCode, 2);
        QCOMPARE(runCli({QStringLiteral("ranktable")}).exitCode, 2);
        QCOMPARE(runCli({QStringLiteral("ranktable"), QStringLiteral("validate")}).exitCode, 2);
        QCOMPARE(runCli({QStringLiteral("ranktable"), QStringLiteral("validate"), QStringLiteral("--bogus"), QStringLiteral("x")}).exitCode, 2);
    }

    void validTableExitsZero()
    {
        const Run run = runCli({QStringLiteral("ranktable"), QStringLiteral("validate"), write(QStringLiteral("ok.json"), kValid10)});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.err, QString());
    }

    void missingFileExitsTwo()
    {
        const QString missing = m_dir.filePath(QStringLiteral("nope.json"));
        const Run run = runCli({QStringLiteral("ranktable"), QStringLiteral("validate"), missing});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.startsWith(missing + QLatin1Char(':')), qPrintable(run.err));
    }

    void syntaxErrorNamesLineAndColumn()
    {
        const QString path = write(QStringLiteral("syntax.json"), "{\n  \"status\": \"completed\",\n  \"version\" \"1.0\"\n}\n");
        const Run run = runCli({QStringLiteral("ranktable"), QStringLiteral("validate"), path});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.startsWith(path + QStringLiteral(":3:13: ")), qPrintable(run.err));
    }

    void everyProblemIsOneLineWithPointer()
    {
        QByteArray broken(kValid10);
        broken.replace("\"rank_id\": \"3\"", "\"rank_id\": \"1\"");     // duplicate rank, rank 3 missing
        broken.replace("192.168.2.8", "192.168.1.8");                    // duplicate device IP
        const QString path = write(QStringLiteral("broken.json"), broken);
        const Run run = runCli({QStringLiteral("ranktable"), QStringLiteral("validate"), path});
        QCOMPARE(run.exitCode, 1);
        const QStringList lines = run.err.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY2(lines.size() >= 2, qPrintable(run.err));
        for (const QString &line : lines)
            QVERIFY2(line.startsWith(path + QStringLiteral(":/")), qPrintable(line));
        QVERIFY2(run.err.contains(path + QStringLiteral(":/server_list/1/device/1/rank_id: ")), qPrintable(run.err));
        QVERIFY2(run.err.contains(path + QStringLiteral(":/server_list/1/device/0/device_ip: ")), qPrintable(run.err));
    }

    void oneBadFileAmongGoodOnesFails()
    {
        const QString good = write(QStringLiteral("good.json"), kValid10);
        QByteArray initializing(kValid10);
        initializing.replace("\"completed\"", "\"initializing\"");
        const QString bad = write(QStringLiteral("init.json"), initializing);
        const Run run = runCli({QStringLiteral("ranktable"), QStringLiteral("validate"), good, bad});
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.err.contains(bad + QStringLiteral(":/status: ")));
        QVERIFY(!run.err.contains(good));
    }

    void jsonReport()
    {
        QByteArray broken(kValid10);
        broken.replace("\"device_port\": \"16667\", \"rank_id\": \"0\"", "\"device_port\": \"70000\", \"rank_id\": \"0\"");
        const QString path = write(QStringLiteral("port.json"), broken);
        const Run run = runCli({QStringLiteral("ranktable"), QStringLiteral("validate"), QStringLiteral("--json"), path});
        QCOMPARE(run.exitCode, 1);
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(run.out.toUtf8(), &error);
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(run.out));
        const QJsonArray problems = doc.array();
        QCOMPARE(problems.size(), 1);
        const QJsonObject problem = problems.first().toObject();
        QCOMPARE(problem.value(QLatin1String("file")).toString(), path);
        QCOMPARE(problem.value(QLatin1String("pointer")).toString(), QStringLiteral("/server_list/0/device/0/device_port"));
        QCOMPARE(problem.value(QLatin1String("severity")).toString(), QStringLiteral("error"));
        QVERIFY(problem.value(QLatin1String("message")).toString().contains(QLatin1String("70000")));
    }

    void fmtKeepsMeaningAndIsStable()
    {
        const QString path = write(QStringLiteral("fmt.json"), kValid10);
        const QString out = m_dir.filePath(QStringLiteral("fmt-out.json"));
        QCOMPARE(runCli({QStringLiteral("ranktable"), QStringLiteral("fmt"), path, QStringLiteral("-o"), out}).exitCode, 0);
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray formatted = file.readAll();
        // Same JSON meaning (QJsonDocument compares values, ignoring layout)...
        QCOMPARE(QJsonDocument::fromJson(formatted), QJsonDocument::fromJson(kValid10));
        // ...strings stay strings, and key order is kept.
        QVERIFY(formatted.contains("\"rank_id\": \"3\""));
        QVERIFY(formatted.indexOf("\"status\"") < formatted.indexOf("\"version\""));
        QVERIFY(formatted.indexOf("\"version\"") < formatted.indexOf("\"server_count\""));
        // Formatting the formatted file changes nothing.
        const Run again = runCli({QStringLiteral("ranktable"), QStringLiteral("fmt"), out});
        QCOMPARE(again.exitCode, 0);
        QCOMPARE(again.out.toUtf8(), formatted);
    }

    void fmtRefusesBrokenJsonAndLeavesOutputAlone()
    {
        const QString path = write(QStringLiteral("fmt-bad.json"), "{\"status\": ");
        const QString out = write(QStringLiteral("fmt-keep.json"), "previous");
        const Run run = runCli({QStringLiteral("ranktable"), QStringLiteral("fmt"), path, QStringLiteral("-o"), out});
        QCOMPARE(run.exitCode, 1);
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray("previous"));
    }

    void template2IsCheckedAndConvertedTo10()
    {
        const QString legacy = QStringLiteral(TEST_DATA_DIR "/ranktable/template2-training.json");
        const Run check = runCli({QStringLiteral("ranktable"), QStringLiteral("validate"), legacy});
        QVERIFY2(check.exitCode == 0, qPrintable(check.err));
        const QString out = m_dir.filePath(QStringLiteral("from-template2.json"));
        const Run convert = runCli({QStringLiteral("ranktable"), QStringLiteral("fmt"), legacy, QStringLiteral("--to"), QStringLiteral("1.0"), QStringLiteral("-o"), out});
        QVERIFY2(convert.exitCode == 0, qPrintable(convert.err));
        const Run again = runCli({QStringLiteral("ranktable"), QStringLiteral("validate"), out});
        QVERIFY2(again.exitCode == 0, qPrintable(again.err));
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject table = QJsonDocument::fromJson(file.readAll()).object();
        QCOMPARE(table.value(QLatin1String("version")).toString(), QStringLiteral("1.0"));
        const QJsonArray servers = table.value(QLatin1String("server_list")).toArray();
        QCOMPARE(servers.size(), 2);
        QCOMPARE(servers.at(1).toObject().value(QLatin1String("device")).toArray().at(1).toObject()
                     .value(QLatin1String("rank_id")).toString(), QStringLiteral("3"));
    }

    void template2ThatCannotBeConvertedLeavesOutputAlone()
    {
        const QString broken = QStringLiteral(TEST_DATA_DIR "/ranktable/bad-template2-split-server.json");
        const Run check = runCli({QStringLiteral("ranktable"), QStringLiteral("validate"), broken});
        QCOMPARE(check.exitCode, 1);
        QVERIFY2(check.err.contains(QLatin1String("bad-template2-split-server.json:/group_list/0/instance_list/2/server_id: error:")), qPrintable(check.err));
        const QString out = write(QStringLiteral("keep-t2.json"), "previous");
        const Run convert = runCli({QStringLiteral("ranktable"), QStringLiteral("fmt"), broken, QStringLiteral("--to"), QStringLiteral("1.0"), QStringLiteral("-o"), out});
        QCOMPARE(convert.exitCode, 1);
        QVERIFY(convert.err.contains(QLatin1String("not listed together")));
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray("previous"));
        // Only 1.0 is a target.
        QCOMPARE(runCli({QStringLiteral("ranktable"), QStringLiteral("fmt"), broken, QStringLiteral("--to"), QStringLiteral("2.0")}).exitCode, 2);
    }

    void jsonThatIsNoRankTableIsOneLine()
    {
        const QString path = write(QStringLiteral("job.json"), R"({"apiVersion": "batch.volcano.sh/v1alpha1", "kind": "Job", "spec": {}})");
        const Run run = runCli({QStringLiteral("ranktable"), QStringLiteral("validate"), path});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.err.trimmed().count(QLatin1Char('\n')), 0);
        QVERIFY2(run.err.contains(QLatin1String("not a rank table")), qPrintable(run.err));
    }

    // A 2 GB file is named, not read (no out-of-memory kill); 200,000
    // brackets are an error with their place; a 2 MB value is quoted short.
    void oversizedAndDeepInputsGetClearErrors()
    {
        const QString huge = m_dir.filePath(QStringLiteral("huge.json"));
        {
            QFile file(huge);
            QVERIFY(file.open(QIODevice::WriteOnly));
            QVERIFY(file.resize(2LL * 1024 * 1024 * 1024 + 1));   // sparse: no disk used
        }
        const Run big = runCli({QStringLiteral("ranktable"), QStringLiteral("validate"), huge});
        QCOMPARE(big.exitCode, 2);
        QVERIFY2(big.err.contains(QLatin1String("huge.json: not read: the file is 2147483649 bytes")), qPrintable(big.err));
        QFile::remove(huge);

        const QString deep = write(QStringLiteral("deep.json"), QByteArray(200000, '[') + QByteArray(200000, ']'));
        const Run nested = runCli({QStringLiteral("ranktable"), QStringLiteral("validate"), deep});
        QCOMPARE(nested.exitCode, 1);
        QVERIFY2(nested.err.contains(QLatin1String("deep.json:1:")) && nested.err.contains(QLatin1String("nested more than")),
                 qPrintable(nested.err));

        // A 2 MB server_id is measured, a 2 MB device_ip quoted short.
        QByteArray table = kValid10;
        table.replace("\"node_1\"", "\"" + QByteArray(2 * 1024 * 1024, 'n') + "\"");
        table.replace("\"192.168.2.9\"", "\"" + QByteArray(2 * 1024 * 1024, 'x') + "\"");
        const Run longValues = runCli({QStringLiteral("ranktable"), QStringLiteral("validate"), write(QStringLiteral("long.json"), table)});
        QCOMPARE(longValues.exitCode, 1);
        QVERIFY2(longValues.err.size() < 4000, qPrintable(longValues.err.left(400)));
        QVERIFY2(longValues.err.contains(QLatin1String("server_id is 2097152 bytes long")), qPrintable(longValues.err.left(400)));
        QVERIFY2(longValues.err.contains(QString(200, QLatin1Char('x')) + QStringLiteral("...")), qPrintable(longValues.err.left(600)));
    }

    void generateProducesValidTables_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("1.0") << QStringList{QStringLiteral("--version"), QStringLiteral("1.0"), QStringLiteral("--servers"), QStringLiteral("4"), QStringLiteral("--devices-per-server"), QStringLiteral("8")};
        QTest::newRow("1.2") << QStringList{QStringLiteral("--version"), QStringLiteral("1.2"), QStringLiteral("--servers"), QStringLiteral("8"), QStringLiteral("--devices-per-server"), QStringLiteral("16"), QStringLiteral("--super-pod-size"), QStringLiteral("4")};
        QTest::newRow("2.0") << QStringList{QStringLiteral("--version"), QStringLiteral("2.0"), QStringLiteral("--servers"), QStringLiteral("2"), QStringLiteral("--devices-per-server"), QStringLiteral("8")};
    }

    void generateProducesValidTables()
    {
        QFETCH(QStringList, args);
        const QString out = m_dir.filePath(QStringLiteral("gen-%1.json").arg(QLatin1String(QTest::currentDataTag())));
        const Run gen = runCli(QStringList{QStringLiteral("ranktable"), QStringLiteral("generate")} + args + QStringList{QStringLiteral("-o"), out});
        QCOMPARE(gen.exitCode, 0);
        const Run check = runCli({QStringLiteral("ranktable"), QStringLiteral("validate"), out});
        QVERIFY2(check.exitCode == 0, qPrintable(check.err));
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
        QCOMPARE(root.value(QLatin1String("version")).toString(), args.at(1));
    }

    void generateRejectsBadCounts()
    {
        const Run run = runCli({QStringLiteral("ranktable"), QStringLiteral("generate"), QStringLiteral("--version"), QStringLiteral("1.0"),
                                QStringLiteral("--servers"), QStringLiteral("0"), QStringLiteral("--devices-per-server"), QStringLiteral("8")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains(QLatin1String("--servers")));
        QCOMPARE(runCli({QStringLiteral("ranktable"), QStringLiteral("generate"), QStringLiteral("--version"), QStringLiteral("3.0"),
                         QStringLiteral("--servers"), QStringLiteral("1"), QStringLiteral("--devices-per-server"), QStringLiteral("8")}).exitCode, 2);
    }

    void chineseMessages()
    {
        QByteArray initializing(kValid10);
        initializing.replace("\"completed\"", "\"initializing\"");
        const QString path = write(QStringLiteral("init-zh.json"), initializing);
        QProcess process;
        process.start(QStringLiteral(CLI_PATH), {QStringLiteral("--lang"), QStringLiteral("zh_CN"), QStringLiteral("ranktable"), QStringLiteral("validate"), path});
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitCode(), 1);
        const QString err = QString::fromUtf8(process.readAllStandardError());
        // The place stays machine-readable; the words are Chinese.
        QVERIFY2(err.startsWith(path + QStringLiteral(":/status: ")), qPrintable(err));
        bool hasHan = false;
        for (const QChar c : err)
            hasHan = hasHan || (c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF);
        QVERIFY2(hasHan, qPrintable(err));
    }

    // generate a 1.0 table of 6 servers, cable them to two interleaved
    // leaves, plan it: the report, the written table (valid, re-planned
    // unchanged), the exit codes of the refusals.
    void planRenumbersRouteAffine()
    {
        const QString table = m_dir.filePath(QStringLiteral("six.json"));
        QCOMPARE(runCli({QStringLiteral("ranktable"), QStringLiteral("generate"), QStringLiteral("--version"), QStringLiteral("1.0"),
                         QStringLiteral("--servers"), QStringLiteral("6"), QStringLiteral("--devices-per-server"), QStringLiteral("2"),
                         QStringLiteral("-o"), table}).exitCode, 0);
        QByteArray links;
        for (int s = 0; s < 6; ++s)
            for (int d = 0; d < 2; ++d)
                links += QStringLiteral("%1{\"server\": \"node_%2\", \"device\": %3, \"switch\": \"leaf-%4\"}")
                             .arg(links.isEmpty() ? QString() : QStringLiteral(",")).arg(s).arg(d).arg(s % 2).toUtf8();
        const QString topology = write(QStringLiteral("fabric.json"),
            R"({"switches": [{"name": "leaf-0", "uplinks": ["spine"]}, {"name": "leaf-1", "uplinks": ["spine"]},
                {"name": "spine", "tier": "spine"}], "links": [)" + links + "]}");
        const QString out = m_dir.filePath(QStringLiteral("planned.json"));
        const Run run = runCli({QStringLiteral("ranktable"), QStringLiteral("plan"), table, QStringLiteral("--topology"), topology,
                                QStringLiteral("-o"), out, QStringLiteral("--json")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonObject report = QJsonDocument::fromJson(run.out.toUtf8()).object();
        QCOMPARE(report.value(QStringLiteral("cross_switch_hops")).toObject().value(QStringLiteral("before")).toInt(), 6);
        QCOMPARE(report.value(QStringLiteral("cross_switch_hops")).toObject().value(QStringLiteral("after")).toInt(), 2);
        const QJsonArray servers = report.value(QStringLiteral("servers")).toArray();
        QCOMPARE(servers.size(), 6);
        QCOMPARE(servers.at(1).toObject().value(QStringLiteral("server_id")).toString(), QStringLiteral("node_2"));
        QCOMPARE(servers.at(1).toObject().value(QStringLiteral("rank_after_acc")).toInt(), 1);
        QCOMPARE(servers.at(3).toObject().value(QStringLiteral("switch")).toString(), QStringLiteral("leaf-1"));

        const Run valid = runCli({QStringLiteral("ranktable"), QStringLiteral("validate"), out});
        QVERIFY2(valid.exitCode == 0, qPrintable(valid.err));
        const Run again = runCli({QStringLiteral("ranktable"), QStringLiteral("plan"), out, QStringLiteral("--topology"), topology});
        QCOMPARE(again.exitCode, 0);
        QVERIFY2(again.err.contains(QLatin1String("2 before, 2 after")), qPrintable(again.err));
        QVERIFY(again.err.contains(QLatin1String("nothing changed")));

        // Two servers: skipped, exit 0, the table as it was.
        const QString two = m_dir.filePath(QStringLiteral("two.json"));
        QCOMPARE(runCli({QStringLiteral("ranktable"), QStringLiteral("generate"), QStringLiteral("--version"), QStringLiteral("1.0"),
                         QStringLiteral("--servers"), QStringLiteral("2"), QStringLiteral("--devices-per-server"), QStringLiteral("2"),
                         QStringLiteral("-o"), two}).exitCode, 0);
        const Run skipped = runCli({QStringLiteral("ranktable"), QStringLiteral("plan"), two, QStringLiteral("--topology"), topology, QStringLiteral("--json")});
        QCOMPARE(skipped.exitCode, 0);
        QVERIFY(QJsonDocument::fromJson(skipped.out.toUtf8()).object().value(QStringLiteral("skipped")).toString().contains(QLatin1String("3 or more")));

        // Servers the topology does not cover: named, exit 1, nothing written.
        const QString partial = write(QStringLiteral("partial.json"), R"({"links": [{"server": "node_0", "device": 0, "switch": "a"}]})");
        const QString untouched = m_dir.filePath(QStringLiteral("untouched.json"));
        const Run uncovered = runCli({QStringLiteral("ranktable"), QStringLiteral("plan"), table, QStringLiteral("--topology"), partial,
                                      QStringLiteral("-o"), untouched});
        QCOMPARE(uncovered.exitCode, 1);
        QVERIFY2(uncovered.err.contains(QLatin1String("5 server(s): node_1, node_2")), qPrintable(uncovered.err));
        QVERIFY(!QFile::exists(untouched));
        // A broken topology names its place; a missing one is an I/O error.
        const QString broken = write(QStringLiteral("broken.json"), R"({"links": [{"server": "node_0", "switch": "a"}]})");
        const Run bad = runCli({QStringLiteral("ranktable"), QStringLiteral("plan"), table, QStringLiteral("--topology"), broken});
        QCOMPARE(bad.exitCode, 1);
        QVERIFY2(bad.err.contains(broken + QStringLiteral(":/links/0: ")), qPrintable(bad.err));
        QCOMPARE(runCli({QStringLiteral("ranktable"), QStringLiteral("plan"), table, QStringLiteral("--topology"), m_dir.filePath(QStringLiteral("none.json"))}).exitCode, 2);
        QCOMPARE(runCli({QStringLiteral("ranktable"), QStringLiteral("plan"), table}).exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestCliRankTable)
#include "tst_cli_ranktable.moc"
