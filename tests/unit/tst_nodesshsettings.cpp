// Node SSH settings: the fields as ssh command-line overrides over
// ssh_config, node selection, validation, and the QSettings store per
// kubeconfig context (nothing secret in it).
#include "ssh/nodesshsettings.h"
#include "ssh/nodesshsettingsstore.h"

#include <QFile>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace ascendops;
using namespace ascendops::ssh;

class TestNodeSshSettings : public QObject
{
    Q_OBJECT

private slots:
    void emptyFieldsLeaveSshConfigInCharge()
    {
        Problems problems;
        const SshConfig config = SshConfig::parse("Host node-*\n  User ops\n  Port 2201\n  ProxyJump bastion\n",
                                                  QStringLiteral("config"), QString(), &problems);
        QVERIFY(problems.isEmpty());
        const NodeSshSettings defaults;
        QVERIFY(defaults.isDefault());
        const SshTarget target = config.resolve(QStringLiteral("node-3"), defaults.overrides());
        QCOMPARE(target.user, QStringLiteral("ops"));
        QCOMPARE(target.port, 2201);
        QCOMPARE(target.jumps.size(), 1);
        QCOMPARE(target.jumps[0].hostName, QStringLiteral("bastion"));
    }

    void fieldsWinOverSshConfig()
    {
        Problems problems;
        const SshConfig config = SshConfig::parse("Host node-*\n  User ops\n  Port 2201\n  ProxyJump bastion\n",
                                                  QStringLiteral("config"), QString(), &problems);
        NodeSshSettings settings;
        settings.user = QStringLiteral("root");
        settings.port = 22;
        settings.jumpHosts = QStringLiteral("jump@gw1:2222, gw2");
        settings.identityFile = QStringLiteral("/keys/ops_ed25519");
        settings.knownHostsFile = QStringLiteral("/keys/known_hosts");
        QVERIFY(settings.problem().isEmpty());
        const SshTarget target = config.resolve(QStringLiteral("node-3"), settings.overrides());
        QCOMPARE(target.user, QStringLiteral("root"));
        QCOMPARE(target.port, 22);
        QCOMPARE(target.identityFiles.first(), QStringLiteral("/keys/ops_ed25519"));
        QCOMPARE(target.knownHostsFile, QStringLiteral("/keys/known_hosts"));
        QCOMPARE(target.jumps.size(), 2);
        QCOMPARE(target.jumps[0].user, QStringLiteral("jump"));
        QCOMPARE(target.jumps[0].hostName, QStringLiteral("gw1"));
        QCOMPARE(target.jumps[0].port, 2222);
        QCOMPARE(target.jumps[1].hostName, QStringLiteral("gw2"));
        QCOMPARE(target.jumps[1].knownHostsFile, QStringLiteral("/keys/known_hosts"));
    }

    void selectsNodesByListOrPattern()
    {
        NodeSshSettings settings;
        QVERIFY(settings.selects(QStringLiteral("anything")));
        settings.selection = NodeSshSettings::Selection::List;
        settings.nodes = {QStringLiteral("node-1"), QStringLiteral("node-4")};
        QVERIFY(settings.selects(QStringLiteral("node-4")));
        QVERIFY(!settings.selects(QStringLiteral("node-2")));
        settings.selection = NodeSshSettings::Selection::Pattern;
        settings.pattern = QStringLiteral("node-1*, !node-13");
        QVERIFY(settings.selects(QStringLiteral("node-1")));
        QVERIFY(settings.selects(QStringLiteral("node-12")));
        QVERIFY(!settings.selects(QStringLiteral("node-13")));
        QVERIFY(!settings.selects(QStringLiteral("node-2")));
    }

    void problemsAreSaid()
    {
        NodeSshSettings settings;
        settings.jumpHosts = QStringLiteral("ops@:22");
        QVERIFY(settings.problem().startsWith(QLatin1String("Jump host:")));
        settings.jumpHosts.clear();
        settings.probeIntervalSec = 0;
        QVERIFY(!settings.problem().isEmpty());
        settings.probeIntervalSec = 5;
        settings.selection = NodeSshSettings::Selection::List;
        QVERIFY(!settings.problem().isEmpty());
        settings.nodes = {QStringLiteral("node-0")};
        QVERIFY(settings.problem().isEmpty());
    }

    void storeKeepsSettingsPerContext()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("console.ini"));
        NodeSshSettings prod;
        prod.user = QStringLiteral("ops");
        prod.jumpHosts = QStringLiteral("ops@bastion:2222");
        prod.identityFile = QStringLiteral("~/.ssh/ops_ed25519");
        prod.knownHostsFile = QStringLiteral("~/.ssh/known_hosts_cluster");
        prod.port = 2022;
        prod.probeIntervalSec = 30;
        prod.selection = NodeSshSettings::Selection::Pattern;
        prod.pattern = QStringLiteral("ascend-*");
        NodeSshSettings lab;
        lab.selection = NodeSshSettings::Selection::List;
        lab.nodes = {QStringLiteral("node-0"), QStringLiteral("node-1")};
        {
            QSettings settings(file, QSettings::IniFormat);
            NodeSshSettingsStore store(&settings);
            QVERIFY(!store.contains(QStringLiteral("prod/admin@cluster-a")));
            QVERIFY(store.load(QStringLiteral("prod/admin@cluster-a")).isDefault());
            store.save(QStringLiteral("prod/admin@cluster-a"), prod);
            store.save(QStringLiteral("lab"), lab);
        }
        QSettings settings(file, QSettings::IniFormat);
        NodeSshSettingsStore store(&settings);
        QVERIFY(store.contains(QStringLiteral("prod/admin@cluster-a")));
        QCOMPARE(store.load(QStringLiteral("prod/admin@cluster-a")), prod);
        QCOMPARE(store.load(QStringLiteral("lab")), lab);
        QVERIFY(store.load(QStringLiteral("prod")).isDefault());  // a context's name is not a prefix of another's
        // Saving again replaces: a cleared field does not come back.
        prod.jumpHosts.clear();
        store.save(QStringLiteral("prod/admin@cluster-a"), prod);
        QCOMPARE(store.load(QStringLiteral("prod/admin@cluster-a")).jumpHosts, QString());
        settings.sync();
        QFile ini(file);
        QVERIFY(ini.open(QIODevice::ReadOnly));
        const QByteArray text = ini.readAll().toLower();
        QVERIFY(!text.contains("password"));
        QVERIFY(!text.contains("passphrase"));
    }
};

QTEST_GUILESS_MAIN(TestNodeSshSettings)
#include "tst_nodesshsettings.moc"
