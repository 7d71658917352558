// `ascend-ops-cli nodes probe` against simulated nodes served by a real
// OpenSSH server on loopback: the embedded cluster's node tools print its
// state in the real npu-smi / hccn_tool formats, so an injected link-down
// shows up over SSH as it would on hardware. Host keys are checked.
#include "sim/nodes/nodesshserver.h"
#include "ssh/sshkeyfile.h"

#include "../support/simserver.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace ascendops;

namespace {

struct CliRun
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

CliRun runCli(const QStringList &args)
{
    QProcess process;
    process.start(QStringLiteral(CLI_PATH), args);
    CliRun run;
    if (!process.waitForFinished(120000)) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

bool writeText(const QString &path, const QString &text)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(text.toUtf8()) >= 0;
}

} // namespace

class TestCliNodes : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<SimServer> m_cluster;
    std::unique_ptr<sim::NodeSshServer> m_sshd;
    QString m_tools;
    QString m_sshConfig;
    QString m_knownHosts;
    QStringList m_nodes;
    QString m_quirky;   // a node as real ones are: no hccn.conf, device clock 8 h behind, device 5 silent

    QString path(const QString &name) const { return m_dir.filePath(name); }

    QStringList probeArgs(const QStringList &extra = {}) const
    {
        return QStringList{QStringLiteral("nodes"), QStringLiteral("probe"), QStringLiteral("--ssh"),
                           m_nodes.join(QLatin1Char(',')), QStringLiteral("--ssh-config"), m_sshConfig,
                           QStringLiteral("--timeout"), QStringLiteral("30")} + extra;
    }

    // The probed device of a node from --json output; empty when missing.
    static QJsonObject device(const QJsonArray &nodes, const QString &node, int id)
    {
        for (const QJsonValue &n : nodes)
            if (n.toObject().value(QStringLiteral("node")).toString().startsWith(node + QLatin1Char(' ')))
                for (const QJsonValue &d : n.toObject().value(QStringLiteral("devices")).toArray())
                    if (d.toObject().value(QStringLiteral("device")).toInt() == id)
                        return d.toObject();
        return {};
    }

private slots:
    void initTestCase()
    {
        if (!QFile::exists(QStringLiteral("/usr/sbin/sshd")))
            QSKIP("sshd not found at /usr/sbin/sshd: the SSH probe tests need openssh-server");
        QVERIFY(m_dir.isValid());
        m_tools = path(QStringLiteral("tools"));
        m_cluster = std::make_unique<SimServer>(path(QStringLiteral("kubeconfig")), QStringLiteral("a2-small"),
                                                QStringList{QStringLiteral("--node-tools"), m_tools});
        QString error;
        QVERIFY2(m_cluster->start(0, &error), qPrintable(error));
        // The node list is read from the tree, so wait until the whole tree is written (DIR/ready), not
        // just one node: on a busy machine the first nodes appear well before the last.
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(m_tools + QStringLiteral("/ready")), 60000);
        const QStringList all = QDir(m_tools + QStringLiteral("/nodes")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        m_nodes = all.mid(0, 2);
        QCOMPARE(m_nodes.size(), 2);
        m_quirky = all.value(2);
        QVERIFY(!m_quirky.isEmpty());

        const QString key = path(QStringLiteral("id_ed25519"));
        QVERIFY2(ssh::generateKeyPair(key, QStringLiteral("probe-test"), QString(), &error), qPrintable(error));
        QFile pub(key + QStringLiteral(".pub"));
        QVERIFY(pub.open(QIODevice::ReadOnly));
        m_sshd = std::make_unique<sim::NodeSshServer>(m_tools + QStringLiteral("/bin"));
        m_sshd->addAuthorizedKey(QString::fromUtf8(pub.readAll()).trimmed());
        QString config;
        for (const QString &node : m_nodes) {
            const int port = m_sshd->addNode(node);
            m_sshd->setNodeEnvironment(node, {QStringLiteral("ASCEND_HCCN_CONF=%1/nodes/%2/hccn.conf").arg(m_tools, node)});
            config += QStringLiteral("Host %1\n  HostName 127.0.0.1\n  Port %2\n  User root\n  IdentityFile %3\n"
                                     "  UserKnownHostsFile %4\n")
                          .arg(node).arg(port).arg(key, path(QStringLiteral("known_hosts")));
        }
        const int quirkyPort = m_sshd->addNode(m_quirky);
        m_sshd->setNodeEnvironment(m_quirky, {QStringLiteral("ASCEND_HCCN_CONF=/nonexistent/hccn.conf"),
                                              QStringLiteral("ASCEND_SIM_CLOCK_AHEAD=-28800"),
                                              QStringLiteral("ASCEND_SIM_SILENT_DEVICES=5")});
        config += QStringLiteral("Host %1\n  HostName 127.0.0.1\n  Port %2\n  User root\n  IdentityFile %3\n"
                                 "  UserKnownHostsFile %4\n")
                      .arg(m_quirky).arg(quirkyPort).arg(key, path(QStringLiteral("known_hosts")));
        QVERIFY2(m_sshd->start(&error), qPrintable(error));
        m_sshConfig = path(QStringLiteral("ssh_config"));
        m_knownHosts = path(QStringLiteral("known_hosts"));
        QVERIFY(writeText(m_sshConfig, config));
    }

    void cleanupTestCase()
    {
        m_sshd.reset();
        m_cluster.reset();
    }

    void unknownHostIsRefused()
    {
        QFile::remove(m_knownHosts);
        const CliRun run = runCli(probeArgs());
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.out.contains("FAILED") && run.out.toLower().contains("host key"), (run.out + run.err).constData());
    }

    void acceptNewRecordsTheKeys()
    {
        const CliRun run = runCli(probeArgs({QStringLiteral("--accept-new")}));
        QVERIFY2(run.exitCode == 0, run.out.constData());
        QFile known(m_knownHosts);
        QVERIFY(known.open(QIODevice::ReadOnly));
        QVERIFY(known.readAll().contains(m_sshd->hostPublicKey().section(QLatin1Char(' '), 1, 1).toUtf8()));
    }

    void probeReportsDiesAndLinks()
    {
        const CliRun run = runCli(probeArgs({QStringLiteral("--json")}));
        QVERIFY2(run.exitCode == 0, run.out.constData());
        const QJsonArray nodes = QJsonDocument::fromJson(run.out).array();
        QCOMPARE(nodes.size(), 2);
        const QJsonObject first = nodes.at(0).toObject();
        QVERIFY2(first.value(QStringLiteral("ok")).toBool(), run.out.constData());
        QCOMPARE(first.value(QStringLiteral("dies")).toArray().size(), 8);
        QCOMPARE(first.value(QStringLiteral("devices")).toArray().size(), 8);
        // The simulated tools print the real formats: nothing left unread.
        QVERIFY2(first.value(QStringLiteral("problems")).toArray().isEmpty(), run.out.constData());
        const QJsonObject die0 = first.value(QStringLiteral("dies")).toArray().at(0).toObject();
        QCOMPARE(die0.value(QStringLiteral("health")).toString(), QStringLiteral("OK"));
        QCOMPARE(die0.value(QStringLiteral("name")).toString(), QStringLiteral("910B1"));
        QVERIFY(die0.value(QStringLiteral("temperature_c")).toDouble() > 0);
        const QJsonObject d3 = device(nodes, m_nodes[1], 3);
        QVERIFY2(!d3.isEmpty(), run.out.constData());
        QCOMPARE(d3.value(QStringLiteral("link_up")).toBool(), true);
        QCOMPARE(d3.value(QStringLiteral("net_health")).toString(), QStringLiteral("Success"));
        QCOMPARE(d3.value(QStringLiteral("health")).toString(), QStringLiteral("ok"));
        QVERIFY(!d3.value(QStringLiteral("ip")).toString().isEmpty());
        const QJsonArray rx = d3.value(QStringLiteral("optical")).toObject().value(QStringLiteral("rx_power_mw")).toArray();
        QCOMPARE(rx.size(), 4);
        QVERIFY(rx.at(0).toDouble() > 0.1445);

        const CliRun text = runCli(probeArgs());
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("device 3  link UP"), text.out.constData());
    }

    void injectedLinkDownShowsOverSsh()
    {
        const CliRun inject = runCli({QStringLiteral("sim"), QStringLiteral("inject"), QStringLiteral("--kubeconfig"),
                                      m_cluster->kubeconfig(), QStringLiteral("--kind"), QStringLiteral("link-down"),
                                      QStringLiteral("--node"), m_nodes[1], QStringLiteral("--device"), QStringLiteral("3")});
        QVERIFY2(inject.exitCode == 0, inject.err.constData());
        QJsonObject d3;
        QTRY_VERIFY_WITH_TIMEOUT((d3 = device(QJsonDocument::fromJson(runCli(probeArgs({QStringLiteral("--json")})).out).array(),
                                              m_nodes[1], 3),
                                  d3.value(QStringLiteral("link_up")) == QJsonValue(false)), 30000);
        QCOMPARE(d3.value(QStringLiteral("health")).toString(), QStringLiteral("fault"));
        QVERIFY(!d3.value(QStringLiteral("link_changes")).toArray().isEmpty());
        QVERIFY(d3.value(QStringLiteral("health_reasons")).toArray().contains(QStringLiteral("link is DOWN")));
    }

    // A node as real ones are: no hccn.conf (the devices npu-smi lists are
    // queried, and the report says so), a device clock 8 h behind (a flap of
    // a minute ago is one, with the skew shown), a device that does not
    // answer (unknown, with why; never ok).
    void quirkyNodeIsReadAsItIs()
    {
        const CliRun inject = runCli({QStringLiteral("sim"), QStringLiteral("inject"), QStringLiteral("--kubeconfig"),
                                      m_cluster->kubeconfig(), QStringLiteral("--kind"), QStringLiteral("link-down"),
                                      QStringLiteral("--node"), m_quirky, QStringLiteral("--device"), QStringLiteral("2")});
        QVERIFY2(inject.exitCode == 0, inject.err.constData());
        const QStringList args{QStringLiteral("nodes"), QStringLiteral("probe"), QStringLiteral("--ssh"), m_quirky,
                               QStringLiteral("--ssh-config"), m_sshConfig, QStringLiteral("--accept-new"),
                               QStringLiteral("--timeout"), QStringLiteral("30"), QStringLiteral("--json")};
        QJsonObject node, d2;
        QTRY_VERIFY_WITH_TIMEOUT((node = QJsonDocument::fromJson(runCli(args).out).array().at(0).toObject(),
                                  d2 = device(QJsonArray{node}, m_quirky, 2),
                                  d2.value(QStringLiteral("link_up")) == QJsonValue(false)), 30000);
        QCOMPARE(node.value(QStringLiteral("device_source")).toString(), QStringLiteral("npu-smi"));
        QVERIFY2(node.value(QStringLiteral("device_source_note")).toString().contains(QLatin1String("no hccn.conf")),
                 qPrintable(node.value(QStringLiteral("device_source_note")).toString()));
        QCOMPARE(node.value(QStringLiteral("devices")).toArray().size(), 8);
        // The flap is dated by the device's own clock.
        const double ahead = d2.value(QStringLiteral("device_clock_ahead_ms")).toDouble();
        QVERIFY2(ahead < -28790000 && ahead > -28810000, qPrintable(QString::number(ahead)));
        const QString reasons = QString::fromUtf8(QJsonDocument(d2.value(QStringLiteral("health_reasons")).toArray()).toJson());
        QVERIFY2(reasons.contains(QLatin1String("went down 1 times in the last 5 min")), qPrintable(reasons));
        const QString notes = QString::fromUtf8(QJsonDocument(d2.value(QStringLiteral("health_notes")).toArray()).toJson());
        QVERIFY2(notes.contains(QLatin1String("device clock 8 h 0 min behind")), qPrintable(notes));
        // The silent device: unknown, with the tool's words.
        const QJsonObject d5 = device(QJsonArray{node}, m_quirky, 5);
        QCOMPARE(d5.value(QStringLiteral("health")).toString(), QStringLiteral("unknown"));
        const QString why = QString::fromUtf8(QJsonDocument(d5.value(QStringLiteral("health_reasons")).toArray()).toJson());
        QVERIFY2(why.contains(QLatin1String("does not respond")), qPrintable(why));
        // Every die of the table, with its Bus-Id and usage.
        const QJsonArray dies = node.value(QStringLiteral("dies")).toArray();
        QCOMPARE(dies.size(), 8);
        QVERIFY(dies.at(0).toObject().value(QStringLiteral("bus_id")).toString().contains(QLatin1Char(':')));
        QVERIFY(dies.at(0).toObject().value(QStringLiteral("hbm_total_mb")).toInt() > 0);
    }

    // An encrypted identity: asked for once on the terminal (a pty here, as
    // `script` gives one), without echo, for both nodes; stdout stays the report.
    void encryptedKeyIsAskedForOnTheTerminal()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("script")).isEmpty())
            QSKIP("script (bsdutils) not found: no pty to answer on");
        const QString locked = path(QStringLiteral("locked_ed25519"));
        QString error;
        QVERIFY2(ssh::generateKeyPair(locked, QStringLiteral("locked"), QStringLiteral("open sesame 9"), &error), qPrintable(error));
        QFile pub(locked + QStringLiteral(".pub"));
        QVERIFY(pub.open(QIODevice::ReadOnly));
        m_sshd->addAuthorizedKey(QString::fromUtf8(pub.readAll()).trimmed());
        QString config;
        for (const QString &node : m_nodes)
            config += QStringLiteral("Host %1\n  HostName 127.0.0.1\n  Port %2\n  User root\n  IdentityFile %3\n"
                                     "  IdentitiesOnly yes\n  UserKnownHostsFile %4\n")
                          .arg(node).arg(m_sshd->port(node)).arg(locked, m_knownHosts);
        const QString lockedConfig = path(QStringLiteral("ssh_config_locked"));
        QVERIFY(writeText(lockedConfig, config));
        runCli(probeArgs({QStringLiteral("--accept-new")}));   // known_hosts filled

        const QString command = QStringLiteral("%1 nodes probe --ssh %2 --ssh-config %3 --timeout 30 --json")
                                    .arg(QStringLiteral(CLI_PATH), m_nodes.join(QLatin1Char(',')), lockedConfig);
        QProcess pty;
        pty.setProcessChannelMode(QProcess::MergedChannels);
        pty.start(QStringLiteral("script"), {QStringLiteral("-qec"), command, QStringLiteral("/dev/null")});
        QVERIFY(pty.waitForStarted(5000));
        QByteArray seen;
        QTRY_VERIFY_WITH_TIMEOUT((seen += pty.readAll()).contains("Enter passphrase for key"), 20000);
        QVERIFY2(seen.contains("locked_ed25519"), seen.constData());
        pty.write("open sesame 9\n");
        QVERIFY(pty.waitForFinished(60000));
        seen += pty.readAll();
        QVERIFY2(pty.exitCode() == 0, seen.constData());
        QCOMPARE(seen.count("Enter passphrase for key"), 1);   // one question for both nodes
        QVERIFY2(!seen.contains("open sesame"), "the passphrase was echoed");
        QVERIFY2(seen.count("\"ok\": true") == 2, seen.constData());

        // No terminal at all (a session of its own): the key is skipped, and why.
        QProcess headless;
        headless.start(QStringLiteral("setsid"), {QStringLiteral("-w"), QStringLiteral(CLI_PATH), QStringLiteral("nodes"),
                                                  QStringLiteral("probe"), QStringLiteral("--ssh"), m_nodes.first(),
                                                  QStringLiteral("--ssh-config"), lockedConfig, QStringLiteral("--timeout"),
                                                  QStringLiteral("30")});
        QVERIFY(headless.waitForFinished(60000));
        const QByteArray out = headless.readAllStandardOutput();
        QCOMPARE(headless.exitCode(), 1);
        QVERIFY2(out.contains("no passphrase given"), (out + headless.readAllStandardError()).constData());
    }

    // LLDP on the nodes: each device's leaf and port in the probe, and
    // fabric discover writing them as a topology that keeps hand edits and
    // plans a table whose servers it knows by their NICs' addresses alone.
    void fabricDiscoverWritesTheLeaves()
    {
        const CliRun probe = runCli(probeArgs({QStringLiteral("--json")}));
        QCOMPARE(probe.exitCode, 0);
        const QJsonObject lldp = device(QJsonDocument::fromJson(probe.out).array(), m_nodes[1], 2)
                                     .value(QStringLiteral("lldp")).toObject();
        QCOMPARE(lldp.value(QStringLiteral("switch")).toString(), QStringLiteral("leaf-0-1"));   // server 1 of 5, two leaves
        QCOMPARE(lldp.value(QStringLiteral("port")).toString(), QStringLiteral("400GE1/0/3"));
        QVERIFY(!lldp.value(QStringLiteral("chassis_id")).toString().isEmpty());
        QCOMPARE(lldp.value(QStringLiteral("management_address")).toString(), QStringLiteral("26.10.0.2"));

        const QString out = path(QStringLiteral("fabric.json"));
        const QStringList discover{QStringLiteral("fabric"), QStringLiteral("discover"), QStringLiteral("--ssh"),
                                   (m_nodes + QStringList{m_quirky}).join(QLatin1Char(',')), QStringLiteral("--ssh-config"),
                                   m_sshConfig, QStringLiteral("--timeout"), QStringLiteral("30"), QStringLiteral("-o"), out};
        const CliRun run = runCli(discover);
        // The quirky node's device 5 answers nothing: written, said, exit 1.
        QVERIFY2(run.exitCode == 1, run.err.constData());
        QVERIFY2(run.err.contains(m_quirky.toUtf8() + " device 5:"), run.err.constData());
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QJsonObject topology = QJsonDocument::fromJson(file.readAll()).object();
        file.close();
        const QJsonArray links = topology.value(QStringLiteral("links")).toArray();
        QCOMPARE(links.size(), 8 + 8 + 7);
        QJsonObject first = links.at(0).toObject();
        QCOMPARE(first.value(QStringLiteral("server")).toString(), m_nodes[0]);
        QCOMPARE(first.value(QStringLiteral("switch")).toString(), QStringLiteral("leaf-0-0"));
        QCOMPARE(first.value(QStringLiteral("port")).toString(), QStringLiteral("400GE1/0/1"));
        QCOMPARE(topology.value(QStringLiteral("switches")).toArray().size(), 2);

        // Hand edits: a spine and the leaves' uplinks, kept on a new discovery.
        QJsonArray switches = topology.value(QStringLiteral("switches")).toArray();
        for (int i = 0; i < switches.size(); ++i) {
            QJsonObject entry = switches.at(i).toObject();
            entry.insert(QStringLiteral("uplinks"), QJsonArray{QStringLiteral("spine-0")});
            switches.replace(i, entry);
        }
        switches.append(QJsonObject{{QStringLiteral("name"), QStringLiteral("spine-0")}, {QStringLiteral("tier"), QStringLiteral("spine")}});
        topology.insert(QStringLiteral("switches"), switches);
        QVERIFY(writeText(out, QString::fromUtf8(QJsonDocument(topology).toJson())));
        QCOMPARE(runCli(discover).exitCode, 1);
        QVERIFY(file.open(QIODevice::ReadOnly));
        topology = QJsonDocument::fromJson(file.readAll()).object();
        file.close();
        switches = topology.value(QStringLiteral("switches")).toArray();
        QCOMPARE(switches.size(), 3);
        QCOMPARE(switches.at(0).toObject().value(QStringLiteral("uplinks")).toArray(), QJsonArray{QStringLiteral("spine-0")});

        // A table whose server ids are host addresses, as the operator writes
        // them: matched to the topology by device_ip. Three servers on leaves
        // 0, 1, 0: a ring over them crosses twice in any order, so the plan
        // keeps the table as it is.
        QString servers;
        int rank = 0;
        for (int s = 0; s < 3; ++s) {
            QString devices;
            for (int d = 0; d < 2; ++d) {
                const QString ip = links.at(s * 8 + d).toObject().value(QStringLiteral("device_ip")).toString();
                QVERIFY(!ip.isEmpty());
                devices += QStringLiteral("%1{\"device_id\": \"%2\", \"device_ip\": \"%3\", \"rank_id\": \"%4\"}")
                               .arg(d ? QStringLiteral(",") : QString()).arg(d).arg(ip).arg(rank++);
            }
            servers += QStringLiteral("%1{\"server_id\": \"10.0.0.%2\", \"device\": [%3]}")
                           .arg(s ? QStringLiteral(",") : QString()).arg(s + 1).arg(devices);
        }
        const QString table = path(QStringLiteral("hccl.json"));
        QVERIFY(writeText(table, QStringLiteral("{\"status\": \"completed\", \"version\": \"1.0\", \"server_count\": \"3\", \"server_list\": [%1]}").arg(servers)));
        const CliRun plan = runCli({QStringLiteral("ranktable"), QStringLiteral("plan"), table, QStringLiteral("--topology"), out,
                                    QStringLiteral("--json"), QStringLiteral("-o"), path(QStringLiteral("planned.json"))});
        QVERIFY2(plan.exitCode == 0, plan.err.constData());
        const QJsonObject report = QJsonDocument::fromJson(plan.out).object();
        QCOMPARE(report.value(QStringLiteral("cross_switch_hops")).toObject().value(QStringLiteral("before")).toInt(), 2);
        QCOMPARE(report.value(QStringLiteral("cross_switch_hops")).toObject().value(QStringLiteral("after")).toInt(), 2);
        QCOMPARE(report.value(QStringLiteral("changed")).toBool(), false);
        const QJsonObject second = report.value(QStringLiteral("servers")).toArray().at(1).toObject();
        QCOMPARE(second.value(QStringLiteral("server_id")).toString(), QStringLiteral("10.0.0.2"));
        QCOMPARE(second.value(QStringLiteral("switch")).toString(), QStringLiteral("leaf-0-1"));
    }

    // sim serve --ssh-nodes: the cluster puts its nodes behind sshd itself and
    // writes an ssh_config and known_hosts that probe them with no prompt.
    void simServeProvidesSshAccess()
    {
        const QString dir = path(QStringLiteral("served"));
        SimServer served(dir + QStringLiteral("/kubeconfig"), QStringLiteral("a2-small"),
                         {QStringLiteral("--node-tools"), dir + QStringLiteral("/tools"), QStringLiteral("--ssh-nodes"),
                          QStringLiteral("3"), QStringLiteral("--ssh-dir"), dir + QStringLiteral("/ssh")});
        QDir().mkpath(dir);
        QString error;
        QVERIFY2(served.start(0, &error), qPrintable(error));
        const QString config = dir + QStringLiteral("/ssh/ssh_config");
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(config), 30000);
        QFile file(config);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        QCOMPARE(text.count(QLatin1String("Host ")), 3);
        QVERIFY(text.contains(QLatin1String("StrictHostKeyChecking yes")));
        const CliRun run = runCli({QStringLiteral("nodes"), QStringLiteral("probe"), QStringLiteral("--ssh"),
                                   QStringLiteral("node-0,node-1,node-2"), QStringLiteral("--ssh-config"), config});
        QVERIFY2(run.exitCode == 0, run.out.constData());
        QCOMPARE(run.out.count("8 dies, 8 devices"), 3);
    }

    void unreachableNodeFailsWithItsReason()
    {
        const QString config = m_dir.filePath(QStringLiteral("ssh_config_dead"));
        QVERIFY(writeText(config, QStringLiteral("Host dead\n  HostName 127.0.0.1\n  Port %1\n  ConnectTimeout 5\n")
                                      .arg(sim::NodeSshServer::pickFreePort())));
        const CliRun run = runCli({QStringLiteral("nodes"), QStringLiteral("probe"), QStringLiteral("--ssh"),
                                   QStringLiteral("dead"), QStringLiteral("--ssh-config"), config, QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 1);
        const QJsonObject node = QJsonDocument::fromJson(run.out).array().at(0).toObject();
        QCOMPARE(node.value(QStringLiteral("ok")).toBool(), false);
        QVERIFY2(!node.value(QStringLiteral("error")).toString().isEmpty(), run.out.constData());
        QCOMPARE(runCli({QStringLiteral("nodes"), QStringLiteral("probe")}).exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestCliNodes)
#include "tst_cli_nodes.moc"
