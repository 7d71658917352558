// SSH against a real OpenSSH server on loopback (NodeSshServer): commands and
// the simulated nodes' environment, host-key policy (unknown, accept-new,
// asked, hashed, changed), authentication failures and passphrases, command
// timeouts, ProxyJump, and the pool's concurrency bound, responsiveness and
// reconnection after the server died.
#include "sim/nodes/nodesshserver.h"
#include "ssh/keyring.h"
#include "ssh/sshkeyfile.h"
#include "ssh/sshpool.h"
#include "ssh/sshsession.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <memory>
#include <thread>

#include <unistd.h>

using namespace ascendops;
using namespace ascendops::ssh;
using ascendops::sim::NodeSshServer;

namespace {

const QStringList nodeNames{QStringLiteral("node-1"), QStringLiteral("node-2"), QStringLiteral("node-3"),
                            QStringLiteral("node-4")};

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    return file.write(bytes) == bytes.size();
}

// The largest number of [start, end] intervals that overlap at one moment.
int maxOverlap(QList<QPair<qint64, qint64>> intervals)
{
    QList<QPair<qint64, int>> events;
    for (const auto &interval : intervals) {
        events.append({interval.first, +1});
        events.append({interval.second, -1});
    }
    std::sort(events.begin(), events.end(), [](const auto &a, const auto &b) {
        return a.first != b.first ? a.first < b.first : a.second < b.second;  // ends before starts
    });
    int current = 0;
    int peak = 0;
    for (const auto &event : events) {
        current += event.second;
        peak = std::max(peak, current);
    }
    return peak;
}

} // namespace

class TestSshSession : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<NodeSshServer> m_server;
    QString m_clientKey;
    QString m_knownHosts;  // every node's key, trusted

    // A node as the pool and sessions see it, trusting m_knownHosts.
    SshTarget node(const QString &name, HostKeyChecking mode = HostKeyChecking::Yes, const QString &knownHosts = {}) const
    {
        SshTarget target;
        target.alias = name;
        target.hostName = QStringLiteral("127.0.0.1");
        target.port = m_server->port(name);
        target.user = qEnvironmentVariable("USER", QStringLiteral("root"));
        target.identityFiles = {m_clientKey};
        target.identitiesOnly = true;
        target.connectTimeoutSec = 5;
        target.knownHostsFile = knownHosts.isEmpty() ? m_knownHosts : knownHosts;
        target.hostKeyChecking = mode;
        return target;
    }

    QString knownHostsLine(const QString &name) const
    {
        return QStringLiteral("[127.0.0.1]:%1 %2\n").arg(m_server->port(name)).arg(m_server->hostPublicKey());
    }

    QString freshPath(const QString &name) const { return m_dir.filePath(name); }

private slots:
    void initTestCase()
    {
        if (!QFileInfo(NodeSshServer::sshdPath()).isExecutable())
            QSKIP("sshd not found at /usr/sbin/sshd (install openssh-server to run the SSH tests)");
        // Only the keys a test names may be offered.
        qunsetenv("SSH_AUTH_SOCK");
        QVERIFY(m_dir.isValid());
        m_clientKey = m_dir.filePath(QStringLiteral("operator_ed25519"));
        QString error;
        QVERIFY2(generateKeyPair(m_clientKey, QStringLiteral("operator@console"), QString(), &error), qPrintable(error));

        const QString tools = QStringLiteral(TEST_DATA_DIR "/ssh/tools");
        QVERIFY(QFileInfo(tools + QStringLiteral("/npu-smi")).isExecutable());
        m_server = std::make_unique<NodeSshServer>(tools);
        for (const QString &name : nodeNames)
            QVERIFY(m_server->addNode(name) > 0);
        m_server->addAuthorizedKey(QString::fromUtf8(readFile(m_clientKey + QStringLiteral(".pub"))));
        if (!m_server->start(&error) && geteuid() != 0)
            QSKIP(qPrintable(QStringLiteral("sshd did not start for a non-root user (%1); run as root").arg(error)));
        QVERIFY2(m_server->isRunning(), qPrintable(error));

        m_knownHosts = m_dir.filePath(QStringLiteral("known_hosts"));
        QString lines;
        for (const QString &name : nodeNames)
            lines += knownHostsLine(name);
        QVERIFY(writeFile(m_knownHosts, lines.toUtf8()));
    }

    void cleanupTestCase() { m_server.reset(); }

    void hostKeyFingerprintMatchesSshKeygen()
    {
        QVERIFY(m_server->hostKeyFingerprint().startsWith(QLatin1String("SHA256:")));
        if (!QFileInfo::exists(QStringLiteral("/usr/bin/ssh-keygen")))
            QSKIP("ssh-keygen not found; the fingerprint format is checked against it when present");
        QProcess keygen;
        keygen.start(QStringLiteral("/usr/bin/ssh-keygen"),
                     {QStringLiteral("-l"), QStringLiteral("-f"),
                      m_server->directory() + QStringLiteral("/ssh_host_ed25519_key.pub")});
        QVERIFY(keygen.waitForFinished(10000));
        QVERIFY(QString::fromUtf8(keygen.readAllStandardOutput()).contains(m_server->hostKeyFingerprint()));
    }

    void runsCommandsWithTheNodeEnvironment()
    {
        SshSession session(node(QStringLiteral("node-1")));
        QString error;
        QVERIFY2(session.connect(&error), qPrintable(error));

        CommandResult echo = session.run("echo hello; echo oops >&2; exit 3", 5000);
        QCOMPARE(echo.stdOut, QByteArray("hello\n"));
        QCOMPARE(echo.stdErr, QByteArray("oops\n"));
        QCOMPARE(echo.exitStatus, 3);
        QVERIFY(echo.error.isEmpty());
        QVERIFY(!echo.ok());

        const CommandResult smi = session.run("npu-smi info", 5000);
        QVERIFY2(smi.ok(), qPrintable(smi.error + QString::fromUtf8(smi.stdErr)));
        QCOMPARE(smi.stdOut, readFile(QStringLiteral(TEST_DATA_DIR "/ssh/npu-smi-info.txt")) + "node: node-1\n");

        // SetEnv in `Match LocalPort` replaces sshd's default PATH: the tools
        // directory comes before /usr/bin.
        const CommandResult path = session.run("command -v npu-smi; echo $PATH", 5000);
        const QList<QByteArray> lines = path.stdOut.split('\n');
        QCOMPARE(lines.value(0), QByteArray(TEST_DATA_DIR "/ssh/tools/npu-smi"));
        QVERIFY(lines.value(1).indexOf(TEST_DATA_DIR "/ssh/tools") < lines.value(1).indexOf(":/usr/bin"));

        const CommandResult failing = session.run("npu-smi bogus", 5000);
        QCOMPARE(failing.exitStatus, 2);
        QVERIFY(failing.stdErr.contains("unsupported"));

        SshSession other(node(QStringLiteral("node-3")));
        QVERIFY2(other.connect(&error), qPrintable(error));
        QCOMPARE(other.run("echo $ASCEND_SIM_NODE", 5000).stdOut, QByteArray("node-3\n"));
    }

    // A port picked for a node can be taken by another process before sshd
    // binds it. sshd then serves the other ports, and the taken one still
    // accepts connections, from the other process. The node moves to a free
    // port; a port the caller chose does not move, and the error names it.
    void aPortTakenBeforeStartMovesOrIsNamed()
    {
        const QString tools = QStringLiteral(TEST_DATA_DIR "/ssh/tools");
        NodeSshServer server(tools);
        const int picked = server.addNode(QStringLiteral("node-a"));
        QVERIFY(picked > 0);
        QVERIFY(server.addNode(QStringLiteral("node-b")) > 0);
        QTcpServer holder;
        QVERIFY(holder.listen(QHostAddress::LocalHost, quint16(picked)));
        server.addAuthorizedKey(QString::fromUtf8(readFile(m_clientKey + QStringLiteral(".pub"))));
        QString error;
        QVERIFY2(server.start(&error), qPrintable(error));
        const int moved = server.port(QStringLiteral("node-a"));
        QVERIFY(moved > 0 && moved != picked);

        SshTarget target = node(QStringLiteral("node-1"));
        target.alias = QStringLiteral("node-a");
        target.port = moved;
        target.knownHostsFile = freshPath(QStringLiteral("moved_known_hosts"));
        QVERIFY(writeFile(target.knownHostsFile,
                          QStringLiteral("[127.0.0.1]:%1 %2\n").arg(moved).arg(server.hostPublicKey()).toUtf8()));
        SshSession session(target);
        QVERIFY2(session.connect(&error), qPrintable(error));
        QCOMPARE(session.run("echo $ASCEND_SIM_NODE", 5000).stdOut, QByteArray("node-a\n"));
        // Nothing of ours reached the process that holds the old port (the
        // old readiness check did): let the holder see any connection first.
        QTest::qWait(50);
        QCOMPARE(holder.hasPendingConnections(), false);

        NodeSshServer chosen(tools);
        QCOMPARE(chosen.addNode(QStringLiteral("node-c"), picked), picked);
        QVERIFY(!chosen.start(&error));
        QVERIFY(!chosen.isRunning());
        QVERIFY2(error.contains(QString::number(picked)) && error.contains(QLatin1String("another process holds it")),
                 qPrintable(error));
        QCOMPARE(chosen.port(QStringLiteral("node-c")), picked);
    }

    void unknownHostRefusedUnlessAccepted()
    {
        const QString knownHosts = freshPath(QStringLiteral("unknown/known_hosts"));
        QString error;
        SshSession strict(node(QStringLiteral("node-2"), HostKeyChecking::Yes, knownHosts));
        QVERIFY(!strict.connect(&error));
        QVERIFY2(error.startsWith(QStringLiteral("node-2 (127.0.0.1:%1): host key is not known").arg(m_server->port(QStringLiteral("node-2")))),
                 qPrintable(error));
        QVERIFY(error.contains(m_server->hostKeyFingerprint()));
        QVERIFY(!QFile::exists(knownHosts));

        // ask without anyone to ask refuses too
        SshSession nobody(node(QStringLiteral("node-2"), HostKeyChecking::Ask, knownHosts));
        QVERIFY(!nobody.connect(&error));
        QVERIFY(error.contains(QLatin1String("nobody can be asked")));

        SshSession acceptNew(node(QStringLiteral("node-2"), HostKeyChecking::AcceptNew, knownHosts));
        QVERIFY2(acceptNew.connect(&error), qPrintable(error));
        QVERIFY(readFile(knownHosts).startsWith(QStringLiteral("[127.0.0.1]:%1 ssh-ed25519 ").arg(m_server->port(QStringLiteral("node-2"))).toUtf8()));

        // Recorded: known on the next connect, even under "yes".
        SshSession again(node(QStringLiteral("node-2"), HostKeyChecking::Yes, knownHosts));
        QVERIFY2(again.connect(&error), qPrintable(error));
        QCOMPARE(again.run("echo ok", 5000).stdOut, QByteArray("ok\n"));
    }

    void askCallbackDecides()
    {
        const QString knownHosts = freshPath(QStringLiteral("asked_known_hosts"));
        QList<HostKeyQuestion> questions;
        Qt::HANDLE askedOn = nullptr;
        QString error;
        SshSession refused(node(QStringLiteral("node-4"), HostKeyChecking::Ask, knownHosts));
        refused.setHostKeyQuestion([&](const HostKeyQuestion &q) {
            questions.append(q);
            return false;
        });
        QVERIFY(!refused.connect(&error));
        QVERIFY(error.contains(QLatin1String("was not accepted")));
        QCOMPARE(questions.size(), 1);
        QCOMPARE(questions[0].fingerprint, m_server->hostKeyFingerprint());
        QCOMPARE(questions[0].keyType, QStringLiteral("ssh-ed25519"));
        QCOMPARE(questions[0].knownHostsName, QStringLiteral("[127.0.0.1]:%1").arg(m_server->port(QStringLiteral("node-4"))));
        QCOMPARE(questions[0].knownHostsFile, knownHosts);
        QVERIFY(!QFile::exists(knownHosts));

        // Through the pool the question is asked on a worker thread.
        SshPool pool;
        pool.setHostKeyQuestion([&](const HostKeyQuestion &) {
            askedOn = QThread::currentThreadId();
            return true;
        });
        QSignalSpy finished(&pool, &SshPool::finished);
        pool.submit(node(QStringLiteral("node-4"), HostKeyChecking::Ask, knownHosts), "echo yes", 5000);
        QVERIFY(finished.wait(10000));
        const auto result = finished.at(0).at(2).value<CommandResult>();
        QVERIFY2(result.ok(), qPrintable(result.error));
        QVERIFY(askedOn && askedOn != QThread::currentThreadId());
        QVERIFY(readFile(knownHosts).contains(m_server->hostPublicKey().toUtf8()));
    }

    void hashedKnownHostsEntryAccepted()
    {
        if (!QFileInfo::exists(QStringLiteral("/usr/bin/ssh-keygen")))
            QSKIP("ssh-keygen not found; it writes the hashed known_hosts entry");
        const QString knownHosts = freshPath(QStringLiteral("hashed_known_hosts"));
        QVERIFY(writeFile(knownHosts, knownHostsLine(QStringLiteral("node-3")).toUtf8()));
        QProcess keygen;
        keygen.start(QStringLiteral("/usr/bin/ssh-keygen"), {QStringLiteral("-H"), QStringLiteral("-f"), knownHosts});
        QVERIFY(keygen.waitForFinished(10000));
        QCOMPARE(keygen.exitCode(), 0);
        const QByteArray hashed = readFile(knownHosts);
        QVERIFY(hashed.startsWith("|1|"));
        QVERIFY(!hashed.contains("127.0.0.1"));

        SshSession session(node(QStringLiteral("node-3"), HostKeyChecking::Yes, knownHosts));
        QString error;
        QVERIFY2(session.connect(&error), qPrintable(error));
        QCOMPARE(session.run("echo hashed", 5000).stdOut, QByteArray("hashed\n"));
    }

    void changedHostKeyRefusedWithBothFingerprints()
    {
        const QString otherKey = freshPath(QStringLiteral("impostor_host_key"));
        QString error;
        QVERIFY(generateKeyPair(otherKey, QString(), QString(), &error));
        const QString otherPublic = QString::fromUtf8(readFile(otherKey + QStringLiteral(".pub")).trimmed());
        const QString knownFingerprint = publicKeyFileFingerprint(otherKey + QStringLiteral(".pub"));
        QVERIFY(knownFingerprint.startsWith(QLatin1String("SHA256:")));
        QVERIFY(knownFingerprint != m_server->hostKeyFingerprint());

        const int port = m_server->port(QStringLiteral("node-1"));
        const QString knownHosts = freshPath(QStringLiteral("changed_known_hosts"));
        QVERIFY(writeFile(knownHosts, QStringLiteral("# reinstalled nodes below\n10.0.0.9 %1\n[127.0.0.1]:%2 %1\n")
                                          .arg(otherPublic)
                                          .arg(port)
                                          .toUtf8()));
        for (HostKeyChecking mode : {HostKeyChecking::AcceptNew, HostKeyChecking::No}) {
            SshSession session(node(QStringLiteral("node-1"), mode, knownHosts));
            session.setHostKeyQuestion([](const HostKeyQuestion &) { return true; });
            QVERIFY(!session.connect(&error));
            QVERIFY2(error.startsWith(QStringLiteral("node-1 (127.0.0.1:%1): host key has CHANGED").arg(port)), qPrintable(error));
            QVERIFY2(error.contains(QStringLiteral("known ssh-ed25519 key %1 (%2:3)").arg(knownFingerprint, knownHosts)),
                     qPrintable(error));
            QVERIFY2(error.contains(QStringLiteral("offered ssh-ed25519 key %1").arg(m_server->hostKeyFingerprint())),
                     qPrintable(error));
        }
        QVERIFY(!readFile(knownHosts).contains(m_server->hostPublicKey().toUtf8()));  // never recorded
    }

    void wrongClientKeyIsAClearAuthFailure()
    {
        const QString stranger = freshPath(QStringLiteral("stranger_ed25519"));
        QString error;
        QVERIFY(generateKeyPair(stranger, QString(), QString(), &error));
        SshTarget target = node(QStringLiteral("node-3"));
        target.identityFiles = {stranger, freshPath(QStringLiteral("no_such_key"))};
        SshSession session(target);
        QVERIFY(!session.connect(&error));
        QCOMPARE(error, QStringLiteral("node-3 (127.0.0.1:%1): authentication failed: no key accepted (tried: %2); missing: %3")
                            .arg(m_server->port(QStringLiteral("node-3")))
                            .arg(stranger, freshPath(QStringLiteral("no_such_key"))));
    }

    void encryptedKeyAsksForThePassphrase()
    {
        const QString locked = freshPath(QStringLiteral("locked_ed25519"));
        QString error;
        QVERIFY(generateKeyPair(locked, QString(), QStringLiteral("s3cret phrase"), &error));
        QVERIFY(!readFile(locked).isEmpty());
        m_server->addAuthorizedKey(QString::fromUtf8(readFile(locked + QStringLiteral(".pub"))));
        SshTarget target = node(QStringLiteral("node-2"));
        target.identityFiles = {locked};

        QStringList askedFor;
        SshSession declined(target);
        declined.setPassphraseCallback([&](const QString &path) -> std::optional<QString> {
            askedFor.append(path);
            return std::nullopt;
        });
        QVERIFY(!declined.connect(&error));
        QVERIFY2(error.contains(QStringLiteral("skipped: %1 (no passphrase given)").arg(locked)), qPrintable(error));
        QCOMPARE(askedFor, QStringList{locked});
        // Declined once, the key is not asked about again in this process.
        SshSession again(target);
        again.setPassphraseCallback([&](const QString &path) -> std::optional<QString> {
            askedFor.append(path);
            return QStringLiteral("s3cret phrase");
        });
        QVERIFY(!again.connect(&error));
        QVERIFY2(error.contains(QLatin1String("no passphrase given")), qPrintable(error));
        QCOMPARE(askedFor.size(), 1);
        KeyRing::instance().forget();   // as a new run of the program

        SshSession wrong(target);
        int attempts = 0;
        wrong.setPassphraseCallback([&](const QString &) -> std::optional<QString> {
            ++attempts;
            return QStringLiteral("guess");
        });
        QVERIFY(!wrong.connect(&error));
        QVERIFY2(error.contains(QLatin1String("wrong passphrase")), qPrintable(error));
        QCOMPARE(attempts, 3);
        KeyRing::instance().forget();

        SshSession right(target);
        right.setPassphraseCallback([](const QString &) -> std::optional<QString> { return QStringLiteral("s3cret phrase"); });
        QVERIFY2(right.connect(&error), qPrintable(error));
        QCOMPARE(right.run("echo unlocked", 5000).stdOut, QByteArray("unlocked\n"));
        // Unlocked once, later sessions need no answer: the key is held in memory.
        QVERIFY(KeyRing::instance().holds(locked));
        SshSession later(target);
        later.setPassphraseCallback([](const QString &) -> std::optional<QString> { return std::nullopt; });
        QVERIFY2(later.connect(&error), qPrintable(error));
        KeyRing::instance().forget();
    }

    void hangingCommandTimesOutAndSessionStaysUsable()
    {
        SshSession session(node(QStringLiteral("node-4")));
        QString error;
        QVERIFY2(session.connect(&error), qPrintable(error));
        QElapsedTimer timer;
        timer.start();
        const CommandResult hung = session.run("echo started; sleep 31", 1000);
        const qint64 took = timer.elapsed();
        QVERIFY(hung.timedOut);
        QVERIFY(hung.started);
        QCOMPARE(hung.exitStatus, -1);
        QCOMPARE(hung.stdOut, QByteArray("started\n"));  // output so far is kept
        QVERIFY2(hung.error.contains(QLatin1String("timed out after 1000 ms")), qPrintable(hung.error));
        QVERIFY2(took >= 950 && took < 4000, qPrintable(QString::number(took)));

        const CommandResult after = session.run("echo still here", 5000);
        QVERIFY2(after.ok(), qPrintable(after.error));
        QCOMPARE(after.stdOut, QByteArray("still here\n"));
        // The timed-out process was killed, not left behind on the node.
        QCOMPARE(session.run("pgrep -f 'slee[p] 31' >/dev/null; echo $?", 5000).stdOut, QByteArray("1\n"));

        std::atomic_bool cancel{false};
        std::thread canceller([&cancel] {
            std::this_thread::sleep_for(std::chrono::milliseconds(300));
            cancel = true;
        });
        const CommandResult cancelled = session.run("sleep 32", 0, &cancel);
        canceller.join();
        QVERIFY(cancelled.cancelled);
        QVERIFY(session.run("true", 5000).ok());
        QCOMPARE(session.run("pgrep -f 'slee[p] 32' >/dev/null; echo $?", 5000).stdOut, QByteArray("1\n"));
    }

    void proxyJumpThroughBastions()
    {
        SshTarget target = node(QStringLiteral("node-2"));
        target.jumps = {node(QStringLiteral("node-1"))};
        SshSession oneHop(target);
        QString error;
        QVERIFY2(oneHop.connect(&error), qPrintable(error));
        CommandResult result = oneHop.run("echo $ASCEND_SIM_NODE; npu-smi info | tail -1", 5000);
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(result.stdOut, QByteArray("node-2\nnode: node-2\n"));
        QVERIFY(oneHop.keepAlive(&error));

        target.jumps = {node(QStringLiteral("node-3")), node(QStringLiteral("node-1"))};
        SshSession twoHops(target);
        QVERIFY2(twoHops.connect(&error), qPrintable(error));
        result = twoHops.run("echo $ASCEND_SIM_NODE", 5000);
        QCOMPARE(result.stdOut, QByteArray("node-2\n"));
        // Large output crosses both bridges intact.
        result = twoHops.run("head -c 3000000 /dev/zero | tr '\\0' 'x'", 10000);
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(result.stdOut.size(), 3000000);
        QCOMPARE(result.stdOut.count('x'), 3000000);

        // A bastion that refuses is named in the error.
        SshTarget badJump = node(QStringLiteral("node-2"));
        SshHost closed = node(QStringLiteral("node-1"));
        closed.alias = QStringLiteral("bastion");
        closed.port = NodeSshServer::pickFreePort();
        badJump.jumps = {closed};
        SshSession refused(badJump);
        QVERIFY(!refused.connect(&error));
        QVERIFY2(error.startsWith(QStringLiteral("bastion (127.0.0.1:%1): cannot connect").arg(closed.port)), qPrintable(error));
    }

    void poolBoundsConcurrencyAndKeepsTheLoopResponsive()
    {
        SshPool pool;
        pool.setMaxConnections(3);
        QHash<quint64, QString> expectedHost;
        QHash<quint64, CommandResult> results;
        QHash<quint64, QString> hosts;
        bool allOnOwnerThread = true;
        connect(&pool, &SshPool::finished, this, [&](quint64 id, const QString &host, const CommandResult &result) {
            allOnOwnerThread = allOnOwnerThread && QThread::currentThread() == thread();
            QVERIFY(!results.contains(id));
            results.insert(id, result);
            hosts.insert(id, host);
        });

        QElapsedTimer clock;
        clock.start();
        qint64 lastTick = clock.elapsed();
        qint64 longestGap = 0;
        QTimer ticker;
        ticker.setInterval(10);
        connect(&ticker, &QTimer::timeout, this, [&] {
            longestGap = std::max(longestGap, clock.elapsed() - lastTick);
            lastTick = clock.elapsed();
        });
        ticker.start();

        const QByteArray command = "echo $ASCEND_SIM_NODE; date +%s%N; sleep 0.3; date +%s%N";
        for (int i = 0; i < 20; ++i) {
            const QString name = nodeNames[i % nodeNames.size()];
            expectedHost.insert(pool.submit(node(name), command, 10000), name);
        }
        QTRY_COMPARE_WITH_TIMEOUT(results.size(), 20, 30000);
        ticker.stop();

        QVERIFY(allOnOwnerThread);
        QList<QPair<qint64, qint64>> all;
        QHash<QString, QList<QPair<qint64, qint64>>> perHost;
        for (auto it = results.cbegin(); it != results.cend(); ++it) {
            QVERIFY2(it->ok(), qPrintable(it->error));
            const QList<QByteArray> lines = it->stdOut.trimmed().split('\n');
            QCOMPARE(lines.size(), 3);
            QCOMPARE(QString::fromUtf8(lines[0]), expectedHost.value(it.key()));
            QCOMPARE(hosts.value(it.key()), expectedHost.value(it.key()));
            const QPair<qint64, qint64> interval{lines[1].toLongLong(), lines[2].toLongLong()};
            all.append(interval);
            perHost[hosts.value(it.key())].append(interval);
        }
        const int peak = maxOverlap(all);
        QVERIFY2(peak <= 3 && peak >= 2, qPrintable(QStringLiteral("peak concurrency %1").arg(peak)));
        for (const auto &intervals : std::as_const(perHost))
            QCOMPARE(maxOverlap(intervals), 1);
        QVERIFY2(longestGap < 200, qPrintable(QStringLiteral("event loop stalled for %1 ms").arg(longestGap)));
        // Sessions were kept for the next round: one per node.
        QCOMPARE(pool.idleSessionCount(), nodeNames.size());
    }

    void poolCancels()
    {
        SshPool pool;
        pool.setMaxConnections(1);
        QSignalSpy finished(&pool, &SshPool::finished);
        const quint64 running = pool.submit(node(QStringLiteral("node-1")), "sleep 33", 0);
        const quint64 queued = pool.submit(node(QStringLiteral("node-2")), "echo never", 0);
        QTest::qWait(500);
        QElapsedTimer timer;
        timer.start();
        pool.cancelAll();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 5000);
        QVERIFY(timer.elapsed() < 2000);
        for (const QList<QVariant> &signal : std::as_const(finished)) {
            QVERIFY(signal.at(0).toULongLong() == running || signal.at(0).toULongLong() == queued);
            QVERIFY(signal.at(2).value<CommandResult>().cancelled);
        }
    }

    // Last: it kills the server.
    void poolReconnectsAfterTheServerComesBack()
    {
        SshPool pool;
        pool.setReconnectBackoff(200, 2000);
        QHash<quint64, CommandResult> results;
        connect(&pool, &SshPool::finished, this,
                [&](quint64 id, const QString &, const CommandResult &result) { results.insert(id, result); });
        SshTarget target = node(QStringLiteral("node-1"));
        target.serverAliveIntervalSec = 1;

        quint64 id = pool.submit(target, "echo before", 5000);
        QTRY_VERIFY_WITH_TIMEOUT(results.contains(id), 10000);
        QVERIFY2(results[id].ok(), qPrintable(results[id].error));
        QCOMPARE(pool.idleSessionCount(), 1);

        SshSession direct(target);
        QString error;
        QVERIFY2(direct.connect(&error), qPrintable(error));
        QVERIFY(direct.keepAlive(&error));

        m_server->kill();
        // The dead connection is noticed, not hung on.
        QVERIFY(!direct.keepAlive(&error));
        QVERIFY2(error.contains(QLatin1String("connection lost")), qPrintable(error));
        QVERIFY(!direct.isConnected());

        id = pool.submit(target, "echo while-down", 5000);
        QTRY_VERIFY_WITH_TIMEOUT(results.contains(id), 15000);
        QVERIFY(!results[id].ok());
        QVERIFY(results[id].connectionLost);
        QVERIFY2(results[id].error.contains(QLatin1String("cannot connect")), qPrintable(results[id].error));
        // While the node is in backoff, a request that cannot wait fails at
        // once with the last error instead of trying.
        id = pool.submit(target, "echo impatient", 1);
        QTRY_VERIFY_WITH_TIMEOUT(results.contains(id), 1000);
        QVERIFY2(results[id].error.contains(QLatin1String("not connected, next attempt in")), qPrintable(results[id].error));
        QVERIFY(results[id].error.contains(QLatin1String("cannot connect")));

        QVERIFY2(m_server->start(&error), qPrintable(error));
        id = pool.submit(target, "echo after", 10000);
        QTRY_VERIFY_WITH_TIMEOUT(results.contains(id), 15000);
        QVERIFY2(results[id].ok(), qPrintable(results[id].error));
        QCOMPARE(results[id].stdOut, QByteArray("after\n"));
    }
};

QTEST_GUILESS_MAIN(TestSshSession)
#include "tst_sshsession.moc"
