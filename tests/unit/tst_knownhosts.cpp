// known_hosts read for one host's keys as ssh reads the file: plain, with a
// port, hashed, in a list, by pattern; lines it cannot use passed over.
#include "ssh/knownhosts.h"

#include <QFile>
#include <QTest>

using namespace ascendops::ssh;

namespace {

const QString kEd25519 = QStringLiteral("SHA256:W0fyCu7uIYMDDKKiyGg5SHFdAVS7A0QgBLi7ATMLXcE");
const QString kEcdsa = QStringLiteral("SHA256:SggXfSdk5ax99jaILrHAvosX7GO349IvYm63yyaD7sA");
const QString kFile = QStringLiteral(TEST_DATA_DIR "/ssh/known_hosts");

QStringList described(const QList<KnownHostKey> &keys)
{
    QStringList out;
    for (const KnownHostKey &key : keys)
        out << QStringLiteral("%1 %2 %3").arg(key.line).arg(key.keyType, key.fingerprint);
    return out;
}

} // namespace

class TestKnownHosts : public QObject
{
    Q_OBJECT

private slots:
    void findsEachHostsKeysWithTheirLines()
    {
        // Fingerprints as `ssh-keygen -lf` prints them for the same keys.
        QCOMPARE(described(knownKeysInFile(kFile, QStringLiteral("node-1"))),
                 (QStringList{QStringLiteral("3 ssh-ed25519 ") + kEd25519, QStringLiteral("7 ecdsa-sha2-nistp256 ") + kEcdsa}));
        QCOMPARE(described(knownKeysInFile(kFile, QStringLiteral("[127.0.0.1]:2201"))),
                 (QStringList{QStringLiteral("4 ecdsa-sha2-nistp256 ") + kEcdsa}));
        QCOMPARE(described(knownKeysInFile(kFile, QStringLiteral("node-2"))),   // hashed
                 (QStringList{QStringLiteral("6 ecdsa-sha2-nistp256 ") + kEcdsa}));
        QCOMPARE(described(knownKeysInFile(kFile, QStringLiteral("node-3"))),
                 (QStringList{QStringLiteral("7 ecdsa-sha2-nistp256 ") + kEcdsa}));
        QCOMPARE(described(knownKeysInFile(kFile, QStringLiteral("gpu-7"))),   // by pattern
                 (QStringList{QStringLiteral("8 ssh-ed25519 ") + kEd25519}));
        // A marker line (@revoked) is not a key to trust.
        QVERIFY(knownKeysInFile(kFile, QStringLiteral("node-9")).isEmpty());
        // The port is part of the name: 127.0.0.1 on port 22 is another host.
        QVERIFY(knownKeysInFile(kFile, QStringLiteral("127.0.0.1")).isEmpty());
        QVERIFY(knownKeysInFile(kFile, QStringLiteral("node-4")).isEmpty());
    }

    void brokenInputFindsNothingAndStops()
    {
        QVERIFY(knownKeysInFile(QStringLiteral("/nonexistent/known_hosts"), QStringLiteral("node-1")).isEmpty());
        QVERIFY(knownKeysInText(QByteArray(), QStringLiteral("node-1")).isEmpty());
        static const char broken[] = "node-1 ssh-ed25519\nnode-1 ssh-rsa ===\n\0node-1";
        QVERIFY(knownKeysInText(QByteArray(broken, sizeof broken - 1), QStringLiteral("node-1")).isEmpty());
        // A line with a NUL in it is not one ssh would read to its end.
        QFile file(kFile);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QByteArray text = file.readAll();
        text.replace("node-1 ssh-ed25519", QByteArray("node-1 ssh-ed25519\0", 19));
        QCOMPARE(knownKeysInText(text, QStringLiteral("node-1")).size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestKnownHosts)
#include "tst_knownhosts.moc"
