// ssh_config as `ssh` reads it: Host patterns with negation, first obtained
// value wins, Include (globs, relative to ~/.ssh, conditional inside Host),
// tokens, ProxyJump chains, command-line overrides, errors that name file and
// line; and the [USER@]HOST[:PORT] spec parser.
#include "ssh/configline.h"
#include "ssh/hostpattern.h"
#include "ssh/sshconfig.h"
#include "ssh/sshspec.h"

#include <QDir>
#include <QFile>
#include <QHostInfo>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace ascendops;
using namespace ascendops::ssh;

namespace {

QString dataFile(const QString &name)
{
    return QStringLiteral(TEST_DATA_DIR "/ssh/") + name;
}

SshConfig loadData(const QString &name, Problems *problems)
{
    return SshConfig::load(dataFile(name), problems);
}

QString home(const QString &rest)
{
    return QDir::homePath() + rest;
}

QString localUser()
{
    const QString user = qEnvironmentVariable("USER");
    return user.isEmpty() ? QStringLiteral("root") : user;
}

QList<int> linesOf(const Problems &problems)
{
    QList<int> lines;
    for (const Problem &p : problems)
        lines.append(p.line);
    return lines;
}

} // namespace

class TestSshConfig : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // The tests compare with $USER; make sure it is set for %u and the
        // default user alike.
        if (qEnvironmentVariableIsEmpty("USER"))
            qputenv("USER", "root");
    }

    void globs_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<bool>("matches");
        QTest::newRow("star") << "node-12" << "node-*" << true;
        QTest::newRow("star empty") << "node-" << "node-*" << true;
        QTest::newRow("question") << "gpu-12" << "gpu-??" << true;
        QTest::newRow("question short") << "gpu-1" << "gpu-??" << false;
        QTest::newRow("case") << "NODE-3" << "node-*" << true;
        QTest::newRow("inner stars") << "a3-pod-07-node-3" << "a3-*-node-*" << true;
        QTest::newRow("literal") << "db" << "db" << true;
        QTest::newRow("prefix only") << "dbx" << "db" << false;
        QTest::newRow("backtrack") << "aXbXc" << "a*b*c" << true;
        QTest::newRow("no backtrack") << "aXbXd" << "a*b*c" << false;
    }
    void globs()
    {
        QFETCH(QString, name);
        QFETCH(QString, pattern);
        QFETCH(bool, matches);
        QCOMPARE(matchesGlob(name, pattern), matches);
    }

    void negatedPatterns()
    {
        const QStringList patterns{QStringLiteral("node-*"), QStringLiteral("!node-9")};
        QVERIFY(matchesHostPatterns(u"node-1", patterns));
        QVERIFY(!matchesHostPatterns(u"node-9", patterns));
        // A negated pattern alone selects nothing.
        QVERIFY(!matchesHostPatterns(u"node-1", {QStringLiteral("!node-9")}));
    }

    void lineSplitting()
    {
        ConfigLine line = splitConfigLine(u"  IdentityFile = \"/a b/c\" # comment");
        QCOMPARE(line.keyword, QStringLiteral("identityfile"));
        QCOMPARE(line.args, QStringList{QStringLiteral("/a b/c")});
        QCOMPARE(line.column, 3);
        line = splitConfigLine(u"Host=a b\\ c");
        QCOMPARE(line.keyword, QStringLiteral("host"));
        QCOMPARE(line.args, (QStringList{QStringLiteral("a"), QStringLiteral("b c")}));
        QVERIFY(splitConfigLine(u"   # only a comment").keyword.isEmpty());
        QVERIFY(!splitConfigLine(u"User \"open").error.isEmpty());
    }

    void firstValueWinsAndTokens()
    {
        Problems problems;
        const SshConfig config = loadData(QStringLiteral("basic.conf"), &problems);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.value(0).toString()));
        const SshTarget node = config.resolve(QStringLiteral("node-1"));
        QCOMPARE(node.alias, QStringLiteral("node-1"));
        QCOMPARE(node.hostName, QStringLiteral("10.0.1.1"));
        QCOMPARE(node.port, 2201);  // node-1's Port comes before node-*'s
        QCOMPARE(node.user, QStringLiteral("ops"));
        QCOMPARE(node.identityFiles,
                 (QStringList{home(QStringLiteral("/.ssh/ascend_10.0.1.1_ops")),
                              home(QStringLiteral("/.ssh/id ")) + localUser() + QStringLiteral("_2201")}));
        QCOMPARE(node.serverAliveIntervalSec, 15);
        QCOMPARE(node.serverAliveCountMax, 5);
        QCOMPARE(node.connectTimeoutSec, 90);
        QCOMPARE(node.knownHostsFile, home(QStringLiteral("/.ssh/known_hosts_ascend")));
        QVERIFY(node.identitiesOnly);
        QCOMPARE(node.hostKeyChecking, HostKeyChecking::Yes);
        QVERIFY(node.jumps.isEmpty());
        QCOMPARE(node.label(), QStringLiteral("node-1 (10.0.1.1:2201)"));
    }

    void negationAndDefaults()
    {
        const SshConfig config = loadData(QStringLiteral("basic.conf"), nullptr);
        const SshTarget excluded = config.resolve(QStringLiteral("node-9"));
        QCOMPARE(excluded.hostName, QStringLiteral("node-9"));
        QCOMPARE(excluded.user, localUser());
        QCOMPARE(excluded.port, 22);
        QCOMPARE(excluded.serverAliveIntervalSec, 0);
        QCOMPARE(excluded.serverAliveCountMax, 3);
        QVERIFY(excluded.identityFiles.isEmpty());
        QCOMPARE(excluded.label(), QStringLiteral("node-9:22"));

        const SshTarget gpu = config.resolve(QStringLiteral("gpu-12"));
        QCOMPARE(gpu.hostName, QStringLiteral("gpu-12.cluster.internal"));
        QCOMPARE(gpu.hostKeyChecking, HostKeyChecking::AcceptNew);
        QCOMPARE(config.resolve(QStringLiteral("gpu-1")).hostName, QStringLiteral("gpu-1"));
        QCOMPARE(config.resolve(QStringLiteral("DB")).hostName, QStringLiteral("DB.cluster.internal"));

        const SshConfig empty = SshConfig::parse(QByteArray(), QStringLiteral("empty"), QDir::tempPath(), nullptr);
        const SshTarget plain = empty.resolve(QStringLiteral("10.0.0.7"));
        QCOMPARE(plain.knownHostsFile, home(QStringLiteral("/.ssh/known_hosts")));
        QCOMPARE(plain.hostKeyChecking, HostKeyChecking::Ask);
        QCOMPARE(plain.user, localUser());
    }

    void commandLineWins()
    {
        const SshConfig config = loadData(QStringLiteral("basic.conf"), nullptr);
        SshOverrides cli;
        cli.user = QStringLiteral("admin");
        cli.port = 2299;
        cli.identityFiles = {QStringLiteral("~/operator_key")};
        cli.connectTimeoutSec = 5;
        cli.knownHostsFile = QStringLiteral("/tmp/kh");
        cli.hostKeyChecking = HostKeyChecking::AcceptNew;
        const SshTarget node = config.resolve(QStringLiteral("node-1"), cli);
        QCOMPARE(node.user, QStringLiteral("admin"));
        QCOMPARE(node.port, 2299);
        // -i comes first; %r and %p see the final user and port.
        QCOMPARE(node.identityFiles,
                 (QStringList{home(QStringLiteral("/operator_key")), home(QStringLiteral("/.ssh/ascend_10.0.1.1_admin")),
                              home(QStringLiteral("/.ssh/id ")) + localUser() + QStringLiteral("_2299")}));
        QCOMPARE(node.connectTimeoutSec, 5);
        QCOMPARE(node.knownHostsFile, QStringLiteral("/tmp/kh"));
        QCOMPARE(node.hostKeyChecking, HostKeyChecking::AcceptNew);
    }

    void errorsNameFileAndLine()
    {
        Problems problems;
        const SshConfig config = loadData(QStringLiteral("errors.conf"), &problems);
        QCOMPARE(linesOf(problems), (QList<int>{2, 3, 4, 5, 6, 8, 12, 13, 14}));
        for (const Problem &p : problems) {
            QVERIFY2(p.message.contains(QLatin1String("errors.conf: ")), qPrintable(p.message));
            QCOMPARE(p.severity, p.line == 8 ? Problem::Severity::Note : Problem::Severity::Error);
        }
        QVERIFY(problems[0].message.endsWith(QLatin1String("errors.conf: Port \"70000\" is not a number from 1 to 65535")));
        QVERIFY(problems[3].message.endsWith(QLatin1String("User needs a value")));
        QVERIFY(problems[6].message.endsWith(QLatin1String("ServerAliveCountMax \"-1\" is not a count")));
        QVERIFY(problems[1].message.contains(QLatin1String("unterminated")));
        QVERIFY(problems[5].message.contains(QLatin1String("Match")));
        QVERIFY(problems[7].message.contains(QLatin1String("notaport")));
        QVERIFY(problems[8].message.contains(QLatin1String("%Q")));
        // Bad lines are left out; the Match block is skipped; the rest applies.
        const SshTarget node = config.resolve(QStringLiteral("node-1"));
        QCOMPARE(node.user, QStringLiteral("fallback"));
        QCOMPARE(node.port, 2202);
        QCOMPARE(node.hostName, QStringLiteral("node-1"));
        QCOMPARE(node.serverAliveCountMax, 3);
        QVERIFY(node.jumps.isEmpty());

        Problems missing;
        SshConfig::load(dataFile(QStringLiteral("no-such.conf")), &missing);
        QCOMPARE(missing.size(), 1);
        QVERIFY(missing[0].message.contains(QLatin1String("no-such.conf")));
    }

    void includesAreConditionalAndGlobbed()
    {
        Problems problems;
        QFile main(dataFile(QStringLiteral("include/main.conf")));
        QVERIFY(main.open(QIODevice::ReadOnly));
        const SshConfig config = SshConfig::parse(main.readAll(), main.fileName(), dataFile(QStringLiteral("include")),
                                                  &problems);
        // 20-bad.conf's error names that file and its own line.
        QCOMPARE(problems.size(), 1);
        QCOMPARE(problems[0].line, 2);
        QVERIFY2(problems[0].message.contains(QLatin1String("conf.d/20-bad.conf: ")), qPrintable(problems[0].message));

        const SshTarget node = config.resolve(QStringLiteral("node-5"));
        QCOMPARE(node.user, QStringLiteral("from-include"));
        QCOMPARE(node.port, 2210);
        QCOMPARE(config.resolve(QStringLiteral("web")).user, QStringLiteral("default-user"));
        const SshTarget special = config.resolve(QStringLiteral("special"));
        QCOMPARE(special.hostName, QStringLiteral("special.example"));
        QCOMPARE(special.port, 3000);  // the Host block goes on after its Include
        // "Host other" inside a file included from "Host special" never
        // applies to other hosts.
        QCOMPARE(config.resolve(QStringLiteral("other")).hostName, QStringLiteral("other"));
    }

    void includesRelativeToDotSsh()
    {
        QTemporaryDir fakeHome;
        QVERIFY(fakeHome.isValid());
        const QByteArray savedHome = qgetenv("HOME");
        qputenv("HOME", QFile::encodeName(fakeHome.path()));
        const QString dotSsh = fakeHome.filePath(QStringLiteral(".ssh"));
        QVERIFY(QDir().mkpath(dotSsh + QStringLiteral("/conf.d")));
        QVERIFY(QFile::copy(dataFile(QStringLiteral("include/main.conf")), dotSsh + QStringLiteral("/config")));
        QVERIFY(QFile::copy(dataFile(QStringLiteral("include/conf.d/10-nodes.conf")),
                            dotSsh + QStringLiteral("/conf.d/10-nodes.conf")));
        Problems problems;
        const SshConfig config = SshConfig::loadDefault(&problems);
        const SshTarget node = config.resolve(QStringLiteral("node-5"));
        qputenv("HOME", savedHome);
        QCOMPARE(node.user, QStringLiteral("from-include"));
        QCOMPARE(node.knownHostsFile, fakeHome.filePath(QStringLiteral(".ssh/known_hosts")));
    }

    void jumpChains()
    {
        Problems problems;
        const SshConfig config = loadData(QStringLiteral("jump.conf"), &problems);
        QVERIFY(problems.isEmpty());
        Problems resolveProblems;
        const SshTarget node = config.resolve(QStringLiteral("node-3"), {}, &resolveProblems);
        QVERIFY(resolveProblems.isEmpty());
        QCOMPARE(node.user, QStringLiteral("root"));
        // bastion-b is itself reached through gateway; the second hop's own
        // ProxyJump does not count (ssh -J a,b reaches b through a).
        QCOMPARE(node.jumps.size(), 3);
        QCOMPARE(node.jumps[0].hostName, QStringLiteral("gw.example"));
        QCOMPARE(node.jumps[0].port, 2022);
        QCOMPARE(node.jumps[0].user, localUser());
        QCOMPARE(node.jumps[1].alias, QStringLiteral("bastion-b"));
        QCOMPARE(node.jumps[1].hostName, QStringLiteral("10.9.0.1"));
        QCOMPARE(node.jumps[1].user, QStringLiteral("jump"));
        QCOMPARE(node.jumps[2].hostName, QStringLiteral("10.9.0.2"));
        QCOMPARE(node.jumps[2].user, QStringLiteral("jumper"));
        QCOMPARE(node.jumps[2].port, 2222);
        QCOMPARE(node.connectionKey(), QStringLiteral("%1@gw.example:2022 -> jump@10.9.0.1:22 -> jumper@10.9.0.2:2222 -> root@node-3:22")
                                           .arg(localUser()));

        QVERIFY(config.resolve(QStringLiteral("node-direct")).jumps.isEmpty());  // "none" came first

        SshOverrides cli;
        cli.proxyJump = QStringLiteral("admin@[fd00::1]:2200");
        const SshTarget viaCli = config.resolve(QStringLiteral("node-3"), cli);
        QCOMPARE(viaCli.jumps.size(), 1);
        QCOMPARE(viaCli.jumps[0].hostName, QStringLiteral("fd00::1"));
        QCOMPARE(viaCli.jumps[0].user, QStringLiteral("admin"));
        QCOMPARE(viaCli.jumps[0].label(), QStringLiteral("[fd00::1]:2200"));
        cli.proxyJump = QStringLiteral("none");
        QVERIFY(config.resolve(QStringLiteral("node-3"), cli).jumps.isEmpty());

        Problems loop;
        const SshTarget looped = config.resolve(QStringLiteral("loop-a"), {}, &loop);
        QCOMPARE(loop.size(), 1);
        QVERIFY(loop[0].message.contains(QLatin1String("deeper than 8")));
        QVERIFY(looped.jumps.size() <= 8);
    }

    void specs_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<QString>("user");
        QTest::addColumn<QString>("host");
        QTest::addColumn<int>("port");
        QTest::newRow("host") << "node-1" << true << "" << "node-1" << 0;
        QTest::newRow("user host") << "root@node-1" << true << "root" << "node-1" << 0;
        QTest::newRow("host port") << "10.0.0.1:2201" << true << "" << "10.0.0.1" << 2201;
        QTest::newRow("all") << "ops@10.0.0.1:2201" << true << "ops" << "10.0.0.1" << 2201;
        QTest::newRow("ipv6 port") << "[fe80::1]:22" << true << "" << "fe80::1" << 22;
        QTest::newRow("user ipv6") << "root@[::1]" << true << "root" << "::1" << 0;
        QTest::newRow("bare ipv6") << "::1" << true << "" << "::1" << 0;
        QTest::newRow("uri") << "ssh://ops@bastion:2222" << true << "ops" << "bastion" << 2222;
        QTest::newRow("last at") << "a@b@host" << true << "a@b" << "host" << 0;
        QTest::newRow("port zero") << "host:0" << false << "" << "" << 0;
        QTest::newRow("port text") << "host:ssh" << false << "" << "" << 0;
        QTest::newRow("port big") << "host:65536" << false << "" << "" << 0;
        QTest::newRow("empty") << "" << false << "" << "" << 0;
        QTest::newRow("empty user") << "@host" << false << "" << "" << 0;
        QTest::newRow("open bracket") << "[::1:22" << false << "" << "" << 0;
        QTest::newRow("blank inside") << "a b" << false << "" << "" << 0;
    }
    void specs()
    {
        QFETCH(QString, text);
        QFETCH(bool, valid);
        QString error;
        const std::optional<SshSpec> spec = parseSshSpec(text, &error);
        QCOMPARE(spec.has_value(), valid);
        if (!valid) {
            QVERIFY(!error.isEmpty());
            return;
        }
        QFETCH(QString, user);
        QFETCH(QString, host);
        QFETCH(int, port);
        QCOMPARE(spec->user, user);
        QCOMPARE(spec->host, host);
        QCOMPARE(spec->port, port);
    }

    void jumpLists()
    {
        QString error;
        const auto hops = parseJumpList(u"a,ops@b:2222", &error);
        QVERIFY(hops);
        QCOMPARE(hops->size(), 2);
        QCOMPARE(hops->at(1).toString(), QStringLiteral("ops@b:2222"));
        QVERIFY(parseJumpList(u"NONE", &error)->isEmpty());
        QVERIFY(!parseJumpList(u"a,,b", &error));
        QVERIFY(error.contains(QLatin1String("jump host 2")));
    }
};

QTEST_GUILESS_MAIN(TestSshConfig)
#include "tst_sshconfig.moc"
