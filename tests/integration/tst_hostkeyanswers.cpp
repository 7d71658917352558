// The console's unknown-host-key flow against a real sshd on loopback: the
// pool's worker never waits for an answer, the connection ends with a
// distinct refusal carrying the offered key; accepting once lets the next
// attempt in without writing known_hosts, accepting and remembering appends
// the key so the next connection succeeds; a changed key is refused with both
// fingerprints and is never recorded.
#include "sim/nodes/nodesshserver.h"
#include "ssh/knownhostswriter.h"
#include "ssh/sshkeyfile.h"
#include "ssh/sshpool.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

#include <unistd.h>

using namespace ascendops;
using namespace ascendops::ssh;
using ascendops::sim::NodeSshServer;

namespace {

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
}

} // namespace

class TestHostKeyAnswers : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<NodeSshServer> m_server;
    QString m_clientKey;

    SshTarget node(const QString &knownHosts) const
    {
        SshTarget target;
        target.alias = QStringLiteral("node-1");
        target.hostName = QStringLiteral("127.0.0.1");
        target.port = m_server->port(QStringLiteral("node-1"));
        target.user = qEnvironmentVariable("USER", QStringLiteral("root"));
        target.identityFiles = {m_clientKey};
        target.identitiesOnly = true;
        target.connectTimeoutSec = 5;
        target.knownHostsFile = knownHosts;
        target.hostKeyChecking = HostKeyChecking::Ask;  // the console's default: ask the user
        return target;
    }

    // One command through a pool that has nobody to ask, as the console's.
    CommandResult runOnce(const SshTarget &target)
    {
        SshPool pool;
        QSignalSpy finished(&pool, &SshPool::finished);
        pool.submit(target, "echo answered", 10000);
        if (!finished.wait(20000))
            return {};
        return finished.first().at(2).value<CommandResult>();
    }

private slots:
    void initTestCase()
    {
        if (!QFileInfo(NodeSshServer::sshdPath()).isExecutable())
            QSKIP("sshd not found at /usr/sbin/sshd (install openssh-server to run the SSH tests)");
        qunsetenv("SSH_AUTH_SOCK");
        QVERIFY(m_dir.isValid());
        m_clientKey = m_dir.filePath(QStringLiteral("operator_ed25519"));
        QString error;
        QVERIFY2(generateKeyPair(m_clientKey, QStringLiteral("operator@console"), QString(), &error), qPrintable(error));
        m_server = std::make_unique<NodeSshServer>(QStringLiteral(TEST_DATA_DIR "/ssh/tools"));
        QVERIFY(m_server->addNode(QStringLiteral("node-1")) > 0);
        m_server->addAuthorizedKey(QString::fromUtf8(readFile(m_clientKey + QStringLiteral(".pub"))));
        if (!m_server->start(&error) && geteuid() != 0)
            QSKIP(qPrintable(QStringLiteral("sshd did not start for a non-root user (%1); run as root").arg(error)));
        QVERIFY2(m_server->isRunning(), qPrintable(error));
    }

    void cleanupTestCase() { m_server.reset(); }

    void unknownKeyIsADistinctRefusalWithItsFingerprint()
    {
        const QString knownHosts = m_dir.filePath(QStringLiteral("empty_known_hosts"));
        const CommandResult result = runOnce(node(knownHosts));
        QVERIFY(!result.ok());
        QVERIFY2(result.hostKey.has_value(), qPrintable(result.error));
        QCOMPARE(result.hostKey->kind, HostKeyRefusal::Kind::Unknown);
        QCOMPARE(result.hostKey->fingerprint, m_server->hostKeyFingerprint());
        QCOMPARE(result.hostKey->keyType, QStringLiteral("ssh-ed25519"));
        QCOMPARE(result.hostKey->knownHostsName, QStringLiteral("[127.0.0.1]:%1").arg(m_server->port(QStringLiteral("node-1"))));
        QCOMPARE(result.hostKey->knownHostsFile, knownHosts);
        // The blob is the server's public key, as ssh would record it.
        QCOMPARE(QStringLiteral("ssh-ed25519 ") + result.hostKey->publicKeyBase64, m_server->hostPublicKey().trimmed());
        QVERIFY(result.error.contains(m_server->hostKeyFingerprint()));
        QVERIFY(!QFile::exists(knownHosts));  // nothing recorded without an answer
    }

    void acceptingOnceLetsTheNextAttemptInWithoutRecording()
    {
        const QString knownHosts = m_dir.filePath(QStringLiteral("once_known_hosts"));
        SshTarget target = node(knownHosts);
        const CommandResult refused = runOnce(target);
        QVERIFY(refused.hostKey.has_value());
        target.acceptedHostKeys = {refused.hostKey->fingerprint};
        const CommandResult result = runOnce(target);
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(result.stdOut.trimmed(), QByteArray("answered"));
        QVERIFY(!QFile::exists(knownHosts));
        // Another key is still refused: the acceptance names one fingerprint.
        target.acceptedHostKeys = {QStringLiteral("SHA256:somethingelse")};
        QVERIFY(runOnce(target).hostKey.has_value());
    }

    void acceptingAndRememberingWritesKnownHosts()
    {
        const QString knownHosts = m_dir.filePath(QStringLiteral("sub/dir/known_hosts"));
        const CommandResult refused = runOnce(node(knownHosts));
        QVERIFY(refused.hostKey.has_value());
        QString error;
        QVERIFY2(recordKnownHost(*refused.hostKey, &error), qPrintable(error));
        const QByteArray written = readFile(knownHosts);
        QCOMPARE(written, (refused.hostKey->knownHostsName + QLatin1Char(' ') + m_server->hostPublicKey().trimmed()
                           + QLatin1Char('\n')).toUtf8());
        const CommandResult result = runOnce(node(knownHosts));
        QVERIFY2(result.ok(), qPrintable(result.error));
        QVERIFY(!result.hostKey.has_value());
        // Appending keeps what was there.
        QVERIFY(writeFile(knownHosts, "# mine\nother.example ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOtherKeyOtherKeyOtherKeyOtherKey00"));
        QVERIFY(recordKnownHost(*refused.hostKey, &error));
        QVERIFY(readFile(knownHosts).startsWith("# mine\nother.example ssh-ed25519"));
        QVERIFY(readFile(knownHosts).endsWith(written));
    }

    void changedKeyIsRefusedWithBothFingerprintsAndNeverRecorded()
    {
        const QString impostor = m_dir.filePath(QStringLiteral("impostor_key"));
        QString error;
        QVERIFY(generateKeyPair(impostor, QString(), QString(), &error));
        const QString impostorPublic = QString::fromUtf8(readFile(impostor + QStringLiteral(".pub")).trimmed());
        const QString knownFingerprint = publicKeyFileFingerprint(impostor + QStringLiteral(".pub"));
        const QString knownHosts = m_dir.filePath(QStringLiteral("changed_known_hosts"));
        const QByteArray before = QStringLiteral("[127.0.0.1]:%1 %2\n")
                                      .arg(m_server->port(QStringLiteral("node-1")))
                                      .arg(impostorPublic)
                                      .toUtf8();
        QVERIFY(writeFile(knownHosts, before));
        SshTarget target = node(knownHosts);
        target.acceptedHostKeys = {m_server->hostKeyFingerprint()};  // an acceptance never covers a change
        const CommandResult result = runOnce(target);
        QVERIFY(!result.ok());
        QVERIFY2(result.hostKey.has_value(), qPrintable(result.error));
        QCOMPARE(result.hostKey->kind, HostKeyRefusal::Kind::Changed);
        QCOMPARE(result.hostKey->fingerprint, m_server->hostKeyFingerprint());
        QCOMPARE(result.hostKey->knownFingerprint, knownFingerprint);
        QCOMPARE(result.hostKey->knownLine, 1);
        QVERIFY(result.error.contains(knownFingerprint));
        QVERIFY(result.error.contains(m_server->hostKeyFingerprint()));
        QVERIFY(!recordKnownHost(*result.hostKey, &error));
        QCOMPARE(readFile(knownHosts), before);
    }
};

QTEST_GUILESS_MAIN(TestHostKeyAnswers)
#include "tst_hostkeyanswers.moc"
