// The simulated nodes' npu-smi and hccn_tool run as real programs: a
// cluster keeps a node-tools directory, the scripts in DIR/bin answer for
// the node ASCEND_SIM_NODE names with exactly what the renderer gives,
// parse their options in any order, refuse unknown devices and flags with
// exit code 1, and an injected link-down shows up in the next run.
#include "sim/embeddedcluster.h"
#include "sim/store/jobobjects.h"
#include "sim/nodes/nodetoolreport.h"
#include "sim/nodes/nodetoolstate.h"
#include "sim/simcluster.h"
#include "sim/seed/simpreset.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace ascendops;
using namespace ascendops::sim;
using Json = nlohmann::json;

namespace {

struct ToolRun
{
    int exitCode = -1;
    QString out;
};

ToolRun runTool(const QString &bin, const QString &tool, const QStringList &args, const QString &node)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (node.isNull())
        env.remove(QStringLiteral("ASCEND_SIM_NODE"));
    else
        env.insert(QStringLiteral("ASCEND_SIM_NODE"), node);
    env.insert(QStringLiteral("PATH"), bin + QLatin1Char(':') + env.value(QStringLiteral("PATH")));
    process.setProcessEnvironment(env);
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(bin + QLatin1Char('/') + tool, args);
    ToolRun run;
    if (!process.waitForFinished(20000)) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAll());
    return run;
}

QString readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

QStringList args(const char *line)
{
    return QString::fromLatin1(line).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

} // namespace

class TestNodeTools : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<SimCluster> m_cluster;
    QString m_bin;

    ToolRun run(const char *tool, const char *line, const QString &node = QStringLiteral("node-1")) const
    {
        return runTool(m_bin, QLatin1String(tool), args(line), node);
    }
    QString rendered(const std::string &text) const { return QString::fromStdString(text); }
    NodeToolState state(const char *node) const
    {
        return readNodeToolState(m_cluster->store(), m_cluster->telemetry(), node);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // What an earlier cluster left: a node this one does not have.
        QVERIFY(QDir().mkpath(m_dir.filePath(QStringLiteral("tools/nodes/node-99/npu-smi"))));
        QFile stale(m_dir.filePath(QStringLiteral("tools/nodes/node-99/npu-smi/info")));
        QVERIFY(stale.open(QIODevice::WriteOnly));
        stale.close();

        // Real time: the fault's later stages (the device plugin's report,
        // the job's reaction) stay seconds away while the link-down is checked.
        m_cluster = std::make_unique<SimCluster>(*findPreset("a3-demo"), 1.0);
        QString error;
        QVERIFY2(m_cluster->startNodeTools(m_dir.filePath(QStringLiteral("tools")), &error), qPrintable(error));
        QVERIFY(m_cluster->nodeTools());
        QTRY_VERIFY_WITH_TIMEOUT(m_cluster->nodeTools()->isReady(), 30000);   // written in slices, slower under load
        m_bin = m_cluster->nodeTools()->binDir();
        QVERIFY(!m_cluster->startNodeTools(m_dir.filePath(QStringLiteral("other")), &error));
    }

    void cleanupTestCase() { m_cluster.reset(); }

    void layoutIsInPlace()
    {
        const NodeToolDir &tools = *m_cluster->nodeTools();
        QCOMPARE(m_bin, m_dir.filePath(QStringLiteral("tools/bin")));
        QVERIFY(QFileInfo(m_bin + QStringLiteral("/npu-smi")).isExecutable());
        QVERIFY(QFileInfo(m_bin + QStringLiteral("/hccn_tool")).isExecutable());
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("tools/nodes/node-99"))));
        const QStringList nodes = QDir(m_dir.filePath(QStringLiteral("tools/nodes"))).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        QCOMPARE(nodes.size(), 10);
        QCOMPARE(readAll(tools.hccnConfPath(QStringLiteral("node-1"))), rendered(hccnConf(state("node-1"))));
    }

    void npuSmiPrintsTheNodesTable()
    {
        const ToolRun info = run("npu-smi", "info");
        QCOMPARE(info.exitCode, 0);
        QCOMPARE(info.out, rendered(npuSmiInfo(state("node-1"))));
        QVERIFY(info.out.contains(QLatin1String("| Chip  Phy-ID              | Bus-Id        |")));
        // Another node, another table: node-9 is a spare.
        const ToolRun spare = run("npu-smi", "info", QStringLiteral("node-9"));
        QCOMPARE(spare.exitCode, 0);
        QVERIFY(spare.out.contains(QLatin1String("| No running processes found in NPU 0 ")));
        QVERIFY(!info.out.contains(QLatin1String("| No running processes found in NPU 0 ")));

        for (const char *line : {"info -t health -i 2 -c 1", "info -i 2 -c 1 -t health", "info -c 1 -t health -i 2"}) {
            const ToolRun health = run("npu-smi", line);
            QCOMPARE(health.exitCode, 0);
            QCOMPARE(health.out, rendered(npuSmiHealth(*state("node-1").chip(2, 1))));
        }
        QVERIFY(run("npu-smi", "info -t health -i 2 -c 1").out.startsWith(QLatin1String("\tHealth Status                  : OK\n")));
    }

    void hccnToolParsesOptionsInAnyOrder()
    {
        const QString expected = rendered(hccnLink(*state("node-1").die(3)));
        QCOMPARE(expected, QStringLiteral("link status: UP\n"));
        for (const char *line : {"-i 3 -link -g", "-g -link -i 3", "-link -i 3 -g"}) {
            const ToolRun link = run("hccn_tool", line);
            QCOMPARE(link.exitCode, 0);
            QCOMPARE(link.out, expected);
        }
        const ToolRun ip = run("hccn_tool", "-i 15 -ip -g");
        QCOMPARE(ip.out, QStringLiteral("ipaddr:172.16.0.32\nnetmask:255.255.255.0\n"));
        const ToolRun optical = run("hccn_tool", "-i 4 -optical -g");
        QCOMPARE(optical.out, rendered(hccnOptical(*state("node-1").die(4))));
        QCOMPARE(run("hccn_tool", "-i 4 -net_health -g").out, QStringLiteral("net health status: Success\n"));
        QCOMPARE(run("hccn_tool", "-i 4 -speed -g").out, QStringLiteral("Speed: 200000 Mb/s\n"));
        QVERIFY(run("hccn_tool", "-i 4 -stat -g").out.startsWith(QLatin1String("packet statistics:\n")));
    }

    void linkStatCarriesTheClockOfTheRun()
    {
        const ToolRun stat = run("hccn_tool", "-i 7 -link_stat -g");
        QCOMPARE(stat.exitCode, 0);
        QStringList lines = stat.out.split(QLatin1Char('\n'));
        const QRegularExpression now(QStringLiteral("^\\[devid 7\\]current time        : (\\w{3} \\w{3} [ 0-9]\\d \\d\\d:\\d\\d:\\d\\d \\d{4})$"));
        const QRegularExpressionMatch match = now.match(lines[0]);
        QVERIFY2(match.hasMatch(), qPrintable(lines[0]));
        const QString expectedNow = QString::fromStdString(nodeToolDate(QDateTime::currentDateTimeUtc()));
        QCOMPARE(match.captured(1).left(10), expectedNow.left(10));
        QCOMPARE(match.captured(1).right(4), expectedNow.right(4));
        // The rest is the die's history as rendered.
        const QStringList rendered = QString::fromStdString(hccnLinkStat(*state("node-1").die(7), QDateTime::currentDateTimeUtc()))
                                         .split(QLatin1Char('\n'));
        QCOMPARE(lines.mid(1), rendered.mid(1));
    }

    void unknownDevicesAndFlagsFail()
    {
        const ToolRun device = run("hccn_tool", "-i 16 -link -g");
        QCOMPARE(device.exitCode, 1);
        QVERIFY2(device.out.startsWith(QLatin1String("Invalid device id 16.")), qPrintable(device.out));
        QCOMPARE(run("hccn_tool", "-i x -link -g").exitCode, 1);
        QCOMPARE(run("hccn_tool", "-i 3 -bogus -g").exitCode, 1);
        QCOMPARE(run("hccn_tool", "-i 3 -link").exitCode, 1);
        QCOMPARE(run("hccn_tool", "-i 3 -g").exitCode, 1);
        QCOMPARE(run("hccn_tool", "-i 3 -link -ip -g").exitCode, 1);
        QCOMPARE(run("hccn_tool", "-i").exitCode, 1);

        const ToolRun card = run("npu-smi", "info -t health -i 8 -c 0");
        QCOMPARE(card.exitCode, 1);
        QCOMPARE(card.out, QStringLiteral("Invalid card id.\nError parameter of -i\n"
                                          "Usage: npu-smi info <watch|proc|-h|-m|-l|-t type> [Options...]\n"));
        QCOMPARE(run("npu-smi", "info -t health -i 0 -c 2").exitCode, 1);
        QCOMPARE(run("npu-smi", "info -t board -i 0 -c 0").exitCode, 1);
        QCOMPARE(run("npu-smi", "info --bogus").exitCode, 1);
        QCOMPARE(run("npu-smi", "").exitCode, 1);

        QCOMPARE(run("npu-smi", "info", QStringLiteral("node-42")).exitCode, 1);
        QCOMPARE(run("npu-smi", "info", QStringLiteral("../nodes/node-1")).exitCode, 1);
        QCOMPARE(run("hccn_tool", "-i 3 -link -g", QString()).exitCode, 1);
    }

    // A large cluster's first write goes on after it starts: until the whole
    // tree is written (DIR/ready), a tool waits for a node not in place yet
    // rather than saying there is no such node.
    void aNodeNotWrittenYetIsWaitedFor()
    {
        const NodeToolDir &tools = *m_cluster->nodeTools();
        QVERIFY(QFile::exists(tools.readyMarkerPath()));
        const QString conf = tools.hccnConfPath(QStringLiteral("node-3"));
        const QString aside = conf + QStringLiteral(".aside");
        QVERIFY(QFile::remove(tools.readyMarkerPath()));
        QVERIFY(QFile::rename(conf, aside));

        QProcess waiting;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("ASCEND_SIM_NODE"), QStringLiteral("node-3"));
        waiting.setProcessEnvironment(env);
        waiting.start(m_bin + QStringLiteral("/npu-smi"), {QStringLiteral("info")});
        QVERIFY(waiting.waitForStarted());
        QVERIFY(!waiting.waitForFinished(500));   // still waiting for the node
        QVERIFY(QFile::rename(aside, conf));
        QVERIFY(waiting.waitForFinished(5000));
        QCOMPARE(waiting.exitCode(), 0);
        QCOMPARE(QString::fromUtf8(waiting.readAllStandardOutput()), rendered(npuSmiInfo(state("node-3"))));

        // Once the tree is ready, a node that is not there is refused at once.
        QFile marker(tools.readyMarkerPath());
        QVERIFY(marker.open(QIODevice::WriteOnly));
        marker.close();
        QElapsedTimer clock;
        clock.start();
        QCOMPARE(run("npu-smi", "info", QStringLiteral("node-42")).exitCode, 1);
        QVERIFY2(clock.elapsed() < 5000, qPrintable(QString::number(clock.elapsed())));
    }

    void linkDownReachesTheToolsOfThatNodeOnly()
    {
        QSignalSpy written(m_cluster->nodeTools(), &NodeToolDir::nodesWritten);
        const Json fault{{"apiVersion", "sim.ascendops.io/v1alpha1"}, {"kind", "Fault"},
                         {"metadata", {{"name", "port-3"}, {"namespace", "default"}}},
                         {"spec", {{"kind", "link-down"}, {"node", "node-1"}, {"device", 3}}}};
        QVERIFY(m_cluster->store().create(objects::faults(), "default", fault, false));
        QTRY_VERIFY_WITH_TIMEOUT(!written.isEmpty(), 5000);
        QCOMPARE(written.first().first().toStringList(), QStringList{QStringLiteral("node-1")});

        const ToolRun link = run("hccn_tool", "-i 3 -link -g");
        QCOMPARE(link.exitCode, 0);
        QCOMPARE(link.out, QStringLiteral("link status: DOWN\n"));
        QCOMPARE(run("hccn_tool", "-i 3 -net_health -g").out, QStringLiteral("net health status: Fault\n"));
        QCOMPARE(run("hccn_tool", "-i 2 -link -g").out, QStringLiteral("link status: UP\n"));
        const QStringList stat = run("hccn_tool", "-i 3 -link_stat -g").out.split(QLatin1Char('\n'));
        QVERIFY2(stat[3].startsWith(QLatin1String("[devid 3]    ")) && stat[3].endsWith(QLatin1String("    LINK DOWN")),
                 qPrintable(stat[3]));
        QVERIFY(stat[4].endsWith(QLatin1String("    LINK UP")));
        // The same die on another node is untouched.
        QCOMPARE(run("hccn_tool", "-i 3 -link -g", QStringLiteral("node-2")).out, QStringLiteral("link status: UP\n"));

        // About a second later the device plugin lists 81078603 on the chip,
        // and npu-smi's health shows it (NPU 1, chip 1 is die 3).
        QTRY_VERIFY_WITH_TIMEOUT(run("npu-smi", "info -t health -i 1 -c 1").out.contains(QLatin1String("81078603")), 10000);
    }

    void embeddedClusterKeepsToolsWhenAsked()
    {
        QTemporaryDir dir;
        EmbeddedCluster embedded;
        embedded.setNodeToolsDir(dir.filePath(QStringLiteral("tools")));
        QSignalSpy started(&embedded, &EmbeddedCluster::started);
        QSignalSpy failed(&embedded, &EmbeddedCluster::failed);
        embedded.start(*findPreset("a2-small"), 1.0);
        QTRY_VERIFY_WITH_TIMEOUT(!started.isEmpty() || !failed.isEmpty(), 30000);
        QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.first().first().toString()));
        const ToolRun info = runTool(dir.filePath(QStringLiteral("tools/bin")), QStringLiteral("npu-smi"), {QStringLiteral("info")},
                                     QStringLiteral("node-4"));
        QVERIFY2(info.exitCode == 0, qPrintable(info.out));
        QVERIFY(info.out.contains(QLatin1String("| 7     910B1               | OK            |")));

        // Unwritable: the cluster does not start.
        QFile blocker(dir.filePath(QStringLiteral("file")));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        EmbeddedCluster refused;
        refused.setNodeToolsDir(dir.filePath(QStringLiteral("file/tools")));
        QSignalSpy refusedFailed(&refused, &EmbeddedCluster::failed);
        refused.start(*findPreset("a2-small"), 1.0);
        QTRY_VERIFY_WITH_TIMEOUT(!refusedFailed.isEmpty(), 30000);
        QVERIFY(refusedFailed.first().first().toString().contains(QLatin1String("file/tools")));
    }
};

QTEST_GUILESS_MAIN(TestNodeTools)
#include "tst_nodetools.moc"
